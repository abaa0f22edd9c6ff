import type { IncomingHttpHeaders } from 'node:http';
import type { ClickParams, RawQuery } from './click-params';
import type { Outcome, SelectReason } from '../click-recording/click-record';
import type { Tracer } from '../traffic-log/trace-builder';
import type { Visitor } from '../visitor';
import type { UrlTemplate } from '../../services/urls/macros';
import type { CompiledCampaign, CompiledFlow, CompiledLanding, CompiledOffer } from './compiled';
import type { Binding, VisitState } from './visitor-state';
import type { Random } from './weighted';

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

/**
 * One click on its way through the engine's stages (engine.ts): what was asked, what detection and
 * Redis said about the visitor, and the tracer. Built once per campaign a click passes through.
 */
export interface ClickContext {
  input: ClickInput;
  campaign: CompiledCampaign;
  click_id: string;
  visitor: Visitor;
  click_params: ClickParams;
  tracer: Tracer;
  /** The visitor had no visitor-id cookie: the redirect sets one. */
  issue_cookie: boolean;
  /** The visitor's state read before the flow is chosen (null when the campaign is off). */
  state: VisitState | null;
  /** Offers at their daily cap today. */
  capped: Set<string>;
  random: Random;
}

/** What a flow (or the campaign's bot rule) decided, before the click is recorded. */
export interface Decision {
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

/** A decision to hand the click to another campaign by alias (an action script's send_to_campaign). */
export interface SendToAlias {
  send_to_alias: string;
  base: Decision;
}

/** The flow's chosen landing and offer of a previous click of this visitor, kept while still in the flow. */
export type Replayed = Binding | null;

/** The status a browser gets for each outcome (a decision may set its own). */
export const STATUS: Record<Outcome, number> = {
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

export function plain(outcome: Outcome): Decision {
  return {
    outcome,
    flow: null,
    select_reason: null,
    landing: null,
    offer: null,
    extra_offers: [],
    redirect: null,
    body: null,
  };
}
