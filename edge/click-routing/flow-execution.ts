import { compileTemplate } from '../../services/urls/macros';
import { noTrace } from '../traffic-log/trace-builder';
import { runActionScript, type ScriptAction } from './action-script';
import type { ClickContext, Decision, Replayed, SendToAlias } from './click-context';
import { plain } from './click-context';
import type { CompiledFlow } from './compiled';
import type { SelectReason } from '../click-recording/click-record';
import { chooseLandingAndOffer } from './landing-offer-choice';
import { applyCaps } from './offer-caps';

/** Stage "execute the flow": what the chosen flow does with the click (its scheme, or its action script). */
export async function executeFlow(
  ctx: ClickContext,
  flow: CompiledFlow,
  reason: SelectReason,
  replayed: Replayed,
): Promise<Decision | SendToAlias> {
  const { input, campaign, tracer } = ctx;
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
          click_id: ctx.click_id,
          campaign_id: campaign.id,
          campaign_alias: campaign.alias,
          flow_id: flow.id,
          source_id: campaign.source_id,
          visitor: ctx.visitor,
          params: ctx.click_params.params,
          sub_ids: ctx.click_params.sub_ids,
        });
        if (!action)
          tracer.step('action_script', 'fallback', {
            reason: 'no valid action (error, time-out, invalid answer or no sandbox): routed by landings and offers',
          });
        else {
          const decided = scriptDecision(ctx, { ...base, outcome: 'script_send' }, flow, action, replayed);
          if (decided) return decided;
        }
      } else {
        tracer.step('action_script', 'skipped', { channel: input.channel });
      }
      return chooseLandingAndOffer(ctx, base, flow, replayed);
    }
    case 'landings_offers':
      return chooseLandingAndOffer(ctx, base, flow, replayed);
    default:
      return base;
  }
}

/**
 * What a script's action means for the click (outcome script_send), or null to fall back when it
 * names a landing or offer that is not a live one of the workspace.
 */
function scriptDecision(
  ctx: ClickContext,
  base: Decision,
  flow: CompiledFlow,
  action: ScriptAction,
  replayed: Replayed,
): Decision | SendToAlias | null {
  const { campaign, tracer, capped } = ctx;
  tracer.step('action_script', 'applied', {
    ...action,
    ...('body' in action ? { body: `${action.body.length} characters` } : {}),
  });
  switch (action.action) {
    case 'redirect':
      // Checked like a saved redirect URL by the sandbox; its macros are filled in like a flow's.
      return { ...base, redirect: compileTemplate(action.url) };
    case 'landing': {
      const landing = campaign.script_targets?.landings.get(action.landing_id);
      if (!landing) break;
      // The landing's click-through goes to the flow's offer, chosen as usual.
      const offers = chooseLandingAndOffer(ctx, base, flow, replayed, noTrace);
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
  tracer.step('action_script', 'fallback', {
    reason: `${action.action} names nothing live in this workspace: routed by landings and offers`,
  });
  return null;
}
