import { useT } from '../i18n';
import { periodInstants, usePeriod, type Period } from '../ui/period';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { mergeLive, useLiveFeed } from '../api/live-feed';
import {
  ClickLogCountriesDocument,
  ClickLogDocument,
  CurrentWorkspaceDocument,
  ListCampaignsDocument,
  LiveClicksDocument,
  type ClickLogQuery,
  type ClickLogQueryVariables,
  type DeliveryFilter,
  type TrafficKind,
} from '../generated/graphql';
import type { ColumnDef } from '@tanstack/react-table';
import { useChosenColumns } from '../ui/chosen-columns';
import { localTime } from '../ui/format';
import { PeriodRangeFilter } from '../ui/log-filters';
import { formatUnitCost } from '../ui/numbers';
import { LiveControls } from '../ui/live-controls';
import { ShortId } from '../ui/short-id';
import { DataTable } from '../ui/table';
import { ClickDetail } from './click-detail';

type Click = ClickLogQuery['click_log']['items'][number];
const DEFAULT_COLUMNS = ['click_id', 'campaign_name', 'geo', 'device', 'kind', 'outcome', 'subs', 'cost'];

/** The click log's columns; the time opens the click's details. */
function clickColumns(open: (click: Click) => void, currency: string): ColumnDef<Click, any>[] {
  return [
    {
      accessorKey: 'time',
      header: 'Time',
      meta: { always: true },
      cell: ({ row }) => (
        <button
          type="button"
          className="link nowrap time-link"
          aria-label={`Details of click ${row.original.click_id}`}
          onClick={() => open(row.original)}
        >
          {localTime(row.original.time)}
        </button>
      ),
    },
    { accessorKey: 'click_id', header: 'Click id', cell: ({ getValue }) => <ShortId id={getValue()} /> },
    {
      accessorKey: 'campaign_name',
      header: 'Campaign',
      cell: ({ getValue }) => (
        <span className="name-cell" title={getValue() ?? undefined}>
          {getValue() ?? '—'}
        </span>
      ),
    },
    { id: 'geo', header: 'Country / city', accessorFn: (c) => [c.country, c.city].filter(Boolean).join(' · ') },
    {
      id: 'device',
      header: 'Device',
      accessorFn: (c) => [c.device_type, c.os, c.browser].filter(Boolean).join(' · '),
    },
    {
      id: 'kind',
      header: 'Visitor',
      accessorFn: (c) =>
        [c.is_bot ? 'bot' : 'human', c.is_unique ? 'unique' : 'repeat', c.is_simulated ? 'simulated' : '']
          .filter(Boolean)
          .join(' · '),
    },
    { accessorKey: 'ip', header: 'IP' },
    { accessorKey: 'isp', header: 'ISP' },
    { accessorKey: 'language', header: 'Language' },
    { id: 'outcome', header: 'Outcome', accessorFn: (c) => `${c.outcome} · ${c.http_status}` },
    { accessorKey: 'select_reason', header: 'Flow chosen by' },
    { id: 'subs', header: 'sub_id 1–5', accessorFn: (c) => c.sub_ids.slice(0, 5).filter(Boolean).join(' · ') },
    {
      accessorKey: 'cost',
      header: 'Cost',
      meta: { numeric: true },
      cell: ({ getValue }) => formatUnitCost(getValue(), currency),
    },
    {
      accessorKey: 'destination',
      header: 'Destination',
      cell: ({ getValue }) => (
        <span className="name-cell url-cell" title={getValue() ?? undefined}>
          {getValue() ?? '—'}
        </span>
      ),
    },
    {
      accessorKey: 'referer',
      header: 'Referrer',
      cell: ({ getValue }) => (
        <span className="name-cell url-cell" title={getValue() ?? undefined}>
          {getValue() || '—'}
        </span>
      ),
    },
  ];
}

/** Outcomes where the visitor was sent nowhere (services/logs/click-log.ts REFUSED_OUTCOMES): the "refused" filter. */
const REFUSED = new Set(['no_match', 'do_nothing', 'campaign_off', 'show_404']);
const PERIODS = (t: (key: string) => string) =>
  [
    { value: 'app', label: t('appPeriod') },
    { value: '1', label: 'Last hour' },
    { value: '24', label: 'Last 24 hours' },
    { value: '168', label: 'Last 7 days' },
    { value: '720', label: 'Last 30 days' },
    { value: 'custom', label: 'From – to' },
  ] as const;

interface Filters {
  period: string;
  from: string;
  to: string;
  campaign_id: string;
  country: string[];
  traffic: '' | TrafficKind;
  delivery: '' | DeliveryFilter;
  click_id: string;
}
const NO_FILTERS: Filters = {
  period: 'app',
  from: '',
  to: '',
  campaign_id: '',
  country: [],
  traffic: '',
  delivery: '',
  click_id: '',
};

/** The API's query for the filters; a preset period ends now (so live clicks belong to it). */
function variablesOf(f: Filters, app: Period): ClickLogQueryVariables {
  const custom = f.period === 'custom';
  // The app's period (the top bar's), as instants in the workspace's zone.
  const appRange = f.period === 'app' ? periodInstants(app) : null;
  return {
    from: appRange
      ? appRange.from
      : custom
        ? f.from
          ? new Date(f.from).toISOString()
          : undefined
        : new Date(Date.now() - Number(f.period) * 3600_000).toISOString(),
    to: appRange ? appRange.to : custom && f.to ? new Date(f.to).toISOString() : undefined,
    campaign_id: f.campaign_id || undefined,
    country: f.country.length ? f.country : undefined,
    traffic: f.traffic || undefined,
    delivery: f.delivery || undefined,
    click_id: f.click_id.trim() || undefined,
    limit: 100,
  };
}

