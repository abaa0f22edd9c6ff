import { Field, InputType, ObjectType } from 'type-graphql';
import { enumOf, PageOf } from './catalogue/common.types';
import { UuidScalar } from './scalars';
import { DNS_STATES, type DnsState } from '../services/domains/dns-check';
import {
  CAMPAIGN_MODES,
  ROBOTS,
  ROOT_ACTIONS,
  type CampaignMode,
  type Robots,
  type RootAction,
} from '../services/domains/domain.shapes';

const RootActionEnum = enumOf(
  ROOT_ACTIONS,
  'DomainRootAction',
  'What the domain root `/` answers: a default campaign, a 404 or a text.',
);
const CampaignModeEnum = enumOf(
  CAMPAIGN_MODES,
  'DomainCampaignMode',
  'Which campaigns of the workspace answer on the domain: all, or those listed.',
);
const RobotsEnum = enumOf(ROBOTS, 'DomainRobots', 'robots.txt: allow or disallow indexing.');
const DnsStateEnum = enumOf(
  DNS_STATES,
  'DomainDnsState',
  'pending (not checked yet), pointed (resolves to this service), not_pointed, nxdomain (no such name), error (the lookup failed).',
);

@ObjectType('Domain', {
  description: 'A tracking domain (docs/domains.md). It routes as soon as it is added; certificates wait for its DNS.',
})
export class DomainType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String, { description: 'The host name, lower case (an internationalised name in punycode).' })
  name!: string;

  @Field(() => String, { description: 'https://name or http://name: tracking links on this domain start with it.' })
  base_url!: string;

  @Field(() => RootActionEnum)
  root_action!: RootAction;

  @Field(() => UuidScalar, { nullable: true, description: 'The campaign the root routes to (root_action campaign).' })
  root_campaign_id!: string | null;

  @Field(() => String, { nullable: true, description: 'The plain text the root answers (root_action text).' })
  root_text!: string | null;

  @Field(() => CampaignModeEnum)
  campaigns_mode!: CampaignMode;

  @Field(() => [UuidScalar], { description: 'The campaigns that answer on it when campaigns_mode is listed.' })
  campaign_ids!: string[];

  @Field(() => RobotsEnum)
  robots!: Robots;

  @Field(() => Boolean, { description: 'Plain-HTTP requests on it are redirected to HTTPS (301).' })
  https_redirect!: boolean;

  @Field(() => DnsStateEnum)
  dns_state!: DnsState;

  @Field(() => String, {
    nullable: true,
    description: 'Why, in a sentence: what the name resolves to and where this service is.',
  })
  dns_reason!: string | null;

  @Field(() => [String], { description: 'The A and AAAA addresses found by the last check.' })
  dns_addresses!: string[];

  @Field(() => Date, { nullable: true })
  dns_checked_at!: Date | null;

  @Field(() => Boolean, { description: 'The TLS front may obtain a certificate for it (its DNS check passed).' })
  certificate_allowed!: boolean;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date)
  updated_at!: Date;
}

export const DomainPage = PageOf(DomainType, 'DomainPage');

@InputType('DomainInput', { description: 'Fields of a domain; on update absent fields keep their value.' })
export class DomainInput {
  @Field(() => String, { nullable: true, description: 'Required on create. A host name such as track.example.com.' })
  name?: string | null;

  @Field(() => RootActionEnum, { nullable: true, description: 'Default not_found.' })
  root_action?: RootAction | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Required with root_action campaign.' })
  root_campaign_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Required with root_action text; up to 10,000 characters.' })
  root_text?: string | null;

  @Field(() => CampaignModeEnum, { nullable: true, description: 'Default all.' })
  campaigns_mode?: CampaignMode | null;

  @Field(() => [UuidScalar], {
    nullable: true,
    description: 'Replaces the list (up to 1,000); used with campaigns_mode listed.',
  })
  campaign_ids?: string[] | null;

  @Field(() => RobotsEnum, { nullable: true, description: 'Default disallow.' })
  robots?: Robots | null;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  https_redirect?: boolean | null;
}
