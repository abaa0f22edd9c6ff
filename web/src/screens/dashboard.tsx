import { lazy, Suspense, useEffect, useMemo, useState, type DragEvent } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { subscribe } from '../api/live';
import {
  CurrentWorkspaceDocument,
  LiveDashboardDocument,
  ReportDocument,
  MyPreferencesDocument,
  ReportDashboardDocument,
  UpdateMyPreferencesDocument,
  type ReportDashboardQuery,
} from '../generated/graphql';
import { Chart, type ChartOption } from '../ui/chart';
import { formatCount, formatMoney, formatPercent } from '../ui/numbers';
import { instantsInWords, periodArgs, usePeriod, type PeriodArgs } from '../ui/period';
import { useT } from '../i18n';
import { countryName } from '../ui/countries';
import { metricFormat, metricLabel } from '../ui/metric-labels';
import '../ui/analytics.css';
import type { CountryFigures, MapMetric } from '../ui/world-map';

// The map and its geometry load only when the block is shown (bundle budget, docs/web.md).
const WorldMap = lazy(() => import('../ui/world-map').then((m) => ({ default: m.WorldMap })));

type Dashboard = ReportDashboardQuery['report_dashboard'];

/** The blocks in their default order; the server keeps each user's order (GET/PUT /me/preferences). */
const BLOCKS = [
  ['kpis', 'Key figures'],
  ['series', 'Revenue and cost'],
  ['funnel', 'Funnel'],
  ['heat_map', 'Clicks by weekday and hour'],
  ['clicks_by_country', 'Countries on the map'],
  ['top_campaigns', 'Top campaigns'],
  ['top_countries', 'Top countries'],
] as const;
type BlockId = (typeof BLOCKS)[number][0];
const TITLE = Object.fromEntries(BLOCKS) as Record<BlockId, string>;
const DEFAULT_ORDER = BLOCKS.map(([id]) => id) as BlockId[];

const KPIS: [string, string][] = [
  ['clicks', 'Clicks'],
  ['unique_clicks', 'Unique clicks'],
  ['conversions', 'Conversions'],
  ['sales', 'Sales'],
  ['cr', 'CR, %'],
  ['revenue', 'Revenue'],
  ['epc', 'EPC'],
  ['cost', 'Cost'],
  ['profit', 'Profit'],
  ['roi', 'ROI, %'],
];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Listed blocks first in their order, then any block the saved layout does not name (a new one). */
function orderOf(layout: readonly string[] | null | undefined): BlockId[] {
  const listed = (layout ?? []).filter((id): id is BlockId => (DEFAULT_ORDER as string[]).includes(id));
  return [...listed, ...DEFAULT_ORDER.filter((id) => !listed.includes(id))];
}

