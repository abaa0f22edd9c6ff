import { i18next } from '../i18n';

/**
 * Readable names of the report metrics and dimensions, in the app's language (`<lang>/metrics.json`:
 * `metric.<name>`, `dimension.<name>`). A custom metric keeps its own name; a dimension the catalogue
 * does not know keeps the server's label. The `metrics` catalogue loads with the shell.
 */
const BUILT_IN = new Set([
  'clicks',
  'unique_clicks',
  'visitors',
  'conversions',
  'leads',
  'sales',
  'rejected',
  'revenue',
  'cost',
  'profit',
  'roi',
  'roas',
  'cr',
  'epc',
  'cpa',
  'cpl',
  'approval_rate',
  'bots',
  'lp_views',
  'lp_clicks',
  'lp_ctr',
  'offer_clicks',
  'revenue_confirmed',
  'revenue_hold',
  'revenue_rejected',
  'profit_confirmed',
  'roi_confirmed',
  'epc_confirmed',
]);

export const metricLabel = (metric: string): string =>
  BUILT_IN.has(metric) ? i18next.t(`metrics:metric.${metric}`, { defaultValue: metric }) : metric;

/** A metric of the API's own (not a custom metric, which keeps its own name). */
export const isBuiltInMetric = (metric: string): boolean => BUILT_IN.has(metric);

/** A dimension's name ("Country", "Страна"); sub ids by number ("Sub id 3"), the server's label otherwise. */
export function dimensionLabel(name: string, serverLabel?: string): string {
  const sub = /^sub_id_(\d+)$/.exec(name);
  if (sub) return i18next.t('metrics:subId', { n: sub[1] });
  return i18next.t(`metrics:dimension.${name}`, { defaultValue: serverLabel ?? name });
}

/** A dimension group's name (structure, geo and device, source parameters…). */
export const dimensionGroupLabel = (group: string): string =>
  i18next.t(`metrics:dimensionGroup.${group}`, { defaultValue: group });

const MONEY = new Set([
  'revenue',
  'cost',
  'profit',
  'epc',
  'cpa',
  'cpl',
  'cpc',
  'revenue_confirmed',
  'revenue_hold',
  'revenue_rejected',
  'profit_confirmed',
  'epc_confirmed',
]);
const PERCENT = new Set(['roi', 'cr', 'approval_rate', 'lp_ctr', 'roi_confirmed']);
const COUNTS = new Set([
  'clicks',
  'unique_clicks',
  'visitors',
  'conversions',
  'leads',
  'sales',
  'rejected',
  'bots',
  'lp_views',
  'lp_clicks',
  'offer_clicks',
]);

/** How a metric's value reads: money in the base currency, a percentage, a count, or a decimal. */
export function metricFormat(metric: string): 'money' | 'percent' | 'count' | 'decimal' {
  return MONEY.has(metric) ? 'money' : PERCENT.has(metric) ? 'percent' : COUNTS.has(metric) ? 'count' : 'decimal';
}

/**
 * Sub ids named by the parameters the sources map them from: sub id 1 read from `zone` by every
 * source that maps it reads "zone (sub id 1)"; two sources naming it differently, "zone / site (sub id 1)".
 */
export function subIdNames(
  sources: readonly { sub_id_parameters?: readonly { sub_id: number; param: string }[] | null }[],
): Map<number, string> {
  const names = new Map<number, Set<string>>();
  for (const source of sources)
    for (const { sub_id, param } of source.sub_id_parameters ?? []) {
      if (!names.has(sub_id)) names.set(sub_id, new Set());
      names.get(sub_id)!.add(param);
    }
  return new Map([...names].map(([n, params]) => [n, [...params].slice(0, 3).join(' / ')]));
}

/** A dimension's name with the sources' own name for a sub id ("zone (sub id 1)"). */
export function namedDimensionLabel(name: string, serverLabel: string | undefined, subIds: Map<number, string>) {
  const sub = /^sub_id_(\d+)$/.exec(name);
  const param = sub && subIds.get(Number(sub[1]));
  return param ? i18next.t('metrics:subIdNamed', { name: param, n: sub[1] }) : dimensionLabel(name, serverLabel);
}
