import { PRESETS } from '../ui/column-picker';

/**
 * The report's column presets (named in the `reports` catalogue, `presets.<name>`). The report asks
 * the API for every metric; the user's choice (kept per user as the `report` list of GET/PUT
 * /me/preferences) decides which are shown and exported from the browser. "All" is every metric the
 * report answered.
 */
export const REPORT_PRESETS: Record<string, readonly string[]> = {
  Key: ['clicks', 'conversions', 'cr', 'revenue', 'cost', 'profit', 'roi', 'epc'],
  Traffic: ['clicks', 'unique_clicks', 'visitors', 'bots'],
  Conversions: ['conversions', 'leads', 'sales', 'rejected', 'cr', 'approval_rate', 'cpa', 'cpl'],
  Money: ['revenue', 'cost', 'profit', 'roi', 'roas', 'epc', 'cpa'],
  Landing: PRESETS.Landing,
  Finance: PRESETS.Finance,
};

export const DEFAULT_REPORT_COLUMNS = REPORT_PRESETS.Key;
