import { useState } from 'react';
import { useQuery } from '../api/hooks';
import { GetClickTraceDocument, ListTrafficLogDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { localTime } from '../ui/format';
import { countryText, deviceText, enumText, EnumWord, OutcomeWord, visitorText } from '../ui/log-words';
import { Country } from '../ui/flags';
import { formatCount } from '../ui/numbers';
import { ShortId } from '../ui/short-id';
import { DataTable } from '../ui/table';
import { TraceSteps } from '../ui/trace-steps';

const short = (id: string) => `…${id.slice(-12)}`;

/** Traced clicks (traffic_log_sample) with a refresh button and the per-click trace. */
export function TrafficLogScreen() {
  const { t } = useT('logs');
  const log = useQuery(ListTrafficLogDocument, { limit: 200 });
  const [clickId, setClickId] = useState<string | null>(null);
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{t('traffic.title')}</h1>
        <button type="button" onClick={log.reload}>
          {t('refresh')}
        </button>
      </header>
      <p className="muted">
        {t('traffic.intro')} {log.data && t('traffic.total', { n: formatCount(log.data.traffic_log.total) })}
      </p>
      <div className={clickId ? 'split' : 'table-scroll'}>
        <DataTable
          caption={t('traffic.caption')}
          data={log.data?.traffic_log.items ?? []}
          columns={[
            {
              accessorKey: 'time',
              header: t('col.time'),
              cell: ({ getValue }) => <span className="nowrap">{localTime(getValue())}</span>,
            },
            { accessorKey: 'click_id', header: t('col.click'), cell: ({ getValue }) => <ShortId id={getValue()} /> },
            {
              id: 'country',
              header: t('col.country'),
              accessorFn: (c) => countryText(c.country),
              cell: ({ row }) => <Country code={row.original.country} />,
            },
            {
              id: 'visitor',
              header: t('col.visitor'),
              accessorFn: (c) => [deviceText(c.device_type), visitorText(c)].filter(Boolean).join(' · '),
              cell: ({ getValue }) => <span className="nowrap">{getValue()}</span>,
            },
            {
              id: 'outcome',
              header: t('col.outcome'),
              accessorFn: (c) => enumText('clickOutcome', c.outcome),
              cell: ({ row }) => <OutcomeWord outcome={row.original.outcome} status={row.original.http_status} />,
            },
            {
              id: 'select_reason',
              header: t('col.reason'),
              accessorFn: (c) => enumText('selectReason', c.select_reason),
              cell: ({ row }) => <EnumWord name="selectReason" value={row.original.select_reason} />,
            },
            { accessorKey: 'destination', header: t('col.destination'), meta: { truncate: true } },
            {
              id: 'trace',
              header: t('col.trace'),
              cell: ({ row }) => (
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setClickId(row.original.click_id)}
                  aria-label={t('traffic.traceOf', { id: row.original.click_id })}
                >
                  {t('col.trace')}
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
  const { t } = useT('logs');
  const trace = useQuery(GetClickTraceDocument, { click_id: clickId });
  const c = trace.data?.click_trace;
  return (
    <aside className="editor" aria-label={t('traffic.aside')}>
      <h2>{t('traffic.clickTitle', { id: short(clickId) })}</h2>
      {c && (
        <>
          <dl className="facts">
            <dt>{t('col.time')}</dt>
            <dd>{localTime(c.time)}</dd>
            <dt>{t('col.visitor')}</dt>
            <dd>
              {c.ip && `${c.ip} · `}
              <Country code={c.country} /> · {[deviceText(c.device_type), visitorText(c)].filter(Boolean).join(' · ')}
            </dd>
            <dt>{t('col.outcome')}</dt>
            <dd>
              <OutcomeWord outcome={c.outcome} status={c.http_status} />{' '}
              {c.duration_ms != null && t('traffic.took', { ms: c.duration_ms })}
            </dd>
            <dt>{t('col.reason')}</dt>
            <dd>
              <EnumWord name="selectReason" value={c.select_reason} />
            </dd>
            <dt>{t('col.destination')}</dt>
            <dd className="url">{c.destination ?? t('nowhere')}</dd>
          </dl>
          <h3>{t('traffic.steps')}</h3>
          <TraceSteps steps={c.steps} />
        </>
      )}
      <button type="button" className="secondary" onClick={onClose}>
        {t('close')}
      </button>
    </aside>
  );
}
