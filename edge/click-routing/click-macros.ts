import type { ClickRecord } from '../click-recording/click-record';

/** What a click's macros are filled from: its row, plus two values the row does not carry. */
export interface MacroSource {
  click: ClickRecord;
  campaign_alias: string;
  affiliate_network_id: string | null;
}

// Without a prototype: `{constructor}` or `{toString}` is not a macro and must stay as written.
const FROM_ROW: Record<string, keyof ClickRecord> = Object.assign(Object.create(null) as Record<string, keyof ClickRecord>, {
  click_id: 'click_id',
  campaign_id: 'campaign_id',
  flow_id: 'flow_id',
  landing_id: 'landing_id',
  offer_id: 'offer_id',
  source_id: 'source_id',
  external_id: 'external_click_id',
  external_click_id: 'external_click_id',
  ad_campaign: 'ad_campaign',
  adset: 'adset',
  creative: 'creative',
  site: 'site',
  keyword: 'keyword',
  country: 'country',
  region: 'region',
  city: 'city',
  device_type: 'device_type',
  device: 'device_type',
  os: 'os',
  browser: 'browser',
  isp: 'isp',
  language: 'language',
  ip: 'ip',
  user_agent: 'user_agent',
  referrer: 'referrer',
  visitor_id: 'visitor_id',
} satisfies Record<string, keyof ClickRecord>);
for (let n = 1; n <= 30; n++) FROM_ROW[`sub_id_${n}`] = `sub_id_${n}` as keyof ClickRecord;

/**
 * The value function of services/urls/macros renderTemplate for a click: every click macro maps to
 * the click's own value ('' when it has none); names that are not click macros stay as written.
 */
export function clickMacroValues(source: MacroSource): (name: string) => string | undefined {
  const { click } = source;
  return (name) => {
    const column = FROM_ROW[name];
    if (column) {
      const value = click[column];
      return value === null || value === undefined ? '' : String(value);
    }
    if (name === 'campaign_alias') return source.campaign_alias;
    if (name === 'affiliate_network_id') return source.affiliate_network_id ?? '';
    if (name === 'cost') return String(click.cost ?? 0);
    return undefined;
  };
}
