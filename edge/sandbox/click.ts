import type { Visitor } from '../visitor';

export const SUB_ID_COUNT = 30;
export type SubIdName = `sub_id_${number}`;

/**
 * The frozen global `click` an action script sees: the Visitor fields (time as an ISO string),
 * the ids the router has chosen so far, and sub_id_1 … sub_id_30 ('' when not set).
 * Plain JSON only: it is copied into the sandbox, nothing in it refers back to the host.
 */
export interface ScriptClick {
  click_id: string;
  campaign_id: string;
  campaign_alias: string;
  flow_id: string;
  source_id: string | null;
  time: string;
  ip: string;
  user_agent: string;
  country: string;
  region: string;
  city: string;
  isp: string;
  device_type: string;
  os: string;
  browser: string;
  language: string;
  referrer: string;
  keyword: string;
  search_engine: string;
  is_bot: boolean;
  is_proxy: boolean;
  is_tor: boolean;
  is_datacenter: boolean;
  is_unique: boolean;
  visitor_id: string;
  params: Record<string, string>;
  [sub_id: SubIdName]: string;
}

export interface ScriptClickIds {
  click_id: string;
  campaign_id: string;
  campaign_alias: string;
  flow_id: string;
  source_id?: string | null;
  /** `sub_id_1` … `sub_id_30` as resolved from the source's parameters (missing or null → ''). */
  sub_ids?: Partial<Record<string, string | null | undefined>>;
}

/** Builds the script's view of a click from the Visitor and the router's ids. */
export function scriptClick(visitor: Visitor, ids: ScriptClickIds): ScriptClick {
  const click: ScriptClick = {
    click_id: ids.click_id,
    campaign_id: ids.campaign_id,
    campaign_alias: ids.campaign_alias,
    flow_id: ids.flow_id,
    source_id: ids.source_id ?? null,
    time: visitor.time.toISOString(),
    ip: visitor.ip,
    user_agent: visitor.user_agent,
    country: visitor.country,
    region: visitor.region,
    city: visitor.city,
    isp: visitor.isp,
    device_type: visitor.device_type,
    os: visitor.os,
    browser: visitor.browser,
    language: visitor.language,
    referrer: visitor.referrer,
    keyword: visitor.keyword,
    search_engine: visitor.search_engine,
    is_bot: visitor.is_bot,
    is_proxy: visitor.is_proxy,
    is_tor: visitor.is_tor,
    is_datacenter: visitor.is_datacenter,
    is_unique: visitor.is_unique,
    visitor_id: visitor.visitor_id,
    params: { ...visitor.params },
  };
  for (let n = 1; n <= SUB_ID_COUNT; n++) {
    const name: SubIdName = `sub_id_${n}`;
    click[name] = ids.sub_ids?.[name] ?? '';
  }
  return click;
}
