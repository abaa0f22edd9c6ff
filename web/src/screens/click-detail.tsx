import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { useQuery } from '../api/hooks';
import {
  ConversionLogDocument,
  CurrentWorkspaceDocument,
  GetClickTraceDocument,
  ListLandingsDocument,
  ListOffersDocument,
  ListTrafficSourcesDocument,
  type ClickLogQuery,
} from '../generated/graphql';
import { TraceSteps } from '../ui/trace-steps';
import { CopyButton } from '../ui/buttons';
import { localTime } from '../ui/format';
import { formatMoney, formatUnitCost } from '../ui/numbers';
import { ShortId } from '../ui/short-id';

export type Click = ClickLogQuery['click_log']['items'][number];

/**
 * One click in a drawer: its fields, its routing trace (kept for the clicks traffic_log_sample
 * picks, 72 hours) and its conversions. Escape or the close button closes it.
 */
export function ClickDetail({ click, onClose }: { click: Click | null; onClose: () => void }) {
  return (
    <Drawer
      opened={click !== null}
      onClose={onClose}
      position="right"
      size="36rem"
      title={click ? `Click ${click.click_id.slice(0, 8)}…` : ''}
      closeButtonProps={{ 'aria-label': 'Close click details' }}
    >
      {click && <ClickBody click={click} />}
    </Drawer>
  );
}

function ClickBody({ click }: { click: Click }) {
  const names = useNames();
  const fact = (label: string, value: ReactNode) => [label, value] as const;
  const facts = [
    fact('Time', localTime(click.time)),
    fact(
      'Click id',
      <span className="nowrap">
        <code>{click.click_id}</code> <CopyButton text={click.click_id} label="Copy" />
      </span>,
    ),
    fact('Campaign', click.campaign_name ?? '—'),
    fact('Source', names.source(click.source_id)),
    fact('Landing', names.landing(click.landing_id)),
    fact('Offer', names.offer(click.offer_id)),
    fact('Outcome', `${click.outcome} · HTTP ${click.http_status}`),
    fact('Flow chosen by', click.select_reason ?? '—'),
    fact('Destination', <span className="url">{click.destination ?? 'none'}</span>),
    fact('Country / region / city', [click.country, click.region, click.city].filter(Boolean).join(' · ') || '—'),
    fact('Device', [click.device_type, click.os, click.browser].filter(Boolean).join(' · ') || '—'),
    fact('IP · ISP', [click.ip, click.isp].filter(Boolean).join(' · ') || '—'),
    fact('Language', click.language ?? '—'),
    fact('Referrer', <span className="url">{click.referer || '—'}</span>),
    fact(
      'Visitor',
      [click.is_bot ? 'bot' : 'human', click.is_unique ? 'unique' : 'repeat', click.is_simulated ? 'simulated' : '']
        .filter(Boolean)
        .join(' · '),
    ),
    fact('Cost', formatUnitCost(click.cost, names.currency)),
    ...click.sub_ids.map((v, i) => fact(`sub_id_${i + 1}`, v)).filter(([, v]) => Boolean(v)),
  ];
  return (
    <div className="click-detail">
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ClickConversions click={click} />
      <ClickTrace clickId={click.click_id} />
    </div>
  );
}

function ClickConversions({ click }: { click: Click }) {
  // Conversions by click date: a window around the click's own time, the full id.
  const at = Date.parse(click.time);
  const log = useQuery(ConversionLogDocument, {
    click_id: click.click_id,
    date_basis: 'click',
    from: new Date(at - 60_000).toISOString(),
    to: new Date(at + 60_000).toISOString(),
    limit: 50,
  });
  const items = log.data?.conversion_log.items ?? [];
  return (
    <section aria-label="Conversions of this click">
      <h3>Conversions</h3>
      {log.loading && <p className="muted">Loading…</p>}
      {log.error != null && <p className="form-error">{messageOf(log.error)}</p>}
      {log.data && items.length === 0 && <p className="muted">No conversion for this click yet.</p>}
      {items.length > 0 && (
        <table className="data compact">
          <caption className="sr-only">Conversions of this click</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Payout
              </th>
              <th scope="col">Conversion</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c.conversion_id}>
                <td className="nowrap">{localTime(c.conversion_date)}</td>
                <td>{c.status}</td>
                <td className="num">{formatMoney(c.payout, c.base_currency)}</td>
                <td>
                  <ShortId id={c.conversion_id} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ClickTrace({ clickId }: { clickId: string }) {
  const trace = useQuery(GetClickTraceDocument, { click_id: clickId });
  const t = trace.data?.click_trace;
  return (
    <section aria-label="Trace of this click">
      <h3>Trace</h3>
      {trace.loading && <p className="muted">Loading…</p>}
      {trace.error != null && (
        <p className="muted">
          No trace: only the clicks the workspace's traffic_log_sample picks (Settings) keep their routing trace, for 72
          hours.
        </p>
      )}
      {t && (
        <>
          <p className="muted">
            Routed in {t.duration_ms ?? '—'} ms · {t.outcome}
          </p>
          <TraceSteps steps={t.steps} />
        </>
      )}
    </section>
  );
}

/** Source, landing and offer names for the click's ids. */
function useNames() {
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const landings = useQuery(ListLandingsDocument, { limit: 500 });
  const offers = useQuery(ListOffersDocument, { limit: 500 });
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const lookup = (items: { id: string; name: string }[] | undefined) => {
    const map = new Map(items?.map((i) => [i.id, i.name]));
    return (id: string | null | undefined) => (id ? (map.get(id) ?? '—') : '—');
  };
  return {
    source: lookup(sources.data?.traffic_sources.items),
    landing: lookup(landings.data?.landings.items),
    offer: lookup(offers.data?.offers.items),
    currency: workspace.data?.workspace.base_currency ?? 'USD',
  };
}
