import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Redis } from '../../infra/redis';
import { compileTemplate, renderTemplate, type UrlTemplate } from '../../services/urls/macros';
import type { VisitorDetector } from '../visitor-detection/detector';
import { newClickId } from '../click-recording/click-id';
import { assignVisitorColumns, type ClickRecord, type Outcome, type SelectReason } from '../click-recording/click-record';
import type { ClickRecorder } from '../click-recording/recorder';
import { noTrace, startTrace, visitorDetails, type Tracer } from '../trace/builder';
import { unavailable } from './unavailable';
import type { Visitor } from '../visitor';
import { runActionScript, type ScriptAction } from './action-script';
import { VisitorState, type Binding, type CommitRequest, type VisitState } from './visitor-state';
import { assignClickParams, readClickParams, type ClickParams, type RawQuery } from './click-params';
import { clickMacroValues } from './click-macros';
import { issueClickToken } from './click-token';
import type { CompiledCampaign, CompiledFlow, CompiledLanding, CompiledOffer } from './compiled';
import { bindsVisitor, selectFlow } from './flow-select';
import type { LandingClick } from './landing-clicks';
import { clickCost } from './click-cost';
import { clicksRouted } from './metrics';
import { applyCaps, applyFlowCaps, capDay, capKey } from './offer-caps';
import type { RoutingTable } from './routing-table';
import { pickWeighted, type Random } from './weighted';

/** Who asked: a visitor's browser (redirect), a server through the Click API, or a remote-execution client. */
export type Channel = 'redirect' | 'click_api' | 'rclient';

export interface ClickInput {
  channel: Channel;
  campaign: CompiledCampaign;
  /** The visitor's address (the request's, or the one a Click API / rclient caller names). */
  ip: string;
  /** user-agent, referer, accept-language and cookie are read. */
  headers: IncomingHttpHeaders;
  query: RawQuery;
  time: Date;
}

/** How a click was routed and what to answer. */
export interface RoutedClick {
  click_id: string;
  /** The campaign that routed the click last (the target of send_to_campaign hops). */
  campaign: CompiledCampaign;
  flow: CompiledFlow | null;
  landing: CompiledLanding | null;
  offer: CompiledOffer | null;
  outcome: Outcome;
  /** The status a browser gets for this outcome (recorded with the click whatever the channel). */
  http_status: number;
  select_reason: SelectReason | null;
  /** Where the visitor goes (landing or offer URL, macros applied, no token); null when not sent anywhere. */
  destination: string | null;
  /** The offer URL chosen at click time (macros applied). */
  offer_url: string | null;
  /** show_text / show_html page. */
  body: { type: 'text' | 'html'; content: string } | null;
  visitor: Visitor;
  /** The visitor had no visitor-id cookie: the redirect sets one. */
  issue_visitor_cookie: boolean;
  /** Per-click browser token (for landings); computed when first read. */
  readonly token: string;
}

export interface EngineDeps {
  table: RoutingTable;
  detector: VisitorDetector;
  redis: Redis;
  redisPrefix: string;
  recorder: ClickRecorder;
  appSecret: string;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
  /** How long a landing click's offer URLs stay in Redis for /lp-api/offer and the click-through. */
  landingClickTtlSeconds: number;
  random?: Random;
}

/** A click may pass through at most this many campaigns (send_to_campaign), and never one twice. */
export const MAX_CAMPAIGN_HOPS = 5;

const STATUS: Record<Outcome, number> = {
  redirect: 302,
  landing: 302,
  script_send: 302,
  send_to_campaign: 302,
  do_nothing: 204,
  no_match: 404,
  campaign_off: 404,
  show_404: 404,
  show_text: 200,
  show_html: 200,
};

/** What a flow (or the campaign's bot rule) decided, before the click is recorded. */
interface Decision {
  outcome: Outcome;
  flow: CompiledFlow | null;
  select_reason: SelectReason | null;
  landing: CompiledLanding | null;
  offer: CompiledOffer | null;
  /** Offer slots 2…N of a multi-offer landing. */
  extra_offers: CompiledOffer[];
  redirect: UrlTemplate | string | null;
  body: RoutedClick['body'];
  http_status?: number;
}

