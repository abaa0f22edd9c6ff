import { useState } from 'react';
import type { ReportDimensionsQuery } from '../generated/graphql';
import { useT } from '../i18n';
import { dimensionGroupLabel } from '../ui/metric-labels';
import { datesInWords } from '../ui/period';
import { type ReportDraft, PERIODS } from './report-definition';

type Dimension = ReportDimensionsQuery['report_dimensions'][number];
const MAX_DIMENSIONS = 16;
const PAGE_SIZES = [50, 100, 500, 1000];

/** The report's period in words: a preset's name, or a custom range's dates. */
export function usePeriodWords() {
  const { t } = useT('reports');
  return (draft: Pick<ReportDraft, 'period' | 'from' | 'to'>) =>
    draft.period === 'custom'
      ? draft.from && draft.to
        ? datesInWords({ from: draft.from, to: draft.to })
        : t('period:chooseDates')
      : t(`period:presets.${draft.period}`, { defaultValue: draft.period });
}

/** The folded settings' one line: dimensions, period, date basis, filters, comparison — in words. */
export function SettingsSummary({ draft, label }: { draft: ReportDraft; label: (name: string) => string }) {
  const { t } = useT('reports');
  const period = usePeriodWords();
  const filters = draft.filters.length + draft.metric_filters.length;
  const parts = [
    draft.chain.map(label).join(' › ') || t('settings.noDimension'),
    period(draft),
    t(`enums:dateBasis.${draft.date_basis}`, { defaultValue: draft.date_basis }),
    ...(filters > 0 ? [t('settings.filterCount', { count: filters })] : []),
    ...(draft.compare ? [t('settings.compared')] : []),
  ];
  return (
    <summary>
      {t('settings.title')} <span className="muted">· {parts.join(' · ')}</span>
    </summary>
  );
}

/** The drill-down chain: the chosen dimensions in order, and a select to add one (grouped, in words). */
function DimensionChain({
  draft,
  dimensions,
  label,
  onChange,
}: {
  draft: ReportDraft;
  dimensions: Dimension[];
  label: (name: string) => string;
  onChange: (chain: string[]) => void;
}) {
  const { t } = useT('reports');
  const [adding, setAdding] = useState('');
  const { chain } = draft;
  return (
    <fieldset>
      <legend>{t('settings.dimensions', { max: MAX_DIMENSIONS })}</legend>
      <ol className="chips">
        {chain.map((d) => (
          <li key={d} title={d}>
            {label(d)}{' '}
            <button
              type="button"
              className="secondary"
              aria-label={t('settings.removeDimension', { name: label(d) })}
              onClick={() => onChange(chain.filter((x) => x !== d))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <label htmlFor="add-dimension">{t('settings.addDimension')}</label>{' '}
      <select id="add-dimension" value={adding} onChange={(e) => setAdding(e.target.value)}>
        <option value="">—</option>
        {/* Grouped as a buyer thinks of them (structure, geo and device, source parameters…), in words. */}
        {[...new Set(dimensions.map((d) => d.group))].map((group) => (
          <optgroup key={group} label={dimensionGroupLabel(group)}>
            {dimensions
              .filter((d) => d.group === group && !chain.includes(d.name))
              .map((d) => (
                <option key={d.name} value={d.name} title={d.name}>
                  {label(d.name)}
                </option>
              ))}
          </optgroup>
        ))}
      </select>{' '}
      <button
        type="button"
        className="secondary"
        disabled={!adding || chain.length >= MAX_DIMENSIONS}
        onClick={() => (onChange([...chain, adding]), setAdding(''))}
      >
        {t('settings.add')}
      </button>
    </fieldset>
  );
}

/** Period (a preset or a custom range of dates), date basis, rows per page, comparison. */
function PeriodFields({ draft, change }: { draft: ReportDraft; change: (patch: Partial<ReportDraft>) => void }) {
  const { t } = useT('reports');
  return (
    <>
      <div className="field">
        <label htmlFor="period">{t('period:label')}</label>
        <select id="period" value={draft.period} onChange={(e) => change({ period: e.target.value })}>
          {[...PERIODS, 'custom'].map((p) => (
            <option key={p} value={p}>
              {t(`period:presets.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.period === 'custom' && (
        <>
          <div className="field">
            <label htmlFor="report-from">{t('period:from')}</label>
            <input id="report-from" type="date" value={draft.from} onChange={(e) => change({ from: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="report-to">{t('period:to')}</label>
            <input
              id="report-to"
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(e) => change({ to: e.target.value })}
            />
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor="date-basis">{t('settings.dateBasis')}</label>
        <select id="date-basis" value={draft.date_basis} onChange={(e) => change({ date_basis: e.target.value })}>
          {['click', 'conversion'].map((basis) => (
            <option key={basis} value={basis}>
              {t(`enums:dateBasis.${basis}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="page-size">{t('settings.pageSize')}</label>
        <select id="page-size" value={draft.limit} onChange={(e) => change({ limit: Number(e.target.value) })}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-check">
        <label htmlFor="compare">{t('settings.compare')}</label>
        <input
          id="compare"
          type="checkbox"
          checked={draft.compare}
          onChange={(e) => change({ compare: e.target.checked })}
        />
      </div>
    </>
  );
}

/** The report's settings form: the chain, the period fields and the button that runs it at once. */
export function ReportSettingsForm({
  draft,
  dimensions,
  label,
  running,
  change,
  onRun,
}: {
  draft: ReportDraft;
  dimensions: Dimension[];
  label: (name: string) => string;
  running: boolean;
  change: (patch: Partial<ReportDraft>) => void;
  onRun: () => void;
}) {
  const { t } = useT('reports');
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
    >
      <DimensionChain draft={draft} dimensions={dimensions} label={label} onChange={(chain) => change({ chain })} />
      <PeriodFields draft={draft} change={change} />
      <button type="submit" disabled={draft.chain.length === 0} aria-busy={running}>
        {running && <span className="spinner" aria-hidden="true" />}
        {t('settings.run')}
      </button>
    </form>
  );
}
