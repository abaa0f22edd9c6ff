/**
 * Campaigns as the catalogue answers and takes them: plain shapes, the service's own.
 * The GraphQL types in schema/ have the same fields; a resolver passes its input through and
 * returns the service's result.
 */
import type {
  BotAction,
  CampaignState,
  CostModel,
  FlowRotation,
  UniquenessScope,
} from '../../entities/campaign.entity';
import type { Archivable } from './common.shapes';
import type { ListQuery } from './listing';

/** A tracking link `{base_url}/{alias}` and the flows that route its clicks. */
export interface CampaignView extends Archivable {
  group_id: string | null;
  id: string;
  name: string;
  alias: string;
  alias_released: boolean;
  url: string;
  tracking_url: string;
  state: CampaignState;
  source_id: string | null;
  cost_model: CostModel;
  cost_value: string;
  cost_currency: string;
  uniqueness_period_hours: number;
  uniqueness_scope: UniquenessScope;
  bot_action: BotAction;
  bot_redirect_url: string | null;
  flow_rotation: FlowRotation;
  domains_only: boolean;
  token: string;
  tags: string[];
  notes: string;
}

export interface CampaignListQuery extends ListQuery {
  state?: CampaignState | null;
  source_id?: string | null;
  tag?: string | null;
}

/** Fields of a campaign. On update every field is optional and absent fields keep their value; null clears optional ones. */
export interface CampaignInput {
  name?: string;
  alias?: string;
  state?: CampaignState;
  source_id?: string | null;
  cost_model?: CostModel;
  cost_value?: string;
  cost_currency?: string;
  uniqueness_period_hours?: number;
  uniqueness_scope?: UniquenessScope;
  bot_action?: BotAction;
  bot_redirect_url?: string | null;
  flow_rotation?: FlowRotation;
  domains_only?: boolean | null;
  tags?: string[] | null;
  notes?: string | null;
  group_id?: string | null;
}
