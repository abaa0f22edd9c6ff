import { useId } from 'react';
import { useQuery } from '../api/hooks';
import { DomainsDocument } from '../generated/graphql';

/** The tracking domains a campaign answers on (all of the workspace's, or the ones that list it). */
export function useCampaignDomains(campaignId: string | undefined) {
  const domains = useQuery(DomainsDocument, { limit: 500 });
  const items = domains.data?.domains.items ?? [];
  return items.filter((d) => d.campaigns_mode === 'all' || (campaignId && d.campaign_ids.includes(campaignId)));
}

/** A link on a chosen domain: the same path and query on the domain's base URL (the main address when none). */
export function onDomain(link: string, baseUrl: string | null): string {
  if (!link || !baseUrl) return link;
  const url = new URL(link);
  const base = new URL(baseUrl);
  return `${base.origin}${decodeURI(url.pathname + url.search)}`;
}

/** The link builder's domain choice: the main address or one of the campaign's tracking domains. */
export function DomainSelect({
  domains,
  value,
  onChange,
  limited,
}: {
  domains: { id: string; name: string; base_url: string }[];
  value: string;
  onChange: (baseUrl: string) => void;
  limited: boolean;
}) {
  const id = useId();
  if (!domains.length)
    return limited ? (
      <p className="field-error" role="alert">
        This campaign answers only on its domains, and no domain takes it yet: add one under Domains.
      </p>
    ) : null;
  return (
    <div className="field">
      <label htmlFor={id}>Domain</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {!limited && <option value="">Main address</option>}
        {domains.map((d) => (
          <option key={d.id} value={d.base_url}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}