/** Does a live click pass the filters the page was loaded with? (The same rules as the API's.) */
function passes(v: ClickLogQueryVariables, click: Click): boolean {
  const time = Date.parse(click.time);
  if (v.from && time < Date.parse(v.from)) return false;
  if (v.to && time >= Date.parse(v.to)) return false;
  if (v.campaign_id && click.campaign_id !== v.campaign_id) return false;
  const countries = v.country as string[] | undefined;
  if (countries?.length && !countries.includes(click.country ?? '')) return false;
  if (v.traffic && click.is_bot !== (v.traffic === 'bot')) return false;
  if (v.delivery && REFUSED.has(click.outcome) !== (v.delivery === 'refused')) return false;
  const prefix = v.click_id?.toLowerCase().replace(/-/g, '');
  if (prefix && !click.click_id.replace(/-/g, '').startsWith(prefix)) return false;
  return true;
}

/**
 * Every recorded click, newest first, with filters, keyset pagination ("load more") and new clicks
 * arriving live at the top (subscription live_clicks) when the filters let them through.
 */
export function ClickLogScreen() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<{ filters: Filters; at: number }>({ filters: NO_FILTERS, at: Date.now() });
  const { t } = useT('clickLog');
  const { period: appPeriod } = usePeriod();
  const variables = useMemo(() => variablesOf(applied.filters, appPeriod), [applied, appPeriod]);
  const [rows, setRows] = useState<Click[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const campaigns = useQuery(ListCampaignsDocument, { limit: 500 });
  const countries = useQuery(ClickLogCountriesDocument, {
    from: variables.from,
    to: variables.to,
    campaign_id: variables.campaign_id,
  });
  const feed = useLiveFeed(
    LiveClicksDocument,
    (d) => d.live_clicks.clicks as Click[],
    (click) => passes(variables, click),
  );

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      try {
        const page = (await run(ClickLogDocument, { ...variables, cursor: after ?? undefined })).click_log;
        setRows((list) => (after ? [...list, ...page.items] : page.items));
        setCursor(page.next_cursor ?? null);
        setError(null);
      } catch (e) {
        setError(messageOf(e));
      } finally {
        setLoading(false);
      }
    },
    [variables],
  );
  const { clear } = feed;
  useEffect(() => {
    clear();
    void load(null);
  }, [load, clear]);

  const set = <K extends keyof Filters>(name: K, value: Filters[K]) => setDraft((f) => ({ ...f, [name]: value }));
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setApplied({ filters: draft, at: Date.now() });
  };
  const shown = mergeLive(feed.items, rows, (c) => c.click_id);
  const [detail, setDetail] = useState<Click | null>(null);
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const currency = workspace.data?.workspace.base_currency ?? 'USD';
  const columns = useChosenColumns('click_log', clickColumns(setDetail, currency), DEFAULT_COLUMNS);
  const fresh = new Set(feed.items.map((c) => c.click_id));

  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Click log</h1>
        <LiveControls feed={feed} what="clicks" />
        {columns.picker}
      </header>
      <form className="inline-form filters" aria-label="Click log filters" onSubmit={apply}>
        <PeriodRangeFilter
          periods={PERIODS(t)}
          period={draft.period}
          from={draft.from}
          to={draft.to}
          onChange={(name, value) => set(name, value)}
        />
        <div className="field">
          <label htmlFor="cl-campaign">Campaign</label>
          <select id="cl-campaign" value={draft.campaign_id} onChange={(e) => set('campaign_id', e.target.value)}>
            <option value="">All campaigns</option>
            {campaigns.data?.campaigns.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cl-country">Countries</label>
          <select
            id="cl-country"
            multiple
            size={3}
            value={draft.country}
            onChange={(e) =>
              set(
                'country',
                Array.from(e.target.selectedOptions, (o) => o.value),
              )
            }
          >
            {countries.data?.click_log_countries.map((c) => (
              <option key={c.country} value={c.country}>
                {c.country} ({c.clicks})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cl-traffic">Bots</label>
          <select
            id="cl-traffic"
            value={draft.traffic}
            onChange={(e) => set('traffic', e.target.value as Filters['traffic'])}
          >
            <option value="">Bots and humans</option>
            <option value="human">Humans only</option>
            <option value="bot">Bots only</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="cl-delivery">Delivery</label>
          <select
            id="cl-delivery"
            value={draft.delivery}
            onChange={(e) => set('delivery', e.target.value as Filters['delivery'])}
          >
            <option value="">Delivered and refused</option>
            <option value="delivered">Delivered only</option>
            <option value="refused">Refused only</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="cl-click">Click id (full or beginning)</label>
          <input
            id="cl-click"
            value={draft.click_id}
            placeholder="at least 4 hex characters"
            onChange={(e) => set('click_id', e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'cl-error' : undefined}
          />
        </div>
        <button type="submit">Apply filters</button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            setApplied({ filters: NO_FILTERS, at: Date.now() });
          }}
        >
          Clear
        </button>
      </form>
      {error && (
        <p className="form-error" id="cl-error" role="alert">
          {error}
        </p>
      )}
      <div className="click-log">
        <DataTable
          caption="Clicks, newest first"
          data={shown}
          rowClassName={(c) => (fresh.has(c.click_id) ? 'fresh' : '')}
          columns={columns.visible}
        />
      </div>
      <div className="actions load-more">
        {cursor ? (
          <button type="button" className="secondary" disabled={loading} onClick={() => void load(cursor)}>
            {loading ? 'Loading…' : 'Load more'}
          </button>
        ) : (
          !loading && <span className="muted">No older clicks in this period.</span>
        )}
      </div>
      <ClickDetail click={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
