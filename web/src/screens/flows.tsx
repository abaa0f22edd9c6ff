import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { campaignOptions } from '../api/options';
import {
  CreateFlowDocument,
  DeleteFlowDocument,
  ListFlowsDocument,
  ListLandingsDocument,
  ListOffersDocument,
  UpdateFlowDocument,
  type FlowFieldsFragment,
  type FlowInput,
} from '../generated/graphql';
import { ConfirmButton } from '../ui/buttons';
import { Fields, FormErrors, inputOf, useForm, valuesOf, type FieldSpec } from '../ui/form';
import { DataTable } from '../ui/table';
import { EnumPhrase } from '../ui/enum-phrase';
import { ScheduleGrid } from '../ui/schedule-grid';

const FLOW_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', required: true },
  {
    name: 'type',
    label: 'Type',
    kind: 'select',
    enum: 'flowType',
    options: ['forced', 'regular', 'default'],
    help: 'forced first (in order), then regular (by weight or position), then default',
  },
  {
    name: 'scheme',
    label: 'Scheme',
    kind: 'select',
    enum: 'flowScheme',
    options: [
      'landings_offers',
      'redirect',
      'send_to_campaign',
      'show_text',
      'show_html',
      'do_nothing',
      'action_script',
    ],
  },
  { name: 'state', label: 'State', kind: 'select', enum: 'flowState', options: ['active', 'paused'] },
  { name: 'weight', label: 'Weight (regular flows)', kind: 'number' },
  { name: 'position', label: 'Position', kind: 'number' },
  { name: 'redirect_url', label: 'Redirect URL (redirect scheme)', kind: 'url' },
  { name: 'target_campaign_id', label: 'Target campaign (send_to_campaign)', kind: 'picker', load: campaignOptions },
  { name: 'content', label: 'Page content (show_text / show_html)', kind: 'textarea' },
  { name: 'script', label: 'Action script (JavaScript)', kind: 'textarea' },
  { name: 'save_traffic', label: 'Save traffic (clicks appear in reports and logs)', kind: 'checkbox' },
];
const FILTER_TYPES = [
  'country',
  'region',
  'city',
  'os',
  'browser',
  'isp',
  'device_type',
  'language',
  'ip',
  'bot',
  'proxy',
  'unique',
  'referrer',
  'keyword',
  'sub_id',
  'param',
  'schedule',
];
const OPERATORS = ['equals', 'contains', 'regexp', 'empty'];

/** A filter as edited: `text` keeps the values as typed ("US, DE", "New York"); never sent. */
type Filter = FlowFieldsFragment['filters'][number] & { text?: string };

/** Values typed as a comma-separated list: split on commas only, so "New York" stays one value. */
const splitValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
type Weighted = { id: string; weight: number };

/** The flows of a campaign: list (with delete) and the flow editor. */
export function FlowsPanel({ campaignId }: { campaignId: string }) {
  const [flows, setFlows] = useState<FlowFieldsFragment[]>([]);
  const [selected, setSelected] = useState<FlowFieldsFragment | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    run(ListFlowsDocument, { campaign_id: campaignId, limit: 500 }).then(
      (r) => setFlows(r.flows.items),
      (e) => setError(messageOf(e)),
    );
  }, [campaignId]);
  useEffect(reload, [reload]);
  return (
    <section aria-labelledby="flows-title">
      <header className="screen-head">
        <h2 id="flows-title">Flows</h2>
        <button type="button" onClick={() => setSelected('new')}>
          New flow
        </button>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className={selected ? 'split wide' : ''}>
        <DataTable
          caption="Flows"
          data={flows}
          columns={[
            { accessorKey: 'position', header: '#' },
            { accessorKey: 'name', header: 'Name' },
            {
              accessorKey: 'type',
              header: 'Type',
              cell: ({ getValue }) => <EnumPhrase name="flowType" value={getValue()} />,
            },
            {
              accessorKey: 'scheme',
              header: 'Scheme',
              cell: ({ getValue }) => <EnumPhrase name="flowScheme" value={getValue()} />,
            },
            { accessorKey: 'weight', header: 'Weight' },
            {
              accessorKey: 'state',
              header: 'State',
              cell: ({ getValue }) => <EnumPhrase name="flowState" value={getValue()} />,
            },
            {
              id: 'filters',
              header: 'Filters',
              accessorFn: (f) => f.filters.map((x) => `${x.negate ? 'not ' : ''}${x.type}`).join(', '),
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
                    aria-label={`Edit flow ${row.original.name}`}
                  >
                    Edit
                  </button>
                  <ConfirmButton
                    question={`Delete flow "${row.original.name}"?`}
                    onConfirm={() =>
                      run(DeleteFlowDocument, { id: row.original.id }).then(reload, (e) => setError(messageOf(e)))
                    }
                  >
                    Delete
                  </ConfirmButton>
                </span>
              ),
            },
          ]}
        />
        {selected && (
          <FlowEditor
            key={selected === 'new' ? 'new' : selected.id}
            campaignId={campaignId}
            flow={selected === 'new' ? null : selected}
            onSaved={(f) => {
              setSelected(f);
              reload();
            }}
            onClose={() => setSelected(null)}
          />
        )}
      </div>
    </section>
  );
}

