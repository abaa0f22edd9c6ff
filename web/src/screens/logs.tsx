import { useMemo, useState } from 'react';
import { useQuery } from '../api/hooks';
import { mergeLive, useLiveFeed } from '../api/live-feed';
import {
  ConversionLogDocument,
  ListCampaignsDocument,
  ListOffersDocument,
  type ConversionLogStatus,
  type DateBasis,
  type PostbackDirection,
  type PostbackOutcome,
  GetClickTraceDocument,
  ListTrafficLogDocument,
  LiveConversionsDocument,
  LivePostbacksDocument,
  PostbackLogDocument,
  type ConversionLogQuery,
  type PostbackLogQuery,
} from '../generated/graphql';
import { TraceSteps } from '../ui/trace-steps';
import { LiveControls } from '../ui/live-controls';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';
import { FilterBar, hoursAgo, LOG_PERIODS, SelectFilter, TextFilter } from '../ui/log-filters';
import { formatCount, formatMoney } from '../ui/numbers';
import { ShortId } from '../ui/short-id';
import { UploadConversionsButton } from './conversion-upload';
import { useChosenColumns } from '../ui/chosen-columns';

const short = (id: string | null | undefined) => (id ? `…${id.slice(-12)}` : '—');

/** Traced clicks (traffic_log_sample) with a refresh button and the per-click trace. */
export function TrafficLogScreen() {
  const log = useQuery(ListTrafficLogDocument, { limit: 200 });
  const [clickId, setClickId] = useState<string | null>(null);
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Traffic log</h1>
        <button type="button" onClick={log.reload}>
          Refresh
        </button>
      </header>
      <p className="muted">
        Traced clicks: the workspace's traffic_log_sample decides which clicks keep their routing trace (Settings).{' '}
        {log.data && `${log.data.traffic_log.total} in all.`}
      </p>
      <div className={clickId ? 'split' : 'table-scroll'}>
        <DataTable
          caption="Traced clicks"
          data={log.data?.traffic_log.items ?? []}
          columns={[
            {
              accessorKey: 'time',
              header: 'Time',
              cell: ({ getValue }) => <span className="nowrap">{localTime(getValue())}</span>,
            },
            { accessorKey: 'click_id', header: 'Click', cell: ({ getValue }) => <ShortId id={getValue()} /> },
            { accessorKey: 'country', header: 'Country' },
            {
              id: 'visitor',
              header: 'Visitor',
              accessorFn: (c) => [c.device_type, c.is_bot ? 'bot' : 'human'].filter(Boolean).join(' · '),
              cell: ({ getValue }) => <span className="nowrap">{getValue()}</span>,
            },
            { id: 'outcome', header: 'Outcome', accessorFn: (c) => `${c.outcome} · ${c.http_status}` },
            { accessorKey: 'select_reason', header: 'Flow chosen by' },
            { accessorKey: 'destination', header: 'Destination', meta: { truncate: true } },
            {
              id: 'trace',
              header: 'Trace',
              cell: ({ row }) => (
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setClickId(row.original.click_id)}
                  aria-label={`Trace of click ${row.original.click_id}`}
                >
                  Trace
                </button>
              ),
            },
          ]}
        />
        {clickId && <TraceView clickId={clickId} onClose={() => setClickId(null)} />}
      </div>
    </section>
  );
}

function TraceView({ clickId, onClose }: { clickId: string; onClose: () => void }) {
  const trace = useQuery(GetClickTraceDocument, { click_id: clickId });
  const t = trace.data?.click_trace;
  return (
    <aside className="editor" aria-label="Click trace">
      <h2>Click {short(clickId)}</h2>
      {t && (
        <>
          <dl className="facts">
            <dt>Time</dt>
            <dd>{localTime(t.time)}</dd>
            <dt>Visitor</dt>
            <dd>{[t.ip, t.country, t.device_type, t.is_bot ? 'bot' : 'human'].filter(Boolean).join(' · ')}</dd>
            <dt>Outcome</dt>
            <dd>
              {t.outcome} · HTTP {t.http_status} · {t.duration_ms} ms
            </dd>
            <dt>Flow chosen by</dt>
            <dd>{t.select_reason ?? '—'}</dd>
            <dt>Destination</dt>
            <dd className="url">{t.destination ?? 'none'}</dd>
          </dl>
          <h3>Steps</h3>
          <TraceSteps steps={t.steps} />
        </>
      )}
      <button type="button" className="secondary" onClick={onClose}>
        Close
      </button>
    </aside>
  );
}

type Conversion = Pick<
  ConversionLogQuery['conversion_log']['items'][number],
  | 'conversion_id'
  | 'click_id'
  | 'campaign_id'
  | 'offer_id'
  | 'click_date'
  | 'status'
  | 'status_bucket'
  | 'payout'
  | 'base_currency'
  | 'origin'
  | 'transaction_id'
  | 'country'
  | 'revision'
  | 'conversion_date'
  | 'save_traffic'