function change(current: unknown, previous: unknown): string {
  if (typeof current !== 'number' || typeof previous !== 'number' || previous === 0)
    return current != null && previous === 0 && current !== 0 ? 'new' : '—';
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/**
 * Dashboard (GET /reports/dashboard): KPIs with the previous period's change, revenue and cost,
 * funnel, 7×24 heat map, clicks by country, top campaigns and countries. Reloads on each
 * live_dashboard message; the blocks' order is the user's, kept by the API.
 */

export function DashboardScreen() {
  // The app's period drives the dashboard, any range, compared with the range before (docs/decisions.md).
  const { t } = useT('dashboard');
  const { period: appPeriod } = usePeriod();
  const period = periodArgs(appPeriod);
  const dashboard = useQuery(ReportDashboardDocument, period);
  const preferences = useQuery(MyPreferencesDocument, {});
  const [order, setOrder] = useState<BlockId[] | null>(null);
  const [layoutStatus, setLayoutStatus] = useState('');
  const [dragged, setDragged] = useState<BlockId | null>(null);
  const [updates, setUpdates] = useState(0);
  const { reload } = dashboard;

  useEffect(
    () =>
      subscribe(LiveDashboardDocument, {}, () => {
        setUpdates((n) => n + 1);
        reload();
      }),
    [reload],
  );

  const blocks =
    order ??
    (preferences.data || preferences.error ? orderOf(preferences.data?.my_preferences.dashboard_layout) : null);

  const save = (next: BlockId[]) => {
    setOrder(next);
    setLayoutStatus('Saving layout…');
    run(UpdateMyPreferencesDocument, { input: { dashboard_layout: next } }).then(
      () => setLayoutStatus('Layout saved.'),
      (e) => setLayoutStatus(`Layout not saved: ${messageOf(e)}`),
    );
  };
  const move = (id: BlockId, by: number) => {
    if (!blocks) return;
    const from = blocks.indexOf(id);
    const to = from + by;
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    next.splice(from, 1);
    next.splice(to, 0, id);
    save(next);
  };
  const drop = (target: BlockId) => (event: DragEvent) => {
    event.preventDefault();
    if (!blocks || !dragged || dragged === target) return;
    move(dragged, blocks.indexOf(target) - blocks.indexOf(dragged));
    setDragged(null);
  };

  const data = dashboard.data?.report_dashboard;
  return (
    <section aria-labelledby="screen-title">
      <div className="screen-head">
        <h1 id="screen-title">Dashboard</h1>
        <div className="inline-form">
          <button type="button" className="secondary" onClick={() => save(DEFAULT_ORDER)}>
            Reset layout
          </button>
        </div>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {data
          ? t('comparedWith', {
              period: instantsInWords(data.period, data.time_zone),
              zone: data.time_zone,
              previous: data.previous_period ? instantsInWords(data.previous_period, data.time_zone) : '—',
            })
          : dashboard.loading
            ? 'Loading…'
            : ''}
        {updates > 0 && ` · updated live ${updates}×`}
        {layoutStatus && ` · ${layoutStatus}`}
      </p>
      {dashboard.error != null && (
        <p className="form-error" role="alert">
          {messageOf(dashboard.error)}
        </p>
      )}
      {data && blocks && (
        <ol className="dashboard" aria-label="Dashboard blocks (drag, or use the move buttons, to rearrange)">
          {blocks.map((id, index) => (
            <li
              key={id}
              className={`dash-block dash-${id}${dragged === id ? ' dragging' : ''}`}
              draggable
              onDragStart={() => setDragged(id)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={drop(id)}
              data-block={id}
            >
              <div className="dash-head">
                <h2>{TITLE[id]}</h2>
                <span className="row-actions">
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Move ${TITLE[id]} up`}
                    disabled={index === 0}
                    onClick={() => move(id, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Move ${TITLE[id]} down`}
                    disabled={index === blocks.length - 1}
                    onClick={() => move(id, 1)}
                  >
                    ↓
                  </button>
                </span>
              </div>
              <Block id={id} data={data} period={period} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Block({ id, data, period }: { id: BlockId; data: Dashboard; period: PeriodArgs }) {
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const currency = workspace.data?.workspace.base_currency ?? 'USD';
  switch (id) {
    case 'kpis':
      return <Kpis data={data} currency={currency} />;
    case 'series':
      return <Series data={data} />;
    case 'funnel':
      return <DashboardFunnel data={data} />;
    case 'heat_map':
      return <HeatMap data={data} />;
    case 'clicks_by_country':
      return <Countries data={data} period={period} />;
    case 'top_campaigns':
      return (
        <RankTable
          caption="Top campaigns by profit"
          currency={currency}
          head="Campaign"
          rows={data.top_campaigns.map((c) => ({
            key: c.id ?? '',
            name: c.name ?? '—',
            metrics: c.metrics as Record<string, unknown>,
          }))}
        />
      );
    case 'top_countries':
      return (
        <RankTable
          caption="Top countries by revenue"
          currency={currency}
          head="Country"
          rows={data.top_countries.map((c) => ({
            key: c.country ?? '',
            name: countryName(c.country),
            metrics: c.metrics as Record<string, unknown>,
          }))}
        />
      );
  }
}

function Kpis({ data, currency }: { data: Dashboard; currency: string }) {
  const value = (name: string, v: unknown) => {
    const kind = metricFormat(name);
    return kind === 'money' ? formatMoney(v, currency) : kind === 'percent' ? formatPercent(v) : formatCount(v);
  };
  const kpis = data.kpis as Record<string, number | null>;
  const previous = data.previous_kpis as Record<string, number | null>;
  return (
    <dl className="kpis">
      {KPIS.map(([name, label]) => {
        const delta = change(kpis[name], previous[name]);
        return (
          <div key={name} className="kpi">
            <dt>{label}</dt>
            <dd data-testid={`kpi-${name}`}>{value(name, kpis[name])}</dd>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the delta for screen readers and the tests */}
            <dd
              className={`delta ${delta.startsWith('+') ? 'up' : delta.startsWith('-') ? 'down' : ''}`}
              aria-label={`${label} change from the previous period`}
            >
              {delta} <span className="muted">(was {value(name, previous[name])})</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The hour of now in a time zone (0–23) and its local date, to leave hours not reached yet empty. */
function localNow(timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

function Series({ data }: { data: Dashboard }) {
  const option = useMemo<ChartOption>(() => {
    const points = data.series.points;
    const now = localNow(data.time_zone);
    // An hour of today not reached yet has no value (a gap), not a zero.
    const future = (bucket: string) =>
      data.series.interval === 'hour' &&
      (bucket.slice(0, 10) > now.date || (bucket.slice(0, 10) === now.date && Number(bucket.slice(11, 13)) > now.hour));
    const value = (name: string) =>
      points.map((p) => (future(p.bucket) ? null : Number((p.metrics as Record<string, unknown>)[name] ?? 0)));
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: ['Revenue', 'Cost'], top: 0 },
      grid: { left: 50, right: 20, top: 36, bottom: 30 },
      // Hours as 14:00, days as 11-26.
      xAxis: {
        type: 'category',
        data: points.map((p) => (data.series.interval === 'hour' ? p.bucket.slice(11, 16) : p.bucket.slice(5, 10))),
      },
      yAxis: { type: 'value' },
      series: [
        { name: 'Revenue', type: 'line', data: value('revenue'), areaStyle: { opacity: 0.15 } },
        { name: 'Cost', type: 'line', data: value('cost') },
      ],
    };
  }, [data]);
  return <Chart option={option} label={`Revenue and cost per ${data.series.interval}`} />;
}

const STAGE_NAMES: Record<string, string> = {
  clicks: 'Clicks',
  unique_clicks: 'Unique clicks',
  conversions: 'Conversions',
  leads: 'Leads',
  sales: 'Sales',
};

/** The funnel as bars: each stage's count and its share of the clicks, readable at any size. */
function DashboardFunnel({ data }: { data: Dashboard }) {
  const first = data.funnel[0]?.count ?? 0;
  return (
    <ol className="funnel-bars" aria-label="Funnel: clicks, unique clicks, conversions, sales">
      {data.funnel.map((s) => {
        const share = first ? (Number(s.count) / Number(first)) * 100 : 0;
        return (
          <li key={s.stage}>
            <span className="funnel-label">{STAGE_NAMES[s.stage] ?? s.stage}</span>
            <span className="funnel-track">
              <span
                className="funnel-bar"
                ref={(node) => node?.style.setProperty('width', `${Math.max(share, 0.5)}%`)}
              />
            </span>
            <span className="funnel-value num">
              <strong>{formatCount(s.count)}</strong>{' '}
              <span className="muted">{s.share_of_first != null ? formatPercent(s.share_of_first) : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function HeatMap({ data }: { data: Dashboard }) {
  const option = useMemo<ChartOption>(() => {
    const cells = data.heat_map.flatMap((row, day) => row.map((clicks, hour) => [hour, day, clicks]));
    return {
      tooltip: { position: 'top' },
      grid: { left: 45, right: 70, top: 10, bottom: 30 },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => String(h)), splitArea: { show: true } },
      yAxis: { type: 'category', data: DAYS, inverse: true, splitArea: { show: true } },
      visualMap: {
        min: 0,
        max: Math.max(1, ...cells.map((c) => c[2])),
        orient: 'vertical',
        right: 0,
        top: 'middle',
        itemHeight: 140,
        itemWidth: 12,
      },
      series: [{ name: 'Clicks', type: 'heatmap', data: cells }],
    };
  }, [data]);
  return <Chart option={option} label="Clicks by day of week (Monday first) and hour" />;
}

const MAP_METRICS: [MapMetric, string][] = [
  ['clicks', 'Clicks'],
  ['conversions', 'Conversions'],
  ['revenue', 'Revenue'],
  ['cost', 'Cost'],
  ['profit', 'Profit'],
  ['roi', 'ROI, %'],
];

/** Countries coloured by the chosen metric on a world map (the report by country of the same period). */
function Countries({ data, period }: { data: Dashboard; period: PeriodArgs }) {
  const [metric, setMetric] = useState<MapMetric>('clicks');
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const report = useQuery(ReportDocument, {
    dimensions: ['country'],
    metrics: ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi'],
    limit: 300,
    ...period,
  });
  const { reload } = report;
  // The dashboard's data changes on each live message: the map follows.
  useEffect(() => {
    if (data) reload();
  }, [data, reload]);
  const rows = useMemo<CountryFigures[]>(
    () =>
      (report.data?.report.rows ?? [])
        .map((r) => ({ country: String(r.values.country ?? ''), ...(r.metrics as Omit<CountryFigures, 'country'>) }))
        .filter((r) => /^[A-Z]{2}$/.test(r.country)),
    [report.data],
  );
  if (report.error != null) return <p className="form-error">{messageOf(report.error)}</p>;
  return (
    <div className="country-map">
      <div className="field inline">
        <label htmlFor="map-metric">Colour by</label>{' '}
        <select id="map-metric" value={metric} onChange={(e) => setMetric(e.target.value as MapMetric)}>
          {MAP_METRICS.map(([m, label]) => (
            <option key={m} value={m}>
              {label}
            </option>
          ))}
        </select>
        {report.data && rows.length === 0 && (
          <span className="muted"> No clicks from a known country in this period.</span>
        )}
      </div>
      <Suspense fallback={<p className="muted">Loading the map…</p>}>
        <WorldMap rows={rows} metric={metric} currency={workspace.data?.workspace.base_currency ?? 'USD'} />
      </Suspense>
    </div>
  );
}

function RankTable({
  caption,
  head,
  rows,
  currency,
}: {
  caption: string;
  head: string;
  rows: { key: string; name: string; metrics: Record<string, unknown> }[];
  currency: string;
}) {
  const columns = ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi'];
  const show = (metric: string, v: unknown) => {
    const kind = metricFormat(metric);
    return kind === 'money' ? formatMoney(v, currency) : kind === 'percent' ? formatPercent(v) : formatCount(v);
  };
  return (
    <table className="data compact">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {columns.map((c) => (
            <th key={c} scope="col" className="num nowrap">
              {metricLabel(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length + 1} className="muted">
              Nothing in this period.
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key}>
            <td>
              <div className="name-cell" title={row.name}>
                {row.name}
              </div>
            </td>
            {columns.map((c) => {
              const v = row.metrics[c];
              const sign = (c === 'profit' || c === 'roi') && typeof v === 'number' ? Math.sign(v) : 0;
              return (
                <td key={c} className={`num nowrap${sign > 0 ? ' pos' : sign < 0 ? ' neg' : ''}`}>
                  {show(c, v)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