/**
 * Routes clicks: reads the visitor, picks a flow, a landing and an offer, records the click
 * (durably, without waiting for Postgres) and says what to answer. Reads only the compiled
 * campaign and Redis; the three channels (redirect, Click API, rclient) share it.
 */
export class ClickEngine {
  private readonly state: VisitorState;
  private readonly random: Random;

  constructor(private readonly deps: EngineDeps) {
    this.state = new VisitorState(deps.redis, deps.redisPrefix);
    this.random = deps.random ?? Math.random;
  }

  route(input: ClickInput): Promise<RoutedClick> {
    return this.routeIn(input, input.campaign, []);
  }

  private async routeIn(input: ClickInput, campaign: CompiledCampaign, visited: string[]): Promise<RoutedClick> {
    const { deps } = this;
    const clickParams = readClickParams(campaign, input.query);
    const detection = deps.detector.detect({
      ip: input.ip,
      headers: input.headers,
      params: clickParams.params,
      time: input.time,
      keywordParam: campaign.token_params.keyword,
    });
    const visitor = detection.visitor;
    const clickId = newClickId(input.time);
    const tracer = startTrace(clickId, campaign.workspace.traffic_log_sample);
    let state: VisitState | null = null;
    const result = (decision: Decision) => this.finish(input, campaign, clickId, visitor, clickParams, tracer, decision, detection.issueCookie, state);

    if (!campaign.active) {
      this.inputStep(tracer, input, campaign, visitor, clickParams);
      tracer.step('campaign', 'miss', { state: 'paused' });
      return result(plain('campaign_off'));
    }

    // One Redis command: uniqueness (the `unique` filter needs it), the visitor's binding, flows seen, offer caps.
    const capKeys = campaign.capped_offers.map((offer) => capKey(deps.redisPrefix, offer.id, capDay(input.time, offer.cap_time_zone)));
    state = await this.state.visit({
      uniqueness: campaign.uniqueness.scope === 'workspace' ? `workspace:${campaign.workspace_id}` : `campaign:${campaign.id}`,
      campaign_id: campaign.id,
      visitor_id: visitor.visitor_id,
      period_seconds: campaign.uniqueness.period_seconds,
      flow_ids: campaign.flow_ids,
      cap_keys: capKeys,
    });
    visitor.is_unique = state.unique;
    const binding = state.binding;
    const capped = new Set(campaign.capped_offers.filter((offer, index) => state!.cap_counts[index] >= offer.daily_cap!).map((offer) => offer.id));
    this.inputStep(tracer, input, campaign, visitor, clickParams);

    if (visitor.is_bot && campaign.bot_action !== 'route') {
      tracer.step('bot', 'applied', { bot_action: campaign.bot_action });
      if (campaign.bot_action === 'redirect' && campaign.bot_redirect) return result({ ...plain('redirect'), redirect: campaign.bot_redirect });
      return result(plain(campaign.bot_action === 'show_404' ? 'show_404' : 'do_nothing'));
    }

    const choice = selectFlow(campaign, visitor, binding, tracer, this.random);
    const flow = choice.flow;
    if (!flow) return result({ ...plain('no_match'), select_reason: 'no_match' });

    if (flow.scheme === 'send_to_campaign') {
      const base: Decision = { ...plain('send_to_campaign'), flow, select_reason: choice.reason };
      return this.sendToCampaign(input, campaign, visited, base, { id: flow.target_campaign_id }, tracer, result);
    }
    const decided = await this.execute(input, campaign, clickId, visitor, clickParams, flow, choice.reason, choice.replayed, capped, tracer);
    if ('send_to_alias' in decided) return this.sendToCampaign(input, campaign, visited, decided.base, { alias: decided.send_to_alias }, tracer, result);
    return result(decided);
  }

  private inputStep(tracer: Tracer, input: ClickInput, campaign: CompiledCampaign, visitor: Visitor, clickParams: ClickParams): void {
    if (!tracer.enabled) return;
    tracer.step('input', 'applied', {
      channel: input.channel,
      campaign_id: campaign.id,
      alias: campaign.alias,
      ...visitorDetails(visitor),
      tokens: clickParams.tokens,
      sub_ids: clickParams.sub_ids,
    });
  }

