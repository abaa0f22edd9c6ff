import { Fragment, useEffect, useRef, useState } from 'react';
import {
  dimensionGroupLabel,
  isBuiltInMetric,
  metricFormat,
  metricLabel,
  namedDimensionLabel,
  subIdNames,
} from '../ui/metric-labels';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  CurrentWorkspaceDocument,
  ListTrafficSourcesDocument,
  ReportDimensionsDocument,
  ReportDocument,
  type ReportQuery,
} from '../generated/graphql';
import { CopyButton } from '../ui/buttons';
import {
  exportNumber,
  formatChange,
  formatCount,
  formatDecimal,
  formatMoney,
  formatNumber as cell,
  formatPercent,
} from '../ui/numbers';
import { FormErrors } from '../ui/form';
import { ColumnPicker, useColumnChoice } from '../ui/column-picker';
import { DEFAULT_REPORT_COLUMNS, REPORT_PRESETS } from './report-columns';
import { draftPeriod, startDraft } from './report-start';
import { usePeriod } from '../ui/period';
import '../ui/analytics.css';
import {
  EMPTY_DRAFT,
  PERIODS,
  definitionOf,
  draftOf,
  errorsOfList,
  variablesOf,
  type ReportDraft,
} from './report-definition';
import { download, serverExport, toCsv, toJson, toXls, type Sheet } from './report-export';
import { DimensionFilters, MetricFilters } from './report-filters';
import { CustomMetricsPanel } from './report-metrics';
import { SavedReportsPanel } from './report-saved';
import { ReadFrom } from '../ui/read-from';
import { dimensionValue } from '../ui/countries';

type Report = ReportQuery['report'];
type Row = Report['rows'][number];
const MAX_DIMENSIONS = 16;
const PAGE_SIZES = [50, 100, 500, 1000];

/**
 * Table report: dimensions (drill-down chain), period and date basis, comparison, dimension and
 * metric filters, custom metrics, sorting by any column, pages, totals, W/B marks of the first
 * dimension, saved reports, and exports (CSV/JSON/.xls of the visible columns in the browser;
 * CSV/HTML of the whole report from the server).
 */
