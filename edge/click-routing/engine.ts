import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../../infra/redis';
import type { VisitorDetector } from '../visitor-detection/detector';
import { newClickId } from '../../entities/click-id';
import type { ClickRecord } from '../click-recording/click-record';
import type { ClickRecorder } from '../click-recording/recorder';
import { startTrace, visitorDetails } from '../traffic-log/trace-builder';
import { unavailable } from './unavailable';
import { VisitorState } from './visitor-state';
import { readClickParams } from './click-params';
import { issueClickToken } from './click-token';
import type { CompiledCampaign } from './compiled';
import { selectFlow } from './flow-select';
import { clicksRouted } from './telemetry';
import { capDay, capKey } from '../../services/conversions/intake/offer-caps';
import type { RoutingTable } from './routing-table';
import type { Random } from './weighted';
import { plain, STATUS, type ClickContext, type ClickInput, type Decision, type RoutedClick } from './click-context';
import { executeFlow } from './flow-execution';
import { buildClickRow, buildDestination } from './click-row';
import { visitorCommit } from './visitor-binding';

export type { Channel, ClickInput, RoutedClick } from './click-context';

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

/**
 * Routes clicks: reads the visitor, picks a flow, a landing and an offer, records the click
 * (durably, without waiting for Postgres) and says what to answer. Reads only the compiled
 * campaign and Redis; the three channels (redirect, Click API, rclient) share it.
 *
 * The stages, in order (each a named function a click passes through):
 * 1. read the click's parameters and detect the visitor (readClickParams, detector.detect);
 * 2. read the visitor's state in Redis: uniqueness, binding, flows seen, offer caps (VisitorState.visit);
 * 3. apply the campaign's bot rule, then select the flow (selectFlow, flow-select.ts);
 * 4. execute the flow: its scheme or action script, choosing landing and offer
 *    (executeFlow, flow-execution.ts; chooseLandingAndOffer, landing-offer-choice.ts);
 *    or hand the click to another campaign (sendToCampaign);
 * 5. finish: build the row (buildClickRow) and the destination (buildDestination, click-row.ts),
 *    trace it (traceFinal), bind the visitor (visitorCommit, visitor-binding.ts), record the
 *    click and the visitor's state in one round trip, and answer.
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
    const clickId = newClickId(input.time);
    const ctx: ClickContext = {
      input,
      campaign,
      click_id: clickId,
      visitor: detection.visitor,
      click_params: clickParams,
      tracer: startTrace(clickId, campaign.workspace.traffic_log_sample),
      issue_cookie: detection.issueCookie,
      state: null,
      capped: new Set(),
      random: this.random,
    };
    const { visitor, tracer } = ctx;

    if (!campaign.active) {
      inputStep(ctx);
      tracer.step('campaign', 'miss', { state: 'paused' });
      return this.finish(ctx, plain('campaign_off'));
    }

    // One Redis command: uniqueness (the `unique` filter needs it), the visitor's binding, flows seen, offer caps.
    const capKeys = campaign.capped_offers.map((offer) =>
      capKey(deps.redisPrefix, offer.id, capDay(input.time, offer.cap_time_zone)),
    );
    const state = await this.state.visit({
      uniqueness:
        campaign.uniqueness.scope === 'workspace' ? `workspace:${campaign.workspace_id}` : `campaign:${campaign.id}`,
      campaign_id: campaign.id,
      visitor_id: visitor.visitor_id,
      period_seconds: campaign.uniqueness.period_seconds,
      flow_ids: campaign.flow_ids,
      cap_keys: capKeys,
    });
    ctx.state = state;
    visitor.is_unique = state.unique;
    ctx.capped = new Set(
      campaign.capped_offers
        .filter((offer, index) => state.cap_counts[index] >= offer.daily_cap!)
        .map((offer) => offer.id),
    );
    inputStep(ctx);

    if (visitor.is_bot && campaign.bot_action !== 'route') {
      tracer.step('bot', 'applied', { bot_action: campaign.bot_action });
      if (campaign.bot_action === 'redirect' && campaign.bot_redirect)
        return this.finish(ctx, { ...plain('redirect'), redirect: campaign.bot_redirect });
      return this.finish(ctx, plain(campaign.bot_action === 'show_404' ? 'show_404' : 'do_nothing'));
    }

    const choice = selectFlow(campaign, visitor, state.binding, tracer, this.random);
    const flow = choice.flow;
    if (!flow) return this.finish(ctx, { ...plain('no_match'), select_reason: 'no_match' });

    if (flow.scheme === 'send_to_campaign') {
      const base: Decision = { ...plain('send_to_campaign'), flow, select_reason: choice.reason };
      return this.sendToCampaign(ctx, visited, base, { id: flow.target_campaign_id });
    }
    const decided = await executeFlow(ctx, flow, choice.reason, choice.replayed);
    if ('send_to_alias' in decided)
      return this.sendToCampaign(ctx, visited, decided.base, { alias: decided.send_to_alias });
    return this.finish(ctx, decided);
  }

  /**
   * send_to_campaign (a flow's, or an action script's by alias): the target campaign routes the same
   * request as a click of its own; this click records the hop. At most MAX_CAMPAIGN_HOPS campaigns,
   * none twice, same workspace; otherwise the hop ends in 404.
   */
  private async sendToCampaign(
    ctx: ClickContext,
    visited: string[],
    base: Decision,
    to: { id: string | null } | { alias: string },
  ): Promise<RoutedClick> {
    const { campaign, tracer } = ctx;
    const path = [...visited, campaign.id];
    let target: CompiledCampaign | null;
    try {
      target =
        'alias' in to ? await this.deps.table.get(to.alias) : to.id ? await this.deps.table.getById(to.id) : null;
    } catch (error) {
      // A target not compiled yet needs Postgres: 503 on every channel while it is down (try/catch: no promise added on the warm path).
      unavailable(error);
    }
    if (
      !target ||
      target.workspace_id !== campaign.workspace_id ||
      path.includes(target.id) ||
      path.length >= MAX_CAMPAIGN_HOPS
    ) {
      const why =
        !target || target.workspace_id !== campaign.workspace_id
          ? 'target campaign not found'
          : path.includes(target.id)
            ? 'loop'
            : 'too many hops';
      tracer.step('send_to_campaign', 'miss', { target: to, reason: why, path });
      return this.finish(ctx, { ...base, http_status: 404, redirect: null });
    }
    tracer.step('send_to_campaign', 'redirect', { target_campaign_id: target.id, alias: target.alias, path });
    const routed = await this.routeIn(ctx.input, target, path);
    await this.finish(ctx, {
      ...base,
      redirect: `${this.deps.publicBaseUrl}/${target.alias}`,
      http_status: routed.http_status,
    });
    return routed;
  }

  /** Builds, traces, records and answers the click, and leaves the visitor's state for their next clicks. */
  private async finish(ctx: ClickContext, decision: Decision): Promise<RoutedClick> {
    const { deps } = this;
    const { campaign, state, visitor } = ctx;
    const flow = decision.flow;
    const httpStatus = decision.http_status ?? STATUS[decision.outcome];
    // Flow uniqueness is counted apart from the campaign's (is_unique_flow).
    const uniqueInFlow = flow !== null && state !== null && !state.seen_flows.has(flow.id);

    const click = buildClickRow(ctx, decision, httpStatus, uniqueInFlow);
    const { render, destination, offer_url: offerUrl } = buildDestination(ctx, decision, click);
    click.destination = destination;
    const trace = traceFinal(ctx, decision, click, httpStatus, uniqueInFlow);

    // The click is durable (stream) and the visitor's state stored before the answer: two Redis commands, one round trip.
    const commit = visitorCommit(ctx, decision, click, uniqueInFlow, render, deps.landingClickTtlSeconds);
    await Promise.all([deps.recorder.record(click, trace), this.state.commit(visitor.visitor_id, commit)]);
    let token: string | undefined;
    clicksRouted.inc({ outcome: decision.outcome, channel: ctx.input.channel });
    const clickId = ctx.click_id;

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
      issue_visitor_cookie: ctx.issue_cookie,
      get token() {
        return (token ??= issueClickToken(deps.appSecret, clickId));
      },
    };
  }
}

/** The trace's `input` step: what was asked and what detection found. */
function inputStep(ctx: ClickContext): void {
  const { tracer, input, campaign, visitor, click_params: clickParams } = ctx;
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

/** Stage "trace": the `final` step and the trace record (traced whatever save_traffic says: the traffic log is a debugging view, docs/clicks.md). */
function traceFinal(
  ctx: ClickContext,
  decision: Decision,
  click: ClickRecord,
  httpStatus: number,
  uniqueInFlow: boolean,
) {
  ctx.tracer.step('final', decision.outcome, {
    http_status: httpStatus,
    select_reason: decision.select_reason,
    destination: click.destination,
    flow_id: click.flow_id,
    landing_id: click.landing_id,
    offer_id: click.offer_id,
    cost: click.cost,
    is_unique: ctx.visitor.is_unique,
    is_unique_flow: uniqueInFlow,
    save_traffic: click.save_traffic,
  });
  return ctx.tracer.finish(click);
}
