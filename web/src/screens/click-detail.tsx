import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { useQuery } from '../api/hooks';
import { ConversionLogDocument, CurrentWorkspaceDocument, GetClickTraceDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { CopyButton } from '../ui/buttons';
import { localTime } from '../ui/format';
import { deviceText, EnumWord, languageName, nameOr, OutcomeWord, visitorText } from '../ui/log-words';
import { Country } from '../ui/flags';
import { formatMoney, formatUnitCost } from '../ui/numbers';
import { TraceSteps } from '../ui/trace-steps';
import { type Click, siteName, subIdName } from './click-log-columns';

export type { Click };
type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * One click in a drawer: its fields (the source's click id and tokens as the source names them,
 * campaign, source, flow, landing and offer by name), its routing trace (kept for the clicks
 * traffic_log_sample picks, 72 hours) and its conversions. Escape or the close button closes it.
 */
export function ClickDetail({ click, onClose }: { click: Click | null; onClose: () => void }) {
  const { t } = useT('clickLog');
  return (
    <Drawer
      opened={click !== null}
      onClose={onClose}
      position="right"
      size="36rem"
      // The scroll lock injects a <style> element, which the app's CSP (style-src 'self') refuses.
      lockScroll={false}
      title={click ? t('drawer.title', { id: `${click.click_id.slice(0, 8)}…` }) : ''}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {click && <ClickBody click={click} />}
    </Drawer>
  );
}

const Id = ({ value }: { value: string }) => (
  <span>
    <code className="url">{value}</code> <CopyButton text={value} />
  </span>
);

/** The click's facts, label → value, in the order a buyer reads them. */
function factsOf(t: T, click: Click, currency: string): [string, ReactNode][] {
  const notSet = t('metrics:empty.notSet');
  const token = (value: string | null) => value ?? <span className="muted">{notSet}</span>;
  return [
    [t('col.time'), localTime(click.time)],
    [t('col.clickId'), <Id key="id" value={click.click_id} />],
    [t('col.externalId'), click.external_click_id ? <Id key="ext" value={click.external_click_id} /> : token(null)],
    [t('col.campaign'), nameOr(click.campaign_name, 'campaign')],
    [t('col.source'), nameOr(click.source_name, 'source')],
    [siteName(click), token(click.site)],
    [t('col.adCampaign'), token(click.ad_campaign)],
    [t('col.creative'), token(click.creative)],
    [t('col.flow'), nameOr(click.flow_name, 'flow')],
    [t('col.landing'), nameOr(click.landing_name, 'landing')],
    [t('col.offer'), nameOr(click.offer_name, 'offer')],
    [t('col.outcome'), <OutcomeWord key="o" outcome={click.outcome} status={click.http_status} />],
    [t('col.reason'), <EnumWord key="r" name="selectReason" value={click.select_reason} />],
    [
      t('col.destination'),
      <span key="d" className="url">
        {click.destination ?? t('logs:nowhere')}
      </span>,
    ],
    [
      t('drawer.place'),
      <span key="p">
        <Country code={click.country} />
        {[click.region, click.city].filter(Boolean).map((v) => ` · ${v}`)}
      </span>,
    ],
    [t('col.device'), [deviceText(click.device_type), click.os, click.browser].filter(Boolean).join(' · ') || notSet],
    [t('drawer.ipIsp'), [click.ip, click.isp].filter(Boolean).join(' · ') || notSet],
    [t('col.language'), click.language ? languageName(click.language) : notSet],
    [
      t('col.referrer'),
      click.referer ? (
        <span key="ref" className="url">
          {click.referer}
        </span>
      ) : (
        token(null)
      ),
    ],
    [t('col.visitor'), visitorText(click)],
    [t('col.cost'), formatUnitCost(click.cost, currency)],
    ...click.sub_ids.flatMap((v, i): [string, ReactNode][] => (v ? [[subIdName(click, i), v]] : [])),
  ];
}

function ClickBody({ click }: { click: Click }) {
  const { t } = useT('clickLog');
  useT('logs');
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const facts = factsOf(t, click, workspace.data?.workspace.base_currency ?? 'USD');
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
  const { t } = useT('clickLog');
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
    <section aria-label={t('drawer.conversionsOf')}>
      <h3>{t('drawer.conversions')}</h3>
      {log.loading && <p className="muted">{t('logs:loading')}</p>}
      {log.error != null && <p className="form-error">{messageOf(log.error)}</p>}
      {log.data && items.length === 0 && <p className="muted">{t('drawer.noConversion')}</p>}
      {items.length > 0 && (
        <div className="table-scroll">
          <table className="data compact">
            <caption className="sr-only">{t('drawer.conversionsOf')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.time')}</th>
                <th scope="col">{t('logs:col.status')}</th>
                <th scope="col" className="num">
                  {t('logs:col.payout')}
                </th>
                <th scope="col">{t('drawer.conversion')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.conversion_id}>
                  <td className="nowrap">{localTime(c.conversion_date)}</td>
                  <td>
                    <EnumWord name="conversionStatus" value={c.status} />
                  </td>
                  <td className="num">{formatMoney(c.payout, c.base_currency)}</td>
                  <td>
                    {/* Its end, the whole id in the title: the drawer is narrow (the conversion log has the copy button). */}
                    <code title={c.conversion_id}>…{c.conversion_id.slice(-12)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ClickTrace({ clickId }: { clickId: string }) {
  const { t } = useT('clickLog');
  const trace = useQuery(GetClickTraceDocument, { click_id: clickId });
  const c = trace.data?.click_trace;
  return (
    <section aria-label={t('drawer.traceOf')}>
      <h3>{t('drawer.trace')}</h3>
      {trace.loading && <p className="muted">{t('logs:loading')}</p>}
      {trace.error != null && <p className="muted">{t('drawer.noTrace')}</p>}
      {c && (
        <>
          <p className="muted">
            {t('drawer.routed', { ms: c.duration_ms ?? '—' })} · <OutcomeWord outcome={c.outcome} />
          </p>
          <TraceSteps steps={c.steps} />
        </>
      )}
    </section>
  );
}
