import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { ArchivableListArgs, ListArgs } from '../../schema/catalogue/common.types';
import {
  AffiliateNetworkInput,
  AffiliateNetworkPage,
  AffiliateNetworkType,
  CreateCustomStatusInput,
  CustomStatusPage,
  CustomStatusType,
  UpdateCustomStatusInput,
} from '../../schema/catalogue/network.types';
import {
  createNetwork,
  deleteNetwork,
  getNetwork,
  listNetworks,
  updateNetwork,
} from '../../services/catalogue/networks';
import {
  createCustomStatus,
  deleteCustomStatus,
  getCustomStatus,
  listCustomStatuses,
  updateCustomStatus,
} from '../../services/catalogue/statuses';
import { scoped } from './scoped';
import { UuidScalar } from '../../schema/scalars';

@Resolver()
export class AffiliateNetworkResolver {
  @Query(() => AffiliateNetworkPage, { description: "The workspace's affiliate networks." })
  affiliate_networks(@Args() args: ArchivableListArgs, @Ctx() ctx: AppContext) {
    return listNetworks(scoped(ctx, 'affiliate_networks', 'view'), args);
  }

  @Query(() => AffiliateNetworkType, { description: 'One affiliate network.' })
  affiliate_network(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return getNetwork(scoped(ctx, 'affiliate_networks', 'view'), id);
  }

  @Mutation(() => AffiliateNetworkType, { description: 'Creates an affiliate network.' })
  create_affiliate_network(
    @Arg('input', () => AffiliateNetworkInput) input: AffiliateNetworkInput,
    @Ctx() ctx: AppContext,
  ) {
    return createNetwork(scoped(ctx, 'affiliate_networks', 'edit'), input);
  }

  @Mutation(() => AffiliateNetworkType, {
    description: 'Changes an affiliate network; absent fields keep their value. status_mapping is replaced whole.',
  })
  update_affiliate_network(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => AffiliateNetworkInput) input: AffiliateNetworkInput,
    @Ctx() ctx: AppContext,
  ) {
    return updateNetwork(scoped(ctx, 'affiliate_networks', 'edit'), id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes an affiliate network (soft: kept for reports).' })
  delete_affiliate_network(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return deleteNetwork(scoped(ctx, 'affiliate_networks', 'delete'), id);
  }
}

/** Custom statuses belong with affiliate networks: they are the vocabulary of status mappings. */
@Resolver()
export class CustomStatusResolver {
  @Query(() => CustomStatusPage, { description: "The workspace's custom conversion statuses." })
  custom_statuses(@Args() args: ListArgs, @Ctx() ctx: AppContext) {
    return listCustomStatuses(scoped(ctx, 'affiliate_networks', 'view'), args);
  }

  @Query(() => CustomStatusType, { description: 'One custom status.' })
  custom_status(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return getCustomStatus(scoped(ctx, 'affiliate_networks', 'view'), id);
  }

  @Mutation(() => CustomStatusType, { description: 'Creates a custom status.' })
  create_custom_status(
    @Arg('input', () => CreateCustomStatusInput) input: CreateCustomStatusInput,
    @Ctx() ctx: AppContext,
  ) {
    return createCustomStatus(scoped(ctx, 'affiliate_networks', 'edit'), input);
  }

  @Mutation(() => CustomStatusType, { description: 'Renames a custom status or changes its bucket.' })
  update_custom_status(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => UpdateCustomStatusInput) input: UpdateCustomStatusInput,
    @Ctx() ctx: AppContext,
  ) {
    return updateCustomStatus(scoped(ctx, 'affiliate_networks', 'edit'), id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a custom status (soft); refused while a status mapping uses it.' })
  delete_custom_status(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return deleteCustomStatus(scoped(ctx, 'affiliate_networks', 'delete'), id);
  }
}