function FlowEditor({
  campaignId,
  flow,
  onSaved,
  onClose,
}: {
  campaignId: string;
  flow: FlowFieldsFragment | null;
  onSaved: (f: FlowFieldsFragment) => void;
  onClose: () => void;
}) {
  const initial = flow
    ? valuesOf(FLOW_FIELDS, flow)
    : { ...valuesOf(FLOW_FIELDS, null), type: 'regular', scheme: 'landings_offers', save_traffic: true, weight: '100' };
  const form = useForm(initial, [...FLOW_FIELDS.map((f) => f.name), 'filters', 'landings', 'offers']);
  const [filters, setFilters] = useState<Filter[]>(flow?.filters ?? []);
  const [landings, setLandings] = useState<Weighted[]>(
    flow?.landings.map((l) => ({ id: l.landing_id, weight: l.weight })) ?? [],
  );
  const [offers, setOffers] = useState<Weighted[]>(
    flow?.offers.map((o) => ({ id: o.offer_id, weight: o.weight })) ?? [],
  );
  const allLandings = useQuery(ListLandingsDocument, { limit: 500 });
  const allOffers = useQuery(ListOffersDocument, { limit: 500 });
  const scheme = String(form.values.scheme);

  return (
    <aside className="editor" aria-label={flow ? 'Edit flow' : 'New flow'}>
      <h3>{flow ? `Flow: ${flow.name}` : 'New flow'}</h3>
      <form
        onSubmit={form.submit(async (values) => {
          const input = inputOf(FLOW_FIELDS, values, flow ? initial : undefined) as FlowInput;
          input.filters = filters.map(cleanFilter);
          if (scheme === 'landings_offers' || scheme === 'action_script') {
            input.landings = landings.map((l) => ({ landing_id: l.id, weight: l.weight }));
            input.offers = offers.map((o) => ({ offer_id: o.id, weight: o.weight }));
          }
          const saved = flow
            ? (await run(UpdateFlowDocument, { id: flow.id, input })).update_flow
            : (await run(CreateFlowDocument, { campaign_id: campaignId, input })).create_flow;
          onSaved(saved);
        })}
      >
        <Fields specs={FLOW_FIELDS.filter((f) => appliesTo(f.name, scheme))} form={form} />
        {(scheme === 'landings_offers' || scheme === 'action_script') && (
          <>
            <WeightedPicker
              legend="Landings"
              items={allLandings.data?.landings.items ?? []}
              value={landings}
              onChange={setLandings}
              error={form.errors.landings}
            />
            <WeightedPicker
              legend="Offers"
              items={allOffers.data?.offers.items ?? []}
              value={offers}
              onChange={setOffers}
              error={form.errors.offers}
            />
          </>
        )}
        <FilterEditor value={filters} onChange={setFilters} error={form.errors.filters} />
        <FormErrors errors={form.formErrors} />
        <div className="actions">
          <button type="submit" disabled={form.busy}>
            {flow ? 'Save flow' : 'Create flow'}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </aside>
  );
}

function appliesTo(field: string, scheme: string): boolean {
  if (field === 'redirect_url') return scheme === 'redirect';
  if (field === 'target_campaign_id') return scheme === 'send_to_campaign';
  if (field === 'content') return scheme === 'show_text' || scheme === 'show_html';
  if (field === 'script') return scheme === 'action_script';
  return true;
}

/** The fields each filter type takes (the API refuses a field that does not apply). */
const FILTER_FIELDS: Record<string, readonly (keyof Filter)[]> = {
  country: ['values'],
  device_type: ['values'],
  language: ['values'],
  ip: ['values'],
  region: ['operator', 'values'],
  city: ['operator', 'values'],
  os: ['operator', 'values'],
  browser: ['operator', 'values'],
  isp: ['operator', 'values'],
  referrer: ['operator', 'values'],
  keyword: ['operator', 'values'],
  sub_id: ['sub_id', 'operator', 'values'],
  param: ['name', 'operator', 'values'],
  proxy: ['kinds'],
  bot: [],
  unique: [],
  schedule: ['days', 'hours', 'time_zone'],
};

