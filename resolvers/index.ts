import type { NonEmptyArray } from 'type-graphql';
import { SystemResolver } from './system.resolver';
import { CampaignResolver, FlowResolver } from './tracking/campaign.resolver';
import { LandingResolver, OfferResolver, TrafficSourceResolver } from './tracking/catalog.resolver';
import { AffiliateNetworkResolver, CustomStatusResolver } from './tracking/network.resolver';
import { CurrencyRateResolver, WorkspaceSettingsResolver } from './tracking/settings.resolver';

/** Every resolver of the GraphQL core. Each area adds its resolvers here. */
export const resolvers: NonEmptyArray<Function> = [
  SystemResolver,
  // tracking model
  CampaignResolver,
  FlowResolver,
  OfferResolver,
  LandingResolver,
  TrafficSourceResolver,
  AffiliateNetworkResolver,
  CustomStatusResolver,
  CurrencyRateResolver,
  WorkspaceSettingsResolver,
];
