/** What a click got (clicks.outcome, click_traces.outcome): the route's answer. */
export const OUTCOMES = [
  'redirect',
  'landing',
  'do_nothing',
  'no_match',
  'campaign_off',
  'show_404',
  'show_text',
  'show_html',
  'send_to_campaign',
  'script_send',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Why its flow was chosen (clicks.select_reason, click_traces.select_reason). */
export const SELECT_REASONS = [
  'forced_match',
  'regular_by_weight',
  'regular_by_position',
  'default_fallback',
  'do_nothing_match',
  'binding_replay',
  'rotation_disabled',
  'no_match',
] as const;
export type SelectReason = (typeof SELECT_REASONS)[number];
