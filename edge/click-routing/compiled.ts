import type { BotAction, CostModel, FlowRotation, UniquenessScope } from '../../entities/campaign.entity';
import type { FlowScheme, FlowType } from '../../entities/flow.entity';
import type { ClickThroughMethod, LandingType } from '../../entities/landing.entity';
import type { SourceToken } from '../../entities/traffic-source.entity';
import type { FlowFilter } from '../../entities/flow-filter';
import type { VisitorPredicate } from '../filters';
import type { UrlTemplate } from '../../services/urls/macros';

/**
 * The routing table's view of one campaign: everything a click needs, resolved and compiled when
 * the campaign is loaded (filters into predicates, URLs into macro templates, cost into the base
 * currency), so routing a click reads only this object.
 */
export interface CompiledCampaign {
  id: string;
  workspace_id: string;
  alias: string;
  name: string;
  active: boolean;
  /** Remote-execution token in clear (compared in constant time by /rclient/v1). */
  token: string;
  source_id: string | null;
  /** Source token → URL query parameter carrying it. */
  token_params: Partial<Record<SourceToken, string>>;
  /** sub_id number (1–30) → URL query parameter carrying it. */
  sub_id_params: Map<number, string>;
  cost: {
    model: CostModel;
    /** Cost of one click in the workspace's base currency (decimal string, 6 places); '0' when the model charges nothing per click. */
    per_click: string;
    /** False when the campaign currency could not be converted (no rate): clicks are costed 0 and counted. */
    converted: boolean;
    /** Campaign cost currency → base currency (for a `cost` token passed by the source); null when no rate is known. */
    rate: string | null;
    /** The campaign's cost currency (a click costed 0 for want of a rate keeps its cost in it: unpriced_clicks). */
    currency: string;
    /** The model's cost of one click in `currency` when there is no rate (re-costed once one exists); else null. */
    pending: string | null;
  };
  /**
   * The cost by UTC day (YYYY-MM-DD), at each day's rate (spec: money at the rate of the click
   * date): the compile day and the next (a click after midnight before the periodic rebuild), or
   * the days a simulation spans. `cost` is the compile day's; clickCostOn picks by the click's day.
   */
  costs_by_day: ReadonlyMap<string, CompiledCampaign['cost']>;
  uniqueness: { period_seconds: number; scope: UniquenessScope };
  bot_action: BotAction;
  bot_redirect: UrlTemplate | null;
  rotation: FlowRotation;
  /** Answers only on its workspace's tracking domains that take it (edge/domains/). */
  domains_only: boolean;
  /** Live flows in position order. */
  flows: CompiledFlow[];
  flows_by_id: Map<string, CompiledFlow>;
  /** Ids of the flows, for reading the visitor's flow uniqueness in one command. */
  flow_ids: string[];
  /**
   * Every live landing and offer of the workspace, for the `landing` and `offer` answers of action
   * scripts; null when the campaign has no action-script flow.
   */
  script_targets: { landings: Map<string, CompiledLanding>; offers: Map<string, CompiledOffer> } | null;
  /** Offers of this campaign and their cap fallbacks that have a daily cap (their conversion counters are read per click). */
  capped_offers: CompiledOffer[];
  workspace: { base_currency: string; traffic_log_sample: number };
  /** When this compilation was made (ms since epoch). */
  compiled_at: number;
}

export interface CompiledFlow {
  id: string;
  name: string;
  type: FlowType;
  position: number;
  weight: number;
  active: boolean;
  save_traffic: boolean;
  scheme: FlowScheme;
  filters: readonly FlowFilter[];
  /** All filters at once (the hot path). */
  matches: VisitorPredicate;
  /** One predicate per filter, for traces that show each filter's result. */
  filter_checks: VisitorPredicate[];
  /** Live landings with weight > 0 (deleted landings drop out). */
  landings: Weighted<CompiledLanding>[];
  offers: Weighted<CompiledOffer>[];
  redirect: UrlTemplate | null;
  target_campaign_id: string | null;
  content: string | null;
  script: string | null;
}

export interface Weighted<T> {
  item: T;
  weight: number;
}

export interface CompiledLanding {
  id: string;
  type: LandingType;
  /** External: the landing URL; hosted: the service's own /l/… address. */
  url: UrlTemplate;
  offers_count: number;
  click_through: ClickThroughMethod;
}

export interface CompiledOffer {
  id: string;
  url: UrlTemplate;
  affiliate_network_id: string | null;
  daily_cap: number | null;
  cap_time_zone: string;
  /** Resolved fallback when the cap is reached (null: none, the flow's next offer whose cap is not reached takes the click: applyFlowCaps). */
  cap_fallback: CompiledOffer | null;
}