  /** What the chosen flow does with the click. */
  private async execute(
    input: ClickInput,
    campaign: CompiledCampaign,
    clickId: string,
    visitor: Visitor,
    clickParams: ClickParams,
    flow: CompiledFlow,
    reason: SelectReason,
    replayed: Binding | null,
    capped: Set<string>,
    tracer: Tracer,
  ): Promise<Decision | { send_to_alias: string; base: Decision }> {
    const base = { ...plain('no_match'), flow, select_reason: reason };
    switch (flow.scheme) {
      case 'redirect':
        return { ...base, outcome: 'redirect', redirect: flow.redirect };
      case 'do_nothing':
        return { ...base, outcome: 'do_nothing' };
      case 'show_404':
        return { ...base, outcome: 'show_404' };
      case 'show_text':
        return { ...base, outcome: 'show_text', body: { type: 'text', content: flow.content ?? '' } };
      case 'show_html':
        return { ...base, outcome: 'show_html', body: { type: 'html', content: flow.content ?? '' } };
      case 'action_script': {
        // Only a browser's redirect runs scripts; the Click API and rclient route by landings and offers (spec).
        if (input.channel === 'redirect' && flow.script) {
          const action = await runActionScript(flow.script, {
            click_id: clickId,
            campaign_id: campaign.id,
            campaign_alias: campaign.alias,
            flow_id: flow.id,
            source_id: campaign.source_id,
            visitor,
            params: clickParams.params,
            sub_ids: clickParams.sub_ids,
          });
          if (!action) tracer.step('action_script', 'fallback', { reason: 'no valid action (error, time-out, invalid answer or no sandbox): routed by landings and offers' });
          else {
            const decided = this.scriptDecision({ ...base, outcome: 'script_send' }, campaign, flow, action, replayed, capped, tracer);
            if (decided) return decided;
          }
        } else {
          tracer.step('action_script', 'skipped', { channel: input.channel });
        }
        return this.landingsAndOffers(base, flow, replayed, capped, tracer);
      }
      case 'landings_offers':
        return this.landingsAndOffers(base, flow, replayed, capped, tracer);
      default:
        return base;
    }
  }

  /**
   * What a script's action means for the click (outcome script_send), or null to fall back when it
   * names a landing or offer that is not a live one of the workspace.
   */
  private scriptDecision(
    base: Decision,
    campaign: CompiledCampaign,
    flow: CompiledFlow,
    action: ScriptAction,
    replayed: Binding | null,
    capped: Set<string>,
    tracer: Tracer,
  ): Decision | { send_to_alias: string; base: Decision } | null {
    tracer.step('action_script', 'applied', { ...action, ...('body' in action ? { body: `${action.body.length} characters` } : {}) });
    switch (action.action) {
      case 'redirect':
        // Checked like a saved redirect URL by the sandbox; its macros are filled in like a flow's.
        return { ...base, redirect: compileTemplate(action.url) };
      case 'landing': {
        const landing = campaign.script_targets?.landings.get(action.landing_id);
        if (!landing) break;
        // The landing's click-through goes to the flow's offer, chosen as usual.
        const offers = this.landingsAndOffers(base, flow, replayed, capped, noTrace);
        return { ...base, landing, offer: offers.offer, extra_offers: [] };
      }
      case 'offer': {
        const offer = campaign.script_targets?.offers.get(action.offer_id);
        if (!offer) break;
        return { ...base, offer: applyCaps(offer, capped) };
      }
      case 'show_404':
        return { ...base, http_status: 404 };
      case 'show_text':
        return { ...base, body: { type: 'text', content: action.body }, http_status: 200 };
      case 'show_html':
        return { ...base, body: { type: 'html', content: action.body }, http_status: 200 };
      case 'do_nothing':
        return { ...base, http_status: 204 };
      case 'send_to_campaign':
        return { send_to_alias: action.alias, base };
    }
    tracer.step('action_script', 'fallback', { reason: `${action.action} names nothing live in this workspace: routed by landings and offers` });
    return null;
  }

