import { useState } from 'react';
import { run } from '../api/hooks';
import {
  CreateRuleDocument,
  UpdateRuleDocument,
  type RuleActionType,
  type RuleFieldsFragment,
  type RuleInput,
  type RuleTargetKind,
} from '../generated/graphql';
import { useT } from '../i18n';
import { Fields, FormErrors, useForm, type FormValues } from '../ui/form';
import { ActionChoice, ConditionField, TargetPicker, useTargets } from './rule-fields';
import {
  ALL_FIELDS,
  fireActions,
  KINDS,
  RECOVER_ACTIONS,
  ruleFields,
  sentenceWords,
  valuesOfRule,
} from './rule-options';
import { ruleSentence, type RuleDraft } from './rule-sentence';

/** The editor's state as the sentence reads it. */
function draftOf(v: FormValues, targets: number, onFire: RuleActionType[], onRecover: RuleActionType[]): RuleDraft {
  const number = (name: string) => (Number.isFinite(Number(v[name])) ? Number(v[name]) : 0);
  return {
    target_kind: v.target_kind as RuleTargetKind,
    sub_id: number('sub_id'),
    targets,
    condition: String(v.condition),
    window_kind: v.window_kind === 'last_hours' ? 'last_hours' : 'today',
    window_hours: number('window_hours'),
    every_minutes: Math.max(1, number('every_minutes')),
    min_clicks: number('min_clicks'),
    cooldown_minutes: number('cooldown_minutes'),
    dry_run: v.dry_run === true,
    on_fire: onFire,
    on_recover: onRecover,
  };
}

/** A rule's editor; the rule in words under it, as it is edited. */
export function RuleEditor({
  rule,
  onSaved,
  onClose,
}: {
  rule: RuleFieldsFragment | null;
  onSaved: (rule: RuleFieldsFragment) => void;
  onClose: () => void;
}) {
  const { t } = useT('rules');
  const form = useForm(valuesOfRule(rule), ALL_FIELDS);
  const kind = form.values.target_kind as RuleTargetKind;
  const [targetIds, setTargetIds] = useState<string[]>(rule?.target_ids ?? []);
  const [onFire, setOnFire] = useState<RuleActionType[]>(rule?.on_fire.map((a) => a.type) ?? ['notify']);
  const [onRecover, setOnRecover] = useState<RuleActionType[]>(rule?.on_recover.map((a) => a.type) ?? []);
  const targets = useTargets(kind);
  const placement = kind === 'sub_id' || kind === 'site';
  const number = (name: string) => Number(form.values[name]);
  const fields = ruleFields(t);
  const sentence = ruleSentence(draftOf(form.values, targetIds.length, onFire, onRecover), sentenceWords(t));

  return (
    <form
      aria-label={t('editor.form')}
      onSubmit={form.submit(async (v) => {
        const input: RuleInput = {
          name: String(v.name).trim(),
          enabled: v.enabled === true,
          target_kind: kind,
          sub_id: kind === 'sub_id' ? number('sub_id') : null,
          target_ids: targetIds,
          condition: String(v.condition),
          window_kind: v.window_kind as RuleInput['window_kind'],
          window_hours: v.window_kind === 'last_hours' ? number('window_hours') : null,
          every_minutes: number('every_minutes'),
          min_clicks: number('min_clicks'),
          cooldown_minutes: number('cooldown_minutes'),
          dry_run: v.dry_run === true,
          on_fire: onFire.map((type) => ({ type })),
          on_recover: onRecover.map((type) => ({ type })),
        };
        const saved = rule
          ? (await run(UpdateRuleDocument, { id: rule.id, input })).update_rule
          : (await run(CreateRuleDocument, { input })).create_rule;
        onSaved(saved);
      })}
    >
      <h2>{rule ? t('editor.heading', { name: rule.name }) : t('new')}</h2>
      <Fields specs={fields.slice(0, 2)} form={form} />
      <div className="grid-2">
        <Fields
          specs={[
            {
              name: 'target_kind',
              label: t('editor.targetKind'),
              kind: 'select',
              required: true,
              options: KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
            },
            ...(kind === 'sub_id' ? [{ name: 'sub_id', label: t('editor.subId'), kind: 'number' as const }] : []),
          ]}
          form={form}
        />
      </div>
      <TargetPicker
        label={placement ? t('editor.placements') : t('editor.targets')}
        options={targets}
        value={targetIds}
        onChange={setTargetIds}
        error={form.errors.target_ids}
      />
      <ConditionField
        value={String(form.values.condition)}
        error={form.errors.condition}
        onChange={(c) => form.set('condition', c)}
      />
      <div className="grid-2">
        <Fields
          specs={fields.slice(2).filter((f) => f.name !== 'window_hours' || form.values.window_kind === 'last_hours')}
          form={form}
        />
      </div>
      <ActionChoice
        legend={t('editor.onFire')}
        choices={fireActions(kind)}
        value={onFire}
        onChange={setOnFire}
        error={form.errors.on_fire}
      />
      <ActionChoice
        legend={t('editor.onRecover')}
        choices={RECOVER_ACTIONS}
        value={onRecover}
        onChange={setOnRecover}
        error={form.errors.on_recover}
      />
      <section className="rule-sentence" aria-label={t('editor.inWords')}>
        <h3>{t('editor.inWords')}</h3>
        <p data-testid="rule-sentence" aria-live="polite">
          {sentence}
        </p>
      </section>
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        <button type="submit" disabled={form.busy}>
          {rule ? t('editor.save') : t('editor.create')}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('entity.close')}
        </button>
      </div>
    </form>
  );
}
