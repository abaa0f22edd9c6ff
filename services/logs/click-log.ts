import type pg from 'pg';
import { SUB_ID_COLUMNS } from '../../entities/click-fields';
import type { ClickLogCopy } from './click-log-copy';
import { BadRequestError } from '../errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../catalogue/listing';
import { formatDecimal } from '../catalogue/fields';
import { clickFilter, clickKeyFilter, logPeriod, Params, type ClickLogQuery } from './click-filter';
import { clickRows, HEAVY_WINDOW_MS } from './click-rows';
import { decodeCursor, encodeCursor } from './cursor';
import { trafficVisibility, visibleTrafficSql } from './visibility';

export type { ClickLogQuery } from './click-filter';

const HOUR_MS = 3_600_000;
/** The click log returns sub_id_1 to sub_id_5 (spec: Click); reports read all thirty. */
export const CLICK_LOG_SUB_IDS = 5;
const SUB_IDS = SUB_ID_COLUMNS.slice(0, CLICK_LOG_SUB_IDS);

export interface ClickLogRow {
  click_id: string;
  time: Date;
  campaign_id: string;
  campaign_name: string | null;
  flow_id: string | null;
  landing_id: string | null;
  offer_id: string | null;
  source_id: string | null;
  ip: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  device_type: string | null;
  os: string | null;
  browser: string | null;
  isp: string | null;
  language: string | null;
  referer: string | null;
  is_bot: boolean;
  is_unique: boolean;
  outcome: string;
  http_status: number;
  select_reason: string | null;
  destination: string | null;
  cost: string;
  is_simulated: boolean;
  sub_ids: (string | null)[];
  /** The source's own click id (its `external_id` parameter). */
  external_click_id: string | null;
  /** Source tokens: the zone or site, the ad campaign and the creative the source passed. */
  site: string | null;
  ad_campaign: string | null;
  creative: string | null;
  source_name: string | null;
  flow_name: string | null;
  landing_name: string | null;
  offer_name: string | null;
  /** The URL parameter the source passes the site in ("zone"), as the source names it. */
  site_param: string | null;
  /** The URL parameter of each of sub_id_1…5 where the source maps one ("zone"), else null. */
  sub_id_params: (string | null)[];
}

/**
 * The click log's fields in the order its CSV export shows them (sub_ids apart: the export spreads
 * them into sub_id_1…5); the GraphQL type takes the click columns among them from the catalogue.
 */
export const CLICK_LOG_COLUMNS = [
  'time',
  'click_id',
  'campaign_id',
  'campaign_name',
  'flow_id',
  'landing_id',
  'offer_id',
  'source_id',
  'ip',
  'country',
  'region',
  'city',
  'device_type',
  'os',
  'browser',
  'isp',
  'language',
  'referer',
  'is_bot',
  'is_unique',
  'outcome',
  'http_status',
  'select_reason',
  'destination',
  'cost',
  'is_simulated',
  'external_click_id',
  'site',
  'ad_campaign',
  'creative',
  'source_name',
  'flow_name',
  'landing_name',
  'offer_name',
] as const satisfies readonly (keyof ClickLogRow)[];

export interface ClickLogPage {
  items: ClickLogRow[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
  limit: number;
  /** Where the page was read (click-rows.ts): `raw`, `columnar:<engine>`, or `raw (analytics copy …)`. */
  storage: string;
}

/**
 * The click log (spec: Admin API reports and logs): clicks of the workspace, newest first, by
 * period, campaign, country, bot or human, refused or delivered, and click id (full or beginning).
 * Keyset pagination on (created_at, click_id): a page is found through the index whatever its
 * depth and never repeats or skips a click when new ones arrive meanwhile.
 */
export async function listClickLog(
  db: pg.Pool,
  workspaceId: string,
  query: ClickLogQuery,
  now: Date,
  reader?: ClickLogCopy,
): Promise<ClickLogPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw new BadRequestError(`limit must be from 1 to ${MAX_PAGE_SIZE}`);
  const period = logPeriod(query.from, query.to, now);
  const visibility = await trafficVisibility(db, workspaceId);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const read = clickRows(db, workspaceId, query, period, visibility, reader);
  const { rows, storage } = await read(after, limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map(clickLogRow),
    next_cursor: more && last ? encodeCursor({ time: last.cursor_time, id: last.click_id }) : null,
    limit,
    storage,
  };
}

