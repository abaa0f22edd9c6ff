import type { BotAction, CostModel, FlowRotation, UniquenessScope } from '../../entities/campaign.entity';
import type { FlowScheme, FlowType, WeightedLanding, WeightedOffer } from '../../entities/flow.entity';
import type { ClickThroughMethod, LandingType } from '../../entities/landing.entity';
import { SOURCE_TOKENS, type SourceParameters, type SubIdParameter } from '../../entities/traffic-source.entity';
import { rateOn } from '../../services/catalogue/currency-rates';
import { fitsDigits } from '../../services/conversions/money';
import { MAX_CLICK_COST_DIGITS } from './click-cost';
import { formatDecimal } from '../../services/catalogue/fields';
import { compileTemplate } from '../../services/urls/macros';
import { OFFER_PARAMS_JOIN, offerUrl } from '../../services/urls/offer-url';
import type { Secrets } from '../../services/catalogue/scope';
import { campaignToken } from '../../services/catalogue/campaigns';
import type { Campaign } from '../../entities/campaign.entity';
import type { FlowFilter } from '../../entities/flow-filter';
import { compileFilters } from '../filters';
import { MAX_CAP_FALLBACKS } from './offer-caps';
import type { CompiledCampaign, CompiledFlow, CompiledLanding, CompiledOffer, Weighted } from './compiled';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Where the routing table reads from: raw SQL on the ORM's connection (no unit of work). */
export interface LoaderDeps {
  /** A forked EntityManager; only its connection is used. */
  em: () => EntityManager;
  secrets: Secrets;
  publicBaseUrl: string;
  clock: () => Date;
  /** UTC days (YYYY-MM-DD) to cost at their own rate; default the clock's day and the next. */
  costDays?: readonly string[];
}

interface CampaignRow {
  id: string;
  workspace_id: string;
  name: string;
  alias: string;
  state: string;
  deleted_at: Date | null;
  /** An archived campaign answers campaign_off, like a paused one (docs/operations-api.md). */
  archived_at: Date | null;
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
  token_ciphertext: string;
  base_currency: string;
  traffic_log_sample: number;
}

interface FlowRow {
  id: string;
  name: string;
  type: FlowType;
  position: number;
  weight: number;
  state: string;
  save_traffic: boolean;
  filters: FlowFilter[];
  scheme: FlowScheme;
  landings: WeightedLanding[];
  offers: WeightedOffer[];
  redirect_url: string | null;
  target_campaign_id: string | null;
  content: string | null;
  script: string | null;
}

interface LandingRow {
  id: string;
  type: LandingType;
  url: string | null;
  offers_count: number;
  click_through: ClickThroughMethod;
}

interface OfferRow {
  id: string;
  url: string;
  offer_params: string | null;
  affiliate_network_id: string | null;
  daily_cap: number | null;
  cap_time_zone: string;
  cap_fallback_offer_id: string | null;
}

const CAMPAIGN_COLUMNS = `c.id, c.workspace_id, c.name, c.alias, c.state, c.deleted_at, c.archived_at, c.source_id,
  c.cost_model, c.cost_value::text as cost_value, c.cost_currency, c.uniqueness_period_hours, c.uniqueness_scope,
  c.bot_action, c.bot_redirect_url, c.flow_rotation, c.domains_only, c.token_ciphertext, w.base_currency, w.traffic_log_sample`;

/** The address a hosted landing is served at (the landings area serves /l/<landing id>/…). */
export function hostedLandingUrl(publicBaseUrl: string, landingId: string): string {
  return `${publicBaseUrl}/l/${landingId}/`;
}

/**
 * Reads one campaign and everything its clicks need, and compiles it. Returns null for an alias or
 * id that names no live campaign (missing, deleted or released). About six small indexed queries:
 * this runs once per campaign and change, never per click.
 */
