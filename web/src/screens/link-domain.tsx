import { useEffect, useId, useState } from 'react';
import { run, useQuery } from '../api/hooks';
import { type DomainFieldsFragment, DomainsDocument } from '../generated/graphql';
import { i18next, useT } from '../i18n';
import { CopyButton } from '../ui/buttons';

// Loaded with this module, so a panel opened inside a screen never waits for its words (no Suspense fallback).
void i18next.loadNamespaces('domains');

const takes = (d: Pick<DomainFieldsFragment, 'campaigns_mode' | 'campaign_ids'>, campaignId: string) =>
  d.campaigns_mode === 'all' || d.campaign_ids.includes(campaignId);

/** The workspace's domains, read once for a whole list (not per row), again after 30 s. */
let shared: { at: number; domains: Promise<DomainFieldsFragment[]> } | null = null;
function sharedDomains(): Promise<DomainFieldsFragment[]> {
  if (!shared || Date.now() - shared.at > 30_000)
    shared = {
      at: Date.now(),
      domains: run(DomainsDocument, { limit: 500 }).then(
        (r) => r.domains.items,
        () => [],
      ),
    };
  return shared.domains;
}

/**
 * A list row's "Copy link": on the main address, or for a campaign limited to its domains (404 on
 * the main address) on its first domain.
 */
export function CampaignCopyLink({
  campaign,
}: {
  campaign: { id: string; tracking_url: string; domains_only: boolean };
}) {
  const { t } = useT('campaigns');
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    if (!campaign.domains_only) return;
    let live = true;
    sharedDomains().then((domains) => live && setBase(domains.find((d) => takes(d, campaign.id))?.base_url ?? null));
    return () => {
      live = false;
    };
  }, [campaign.id, campaign.domains_only]);
  return <CopyButton text={onDomain(campaign.tracking_url, base)} label={t('campaigns:copyLink')} />;
}

/** The tracking domains a campaign answers on (all of the workspace's, or the ones that list it). */
export function useCampaignDomains(campaignId: string | undefined) {
  const domains = useQuery(DomainsDocument, { limit: 500 });
  const items = domains.data?.domains.items ?? [];
  return campaignId ? items.filter((d) => takes(d, campaignId)) : [];
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
  const { t } = useT('domains');
  const id = useId();
  if (!domains.length)
    return limited ? (
      <p className="field-error" role="alert">
        {t('noDomainForCampaign')}
      </p>
    ) : null;
  return (
    <div className="field">
      <label htmlFor={id}>{t('col.domain')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {!limited && <option value="">{t('mainAddress')}</option>}
        {domains.map((d) => (
          <option key={d.id} value={d.base_url}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}
