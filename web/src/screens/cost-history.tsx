import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { useQuery } from '../api/hooks';
import { CostUpdatesDocument, ListTrafficSourcesDocument, type CostUpdateFieldsFragment } from '../generated/graphql';
import { useT } from '../i18n';
import { localTime } from '../ui/format';
import { formatCount, formatMoney } from '../ui/numbers';
import { datesInWords } from '../ui/period';

/** The local dates an update covered: its end is exclusive, so the last day is the one before. */
function coveredDates(update: CostUpdateFieldsFragment): string {
  const from = localTime(update.from);
  const to = localTime(new Date(Date.parse(update.to) - 1000).toISOString());
  const [fromDay, fromTime] = from.split(' ');
  const [toDay] = to.split(' ');
  // A whole-day range shows its days; an instant range (the last 24 hours) its times.
  if (fromTime === '00:00:00') return datesInWords({ from: fromDay, to: toDay });
  return `${from.slice(0, 16)} – ${localTime(update.to).slice(0, 16)}`;
}

/**
 * A campaign's past cost updates, newest first: who and when, the range, the amount, which clicks,
 * and the job's progress while a large one runs (the list refreshes itself until it is done).
 */
export function CostHistory({ campaignId, revision }: { campaignId: string; revision?: unknown }) {
  const { t } = useT('costs');
  const updates = useQuery(CostUpdatesDocument, { campaign_id: campaignId });
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const list = updates.data?.cost_updates ?? [];
  const running = list.some((u) => u.state === 'queued' || u.state === 'running');
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the trigger (a new update was made)
  useEffect(() => updates.reload(), [revision]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (updates.data) schedules the next poll
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(updates.reload, 1500);
    return () => clearTimeout(timer);
  }, [running, updates.reload, updates.data]);
  const sourceName = (id: string | null) => sources.data?.traffic_sources.items.find((s) => s.id === id)?.name;

  if (!updates.data) return <p className="muted">{updates.error ? t('history.failed') : t('history.loading')}</p>;
  if (!list.length) return <p className="muted">{t('history.empty')}</p>;
  return (
    <div className="loop-preview">
      <table aria-label={t('history.title')}>
        <thead>
          <tr>
            <th>{t('history.when')}</th>
            <th>{t('history.who')}</th>
            <th>{t('history.range')}</th>
            <th className="num">{t('amount')}</th>
            <th>{t('history.which')}</th>
            <th className="num">{t('history.clicks')}</th>
            <th>{t('history.state')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((u) => (
            <tr key={u.id}>
              <td>{localTime(u.created_at)}</td>
              <td>{u.user_name ?? '—'}</td>
              <td>{coveredDates(u)}</td>
              <td className="num">{formatMoney(u.amount, u.currency)}</td>
              <td>
                {[
                  u.source_id ? (sourceName(u.source_id) ?? t('history.aSource')) : null,
                  ...u.sub_ids.map((s) => `sub_id_${s.n} = ${s.value}`),
                ]
                  .filter(Boolean)
                  .join(', ') || t('history.allClicks')}
              </td>
              <td className="num">{formatCount(u.clicks)}</td>
              <td>
                {u.state === 'done' || u.state === 'failed' ? (
                  <span className={u.state === 'failed' ? 'loop-error' : ''} title={u.error ?? undefined}>
                    {t(`states.${u.state}`)}
                  </span>
                ) : (
                  <>
                    {t(`states.${u.state}`)} · {u.percent} %
                    <Progress value={u.percent} aria-label={t('progress')} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
