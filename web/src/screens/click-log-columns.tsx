import type { ColumnDef } from '@tanstack/react-table';
import type { ClickLogQuery } from '../generated/graphql';
import { i18next } from '../i18n';
import { localTime } from '../ui/format';
import { countryText, deviceText, nameOr, OutcomeWord, visitorText, EnumWord, enumText } from '../ui/log-words';
import { Country } from '../ui/flags';
import { formatUnitCost } from '../ui/numbers';
import { ShortId } from '../ui/short-id';

export type Click = ClickLogQuery['click_log']['items'][number];
type T = (key: string, options?: Record<string, unknown>) => string;

/** What a buyer reads first (the rest through the column chooser): fits 1280 px beside the menu. */
export const DEFAULT_COLUMNS = ['click_id', 'campaign_name', 'site', 'offer', 'geo', 'kind', 'outcome', 'subs', 'cost'];

/** A sub id as the source names it: "zone (sub_id_1)", else "sub_id_1". */
export const subIdName = (click: Click, index: number): string => {
  const raw = `sub_id_${index + 1}`;
  const param = click.sub_id_params[index];
  return param ? `${param} (${raw})` : raw;
};

/** The site token as the source names it: "zone (Zone / site)", else "Zone / site". */
export const siteName = (click: Click): string =>
  click.site_param ? `${click.site_param} (${i18next.t('clickLog:col.site')})` : i18next.t('clickLog:col.site');

/** A text cell cut to the column's width, the whole value in its title; an empty one says what it is. */
const Cut = ({ value, empty }: { value: string | null | undefined; empty?: string }) =>
  value ? (
    <span className="name-cell" title={value}>
      {value}
    </span>
  ) : (
    <span className="muted">{empty ?? '—'}</span>
  );

/** The click log's columns; the time opens the click's details. */
export function clickColumns(t: T, open: (click: Click) => void, currency: string): ColumnDef<Click, any>[] {
  const notSet = t('metrics:empty.notSet');
  return [
    {
      accessorKey: 'time',
      header: t('clickLog:col.time'),
      meta: { always: true },
      cell: ({ row }) => (
        <button
          type="button"
          className="link nowrap time-link"
          aria-label={t('clickLog:detailsOf', { id: row.original.click_id })}
          onClick={() => open(row.original)}
        >
          {localTime(row.original.time)}
        </button>
      ),
    },
    { accessorKey: 'click_id', header: t('clickLog:col.clickId'), cell: ({ getValue }) => <ShortId id={getValue()} /> },
    {
      accessorKey: 'external_click_id',
      header: t('clickLog:col.externalId'),
      cell: ({ getValue }) => <Cut value={getValue()} empty={notSet} />,
    },
    {
      accessorKey: 'campaign_name',
      header: t('clickLog:col.campaign'),
      cell: ({ getValue }) => <Cut value={getValue()} empty={t('metrics:empty.campaign')} />,
    },
    {
      id: 'source',
      header: t('clickLog:col.source'),
      accessorFn: (c) => nameOr(c.source_name, 'source'),
      cell: ({ row }) => <Cut value={row.original.source_name} empty={t('metrics:empty.source')} />,
    },
    {
      id: 'site',
      header: t('clickLog:col.site'),
      accessorFn: (c) => c.site ?? '',
      cell: ({ row }) =>
        row.original.site ? (
          <span className="name-cell" title={`${siteName(row.original)}: ${row.original.site}`}>
            {row.original.site}
          </span>
        ) : (
          <span className="muted">{notSet}</span>
        ),
    },
    {
      id: 'offer',
      header: t('clickLog:col.offer'),
      accessorFn: (c) => nameOr(c.offer_name, 'offer'),
      cell: ({ row }) => <Cut value={row.original.offer_name} empty={t('metrics:empty.offer')} />,
    },
    {
      id: 'landing',
      header: t('clickLog:col.landing'),
      accessorFn: (c) => nameOr(c.landing_name, 'landing'),
      cell: ({ row }) => <Cut value={row.original.landing_name} empty={t('metrics:empty.landing')} />,
    },
    {
      id: 'flow',
      header: t('clickLog:col.flow'),
      accessorFn: (c) => nameOr(c.flow_name, 'flow'),
      cell: ({ row }) => <Cut value={row.original.flow_name} empty={t('metrics:empty.flow')} />,
    },
    {
      id: 'geo',
      header: t('clickLog:col.geo'),
      accessorFn: (c) => [countryText(c.country), c.city].filter(Boolean).join(' · '),
      // The country in the cell, its city (and code) on hover: the column stays narrow.
      cell: ({ row }) => (
        <span className="nowrap">
          <Country
            code={row.original.country}
            title={[row.original.country, row.original.city].filter(Boolean).join(' · ')}
          />
        </span>
      ),
    },
    {
      id: 'device',
      header: t('clickLog:col.device'),
      accessorFn: (c) => [deviceText(c.device_type), c.os, c.browser].filter(Boolean).join(' · '),
      cell: ({ getValue }) => <span className="name-cell">{getValue()}</span>,
    },
    {
      id: 'kind',
      header: t('clickLog:col.visitor'),
      accessorFn: (c) => visitorText(c),
      cell: ({ getValue }) => <span className="nowrap">{getValue()}</span>,
    },
    { accessorKey: 'ip', header: t('clickLog:col.ip') },
    { accessorKey: 'isp', header: t('clickLog:col.isp') },
    { accessorKey: 'language', header: t('clickLog:col.language') },
    {
      id: 'outcome',
      header: t('clickLog:col.outcome'),
      accessorFn: (c) => enumText('clickOutcome', c.outcome),
      cell: ({ row }) => <OutcomeWord outcome={row.original.outcome} status={row.original.http_status} />,
    },
    {
      id: 'select_reason',
      header: t('clickLog:col.reason'),
      accessorFn: (c) => enumText('selectReason', c.select_reason),
      cell: ({ row }) => <EnumWord name="selectReason" value={row.original.select_reason} />,
    },
    {
      id: 'subs',
      header: t('clickLog:col.subs'),
      accessorFn: (c) =>
        c.sub_ids
          .slice(0, 5)
          .map((v, i) => (v ? `${c.sub_id_params[i] ? `${c.sub_id_params[i]}=` : ''}${v}` : ''))
          .filter(Boolean)
          .join(' · '),
      cell: ({ getValue, row }) => (
        <span
          className="name-cell"
          title={row.original.sub_ids
            .map((v, i) => (v ? `${subIdName(row.original, i)}: ${v}` : ''))
            .filter(Boolean)
            .join('\n')}
        >
          {getValue()}
        </span>
      ),
    },
    {
      accessorKey: 'cost',
      header: t('clickLog:col.cost'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatUnitCost(getValue(), currency),
    },
    {
      accessorKey: 'destination',
      header: t('clickLog:col.destination'),
      cell: ({ getValue }) => (
        <span className="name-cell url-cell" title={getValue() ?? undefined}>
          {getValue() ?? t('logs:nowhere')}
        </span>
      ),
    },
    {
      accessorKey: 'referer',
      header: t('clickLog:col.referrer'),
      cell: ({ getValue }) => <Cut value={getValue()} empty={notSet} />,
    },
  ];
}