  /** Weighted landing, then weighted offer (caps applied); a replayed binding keeps its choices while they are still in the flow. */
  private landingsAndOffers(base: Decision, flow: CompiledFlow, replayed: Binding | null, capped: Set<string>, tracer: Tracer): Decision {
    const bound = <T extends { id: string }>(list: { item: T }[], id: string | null | undefined) => (id ? list.find((e) => e.item.id === id)?.item ?? null : null);
    const landing = bound(flow.landings, replayed?.landing_id) ?? pickWeighted(flow.landings, this.random);
    let offer: CompiledOffer | null;
    let extra: CompiledOffer[] = [];
    if (landing && landing.offers_count > 1) {
      // A landing with N offer links shows the flow's first N offers, in the flow's order.
      const slots = flow.offers.slice(0, landing.offers_count).map((e) => applyCaps(e.item, capped));
      offer = slots[0] ?? null;
      extra = slots.slice(1);
    } else {
      const chosen = bound(flow.offers, replayed?.offer_id) ?? pickWeighted(flow.offers, this.random);
      offer = chosen ? applyFlowCaps(chosen, flow.offers, capped) : null;
      if (chosen && offer && offer.id !== chosen.id) tracer.step('offer_cap', 'applied', { capped_offer_id: chosen.id, offer_id: offer.id });
    }
    tracer.step('landing_select', landing ? 'applied' : 'miss', { landing_id: landing?.id ?? null, candidates: flow.landings.map((e) => ({ landing_id: e.item.id, weight: e.weight })) });
    tracer.step('offer_select', offer ? 'applied' : 'miss', { offer_id: offer?.id ?? null, candidates: flow.offers.map((e) => ({ offer_id: e.item.id, weight: e.weight })) });
    if (landing) return { ...base, outcome: 'landing', landing, offer, extra_offers: extra };
    if (offer) return { ...base, outcome: 'redirect', offer };
    // Every landing and offer of the flow was deleted or weighted 0: nothing to send the visitor to.
    return base;
  }

  /**
   * send_to_campaign (a flow's, or an action script's by alias): the target campaign routes the same
   * request as a click of its own; this click records the hop. At most MAX_CAMPAIGN_HOPS campaigns,
   * none twice, same workspace; otherwise the hop ends in 404.
   */
  private async sendToCampaign(
    input: ClickInput,
    campaign: CompiledCampaign,
    visited: string[],
    base: Decision,
    to: { id: string | null } | { alias: string },
    tracer: Tracer,
    record: (decision: Decision) => Promise<RoutedClick>,
  ): Promise<RoutedClick> {
    const path = [...visited, campaign.id];
    let target: CompiledCampaign | null;
    try {
      target = 'alias' in to ? await this.deps.table.get(to.alias) : to.id ? await this.deps.table.getById(to.id) : null;
    } catch (error) {
      // A target not compiled yet needs Postgres: 503 on every channel while it is down (try/catch: no promise added on the warm path).
      unavailable(error);
    }
    if (!target || target.workspace_id !== campaign.workspace_id || path.includes(target.id) || path.length >= MAX_CAMPAIGN_HOPS) {
      const why = !target || target.workspace_id !== campaign.workspace_id ? 'target campaign not found' : path.includes(target.id) ? 'loop' : 'too many hops';
      tracer.step('send_to_campaign', 'miss', { target: to, reason: why, path });
      return record({ ...base, http_status: 404, redirect: null });
    }
    tracer.step('send_to_campaign', 'redirect', { target_campaign_id: target.id, alias: target.alias, path });
    const routed = await this.routeIn(input, target, path);
    await record({ ...base, redirect: `${this.deps.publicBaseUrl}/${target.alias}`, http_status: routed.http_status });
    return routed;
  }

