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
