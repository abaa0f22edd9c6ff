import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import {
  LandingInput,
  LandingListArgs,
  LandingObjectType,
  LandingPage,
  OfferInput,
  OfferListArgs,
  OfferPage,
  OfferType,
} from '../../schema/catalogue/offer.types';
import {
  createLanding,
  deleteLanding,
  getLanding,
  listLandings,
  updateLanding,
} from '../../services/catalogue/landings';
import { createOffer, deleteOffer, getOffer, listOffers, updateOffer } from '../../services/catalogue/offers';
import { scoped } from './scoped';
import { UuidScalar } from '../../schema/scalars';

@Resolver()
export class OfferResolver {
  @Query(() => OfferPage, { description: "The workspace's offers." })
  offers(@Args() args: OfferListArgs, @Ctx() ctx: AppContext) {
    return listOffers(scoped(ctx, 'offers', 'view'), args);
  }

  @Query(() => OfferType, { description: 'One offer.' })
  offer(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return getOffer(scoped(ctx, 'offers', 'view'), id);
  }

  @Mutation(() => OfferType, { description: 'Creates an offer.' })
  create_offer(@Arg('input', () => OfferInput) input: OfferInput, @Ctx() ctx: AppContext) {
    return createOffer(scoped(ctx, 'offers', 'edit'), input);
  }

  @Mutation(() => OfferType, { description: 'Changes an offer; absent fields keep their value.' })
  update_offer(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => OfferInput) input: OfferInput,
    @Ctx() ctx: AppContext,
  ) {
    return updateOffer(scoped(ctx, 'offers', 'edit'), id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes an offer (soft: flows skip it, reports keep it).' })
  delete_offer(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return deleteOffer(scoped(ctx, 'offers', 'delete'), id);
  }
}

@Resolver()
export class LandingResolver {
  @Query(() => LandingPage, { description: "The workspace's landings." })
  landings(@Args() args: LandingListArgs, @Ctx() ctx: AppContext) {
    return listLandings(scoped(ctx, 'landings', 'view'), args);
  }

  @Query(() => LandingObjectType, { description: 'One landing.' })
  landing(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return getLanding(scoped(ctx, 'landings', 'view'), id);
  }

  @Mutation(() => LandingObjectType, { description: 'Creates a landing.' })
  create_landing(@Arg('input', () => LandingInput) input: LandingInput, @Ctx() ctx: AppContext) {
    return createLanding(scoped(ctx, 'landings', 'edit'), input);
  }

  @Mutation(() => LandingObjectType, { description: 'Changes a landing; absent fields keep their value.' })
  update_landing(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => LandingInput) input: LandingInput,
    @Ctx() ctx: AppContext,
  ) {
    return updateLanding(scoped(ctx, 'landings', 'edit'), id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a landing (soft: flows skip it, reports keep it).' })
  delete_landing(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return deleteLanding(scoped(ctx, 'landings', 'delete'), id);
  }
}
