/** Readable column headers of the report metrics; a custom metric keeps its own name. */
const LABELS: Record<string, string> = {
  clicks: 'Clicks',
  unique_clicks: 'Unique clicks',
  visitors: 'Visitors',
  conversions: 'Conversions',
  leads: 'Leads',
  sales: 'Sales',
  rejected: 'Rejected',
  revenue: 'Revenue',
  cost: 'Cost',
  profit: 'Profit',
  roi: 'ROI, %',
  roas: 'ROAS',
  cr: 'CR, %',
  epc: 'EPC',
  cpa: 'CPA',
  cpl: 'CPL',
  approval_rate: 'Approval, %',
  bots: 'Bots',
};

export const metricLabel = (metric: string): string => LABELS[metric] ?? metric;

/** A metric of the API's own (not a custom metric, which keeps its own name). */
export const isBuiltInMetric = (metric: string): boolean => metric in LABELS;

const MONEY = new Set(['revenue', 'cost', 'profit', 'epc', 'cpa', 'cpl', 'cpc']);
const PERCENT = new Set(['roi', 'cr', 'approval_rate']);
const COUNTS = new Set(['clicks', 'unique_clicks', 'visitors', 'conversions', 'leads', 'sales', 'rejected', 'bots']);

/** How a metric's value reads: money in the base currency, a percentage, a count, or a decimal. */
export function metricFormat(metric: string): 'money' | 'percent' | 'count' | 'decimal' {
  return MONEY.has(metric) ? 'money' : PERCENT.has(metric) ? 'percent' : COUNTS.has(metric) ? 'count' : 'decimal';
}
