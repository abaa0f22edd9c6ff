import {
  ListAffiliateNetworksDocument,
  ListCampaignsDocument,
  ListOffersDocument,
  ListTrafficSourcesDocument,
} from '../generated/graphql';
import { run } from './hooks';

/** Options of the pickers by name: an entity's id as the value, its name as the label. */
const named = (items: { id: string; name: string }[]) =>
  items.map((i) => ({ value: i.id, label: i.name })).sort((a, b) => a.label.localeCompare(b.label));

export const sourceOptions = async () =>
  named((await run(ListTrafficSourcesDocument, { limit: 500 })).traffic_sources.items);
export const networkOptions = async () =>
  named((await run(ListAffiliateNetworksDocument, { limit: 500 })).affiliate_networks.items);
export const offerOptions = async () => named((await run(ListOffersDocument, { limit: 500 })).offers.items);
export const campaignOptions = async () => named((await run(ListCampaignsDocument, { limit: 500 })).campaigns.items);
