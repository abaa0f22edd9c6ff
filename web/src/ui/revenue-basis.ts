import { useEffect, useSyncExternalStore } from 'react';
import { run } from '../api/hooks';
import { subscribeSession } from '../api/session';
import { CurrentWorkspaceDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { metricLabel } from './metric-labels';

/** What `revenue` counts in a workspace (`revenue_basis`, docs/reports.md), in the API's values. */
export const REVENUE_BASES = ['all_but_trash', 'leads_and_sales', 'sales'] as const;

/** The metrics whose value follows the setting (GET /reports/metrics `follows_revenue_basis`). */
const FOLLOWS = new Set(['revenue', 'profit', 'roi', 'epc', 'roas']);
export const followsRevenueBasis = (metric: string): boolean => FOLLOWS.has(metric);

// One read of the workspace's setting for every column header of the app, kept until the session
// (and so the workspace) changes or the settings page saves a new value.
let basis: string | null = null;
let asked = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
subscribeSession(() => {
  basis = null;
  asked = false;
  notify();
});

function load() {
  if (asked) return;
  asked = true;
  run(CurrentWorkspaceDocument, {}).then(
    (data) => setRevenueBasis(data.workspace.revenue_basis),
    () => {
      asked = false;
    },
  );
}

/** The settings page tells every header at once after saving the workspace. */
export function setRevenueBasis(value: string) {
  basis = value;
  notify();
}

/** The workspace's revenue_basis (null until read). */
export function useRevenueBasis(): string | null {
  useEffect(load, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => basis,
  );
}

/**
 * A metric's tooltip: for revenue, profit, ROI, EPC and ROAS, what revenue counts in this workspace
 * ("Profit follows what revenue counts here: sales only"); undefined for any other metric. Mount it
 * as the `title` of a column header or a figure's label.
 */
export function useMetricTooltip(): (metric: string) => string | undefined {
  const { t } = useT('revenueBasis');
  const current = useRevenueBasis();
  return (metric) =>
    current && FOLLOWS.has(metric)
      ? t('revenueBasis:tooltip', {
          metric: metricLabel(metric),
          counts: t(`revenueBasis:counts.${current}`, { defaultValue: current }),
        })
      : undefined;
}
