import { useState } from 'react';
import { useQuery } from '../api/hooks';
import { ConversionLogDocument, GetClickTraceDocument, ListTrafficLogDocument, PostbackLogDocument } from '../generated/graphql';
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
      <p className="muted">Traced clicks: the workspace's traffic_log_sample decides which clicks keep their routing trace (Settings). {log.data && `${log.data.traffic_log.total} in all.`}</p>
      <div className={clickId ? 'split' : ''}>
        <DataTable
          caption="Traced clicks"
          data={log.data?.traffic_log.items ?? []}
          columns={[
            { accessorKey: 'time', header: 'Time' },
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
                <button type="button" className="secondary" onClick={() => setClickId(row.original.click_id)} aria-label={`Trace of click ${row.original.click_id}`}>
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
          <p>
            {t.outcome} · HTTP {t.http_status} · {t.duration_ms} ms · {t.destination ?? 'no destination'}
          </p>
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

/** Conversions as recorded (status, payout in the base currency, the click's data). */
export function ConversionLogScreen() {
  const log = useQuery(ConversionLogDocument, { limit: 200 });
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Conversion log</h1>
        <button type="button" onClick={log.reload}>
          Refresh
        </button>
      </header>
      <DataTable
        caption="Conversions"
        data={log.data?.conversion_log.items ?? []}
        columns={[
          { accessorKey: 'conversion_date', header: 'Time' },
          { accessorKey: 'click_id', header: 'Click', cell: ({ getValue }) => <code>{short(getValue())}</code> },
          { accessorKey: 'status', header: 'Status' },
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

/** Incoming postbacks and outgoing ones (to sources, CAPI), with their results. */
export function PostbackLogScreen() {
  const log = useQuery(PostbackLogDocument, { limit: 200 });
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Postback log</h1>
        <button type="button" onClick={log.reload}>
          Refresh
        </button>
      </header>
      <DataTable
        caption="Postbacks"
        data={log.data?.postback_log.items ?? []}
        columns={[
          { accessorKey: 'time', header: 'Time' },
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