>;
/** An entry of the page, or a live one (no id; direction a plain string). */
type Postback = Omit<PostbackLogQuery['postback_log']['items'][number], 'id' | 'direction'> & { direction: string };
const postbackKey = (p: Postback) => `${p.time}|${p.direction}|${p.url}|${p.attempt}`;

/** Conversions as recorded, filtered as the spec lists (period, status, campaign, click id, date basis); new and changed ones arrive live. */
export function ConversionLogScreen() {
  const [hours, setHours] = useState('24');
  const [status, setStatus] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [clickId, setClickId] = useState('');
  const [basis, setBasis] = useState<DateBasis>('conversion');
  // The period's start is fixed when the filters change, not at each render.
  const from = useMemo(() => hoursAgo(hours), [hours]);
  const click = clickId.trim().toLowerCase();
  const clickError =
    click && !/^[0-9a-f][0-9a-f-]{3,}$/.test(click)
      ? 'A click id, or at least its first 4 characters (0-9, a-f)'
      : null;
  const log = useQuery(
    ConversionLogDocument,
    {
      limit: 200,
      from,
      date_basis: basis,
      ...(status ? { status: [status as ConversionLogStatus] } : {}),
      ...(campaignId ? { campaign_id: campaignId } : {}),
      ...(click && !clickError ? { click_id: click } : {}),
    },
    { skip: !!clickError },
  );
  const names = useNames();
  const feed = useLiveFeed(
    LiveConversionsDocument,
    (d) => d.live_conversions.conversions as Conversion[],
    (c) =>
      (!status || c.status_bucket === status) &&
      (!campaignId || c.campaign_id === campaignId) &&
      (!click || c.click_id.startsWith(click)),
  );
  const fresh = new Set(feed.items.map((c) => c.conversion_id));
  const columns = useChosenColumns<Conversion>(
    'conversion_log',
    [
      {
        id: 'time',
        accessorKey: basis === 'click' ? 'click_date' : 'conversion_date',
        header: basis === 'click' ? 'Click time' : 'Time',
        meta: { always: true },
        cell: ({ getValue }) => <span className="nowrap">{localTime(getValue())}</span>,
      },
      { accessorKey: 'click_id', header: 'Click', cell: ({ getValue }) => <ShortId id={getValue()} /> },
      {
        id: 'campaign',
        header: 'Campaign',
        accessorFn: (c) => names.campaign(c.campaign_id),
        meta: { truncate: true },
      },
      { id: 'offer', header: 'Offer', accessorFn: (c) => names.offer(c.offer_id), meta: { truncate: true } },
      {
        accessorKey: 'status',
        header: 'Status',
        // Its click is in no log or report (the flow does not save traffic); the money is shown here.
        cell: ({ row }) =>
          row.original.save_traffic ? (
            row.original.status
          ) : (
            <>
              {row.original.status}{' '}
              <small className="muted" title="The flow does not save traffic: its click is in no log or report">
                (traffic not saved)
              </small>
            </>
          ),
      },
      { accessorKey: 'status_bucket', header: 'Counts as' },
      {
        accessorKey: 'payout',
        header: 'Payout',
        meta: { numeric: true },
        cell: ({ row }) => formatMoney(row.original.payout, row.original.base_currency),
      },
      { accessorKey: 'origin', header: 'Origin' },
      {
        accessorKey: 'transaction_id',
        header: 'Transaction',
        cell: ({ getValue }) => <ShortId id={getValue()} />,
      },
      {
        accessorKey: 'conversion_id',
        header: 'Conversion id',
        cell: ({ getValue }) => <ShortId id={getValue()} />,
      },
      { accessorKey: 'country', header: 'Country' },
      { accessorKey: 'revision', header: 'Rev.', meta: { numeric: true } },
    ],
    ['click_id', 'campaign', 'offer', 'status', 'payout', 'origin', 'country'],
  );
  // An invalid click id shows no rows (not the previous filters' ones).
  const rows = clickError
    ? []
    : mergeLive<Conversion>(feed.items, log.data?.conversion_log.items ?? [], (c) => c.conversion_id);
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Conversion log</h1>
        <LiveControls feed={feed} what="conversions" />
        {columns.picker}
        <button
          type="button"
          onClick={() => {
            feed.clear();
            log.reload();
          }}
        >
          Refresh
        </button>
        <UploadConversionsButton onDone={log.reload} />
      </header>
      <FilterBar label="Conversion filters">
        <SelectFilter label="Period" value={hours} onChange={setHours} options={LOG_PERIODS} />
        <SelectFilter
          label="Date basis"
          value={basis}
          onChange={(v) => setBasis(v as DateBasis)}
          options={[
            ['conversion', 'Conversion date'],
            ['click', 'Click date'],
          ]}
        />
        <SelectFilter
          label="Status"
          value={status}
          onChange={setStatus}
          options={[
            ['', 'Any status'],
            ['lead', 'Leads'],
            ['sale', 'Sales'],
            ['rejected', 'Rejected'],
            ['trash', 'Trash'],
          ]}
        />
        <SelectFilter
          label="Campaign"
          value={campaignId}
          onChange={setCampaignId}
          options={[['', 'All campaigns'], ...names.campaignOptions]}
        />
        <TextFilter
          label="Click id"
          value={clickId}
          onChange={setClickId}
          placeholder="full id or its beginning"
          error={clickError}
        />
      </FilterBar>
      <p className="muted" role="status">
        {log.loading ? 'Loading…' : log.data ? `${formatCount(log.data.conversion_log.total)} conversions` : ''}
      </p>
      <div className="table-scroll">
        <DataTable
          caption="Conversions"
          data={rows}
          empty="No conversions in this period and filters. A conversion comes from a postback to the URL in Settings."
          rowClassName={(c) => (fresh.has(c.conversion_id) ? 'fresh' : '')}
          columns={columns.visible}
        />
      </div>
    </section>
  );
}

