import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { CampaignType } from '../../schema/catalogue/campaign.types';
import { FlowObjectType } from '../../schema/catalogue/flow.types';
import {
  AliasAvailabilityType,
  ArchivedEntryType,
  ReplaceInput,
  TagCountType,
} from '../../schema/catalogue/operations.types';
import { UuidScalar } from '../../schema/scalars';
import { permissionName, requirePermission, requirePrincipal } from '../../services/access/require';
import { updateCampaign } from '../../services/catalogue/campaigns';
import { updateFlow } from '../../services/catalogue/flows';
import { aliasAvailability } from '../../services/catalogue/operations/alias-check';
import { archiveKind, listArchived } from '../../services/catalogue/operations/archive-list';
import { KIND_INFO, OPERABLE_KINDS } from '../../services/catalogue/operations/kinds';
import { tagCounts } from '../../services/catalogue/operations/tags';
import { flowsUsing, replaceInFlows } from '../../services/catalogue/operations/usage';
import { trackingScope } from '../../services/catalogue/scope';
import { scoped } from './scoped';

/** The small daily operations beside clone, archive and bulk (docs/operations-api.md). */
@Resolver()
export class DailyOperationsResolver {
  @Mutation(() => CampaignType, { description: 'Pauses a campaign: its link answers campaign_off.' })
  pause_campaign(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return updateCampaign(scoped(ctx, 'campaigns', 'edit'), id, { state: 'paused' });
  }

  @Mutation(() => CampaignType, { description: 'Resumes a paused campaign.' })
  resume_campaign(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return updateCampaign(scoped(ctx, 'campaigns', 'edit'), id, { state: 'active' });
  }

  @Mutation(() => FlowObjectType, { description: 'Pauses a flow: its campaign routes as if it were not there.' })
  pause_flow(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return updateFlow(scoped(ctx, 'flows', 'edit'), id, { state: 'paused' });
  }

  @Mutation(() => FlowObjectType, { description: 'Resumes a paused flow.' })
  resume_flow(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return updateFlow(scoped(ctx, 'flows', 'edit'), id, { state: 'active' });
  }

  @Query(() => [FlowObjectType], { description: 'The flows that link an offer (paused and archived ones too).' })
  offer_flows(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    requirePermission(ctx, 'flows', 'view');
    return flowsUsing(scoped(ctx, 'offers', 'view'), 'offers', id);
  }

  @Query(() => [FlowObjectType], { description: 'The flows that link a landing (paused and archived ones too).' })
  landing_flows(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    requirePermission(ctx, 'flows', 'view');
    return flowsUsing(scoped(ctx, 'landings', 'view'), 'landings', id);
  }

  @Mutation(() => [FlowObjectType], {
    description:
      'Puts another offer in place of this one in every flow that links it (weights kept); answers those flows.',
  })
  replace_offer(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => ReplaceInput) input: ReplaceInput,
    @Ctx() ctx: AppContext,
  ) {
    requirePermission(ctx, 'offers', 'view');
    return replaceInFlows(scoped(ctx, 'flows', 'edit'), 'offers', id, input.replacement_id, 'replacement_id');
  }

  @Mutation(() => [FlowObjectType], {
    description: 'Puts another landing in place of this one in every flow that links it (weights kept).',
  })
  replace_landing(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => ReplaceInput) input: ReplaceInput,
    @Ctx() ctx: AppContext,
  ) {
    requirePermission(ctx, 'landings', 'view');
    return replaceInFlows(scoped(ctx, 'flows', 'edit'), 'landings', id, input.replacement_id, 'replacement_id');
  }

  @Query(() => [TagCountType], { description: 'Tags in use on campaigns, with their counts.' })
  campaign_tags(@Ctx() ctx: AppContext) {
    return tagCounts(scoped(ctx, 'campaigns', 'view'), 'campaigns');
  }

  @Query(() => [TagCountType], { description: 'Tags in use on offers, with their counts.' })
  offer_tags(@Ctx() ctx: AppContext) {
    return tagCounts(scoped(ctx, 'offers', 'view'), 'offers');
  }

  @Query(() => [TagCountType], { description: 'Tags in use on landings, with their counts.' })
  landing_tags(@Ctx() ctx: AppContext) {
    return tagCounts(scoped(ctx, 'landings', 'view'), 'landings');
  }

  @Query(() => AliasAvailabilityType, { description: 'Whether a campaign alias is free now (and why not).' })
  campaign_alias_availability(@Arg('alias', () => String) alias: string, @Ctx() ctx: AppContext) {
    return aliasAvailability(scoped(ctx, 'campaigns', 'view'), alias);
  }

  @Query(() => [ArchivedEntryType], {
    description: 'Archived rows of one kind, or of every kind the caller may view, most recently archived first.',
  })
  archived(
    @Arg('kind', () => String, { nullable: true, description: 'Only this kind.' }) kind: string | null,
    @Arg('limit', () => Int, { defaultValue: 100, description: 'At most this many rows, 1 to 500.' }) limit: number,
    @Ctx() ctx: AppContext,
  ) {
    const principal = requirePrincipal(ctx);
    const kinds = kind
      ? [archiveKind(kind)]
      : OPERABLE_KINDS.filter((k) => principal.permissions.has(permissionName(KIND_INFO[k].permission, 'view')));
    for (const k of kinds) requirePermission(ctx, KIND_INFO[k].permission, 'view');
    return listArchived(trackingScope(ctx, principal), kinds, limit);
  }
}
