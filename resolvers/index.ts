import type { NonEmptyArray } from 'type-graphql';
import { SystemResolver } from './system.resolver';
import { SimulatorResolver } from './simulator.resolver';
import { ImportResolver } from './import.resolver';
import { KeitaroSetupResolver } from './keitaro-setup.resolver';
import { AuthResolver } from './auth.resolver';
import { MeResolver } from './me.resolver';
import { PreferencesResolver } from './preferences.resolver';
import { AccountSecurityResolver } from './account-security.resolver';
import { WorkspaceResolver } from './workspace.resolver';
import { MembersResolver } from './members.resolver';
import { InvitationsResolver } from './invitations.resolver';
import { ApiKeysResolver } from './api-keys.resolver';
import { LicenseBrandingResolver } from './license-branding.resolver';
import { WebhooksResolver } from './webhooks.resolver';
import { DomainsResolver } from './domains.resolver';
import { CampaignResolver, FlowResolver } from './catalogue/campaign.resolver';
import { LandingResolver, OfferResolver } from './catalogue/offer.resolver';
import { TrafficSourceResolver } from './catalogue/source.resolver';
import { AffiliateNetworkResolver, CustomStatusResolver } from './catalogue/network.resolver';
import { CurrencyRateResolver } from './catalogue/currency-rate.resolver';
import { CloneResolver } from './catalogue/clone.resolver';
import { ArchiveResolver } from './catalogue/archive.resolver';
import { BulkResolver } from './catalogue/bulk.resolver';
import { GroupsResolver } from './catalogue/groups.resolver';
import { DailyOperationsResolver } from './catalogue/daily.resolver';
import { TemplatesResolver } from './catalogue/templates.resolver';
import { AuditResolver } from './audit.resolver';
import { ConversionLogsResolver } from './conversion-logs.resolver';
import { TrafficLogResolver } from './traffic-log/traffic-log.resolver';
import { RulesResolver } from './rules.resolver';
import { NotificationsResolver } from './notifications.resolver';
import { AlertsResolver } from './alerts.resolver';
import { ReportsResolver } from './reports.resolver';
import { ClickLogResolver } from './logs/click-log.resolver';
import { LiveResolver } from './logs/live.resolver';
import { ReportViewsResolver } from './report-views.resolver';
import { CostUpdatesResolver } from './costs.resolver';
import { ConversionUploadsResolver } from './conversion-uploads.resolver';
import { ConversionUploadResolver } from './conversion-upload.resolver';
import { MoneyResolver } from './money.resolver';

/** Every resolver of the GraphQL core. Each area adds its resolvers here. */
// biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes as NonEmptyArray<Function>
export const resolvers: NonEmptyArray<Function> = [
  SystemResolver,
  AuthResolver,
  MeResolver,
  PreferencesResolver,
  AccountSecurityResolver,
  WorkspaceResolver,
  MembersResolver,
  InvitationsResolver,
  ApiKeysResolver,
  LicenseBrandingResolver,
  WebhooksResolver,
  DomainsResolver,
  // tracking model
  CampaignResolver,
  FlowResolver,
  OfferResolver,
  LandingResolver,
  TrafficSourceResolver,
  AffiliateNetworkResolver,
  CustomStatusResolver,
  CurrencyRateResolver,
  // a buyer's daily operations (docs/operations-api.md)
  CloneResolver,
  ArchiveResolver,
  BulkResolver,
  GroupsResolver,
  DailyOperationsResolver,
  TemplatesResolver,
  AuditResolver,
  // conversions
  ConversionLogsResolver,
  ConversionUploadResolver,
  // routing
  TrafficLogResolver,
  // auto-rules and their channels
  RulesResolver,
  NotificationsResolver,
  AlertsResolver,
  // reports
  ReportsResolver,
  CostUpdatesResolver,
  ConversionUploadsResolver,
  MoneyResolver,
  // logs and live updates
  ClickLogResolver,
  LiveResolver,
  ReportViewsResolver,
  // operations
  SimulatorResolver,
  ImportResolver,
  KeitaroSetupResolver,
];
