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
  type ClickLogQueryVariables,
} from '../generated/graphql';
import { useT } from '../i18n';
import { useChosenColumns } from '../ui/chosen-columns';
import { LiveControls } from '../ui/live-controls';
import { periodInstants, usePeriod, type Period } from '../ui/period';
import { DataTable } from '../ui/table';
import { ClickDetail } from './click-detail';
import { type Click, clickColumns, DEFAULT_COLUMNS } from './click-log-columns';
import { ClickLogFilters, type Filters, NO_FILTERS } from './click-log-filters';

/** Outcomes where the visitor was sent nowhere (services/logs/click-log.ts REFUSED_OUTCOMES): the "refused" filter. */
const REFUSED = new Set(['no_match', 'do_nothing', 'campaign_off', 'show_404']);

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
  // The shared words of the logs (visitor, devices, periods) are read by the cells.
  useT('logs');
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
  const columns = useChosenColumns('click_log', clickColumns(t, setDetail, currency), DEFAULT_COLUMNS);
  const fresh = new Set(feed.items.map((c) => c.click_id));

  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{t('title')}</h1>
        <LiveControls feed={feed} what={t('logs:what.clicks')} />
        {columns.picker}
      </header>
      <ClickLogFilters
        draft={draft}
        set={set}
        apply={apply}
        clear={() => {
          setDraft(NO_FILTERS);
          setApplied({ filters: NO_FILTERS, at: Date.now() });
        }}
        campaigns={campaigns.data?.campaigns.items ?? []}
        countries={countries.data?.click_log_countries ?? []}
        error={error}
      />
      {error && (
        <p className="form-error" id="cl-error" role="alert">
          {error}
        </p>
      )}
      <div className="click-log table-scroll">
        <DataTable
          caption={t('caption')}
          data={shown}
          rowClassName={(c) => (fresh.has(c.click_id) ? 'fresh' : '')}
          columns={columns.visible}
        />
      </div>
      <div className="actions load-more">
        {cursor ? (
          <button type="button" className="secondary" disabled={loading} onClick={() => void load(cursor)}>
            {loading ? t('logs:loading') : t('loadMore')}
          </button>
        ) : (
          !loading && <span className="muted">{t('noOlder')}</span>
        )}
      </div>
      <ClickDetail click={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
