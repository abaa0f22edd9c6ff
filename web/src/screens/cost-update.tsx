import { Modal, Progress } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { useCan } from '../api/permissions';
import {
  CurrentWorkspaceDocument,
  GetCostUpdateDocument,
  ListTrafficSourcesDocument,
  UpdateCampaignCostsDocument,
  type CostUpdateFieldsFragment,
} from '../generated/graphql';
import { useT } from '../i18n';
import { formatCount } from '../ui/numbers';
import { ScreenPeriodPicker, periodRange, useScreenPeriod, type Period } from '../ui/period';
import type { CostCampaign } from './cost-campaign';
import { CostCsvUpload } from './cost-csv';
import './loop.css';

/** The API's range of a period: local dates (inclusive), or the last 24 hours as instants. */
export function costRange(period: Period): { from: string; to: string } | null {
  if (period.preset === '24h') {
    const now = Date.now();
    return { from: new Date(now - 86_400_000).toISOString(), to: new Date(now).toISOString() };
  }
  return periodRange(period);
}

/** Polls a queued or running cost update until it is done or failed. */
export function useCostProgress(update: CostUpdateFieldsFragment | null) {
  const [current, setCurrent] = useState(update);
  useEffect(() => setCurrent(update), [update]);
  useEffect(() => {
    if (!current || current.state === 'done' || current.state === 'failed') return;
    const timer = setTimeout(
      () =>
        run(GetCostUpdateDocument, { id: current.id }).then(
          (r) => setCurrent(r.cost_update),
          () => undefined,
        ),
      1000,
    );
    return () => clearTimeout(timer);
  }, [current]);
  return current;
}

/** One campaign's outcome in the form: the update (with its job's progress) or the API's refusal. */
function Outcome({ name, update, error }: { name: string; update: CostUpdateFieldsFragment | null; error?: string }) {
  const { t } = useT('costs');
  const current = useCostProgress(update);
  if (error)
    return (
      <li className="loop-error">
        {name}: {error}
      </li>
    );
  if (!current) return null;
  return (
    <li>
      {name}:{' '}
      {current.state === 'done'
        ? t('appliedTo', { clicks: formatCount(current.clicks) })
        : current.state === 'failed'
          ? t('failed', { reason: current.error ?? '' })
          : t('inProgress', { done: formatCount(current.clicks_done), clicks: formatCount(current.clicks) })}
      {current.state !== 'done' && current.state !== 'failed' && (
        <Progress value={current.percent} aria-label={t('progress')} mt={4} />
      )}
    </li>
  );
}

const SUB_ID_NUMBERS = Array.from({ length: 10 }, (_, i) => i + 1);

