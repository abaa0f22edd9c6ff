import type { ClickRecord } from '../click-recording/click-record';
import type { ClickContext, Decision } from './click-context';
import type { Render } from './click-row';
import type { CompiledOffer } from './compiled';
import { bindsVisitor } from './flow-select';
import type { LandingClick } from './landing-clicks';
import type { Binding, CommitRequest } from './visitor-state';

/**
 * Stage "bind the visitor": what the click leaves in Redis for the visitor's next clicks, written
 * with the click in one round trip: the flow seen (flow uniqueness), the visitor's binding to this
 * flow's landing and offer, and the landing click the landing's offer links read.
 */
export function visitorCommit(
  ctx: ClickContext,
  decision: Decision,
  click: ClickRecord,
  uniqueInFlow: boolean,
  render: Render,
  landingClickTtlSeconds: number,
): CommitRequest {
  const { campaign, state } = ctx;
  const flow = decision.flow;
  const commit: CommitRequest = {};
  if (uniqueInFlow && flow) commit.flow = { id: flow.id, period_seconds: campaign.uniqueness.period_seconds };
  if (flow && state && bindsVisitor(flow) && (decision.landing || decision.offer)) {
    const value: Binding = {
      flow_id: flow.id,
      landing_id: decision.landing?.id ?? null,
      offer_id: decision.offer?.id ?? null,
    };
    const bound = state.binding;
    // An unchanged binding keeps its expiry: a visitor stays bound for the period from their first click.
    if (
      !bound ||
      bound.flow_id !== value.flow_id ||
      bound.landing_id !== value.landing_id ||
      bound.offer_id !== value.offer_id
    ) {
      commit.binding = { campaign_id: campaign.id, value, ttl_seconds: campaign.uniqueness.period_seconds };
    }
  }
  if (decision.landing) {
    const landingClick: LandingClick = {
      click_id: ctx.click_id,
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
    commit.landing_click = {
      click_id: ctx.click_id,
      json: JSON.stringify(landingClick),
      ttl_seconds: landingClickTtlSeconds,
    };
  }
  return commit;
}
