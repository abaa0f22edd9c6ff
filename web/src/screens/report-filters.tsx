import type { ReportDimensionsQuery } from '../generated/graphql';
import { DIMENSION_OPERATORS, METRIC_OPERATORS, type FilterDraft, type MetricFilterDraft } from './report-definition';
import { useT } from '../i18n';
import { metricLabel } from '../ui/metric-labels';
import { useDimensionLabel } from './report-labels';

type Dimension = ReportDimensionsQuery['report_dimensions'][number];

function replace<T>(list: T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** Dimension filters (before aggregation): a dimension, any operator of the API, a value or a comma list. */
export function DimensionFilters({
  dimensions,
  filters,
  errors,
  onChange,
}: {
  dimensions: Dimension[];
  filters: FilterDraft[];
  errors: Record<number, string>;
  onChange: (filters: FilterDraft[]) => void;
}) {
  const { t } = useT('reports');
  const label = useDimensionLabel(dimensions);
  return (
    <fieldset>
      <legend>{t('filters.dimensionTitle')}</legend>
      {filters.map((f, i) => (
        <div key={i} className="row filter-row">
          <label className="sr-only" htmlFor={`filter-${i}-dimension`}>
            {t('filters.dimension', { n: i + 1 })}
          </label>
          <select
            id={`filter-${i}-dimension`}
            value={f.dimension}
            onChange={(e) => onChange(replace(filters, i, { dimension: e.target.value }))}
          >
            {dimensions.map((d) => (
              <option key={d.name} value={d.name} title={d.name}>
                {label(d.name)}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={`filter-${i}-operator`}>
            {t('filters.operator', { n: i + 1 })}
          </label>
          <select
            id={`filter-${i}-operator`}
            value={f.operator}
            onChange={(e) => onChange(replace(filters, i, { operator: e.target.value }))}
          >
            {DIMENSION_OPERATORS.map((o) => (
              <option key={o} value={o} title={o}>
                {t(`filters.operators.${o}`)}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={`filter-${i}-value`}>
            {t('filters.value', { n: i + 1 })}
          </label>
          <input
            id={`filter-${i}-value`}
            value={f.value}
            placeholder={
              f.operator === 'in' || f.operator === 'not_in'
                ? t('filters.listPlaceholder')
                : f.operator === '='
                  ? t('filters.emptyPlaceholder')
                  : ''
            }
            aria-invalid={errors[i] ? true : undefined}
            aria-describedby={errors[i] ? `filter-${i}-error` : undefined}
            onChange={(e) => onChange(replace(filters, i, { value: e.target.value }))}
          />
          <button
            type="button"
            className="secondary"
            aria-label={t('filters.remove', { n: i + 1 })}
            onClick={() => onChange(filters.filter((_, j) => j !== i))}
          >
            ×
          </button>
          {errors[i] && (
            <small className="field-error" id={`filter-${i}-error`} role="alert">
              {errors[i]}
            </small>
          )}
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() =>
          onChange([...filters, { dimension: dimensions[0]?.name ?? 'campaign', operator: '=', value: '' }])
        }
      >
        {t('filters.addDimension')}
      </button>
    </fieldset>
  );
}

/** Metric filters (after aggregation) over built-in and custom metrics; `between` takes two bounds. */
export function MetricFilters({
  metrics,
  filters,
  errors,
  onChange,
}: {
  metrics: string[];
  filters: MetricFilterDraft[];
  errors: Record<number, string>;
  onChange: (filters: MetricFilterDraft[]) => void;
}) {
  const { t } = useT('reports');
  return (
    <fieldset>
      <legend>{t('filters.metricTitle')}</legend>
      {filters.map((f, i) => (
        <div key={i} className="row filter-row">
          <label className="sr-only" htmlFor={`mfilter-${i}-metric`}>
            {t('filters.metric', { n: i + 1 })}
          </label>
          <select
            id={`mfilter-${i}-metric`}
            value={f.metric}
            onChange={(e) => onChange(replace(filters, i, { metric: e.target.value }))}
          >
            {metrics.map((m) => (
              <option key={m} value={m} title={m}>
                {metricLabel(m)}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={`mfilter-${i}-operator`}>
            {t('filters.metricOperator', { n: i + 1 })}
          </label>
          <select
            id={`mfilter-${i}-operator`}
            value={f.operator}
            onChange={(e) => onChange(replace(filters, i, { operator: e.target.value }))}
          >
            {METRIC_OPERATORS.map((o) => (
              <option key={o} value={o}>
                {o === 'between' ? t('filters.between') : o}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={`mfilter-${i}-value`}>
            {t('filters.metricValue', { n: i + 1 })}
          </label>
          <input
            id={`mfilter-${i}-value`}
            inputMode="decimal"
            value={f.value}
            aria-invalid={errors[i] ? true : undefined}
            aria-describedby={errors[i] ? `mfilter-${i}-error` : undefined}
            onChange={(e) => onChange(replace(filters, i, { value: e.target.value }))}
          />
          {f.operator === 'between' && (
            <>
              <label className="sr-only" htmlFor={`mfilter-${i}-value2`}>
                {t('filters.metricUpper', { n: i + 1 })}
              </label>
              <input
                id={`mfilter-${i}-value2`}
                inputMode="decimal"
                value={f.value2}
                onChange={(e) => onChange(replace(filters, i, { value2: e.target.value }))}
              />
            </>
          )}
          <button
            type="button"
            className="secondary"
            aria-label={t('filters.removeMetric', { n: i + 1 })}
            onClick={() => onChange(filters.filter((_, j) => j !== i))}
          >
            ×
          </button>
          {errors[i] && (
            <small className="field-error" id={`mfilter-${i}-error`} role="alert">
              {errors[i]}
            </small>
          )}
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() =>
          onChange([...filters, { metric: metrics[0] ?? 'clicks', operator: '>', value: '0', value2: '' }])
        }
      >
        {t('filters.addMetric')}
      </button>
    </fieldset>
  );
}