export async function loadCampaign(
  deps: LoaderDeps,
  key: { alias: string } | { id: string },
): Promise<CompiledCampaign | null> {
  const em = deps.em();
  const db = em.getConnection();
  const [row] = await db.execute<CampaignRow[]>(
    'alias' in key
      ? `select ${CAMPAIGN_COLUMNS} from campaigns c join workspaces w on w.id = c.workspace_id where c.alias =
        ? and c.alias_released_at is null`
      : `select ${CAMPAIGN_COLUMNS} from campaigns c join workspaces w on w.id = c.workspace_id where c.id = ?`,
    ['alias' in key ? key.alias : key.id],
  );
  if (!row || row.deleted_at) return null;

  const flowRows = await db.execute<FlowRow[]>(
    `select id, name, type, position, weight, state, save_traffic, filters, scheme, landings, offers,
      redirect_url, target_campaign_id, content, script
       from flows where campaign_id = ? and workspace_id = ? and deleted_at is null and archived_at is null
      order by position, created_at, id`,
    [row.id, row.workspace_id],
  );
  const landingIds = [...new Set(flowRows.flatMap((f) => f.landings.map((l) => l.landing_id)))];
  const offerIds = [...new Set(flowRows.flatMap((f) => f.offers.map((o) => o.offer_id)))];
  const landingRows = landingIds.length
    ? await db.execute<LandingRow[]>(
        `select id, type, url, offers_count, click_through from landings
          where workspace_id = ? and deleted_at is null and archived_at is null and id = any(?::uuid[])`,
        [row.workspace_id, `{${landingIds.join(',')}}`],
      )
    : [];
  const offers = await loadOffers(em, row.workspace_id, offerIds);

  let tokenParams: CompiledCampaign['token_params'] = {};
  let subIdParams = new Map<number, string>();
  if (row.source_id) {
    // A deleted source still maps the URL parameters of the campaigns that point to it.
    const [source] = await db.execute<{ parameters: SourceParameters; sub_id_parameters: SubIdParameter[] }[]>(
      'select parameters, sub_id_parameters from traffic_sources where id = ? and workspace_id = ?',
      [row.source_id, row.workspace_id],
    );
    if (source) {
      tokenParams = Object.fromEntries(
        SOURCE_TOKENS.flatMap((token) => (source.parameters[token] ? [[token, source.parameters[token]!.param]] : [])),
      );
      subIdParams = new Map(source.sub_id_parameters.map((p) => [p.sub_id, p.param]));
    }
  }

  const today = deps.clock().toISOString().slice(0, 10);
  const costDays = deps.costDays ?? [today, new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10)];
  const costs_by_day = new Map<string, CompiledCampaign['cost']>();
  for (const day of new Set([today, ...costDays])) costs_by_day.set(day, await perClickCost(em, row, day));
  const cost = costs_by_day.get(today)!;
  const scriptTargets = flowRows.some((f) => f.scheme === 'action_script')
    ? await loadScriptTargets(em, deps.publicBaseUrl, row.workspace_id)
    : null;
  const landings = new Map(landingRows.map((l) => [l.id, compileLanding(deps.publicBaseUrl, l)]));
  const flows = flowRows.map((f) => compileFlow(f, landings, offers));
  // The flows' offers and their fallbacks: a fallback that reached its own cap passes the click on.
  const cappedOffers = [...offers.values()].filter((o) => o.daily_cap !== null);

  return {
    id: row.id,
    workspace_id: row.workspace_id,
    alias: row.alias,
    name: row.name,
    active: row.state === 'active' && row.archived_at === null,
    token: campaignToken(deps.secrets, { id: row.id, token_ciphertext: row.token_ciphertext } as Campaign),
    source_id: row.source_id,
    token_params: tokenParams,
    sub_id_params: subIdParams,
    cost,
    costs_by_day,
    uniqueness: { period_seconds: row.uniqueness_period_hours * 3600, scope: row.uniqueness_scope },
    bot_action: row.bot_action,
    bot_redirect: row.bot_redirect_url ? compileTemplate(row.bot_redirect_url) : null,
    rotation: row.flow_rotation,
    domains_only: row.domains_only,
    flows,
    flows_by_id: new Map(flows.map((f) => [f.id, f])),
    flow_ids: flows.map((f) => f.id),
    capped_offers: cappedOffers,
    script_targets: scriptTargets,
    workspace: { base_currency: row.base_currency, traffic_log_sample: row.traffic_log_sample },
    compiled_at: Date.now(),
  };
}

/** All live landings and offers of the workspace (what an action script may name). */
async function loadScriptTargets(
  em: EntityManager,
  publicBaseUrl: string,
  workspaceId: string,
): Promise<NonNullable<CompiledCampaign['script_targets']>> {
  const db = em.getConnection();
  const landingRows = await db.execute<LandingRow[]>(
    `select id, type, url, offers_count, click_through from landings
      where workspace_id = ? and deleted_at is null and archived_at is null`,
    [workspaceId],
  );
  const offerIds = await db.execute<{ id: string }[]>(
    'select id from offers where workspace_id = ? and deleted_at is null and archived_at is null',
    [workspaceId],
  );
  return {
    landings: new Map(landingRows.map((l) => [l.id, compileLanding(publicBaseUrl, l)])),
    offers: await loadOffers(
      em,
      workspaceId,
      offerIds.map((o) => o.id),
    ),
  };
}

