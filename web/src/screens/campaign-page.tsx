import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '../api/hooks';
import { useCan } from '../api/permissions';
import { GetCampaignDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { CampaignSetup } from './campaign-setup';
import { CostHistory } from './cost-history';
import { UpdateCostsButton } from './cost-update';
import { UploadConversionsButton } from './conversion-upload';
import { EntityReport } from './entity-report';
import './loop.css';
import { CampaignMoneyAlerts } from '../ui/money-mounts';

type Tab = 'stats' | 'setup' | 'costs';

/**
 * One campaign: its statistics for the app's period first (key figures, chart, groupings), then
 * its set-up (link builder, postback URL, flows) and its cost updates in tabs of the same page.
 */
export function CampaignScreen() {
  const { t } = useT('campaign');
  const { id = '' } = useParams();
  const campaign = useQuery(GetCampaignDocument, { id });
  const canViewStats = useCan('statistics', 'view');
  const [tab, setTab] = useState<Tab>('stats');
  const [revision, setRevision] = useState(0);
  const c = campaign.data?.campaign;
  if (!c) return <p>{campaign.loading ? t('loading') : t('notFound')}</p>;
  const changed = () => setRevision((r) => r + 1);
  const tabs: [Tab, string][] = [
    ['stats', t('tabs.stats')],
    ['setup', t('tabs.setup')],
    ['costs', t('tabs.costs')],
  ];
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head loop-head">
        <h1 id="screen-title">{c.name}</h1>
        <span className={c.state === 'active' ? 'loop-ok' : 'muted'}>{t(`state.${c.state}`)}</span>
        <Link to="/campaigns">{t('all')}</Link>
      </header>
      <CampaignMoneyAlerts campaignId={c.id} />
      <div className="loop-actions loop-page-actions">
        <UpdateCostsButton campaigns={[c]} onDone={changed} />
        <UploadConversionsButton onDone={changed} />
      </div>
      <div className="loop-tabs" role="tablist">
        {tabs.map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'stats' &&
        (canViewStats === false ? (
          <p>{t('noStats')}</p>
        ) : (
          <EntityReport key={revision} dimension="campaign" id={c.id} />
        ))}
      {tab === 'setup' && <CampaignSetup campaign={c} onChanged={campaign.reload} />}
      {tab === 'costs' && <CostHistory campaignId={c.id} revision={revision} />}
    </section>
  );
}