/** The form: period, amount, currency, and optionally one source and one sub id value. */
function CostForm({ campaigns, onDone }: { campaigns: CostCampaign[]; onDone: () => void }) {
  const { t } = useT('costs');
  const id = useId();
  const period = useScreenPeriod();
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const base = workspace.data?.workspace.base_currency ?? '';
  const campaignCurrency = campaigns.length === 1 ? campaigns[0].cost_currency : null;
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<string | null>(null);
  const [sourceId, setSourceId] = useState('');
  const [subN, setSubN] = useState(0);
  const [subValue, setSubValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<{ name: string; update: CostUpdateFieldsFragment | null; error?: string }[]>(
    [],
  );
  const shownCurrency = currency ?? campaignCurrency ?? base;
  const mapping = sources.data?.traffic_sources.items.find(
    (s) => s.id === (sourceId || (campaigns.length === 1 ? campaigns[0].source_id : '')),
  )?.sub_id_parameters;
  const subLabel = (n: number) => {
    const param = mapping?.find((m) => m.sub_id === n)?.param;
    return param ? `${param} (sub_id_${n})` : `sub_id_${n}`;
  };

  const submit = async () => {
    const range = costRange(period.period);
    if (!range) return setFieldError(t('errors.period'));
    if (!/^\d+(\.\d{1,6})?$/.test(amount.trim().replace(',', '.'))) return setFieldError(t('errors.amount'));
    if (!/^[A-Za-z]{3}$/.test(shownCurrency)) return setFieldError(t('errors.currency'));
    if (subN && !subValue.trim()) return setFieldError(t('errors.subValue'));
    setFieldError(null);
    setBusy(true);
    const results = [];
    for (const campaign of campaigns) {
      try {
        const answer = await run(UpdateCampaignCostsDocument, {
          id: campaign.id,
          ...range,
          amount: amount.trim().replace(',', '.'),
          currency: shownCurrency.toUpperCase(),
          source_id: sourceId || null,
          sub_ids: subN ? [{ n: subN, value: subValue.trim() }] : null,
        });
        results.push({ name: campaign.name, update: answer.update_campaign_costs });
      } catch (error) {
        results.push({ name: campaign.name, update: null, error: messageOf(error) });
      }
    }
    setOutcomes(results);
    setBusy(false);
    onDone();
  };

  return (
    <div className="loop-form">
      <ScreenPeriodPicker state={period} />
      <div className="grid-2">
        <div className="field">
          <label htmlFor={`${id}-amount`}>{campaigns.length > 1 ? t('amountEach') : t('amount')}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            placeholder="125.40"
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-currency`}>{t('currency')}</label>
          <input
            id={`${id}-currency`}
            value={shownCurrency}
            maxLength={3}
            onChange={(e) => setCurrency(e.target.value.toUpperCase())}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-source`}>{t('source')}</label>
          <select id={`${id}-source`} value={sourceId} onChange={(e) => setSourceId(e.target.value)}>
            <option value="">{t('anySource')}</option>
            {sources.data?.traffic_sources.items.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sub`}>{t('subId')}</label>
          <div className="inline-fields">
            <select id={`${id}-sub`} value={subN} onChange={(e) => setSubN(Number(e.target.value))}>
              <option value={0}>{t('anySubId')}</option>
              {SUB_ID_NUMBERS.map((n) => (
                <option key={n} value={n}>
                  {subLabel(n)}
                </option>
              ))}
            </select>
            {subN > 0 && (
              <input
                aria-label={t('subValue')}
                placeholder={t('subValue')}
                value={subValue}
                onChange={(e) => setSubValue(e.target.value)}
              />
            )}
          </div>
        </div>
      </div>
      <p className="muted">{t('spreadHint')}</p>
      {fieldError && (
        <p className="loop-error" role="alert">
          {fieldError}
        </p>
      )}
      <button type="button" disabled={busy} onClick={submit}>
        {busy ? t('saving') : t('apply')}
      </button>
      {outcomes.length > 0 && (
        <ul className="loop-outcomes" aria-label={t('results')}>
          {outcomes.map((o) => (
            <Outcome key={o.name} {...o} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The cost update's window: a form, or (for one campaign) a CSV of costs by day and sub id. */
export function CostsModal({
  campaigns,
  onClose,
  onDone,
}: {
  campaigns: CostCampaign[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useT('costs');
  const [tab, setTab] = useState<'form' | 'csv'>('form');
  // The last campaigns shown stay in the title while the window fades out.
  const last = useRef<CostCampaign[]>([]);
  if (campaigns?.length) last.current = campaigns;
  const list = campaigns ?? [];
  const named = last.current;
  const title = named.length === 1 ? t('titleOne', { name: named[0].name }) : t('titleMany', { count: named.length });
  return (
    <Modal opened={list.length > 0} onClose={onClose} title={title} size="xl" centered lockScroll={false}>
      {list.length === 1 && (
        <div className="loop-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'form'} onClick={() => setTab('form')}>
            {t('tabForm')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'csv'} onClick={() => setTab('csv')}>
            {t('tabCsv')}
          </button>
        </div>
      )}
      {list.length > 0 &&
        (tab === 'form' || list.length > 1 ? (
          <CostForm campaigns={list} onDone={onDone} />
        ) : (
          <CostCsvUpload campaign={list[0]} onDone={onDone} />
        ))}
    </Modal>
  );
}

/**
 * "Update costs": opens the cost window for the campaigns given. Hidden for members without
 * statistics.edit (the API's permission). Lists keep the window outside their rows (`onOpen`), so
 * a list reloading after the update does not close it.
 */
export function UpdateCostsButton({
  campaigns,
  onDone = () => undefined,
  onOpen,
  className = 'secondary',
}: {
  campaigns: CostCampaign[];
  onDone?: () => void;
  onOpen?: (campaigns: CostCampaign[]) => void;
  className?: string;
}) {
  const { t } = useT('costs');
  const allowed = useCan('statistics', 'edit');
  const [open, setOpen] = useState<CostCampaign[] | null>(null);
  if (!allowed || campaigns.length === 0) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => (onOpen ? onOpen(campaigns) : setOpen(campaigns))}>
        {t('button')}
      </button>
      {!onOpen && <CostsModal campaigns={open} onClose={() => setOpen(null)} onDone={onDone} />}
    </>
  );
}
