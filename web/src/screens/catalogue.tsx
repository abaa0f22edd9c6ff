import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { run } from '../api/hooks';
import { networkOptions, offerOptions } from '../api/options';
import { uploadWithProgress } from '../api/upload';
import {
  ArchiveAffiliateNetworkDocument,
  ArchiveLandingDocument,
  ArchiveOfferDocument,
  ArchiveTrafficSourceDocument,
  BulkAffiliateNetworksDocument,
  BulkLandingsDocument,
  BulkOffersDocument,
  BulkTrafficSourcesDocument,
  CloneAffiliateNetworkDocument,
  CloneLandingDocument,
  CloneOfferDocument,
  CloneTrafficSourceDocument,
  RestoreAffiliateNetworkDocument,
  RestoreLandingDocument,
  RestoreOfferDocument,
  RestoreTrafficSourceDocument,
  CreateAffiliateNetworkDocument,
  CreateCustomStatusDocument,
  CreateLandingDocument,
  CreateOfferDocument,
  CreateTrafficSourceDocument,
  DeleteAffiliateNetworkDocument,
  DeleteCurrencyRateDocument,
  DeleteCustomStatusDocument,
  DeleteLandingDocument,
  DeleteOfferDocument,
  DeleteTrafficSourceDocument,
  ListAffiliateNetworksDocument,
  ListCurrencyRatesDocument,
  ListCustomStatusesDocument,
  ListLandingsDocument,
  ListOffersDocument,
  ListTrafficSourcesDocument,
  SetCurrencyRateDocument,
  UpdateAffiliateNetworkDocument,
  UpdateCustomStatusDocument,
  UpdateLandingDocument,
  UpdateOfferDocument,
  UpdateTrafficSourceDocument,
  type AffiliateNetworkFieldsFragment,
  type CurrencyRateFieldsFragment,
  type CustomStatusFieldsFragment,
  type GroupKind,
  type LandingFieldsFragment,
  type OfferFieldsFragment,
  type TrafficSourceFieldsFragment,
} from '../generated/graphql';
import { useT } from '../i18n';
import type { EntityConfig } from '../ui/entity-config';
import { EntityScreen } from '../ui/entity-screen';
import { localDate } from '../ui/format';
import { formatDecimal, formatMoney } from '../ui/numbers';
import { StatsEntityScreen } from '../ui/stats-screen';
import { EcbRatesSetting, PostbackUrls, rateDirection } from '../ui/money-mounts';
import { LandingOfferLink } from './landing-offer-link';
import { NetworkTemplateStarter, SourceTemplateStarter } from './templates';
import { FilePicker } from '../ui/file-picker';

const PAGE = { limit: 500 } as const;
type Input = Record<string, unknown>;
const archivedArg = (archived?: boolean) => (archived ? 'true' : 'false');

/** The catalogue's screens are built in the user's language (a new config when it changes). */
type T = TFunction;

export const landings = (t: T): EntityConfig<LandingFieldsFragment> => ({
  title: t('landings.title'),
  singular: t('landings.singular'),
  label: (l) => l.name,
  fields: [
    { name: 'name', label: t('name'), required: true },
    {
      name: 'type',
      label: t('landings.type'),
      kind: 'select',
      enum: 'landingType',
      options: ['external', 'hosted'],
      help: t('landings.typeHelp'),
    },
    { name: 'url', label: t('landings.url'), kind: 'url' },
    {
      name: 'click_through',
      label: t('landings.clickThrough'),
      kind: 'select',
      enum: 'clickThrough',
      options: ['meta_refresh', 'javascript'],
    },
    { name: 'offers_count', label: t('landings.offersCount'), kind: 'number' },
    { name: 'tags', label: t('tags'), kind: 'tags' },
    { name: 'notes', label: t('notes'), kind: 'textarea' },
  ],
  list: async (archived) =>
    (await run(ListLandingsDocument, { ...PAGE, archived: archivedArg(archived) })).landings.items,
  ops: {
    clone: async (id) => (await run(CloneLandingDocument, { id })).clone_landing,
    archive: (id) => run(ArchiveLandingDocument, { id }),
    restore: (id) => run(RestoreLandingDocument, { id }),
    bulk: async (input) => (await run(BulkLandingsDocument, { input })).bulk_landings,
    groups: 'landings' as GroupKind,
  },
  create: async (input) => (await run(CreateLandingDocument, { input: input as Input })).create_landing,
  update: async (id, input) => (await run(UpdateLandingDocument, { id, input: input as Input })).update_landing,
  remove: (id) => run(DeleteLandingDocument, { id }),
  columns: [
    { accessorKey: 'name', header: t('name') },
    {
      accessorKey: 'type',
      header: t('landings.type'),
      cell: ({ getValue }) => <span title={getValue()}>{t(`enums:landingType.${getValue()}`)}</span>,
    },
    {
      id: 'where',
      header: t('landings.where'),
      accessorFn: (l) => (l.type === 'hosted' ? (l.hosted_uploaded ? l.hosted_path : t('landings.noZip')) : l.url),
    },
  ],
  details: (landing, reload) => (
    <>
      {landing.type === 'hosted' ? <ZipUpload landingId={landing.id} onDone={reload} /> : null}
      <LandingOfferLink landing={landing} />
    </>
  ),
});

