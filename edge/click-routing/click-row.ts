import { renderTemplate, type UrlTemplate } from '../../services/urls/macros';
import { assignVisitorColumns, type ClickRecord } from '../click-recording/click-record';
import { assignClickCost, costOn } from './click-cost';
import { clickMacroValues } from './click-macros';
import { assignClickParams } from './click-params';
import type { ClickContext, Decision } from './click-context';

/** Stage "build the row": the click as recorded, before its destination is known. */
export function buildClickRow(
  ctx: ClickContext,
  decision: Decision,
  httpStatus: number,
  uniqueInFlow: boolean,
): ClickRecord {
  const { input, campaign } = ctx;
  const flow = decision.flow;
  // Built field by field (no spreads) and without empty values: it is stringified on every click.
  const click: ClickRecord = {
    click_id: ctx.click_id,
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
    cost: '0',
    is_simulated: false,
    save_traffic: flow?.save_traffic ?? true,
  };
  assignClickCost(click, costOn(campaign, input.time), ctx.click_params.tokens.cost);
  assignVisitorColumns(click, ctx.visitor);
  assignClickParams(click, ctx.click_params);
  return click;
}

/** Fills a URL's macros from the click (a string is already final). */
export type Render = (template: UrlTemplate | string | null) => string | null;

/** Stage "build the destination": the landing's, else the redirect's, else the offer's URL, macros applied. */
export function buildDestination(
  ctx: ClickContext,
  decision: Decision,
  click: ClickRecord,
): { render: Render; destination: string | null; offer_url: string | null } {
  const macros = clickMacroValues({
    click,
    campaign_alias: ctx.campaign.alias,
    affiliate_network_id: decision.offer?.affiliate_network_id ?? null,
  });
  const render: Render = (template) =>
    template === null ? null : typeof template === 'string' ? template : renderTemplate(template, macros);
  const offerUrl = decision.offer ? render(decision.offer.url) : null;
  const destination = decision.landing
    ? render(decision.landing.url)
    : decision.redirect !== null
      ? render(decision.redirect)
      : offerUrl;
  return { render, destination, offer_url: offerUrl };
}
