import { useMemo, useState } from 'react';
import { run, useQuery } from '../api/hooks';
import {
  CurrentWorkspaceDocument,
  ListTrafficSourcesDocument,
  RotateCampaignTokenDocument,
  type CampaignFieldsFragment,
} from '../generated/graphql';
import { useT } from '../i18n';
import { ConfirmButton, CopyButton } from '../ui/buttons';
import { FlowsPanel } from './flows';
import { DomainSelect, onDomain, useCampaignDomains } from './link-domain';
import { PostbackUrls } from '../ui/money-mounts';

const SUB_IDS = [1, 2, 3, 4, 5];

/** The campaign's set-up tab: its tracking-link builder, the postback URL, the token and the flows. */
export function CampaignSetup({ campaign: c, onChanged }: { campaign: CampaignFieldsFragment; onChanged: () => void }) {
  const { t } = useT('campaign');
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const [params, setParams] = useState<Record<string, string>>({});
  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const domains = useCampaignDomains(c.id);
  // A campaign limited to its domains has no link on the main address.
  const domainBase = chosenDomain ?? (c.domains_only ? (domains[0]?.base_url ?? null) : null);
  const source = sources.data?.traffic_sources.items.find((s) => s.id === c.source_id);
  const link = useMemo(() => {
    const url = new URL(c.tracking_url);
    for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
    // Macros stay readable ({zoneid}), as sources expect them.
    return onDomain(decodeURI(url.toString()), domainBase);
  }, [c, params, domainBase]);
  const key = workspace.data?.workspace.postback_key;
  const postback = key
    ? `${new URL(c.tracking_url).origin}/${key}/postback?subid={subid}&status={status}&payout={payout}`
    : '';
  const mapped = source?.sub_id_parameters ?? [];
  const fields = mapped.length
    ? mapped.map((m) => ({ key: m.param, label: `${m.param} → sub_id_${m.sub_id}`, placeholder: m.macro ?? '' }))
    : SUB_IDS.map((n) => ({ key: `sub_id_${n}`, label: `sub_id_${n}`, placeholder: '' }));
  return (
    <>
      <div className="cards">
        <div className="card">
          <h2>{t('setup.link')}</h2>
          <DomainSelect
            domains={domains}
            value={domainBase ?? ''}
            onChange={(base) => setChosenDomain(base || '')}
            limited={c.domains_only}
          />
          <p>{t('setup.linkHint')}</p>
          <div className="grid-2">
            {fields.map((p) => (
              <div className="field" key={p.key}>
                <label htmlFor={`param-${p.key}`}>{p.label}</label>
                <input
                  id={`param-${p.key}`}
                  value={params[p.key] ?? ''}
                  placeholder={p.placeholder}
                  onChange={(e) => setParams((v) => ({ ...v, [p.key]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          <p>
            <output data-testid="tracking-link" className="url">
              {link}
            </output>{' '}
            <CopyButton text={link} label={t('setup.copyLink')} />
          </p>
          <h2>{t('setup.postback')}</h2>
          <p className="muted">{t('setup.postbackHint')}</p>
          <p>
            <output data-testid="postback-url" className="url">
              {postback}
            </output>{' '}
            <CopyButton text={postback} label={t('setup.copyPostback')} />
          </p>
          <PostbackUrls campaignId={c.id} />
          <h2>{t('setup.token')}</h2>
          <p>
            <code>{c.token}</code>{' '}
            <ConfirmButton
              question={t('setup.rotateQuestion')}
              onConfirm={() => run(RotateCampaignTokenDocument, { id: c.id }).then(onChanged)}
            >
              {t('setup.rotate')}
            </ConfirmButton>
          </p>
        </div>
      </div>
      <FlowsPanel campaignId={c.id} />
    </>
  );
}
