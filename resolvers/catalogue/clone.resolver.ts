import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { CampaignType } from '../../schema/catalogue/campaign.types';
import { FlowObjectType } from '../../schema/catalogue/flow.types';
import { AffiliateNetworkType } from '../../schema/catalogue/network.types';
import { LandingObjectType, OfferType } from '../../schema/catalogue/offer.types';
import { CampaignCloneInput, CloneInput, FlowCloneInput } from '../../schema/catalogue/operations.types';
import { TrafficSourceType } from '../../schema/catalogue/source.types';
import { UuidScalar } from '../../schema/scalars';
import { LandingStorage } from '../../services/landing-archives/storage';
import {
  cloneCampaign,
  cloneFlow,
  cloneLanding,
  cloneNetwork,
  cloneOffer,
  cloneSource,
} from '../../services/catalogue/operations/clone';
import { scoped } from './scoped';

const input = (description: string) => ({ nullable: true, defaultValue: {}, description });

/** Clone: a copy under a new name (docs/operations-api.md); each needs the kind's edit permission. */
@Resolver()
export class CloneResolver {
  @Mutation(() => CampaignType, {
    description:
      'Clones a campaign with its flows (filters, weights, landing and offer links), under a new alias, name and ' +
      'token; statistics are not copied.',
  })
  clone_campaign(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => CampaignCloneInput, input('Name and alias of the clone.')) body: CampaignCloneInput,
    @Ctx() ctx: AppContext,
  ) {
    return cloneCampaign(scoped(ctx, 'campaigns', 'edit'), id, body);
  }

  @Mutation(() => FlowObjectType, {
    description: 'Clones a flow into its campaign or another one of the workspace, placed last.',
  })
  clone_flow(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => FlowCloneInput, input('Name and campaign of the clone.')) body: FlowCloneInput,
    @Ctx() ctx: AppContext,
  ) {
    return cloneFlow(scoped(ctx, 'flows', 'edit'), id, body);
  }

  @Mutation(() => OfferType, { description: 'Clones an offer (payout, caps, network, tags, group).' })
  clone_offer(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => CloneInput, input('Name of the clone.')) body: CloneInput,
    @Ctx() ctx: AppContext,
  ) {
    return cloneOffer(scoped(ctx, 'offers', 'edit'), id, body);
  }

  @Mutation(() => LandingObjectType, { description: "Clones a landing; a hosted one's files are copied too." })
  clone_landing(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => CloneInput, input('Name of the clone.')) body: CloneInput,
    @Ctx() ctx: AppContext,
  ) {
    const storage = new LandingStorage(ctx.services.config.landingsDir);
    return cloneLanding(scoped(ctx, 'landings', 'edit'), storage, id, body);
  }

  @Mutation(() => TrafficSourceType, { description: 'Clones a traffic source (parameters, postback, secrets).' })
  clone_traffic_source(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => CloneInput, input('Name of the clone.')) body: CloneInput,
    @Ctx() ctx: AppContext,
  ) {
    return cloneSource(scoped(ctx, 'sources', 'edit'), id, body);
  }

  @Mutation(() => AffiliateNetworkType, { description: 'Clones an affiliate network (offer parameters, status map).' })
  clone_affiliate_network(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => CloneInput, input('Name of the clone.')) body: CloneInput,
    @Ctx() ctx: AppContext,
  ) {
    return cloneNetwork(scoped(ctx, 'affiliate_networks', 'edit'), id, body);
  }
}
