import { useEffect, useId, useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  CreateRuleDocument,
  DeleteRuleDocument,
  ListCampaignsDocument,
  ListFlowsDocument,
  ListLandingsDocument,
  ListOffersDocument,
  ListTrafficSourcesDocument,
  RuleHistoryDocument,
  RulesDocument,
  RuleTargetsDocument,
  UpdateRuleDocument,
  type RuleActionType,
  type RuleFieldsFragment,
  type RuleInput,
  type RuleTargetKind,
} from '../generated/graphql';
import { ConfirmButton } from '../ui/buttons';
import { Fields, FormErrors, useForm, type FieldSpec, type FormValues } from '../ui/form';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';

const KINDS: { value: RuleTargetKind; label: string }[] = [
  { value: 'campaign', label: 'Campaigns' },
  { value: 'flow', label: 'Flows' },
  { value: 'landing', label: 'Landings' },
  { value: 'offer', label: 'Offers' },
  { value: 'source', label: 'Traffic sources' },
  { value: 'sub_id', label: 'sub_id values inside campaigns' },
  { value: 'site', label: 'Sites (source token) inside campaigns' },
];
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
const ACTION_LABEL: Record<RuleActionType, string> = {
  notify: 'In-app notification',
  webhook: 'Webhook (rule.fired / rule.recovered)',
  messenger: 'Messenger alert',
  pause_campaign: 'Pause the campaign',
  disable_flow: 'Pause the flow',
  remove_from_rotation: 'Take out of rotation (weight 0)',
  block_value: 'Block the value in the campaign’s flows',
  revert: 'Undo what the firing changed',
};
const fireActions = (kind: RuleTargetKind) => [...new Set<RuleActionType>([...CHANNELS, TARGET_ACTION[kind]])];
const RECOVER_ACTIONS: RuleActionType[] = [...CHANNELS, 'revert'];

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
  {
    name: 'window_kind',
    label: 'Look-back',
    kind: 'select',
    required: true,
    options: [
      { value: 'today', label: 'Today (workspace time zone)' },
      { value: 'last_hours', label: 'Last hours' },
    ],
  },
  { name: 'window_hours', label: 'Hours to look back (last hours)', kind: 'number', help: '1 to 2160' },
  { name: 'every_minutes', label: 'Check every (minutes)', kind: 'number', required: true, help: '1 to 1440' },
  { name: 'min_clicks', label: 'Minimum clicks to judge a target', kind: 'number' },
  {
    name: 'cooldown_minutes',
    label: 'Cooldown (minutes)',
    kind: 'number',
    help: 'a target stays fired or recovered at least this long',
  },
  { name: 'dry_run', label: 'Dry run (notify only, change nothing)', kind: 'checkbox' },
];
const ALL_FIELDS = [
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

/** Auto-rules: the list, an editor, and a rule's history and targets' state. */
export function RulesScreen() {
  const rules = useQuery(RulesDocument, {});
  const [selected, setSelected] = useState<RuleFieldsFragment | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current =
    selected === 'new' ? 'new' : selected && (rules.data?.rules.find((r) => r.id === selected.id) ?? selected);
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Auto-rules</h1>
        <button type="button" onClick={() => setSelected('new')}>
          New rule
        </button>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        caption="Auto-rules"
        data={rules.data?.rules ?? []}
        columns={[
          { accessorKey: 'name', header: 'Name' },
          {
            accessorKey: 'enabled',
            header: 'State',
            cell: ({ row }) => (row.original.enabled ? (row.original.dry_run ? 'on (dry run)' : 'on') : 'off'),
          },
          {
            accessorKey: 'target_kind',
            header: 'Targets',
            cell: ({ row }) =>
              `${row.original.target_kind}${row.original.sub_id ? ` ${row.original.sub_id}` : ''} · ` +
              `${row.original.target_ids.length || 'all'}`,
          },
          { accessorKey: 'condition', header: 'Condition', cell: ({ getValue }) => <code>{getValue()}</code> },
          { accessorKey: 'every_minutes', header: 'Every (min)' },
          {
            accessorKey: 'last_evaluated_at',
            header: 'Last checked',
            cell: ({ getValue }) => (getValue() ? localTime(getValue()) : '—'),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => (
              <span className="row-actions">
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setSelected(row.original)}
                  aria-label={`Open rule ${row.original.name}`}
                >
                  Open
                </button>
                <ConfirmButton
                  question={`Delete the rule "${row.original.name}"? Its history goes with it.`}
                  onConfirm={async () => {
                    try {
                      await run(DeleteRuleDocument, { id: row.original.id });
                      if (selected !== 'new' && selected?.id === row.original.id) setSelected(null);
                      setError(null);
                      rules.reload();
                    } catch (e) {
                      setError(messageOf(e));
                    }
                  }}
                >
                  Delete
                </ConfirmButton>
              </span>
            ),
          },
        ]}
      />
      {current && (
        <div className="rule-panel">
          <aside className="editor" aria-label={current === 'new' ? 'New rule' : `Rule ${current.name}`}>
            <RuleEditor
              key={current === 'new' ? 'new' : current.id}
              rule={current === 'new' ? null : current}
              onSaved={(saved) => {
                setSelected(saved);
                rules.reload();
              }}
              onClose={() => setSelected(null)}
            />
          </aside>
          {current !== 'new' && <RuleActivity key={current.id} rule={current} onRefresh={rules.reload} />}
        </div>
      )}
    </section>
  );
}

