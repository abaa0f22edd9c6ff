import { useState } from 'react';
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
import { EntityScreen, type EntityConfig } from '../ui/entity-screen';
import { StatsEntityScreen } from '../ui/stats-screen';
import { NetworkTemplateStarter, SourceTemplateStarter } from './templates';

const PAGE = { limit: 500 } as const;
type Input = Record<string, unknown>;
const archivedArg = (archived?: boolean) => (archived ? 'true' : 'false');

const landings: EntityConfig<LandingFieldsFragment> = {
  title: 'Landings',
  singular: 'landing',
  label: (l) => l.name,
  fields: [
    { name: 'name', label: 'Name', required: true },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      options: ['external', 'hosted'],
      help: 'hosted: upload a ZIP after saving',
    },
    { name: 'url', label: 'URL (external landings)', kind: 'url' },
    { name: 'click_through', label: 'Click-through', kind: 'select', options: ['meta_refresh', 'javascript'] },
    { name: 'offers_count', label: 'Offers on the page', kind: 'number' },
    { name: 'tags', label: 'Tags (comma-separated)', kind: 'tags' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
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
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'type', header: 'Type' },
    {
      id: 'where',
      header: 'URL / path',
      accessorFn: (l) => (l.type === 'hosted' ? (l.hosted_uploaded ? l.hosted_path : 'no ZIP yet') : l.url),
    },
  ],
  details: (landing, reload) =>
    landing.type === 'hosted' ? <ZipUpload landingId={landing.id} onDone={reload} /> : null,
};

/** The ZIP goes to the REST route POST /admin_api/v1/landings/{id}/files (multipart), with upload progress. */
function ZipUpload({ landingId, onDone }: { landingId: string; onDone: () => void }) {
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
      setMessage('Uploaded: the new version is live.');
      onDone();
    } else setError(answer.error);
  };
  return (
    <div className="subsection">
      <h3>Landing files (ZIP)</h3>
      <label htmlFor="zip">ZIP archive with index.html</label>
      <input
        id="zip"
        type="file"
        accept=".zip,application/zip"
        onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])}
        aria-describedby={error ? 'zip-error' : undefined}
      />
      {progress !== null && (
        <progress max={100} value={progress} aria-label="Upload progress">
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

const offers: EntityConfig<OfferFieldsFragment> = {
  title: 'Offers',
  singular: 'offer',
  label: (o) => o.name,
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'url', label: 'Offer URL (macros allowed)', kind: 'url' },
    {
      name: 'affiliate_network_id',
      label: 'Affiliate network',
      kind: 'picker',
      load: networkOptions,
      emptyHint: 'No networks yet: add one under Affiliate networks',
    },
    { name: 'payout_type', label: 'Payout type', kind: 'select', options: ['fixed', 'auto', 'revshare'] },
    { name: 'payout', label: 'Payout', kind: 'decimal' },
    { name: 'payout_currency', label: 'Payout currency', placeholder: 'USD' },
    { name: 'daily_cap', label: 'Daily cap', kind: 'number' },
    { name: 'cap_time_zone', label: 'Cap time zone', placeholder: 'UTC' },
    { name: 'cap_fallback_offer_id', label: 'Offer when capped', kind: 'picker', load: offerOptions },
    { name: 'tags', label: 'Tags (comma-separated)', kind: 'tags' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
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
    { accessorKey: 'name', header: 'Name' },
    {
      id: 'payout',
      header: 'Payout',
      accessorFn: (o) => (o.payout == null ? '—' : `${o.payout} ${o.payout_currency ?? ''}`),
    },
  ],
};

const sources: EntityConfig<TrafficSourceFieldsFragment> = {
  title: 'Traffic sources',
  singular: 'source',
  label: (s) => s.name,
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'postback_url', label: 'Postback URL to the source (macros allowed)', kind: 'url' },
    { name: 'postback_statuses', label: 'Statuses posted back (comma-separated)', kind: 'tags' },
    { name: 'postback_secret', label: 'Postback secret (write-only)', kind: 'password', placeholder: 'unchanged' },
    { name: 'parameters', label: 'Tokens', kind: 'tokens' },
    { name: 'sub_id_parameters', label: 'Sub-id mappings', kind: 'subids' },
    { name: 'capi_pixel_id', label: 'CAPI pixel id' },
    { name: 'capi_access_token', label: 'CAPI access token (write-only)', kind: 'password', placeholder: 'unchanged' },
    { name: 'capi_test_event_code', label: 'CAPI test event code' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
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
    { accessorKey: 'name', header: 'Name' },
    { id: 'postback', header: 'Postback', accessorFn: (s) => (s.postback_url ? 'set' : '—') },
  ],
};

