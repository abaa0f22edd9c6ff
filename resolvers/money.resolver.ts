import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { requirePermission } from '../services/access/require';
import { moneyWarnings, type MoneyWarningsView } from '../services/costs/money-warnings';
import { postbackUrls, type PostbackUrlView } from '../services/catalogue/postback-urls';
import { MoneyWarningsType, PostbackUrlType } from '../schema/money.types';
import { UuidScalar } from '../schema/scalars';

/** Money a buyer can trust: missing rates and paused campaigns still charged; postback URLs to paste. */
@Resolver()
export class MoneyResolver {
  @Query(() => MoneyWarningsType, {
    description:
      'Clicks costed 0 for want of a currency rate (by campaign, pair and day) and paused campaigns with clicks ' +
      'charged today. Permission reports.view (whoever reads the money reads why it is off).',
  })
  async money_warnings(@Ctx() ctx: AppContext): Promise<MoneyWarningsView> {
    const principal = requirePermission(ctx, 'reports', 'view');
    return moneyWarnings(ctx.em, principal.workspace_id, ctx.services.clock());
  }

  @Query(() => [PostbackUrlType], {
    description:
      'Ready-to-paste postback URLs: of a network (network_id), of the networks a campaign sends to (campaign_id; the ' +
      'generic one when none), else the generic one. Permission settings.view (they carry the postback key).',
  })
  async postback_urls(
    @Ctx() ctx: AppContext,
    @Arg('network_id', () => UuidScalar, { nullable: true }) network_id?: string | null,
    @Arg('campaign_id', () => UuidScalar, { nullable: true }) campaign_id?: string | null,
  ): Promise<PostbackUrlView[]> {
    const principal = requirePermission(ctx, 'settings', 'view');
    return postbackUrls(ctx.em, principal.workspace_id, ctx.services.config.publicBaseUrl, {
      network_id,
      campaign_id,
    });
  }
}