/** Live offers by id, with their cap fallbacks resolved (a fallback may itself be outside the flows). */
async function loadOffers(em: EntityManager, workspaceId: string, ids: string[]): Promise<Map<string, CompiledOffer>> {
  const rows = new Map<string, OfferRow>();
  let wanted = ids;
  // The offers, then up to four fallbacks deep (as far as applyCaps follows a chain).
  for (let round = 0; round <= MAX_CAP_FALLBACKS && wanted.length; round++) {
    const found = await em.getConnection().execute<OfferRow[]>(
      `select o.id, o.url, n.offer_params, o.affiliate_network_id, o.daily_cap, o.cap_time_zone, o.cap_fallback_offer_id
         from offers o ${OFFER_PARAMS_JOIN}
        where o.workspace_id = ? and o.deleted_at is null and o.archived_at is null and o.id = any(?::uuid[])`,
      [workspaceId, `{${wanted.join(',')}}`],
    );
    for (const row of found) rows.set(row.id, row);
    wanted = [
      ...new Set(found.map((r) => r.cap_fallback_offer_id).filter((id): id is string => id !== null && !rows.has(id))),
    ];
  }
  const compiled = new Map<string, CompiledOffer>();
  for (const row of rows.values()) {
    compiled.set(row.id, {
      id: row.id,
      url: compileTemplate(offerUrl(row.url, row.offer_params)),
      affiliate_network_id: row.affiliate_network_id,
      daily_cap: row.daily_cap,
      cap_time_zone: row.cap_time_zone,
      cap_fallback: null,
    });
  }
  for (const row of rows.values()) {
    if (row.cap_fallback_offer_id) compiled.get(row.id)!.cap_fallback = compiled.get(row.cap_fallback_offer_id) ?? null;
  }
  return compiled;
}

function compileLanding(publicBaseUrl: string, row: LandingRow): CompiledLanding {
  return {
    id: row.id,
    type: row.type,
    url: compileTemplate(row.type === 'hosted' ? hostedLandingUrl(publicBaseUrl, row.id) : (row.url ?? '')),
    offers_count: row.offers_count,
    click_through: row.click_through,
  };
}

function weighted<T>(entries: { id: string; weight: number }[], items: Map<string, T>): Weighted<T>[] {
  return entries.flatMap(({ id, weight }) => {
    const item = items.get(id);
    return item && weight > 0 ? [{ item, weight }] : [];
  });
}

function compileFlow(
  row: FlowRow,
  landings: Map<string, CompiledLanding>,
  offers: Map<string, CompiledOffer>,
): CompiledFlow {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    position: row.position,
    weight: row.weight,
    active: row.state === 'active',
    save_traffic: row.save_traffic,
    scheme: row.scheme,
    filters: row.filters,
    matches: compileFilters(row.filters),
    filter_checks: row.filters.map((filter) => compileFilters([filter])),
    landings: weighted(
      row.landings.map((l) => ({ id: l.landing_id, weight: l.weight })),
      landings,
    ),
    offers: weighted(
      row.offers.map((o) => ({ id: o.offer_id, weight: o.weight })),
      offers,
    ),
    redirect: row.redirect_url ? compileTemplate(row.redirect_url) : null,
    target_campaign_id: row.target_campaign_id,
    content: row.content,
    script: row.script,
  };
}

/**
 * The cost of one click on a UTC day in the base currency: CPC = cost_value, CPM = cost_value /
 * 1000, other models cost nothing at click time. Converted at the latest rate on or before that
 * day (the table is rebuilt when rates change and periodically). A cost that does not fit the
 * click's column is treated like a missing rate: costed 0 and counted.
 */
async function perClickCost(em: EntityManager, row: CampaignRow, day: string): Promise<CompiledCampaign['cost']> {
  const divisor = row.cost_model === 'cpc' ? 1 : row.cost_model === 'cpm' ? 1000 : 0;
  // Looked up for every model: a source's cost token overrides any of them (click-cost.ts).
  const found = await rateOn(em, row.workspace_id, row.cost_currency, row.base_currency, day);
  const rate = found?.rate ?? null;
  const terms = { model: row.cost_model, rate, currency: row.cost_currency, pending: null };
  if (divisor === 0 || Number(row.cost_value) === 0) return { ...terms, per_click: '0', converted: true };
  const [cost] = await em
    .getConnection()
    .execute<{ cost: string | null; pending: string }[]>(
      'select round(?::numeric / ? * ?::numeric, 6)::text as cost, round(?::numeric / ?, 10)::text as pending',
      [row.cost_value, divisor, rate, row.cost_value, divisor],
    );
  // No rate: costed 0, and the click keeps its cost in the campaign's currency until a rate exists.
  if (rate === null) return { ...terms, per_click: '0', converted: false, pending: formatDecimal(cost.pending) };
  const perClick = formatDecimal(cost.cost!);
  if (!fitsDigits(perClick, MAX_CLICK_COST_DIGITS)) return { ...terms, per_click: '0', converted: false };
  return { ...terms, per_click: perClick, converted: true };
}
