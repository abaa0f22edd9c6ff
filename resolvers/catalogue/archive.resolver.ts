import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { CampaignType } from '../../schema/catalogue/campaign.types';
import { FlowObjectType } from '../../schema/catalogue/flow.types';
import { AffiliateNetworkType } from '../../schema/catalogue/network.types';
import { LandingObjectType, OfferType } from '../../schema/catalogue/offer.types';
import { TrafficSourceType } from '../../schema/catalogue/source.types';
import { UuidScalar } from '../../schema/scalars';
import { archiveEntity } from '../../services/catalogue/operations/archive-entity';
import { scoped } from './scoped';

/**
 * Archive and restore (docs/operations-api.md): archived rows leave lists and pickers and stop
 * routing, reports keep their statistics; each needs the kind's edit permission.
 */
@Resolver()
export class ArchiveResolver {
  @Mutation(() => CampaignType, {
    description: 'Archives a campaign: hidden from lists (archived=true shows it), its link answers campaign_off.',
  })
  archive_campaign(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'campaigns', 'edit'), 'campaigns', id, true);
  }

  @Mutation(() => CampaignType, { description: 'Restores a campaign that was archived: listed and routed again.' })
  restore_campaign(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'campaigns', 'edit'), 'campaigns', id, false);
  }

  @Mutation(() => FlowObjectType, {
    description:
      'Archives a flow: hidden from lists (archived=true shows it), its campaign routes as if it were not there.',
  })
  archive_flow(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'flows', 'edit'), 'flows', id, true);
  }

  @Mutation(() => FlowObjectType, { description: 'Restores a flow that was archived: listed and routed again.' })
  restore_flow(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'flows', 'edit'), 'flows', id, false);
  }

  @Mutation(() => OfferType, {
    description:
      'Archives an offer: hidden from lists (archived=true shows it), ' +
      'flows skip it; 409 with the active flows that use it.',
  })
  archive_offer(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'offers', 'edit'), 'offers', id, true);
  }

  @Mutation(() => OfferType, { description: 'Restores an offer that was archived: listed and routed again.' })
  restore_offer(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'offers', 'edit'), 'offers', id, false);
  }

  @Mutation(() => LandingObjectType, {
    description:
      'Archives a landing: hidden from lists (archived=true shows it), ' +
      'flows skip it and its hosted files are not served; 409 with the active flows that use it.',
  })
  archive_landing(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'landings', 'edit'), 'landings', id, true);
  }

  @Mutation(() => LandingObjectType, { description: 'Restores a landing that was archived: listed and routed again.' })
  restore_landing(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'landings', 'edit'), 'landings', id, false);
  }

  @Mutation(() => TrafficSourceType, {
    description:
      'Archives a traffic source: hidden from lists (archived=true shows it), ' +
      'campaigns that use it keep reading its parameters.',
  })
  archive_traffic_source(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'sources', 'edit'), 'sources', id, true);
  }

  @Mutation(() => TrafficSourceType, {
    description: 'Restores a traffic source that was archived: listed and routed again.',
  })
  restore_traffic_source(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'sources', 'edit'), 'sources', id, false);
  }

  @Mutation(() => AffiliateNetworkType, {
    description:
      'Archives an affiliate network: hidden from lists (archived=true shows it), its offers keep its parameters.',
  })
  archive_affiliate_network(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'affiliate_networks', 'edit'), 'affiliate_networks', id, true);
  }

  @Mutation(() => AffiliateNetworkType, {
    description: 'Restores an affiliate network that was archived: listed and routed again.',
  })
  restore_affiliate_network(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return archiveEntity(scoped(ctx, 'affiliate_networks', 'edit'), 'affiliate_networks', id, false);
  }
}
