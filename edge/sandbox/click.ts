import { SUB_ID_COLUMNS, VISITOR_COLUMNS } from '../../entities/click-fields';
import type { Visitor } from '../visitor';

export type SubIdName = `sub_id_${number}`;

/**
 * The frozen global `click` an action script sees: the ids the router has chosen so far, the time
 * as an ISO string, the visitor fields of the click-field catalogue (VISITOR_COLUMNS), the query
 * parameters, and sub_id_1 … sub_id_30 ('' when not set). Plain JSON only: it is copied into the
 * sandbox, nothing in it refers back to the host.
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

/** The catalogue's visitor columns are the Visitor's own property names (a test holds them). */
const VISITOR_KEYS = VISITOR_COLUMNS as readonly (keyof Visitor)[];

/** Builds the script's view of a click from the Visitor and the router's ids. */
export function scriptClick(visitor: Visitor, ids: ScriptClickIds): ScriptClick {
  const click: ScriptClick = {
    click_id: ids.click_id,
    campaign_id: ids.campaign_id,
    campaign_alias: ids.campaign_alias,
    flow_id: ids.flow_id,
    source_id: ids.source_id ?? null,
    time: visitor.time.toISOString(),
  } as ScriptClick;
  const fields = click as unknown as Record<string, unknown>;
  for (const name of VISITOR_KEYS) fields[name] = visitor[name];
  click.params = { ...visitor.params };
  for (const name of SUB_ID_COLUMNS) fields[name] = ids.sub_ids?.[name] ?? '';
  return click;
}
