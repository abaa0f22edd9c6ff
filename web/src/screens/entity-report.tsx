import { Fragment, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  CurrentWorkspaceDocument,
  ReportDimensionsDocument,
  ReportDocument,
  type ReportDimensionFilter,
} from '../generated/graphql';
import { useT } from '../i18n';
import { Chart, type ChartOption } from '../ui/chart';
import { countryName } from '../ui/countries';
import { formatCount, formatMoney, formatPercent } from '../ui/numbers';
import { periodArgs, periodRange, usePeriod } from '../ui/period';
import './loop.css';

export type EntityDimension = 'campaign' | 'offer' | 'landing' | 'source';
const METRICS = ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi', 'cr', 'epc'] as const;
/** The one-click groupings, in the order a buyer reaches for them; source tokens and sub ids follow. */
const FIRST = ['country', 'offer', 'landing', 'flow', 'device_type', 'os', 'browser'];
type Row = { values: Record<string, unknown>; labels: Record<string, unknown>; metrics: Record<string, unknown> };

/** The link to the Reports screen with this report's filter, groupings and period. */
export function reportsLink(definition: Record<string, unknown>): string {
  return `/reports?report=${encodeURIComponent(JSON.stringify(definition))}`;
}

function useShow() {
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const currency = workspace.data?.workspace.base_currency ?? 'USD';
  return (metric: string, v: unknown) =>
    metric === 'clicks' || metric === 'conversions'
      ? formatCount(v)
      : metric === 'roi' || metric === 'cr'
        ? formatPercent(v)
        : formatMoney(v, currency);
}

function KeyFigures({ totals }: { totals: Record<string, unknown> | undefined }) {
  const { t } = useT('entityReport');
  const show = useShow();
  return (
    <div className="loop-figures" data-testid="key-figures">
      {METRICS.map((m) => {
        const v = totals?.[m];
        const sign =
          (m === 'profit' || m === 'roi') && typeof v === 'number' ? (v > 0 ? 'pos' : v < 0 ? 'neg' : '') : '';
        return (
          <div key={m} className="loop-figure">
            <span className="muted">{t(`metrics.${m}`)}</span>
            <strong className={sign} data-metric={m}>
              {totals ? show(m, v) : '…'}
            </strong>
          </div>
        );
      })}
    </div>
  );
}

function Series({ rows, hourly }: { rows: Row[]; hourly: boolean }) {
  const { t } = useT('entityReport');
  const option = useMemo<ChartOption>(() => {
    const key = hourly ? 'hour' : 'date';
    // A day's 24 hours all drawn (an hour without clicks is a zero, not a gap in the axis).
    const byHour = new Map(rows.map((r) => [Number(r.values.hour), r]));
    const sorted = hourly
      ? Array.from({ length: 24 }, (_, h) => byHour.get(h) ?? { values: { hour: h }, labels: {}, metrics: {} })
      : [...rows].sort((a, b) => String(a.values[key]).localeCompare(String(b.values[key]), 'en', { numeric: true }));
    const metric = (name: string) => sorted.map((r) => Number(r.metrics[name] ?? 0));
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: [t('metrics.revenue'), t('metrics.cost'), t('metrics.profit')], top: 0 },
      grid: { left: 50, right: 20, top: 36, bottom: 30 },
      xAxis: {
        type: 'category',
        data: sorted.map((r) =>
          hourly ? `${String(r.values.hour).padStart(2, '0')}:00` : String(r.values.date).slice(5),
        ),
      },
      yAxis: { type: 'value' },
      series: [
        { name: t('metrics.revenue'), type: 'line', data: metric('revenue'), areaStyle: { opacity: 0.15 } },
        { name: t('metrics.cost'), type: 'line', data: metric('cost') },
        { name: t('metrics.profit'), type: 'bar', data: metric('profit') },
      ],
    };
  }, [rows, hourly, t]);
  if (!rows.length) return <p className="muted">{t('noTraffic')}</p>;
  return <Chart option={option} label={hourly ? t('chartHourly') : t('chartDaily')} height={220} />;
}

/** A dimension value as a buyer reads it: a country's name, an entity's name, "(not set)" for none. */
function useValueText() {
  const { t } = useT('entityReport');
  return (dimension: string, row: Row) => {
    const value = row.values[dimension];
    if (value === null || value === undefined || value === '') return t('notSet');
    if (dimension === 'country') return countryName(String(value));
    return String(row.labels[dimension] ?? value);
  };
}

