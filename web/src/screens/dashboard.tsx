import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { subscribe } from '../api/live';
import {
  LiveDashboardDocument,
  MyPreferencesDocument,
  ReportDashboardDocument,
  UpdateMyPreferencesDocument,
  type ReportDashboardQuery,
} from '../generated/graphql';
import { Chart, type ChartOption } from '../ui/chart';
import { formatNumber } from '../ui/numbers';
import '../ui/analytics.css';

type Dashboard = ReportDashboardQuery['report_dashboard'];

/** The blocks in their default order; the server keeps each user's order (GET/PUT /me/preferences). */
const BLOCKS = [
  ['kpis', 'Key figures'],
  ['series', 'Revenue and cost'],
  ['funnel', 'Funnel'],
  ['heat_map', 'Clicks by weekday and hour'],
  ['clicks_by_country', 'Clicks by country'],
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
  ['cr', 'CR %'],
  ['revenue', 'Revenue'],
  ['epc', 'EPC'],
  ['cost', 'Cost'],
  ['profit', 'Profit'],
  ['roi', 'ROI %'],
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
  const [period, setPeriod] = useState('today');
  const dashboard = useQuery(ReportDashboardDocument, { period });
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
          <div className="field">
            <label htmlFor="dashboard-period">Period</label>
            <select id="dashboard-period" value={period} onChange={(e) => setPeriod(e.target.value)}>
              <option value="today">Today</option>
              <option value="7d">Last 7 days</option>
              <option value="30d">Last 30 days</option>
            </select>
          </div>
          <button type="button" className="secondary" onClick={() => save(DEFAULT_ORDER)}>
            Reset layout
          </button>
        </div>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {data
          ? `${data.period.from} → ${data.period.to} (${data.time_zone}) · compared with
            ${data.previous_period?.from ?? '—'} → ${data.previous_period?.to ?? '—'}`
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
              <Block id={id} data={data} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Block({ id, data }: { id: BlockId; data: Dashboard }) {
  switch (id) {
    case 'kpis':
      return <Kpis data={data} />;
    case 'series':
      return <Series data={data} />;
    case 'funnel':
      return <DashboardFunnel data={data} />;
    case 'heat_map':
      return <HeatMap data={data} />;
    case 'clicks_by_country':
      return <Countries data={data} />;
    case 'top_campaigns':
      return (
        <RankTable
          caption="Top campaigns by profit"
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
          head="Country"
          rows={data.top_countries.map((c) => ({
            key: c.country ?? '',
            name: c.country ?? 'unknown',
            metrics: c.metrics as Record<string, unknown>,
          }))}
        />
      );
  }
}

function Kpis({ data }: { data: Dashboard }) {
  const kpis = data.kpis as Record<string, number | null>;
  const previous = data.previous_kpis as Record<string, number | null>;
  return (
    <dl className="kpis">
      {KPIS.map(([name, label]) => {
        const delta = change(kpis[name], previous[name]);
        return (
          <div key={name} className="kpi">
            <dt>{label}</dt>
            <dd data-testid={`kpi-${name}`}>{formatNumber(kpis[name])}</dd>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the delta for screen readers and the tests */}
            <dd
              className={`delta ${delta.startsWith('+') ? 'up' : delta.startsWith('-') ? 'down' : ''}`}
              aria-label={`${label} change from the previous period`}
            >
              {delta} <span className="muted">(was {formatNumber(previous[name])})</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Series({ data }: { data: Dashboard }) {
  const option = useMemo<ChartOption>(() => {
    const points = data.series.points;
    const value = (name: string) => points.map((p) => Number((p.metrics as Record<string, unknown>)[name] ?? 0));
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

function DashboardFunnel({ data }: { data: Dashboard }) {
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          left: 10,
          right: 10,
          top: 10,
          bottom: 10,
          label: { position: 'inside', formatter: '{c}' },
          data: data.funnel.map((s) => ({ name: s.stage, value: s.count })),
        },
      ],
    }),
    [data],
  );
  return (
    <div className="chart-with-list">
      <Chart option={option} label="Funnel: clicks, unique clicks, conversions, sales" height={220} />
      <ul className="plain">
        {data.funnel.map((s) => (
          <li key={s.stage}>
            {s.stage}: <strong>{formatNumber(s.count)}</strong>{' '}
            {s.share_of_first != null && <span className="muted">({formatNumber(s.share_of_first)}% of clicks)</span>}
          </li>
        ))}
      </ul>
    </div>
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

function Countries({ data }: { data: Dashboard }) {
  const top = data.clicks_by_country.slice(0, 15);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 60, right: 20, top: 10, bottom: 20 },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', inverse: true, data: top.map((c) => c.country ?? 'unknown') },
      series: [{ name: 'Clicks', type: 'bar', data: top.map((c) => c.clicks) }],
    }),
    [top],
  );
  if (!top.length) return <p className="muted">No clicks in this period.</p>;
  return (
    <Chart
      option={option}
      label={`Clicks by country: ${top.map((c) => `${c.country ?? 'unknown'} ${c.clicks}`).join(', ')}`}
      height={Math.max(120, 28 * top.length + 40)}
    />
  );
}

function RankTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { key: string; name: string; metrics: Record<string, unknown> }[];
}) {
  const columns = ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi'];
  return (
    <table className="data compact">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {columns.map((c) => (
            <th key={c} scope="col" className="num">
              {c}
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
            <td>{row.name}</td>
            {columns.map((c) => (
              <td key={c} className="num">
                {formatNumber(row.metrics[c])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