/** Campaign and offer names for the log's ids. */
function useNames() {
  const campaigns = useQuery(ListCampaignsDocument, { limit: 500 });
  const offers = useQuery(ListOffersDocument, { limit: 500 });
  const campaignNames = new Map(campaigns.data?.campaigns.items.map((c) => [c.id, c.name]));
  const offerNames = new Map(offers.data?.offers.items.map((o) => [o.id, o.name]));
  return {
    campaign: (id: string | null | undefined) => (id ? (campaignNames.get(id) ?? '—') : '—'),
    offer: (id: string | null | undefined) => (id ? (offerNames.get(id) ?? '—') : '—'),
    campaignOptions: [...campaignNames].map(([id, name]) => [id, name] as [string, string]),
  };
}

/** Incoming postbacks and outgoing ones (to sources, CAPI), filtered by direction, result and click id; new entries arrive live. */
export function PostbackLogScreen() {
  const [direction, setDirection] = useState('');
  const [outcome, setOutcome] = useState('');
  const [clickId, setClickId] = useState('');
  const click = clickId.trim();
  const log = useQuery(PostbackLogDocument, {
    limit: 200,
    ...(direction ? { direction: direction as PostbackDirection } : {}),
    ...(outcome ? { outcome: outcome as PostbackOutcome } : {}),
    ...(click ? { click_id: click } : {}),
  });
  const ok = (code: number | null | undefined) => code != null && code >= 200 && code < 400;
  const feed = useLiveFeed(
    LivePostbacksDocument,
    (d) => d.live_postbacks.entries,
    (p) =>
      (!direction || p.direction === direction) &&
      (!outcome || (outcome === 'success') === ok(p.response_code)) &&
      (!click || p.click_id === click),
  );
  const fresh = new Set(feed.items.map(postbackKey));
  const columns = useChosenColumns<Postback>(
    'postback_log',
    [
      {
        accessorKey: 'time',
        header: 'Time',
        meta: { always: true },
        cell: ({ getValue }) => <span className="nowrap">{localTime(getValue())}</span>,
      },
      { accessorKey: 'direction', header: 'Direction' },
      { accessorKey: 'channel', header: 'Channel' },
      { accessorKey: 'result', header: 'Result' },
      { accessorKey: 'response_code', header: 'Code', meta: { numeric: true } },
      { accessorKey: 'click_id', header: 'Click', cell: ({ getValue }) => <ShortId id={getValue()} /> },
      { accessorKey: 'url', header: 'URL', meta: { truncate: true } },
      { accessorKey: 'error', header: 'Error' },
    ],
    ['direction', 'channel', 'result', 'response_code', 'click_id', 'url'],
  );
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Postback log</h1>
        <LiveControls feed={feed} what="postbacks" />
        {columns.picker}
        <button
          type="button"
          onClick={() => {
            feed.clear();
            log.reload();
          }}
        >
          Refresh
        </button>
      </header>
      <FilterBar label="Postback filters">
        <SelectFilter
          label="Direction"
          value={direction}
          onChange={setDirection}
          options={[
            ['', 'Both directions'],
            ['incoming', 'Incoming (from networks)'],
            ['outgoing', 'Outgoing (to sources, CAPI)'],
          ]}
        />
        <SelectFilter
          label="Response"
          value={outcome}
          onChange={setOutcome}
          options={[
            ['', 'Any response'],
            ['success', 'Success (2xx, 3xx)'],
            ['error', 'Error (other codes)'],
          ]}
        />
        <TextFilter label="Click id" value={clickId} onChange={setClickId} placeholder="exact click id" />
      </FilterBar>
      <p className="muted" role="status">
        {log.loading
          ? 'Loading…'
          : log.data
            ? `${formatCount(log.data.postback_log.total)} ${plural(log.data.postback_log.total, 'entry', 'entries')}` +
              ' (last 24 hours)'
            : ''}
      </p>
      <div className="table-scroll">
        <DataTable
          caption="Postbacks"
          data={mergeLive<Postback>(feed.items, log.data?.postback_log.items ?? [], postbackKey)}
          empty="No postbacks with these filters in the last 24 hours."
          rowClassName={(p) => (fresh.has(postbackKey(p)) ? 'fresh' : '')}
          columns={columns.visible}
        />
      </div>
    </section>
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
