import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { run, useSession } from '../api/hooks';
import {
  ClickLogDocument,
  ConversionLogDocument,
  ListAffiliateNetworksDocument,
  ListCampaignsDocument,
  ListOffersDocument,
  ListTrafficSourcesDocument,
} from '../generated/graphql';
import { i18next, useT } from '../i18n';
import './first-run.css';

// Loaded with this module, so a panel opened inside a screen never waits for its words (no Suspense fallback).
void i18next.loadNamespaces('first-run');

/** The first-run steps in their order, each with the screen where it is done. */
const STEPS = [
  { id: 'source', to: '/sources' },
  { id: 'network', to: '/networks' },
  { id: 'offer', to: '/offers' },
  { id: 'campaign', to: '/campaigns' },
  { id: 'click', to: '/campaigns' },
  { id: 'postback', to: '/settings' },
] as const;
type Step = (typeof STEPS)[number]['id'];
type Done = Record<Step, boolean>;

/** The logs read at most 90 days: a first click or conversion is looked for in them. */
const LOG_WINDOW_MS = 89 * 24 * 3600_000;
/** While steps are open the list looks again now and then (a first click arrives from outside). */
const RECHECK_MS = 20_000;

/** Whether each step exists: one row of each list or log is enough. A list the member may not read counts as done. */
async function readSteps(): Promise<Done> {
  const exists = (query: Promise<number>) =>
    query.then(
      (n) => n > 0,
      () => true,
    );
  const all = { limit: 1, archived: 'all' };
  const from = new Date(Date.now() - LOG_WINDOW_MS).toISOString();
  const [source, network, offer, campaign, click, postback] = await Promise.all([
    exists(run(ListTrafficSourcesDocument, all).then((r) => r.traffic_sources.items.length)),
    exists(run(ListAffiliateNetworksDocument, all).then((r) => r.affiliate_networks.items.length)),
    exists(run(ListOffersDocument, all).then((r) => r.offers.items.length)),
    exists(run(ListCampaignsDocument, all).then((r) => r.campaigns.items.length)),
    exists(run(ClickLogDocument, { from, limit: 1 }).then((r) => r.click_log.items.length)),
    exists(run(ConversionLogDocument, { from, limit: 1 }).then((r) => r.conversion_log.total)),
  ]);
  return { source, network, offer, campaign, click, postback };
}

const storeKey = (workspaceId: string) => `tt.firstRun.${workspaceId}`;

/**
 * An empty workspace's first steps (source, network, offer, campaign, first click, first postback),
 * ticked as each exists. Hidden for good once all are done or the buyer hides it (per workspace, in
 * this browser).
 */
export function FirstRunChecklist() {
  const { t } = useT('first-run');
  const session = useSession();
  const key = session ? storeKey(session.workspace_id) : null;
  const [hidden, setHidden] = useState(() => !key || localStorage.getItem(key) !== null);
  const [done, setDone] = useState<Done | null>(null);
  const check = useCallback(() => {
    readSteps().then((steps) => {
      setDone(steps);
      if (key && Object.values(steps).every(Boolean)) {
        localStorage.setItem(key, 'done');
        setHidden(true);
      }
    });
  }, [key]);
  useEffect(() => {
    if (hidden) return;
    check();
    const timer = setInterval(check, RECHECK_MS);
    return () => clearInterval(timer);
  }, [hidden, check]);
  if (hidden || !done) return null;
  const count = STEPS.filter((s) => done[s.id]).length;
  return (
    <section className="card first-run" aria-labelledby="first-run-title">
      <div className="screen-head">
        <h2 id="first-run-title">{t('title')}</h2>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            if (key) localStorage.setItem(key, 'dismissed');
            setHidden(true);
          }}
        >
          {t('hide')}
        </button>
      </div>
      <p className="muted">{t('progress', { count, total: STEPS.length })}</p>
      <ol className="first-run-steps">
        {STEPS.map((step) => (
          <li key={step.id} data-step={step.id} data-done={done[step.id]} className={done[step.id] ? 'done' : ''}>
            <span className="first-run-mark" aria-hidden="true">
              {done[step.id] ? '✓' : '○'}
            </span>{' '}
            <span className="sr-only">{done[step.id] ? t('doneMark') : t('todoMark')}</span>
            {done[step.id] ? (
              <span className="first-run-done">{t(`step.${step.id}.title`)}</span>
            ) : (
              <Link to={step.to}>{t(`step.${step.id}.title`)}</Link>
            )}
            <span className="muted"> — {t(`step.${step.id}.hint`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
