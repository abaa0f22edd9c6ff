import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { CampaignInput, CampaignListArgs, CampaignPage, CampaignType } from '../../schema/catalogue/campaign.types';
import { ArchivableListArgs } from '../../schema/catalogue/common.types';
import { FlowInput, FlowObjectType, FlowOrderInput, FlowPage } from '../../schema/catalogue/flow.types';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  releaseCampaignAlias,
  rotateCampaignToken,
  updateCampaign,
} from '../../services/catalogue/campaigns';
import { createFlow, deleteFlow, getFlow, listFlows, reorderFlows, updateFlow } from '../../services/catalogue/flows';
import { scoped } from './scoped';
import { UuidScalar } from '../../schema/scalars';

@Resolver()
export class CampaignResolver {
  @Query(() => CampaignPage, { description: "The workspace's campaigns." })
  campaigns(@Args() args: CampaignListArgs, @Ctx() ctx: AppContext) {
    return listCampaigns(scoped(ctx, 'campaigns', 'view'), args);
  }

  @Query(() => CampaignType, { description: 'One campaign.' })
  campaign(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return getCampaign(scoped(ctx, 'campaigns', 'view'), id);
  }

  @Mutation(() => CampaignType, { description: 'Creates a campaign (alias generated when absent).' })
  create_campaign(@Arg('input', () => CampaignInput) input: CampaignInput, @Ctx() ctx: AppContext) {
    return createCampaign(scoped(ctx, 'campaigns', 'edit'), input);
  }

  @Mutation(() => CampaignType, { description: 'Changes a campaign; absent fields keep their value.' })
  update_campaign(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => CampaignInput) input: CampaignInput,
    @Ctx() ctx: AppContext,
  ) {
    return updateCampaign(scoped(ctx, 'campaigns', 'edit'), id, input);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a campaign (soft: its link stops routing, reports keep it). Its alias stays taken unless release_alias is true.',
  })
  delete_campaign(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('release_alias', () => Boolean, { defaultValue: false, description: 'Free the alias for reuse.' })
    releaseAlias: boolean,
    @Ctx() ctx: AppContext,
  ) {
    return deleteCampaign(scoped(ctx, 'campaigns', 'delete'), id, releaseAlias);
  }

  @Mutation(() => CampaignType, {
    description: 'Frees the alias of a campaign that was deleted without release_alias.',
  })
  release_campaign_alias(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return releaseCampaignAlias(scoped(ctx, 'campaigns', 'delete'), id);
  }

  @Mutation(() => CampaignType, { description: 'Issues a new remote-execution token; the old one stops working.' })
  rotate_campaign_token(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return rotateCampaignToken(scoped(ctx, 'campaigns', 'edit'), id);
  }
}

@Resolver()
export class FlowResolver {
  @Query(() => FlowPage, { description: 'Flows of a campaign, in routing order unless sorted otherwise.' })
  flows(
    @Arg('campaign_id', () => UuidScalar) campaignId: string,
    @Args() args: ArchivableListArgs,
    @Ctx() ctx: AppContext,
  ) {
    return listFlows(scoped(ctx, 'flows', 'view'), campaignId, args);
  }

  @Query(() => FlowObjectType, { description: 'One flow.' })
  flow(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return getFlow(scoped(ctx, 'flows', 'view'), id);
  }

  @Mutation(() => FlowObjectType, { description: 'Adds a flow to a campaign.' })
  create_flow(
    @Arg('campaign_id', () => UuidScalar) campaignId: string,
    @Arg('input', () => FlowInput) input: FlowInput,
    @Ctx() ctx: AppContext,
  ) {
    return createFlow(scoped(ctx, 'flows', 'edit'), campaignId, input);
  }

  @Mutation(() => FlowObjectType, { description: 'Changes a flow; absent fields keep their value.' })
  update_flow(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => FlowInput) input: FlowInput,
    @Ctx() ctx: AppContext,
  ) {
    return updateFlow(scoped(ctx, 'flows', 'edit'), id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a flow (soft: reports keep it).' })
  delete_flow(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return deleteFlow(scoped(ctx, 'flows', 'delete'), id);
  }

  @Mutation(() => [FlowObjectType], {
    description: "Sets the order of a campaign's flows: positions 1…N in the order given.",
  })
  reorder_flows(
    @Arg('campaign_id', () => UuidScalar) campaignId: string,
    @Arg('input', () => FlowOrderInput) input: FlowOrderInput,
    @Ctx() ctx: AppContext,
  ) {
    return reorderFlows(scoped(ctx, 'flows', 'edit'), campaignId, input.flow_ids);
  }
}
