import type { TFunction } from 'i18next';
import type { FlowFieldsFragment } from '../generated/graphql';
import { useT } from '../i18n';
import { ScheduleGrid } from '../ui/schedule-grid';

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
const WITH_OPERATOR = ['region', 'city', 'os', 'browser', 'isp', 'referrer', 'keyword', 'sub_id', 'param'];
const WITHOUT_VALUES = ['bot', 'unique', 'proxy', 'schedule'];

/** A filter as edited: `text` keeps the values as typed ("US, DE", "New York"); never sent. */
export type Filter = FlowFieldsFragment['filters'][number] & { text?: string };

/** Values typed as a comma-separated list: split on commas only, so "New York" stays one value. */
const splitValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

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

/** A filter as the API takes it: only the fields its type has. */
export function cleanFilter(f: Filter) {
  const out: Record<string, unknown> = { type: f.type, negate: f.negate };
  for (const key of FILTER_FIELDS[f.type] ?? []) {
    const v = f[key];
    if (v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0 && key !== 'values')) out[key] = v;
  }
  return out as never;
}

/** The flow list's filter column in words: "Country: US, DE · not Bot". */
export function filterSummary(filters: readonly Filter[], t: TFunction): string {
  return filters
    .map((f) => {
      const name = t(`flows:filterType.${f.type}`, { defaultValue: f.type });
      const values = f.values?.length ? `: ${f.values.join(', ')}` : '';
      return f.negate ? t('flows:filters.not', { what: `${name}${values}` }) : `${name}${values}`;
    })
    .join(' · ');
}

/** The flow's filters, all of which must match: one row per filter, its fields by type. */
export function FilterEditor({
  value,
  onChange,
  error,
}: {
  value: Filter[];
  onChange: (v: Filter[]) => void;
  error?: string;
}) {
  const { t } = useT('flows');
  return (
    <fieldset>
      <legend>{t('filters.legend')}</legend>
      {value.length === 0 && <p className="muted">{t('filters.none')}</p>}
      {value.map((f, index) => (
        <FilterRow
          key={index}
          filter={f}
          index={index}
          update={(patch) => onChange(value.map((x, i) => (i === index ? { ...x, ...patch } : x)))}
          remove={() => onChange(value.filter((_, i) => i !== index))}
        />
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange([...value, { type: 'country', negate: false, values: [] } as unknown as Filter])}
      >
        {t('filters.add')}
      </button>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}

function FilterRow({
  filter: f,
  index,
  update,
  remove,
}: {
  filter: Filter;
  index: number;
  update: (patch: Partial<Filter>) => void;
  remove: () => void;
}) {
  const { t } = useT('flows');
  const n = index + 1;
  return (
    <div className="row filter-row">
      <label className="sr-only" htmlFor={`filter-type-${index}`}>
        {t('filters.type', { n })}
      </label>
      <select id={`filter-type-${index}`} value={f.type} onChange={(e) => update({ type: e.target.value })}>
        {FILTER_TYPES.map((type) => (
          <option key={type} value={type} title={type}>
            {t(`filterType.${type}`)}
          </option>
        ))}
      </select>
      {WITH_OPERATOR.includes(f.type) && (
        <>
          <label className="sr-only" htmlFor={`filter-op-${index}`}>
            {t('filters.operator', { n })}
          </label>
          <select
            id={`filter-op-${index}`}
            value={f.operator ?? 'equals'}
            onChange={(e) => update({ operator: e.target.value })}
          >
            {OPERATORS.map((o) => (
              <option key={o} value={o} title={o}>
                {t(`operator.${o}`)}
              </option>
            ))}
          </select>
        </>
      )}
      {f.type === 'sub_id' && (
        <input
          aria-label={t('filters.subId', { n })}
          type="number"
          min={1}
          max={30}
          value={f.sub_id ?? ''}
          onChange={(e) => update({ sub_id: Number(e.target.value) })}
        />
      )}
      {f.type === 'param' && (
        <input
          aria-label={t('filters.param', { n })}
          value={f.name ?? ''}
          onChange={(e) => update({ name: e.target.value })}
        />
      )}
      {!WITHOUT_VALUES.includes(f.type) && (
        <input
          aria-label={t('filters.values', { n })}
          placeholder={f.type === 'country' ? 'US, DE' : t('filters.valuesHint')}
          value={f.text ?? (f.values ?? []).join(', ')}
          onChange={(e) => update({ text: e.target.value, values: splitValues(e.target.value) })}
        />
      )}
      {f.type === 'schedule' && (
        <div className="schedule-wrap">
          <ScheduleGrid
            label={t('filters.schedule', { n })}
            days={f.days ?? []}
            hours={f.hours ?? []}
            onChange={(days, hours) => update({ days, hours })}
          />
          <label>
            {t('filters.timeZone')}{' '}
            <input
              aria-label={t('filters.timeZoneOf', { n })}
              placeholder="UTC"
              value={f.time_zone ?? ''}
              onChange={(e) => update({ time_zone: e.target.value || null })}
            />
          </label>
        </div>
      )}
      <label title={t('filters.negateHelp')}>
        <input type="checkbox" checked={f.negate} onChange={(e) => update({ negate: e.target.checked })} />{' '}
        {t('filters.negate')}
      </label>
      <button type="button" className="secondary" onClick={remove} aria-label={t('filters.remove', { n })}>
        {t('remove')}
      </button>
    </div>
  );
}
