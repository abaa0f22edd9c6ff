import { useQuery } from '../api/hooks';
import { CurrentWorkspaceDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { countryName } from '../ui/countries';
import { Flag } from '../ui/flags';
import { dimensionLabel, metricFormat, metricLabel } from '../ui/metric-labels';
import { formatChange, formatCount, formatMoney, formatPercent } from '../ui/numbers';
import type { PeriodArgs } from '../ui/period';
import { useMetricTooltip } from '../ui/revenue-basis';
import { HeatMap, Series } from './dashboard-charts';
import type { Dashboard } from './dashboard-data';
import { Countries } from './dashboard-map';

/** The blocks in their default order; the server keeps each user's order (GET/PUT /me/preferences). */
const BLOCK_IDS = [
  'kpis',
  'series',
  'funnel',
  'heat_map',
  'clicks_by_country',
  'top_campaigns',
  'top_countries',
] as const;
export type BlockId = (typeof BLOCK_IDS)[number];
export const DEFAULT_ORDER: BlockId[] = [...BLOCK_IDS];

const KPIS = ['clicks', 'unique_clicks', 'conversions', 'sales', 'cr', 'revenue', 'epc', 'cost', 'profit', 'roi'];
const RANKED = ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi'];

/** A metric's value as it reads: money in the base currency, a percentage or a count, in the user's language. */
export function metricValue(metric: string, value: unknown, currency: string): string {
  const kind = metricFormat(metric);
  return kind === 'money'
    ? formatMoney(value, currency)
    : kind === 'percent'
      ? formatPercent(value)
      : formatCount(value);
}

/** The change against the previous period in percent, or null where there is nothing to compare with. */
function change(current: unknown, previous: unknown): number | 'new' | null {
  if (typeof current !== 'number' || typeof previous !== 'number' || previous === 0)
    return current != null && previous === 0 && current !== 0 ? 'new' : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

export function Block({ id, data, period }: { id: BlockId; data: Dashboard; period: PeriodArgs }) {
  const { t } = useT('dashboard');
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
          caption={t('top.campaigns')}
          currency={currency}
          head={dimensionLabel('campaign')}
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
          caption={t('top.countries')}
          currency={currency}
          head={dimensionLabel('country')}
          rows={data.top_countries.map((c) => ({
            key: c.country ?? '',
            name: countryName(c.country),
            flag: c.country,
            metrics: c.metrics as Record<string, unknown>,
          }))}
        />
      );
  }
}

function Kpis({ data, currency }: { data: Dashboard; currency: string }) {
  const { t } = useT('dashboard');
  const tooltip = useMetricTooltip();
  const kpis = data.kpis as Record<string, number | null>;
  const previous = data.previous_kpis as Record<string, number | null>;
  return (
    <dl className="kpis">
      {KPIS.map((name) => {
        const label = metricLabel(name);
        const delta = change(kpis[name], previous[name]);
        const sign = typeof delta === 'number' ? Math.sign(Number(delta.toFixed(1))) : 0;
        return (
          <div key={name} className="kpi">
            <dt title={tooltip(name)}>{label}</dt>
            <dd data-testid={`kpi-${name}`}>{metricValue(name, kpis[name], currency)}</dd>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the delta for screen readers and the tests */}
            <dd
              className={`delta ${sign > 0 ? 'up' : sign < 0 ? 'down' : ''}`}
              aria-label={t('kpi.change', { metric: label })}
            >
              {delta === 'new' ? t('kpi.new') : delta === null ? '—' : formatChange(delta)}{' '}
              <span className="muted">{t('kpi.was', { value: metricValue(name, previous[name], currency) })}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The funnel as bars: each stage's count and its share of the clicks, readable at any size. */
function DashboardFunnel({ data }: { data: Dashboard }) {
  const { t } = useT('dashboard');
  const first = data.funnel[0]?.count ?? 0;
  return (
    <ol className="funnel-bars" aria-label={t('funnel')}>
      {data.funnel.map((s) => {
        const share = first ? (Number(s.count) / Number(first)) * 100 : 0;
        return (
          <li key={s.stage}>
            <span className="funnel-label">{metricLabel(s.stage)}</span>
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

/** Top campaigns or countries: a compact table, profit and ROI coloured by sign. */
function RankTable({
  caption,
  head,
  rows,
  currency,
}: {
  caption: string;
  head: string;
  rows: { key: string; name: string; flag?: string | null; metrics: Record<string, unknown> }[];
  currency: string;
}) {
  const { t } = useT('dashboard');
  const tooltip = useMetricTooltip();
  return (
    <table className="data compact">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {RANKED.map((c) => (
            <th key={c} scope="col" className="num nowrap" title={tooltip(c)}>
              {metricLabel(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={RANKED.length + 1} className="muted">
              {t('top.none')}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key}>
            <td>
              <div className="name-cell" title={row.name}>
                {row.flag !== undefined && <Flag code={row.flag} />}
                {row.name}
              </div>
            </td>
            {RANKED.map((c) => {
              const v = row.metrics[c];
              const sign = (c === 'profit' || c === 'roi') && typeof v === 'number' ? Math.sign(v) : 0;
              return (
                <td key={c} className={`num nowrap${sign > 0 ? ' pos' : sign < 0 ? ' neg' : ''}`}>
                  {metricValue(c, v, currency)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