const networks: EntityConfig<AffiliateNetworkFieldsFragment> = {
  title: 'Affiliate networks',
  singular: 'network',
  label: (n) => n.name,
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'offer_params', label: 'Parameters appended to its offers', kind: 'query' },
    {
      name: 'status_mapping',
      label: 'Status mapping (partner status → status)',
      kind: 'pairs',
      pairs: {
        key: 'Partner status',
        value: 'Status',
        add: 'Add status mapping',
        suggestions: ['sale', 'lead', 'rejected'],
      },
    },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
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
  columns: [
    { accessorKey: 'name', header: 'Name' },
    {
      id: 'mapping',
      header: 'Status mapping',
      accessorFn: (n) =>
        Object.entries((n.status_mapping ?? {}) as Record<string, string>)
          .map(([k, v]) => `${k}→${v}`)
          .join(', '),
    },
  ],
};

const statuses: EntityConfig<CustomStatusFieldsFragment> = {
  title: 'Custom statuses',
  singular: 'status',
  label: (s) => s.code,
  createOnly: ['code'],
  fields: [
    { name: 'code', label: 'Code', required: true },
    { name: 'name', label: 'Name' },
    { name: 'counts_as', label: 'Counts as', kind: 'select', options: ['leads', 'sales', 'rejected'], required: true },
  ],
  list: async () => (await run(ListCustomStatusesDocument, PAGE)).custom_statuses.items,
  create: async (input) => (await run(CreateCustomStatusDocument, { input: input as never })).create_custom_status,
  update: async (id, input) =>
    (await run(UpdateCustomStatusDocument, { id, input: input as Input })).update_custom_status,
  remove: (id) => run(DeleteCustomStatusDocument, { id }),
  columns: [
    { accessorKey: 'code', header: 'Code' },
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'counts_as', header: 'Counts as' },
  ],
};

const rates: EntityConfig<CurrencyRateFieldsFragment> = {
  title: 'Currency rates',
  singular: 'rate',
  label: (r) => `${r.base}/${r.quote} ${r.date}`,
  sendAll: true,
  fields: [
    { name: 'date', label: 'Date (YYYY-MM-DD)', required: true },
    { name: 'base', label: 'Base currency', required: true },
    { name: 'quote', label: 'Quote currency', required: true },
    { name: 'rate', label: 'Rate', kind: 'decimal', required: true },
  ],
  list: async () => (await run(ListCurrencyRatesDocument, PAGE)).currency_rates.items,
  // A rate is set (created or replaced) for its date and pair.
  create: async (input) => (await run(SetCurrencyRateDocument, { input: input as never })).set_currency_rate,
  update: async (_id, input) => (await run(SetCurrencyRateDocument, { input: input as never })).set_currency_rate,
  remove: (id) => run(DeleteCurrencyRateDocument, { id }),
  columns: [
    { accessorKey: 'date', header: 'Date' },
    { accessorKey: 'base', header: 'Base' },
    { accessorKey: 'quote', header: 'Quote' },
    { accessorKey: 'rate', header: 'Rate' },
    { accessorKey: 'origin', header: 'Origin' },
  ],
};

export const LandingsScreen = () => <StatsEntityScreen config={landings} dimension="landing" />;
export const OffersScreen = () => <StatsEntityScreen config={offers} dimension="offer" />;
export const SourcesScreen = () => <StatsEntityScreen config={sources} dimension="source" />;
export const NetworksScreen = () => <EntityScreen config={networks} />;
export const StatusesScreen = () => <EntityScreen config={statuses} />;
export const RatesScreen = () => <EntityScreen config={rates} />;
