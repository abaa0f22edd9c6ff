import type { TFunction } from 'i18next';
import type { RuleActionType, RuleFieldsFragment, RuleTargetKind } from '../generated/graphql';
import { currentLanguage } from '../i18n';
import type { FieldSpec, FormValues } from '../ui/form';
import { isBuiltInMetric, metricLabel } from '../ui/metric-labels';
import { inSentence, type SentenceWords } from './rule-sentence';

export const KINDS: RuleTargetKind[] = ['campaign', 'flow', 'landing', 'offer', 'source', 'sub_id', 'site'];
/** The target action each kind may take on firing (docs/rules.md, Actions). */
const TARGET_ACTION: Record<RuleTargetKind, RuleActionType> = {
  campaign: 'pause_campaign',
  flow: 'disable_flow',
  landing: 'remove_from_rotation',
  offer: 'remove_from_rotation',
  source: 'notify',
  sub_id: 'block_value',
  site: 'block_value',
};
const CHANNELS: RuleActionType[] = ['notify', 'webhook', 'messenger'];
export const fireActions = (kind: RuleTargetKind) => [...new Set<RuleActionType>([...CHANNELS, TARGET_ACTION[kind]])];
export const RECOVER_ACTIONS: RuleActionType[] = [...CHANNELS, 'revert'];

/** The editor's plain fields, in the user's language. */
export const ruleFields = (t: TFunction): FieldSpec[] => [
  { name: 'name', label: t('rules:editor.name'), required: true },
  { name: 'enabled', label: t('rules:editor.enabled'), kind: 'checkbox' },
  {
    name: 'window_kind',
    label: t('rules:editor.lookBack'),
    kind: 'select',
    required: true,
    help: t('rules:editor.lookBackHelp'),
    options: [
      { value: 'today', label: t('rules:editor.today') },
      { value: 'last_hours', label: t('rules:editor.lastHours') },
    ],
  },
  { name: 'window_hours', label: t('rules:editor.hours'), kind: 'number', help: t('rules:editor.hoursHelp') },
  {
    name: 'every_minutes',
    label: t('rules:editor.every'),
    kind: 'number',
    required: true,
    help: t('rules:editor.everyHelp'),
  },
  { name: 'min_clicks', label: t('rules:editor.minClicks'), kind: 'number' },
  { name: 'cooldown_minutes', label: t('rules:editor.cooldown'), kind: 'number', help: t('rules:editor.cooldownHelp') },
  { name: 'dry_run', label: t('rules:editor.dryRun'), kind: 'checkbox' },
];

/** Every field the API's errors may name (they land next to it). */
export const ALL_FIELDS = [
  'name',
  'enabled',
  'target_kind',
  'sub_id',
  'target_ids',
  'condition',
  'window_kind',
  'window_hours',
  'every_minutes',
  'min_clicks',
  'cooldown_minutes',
  'dry_run',
  'on_fire',
  'on_recover',
];

export function valuesOfRule(rule: RuleFieldsFragment | null): FormValues {
  return {
    name: rule?.name ?? '',
    enabled: rule?.enabled ?? true,
    target_kind: rule?.target_kind ?? 'campaign',
    sub_id: String(rule?.sub_id ?? 1),
    condition: rule?.condition ?? '',
    window_kind: rule?.window_kind ?? 'today',
    window_hours: String(rule?.window_hours ?? 24),
    every_minutes: String(rule?.every_minutes ?? 5),
    min_clicks: String(rule?.min_clicks ?? 0),
    cooldown_minutes: String(rule?.cooldown_minutes ?? 0),
    dry_run: rule?.dry_run ?? false,
  };
}

/** The sentence's words in the app: the `rules` catalogue, metric names, the current language. */
export const sentenceWords = (t: TFunction): SentenceWords => ({
  t: (key, options) => String(t(key, options)),
  metric: (name) => (isBuiltInMetric(name) ? inSentence(metricLabel(name)) : name),
  language: currentLanguage(),
});