/** The ZIP goes to the REST route POST /admin_api/v1/landings/{id}/files (multipart), with upload progress. */
function ZipUpload({ landingId, onDone }: { landingId: string; onDone: () => void }) {
  const { t } = useT('catalogue');
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setMessage(null);
    setError(null);
    setProgress(0);
    const answer = await uploadWithProgress(`/admin_api/v1/landings/${landingId}/files`, body, setProgress);
    setProgress(null);
    if (answer.status === 200) {
      setMessage(t('landings.uploaded'));
      onDone();
    } else setError(answer.error);
  };
  return (
    <div className="subsection">
      <h3>{t('landings.files')}</h3>
      <label htmlFor="zip">{t('landings.zip')}</label>
      <FilePicker
        id="zip"
        accept=".zip,application/zip"
        onFiles={([file]) => upload(file)}
        describedBy={error ? 'zip-error' : undefined}
      />
      {progress !== null && (
        <progress max={100} value={progress} aria-label={t('landings.progress')}>
          {progress}%
        </progress>
      )}
      {message && <p role="status">{message}</p>}
      {error && (
        <small className="field-error" id="zip-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

export const offers = (t: T): EntityConfig<OfferFieldsFragment> => ({
  title: t('offers.title'),
  singular: t('offers.singular'),
  label: (o) => o.name,
  fields: [
    { name: 'name', label: t('name'), required: true },
    { name: 'url', label: t('offers.url'), kind: 'url' },
    {
      name: 'affiliate_network_id',
      label: t('offers.network'),
      kind: 'picker',
      load: networkOptions,
      emptyHint: t('offers.noNetworks'),
    },
    {
      name: 'payout_type',
      label: t('offers.payoutType'),
      kind: 'select',
      enum: 'payoutType',
      options: ['fixed', 'auto', 'revshare'],
    },
    { name: 'payout', label: t('offers.payout'), kind: 'decimal' },
    { name: 'payout_currency', label: t('offers.payoutCurrency'), kind: 'currency' },
    { name: 'daily_cap', label: t('offers.dailyCap'), kind: 'number' },
    { name: 'cap_time_zone', label: t('offers.capTimeZone'), placeholder: 'UTC' },
    { name: 'cap_fallback_offer_id', label: t('offers.capFallback'), kind: 'picker', load: offerOptions },
    { name: 'tags', label: t('tags'), kind: 'tags' },
    { name: 'notes', label: t('notes'), kind: 'textarea' },
  ],
  list: async (archived) => (await run(ListOffersDocument, { ...PAGE, archived: archivedArg(archived) })).offers.items,
  ops: {
    clone: async (id) => (await run(CloneOfferDocument, { id })).clone_offer,
    archive: (id) => run(ArchiveOfferDocument, { id }),
    restore: (id) => run(RestoreOfferDocument, { id }),
    bulk: async (input) => (await run(BulkOffersDocument, { input })).bulk_offers,
    groups: 'offers' as GroupKind,
  },
  create: async (input) => (await run(CreateOfferDocument, { input: input as Input })).create_offer,
  update: async (id, input) => (await run(UpdateOfferDocument, { id, input: input as Input })).update_offer,
  remove: (id) => run(DeleteOfferDocument, { id }),
  columns: [
    { accessorKey: 'name', header: t('name') },
    {
      id: 'payout',
      header: t('offers.payout'),
      accessorFn: (o) =>
        o.payout_type === 'auto'
          ? t('offers.payoutFromPostback')
          : o.payout == null
            ? '—'
            : formatMoney(o.payout, o.payout_currency ?? 'USD'),
      meta: { numeric: true },
    },
  ],
});

export const sources = (t: T): EntityConfig<TrafficSourceFieldsFragment> => ({
  title: t('sources.title'),
  singular: t('sources.singular'),
  label: (s) => s.name,
  fields: [
    { name: 'name', label: t('name'), required: true },
    { name: 'postback_url', label: t('sources.postbackUrl'), kind: 'url' },
    { name: 'postback_statuses', label: t('sources.postbackStatuses'), kind: 'tags' },
    { name: 'postback_secret', label: t('sources.postbackSecret'), kind: 'password', placeholder: t('unchanged') },
    { name: 'parameters', label: t('sources.tokens'), kind: 'tokens' },
    { name: 'sub_id_parameters', label: t('sources.subIds'), kind: 'subids' },
    { name: 'capi_pixel_id', label: t('sources.capiPixel') },
    { name: 'capi_access_token', label: t('sources.capiToken'), kind: 'password', placeholder: t('unchanged') },
    { name: 'capi_test_event_code', label: t('sources.capiTest') },
    { name: 'notes', label: t('notes'), kind: 'textarea' },
  ],
  list: async (archived) =>
    (await run(ListTrafficSourcesDocument, { ...PAGE, archived: archivedArg(archived) })).traffic_sources.items,
  ops: {
    clone: async (id) => (await run(CloneTrafficSourceDocument, { id })).clone_traffic_source,
    archive: (id) => run(ArchiveTrafficSourceDocument, { id }),
    restore: (id) => run(RestoreTrafficSourceDocument, { id }),
    bulk: async (input) => (await run(BulkTrafficSourcesDocument, { input })).bulk_traffic_sources,
    groups: 'sources' as GroupKind,
  },
  create: async (input) => (await run(CreateTrafficSourceDocument, { input: input as Input })).create_traffic_source,
  update: async (id, input) =>
    (await run(UpdateTrafficSourceDocument, { id, input: input as Input })).update_traffic_source,
  remove: (id) => run(DeleteTrafficSourceDocument, { id }),
  starter: (apply, created) => <SourceTemplateStarter apply={apply} created={created} />,
  columns: [
    { accessorKey: 'name', header: t('name') },
    {
      id: 'postback',
      header: t('sources.postback'),
      accessorFn: (s) => (s.postback_url ? t('sources.postbackSet') : t('sources.postbackNone')),
    },
  ],
});

const networks = (t: T): EntityConfig<AffiliateNetworkFieldsFragment> => ({
  title: t('networks.title'),
  singular: t('networks.singular'),
  label: (n) => n.name,
  fields: [
    { name: 'name', label: t('name'), required: true },
    { name: 'offer_params', label: t('networks.offerParams'), kind: 'query' },
    {
      name: 'status_mapping',
      label: t('networks.mapping'),
      kind: 'pairs',
      pairs: {
        key: t('networks.partnerStatus'),
        value: t('networks.status'),
        add: t('networks.addMapping'),
        suggestions: ['sale', 'lead', 'rejected'],
      },
    },
    { name: 'notes', label: t('notes'), kind: 'textarea' },
  ],
  list: async (archived) =>
    (await run(ListAffiliateNetworksDocument, { ...PAGE, archived: archivedArg(archived) })).affiliate_networks.items,
  ops: {
    clone: async (id) => (await run(CloneAffiliateNetworkDocument, { id })).clone_affiliate_network,
    archive: (id) => run(ArchiveAffiliateNetworkDocument, { id }),
    restore: (id) => run(RestoreAffiliateNetworkDocument, { id }),
    bulk: async (input) => (await run(BulkAffiliateNetworksDocument, { input })).bulk_affiliate_networks,
  },
  create: async (input) =>
    (await run(CreateAffiliateNetworkDocument, { input: input as Input })).create_affiliate_network,
  update: async (id, input) =>
    (await run(UpdateAffiliateNetworkDocument, { id, input: input as Input })).update_affiliate_network,
  remove: (id) => run(DeleteAffiliateNetworkDocument, { id }),
  starter: (apply, created) => <NetworkTemplateStarter apply={apply} created={created} />,
  details: (n) => <PostbackUrls networkId={n.id} />,
  columns: [
    { accessorKey: 'name', header: t('name') },
    {
      id: 'mapping',
      header: t('networks.mappingColumn'),
      accessorFn: (n) =>
        Object.entries((n.status_mapping ?? {}) as Record<string, string>)
          .map(([k, v]) => `${k}→${v}`)
          .join(', '),
    },
  ],
});

const statuses = (t: T): EntityConfig<CustomStatusFieldsFragment> => ({
  title: t('statuses.title'),
  singular: t('statuses.singular'),
  label: (s) => s.code,
  createOnly: ['code'],
  fields: [
    { name: 'code', label: t('statuses.code'), required: true },
    { name: 'name', label: t('name') },
    {
      name: 'counts_as',
      label: t('statuses.countsAs'),
      kind: 'select',
      enum: 'countsAs',
      options: ['leads', 'sales', 'rejected'],
      required: true,
    },
  ],
  list: async () => (await run(ListCustomStatusesDocument, PAGE)).custom_statuses.items,
  create: async (input) => (await run(CreateCustomStatusDocument, { input: input as never })).create_custom_status,
  update: async (id, input) =>
    (await run(UpdateCustomStatusDocument, { id, input: input as Input })).update_custom_status,
  remove: (id) => run(DeleteCustomStatusDocument, { id }),
  columns: [
    { accessorKey: 'code', header: t('statuses.code') },
    { accessorKey: 'name', header: t('name') },
    {
      accessorKey: 'counts_as',
      header: t('statuses.countsAs'),
      cell: ({ getValue }) => <span title={getValue()}>{t(`enums:countsAs.${getValue()}`)}</span>,
    },
  ],
});

const rates = (t: T): EntityConfig<CurrencyRateFieldsFragment> => ({
  title: t('rates.title'),
  singular: t('rates.singular'),
  label: (r) => `${r.base}/${r.quote} ${r.date}`,
  sendAll: true,
  fields: [
    { name: 'date', label: t('rates.dateField'), required: true },
    { name: 'base', label: t('rates.baseField'), required: true },
    { name: 'quote', label: t('rates.quoteField'), required: true },
    { name: 'rate', label: t('rates.rate'), kind: 'decimal', required: true, says: rateDirection },
  ],
  list: async () => (await run(ListCurrencyRatesDocument, PAGE)).currency_rates.items,
  // A rate is set (created or replaced) for its date and pair.
  create: async (input) => (await run(SetCurrencyRateDocument, { input: input as never })).set_currency_rate,
  update: async (_id, input) => (await run(SetCurrencyRateDocument, { input: input as never })).set_currency_rate,
  remove: (id) => run(DeleteCurrencyRateDocument, { id }),
  columns: [
    { accessorKey: 'date', header: t('rates.date'), cell: ({ getValue }) => localDate(getValue()) },
    {
      id: 'pair',
      header: t('rates.pair'),
      // The rate's direction in words: 1 USD = 0.92 EUR.
      accessorFn: (r) => t('rates.says', { base: r.base, rate: formatDecimal(r.rate), quote: r.quote }),
    },
    { accessorKey: 'origin', header: t('rates.origin') },
  ],
});

/** A screen's config in the user's language (rebuilt when the language changes). */
export function useConfig<C>(build: (t: T) => C): C {
  const { t } = useT('catalogue');
  return useMemo(() => build(t), [build, t]);
}

export const LandingsScreen = () => <StatsEntityScreen config={useConfig(landings)} dimension="landing" />;
export const OffersScreen = () => <StatsEntityScreen config={useConfig(offers)} dimension="offer" />;
export const SourcesScreen = () => <StatsEntityScreen config={useConfig(sources)} dimension="source" />;
export const NetworksScreen = () => <EntityScreen config={useConfig(networks)} />;
export const StatusesScreen = () => <EntityScreen config={useConfig(statuses)} />;
export const RatesScreen = () => <EntityScreen config={useConfig(rates)} extras={{ toolbar: <EcbRatesSetting /> }} />;