function cleanFilter(f: Filter) {
  const out: Record<string, unknown> = { type: f.type, negate: f.negate };
  for (const key of FILTER_FIELDS[f.type] ?? []) {
    const v = f[key];
    if (v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0 && key !== 'values')) out[key] = v;
  }
  return out as never;
}

function WeightedPicker({
  legend,
  items,
  value,
  onChange,
  error,
}: {
  legend: string;
  items: { id: string; name: string }[];
  value: Weighted[];
  onChange: (v: Weighted[]) => void;
  error?: string;
}) {
  const [adding, setAdding] = useState('');
  const name = (id: string) => items.find((i) => i.id === id)?.name ?? id.slice(0, 8);
  return (
    <fieldset>
      <legend>{legend} and weights</legend>
      {value.map((entry, index) => (
        <div className="row" key={entry.id}>
          <span>{name(entry.id)}</span>
          <label className="sr-only" htmlFor={`${legend}-w-${index}`}>
            Weight of {name(entry.id)}
          </label>
          <input
            id={`${legend}-w-${index}`}
            type="number"
            min={0}
            value={entry.weight}
            onChange={(e) =>
              onChange(value.map((v, i) => (i === index ? { ...v, weight: Number(e.target.value) } : v)))
            }
          />
          <button
            type="button"
            className="secondary"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={`Remove ${name(entry.id)}`}
          >
            Remove
          </button>
        </div>
      ))}
      <div className="row">
        <label htmlFor={`${legend}-add`}>Add {legend.toLowerCase().replace(/s$/, '')}</label>
        <select id={`${legend}-add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">—</option>
          {items
            .filter((i) => !value.some((v) => v.id === i.id))
            .map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
        </select>
        <button
          type="button"
          className="secondary"
          disabled={!adding}
          onClick={() => (onChange([...value, { id: adding, weight: 100 }]), setAdding(''))}
        >
          Add
        </button>
      </div>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}

function FilterEditor({
  value,
  onChange,
  error,
}: {
  value: Filter[];
  onChange: (v: Filter[]) => void;
  error?: string;
}) {
  const update = (index: number, patch: Partial<Filter>) =>
    onChange(value.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <fieldset>
      <legend>Filters (all must match)</legend>
      {value.map((f, index) => (
        <div className="row filter-row" key={index}>
          <label className="sr-only" htmlFor={`filter-type-${index}`}>
            Filter {index + 1} type
          </label>
          <select id={`filter-type-${index}`} value={f.type} onChange={(e) => update(index, { type: e.target.value })}>
            {FILTER_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          {['region', 'city', 'os', 'browser', 'isp', 'referrer', 'keyword', 'sub_id', 'param'].includes(f.type) && (
            <>
              <label className="sr-only" htmlFor={`filter-op-${index}`}>
                Filter {index + 1} operator
              </label>
              <select
                id={`filter-op-${index}`}
                value={f.operator ?? 'equals'}
                onChange={(e) => update(index, { operator: e.target.value })}
              >
                {OPERATORS.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </>
          )}
          {f.type === 'sub_id' && (
            <input
              aria-label={`Filter ${index + 1} sub_id number`}
              type="number"
              min={1}
              max={30}
              value={f.sub_id ?? ''}
              onChange={(e) => update(index, { sub_id: Number(e.target.value) })}
            />
          )}
          {f.type === 'param' && (
            <input
              aria-label={`Filter ${index + 1} parameter name`}
              value={f.name ?? ''}
              onChange={(e) => update(index, { name: e.target.value })}
            />
          )}
          {!['bot', 'unique', 'proxy', 'schedule'].includes(f.type) && (
            <input
              aria-label={`Filter ${index + 1} values (comma-separated)`}
              placeholder={f.type === 'country' ? 'US, DE' : 'values, comma-separated'}
              value={f.text ?? (f.values ?? []).join(', ')}
              onChange={(e) => update(index, { text: e.target.value, values: splitValues(e.target.value) })}
            />
          )}
          {f.type === 'schedule' && (
            <div className="schedule-wrap">
              <ScheduleGrid
                label={`Filter ${index + 1} schedule`}
                days={f.days ?? []}
                hours={f.hours ?? []}
                onChange={(days, hours) => update(index, { days, hours })}
              />
              <label>
                Time zone{' '}
                <input
                  aria-label={`Filter ${index + 1} time zone`}
                  placeholder="UTC"
                  value={f.time_zone ?? ''}
                  onChange={(e) => update(index, { time_zone: e.target.value || null })}
                />
              </label>
            </div>
          )}
          <label>
            <input type="checkbox" checked={f.negate} onChange={(e) => update(index, { negate: e.target.checked })} />{' '}
            not
          </label>
          <button
            type="button"
            className="secondary"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={`Remove filter ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange([...value, { type: 'country', negate: false, values: [] } as unknown as Filter])}
      >
        Add filter
      </button>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
