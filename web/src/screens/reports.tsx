import { useEffect, useRef, useState } from 'react';
import { useQuery } from '../api/hooks';
import { CurrentWorkspaceDocument, ReportDimensionsDocument, type ReportDimensionsQuery } from '../generated/graphql';
import { useT } from '../i18n';
import { useColumnChoice } from '../ui/column-picker';
import { FormErrors } from '../ui/form';
import { isBuiltInMetric, metricFormat, metricLabel } from '../ui/metric-labels';
import { exportNumber, formatCount, formatDecimal, formatMoney, formatPercent } from '../ui/numbers';
import { instantsInWords, usePeriod } from '../ui/period';
import { ReadFrom } from '../ui/read-from';
import '../ui/analytics.css';
import { DEFAULT_REPORT_COLUMNS } from './report-columns';
import { definitionOf, draftOf, errorsOfList, type ReportDraft } from './report-definition';
import type { Sheet } from './report-export';
import { DimensionFilters, MetricFilters } from './report-filters';
import { CustomMetricsPanel } from './report-metrics';
import { useDimensionLabel } from './report-labels';
import { type Report, type ReportRun, useReportRun } from './report-run';
import { SavedReportsPanel } from './report-saved';
import { ReportSettingsForm, SettingsSummary, usePeriodWords } from './report-settings';
import { draftPeriod, startDraft } from './report-start';
import { ReportTable, type Show } from './report-table';
import { ReportToolbar } from './report-toolbar';

type Dimension = ReportDimensionsQuery['report_dimensions'][number];

/** The draft the screen edits: the app's period (or the report a link carries), following the top bar. */
function useReportDraft() {
  const { period: appPeriod } = usePeriod();
  const [draft, setDraft] = useState<ReportDraft>(() => startDraft(appPeriod, window.location.search));
  const followed = useRef(appPeriod);
  useEffect(() => {
    if (followed.current === appPeriod) return;
    followed.current = appPeriod;
    setDraft((d) => ({ ...d, ...draftPeriod(appPeriod) }));
  }, [appPeriod]);
  return [draft, setDraft] as const;
}

/** Metric values as they read: money in the workspace's currency, percentages, counts, decimals. */
function useShow(): Show {
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const currency = workspace.data?.workspace.base_currency ?? 'USD';
  return (metric, v) => {
    const kind = metricFormat(metric);
    if (kind === 'money') return formatMoney(v, currency);
    if (kind === 'percent') return formatPercent(v);
    return kind === 'count' ? formatCount(v) : formatDecimal(v);
  };
}

/** The answer's line above the table: rows, the period in words with its time zone, where it was read. */
function ReportFacts({ report, draft }: { report: Report; draft: ReportDraft }) {
  const { t } = useT('reports');
  const period = usePeriodWords();
  const dates = instantsInWords(report.period, report.time_zone);
  const named = draft.period === 'custom' ? dates : `${period(draft)}: ${dates}`;
  return (
    <p className="muted" data-testid="report-facts">
      {t('facts.rows', { count: report.total_rows, rows: formatCount(report.total_rows) })} ·{' '}
      <span title={`${report.period.from} → ${report.period.to}`}>
        {t('facts.period', { period: named, zone: report.time_zone })}
      </span>{' '}
      · <ReadFrom storage={report.storage} />
    </p>
  );
}

/** The settings' panels under the form: filters, custom metrics and saved reports. */
function SettingsPanels({
  draft,
  run,
  dimensions,
  change,
}: {
  draft: ReportDraft;
  run: ReportRun;
  dimensions: Dimension[];
  change: (patch: Partial<ReportDraft>) => void;
}) {
  const filterErrors = errorsOfList(run.errors, 'filters');
  const metricFilterErrors = errorsOfList(filterErrors.other, 'metric_filters');
  const localMetricErrors = errorsOfList(metricFilterErrors.other, 'custom_metrics');
  const customNames = draft.custom_metrics.map((m) => m.name).filter(Boolean);
  return (
    <div className="report-panels">
      <DimensionFilters
        dimensions={dimensions}
        filters={draft.filters}
        errors={filterErrors.byIndex}
        onChange={(filters) => change({ filters })}
      />
      <MetricFilters
        metrics={[...new Set([...run.metricNames, ...customNames])]}
        filters={draft.metric_filters}
        errors={metricFilterErrors.byIndex}
        onChange={(metric_filters) => change({ metric_filters })}
      />
      <CustomMetricsPanel
        local={draft.custom_metrics}
        localErrors={localMetricErrors.byIndex}
        onLocalChange={(custom_metrics) => change({ custom_metrics })}
        onGlobalsChange={() => run.report && void run.load()}
      />
      <SavedReportsPanel
        definition={() => definitionOf(draft)}
        onLoad={(definition) => run.rerun(draftOf(definition), 0)}
      />
    </div>
  );
}

/**
 * Table report: dimensions (drill-down chain), period and date basis, comparison, dimension and
 * metric filters, custom metrics, sorting by any column, pages, totals, W/B marks of the first
 * dimension, saved reports, and exports. Results first: the report runs as soon as it is valid and
 * the settings stay folded above it. The panels live in their own files (report-*.tsx).
 */
export function ReportsScreen() {
  const { t } = useT('reports');
  const dims = useQuery(ReportDimensionsDocument, {});
  const [draft, setDraft] = useReportDraft();
  const run = useReportRun(draft, setDraft);
  const show = useShow();
  const dimensions = dims.data?.report_dimensions ?? [];
  // Sub ids by the name the sources give them ("zone (sub ID 1)").
  const label = useDimensionLabel(dimensions);
  const change = (patch: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const { report } = run;
  const otherErrors = errorsOfList(
    errorsOfList(errorsOfList(run.errors, 'filters').other, 'metric_filters').other,
    'custom_metrics',
  ).other;

  // The API's metrics follow the user's column choice; custom metrics (global or this report's) are
  // always shown: the user made them to see them.
  const answered = report?.metrics ?? [];
  const builtIn = answered.filter(isBuiltInMetric);
  const choice = useColumnChoice('report', builtIn, DEFAULT_REPORT_COLUMNS);
  const metrics = answered.filter((m) => !isBuiltInMetric(m) || choice.shown.includes(m));
  const first = draft.chain[0];
  const sheet: Sheet = {
    header: [label(first), ...metrics.map(metricLabel)],
    rows: (report?.rows ?? []).map((r) => [
      r.labels[first] ?? r.values[first],
      ...metrics.map((m) => exportNumber((r.metrics as Record<string, unknown>)[m])),
    ]),
  };
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('common:nav.reports')}</h1>
      <details
        className="report-drawer"
        open={run.settingsOpen || !run.valid}
        onToggle={(e) => run.setSettingsOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <SettingsSummary draft={draft} label={label} />
        <ReportSettingsForm
          draft={draft}
          dimensions={dimensions}
          label={label}
          running={run.running}
          change={change}
          onRun={() => run.rerun({}, 0)}
        />
        <SettingsPanels draft={draft} run={run} dimensions={dimensions} change={change} />
      </details>
      <FormErrors errors={otherErrors} />
      {report && (
        <>
          <ReportFacts report={report} draft={draft} />
          <ReportToolbar draft={draft} sheet={sheet} builtIn={builtIn} shown={choice.shown} onShown={choice.setShown} />
          <ReportTable run={run} draft={draft} metrics={metrics} show={show} label={label} />
        </>
      )}
    </section>
  );
}