function valuesOfRule(rule: RuleFieldsFragment | null): FormValues {
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

function RuleEditor({
  rule,
  onSaved,
  onClose,
}: {
  rule: RuleFieldsFragment | null;
  onSaved: (rule: RuleFieldsFragment) => void;
  onClose: () => void;
}) {
  const form = useForm(valuesOfRule(rule), ALL_FIELDS);
  const kind = form.values.target_kind as RuleTargetKind;
  const [targetIds, setTargetIds] = useState<string[]>(rule?.target_ids ?? []);
  const [onFire, setOnFire] = useState<RuleActionType[]>(rule?.on_fire.map((a) => a.type) ?? ['notify']);
  const [onRecover, setOnRecover] = useState<RuleActionType[]>(rule?.on_recover.map((a) => a.type) ?? []);
  const targets = useTargets(kind);
  const placement = kind === 'sub_id' || kind === 'site';
  const number = (name: string) => Number(form.values[name]);

  return (
    <form
      aria-label="Rule"
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
      <h2>{rule ? `Rule: ${rule.name}` : 'New rule'}</h2>
      <Fields specs={FIELDS.slice(0, 2)} form={form} />
      <div className="grid-2">
        <Fields
          specs={[
            { name: 'target_kind', label: 'Target kind', kind: 'select', required: true, options: KINDS },
            ...(kind === 'sub_id' ? [{ name: 'sub_id', label: 'sub_id number (1–30)', kind: 'number' as const }] : []),
          ]}
          form={form}
        />
      </div>
      <TargetPicker
        label={placement ? 'Campaigns whose placements are judged' : 'Targets'}
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
          specs={FIELDS.slice(2).filter((f) => f.name !== 'window_hours' || form.values.window_kind === 'last_hours')}
          form={form}
        />
      </div>
      <ActionChoice
        legend="On firing"
        choices={fireActions(kind)}
        value={onFire}
        onChange={setOnFire}
        error={form.errors.on_fire}
      />
      <ActionChoice
        legend="On recovery"
        choices={RECOVER_ACTIONS}
        value={onRecover}
        onChange={setOnRecover}
        error={form.errors.on_recover}
      />
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        <button type="submit" disabled={form.busy}>
          {rule ? 'Save rule' : 'Create rule'}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}

/** The entities a rule of this kind can list (campaigns for placements; flows of every campaign). */
function useTargets(kind: RuleTargetKind): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    const page = { limit: 500 };
    const named = (items: { id: string; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));
    const load = async () => {
      switch (kind) {
        case 'landing':
          return named((await run(ListLandingsDocument, page)).landings.items);
        case 'offer':
          return named((await run(ListOffersDocument, page)).offers.items);
        case 'source':
          return named((await run(ListTrafficSourcesDocument, page)).traffic_sources.items);
        case 'flow': {
          const campaigns = (await run(ListCampaignsDocument, page)).campaigns.items;
          const flows = await Promise.all(
            campaigns.map(async (c) =>
              (await run(ListFlowsDocument, { campaign_id: c.id, limit: 500 })).flows.items.map((f) => ({
                value: f.id,
                label: `${c.name} / ${f.name}`,
              })),
            ),
          );
          return flows.flat();
        }
        default:
          return named((await run(ListCampaignsDocument, page)).campaigns.items);
      }
    };
    load().then(
      (list) => live && setOptions(list),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return options;
}

function TargetPicker({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const all = value.length === 0;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className="field field-check">
        <label htmlFor={`${id}-all`}>All of the kind (new ones included)</label>
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={all}
          onChange={(e) => onChange(e.target.checked ? [] : options.slice(0, 1).map((o) => o.value))}
        />
      </div>
      {!all && (
        <div className="field">
          <label htmlFor={`${id}-list`}>Listed targets</label>
          <select
            id={`${id}-list`}
            multiple
            size={Math.min(6, Math.max(3, options.length))}
            value={value}
            onChange={(e) => onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
            aria-invalid={error ? true : undefined}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <small className="field-error" id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/** The condition, and the API's refusal under it with a caret at the character it names. */
function ConditionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const at = error ? Number(/at character (\d+)/.exec(error)?.[1] ?? 0) : 0;
  return (
    <div className="field">
      <label htmlFor={id}>Condition</label>
      <textarea
        id={id}
        name="condition"
        rows={2}
        spellCheck={false}
        required
        value={value}
        placeholder="roi < -30 AND clicks > 500"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(e) => onChange(e.target.value)}
      />
      <small className="help" id={`${id}-help`}>
        Report metrics (clicks, conversions, revenue, cost, profit, roi, cr, epc, cpa…) and custom metrics compared with
        &lt; &lt;= &gt; &gt;= = !=, joined by AND / OR.
      </small>
      {error && (
        <small className="field-error" id={`${id}-error`} role="alert">
          {error}
          {at > 0 && (
            <pre className="caret" aria-hidden="true">
              {value}
              {'\n'}
              {' '.repeat(at - 1)}^
            </pre>
          )}
        </small>
      )}
    </div>
  );
}

function ActionChoice({
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  choices: RuleActionType[];
  value: RuleActionType[];
  onChange: (value: RuleActionType[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {choices.map((type) => (
        <div key={type} className="field field-check">
          <label htmlFor={`${id}-${type}`}>{ACTION_LABEL[type]}</label>
          <input
            id={`${id}-${type}`}
            type="checkbox"
            checked={value.includes(type)}
            onChange={(e) => onChange(e.target.checked ? [...value, type] : value.filter((t) => t !== type))}
          />
        </div>
      ))}
      {value
        .filter((t) => !choices.includes(t))
        .map((t) => (
          <p key={t} className="muted">
            Also set: {ACTION_LABEL[t]} (not for this target kind)
          </p>
        ))}
      {error && (
        <small className="field-error" id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/** Firings and recoveries with their metric snapshot, and the state of every target the rule moved. */
function RuleActivity({ rule, onRefresh }: { rule: RuleFieldsFragment; onRefresh: () => void }) {
  const history = useQuery(RuleHistoryDocument, { id: rule.id, limit: 100 });
  const targets = useQuery(RuleTargetsDocument, { id: rule.id });
  const names = new Map((history.data?.rule_history ?? []).map((h) => [h.target_id, h.target_name]));
  return (
    // biome-ignore lint/a11y/useSemanticElements: the editor panel keeps the layout of the other editors
    <div className="editor" role="region" aria-label="Rule history and targets">
      <header className="screen-head">
        <h2>History</h2>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            history.reload();
            targets.reload();
            onRefresh();
          }}
        >
          Refresh history
        </button>
      </header>
      <DataTable
        caption="Rule history"
        empty="No firing yet."
        data={history.data?.rule_history ?? []}
        columns={[
          { accessorKey: 'at', header: 'When', cell: ({ getValue }) => localTime(getValue()) },
          {
            accessorKey: 'kind',
            header: 'Event',
            cell: ({ row }) => `${row.original.kind}${row.original.dry_run ? ' (dry run)' : ''}`,
          },
          { accessorKey: 'target_name', header: 'Target' },
          {
            id: 'metrics',
            header: 'Metrics',
            cell: ({ row }) => (
              <code className="metrics">
                {Object.entries((row.original.metrics ?? {}) as Record<string, unknown>)
                  .map(([k, v]) => `${k} ${typeof v === 'number' ? Number(v.toFixed(2)) : (v ?? '—')}`)
                  .join(' · ')}
              </code>
            ),
          },
          {
            id: 'done',
            header: 'Actions',
            cell: ({ row }) =>
              row.original.actions
                .map((a) => `${a.type}: ${a.ok ? 'ok' : 'failed'}${a.detail ? ` (${a.detail})` : ''}`)
                .join('; '),
          },
        ]}
      />
      <h2>Targets’ state</h2>
      <DataTable
        caption="Targets' state"
        empty="No target has moved yet."
        data={targets.data?.rule_targets ?? []}
        columns={[
          {
            accessorKey: 'target_id',
            header: 'Target',
            cell: ({ getValue }) => names.get(getValue()) ?? <code>{getValue()}</code>,
          },
          { accessorKey: 'state', header: 'State' },
          { accessorKey: 'changed_at', header: 'Since', cell: ({ getValue }) => localTime(getValue()) },
        ]}
      />
    </div>
  );
}
