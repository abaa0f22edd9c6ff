import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  FLOW_SCHEMES,
  FLOW_STATES,
  FLOW_TYPES,
  type FlowScheme,
  type FlowState,
  type FlowType,
} from '../../entities/flow.entity';
import { FILTER_TYPES, TEXT_OPERATORS } from '../../entities/flow-filter';
import { enumOf, PageOf, ArchivableRecord } from './common.types';
import { UuidScalar } from '../scalars';

export const FlowTypeEnum = enumOf(
  FLOW_TYPES,
  'FlowType',
  'forced: tried first, in position order, taken when its filters match; regular: rotated among those whose ' +
    'filters match; default: taken when nothing else matched (at most one per campaign, no filters).',
);
export const FlowStateEnum = enumOf(FLOW_STATES, 'FlowState', 'active, or paused (skipped by routing).');
export const FlowSchemeEnum = enumOf(
  FLOW_SCHEMES,
  'FlowScheme',
  'What the flow does: landings_offers (weighted landings then offers; no landings = straight to an offer), ' +
    'redirect (to redirect_url), send_to_campaign (target_campaign_id), do_nothing, show_404, show_text / ' +
    'show_html (content), action_script (script; falls back to its landings and offers).',
);

const FILTER_DOC = `One of: ${FILTER_TYPES.join(', ')}. See docs/tracking-model.md for what each reads.`;

@ObjectType('FlowFilter', {
  description: 'One condition on the visitor. A flow takes a visitor only when all its filters match.',
})
export class FlowFilterType {
  @Field(() => String, { description: FILTER_DOC })
  type!: string;

  @Field(() => Boolean, { description: 'Inverts the filter.' })
  negate!: boolean;

  @Field(() => [String], {
    nullable: true,
    description:
      'Values, any of which matches (country codes, device types, language codes, IPs/CIDRs, texts or regexps).',
  })
  values?: string[] | null;

  @Field(() => String, { nullable: true, description: `Text filters: ${TEXT_OPERATORS.join(', ')}.` })
  operator?: string | null;

  @Field(() => String, { nullable: true, description: 'param filter: the URL parameter read.' })
  name?: string | null;

  @Field(() => Int, { nullable: true, description: 'sub_id filter: 1 to 30.' })
  sub_id?: number | null;

  @Field(() => [String], { nullable: true, description: 'proxy filter: any of proxy, tor, datacenter.' })
  kinds?: string[] | null;

  @Field(() => [Int], {
    nullable: true,
    description: 'schedule filter: ISO days of week, 1 = Monday … 7 = Sunday (empty: any day).',
  })
  days?: number[] | null;

  @Field(() => [Int], { nullable: true, description: 'schedule filter: hours 0 to 23 (empty: any hour).' })
  hours?: number[] | null;

  @Field(() => String, { nullable: true, description: 'schedule filter: IANA time zone (default UTC).' })
  time_zone?: string | null;
}

@InputType('FlowFilterInput', {
  description:
    'One condition on the visitor; fields that do not apply to the type must be absent or null. Refused with 422 ' +
    '`invalid flow filters: …` when it cannot be evaluated.',
})
export class FlowFilterInput {
  @Field(() => String, { description: FILTER_DOC })
  type!: string;

  @Field(() => Boolean, { nullable: true, description: 'Inverts the filter (default false).' })
  negate?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Values, any of which matches (up to 10,000).' })
  values?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      `Text filters: ${TEXT_OPERATORS.join(', ')} (default equals). equals and contains ignore case; ` +
      `regexp is case-sensitive and must run in linear time.`,
  })
  operator?: string | null;

  @Field(() => String, { nullable: true, description: 'param filter: the URL parameter to read.' })
  name?: string | null;

  @Field(() => Int, { nullable: true, description: 'sub_id filter: 1 to 30.' })
  sub_id?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'proxy filter: any of proxy, tor, datacenter (default all three).',
  })
  kinds?: string[] | null;

  @Field(() => [Int], { nullable: true, description: 'schedule filter: ISO days of week.' })
  days?: number[] | null;

  @Field(() => [Int], { nullable: true, description: 'schedule filter: hours 0 to 23.' })
  hours?: number[] | null;

  @Field(() => String, { nullable: true, description: 'schedule filter: IANA time zone.' })
  time_zone?: string | null;
}

@ObjectType('WeightedLanding', { description: 'A landing of a flow and its share.' })
export class WeightedLandingType {
  @Field(() => UuidScalar, { description: 'Landing of the workspace.' })
  landing_id!: string;

  @Field(() => Int, { description: 'Relative weight, 0 to 10000 (0 = off).' })
  weight!: number;
}

@InputType('WeightedLandingInput', { description: 'A landing of a flow and its share.' })
export class WeightedLandingInput {
  @Field(() => UuidScalar, { description: 'Landing of this workspace.' })
  landing_id!: string;