/** What the click log reads beside the click: the names of its entities and the source's parameter names. */
const NAMED = [
  'campaign_name',
  'source_name',
  'flow_name',
  'landing_name',
  'offer_name',
  'site_param',
  'sub_id_params',
] as const;
export type ClickLogNames = Pick<ClickLogRow, (typeof NAMED)[number]>;

/** What a click shows in the click log and in live click messages, but for its time and the names. */
export type ClickLogFields = Omit<ClickLogRow, 'time' | keyof ClickLogNames>;

interface SourceMapping {
  parameters?: Record<string, { param?: string } | null> | null;
  sub_id_parameters?: { sub_id: number; param: string }[] | null;
}

/** The names beside a click (the log's joins, or a live batch's lookup): the source's parameters name its tokens. */
export function clickLogNames(row: Record<string, any>, source?: SourceMapping | null): ClickLogNames {
  const mapping: SourceMapping = source ?? {
    parameters: row.source_parameters,
    sub_id_parameters: row.source_sub_id_parameters,
  };
  const subs = mapping.sub_id_parameters ?? [];
  return {
    campaign_name: row.campaign_name ?? null,
    source_name: row.source_name ?? null,
    flow_name: row.flow_name ?? null,
    landing_name: row.landing_name ?? null,
    offer_name: row.offer_name ?? null,
    site_param: mapping.parameters?.site?.param ?? null,
    sub_id_params: SUB_IDS.map((_, i) => subs.find((s) => s.sub_id === i + 1)?.param ?? null),
  };
}

export function clickLogFields(row: Record<string, any>): ClickLogFields {
  return {
    click_id: row.click_id,
    campaign_id: row.campaign_id,
    flow_id: row.flow_id ?? null,
    landing_id: row.landing_id ?? null,
    offer_id: row.offer_id ?? null,
    source_id: row.source_id ?? null,
    ip: row.ip_text ?? row.ip ?? null,
    country: row.country ?? null,
    region: row.region ?? null,
    city: row.city ?? null,
    device_type: row.device_type ?? null,
    os: row.os ?? null,
    browser: row.browser ?? null,
    isp: row.isp ?? null,
    language: row.language ?? null,
    referer: row.referrer ?? null,
    is_bot: row.is_bot ?? false,
    is_unique: row.is_unique ?? false,
    outcome: row.outcome,
    http_status: row.http_status,
    select_reason: row.select_reason ?? null,
    destination: row.destination ?? null,
    cost: formatDecimal(String(row.cost ?? '0')),
    is_simulated: row.is_simulated ?? false,
    sub_ids: SUB_IDS.map((name) => row[name] ?? null),
    external_click_id: row.external_click_id ?? null,
    site: row.site ?? null,
    ad_campaign: row.ad_campaign ?? null,
    creative: row.creative ?? null,
  };
}

export function clickLogRow(row: Record<string, any>): ClickLogRow {
  return {
    ...clickLogFields(row),
    ...clickLogNames(row),
    time: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

export interface CountryCount {
  country: string;
  clicks: number;
}

/**
 * The country filter's choices (spec: "built from recorded traffic"): the countries of the
 * workspace's visible clicks in the period (default the last 30 days), most clicks first. A count
 * over the whole period: the analytics copy answers it when one is kept and the period is longer
 * than HEAVY_WINDOW_MS, Postgres otherwise and when the copy cannot answer now.
 */
export async function listClickLogCountries(
  db: pg.Pool,
  workspaceId: string,
  query: Pick<ClickLogQuery, 'from' | 'to' | 'campaign_id'>,
  now: Date,
  reader?: ClickLogCopy,
): Promise<CountryCount[]> {
  const period = logPeriod(query.from, query.to, now, 30 * 24 * HOUR_MS);
  const visibility = await trafficVisibility(db, workspaceId);
  if (reader && period.to.getTime() - period.from.getTime() > HEAVY_WINDOW_MS) {
    const filter = clickKeyFilter(workspaceId, { campaign_id: query.campaign_id }, period, visibility);
    const answer = await reader.countries(filter);
    if (!('unavailable' in answer)) return answer.countries;
  }
  const params = new Params();
  const where = clickFilter(
    params,
    workspaceId,
    { campaign_id: query.campaign_id },
    period,
    visibleTrafficSql(visibility, 'c.'),
  );
  const { rows } = await db.query<{ country: string; clicks: string }>(
    `select c.country, count(*) as clicks from clicks c where ${where.join(' and ')} and c.country is not null
      group by c.country order by count(*) desc, c.country`,
    params.values,
  );
  return rows.map((row) => ({ country: row.country, clicks: Number(row.clicks) }));
}