/** The grouping's rows; each one opens its rows by the "then by" dimension in place. */
function GroupTable({
  rows,
  group,
  then,
  variables,
}: {
  rows: Row[];
  group: string;
  then: string;
  variables: Record<string, unknown>;
}) {
  const { t } = useT('entityReport');
  const show = useShow();
  const text = useValueText();
  const [open, setOpen] = useState<Record<string, Row[] | string>>({});
  const expand = async (key: string, value: unknown) => {
    if (open[key]) return setOpen(({ [key]: _, ...rest }) => rest);
    try {
      // The row's value as one more filter (null matches an absent value), grouped by the next dimension.
      const filters = [
        ...((variables.filters as ReportDimensionFilter[]) ?? []),
        { dimension: group, operator: '=', value },
      ];
      const answer = await run(ReportDocument, { ...variables, filters, dimensions: [then], limit: 1000 });
      setOpen((o) => ({ ...o, [key]: answer.report.rows as Row[] }));
    } catch (e) {
      setOpen((o) => ({ ...o, [key]: messageOf(e) }));
    }
  };
  const cells = (row: Row) =>
    METRICS.map((m) => {
      const v = row.metrics[m];
      const sign =
        (m === 'profit' || m === 'roi') && typeof v === 'number' ? (v > 0 ? ' pos' : v < 0 ? ' neg' : '') : '';
      return (
        <td key={m} className={`num${sign}`}>
          {show(m, v)}
        </td>
      );
    });
  if (!rows.length) return <p className="muted">{t('noTraffic')}</p>;
  return (
    <div className="loop-preview loop-report">
      <table aria-label={t('groupTable')}>
        <thead>
          <tr>
            <th>{t('value')}</th>
            {METRICS.map((m) => (
              <th key={m} className="num">
                {t(`metrics.${m}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = JSON.stringify(row.values[group] ?? null);
            const children = open[key];
            return (
              <Fragment key={key}>
                <tr>
                  <td>
                    <button
                      type="button"
                      className="link"
                      aria-expanded={Boolean(children)}
                      onClick={() => expand(key, row.values[group] ?? null)}
                    >
                      {children ? '▾' : '▸'} <span title={text(group, row)}>{text(group, row)}</span>
                    </button>
                  </td>
                  {cells(row)}
                </tr>
                {typeof children === 'string' ? (
                  <tr>
                    <td colSpan={METRICS.length + 1} className="loop-error">
                      {children}
                    </td>
                  </tr>
                ) : (
                  children?.map((child) => (
                    <tr key={`${key}:${JSON.stringify(child.values[then] ?? null)}`} className="loop-child">
                      <td>
                        <span title={text(then, child)}>{text(then, child)}</span>
                      </td>
                      {cells(child)}
                    </tr>
                  ))
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One entity's own report for the app's period: key figures, a daily (hourly for one day) chart,
 * and one-click groupings whose rows open one level down in place; "Open in Reports" carries the
 * filter, the groupings and the period over.
 */
export function EntityReport({ dimension, id }: { dimension: EntityDimension; id: string }) {
  const { t } = useT('entityReport');
  const { period } = usePeriod();
  const args = periodArgs(period);
  const range = periodRange(period);
  const hourly = Boolean(range && range.from === range.to);
  const filters = [{ dimension, operator: '=', value: id }];
  const base = { metrics: [...METRICS], filters, ...args };
  const dims = useQuery(ReportDimensionsDocument, {});
  const available = dims.data?.report_dimensions ?? [];
  const label = (name: string) => {
    const sub = /^sub_id_(\d+)$/.exec(name);
    if (sub) return t('subId', { n: sub[1] });
    return t(`dimensions.${name}`, { defaultValue: available.find((d) => d.name === name)?.label ?? name });
  };
  // An offer, landing or source is seen by campaign (and by source) first; a campaign by its own parts.
  const first = dimension === 'campaign' ? FIRST : ['campaign', 'source', ...FIRST];
  const groupings = [
    ...first.filter((n) => n !== dimension && available.some((d) => d.name === n)),
    ...available.filter((d) => d.group === 'source_tokens').map((d) => d.name),
    ...available
      .filter((d) => d.group === 'sub_id')
      .slice(0, 5)
      .map((d) => d.name),
  ];
  const [group, setGroup] = useState('country');
  const [then, setThen] = useState('sub_id_1');
  const series = useQuery(ReportDocument, { ...base, dimensions: [hourly ? 'hour' : 'date'], limit: 1000 });
  const variables = { ...base, dimensions: [group], limit: 100, sort: [{ by: 'clicks', direction: 'desc' }] };
  const grouped = useQuery(ReportDocument, variables);
  const definition = { dimensions: [group, then], filters, ...args };

  return (
    <section aria-label={t('title')} className="loop-form">
      {series.error ? <p className="loop-error">{messageOf(series.error)}</p> : null}
      <KeyFigures totals={series.data?.report.totals as Record<string, unknown> | undefined} />
      <Series rows={(series.data?.report.rows ?? []) as Row[]} hourly={hourly} />
      <div className="loop-actions">
        <strong>{t('groupBy')}</strong>
        {groupings.map((name) => (
          <button
            key={name}
            type="button"
            className={name === group ? '' : 'secondary'}
            aria-pressed={name === group}
            onClick={() => setGroup(name)}
          >
            {label(name)}
          </button>
        ))}
      </div>
      <div className="loop-actions">
        <label htmlFor="entity-report-then">{t('thenBy')}</label>
        <select id="entity-report-then" value={then} onChange={(e) => setThen(e.target.value)}>
          {groupings
            .filter((n) => n !== group)
            .map((name) => (
              <option key={name} value={name}>
                {label(name)}
              </option>
            ))}
        </select>
        <Link to={reportsLink(definition)} className="button-link">
          {t('openInReports')}
        </Link>
      </div>
      {grouped.error ? (
        <p className="loop-error">{messageOf(grouped.error)}</p>
      ) : grouped.data && grouped.data.report.dimensions[0] === group ? (
        // The answer of this grouping only (the previous one's rows would read as "(not set)" meanwhile).
        <GroupTable
          key={group}
          rows={grouped.data.report.rows as Row[]}
          group={group}
          then={then === group ? 'sub_id_1' : then}
          variables={variables}
        />
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </section>
  );
}
