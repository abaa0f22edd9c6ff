/**
 * When a funnel stage is part of the one it is compared with (docs/web.md "Funnel"). The API gives
 * the spec's figures for every pair (share of the previous and of the first stage, loss); a share
 * only reads as a conversion between stages when the later stage counts part of what the earlier
 * one counts. Where it does not — lead → sale (a conversion has one status: sales are not among
 * the leads), a click stage after a status, landing views after unique clicks — the app shows "—"
 * with a tooltip that says why, and keeps the API's figure in that tooltip.
 */
export const CLICK_STAGES = ['clicks', 'unique_clicks', 'lp_views', 'lp_clicks', 'offer_clicks'] as const;

/** The click stages each click stage is part of (a landing click was shown the landing and reached an offer). */
const PART_OF: Record<string, readonly string[]> = {
  unique_clicks: ['clicks'],
  lp_views: ['clicks'],
  lp_clicks: ['clicks', 'lp_views', 'offer_clicks'],
  offer_clicks: ['clicks'],
};

export const isClickStage = (stage: string) => (CLICK_STAGES as readonly string[]).includes(stage);

/** Why `stage` is not part of `before` (a catalogue key under `funnel.notSubset`), or null when it is. */
export function notSubsetReason(stage: string, before: string): string | null {
  if (isClickStage(stage)) {
    if (!isClickStage(before)) return 'clickAfterStatus';
    return PART_OF[stage]?.includes(before) ? null : 'otherClicks';
  }
  // Conversions come from clicks: a status reads as a conversion rate of any click stage before it.
  return isClickStage(before) ? null : 'statusAfterStatus';
}

/** The same, also when the figures themselves say so: more than the stage before is never a part of it. */
export function stageCheck(
  stage: { stage: string; count: number },
  before: { stage: string; count: number } | undefined,
): string | null {
  if (!before) return null;
  return notSubsetReason(stage.stage, before.stage) ?? (stage.count > before.count ? 'more' : null);
}
