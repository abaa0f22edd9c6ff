import { useEffect, useState, type DragEvent } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { subscribe } from '../api/live';
import {
  LiveDashboardDocument,
  MyPreferencesDocument,
  ReportDashboardDocument,
  UpdateMyPreferencesDocument,
} from '../generated/graphql';
import { useT } from '../i18n';
import { instantsInWords, periodArgs, usePeriod } from '../ui/period';
import '../ui/analytics.css';
import { Block, DEFAULT_ORDER, type BlockId } from './dashboard-blocks';
import { DashboardMoneyAlerts } from '../ui/money-mounts';
import { FirstRunChecklist } from './first-run';

/** Listed blocks first in their order, then any block the saved layout does not name (a new one). */
function orderOf(layout: readonly string[] | null | undefined): BlockId[] {
  const listed = (layout ?? []).filter((id): id is BlockId => (DEFAULT_ORDER as string[]).includes(id));
  return [...listed, ...DEFAULT_ORDER.filter((id) => !listed.includes(id))];
}

/** The blocks' order: the user's, kept by the API (GET/PUT /me/preferences), moved by drag or buttons. */
function useLayout() {
  const { t } = useT('dashboard');
  const preferences = useQuery(MyPreferencesDocument, {});
  const [order, setOrder] = useState<BlockId[] | null>(null);
  const [status, setStatus] = useState('');
  const [dragged, setDragged] = useState<BlockId | null>(null);
  const blocks =
    order ??
    (preferences.data || preferences.error ? orderOf(preferences.data?.my_preferences.dashboard_layout) : null);

  const save = (next: BlockId[]) => {
    setOrder(next);
    setStatus(t('layout.saving'));
    run(UpdateMyPreferencesDocument, { input: { dashboard_layout: next } }).then(
      () => setStatus(t('layout.saved')),
      (e) => setStatus(t('layout.notSaved', { error: messageOf(e) })),
    );
  };
  const move = (id: BlockId, by: number) => {
    if (!blocks) return;
    const from = blocks.indexOf(id);
    const to = from + by;
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    next.splice(from, 1);
    next.splice(to, 0, id);
    save(next);
  };
  const drop = (target: BlockId) => (event: DragEvent) => {
    event.preventDefault();
    if (!blocks || !dragged || dragged === target) return;
    move(dragged, blocks.indexOf(target) - blocks.indexOf(dragged));
    setDragged(null);
  };
  return { blocks, status, dragged, setDragged, save, move, drop };
}

/**
 * Dashboard (GET /reports/dashboard) for the app's period, any range, compared with the range before
 * (docs/decisions.md): KPIs with the previous period's change, revenue and cost, funnel, 7×24 heat
 * map, countries on a map, top campaigns and countries. Reloads on each live_dashboard message; the
 * blocks' order is the user's, kept by the API. Numbers and dates in the user's language.
 */
export function DashboardScreen() {
  const { t } = useT('dashboard');
  const { period: appPeriod } = usePeriod();
  const period = periodArgs(appPeriod);
  const dashboard = useQuery(ReportDashboardDocument, period);
  const layout = useLayout();
  const [updates, setUpdates] = useState(0);
  const { reload } = dashboard;
  const { blocks, dragged, setDragged, move, drop } = layout;

  useEffect(
    () =>
      subscribe(LiveDashboardDocument, {}, () => {
        setUpdates((n) => n + 1);
        reload();
      }),
    [reload],
  );

  const data = dashboard.data?.report_dashboard;
  return (
    <section aria-labelledby="screen-title">
      <div className="screen-head">
        <h1 id="screen-title">{t('nav.dashboard')}</h1>
        <div className="inline-form">
          <button type="button" className="secondary" onClick={() => layout.save(DEFAULT_ORDER)}>
            {t('resetLayout')}
          </button>
        </div>
      </div>
      <FirstRunChecklist />
      <p className="muted" role="status" aria-live="polite">
        {data
          ? t('comparedWith', {
              period: instantsInWords(data.period, data.time_zone),
              zone: data.time_zone,
              previous: data.previous_period ? instantsInWords(data.previous_period, data.time_zone) : '—',
            })
          : dashboard.loading
            ? t('loading')
            : ''}
        {updates > 0 && ` · ${t('updatedLive', { count: updates })}`}
        {layout.status && ` · ${layout.status}`}
      </p>
      <DashboardMoneyAlerts />
      {dashboard.error != null && (
        <p className="form-error" role="alert">
          {messageOf(dashboard.error)}
        </p>
      )}
      {data && blocks && (
        <ol className="dashboard" aria-label={t('layout.blocks')}>
          {blocks.map((id, index) => {
            const title = t(`block.${id}`);
            return (
              <li
                key={id}
                className={`dash-block dash-${id}${dragged === id ? ' dragging' : ''}`}
                draggable
                onDragStart={() => setDragged(id)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={drop(id)}
                data-block={id}
              >
                <div className="dash-head">
                  <h2>{title}</h2>
                  <span className="row-actions">
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t('layout.up', { block: title })}
                      disabled={index === 0}
                      onClick={() => move(id, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t('layout.down', { block: title })}
                      disabled={index === blocks.length - 1}
                      onClick={() => move(id, 1)}
                    >
                      ↓
                    </button>
                  </span>
                </div>
                <Block id={id} data={data} period={period} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
