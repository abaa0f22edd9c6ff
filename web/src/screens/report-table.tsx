import { Fragment } from 'react';
import { useT } from '../i18n';
import { dimensionValue } from '../ui/countries';
import { Flag } from '../ui/flags';
import { metricLabel } from '../ui/metric-labels';
import { useMetricTooltip } from '../ui/revenue-basis';
import { formatChange, formatNumber as cell } from '../ui/numbers';
import type { ReportDraft } from './report-definition';
import type { ReportRun, Row } from './report-run';

type Values = Record<string, unknown> | null | undefined;
/** How one metric's value reads (money in the base currency, a percentage, a count). */
export type Show = (metric: string, value: unknown) => string;
const LOWER_IS_BETTER = new Set(['cost', 'cpa', 'cpl']);

/** The previous period's value and the change, green when better, red when worse. */
function Comparison({
  previous,
  change,
  lowerIsBetter,
}: {
  previous: string;
  change: unknown;
  lowerIsBetter: boolean;
}) {
  const { t } = useT('reports');
  const n = change == null || change === '' ? null : Number(change);
  const better = n === null || n === 0 ? null : lowerIsBetter ? n < 0 : n > 0;
  return (
    <small className="comparison">
      <span className="muted">{t('table.was', { value: previous })}</span>
      {n !== null && (
        <>
          {' '}
          <span className={better === null ? 'muted' : better ? 'pos' : 'neg'}>{formatChange(n)}</span>
        </>
      )}
    </small>
  );
}

/** A metric's cell: the value, and with a comparison the previous period's value and the change. */
function MetricCell({
  metric,
  values,
  previous,
  change,
  compare,
  show,
}: {
  metric: string;
  values: Values;
  previous: Values;
  change: Values;
  compare: boolean;
  show: Show;
}) {
  return (
    <td className="num">
      {show(metric, values?.[metric])}
      {compare && (
        <Comparison
          previous={show(metric, previous?.[metric])}
          change={change?.[metric]}
          lowerIsBetter={LOWER_IS_BETTER.has(metric)}
        />
      )}
    </td>
  );
}

/** W and B: the row's value into the white or the black list (the top level only). */
function MarkButtons({
  row,
  value,
  shown,
  onMark,
}: {
  row: Row;
  value: unknown;
  shown: string;
  onMark: (value: string, kind: 'white' | 'black') => void;
}) {
  const { t } = useT('reports');
  return (
    <span className="row-actions">
      {(['white', 'black'] as const).map((kind) => {
        const on = row.mark === (kind === 'white' ? 'W' : 'B');
        return (
          <button
            key={kind}
            type="button"
            className={on ? '' : 'secondary'}
            aria-pressed={on}
            aria-label={t(`table.mark.${kind}`, { name: shown })}
            title={t(`table.mark.${kind}`, { name: shown })}
            onClick={() => onMark(String(value), kind)}
          >
            {t(`table.mark.${kind}Short`)}
          </button>
        );
      })}
    </span>
  );
}

interface TableProps {
  run: ReportRun;
  draft: ReportDraft;
  metrics: string[];
  show: Show;
  label: (dimension: string) => string;
}

