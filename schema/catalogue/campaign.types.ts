import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  BOT_ACTIONS,
  CAMPAIGN_STATES,
  COST_MODELS,
  FLOW_ROTATIONS,
  UNIQUENESS_SCOPES,
  type BotAction,
  type CampaignState,
  type CostModel,
  type FlowRotation,
  type UniquenessScope,
} from '../../entities/campaign.entity';
import { DecimalScalar, UuidScalar } from '../scalars';
import { enumOf, PageOf, ArchivableRecord, GroupedListArgs } from './common.types';

export const CampaignStateEnum = enumOf(
  CAMPAIGN_STATES,
  'CampaignState',
  'active, or paused (clicks get the outcome campaign_off).',
);
export const CostModelEnum = enumOf(
  COST_MODELS,
  'CostModel',
  'none; cpc: cost_value per click; cpm: cost_value per 1000 clicks; cpa: cost_value per conversion; revshare: ' +
    'cost_value percent of revenue.',
);
export const UniquenessScopeEnum = enumOf(
  UNIQUENESS_SCOPES,
  'UniquenessScope',
  'campaign: unique within this campaign; workspace: unique across all campaigns of the workspace.',
);
export const BotActionEnum = enumOf(
  BOT_ACTIONS,
  'BotAction',
  'What a click detected as a bot gets: route (through the flows like anyone; flows may filter on bot), ' +
    'do_nothing, show_404, or redirect to bot_redirect_url.',
);
export const FlowRotationEnum = enumOf(
  FLOW_ROTATIONS,
  'FlowRotation',
  'How a regular flow is chosen among those whose filters match: weight (random by weight), position (the first ' +
    'by position), disabled (the first by position, and rotation reported as disabled).',
);

@ObjectType('Campaign', { description: 'A tracking link `{base_url}/{alias}` and the flows that route its clicks.' })
export class CampaignType extends ArchivableRecord {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => String, { description: 'Path segment of the campaign link; unique per installation.' })
  alias!: string;

  @Field(() => Boolean, { description: 'A deleted campaign whose alias was freed for reuse.' })
  alias_released!: boolean;

  @Field(() => String, { description: 'The campaign link: `{base_url}/{alias}`.' })
  url!: string;

  @Field(() => String, {
    description: "The campaign link with the traffic source's parameters and macros, ready to paste into the source.",
  })
  tracking_url!: string;

  @Field(() => CampaignStateEnum, { description: 'active or paused.' })
  state!: CampaignState;

  @Field(() => UuidScalar, { nullable: true, description: 'Traffic source of the campaign.' })
  source_id!: string | null;

  @Field(() => CostModelEnum, { description: 'How the cost of a click is computed.' })
  cost_model!: CostModel;

  @Field(() => DecimalScalar, {
    description: 'Amount for the cost model (per click, per 1000 clicks, per conversion, or percent).',
  })
  cost_value!: string;

  @Field(() => String, { description: 'ISO 4217 currency of cost_value.' })
  cost_currency!: string;

  @Field(() => Int, { description: 'A visitor counts as unique again after this many hours (1 to 8760).' })
  uniqueness_period_hours!: number;

  @Field(() => UniquenessScopeEnum, { description: 'Where uniqueness is counted.' })
  uniqueness_scope!: UniquenessScope;

  @Field(() => BotActionEnum, { description: 'What bots get.' })
  bot_action!: BotAction;

  @Field(() => String, { nullable: true, description: 'Destination of bots when bot_action is redirect.' })
  bot_redirect_url!: string | null;

  @Field(() => FlowRotationEnum, { description: 'How regular flows are chosen.' })
  flow_rotation!: FlowRotation;

  @Field(() => Boolean, {
    description:
      "Answers only on its workspace's tracking domains that take it; 404 on any other host (docs/domains.md).",
  })
  domains_only!: boolean;

  @Field(() => String, {
    description: 'Token for the remote-execution endpoint (rclient); rotate it to revoke the old one.',
  })
  token!: string;

  @Field(() => [String], { description: 'Labels.' })
  tags!: string[];

  @Field(() => String, { description: 'Free text.' })
  notes!: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Group of the campaign (GET /groups?kind=campaigns); null for none.',
  })
  group_id!: string | null;
}

export const CampaignPage = PageOf(CampaignType, 'CampaignPage');

@ArgsType()
export class CampaignListArgs extends GroupedListArgs {
  @Field(() => CampaignStateEnum, { nullable: true, description: 'Only campaigns in this state.' })
  state?: CampaignState | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Only campaigns of this traffic source.' })
  source_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Only campaigns carrying this tag.' })
  tag?: string | null;
}

@InputType('CampaignInput', {
  description:
    'Fields of a campaign. On update every field is optional and absent fields keep their value; null clears optional ones.',
})
export class CampaignInput {
  @Field(() => String, { nullable: true, description: 'Display name, 1 to 200 characters (required on create).' })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Path segment of the link: 1 to 64 of a-z, 0-9, - and _; not one of the service's own paths nor 32 hex " +
      'characters. Generated when absent on create.',
  })
  alias?: string;

  @Field(() => CampaignStateEnum, { nullable: true, description: 'Default active.' })
  state?: CampaignState;

  @Field(() => UuidScalar, { nullable: true, description: 'Traffic source of this workspace; null for none.' })
  source_id?: string | null;

  @Field(() => CostModelEnum, { nullable: true, description: 'Default none.' })
  cost_model?: CostModel;

  @Field(() => DecimalScalar, { nullable: true, description: 'Non-negative, at most 6 decimal places (default 0).' })
  cost_value?: string;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code (default USD).' })
  cost_currency?: string;

  @Field(() => Int, { nullable: true, description: '1 to 8760 hours (default 24).' })
  uniqueness_period_hours?: number;

  @Field(() => UniquenessScopeEnum, { nullable: true, description: 'Default campaign.' })
  uniqueness_scope?: UniquenessScope;

  @Field(() => BotActionEnum, { nullable: true, description: 'Default route.' })
  bot_action?: BotAction;

  @Field(() => String, { nullable: true, description: 'Absolute http(s) URL; required when bot_action is redirect.' })
  bot_redirect_url?: string | null;

  @Field(() => FlowRotationEnum, { nullable: true, description: 'Default weight.' })
  flow_rotation?: FlowRotation;

  @Field(() => Boolean, { nullable: true, description: 'Default false: the campaign answers on every host.' })
  domains_only?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Labels, up to 50 of 1 to 64 characters.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Free text, up to 10,000 characters.' })
  notes?: string | null;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Group of this workspace and kind campaigns; null for none.',
  })
  group_id?: string | null;
}
