import type { SubIds } from './click-fields';
import type { Outcome, SelectReason } from './click-outcome';

/**
 * One row of the `clicks` fact table, keyed exactly by its column names (it travels as JSON through
 * the Redis stream and is inserted with jsonb_populate_recordset). Absent text values are null.
 */
export interface ClickRecord extends SubIds {
  click_id: string;
  /** ISO timestamp; fixed when the click is created (it is part of the primary key). */
  created_at: string;
  workspace_id: string;
  campaign_id: string;
  flow_id?: string | null;
  landing_id?: string | null;
  offer_id?: string | null;
  source_id?: string | null;
  ip?: string | null;
  country?: string | null;
  region?: string | null;
  city?: string | null;
  device_type?: string | null;
  os?: string | null;
  browser?: string | null;
  isp?: string | null;
  language?: string | null;
  keyword?: string | null;
  referrer?: string | null;
  search_engine?: string | null;
  ad_campaign?: string | null;
  adset?: string | null;
  creative?: string | null;
  site?: string | null;
  external_click_id?: string | null;
  is_bot?: boolean;
  is_unique?: boolean;
  /** Unique for the click's flow within the campaign's uniqueness period. */
  is_unique_flow?: boolean;
  is_proxy?: boolean;
  is_tor?: boolean;
  is_datacenter?: boolean;
  visitor_id?: string | null;
  outcome: Outcome;
  http_status: number;
  select_reason?: SelectReason | null;
  destination?: string | null;
  /** Decimal string or number in the workspace's base currency. */
  cost?: string | number;
  /**
   * Set only on a click costed 0 for want of a currency rate: its cost in `unpriced_currency` (the
   * campaign's). Not a clicks column: the click writer puts such clicks in unpriced_clicks.
   */
  unpriced_amount?: string;
  unpriced_currency?: string;
  is_simulated?: boolean;
  /** False for clicks of a flow with save_traffic = false: kept for conversions, hidden from logs and reports. */
  save_traffic?: boolean;
  user_agent?: string | null;
}
