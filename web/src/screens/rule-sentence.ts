// The rule in words (issue 36 item 6): a pure function of the editor's state, so the sentence is the
// same under the editor, in the rules list and in the unit test (test/web/rule-sentence.test.ts, which
// loads this file without the app: it imports types only).
import type { RuleActionType, RuleFieldsFragment, RuleTargetKind } from '../generated/graphql';

/** What the sentence reads of a rule: the editor's form state, or a saved rule. */
export interface RuleDraft {
  target_kind: RuleTargetKind;
  sub_id: number | null;
  /** How many targets are listed; 0 = every target of the kind. */
  targets: number;
  condition: string;
  window_kind: 'today' | 'last_hours';
  window_hours: number;
  every_minutes: number;
  min_clicks: number;
  cooldown_minutes: number;
  dry_run: boolean;
  on_fire: RuleActionType[];
  on_recover: RuleActionType[];
}

/** The words it needs: `t` of the `rules` catalogue, a metric's name, the language for numbers. */
export interface SentenceWords {
  t: (key: string, options?: Record<string, unknown>) => string;
  metric: (name: string) => string;
  language: string;
}

export const draftOfRule = (rule: RuleFieldsFragment): RuleDraft => ({
  target_kind: rule.target_kind,
  sub_id: rule.sub_id,
  targets: rule.target_ids.length,
  condition: rule.condition,
  window_kind: rule.window_kind,
  window_hours: rule.window_hours,
  every_minutes: rule.every_minutes,
  min_clicks: rule.min_clicks,
  cooldown_minutes: rule.cooldown_minutes,
  dry_run: rule.dry_run,
  on_fire: rule.on_fire.map((a) => a.type),
  on_recover: rule.on_recover.map((a) => a.type),
});

/** A metric's name inside a sentence: "ROI, %" → "ROI", "Cost" → "cost", "CR, %" → "CR". */
export function inSentence(label: string): string {
  const bare = label.replace(/,\s*%$/, '');
  return /^\p{Lu}\p{Ll}/u.test(bare) ? bare[0].toLocaleLowerCase() + bare.slice(1) : bare;
}

const TOKEN = /\s*(&&|\|\||<=|>=|==|!=|<|>|=|\(|\)|[+\-*/]|\d+(?:\.\d+)?|\.\d+|[A-Za-z_][A-Za-z0-9_]*|\S)/g;
const OPERATOR: Record<string, string> = { '<=': '≤', '>=': '≥', '!=': '≠', '==': '=' };

/** The condition with metric names, "and"/"or" and numbers in the user's language; symbols kept (> 1, = 0). */
export function conditionInWords(condition: string, words: SentenceWords): string {
  const number = new Intl.NumberFormat(words.language, { maximumFractionDigits: 6, useGrouping: false });
  let text = '';
  let operand = false; // the previous token ends an operand (a name, a number, ")"): a minus then subtracts
  let glue = true; // no space before the next token (start, after "(" or a sign)
  for (const [, token] of condition.matchAll(TOKEN)) {
    let word: string;
    if (/^(and|&&)$/i.test(token)) word = words.t('rules:sentence.and');
    else if (/^(or|\|\|)$/i.test(token)) word = words.t('rules:sentence.or');
    else if (/^[A-Za-z_]/.test(token)) word = words.metric(token);
    else if (/^\.?\d/.test(token)) word = number.format(Number(token));
    else word = OPERATOR[token] ?? token;
    const sign = token === '-' && !operand;
    text += glue || token === ')' ? word : ` ${word}`;
    glue = token === '(' || sign;
    operand = token === ')' || (/^[\w.]/.test(token) && !/^(and|or)$/i.test(token));
  }
  return text;
}

/** "Every minute", "Every 5 minutes", "Every hour", "Every 6 hours", "Every day". */
function scheduleInWords(minutes: number, t: SentenceWords['t']): string {
  if (minutes === 1) return t('rules:sentence.schedule.minute');
  if (minutes === 1440) return t('rules:sentence.schedule.day');
  if (minutes === 60) return t('rules:sentence.schedule.hour');
  if (minutes % 60 === 0) return t('rules:sentence.schedule.hours', { count: minutes / 60 });
  return t('rules:sentence.schedule.minutes', { count: minutes });
}

/** "for each campaign", "for each of the chosen offers (3)", "for each value of sub id 2 in every campaign". */
function targetInWords(draft: RuleDraft, t: SentenceWords['t']): string {
  const kind = draft.target_kind;
  if (kind === 'sub_id' || kind === 'site') {
    const scope = draft.targets
      ? t('rules:sentence.scope.listed', { count: draft.targets })
      : t('rules:sentence.scope.all');
    return t(`rules:sentence.placement.${kind}`, { n: draft.sub_id ?? 1, scope });
  }
  return draft.targets
    ? t(`rules:sentence.listed.${kind}`, { count: draft.targets })
    : t(`rules:sentence.each.${kind}`);
}

/** What it does to the target first, then whom it tells. */
const ORDER: RuleActionType[] = [
  'pause_campaign',
  'disable_flow',
  'remove_from_rotation',
  'block_value',
  'revert',
  'notify',
  'messenger',
  'webhook',
];
const actionsInWords = (actions: RuleActionType[], t: SentenceWords['t']) =>
  [...actions]
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((a) => t(`rules:sentence.do.${a}`))
    .join(', ');

/**
 * The rule in one paragraph of the user's language, e.g. "Every minute, for each campaign where
 * today's cost > 1 and conversions = 0: pause it, notify me."
 */
export function ruleSentence(draft: RuleDraft, words: SentenceWords): string {
  const { t } = words;
  const condition = draft.condition.trim() ? conditionInWords(draft.condition, words) : t('rules:sentence.noCondition');
  const where =
    draft.window_kind === 'last_hours'
      ? t('rules:sentence.where.lastHours', { count: draft.window_hours, condition })
      : t('rules:sentence.where.today', { condition });
  const target =
    draft.min_clicks > 0
      ? `${targetInWords(draft, t)} ${t('rules:sentence.minClicks', { count: draft.min_clicks })}`
      : targetInWords(draft, t);
  const parts = [
    t('rules:sentence.full', {
      schedule: scheduleInWords(draft.every_minutes, t),
      target,
      where,
      actions: draft.on_fire.length ? actionsInWords(draft.on_fire, t) : t('rules:sentence.noActions'),
    }),
  ];
  if (draft.on_recover.length)
    parts.push(t('rules:sentence.recover', { actions: actionsInWords(draft.on_recover, t) }));
  if (draft.cooldown_minutes > 0) parts.push(t('rules:sentence.cooldown', { count: draft.cooldown_minutes }));
  if (draft.dry_run) parts.push(t('rules:sentence.dryRun'));
  return parts.join(' ');
}
