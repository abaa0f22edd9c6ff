import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { recordAudit } from '../services/audit/audit-log';
import type { AppContext } from '../services/context';
import { requirePermission } from '../services/access/require';
import { getCostUpdate, listCostUpdates, requestCostUpdate } from '../services/costs/cost-update';
import { type CostUpdateEcho, withLocalDates, workspaceTimeZone } from '../services/costs/local-dates';
import { CostUpdateType, SubIdMatchInput } from '../schema/costs.types';
import { DecimalTextScalar, UuidScalar } from '../schema/scalars';

/**
 * Cost updates (docs/reports.md, "Cost updates"): `statistics.edit` writes them, `statistics.view`
 * reads them; the caller's workspace only (a campaign of another workspace is 404).
 */
@Resolver()
export class CostUpdatesResolver {
  @Mutation(() => CostUpdateType, {
    description:
      'Sets the cost of a campaign’s clicks in a range (optionally of one source or with given sub ids): the amount is spread ' +
      'in equal shares over the clicks, each converted at its click date’s rate. Up to 100,000 clicks it is applied at once ' +
      '(state done); above, a job applies it (state queued; follow it with cost_update). 422 when the range has no clicks.',
  })
  async update_campaign_costs(
    @Ctx() ctx: AppContext,
    @Arg('campaign_id', () => UuidScalar) campaign_id: string,
    @Arg('from', () => String, { description: 'Local date YYYY-MM-DD (inclusive) or an ISO time with an offset.' })
    from: string,
    @Arg('to', () => String, {
      description: 'Local date YYYY-MM-DD (inclusive) or an ISO time with an offset (exclusive).',
    })
    to: string,
    @Arg('amount', () => DecimalTextScalar, {
      description:
        'The total cost of the range as a string, e.g. "125.40" (at most 6 decimal places; a JSON number is 400).',
    })
    amount: string,
    @Arg('currency', () => String, {
      nullable: true,
      description: 'ISO 4217 code of amount; default the workspace’s base currency.',
    })
    currency?: string | null,
    @Arg('source_id', () => UuidScalar, { nullable: true, description: 'Only the clicks of this traffic source.' })
    source_id?: string | null,
    @Arg('sub_ids', () => [SubIdMatchInput], {
      nullable: true,
      description: 'Only the clicks with these sub ids, e.g. [{"n": 1, "value": "zone-42"}].',
    })
    sub_ids?: SubIdMatchInput[] | null,
  ): Promise<CostUpdateEcho> {
    const principal = requirePermission(ctx, 'statistics', 'edit');
    const { services } = ctx;
    const result = await requestCostUpdate(
      services.reportPool,
      principal.workspace_id,
      principal.user_id,
      { campaign_id, from, to, amount, currency, source_id, sub_ids },
      services.clock(),
      services.jobs,
    );
    // The audit record's hook: the audit log joins this line (and the cost_updates row) by audit_ref.
    ctx.log.info(
      {
        audit: 'campaigns.costs',
        audit_ref: `cost_update:${result.id}`,
        workspace_id: principal.workspace_id,
        user_id: principal.user_id,
        campaign_id,
        from: result.from,
        to: result.to,
        amount: result.amount,
        currency: result.currency,
        source_id: result.source_id,
        sub_ids: result.sub_ids.map((match) => match.n),
        clicks: result.clicks,
        state: result.state,
      },
      'campaign costs updated',
    );
    await recordAudit(services.reportPool, {
      workspace_id: principal.workspace_id,
      actor_kind: 'user',
      user_id: principal.user_id,
      entity_kind: 'campaigns',
      entity_id: campaign_id,
      action: 'update_costs',
      changes: {
        cost: { new: { from: result.from, to: result.to, amount: result.amount, currency: result.currency } },
        clicks: { new: result.clicks },
      },
      ref: `cost_update:${result.id}`,
    });
    return withLocalDates(result, await workspaceTimeZone(services.reportPool, principal.workspace_id));
  }

  @Query(() => CostUpdateType, { description: 'One cost update with its progress.' })
  async cost_update(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<CostUpdateEcho> {
    const principal = requirePermission(ctx, 'statistics', 'view');
    const pool = ctx.services.reportPool;
    const update = await getCostUpdate(pool, principal.workspace_id, id);
    return withLocalDates(update, await workspaceTimeZone(pool, principal.workspace_id));
  }

  @Query(() => [CostUpdateType], {
    description: 'The last 100 cost updates of the workspace (or of one campaign), newest first.',
  })
  async cost_updates(
    @Ctx() ctx: AppContext,
    @Arg('campaign_id', () => UuidScalar, { nullable: true }) campaign_id?: string | null,
  ): Promise<CostUpdateEcho[]> {
    const principal = requirePermission(ctx, 'statistics', 'view');
    const pool = ctx.services.reportPool;
    const updates = await listCostUpdates(pool, principal.workspace_id, campaign_id);
    const timeZone = await workspaceTimeZone(pool, principal.workspace_id);
    return updates.map((update) => withLocalDates(update, timeZone));
  }
}
