import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { GroupedListArgs } from '../../schema/catalogue/common.types';
import { TrafficSourceInput, TrafficSourcePage, TrafficSourceType } from '../../schema/catalogue/source.types';
import { createSource, deleteSource, getSource, listSources, updateSource } from '../../services/catalogue/sources';
import { scoped } from './scoped';
import { UuidScalar } from '../../schema/scalars';

@Resolver()
export class TrafficSourceResolver {
  @Query(() => TrafficSourcePage, { description: "The workspace's traffic sources." })
  traffic_sources(@Args() args: GroupedListArgs, @Ctx() ctx: AppContext) {
    return listSources(scoped(ctx, 'sources', 'view'), args);
  }

  @Query(() => TrafficSourceType, { description: 'One traffic source.' })
  traffic_source(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return getSource(scoped(ctx, 'sources', 'view'), id);
  }

  @Mutation(() => TrafficSourceType, { description: 'Creates a traffic source.' })
  create_traffic_source(@Arg('input', () => TrafficSourceInput) input: TrafficSourceInput, @Ctx() ctx: AppContext) {
    return createSource(scoped(ctx, 'sources', 'edit'), input);
  }

  @Mutation(() => TrafficSourceType, {
    description: 'Changes a traffic source; absent fields keep their value; secrets: string sets, null clears.',
  })
  update_traffic_source(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => TrafficSourceInput) input: TrafficSourceInput,
    @Ctx() ctx: AppContext,
  ) {
    return updateSource(scoped(ctx, 'sources', 'edit'), id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a traffic source (soft).' })
  delete_traffic_source(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return deleteSource(scoped(ctx, 'sources', 'delete'), id);
  }
}
