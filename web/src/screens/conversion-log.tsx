import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useQuery } from '../api/hooks';
import { mergeLive, useLiveFeed } from '../api/live-feed';
import {
  ConversionLogDocument,
  ListCampaignsDocument,
  ListOffersDocument,
  LiveConversionsDocument,
  type ConversionLogQuery,
  type ConversionLogStatus,
  type DateBasis,
} from '../generated/graphql';
import { useT } from '../i18n';
import { useChosenColumns } from '../ui/chosen-columns';
import { localTime } from '../ui/format';
import { FilterBar, hoursAgo, LOG_HOURS, logPeriods, SelectFilter, TextFilter } from '../ui/log-filters';
import { countryText, EnumWord, enumText, nameOr } from '../ui/log-words';
import { Country } from '../ui/flags';
import { LiveControls } from '../ui/live-controls';
import { formatCount, formatMoney } from '../ui/numbers';
import { ShortId } from '../ui/short-id';
import { DataTable } from '../ui/table';
import { UploadConversionsButton } from './conversion-upload';
import { periodInstants, usePeriod } from '../ui/period';

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
type T = (key: string, options?: Record<string, unknown>) => string;
type Names = ReturnType<typeof useNames>;

/** Campaign and offer names for the log's ids. */
function useNames() {
  const campaigns = useQuery(ListCampaignsDocument, { limit: 500 });
  const offers = useQuery(ListOffersDocument, { limit: 500 });
  const campaignNames = new Map(campaigns.data?.campaigns.items.map((c) => [c.id, c.name]));
  const offerNames = new Map(offers.data?.offers.items.map((o) => [o.id, o.name]));
  return {
    campaign: (id: string | null | undefined) => nameOr(id ? campaignNames.get(id) : null, 'campaign'),
    offer: (id: string | null | undefined) => nameOr(id ? offerNames.get(id) : null, 'offer'),
    campaignOptions: [...campaignNames].map(([id, name]) => [id, name] as [string, string]),
  };
}

/** The conversion log's columns (the column chooser's list). */
function conversionColumns(t: T, basis: DateBasis, names: Names): ColumnDef<Conversion, any>[] {
  return [
    {
      id: 'time',
      accessorKey: basis === 'click' ? 'click_date' : 'conversion_date',
      header: basis === 'click' ? t('col.clickTime') : t('col.time'),
      meta: { always: true },
      cell: ({ getValue }) => <span className="nowrap">{localTime(getValue())}</span>,
    },
    {
      accessorKey: 'click_id',
      header: t('col.click'),
      cell: ({ getValue }) => <ShortId id={getValue()} />,
    },
    {
      id: 'campaign',
      header: t('col.campaign'),
      accessorFn: (c) => names.campaign(c.campaign_id),
      meta: { truncate: true },
    },
    { id: 'offer', header: t('col.offer'), accessorFn: (c) => names.offer(c.offer_id), meta: { truncate: true } },
    {
      id: 'status',
      header: t('col.status'),
      accessorFn: (c) => enumText('conversionStatus', c.status),
      // Its click is in no log or report (the flow does not save traffic); the money is shown here.
      cell: ({ row }) => (
        <>
          <EnumWord name="conversionStatus" value={row.original.status} />
          {!row.original.save_traffic && (
            <>
              {' '}
              <small className="muted" title={t('conversions.notSavedHelp')}>
                {t('conversions.notSaved')}
              </small>
            </>
          )}
        </>
      ),
    },
    {
      id: 'status_bucket',
      header: t('col.countsAs'),
      accessorFn: (c) => enumText('conversionStatus', c.status_bucket),
      cell: ({ row }) => <EnumWord name="conversionStatus" value={row.original.status_bucket} />,
    },
    {
      accessorKey: 'payout',
      header: t('col.payout'),
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.payout, row.original.base_currency),
    },
    {
      id: 'origin',
      header: t('col.origin'),
      accessorFn: (c) => t(`origin.${c.origin}`, { defaultValue: c.origin }),
      cell: ({ row }) => (
        <span title={row.original.origin}>
          {t(`origin.${row.original.origin}`, { defaultValue: row.original.origin })}
        </span>
      ),
    },
    {
      accessorKey: 'transaction_id',
      header: t('col.transaction'),
      cell: ({ getValue }) => <ShortId id={getValue()} />,
    },
    {
      accessorKey: 'conversion_id',
      header: t('col.conversionId'),
      cell: ({ getValue }) => <ShortId id={getValue()} />,
    },
    {
      id: 'country',
      header: t('col.country'),
      accessorFn: (c) => countryText(c.country),
      cell: ({ row }) => <Country code={row.original.country} />,
    },
    { accessorKey: 'revision', header: t('col.revision'), meta: { numeric: true } },
  ];
}

