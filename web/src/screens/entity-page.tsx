import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '../api/hooks';
import { useCan } from '../api/permissions';
import {
  GetLandingDocument,
  GetOfferDocument,
  GetTrafficSourceDocument,
  type LandingFieldsFragment,
  type OfferFieldsFragment,
  type TrafficSourceFieldsFragment,
} from '../generated/graphql';
import { useT } from '../i18n';
import type { EntityConfig } from '../ui/entity-config';
import { EditorForm } from '../ui/entity-screen';
import { toast } from '../ui/toast';
import { landings, offers, sources, useConfig } from './catalogue';
import { EntityReport } from './entity-report';
import './loop.css';

type Kind = 'offer' | 'landing' | 'source';
type Tab = 'stats' | 'setup';

/**
 * One offer, landing or source as a campaign opens: its statistics for the app's period first
 * (key figures, chart, one-click groupings, drill, Open in Reports), its editor in the Set-up tab.
 */
function EntityPage<T extends { id: string; name: string }>({
  kind,
  item,
  loading,
  reload,
  config,
}: {
  kind: Kind;
  item: T | null | undefined;
  loading: boolean;
  reload: () => void;
  config: EntityConfig<T>;
}) {
  const { t } = useT('lists');
  const canViewStats = useCan('statistics', 'view');
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('stats');
  if (!item) return <p>{loading ? t('page.loading') : t(`page.notFound.${kind}`)}</p>;
  const tabs: [Tab, string][] = [
    ['stats', t('page.tabs.stats')],
    ['setup', t('page.tabs.setup')],
  ];
  return (
    <section aria-labelledby="screen-title" className="entity-page">
      <header className="screen-head loop-head">
        <h1 id="screen-title">{item.name}</h1>
        <span className="muted">{t(`page.kind.${kind}`)}</span>
        <Link to={`/${kind}s`}>{t(`page.all.${kind}`)}</Link>
      </header>
      <div className="loop-tabs" role="tablist">
        {tabs.map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'stats' &&
        (canViewStats === false ? <p>{t('page.noStats')}</p> : <EntityReport dimension={kind} id={item.id} />)}
      {tab === 'setup' && (
        <div className="editor entity-setup">
          <EditorForm
            config={config}
            item={item}
            seed={null}
            onSaved={(saved) => {
              toast(t('entity.saved', { name: saved.name, singular: config.singular }));
              reload();
            }}
            onClose={() => navigate(`/${kind}s`)}
          />
          {config.details?.(item, reload)}
        </div>
      )}
    </section>
  );
}

/** The catalogue's config of the kind, in the user's language. */
const useKindConfig = <T,>(build: (t: TFunction) => EntityConfig<T & { id: string }>) => {
  useT('catalogue');
  useT('enums');
  return useConfig(build);
};

export function OfferScreen() {
  const { id = '' } = useParams();
  const answer = useQuery(GetOfferDocument, { id });
  const config = useKindConfig<OfferFieldsFragment>(offers);
  return (
    <EntityPage
      kind="offer"
      item={answer.data?.offer}
      loading={answer.loading}
      reload={answer.reload}
      config={config}
    />
  );
}

export function LandingScreen() {
  const { id = '' } = useParams();
  const answer = useQuery(GetLandingDocument, { id });
  const config = useKindConfig<LandingFieldsFragment>(landings);
  return (
    <EntityPage
      kind="landing"
      item={answer.data?.landing}
      loading={answer.loading}
      reload={answer.reload}
      config={config}
    />
  );
}

export function SourceScreen() {
  const { id = '' } = useParams();
  const answer = useQuery(GetTrafficSourceDocument, { id });
  const config = useKindConfig<TrafficSourceFieldsFragment>(sources);
  return (
    <EntityPage
      kind="source"
      item={answer.data?.traffic_source}
      loading={answer.loading}
      reload={answer.reload}
      config={config}
    />
  );
}