  /** Builds, records and returns the click. */
  private async finish(
    input: ClickInput,
    campaign: CompiledCampaign,
    clickId: string,
    visitor: Visitor,
    clickParams: ClickParams,
    tracer: Tracer,
    decision: Decision,
    issueCookie: boolean,
    state: VisitState | null,
  ): Promise<RoutedClick> {
    const { deps } = this;
    const flow = decision.flow;
    const httpStatus = decision.http_status ?? STATUS[decision.outcome];

    // Flow uniqueness is counted apart from the campaign's (is_unique_flow).
    const uniqueInFlow = flow !== null && state !== null && !state.seen_flows.has(flow.id);

    // Built field by field (no spreads) and without empty values: it is stringified on every click.
    const click: ClickRecord = {
      click_id: clickId,
      created_at: input.time.toISOString(),
      workspace_id: campaign.workspace_id,
      campaign_id: campaign.id,
      flow_id: flow?.id ?? null,
      landing_id: decision.landing?.id ?? null,
      offer_id: decision.offer?.id ?? null,
      source_id: campaign.source_id,
      is_unique_flow: uniqueInFlow,
      outcome: decision.outcome,
      http_status: httpStatus,
      select_reason: decision.select_reason,
      destination: null,
      cost: clickCost(campaign.cost, clickParams.tokens.cost),
      is_simulated: false,
      save_traffic: flow?.save_traffic ?? true,
    };
    assignVisitorColumns(click, visitor);
    assignClickParams(click, clickParams);
    const macros = clickMacroValues({ click, campaign_alias: campaign.alias, affiliate_network_id: decision.offer?.affiliate_network_id ?? null });
    const render = (template: UrlTemplate | string | null) => (template === null ? null : typeof template === 'string' ? template : renderTemplate(template, macros));
    const offerUrl = decision.offer ? render(decision.offer.url) : null;
    const destination = decision.landing ? render(decision.landing.url) : decision.redirect !== null ? render(decision.redirect) : offerUrl;
    click.destination = destination;

    tracer.step('final', decision.outcome, {
      http_status: httpStatus,
      select_reason: decision.select_reason,
      destination,
      flow_id: click.flow_id,
      landing_id: click.landing_id,
      offer_id: click.offer_id,
      cost: click.cost,
      is_unique: visitor.is_unique,
      is_unique_flow: uniqueInFlow,
      save_traffic: click.save_traffic,
    });
    // Traced whatever save_traffic says: the traffic log is a debugging view, not the click log (docs/clicks.md).
    const trace = tracer.finish(click);

    // The click is durable (stream) and the visitor's state stored before the answer: two Redis commands, one round trip.
    const commit: CommitRequest = {};
    if (uniqueInFlow) commit.flow = { id: flow.id, period_seconds: campaign.uniqueness.period_seconds };
    if (flow && state && bindsVisitor(flow) && (decision.landing || decision.offer)) {
      const value: Binding = { flow_id: flow.id, landing_id: decision.landing?.id ?? null, offer_id: decision.offer?.id ?? null };
      const bound = state.binding;
      // An unchanged binding keeps its expiry: a visitor stays bound for the period from their first click.
      if (!bound || bound.flow_id !== value.flow_id || bound.landing_id !== value.landing_id || bound.offer_id !== value.offer_id) {
        commit.binding = { campaign_id: campaign.id, value, ttl_seconds: campaign.uniqueness.period_seconds };
      }
    }
    if (decision.landing) {
      const landingClick: LandingClick = {
        click_id: clickId,
        created_at: click.created_at,
        workspace_id: campaign.workspace_id,
        campaign_id: campaign.id,
        flow_id: click.flow_id ?? null,
        landing_id: decision.landing.id,
        offers: [decision.offer, ...decision.extra_offers]
          .filter((o): o is CompiledOffer => o !== null)
          .map((o) => ({ offer_id: o.id, url: render(o.url)! })),
        click_through: decision.landing.click_through,
      };
      commit.landing_click = { click_id: clickId, json: JSON.stringify(landingClick), ttl_seconds: deps.landingClickTtlSeconds };
    }
    await Promise.all([deps.recorder.record(click, trace), this.state.commit(visitor.visitor_id, commit)]);
    let token: string | undefined;
    clicksRouted.inc({ outcome: decision.outcome, channel: input.channel });

    return {
      click_id: clickId,
      campaign,
      flow,
      landing: decision.landing,
      offer: decision.offer,
      outcome: decision.outcome,
      http_status: httpStatus,
      select_reason: decision.select_reason,
      destination,
      offer_url: offerUrl,
      body: decision.body,
      visitor,
      issue_visitor_cookie: issueCookie,
      get token() {
        return (token ??= issueClickToken(deps.appSecret, clickId));
      },
    };
  }
}

function plain(outcome: Outcome): Decision {
  return { outcome, flow: null, select_reason: null, landing: null, offer: null, extra_offers: [], redirect: null, body: null };
}