  @Field(() => Int, { nullable: true, description: 'Relative weight, 0 to 10000 (default 100; 0 = off).' })
  weight?: number | null;
}

@ObjectType('WeightedOffer', { description: 'An offer of a flow and its share.' })
export class WeightedOfferType {
  @Field(() => UuidScalar, { description: 'Offer of the workspace.' })
  offer_id!: string;

  @Field(() => Int, { description: 'Relative weight, 0 to 10000 (0 = off).' })
  weight!: number;
}

@InputType('WeightedOfferInput', { description: 'An offer of a flow and its share.' })
export class WeightedOfferInput {
  @Field(() => UuidScalar, { description: 'Offer of this workspace.' })
  offer_id!: string;

  @Field(() => Int, { nullable: true, description: 'Relative weight, 0 to 10000 (default 100; 0 = off).' })
  weight?: number | null;
}

@ObjectType('Flow', { description: 'A route inside a campaign: which visitors it takes and what it does with them.' })
export class FlowObjectType extends ArchivableRecord {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => UuidScalar, { description: 'Campaign of the flow.' })
  campaign_id!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => FlowTypeEnum, { description: 'forced, regular or default.' })
  type!: FlowType;

  @Field(() => Int, { description: "Order among the campaign's flows (lower first)." })
  position!: number;

  @Field(() => Int, { description: 'Share among regular flows when rotating by weight.' })
  weight!: number;

  @Field(() => FlowStateEnum, { description: 'active or paused.' })
  state!: FlowState;

  @Field(() => Boolean, {
    description: 'false: its clicks are routed and can convert but stay out of the click log and reports.',
  })
  save_traffic!: boolean;

  @Field(() => [FlowFilterType], { description: 'Conditions, all of which must match.' })
  filters!: FlowFilterType[];

  @Field(() => FlowSchemeEnum, { description: 'What the flow does.' })
  scheme!: FlowScheme;

  @Field(() => [WeightedLandingType], { description: 'landings_offers / action_script: weighted landings.' })
  landings!: WeightedLandingType[];

  @Field(() => [WeightedOfferType], { description: 'landings_offers / action_script: weighted offers.' })
  offers!: WeightedOfferType[];

  @Field(() => String, { nullable: true, description: 'redirect: destination URL (macros allowed).' })
  redirect_url!: string | null;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'send_to_campaign: the campaign that routes the click next.',
  })
  target_campaign_id!: string | null;

  @Field(() => String, { nullable: true, description: 'show_text / show_html: the page body.' })
  content!: string | null;

  @Field(() => String, { nullable: true, description: 'action_script: the script source.' })
  script!: string | null;
}

export const FlowPage = PageOf(FlowObjectType, 'FlowPage');

@InputType('FlowInput', {
  description:
    'Fields of a flow. On update every field is optional and absent fields keep their value. Fields of a scheme ' +
    "other than the flow's are refused, and cleared when the scheme changes.",
})
export class FlowInput {
  @Field(() => String, { nullable: true, description: 'Display name, 1 to 200 characters (required on create).' })
  name?: string;

  @Field(() => FlowTypeEnum, { nullable: true, description: 'Default regular.' })
  type?: FlowType;

  @Field(() => Int, { nullable: true, description: "Order among the campaign's flows; default after the last one." })
  position?: number;

  @Field(() => Int, { nullable: true, description: '0 to 10000 (default 100).' })
  weight?: number;

  @Field(() => FlowStateEnum, { nullable: true, description: 'Default active.' })
  state?: FlowState;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  save_traffic?: boolean;

  @Field(() => [FlowFilterInput], { nullable: true, description: 'Conditions (replaces the whole list; at most 50).' })
  filters?: FlowFilterInput[] | null;

  @Field(() => FlowSchemeEnum, { nullable: true, description: 'Default landings_offers.' })
  scheme?: FlowScheme;

  @Field(() => [WeightedLandingInput], { nullable: true, description: 'Weighted landings (replaces the list).' })
  landings?: WeightedLandingInput[] | null;

  @Field(() => [WeightedOfferInput], { nullable: true, description: 'Weighted offers (replaces the list).' })
  offers?: WeightedOfferInput[] | null;

  @Field(() => String, { nullable: true, description: 'redirect: absolute http(s) URL.' })
  redirect_url?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'send_to_campaign: another campaign of this workspace.' })
  target_campaign_id?: string | null;

  @Field(() => String, { nullable: true, description: 'show_text / show_html: the body, up to 256 KiB.' })
  content?: string | null;

  @Field(() => String, { nullable: true, description: 'action_script: the script, up to 64 KiB.' })
  script?: string | null;
}

@InputType('FlowOrderInput', { description: 'A new order for the flows of a campaign.' })
export class FlowOrderInput {
  @Field(() => [UuidScalar], {
    description: 'Every live flow of the campaign, once, in the new order (positions become 1…N).',
  })
  flow_ids!: string[];
}
