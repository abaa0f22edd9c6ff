import { useState } from 'react';
import { useQuery } from '../api/hooks';
import { mergeLive, useLiveFeed } from '../api/live-feed';
import {
  ConversionLogDocument,
  GetClickTraceDocument,
  ListTrafficLogDocument,
  LiveConversionsDocument,
  LivePostbacksDocument,
  PostbackLogDocument,
  type ConversionLogQuery,
  type PostbackLogQuery,
} from '../generated/graphql';
import { LiveControls } from '../ui/live-controls';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';

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
      <div className={clickId ? 'split' : ''}>
        <DataTable
          caption="Traced clicks"
          data={log.data?.traffic_log.items ?? []}
          columns={[
            { accessorKey: 'time', header: 'Time', cell: ({ getValue }) => localTime(getValue()) },
            { accessorKey: 'click_id', header: 'Click', cell: ({ getValue }) => <code>{short(getValue())}</code> },
            { accessorKey: 'country', header: 'Country' },
            { accessorKey: 'device_type', header: 'Device' },
            { accessorKey: 'is_bot', header: 'Bot', cell: ({ getValue }) => (getValue() ? 'bot' : '') },
            { accessorKey: 'outcome', header: 'Outcome' },
            { accessorKey: 'http_status', header: 'HTTP' },
            { accessorKey: 'select_reason', header: 'Flow chosen by' },
            { accessorKey: 'destination', header: 'Destination' },
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
          <ol className="trace">
            {t.steps.map((step, i) => (
              <li key={i}>
                <strong>{step.name}</strong>: {step.result}
                <details>
                  <summary>Details</summary>
                  <pre>{JSON.stringify(step.details, null, 2)}</pre>
                </details>
              </li>
            ))}
          </ol>
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

/** Conversions as recorded (status, payout in the base currency, the click's data); new and changed ones arrive live (live_conversions). */
export function ConversionLogScreen() {
  const log = useQuery(ConversionLogDocument, { limit: 200 });
  const feed = useLiveFeed(
    LiveConversionsDocument,
    (d) => d.live_conversions.conversions as Conversion[],
    () => true,
  );
  const fresh = new Set(feed.items.map((c) => c.conversion_id));
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Conversion log</h1>
        <LiveControls feed={feed} what="conversions" />
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
      <DataTable
        caption="Conversions"
        data={mergeLive<Conversion>(feed.items, log.data?.conversion_log.items ?? [], (c) => c.conversion_id)}
        rowClassName={(c) => (fresh.has(c.conversion_id) ? 'fresh' : '')}
        columns={[
          { accessorKey: 'conversion_date', header: 'Time', cell: ({ getValue }) => localTime(getValue()) },
          { accessorKey: 'click_id', header: 'Click', cell: ({ getValue }) => <code>{short(getValue())}</code> },
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
          { accessorKey: 'payout', header: 'Payout' },
          { accessorKey: 'base_currency', header: 'Currency' },
          { accessorKey: 'origin', header: 'Origin' },
          { accessorKey: 'transaction_id', header: 'Transaction' },
          { accessorKey: 'country', header: 'Country' },
          { accessorKey: 'revision', header: 'Rev.' },
        ]}
      />
    </section>
  );
}

/** Incoming postbacks and outgoing ones (to sources, CAPI), with their results; new entries arrive live (live_postbacks). */
export function PostbackLogScreen() {
  const log = useQuery(PostbackLogDocument, { limit: 200 });
  const feed = useLiveFeed(
    LivePostbacksDocument,
    (d) => d.live_postbacks.entries,
    () => true,
  );
  const fresh = new Set(feed.items.map(postbackKey));
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Postback log</h1>
        <LiveControls feed={feed} what="postbacks" />
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
      <DataTable
        caption="Postbacks"
        data={mergeLive<Postback>(feed.items, log.data?.postback_log.items ?? [], postbackKey)}
        rowClassName={(p) => (fresh.has(postbackKey(p)) ? 'fresh' : '')}
        columns={[
          { accessorKey: 'time', header: 'Time', cell: ({ getValue }) => localTime(getValue()) },
          { accessorKey: 'direction', header: 'Direction' },
          { accessorKey: 'channel', header: 'Channel' },
          { accessorKey: 'result', header: 'Result' },
          { accessorKey: 'response_code', header: 'Code' },
          { accessorKey: 'click_id', header: 'Click', cell: ({ getValue }) => <code>{short(getValue())}</code> },
          { accessorKey: 'url', header: 'URL' },
          { accessorKey: 'error', header: 'Error' },
        ]}
      />
    </section>
  );
}
