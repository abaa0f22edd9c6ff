import { useState } from 'react';
import { useQuery } from '../api/hooks';
import { mergeLive, useLiveFeed } from '../api/live-feed';
import {
  LivePostbacksDocument,
  PostbackLogDocument,
  type PostbackDirection,
  type PostbackLogQuery,
  type PostbackOutcome,
} from '../generated/graphql';
import { useT } from '../i18n';
import { useChosenColumns } from '../ui/chosen-columns';
import { localTime } from '../ui/format';
import { FilterBar, SelectFilter, TextFilter } from '../ui/log-filters';
import { EnumWord } from '../ui/log-words';
import { LiveControls } from '../ui/live-controls';
import { formatCount } from '../ui/numbers';
import { ShortId } from '../ui/short-id';
import { DataTable } from '../ui/table';

/** An entry of the page, or a live one (no id; direction a plain string). */
type Postback = Omit<PostbackLogQuery['postback_log']['items'][number], 'id' | 'direction'> & { direction: string };
const postbackKey = (p: Postback) => `${p.time}|${p.direction}|${p.url}|${p.attempt}`;
const ok = (code: number | null | undefined) => code != null && code >= 200 && code < 400;

/** Incoming postbacks and outgoing ones (to sources, CAPI), filtered by direction, result and click id; new entries arrive live. */
export function PostbackLogScreen() {
  const { t } = useT('logs');
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
  const feed = useLiveFeed(
    LivePostbacksDocument,
    (d) => d.live_postbacks.entries,
    (p) =>
      (!direction || p.direction === direction) &&
      (!outcome || (outcome === 'success') === ok(p.response_code)) &&
      (!click || p.click_id === click),
  );
  const fresh = new Set(feed.items.map(postbackKey));
  const word = (group: string, value: string) => (
    <span title={value}>{t(`${group}.${value}`, { defaultValue: value })}</span>
  );
  const columns = useChosenColumns<Postback>(
    'postback_log',
    [
      {
        accessorKey: 'time',
        header: t('col.time'),
        meta: { always: true },
        cell: ({ getValue }) => <span className="nowrap">{localTime(getValue())}</span>,
      },
      {
        accessorKey: 'direction',
        header: t('col.direction'),
        cell: ({ row }) => <EnumWord name="postbackDirection" value={row.original.direction} />,
      },
      { accessorKey: 'channel', header: t('col.channel'), cell: ({ row }) => word('channel', row.original.channel) },
      { accessorKey: 'result', header: t('col.result'), cell: ({ row }) => word('result', row.original.result) },
      { accessorKey: 'response_code', header: t('col.code'), meta: { numeric: true } },
      { accessorKey: 'click_id', header: t('col.click'), cell: ({ getValue }) => <ShortId id={getValue()} /> },
      { accessorKey: 'url', header: t('col.url'), meta: { truncate: true } },
      { accessorKey: 'error', header: t('col.error') },
    ],
    ['direction', 'channel', 'result', 'response_code', 'click_id', 'url'],
  );
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{t('postbacks.title')}</h1>
        <LiveControls feed={feed} what={t('what.postbacks')} />
        {columns.picker}
        <button
          type="button"
          onClick={() => {
            feed.clear();
            log.reload();
          }}
        >
          {t('refresh')}
        </button>
      </header>
      <FilterBar label={t('postbacks.filters')}>
        <SelectFilter
          label={t('col.direction')}
          value={direction}
          onChange={setDirection}
          options={[
            ['', t('postbacks.bothDirections')],
            ['incoming', t('postbacks.incoming')],
            ['outgoing', t('postbacks.outgoing')],
          ]}
        />
        <SelectFilter
          label={t('postbacks.response')}
          value={outcome}
          onChange={setOutcome}
          options={[
            ['', t('postbacks.anyResponse')],
            ['success', t('postbacks.success')],
            ['error', t('postbacks.error')],
          ]}
        />
        <TextFilter label={t('clickId')} value={clickId} onChange={setClickId} placeholder={t('postbacks.exactId')} />
      </FilterBar>
      <p className="muted" role="status">
        {log.loading
          ? t('loading')
          : log.data
            ? t('postbacks.found', { n: formatCount(log.data.postback_log.total) })
            : ''}
      </p>
      <div className="table-scroll">
        <DataTable
          caption={t('postbacks.caption')}
          data={mergeLive<Postback>(feed.items, log.data?.postback_log.items ?? [], postbackKey)}
          empty={t('postbacks.empty')}
          rowClassName={(p) => (fresh.has(postbackKey(p)) ? 'fresh' : '')}
          columns={columns.visible}
        />
      </div>
    </section>
  );
}