/**
 * Conversions as recorded, filtered as the spec lists (period, status, campaign, click id, date basis);
 * new and changed ones arrive live.
 */
export function ConversionLogScreen() {
  const { t } = useT('logs');
  // The period select's first choice is worded in the click log's catalogue: loaded here too (it
  // showed as "appPeriod" when the click log had not been opened first).
  useT('clickLog');
  // The top bar's period unless the log is given one of its own here (docs/web.md, "One period").
  const [hours, setHours] = useState('app');
  const { period: appPeriod } = usePeriod();
  const [status, setStatus] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [clickId, setClickId] = useState('');
  const [basis, setBasis] = useState<DateBasis>('conversion');
  // The period's start is fixed when the filters change, not at each render.
  const range = useMemo(
    () => (hours === 'app' ? periodInstants(appPeriod) : { from: hoursAgo(hours) }),
    [hours, appPeriod],
  );
  const click = clickId.trim().toLowerCase();
  const clickError = click && !/^[0-9a-f][0-9a-f-]{3,}$/.test(click) ? t('conversions.badClickId') : null;
  const log = useQuery(
    ConversionLogDocument,
    {
      limit: 200,
      from: range?.from,
      ...(range?.to ? { to: range.to } : {}),
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
  const columns = useChosenColumns<Conversion>('conversion_log', conversionColumns(t, basis, names), [
    'click_id',
    'campaign',
    'offer',
    'status',
    'payout',
    'origin',
    'country',
  ]);
  // An invalid click id shows no rows (not the previous filters' ones).
  const rows = clickError
    ? []
    : mergeLive<Conversion>(feed.items, log.data?.conversion_log.items ?? [], (c) => c.conversion_id);
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{t('conversions.title')}</h1>
        <LiveControls feed={feed} what={t('what.conversions')} />
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
        <UploadConversionsButton onDone={log.reload} />
      </header>
      <FilterBar label={t('conversions.filters')}>
        <SelectFilter
          label={t('period.label')}
          value={hours}
          onChange={setHours}
          options={[['app', t('clickLog:appPeriod')], ...logPeriods(LOG_HOURS)]}
        />
        <SelectFilter
          label={t('conversions.basis')}
          value={basis}
          onChange={(v) => setBasis(v as DateBasis)}
          options={[
            ['conversion', t('enums:dateBasis.conversion')],
            ['click', t('enums:dateBasis.click')],
          ]}
        />
        <SelectFilter
          label={t('col.status')}
          value={status}
          onChange={setStatus}
          options={[
            ['', t('conversions.anyStatus')],
            ...(['lead', 'sale', 'rejected', 'trash'] as const).map(
              (s) => [s, t(`enums:conversionStatus.${s}`)] as [string, string],
            ),
          ]}
        />
        <SelectFilter
          label={t('col.campaign')}
          value={campaignId}
          onChange={setCampaignId}
          options={[['', t('allCampaigns')], ...names.campaignOptions]}
        />
        <TextFilter
          label={t('clickId')}
          value={clickId}
          onChange={setClickId}
          placeholder={t('conversions.clickIdHint')}
          error={clickError}
        />
      </FilterBar>
      <p className="muted" role="status">
        {log.loading
          ? t('loading')
          : log.data
            ? t('conversions.found', { n: formatCount(log.data.conversion_log.total) })
            : ''}
      </p>
      <div className="table-scroll">
        <DataTable
          caption={t('conversions.caption')}
          data={rows}
          empty={t('conversions.empty')}
          rowClassName={(c) => (fresh.has(c.conversion_id) ? 'fresh' : '')}
          columns={columns.visible}
        />
      </div>
    </section>
  );
}
