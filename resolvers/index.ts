import type { NonEmptyArray } from 'type-graphql';
import { SystemResolver } from './system.resolver';
import { AuthResolver } from './auth.resolver';
import { MeResolver } from './me.resolver';
import { AccountSecurityResolver } from './account-security.resolver';
import { WorkspaceResolver } from './workspace.resolver';
import { MembersResolver } from './members.resolver';
import { InvitationsResolver } from './invitations.resolver';
import { ApiKeysResolver } from './api-keys.resolver';
import { LicenseBrandingResolver } from './license-branding.resolver';
import { WebhooksResolver } from './webhooks.resolver';
import { CampaignResolver, FlowResolver } from './catalogue/campaign.resolver';
import { LandingResolver, OfferResolver, TrafficSourceResolver } from './catalogue/catalog.resolver';
import { AffiliateNetworkResolver, CustomStatusResolver } from './catalogue/network.resolver';
import { CurrencyRateResolver } from './catalogue/currency-rate.resolver';
import { ConversionLogsResolver } from './conversion-logs.resolver';
import { TrafficLogResolver } from './traffic-log/traffic-log.resolver';

/** Every resolver of the GraphQL core. Each area adds its resolvers here. */
export const resolvers: NonEmptyArray<Function> = [
  SystemResolver,
  AuthResolver,
  MeResolver,
  AccountSecurityResolver,
  WorkspaceResolver,
  MembersResolver,
  InvitationsResolver,
  ApiKeysResolver,
  LicenseBrandingResolver,
  WebhooksResolver,
  // tracking model
  CampaignResolver,
  FlowResolver,
  OfferResolver,
  LandingResolver,
  TrafficSourceResolver,
  AffiliateNetworkResolver,
  CustomStatusResolver,
  CurrencyRateResolver,
  // conversions
  ConversionLogsResolver,
  // routing
  TrafficLogResolver,
];