/** The report's rows: the drill-down chain expands in place, one level per click. */
function ReportRows({
  rows,
  depth,
  parents,
  run,
  draft,
  metrics,
  show,
}: Omit<TableProps, 'label'> & {
  rows: Row[];
  depth: number;
  parents: unknown[];
}) {
  const { t } = useT('reports');
  const { chain } = draft;
  return rows.map((row, index) => {
    // values and labels are keyed by dimension; this level's dimension is chain[depth].
    const dimension = chain[depth];
    const value = row.values[dimension] ?? null;
    const key = JSON.stringify([...parents, value]);
    const open = run.children[key];
    // Countries by flag and name, empty values as what they are ("(no source)"), ids by their names.
    const shown = cell(dimensionValue(dimension, value, row.labels[dimension] as string | undefined));
    const text = (
      <span className="report-label" title={shown}>
        {dimension === 'country' && <Flag code={String(value ?? '')} />}
        {shown}
      </span>
    );
    return (
      <Fragment key={key + index}>
        <tr className={row.mark ? `mark-${row.mark.toLowerCase()}` : undefined}>
          <td style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}>
            {depth < chain.length - 1 ? (
              <button
                type="button"
                className="link"
                aria-expanded={Boolean(open)}
                onClick={() => run.expand(key, [...parents, value])}
              >
                {open ? '▾' : '▸'} {text}
              </button>
            ) : (
              text
            )}
            {row.is_new && <span className="badge">{t('table.new')}</span>}
          </td>
          <td>{depth === 0 && <MarkButtons row={row} value={value} shown={shown} onMark={run.mark} />}</td>
          {metrics.map((m) => (
            <MetricCell
              key={m}
              metric={m}
              values={row.metrics as Values}
              previous={row.previous as Values}
              change={row.change as Values}
              compare={draft.compare}
              show={show}
            />
          ))}
        </tr>
        {open && (
          <ReportRows
            rows={open}
            depth={depth + 1}
            parents={[...parents, value]}
            run={run}
            draft={draft}
            metrics={metrics}
            show={show}
          />
        )}
      </Fragment>
    );
  });
}

const arrow = (state: string | undefined) => (state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : '');

/** A column's heading: a button that sorts by it (descending first), with the order's arrow. */
function SortHeader({
  by,
  name,
  draft,
  run,
  numeric,
  title,
}: {
  by: string;
  name: string;
  draft: ReportDraft;
  run: ReportRun;
  numeric?: boolean;
  /** The header's tooltip (a metric's: what revenue counts, and the API's name). */
  title?: string;
}) {
  const { t } = useT('reports');
  const state =
    draft.sort && draft.sort.by === by ? (draft.sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" className={numeric ? 'num sortable' : 'sortable'} aria-sort={state} title={title}>
      <button type="button" className="link" aria-label={t('table.sortBy', { name })} onClick={() => run.sortBy(by)}>
        {name}
        {arrow(state)}
      </button>
    </th>
  );
}

/** The report as a table: the chain's rows, sortable columns, the totals, and the pages. */
export function ReportTable(props: TableProps) {
  const revenueTooltip = useMetricTooltip();
  const { t } = useT('reports');
  const { run, draft, metrics, show, label } = props;
  const report = run.report!;
  const { chain, limit } = draft;
  const pages = Math.max(1, Math.ceil(report.total_rows / limit));
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('table.region')}>
        <table className="data report">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead>
            <tr>
              <SortHeader by={chain[0]} name={chain.map(label).join(' › ')} draft={draft} run={run} />
              <th scope="col" title={t('table.marksHelp')}>
                {t('table.marks')}
              </th>
              {metrics.map((m) => (
                <SortHeader
                  key={m}
                  by={m}
                  name={metricLabel(m)}
                  title={revenueTooltip(m) ? `${revenueTooltip(m)} (${m})` : m}
                  draft={draft}
                  run={run}
                  numeric
                />
              ))}
            </tr>
          </thead>
          <tbody>
            <ReportRows {...props} rows={report.rows} depth={0} parents={[]} />
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('table.total')}</th>
              <td />
              {metrics.map((m) => (
                <MetricCell
                  key={m}
                  metric={m}
                  values={report.totals as Values}
                  previous={report.previous_totals as Values}
                  change={report.totals_change as Values}
                  compare={draft.compare}
                  show={show}
                />
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <nav className="pager" aria-label={t('table.pages')}>
        <button
          type="button"
          className="secondary"
          disabled={run.offset === 0}
          onClick={() => run.rerun({}, Math.max(0, run.offset - limit))}
        >
          {t('table.previous')}
        </button>
        <span>{t('table.page', { page: Math.floor(run.offset / limit) + 1, pages })}</span>
        <button
          type="button"
          className="secondary"
          disabled={run.offset + limit >= report.total_rows}
          onClick={() => run.rerun({}, run.offset + limit)}
        >
          {t('table.next')}
        </button>
      </nav>
    </>
  );
}