export function ReportsScreen() {
  const dims = useQuery(ReportDimensionsDocument, {});
  // The app's period (or the report a link carries) to start with; the top bar's changes follow.
  const { period: appPeriod } = usePeriod();
  const [draft, setDraft] = useState<ReportDraft>(() => startDraft(appPeriod, window.location.search));
  const followed = useRef(appPeriod);
  useEffect(() => {
    if (followed.current === appPeriod) return;
    followed.current = appPeriod;
    setDraft((d) => ({ ...d, ...draftPeriod(appPeriod) }));
  }, [appPeriod]);
  const [adding, setAdding] = useState('');
  const [offset, setOffset] = useState(0);
  const [report, setReport] = useState<Report | null>(null);
  const [children, setChildren] = useState<Record<string, Row[]>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [exportNote, setExportNote] = useState('');
  const [metricNames, setMetricNames] = useState<string[]>([]);
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const currency = workspace.data?.workspace.base_currency ?? 'USD';
  const show = (metric: string, v: unknown) => {
    const kind = metricFormat(metric);
    return kind === 'money'
      ? formatMoney(v, currency)
      : kind === 'percent'
        ? formatPercent(v)
        : kind === 'count'
          ? formatCount(v)
          : formatDecimal(v);
  };
  const dimensions = dims.data?.report_dimensions ?? [];
  // Sub ids by the name the sources give them ("zone (sub id 1)").
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const subIds = subIdNames(sources.data?.traffic_sources.items ?? []);
  const label = (name: string) => namedDimensionLabel(name, dimensions.find((d) => d.name === name)?.label, subIds);
  const { chain, marks } = draft;
  const change = (patch: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const [running, setRunning] = useState(false);
  // Results first: the settings are folded away while the report is valid; errors open them.
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Runs overlap (typing, the debounce, a click): only the latest one's answer is shown.
  const latest = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const load = async (next = draft, nextOffset = offset) => {
    // A run asked for now makes a debounced one waiting for the same draft needless.
    clearTimeout(pending.current);
    const ticket = ++latest.current;
    setErrors([]);
    setRunning(true);
    try {
      const answer = (await run(ReportDocument, variablesOf(next, [], nextOffset))).report;
      if (ticket !== latest.current) return;
      setReport(answer);
      setMetricNames((known) => [...new Set([...known, ...answer.metrics])]);
      setChildren({});
    } catch (e) {
      if (ticket !== latest.current) return;
      setReport(null);
      setSettingsOpen(true);
      setErrors(e instanceof ApiError ? e.errors.map((x) => x.message) : [messageOf(e)]);
    } finally {
      if (ticket === latest.current) setRunning(false);
    }
  };
  // Results first: the report runs as soon as it is valid and again on every change (debounced).
  const first = useRef(true);
  const valid = chain.length > 0 && (draft.period !== 'custom' || (Boolean(draft.from) && draft.from <= draft.to));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's text (marks and sort aside) is the trigger
  useEffect(() => {
    if (!valid) return;
    pending.current = setTimeout(
      () => {
        setOffset(0);
        void load(draft, 0);
      },
      first.current ? 0 : 400,
    );
    first.current = false;
    return () => clearTimeout(pending.current);
    // Marks, sorting and paging run at once through their own handlers.
  }, [valid, JSON.stringify({ ...draft, marks: null, sort: null })]);
  const rerun = (patch: Partial<ReportDraft>, nextOffset = offset) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setOffset(nextOffset);
    void load(next, nextOffset);
  };

  const expand = async (key: string, parents: unknown[]) => {
    if (children[key]) {
      setChildren(({ [key]: _, ...rest }) => rest);
      return;
    }
    try {
      const { report: sub } = await run(ReportDocument, variablesOf(draft, parents, 0));
      setChildren((c) => ({ ...c, [key]: sub.rows }));
    } catch (e) {
      setErrors([messageOf(e)]);
    }
  };

  const mark = (value: string, kind: 'white' | 'black') => {
    const next = {
      white: kind === 'white' ? toggle(marks.white, value) : marks.white.filter((v) => v !== value),
      black: kind === 'black' ? toggle(marks.black, value) : marks.black.filter((v) => v !== value),
    };
    const nextDraft = { ...draft, marks: next };
    setDraft(nextDraft);
    // Only the top level carries marks: expanded rows stay open.
    run(ReportDocument, variablesOf(nextDraft, [], offset)).then(
      (r) => setReport(r.report),
      (e) => setErrors([messageOf(e)]),
    );
  };

  const sortBy = (by: string) =>
    rerun({ sort: { by, direction: draft.sort?.by === by && draft.sort.direction === 'desc' ? 'asc' : 'desc' } }, 0);
  const sortState = (by: string) =>
    draft.sort && draft.sort.by === by ? (draft.sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

  const filterErrors = errorsOfList(errors, 'filters');
  const metricFilterErrors = errorsOfList(filterErrors.other, 'metric_filters');
  const localMetricErrors = errorsOfList(metricFilterErrors.other, 'custom_metrics');
  const otherErrors = localMetricErrors.other;

  const answered = report?.metrics ?? [];
  // The API's metrics follow the user's column choice; custom metrics (global or this report's) are
  // always shown: the user made them to see them.
  const builtIn = answered.filter(isBuiltInMetric);
  const choice = useColumnChoice('report', builtIn, DEFAULT_REPORT_COLUMNS);
  const metrics = answered.filter((m) => !isBuiltInMetric(m) || choice.shown.includes(m));
  const sheet: Sheet = {
    header: [label(chain[0]), ...metrics.map(metricLabel)],
    rows: (report?.rows ?? []).map((r) => [
      r.labels[chain[0]] ?? r.values[chain[0]],
      ...metrics.map((m) => exportNumber((r.metrics as Record<string, unknown>)[m])),
    ]),
  };
  const runExport = async (format: 'csv' | 'html') => {
    setExportNote('');
    try {
      const warning = await serverExport(definitionOf(draft), format);
      setExportNote(warning ? `Warning: ${warning}` : `Server ${format.toUpperCase()} export downloaded.`);
    } catch (e) {
      setExportNote(`Export refused: ${messageOf(e)}`);
    }
  };

  const renderRows = (rows: Row[], depth: number, parents: unknown[]) =>
    rows.map((row, index) => {
      // values and labels are keyed by dimension; this level's dimension is chain[depth].
      const dimension = chain[depth];
      const value = row.values[dimension] ?? null;
      const key = JSON.stringify([...parents, value]);
      const canExpand = depth < chain.length - 1;
      // Countries by flag and name, empty values as what they are ("(no source)"), ids by their names.
      const shown = dimensionValue(dimension, value, row.labels[dimension] as string | undefined);
      return (
        <Fragment key={key + index}>
          <tr className={row.mark ? `mark-${row.mark.toLowerCase()}` : undefined}>
            <td style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}>
              {canExpand ? (
                <button
                  type="button"
                  className="link"
                  aria-expanded={Boolean(children[key])}
                  onClick={() => expand(key, [...parents, value])}
                >
                  {children[key] ? '▾' : '▸'}{' '}
                  <span className="report-label" title={cell(shown)}>
                    {cell(shown)}
                  </span>
                </button>
              ) : (
                <span className="report-label" title={cell(shown)}>
                  {cell(shown)}
                </span>
              )}
              {row.is_new && <span className="badge">new</span>}
            </td>
            {depth === 0 ? (
              <td>
                <span className="row-actions">
                  <button
                    type="button"
                    className={row.mark === 'W' ? '' : 'secondary'}
                    aria-pressed={row.mark === 'W'}
                    aria-label={`Mark ${cell(shown)} white`}
                    onClick={() => mark(String(value), 'white')}
                  >
                    W
                  </button>
                  <button
                    type="button"
                    className={row.mark === 'B' ? '' : 'secondary'}
                    aria-pressed={row.mark === 'B'}
                    aria-label={`Mark ${cell(shown)} black`}
                    onClick={() => mark(String(value), 'black')}
                  >
                    B
                  </button>
                </span>
              </td>
            ) : (
              <td />
            )}
            {metrics.map((m) => (
              <td key={m} className="num">
                {show(m, (row.metrics as Record<string, unknown>)[m])}
                {draft.compare && (
                  <Comparison
                    previous={show(m, (row.previous as Record<string, unknown> | null)?.[m])}
                    change={(row.change as Record<string, unknown> | null)?.[m]}
                    lowerIsBetter={m === 'cost' || m === 'cpa' || m === 'cpl'}
                  />
                )}
              </td>
            ))}
          </tr>
          {children[key] && renderRows(children[key], depth + 1, [...parents, value])}
        </Fragment>
      );
    });

  const pages = report ? Math.max(1, Math.ceil(report.total_rows / draft.limit)) : 1;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Reports</h1>
      <details
        className="report-drawer"
        open={settingsOpen || !valid}
        onToggle={(e) => setSettingsOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>
          Report settings{' '}
          <span className="muted">
            · {chain.map(label).join(' › ') || 'no dimension'} ·{' '}
            {draft.period === 'custom' ? `${draft.from || '…'} → ${draft.to || '…'}` : draft.period} · by{' '}
            {draft.date_basis} date
            {draft.filters.length + draft.metric_filters.length > 0 &&
              ` · ${draft.filters.length + draft.metric_filters.length} filter(s)`}
            {draft.compare && ' · compared'}
          </span>
        </summary>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            setOffset(0);
            void load(draft, 0);
          }}
        >
          <fieldset>
            <legend>Dimensions (drill-down order, up to {MAX_DIMENSIONS})</legend>
            <ol className="chips">
              {chain.map((d) => (
                <li key={d}>
                  {label(d)}{' '}
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Remove dimension ${label(d)}`}
                    onClick={() => change({ chain: chain.filter((x) => x !== d) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
            <label htmlFor="add-dimension">Add dimension</label>{' '}
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
              onClick={() => (change({ chain: [...chain, adding] }), setAdding(''))}
            >
              Add
            </button>
          </fieldset>
          <div className="field">
            <label htmlFor="period">Period</label>
            <select id="period" value={draft.period} onChange={(e) => change({ period: e.target.value })}>
              {PERIODS.map((p) => (
                <option key={p}>{p}</option>
              ))}
              <option value="custom">custom range</option>
            </select>
          </div>
          {draft.period === 'custom' && (
            <>
              <div className="field">
                <label htmlFor="report-from">From</label>
                <input
                  id="report-from"
                  type="date"
                  value={draft.from}
                  onChange={(e) => change({ from: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor="report-to">To</label>
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
            <label htmlFor="date-basis">Date basis</label>
            <select id="date-basis" value={draft.date_basis} onChange={(e) => change({ date_basis: e.target.value })}>
              <option value="click">click date</option>
              <option value="conversion">conversion date</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="page-size">Rows per page</label>
            <select id="page-size" value={draft.limit} onChange={(e) => change({ limit: Number(e.target.value) })}>
              {PAGE_SIZES.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </div>
          <div className="field field-check">
            <label htmlFor="compare">Compare with the previous period</label>
            <input
              id="compare"
              type="checkbox"
              checked={draft.compare}
              onChange={(e) => change({ compare: e.target.checked })}
            />
          </div>
          <button type="submit" disabled={chain.length === 0} aria-busy={running}>
            {running && <span className="spinner" aria-hidden="true" />}
            Run report
          </button>
        </form>
        <div className="report-panels">
          <DimensionFilters
            dimensions={dimensions}
            filters={draft.filters}
            errors={filterErrors.byIndex}
            onChange={(filters) => change({ filters })}
          />
          <MetricFilters
            metrics={[...new Set([...metricNames, ...draft.custom_metrics.map((m) => m.name).filter(Boolean)])]}
            filters={draft.metric_filters}
            errors={metricFilterErrors.byIndex}
            onChange={(metric_filters) => change({ metric_filters })}
          />
          <CustomMetricsPanel
            local={draft.custom_metrics}
            localErrors={localMetricErrors.byIndex}
            onLocalChange={(custom_metrics) => change({ custom_metrics })}
            onGlobalsChange={() => report && void load()}
          />
          <SavedReportsPanel
            definition={() => definitionOf(draft)}
            onLoad={(definition) => {
              const next = draftOf(definition);
              setDraft(next);
              setOffset(0);
              void load(next, 0);
            }}
          />
        </div>
      </details>
      <FormErrors errors={otherErrors} />
      {report && (
        <>
          <p className="muted">
            {formatCount(report.total_rows)} rows · {report.period.from} → {report.period.to} ({report.time_zone}) ·{' '}
            <ReadFrom storage={report.storage} />
          </p>
          <div className="actions">
            <ColumnPicker
              columns={builtIn.map((m) => [m, metricLabel(m)])}
              shown={choice.shown}
              onChange={choice.setShown}
              presets={{ ...REPORT_PRESETS, All: builtIn }}
            />
            <CopyButton text={marks.white.join('\n')} label={`Copy white list (${marks.white.length})`} />
            <CopyButton text={marks.black.join('\n')} label={`Copy black list (${marks.black.length})`} />
            <button
              type="button"
              className="secondary"
              onClick={() => download('report.csv', toCsv(sheet), 'text/csv')}
            >
              Export CSV
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => download('report.json', toJson(sheet), 'application/json')}
            >
              Export JSON
            </button>
            <button
              type="button"
              className="secondary"
              onClick={async () => download('report.xls', await toXls(sheet))}
            >
              Export .xls
            </button>
            <button
              type="button"
              className="secondary"
              title="Every row of the report, built on the server"
              onClick={() => runExport('csv')}
            >
              Whole report (CSV)
            </button>
            <button
              type="button"
              className="secondary"
              title="Every row of the report, built on the server"
              onClick={() => runExport('html')}
            >
              Whole report (HTML)
            </button>
          </div>
          {exportNote && (
            <p
              className={
                exportNote.startsWith('Warning') || exportNote.startsWith('Export refused') ? 'warning' : 'muted'
              }
              role="status"
            >
              {exportNote}
            </p>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it */}
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Report table (scrolls sideways)">
            <table className="data report">
              <caption className="sr-only">Report</caption>
              <thead>
                <tr>
                  <th scope="col" className="sortable" aria-sort={sortState(chain[0])}>
                    <button
                      type="button"
                      className="link"
                      aria-label={`Sort by ${label(chain[0])}`}
                      onClick={() => sortBy(chain[0])}
                    >
                      {chain.map(label).join(' › ')}
                      {arrow(sortState(chain[0]))}
                    </button>
                  </th>
                  <th scope="col">W/B</th>
                  {metrics.map((m) => (
                    <th key={m} scope="col" className="num sortable" aria-sort={sortState(m)}>
                      <button
                        type="button"
                        className="link"
                        aria-label={`Sort by ${metricLabel(m)}`}
                        onClick={() => sortBy(m)}
                      >
                        {metricLabel(m)}
                        {arrow(sortState(m))}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{renderRows(report.rows, 0, [])}</tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td />
                  {metrics.map((m) => (
                    <td key={m} className="num">
                      {show(m, (report.totals as Record<string, unknown>)[m])}
                      {draft.compare && (
                        <Comparison
                          previous={show(m, (report.previous_totals as Record<string, unknown> | null)?.[m])}
                          change={(report.totals_change as Record<string, unknown> | null)?.[m]}
                          lowerIsBetter={m === 'cost' || m === 'cpa' || m === 'cpl'}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
          <nav className="pager" aria-label="Report pages">
            <button
              type="button"
              className="secondary"
              disabled={offset === 0}
              onClick={() => rerun({}, Math.max(0, offset - draft.limit))}
            >
              Previous page
            </button>
            <span>
              Page {Math.floor(offset / draft.limit) + 1} of {pages}
            </span>
            <button
              type="button"
              className="secondary"
              disabled={offset + draft.limit >= report.total_rows}
              onClick={() => rerun({}, offset + draft.limit)}
            >
              Next page
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

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
  const n = change == null || change === '' ? null : Number(change);
  const better = n === null || n === 0 ? null : lowerIsBetter ? n < 0 : n > 0;
  return (
    <small className="comparison">
      <span className="muted">was {previous}</span>
      {n !== null && (
        <>
          {' '}
          <span className={better === null ? 'muted' : better ? 'pos' : 'neg'}>{formatChange(n)}</span>
        </>
      )}
    </small>
  );
}

const arrow = (state: string | undefined) => (state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : '');

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
