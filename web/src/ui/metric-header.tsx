import { metricLabel } from './metric-labels';
import { useMetricTooltip } from './revenue-basis';

/**
 * A metric's column header: its name in the user's language; its tooltip says what revenue counts in
 * this workspace for revenue, profit, ROI, EPC and ROAS, and keeps the API's name for support.
 * Tables mount it as their header (`header: () => <MetricHeader metric={metric} />`).
 */
export function MetricHeader({ metric, label, description }: { metric: string; label?: string; description?: string }) {
  const tooltip = useMetricTooltip()(metric) || description;
  return <span title={tooltip ? `${tooltip} (${metric})` : metric}>{label ?? metricLabel(metric)}</span>;
}
