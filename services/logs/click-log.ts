import type pg from 'pg';
import { SUB_ID_COLUMNS } from '../../entities/click-fields';
import { BadRequestError } from '../errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../catalogue/listing';
import { formatDecimal } from '../catalogue/fields';
import { parseClickIdSearch } from './click-id-search';
import { decodeCursor, encodeCursor } from './cursor';
import { trafficVisibility, visibleTrafficSql } from './visibility';

const HOUR_MS = 3_600_000;
const MAX_PERIOD_MS = 90 * 24 * HOUR_MS;
/** The click log returns sub_id_1 to sub_id_5 (spec: Click); reports read all thirty. */
export const CLICK_LOG_SUB_IDS = 5;
const SUB_IDS = SUB_ID_COLUMNS.slice(0, CLICK_LOG_SUB_IDS);

/** Outcomes where the visitor was sent nowhere: the "refusals only" filter; every other outcome is "delivered". */
export const REFUSED_OUTCOMES = ['no_match', 'do_nothing', 'campaign_off', 'show_404'] as const;

export type TrafficKind = 'bot' | 'human';
export type DeliveryFilter = 'refused' | 'delivered';

export interface ClickLogQuery {
  from?: Date | null;
  to?: Date | null;
  campaign_id?: string | null;
  country?: string[] | null;
  traffic?: TrafficKind | null;
  delivery?: DeliveryFilter | null;
  click_id?: string | null;
  limit?: number | null;
  cursor?: string | null;
}

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
] as const satisfies readonly (keyof ClickLogRow)[];

export interface ClickLogPage {
  items: ClickLogRow[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
  limit: number;
}

/** Builds `$n` placeholders while collecting their values. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function logPeriod(
  from: Date | null | undefined,
  to: Date | null | undefined,
  now: Date,
  defaultMs = 24 * HOUR_MS,
): { from: Date; to: Date } {
  const end = to ?? now;
  const start = from ?? new Date(end.getTime() - defaultMs);
  if (start >= end) throw new BadRequestError('from must be before to');
  if (end.getTime() - start.getTime() > MAX_PERIOD_MS) throw new BadRequestError('the period is at most 90 days');
  return { from: start, to: end };
}

const COUNTRY = /^[A-Z]{2}$/;

/**
 * The WHERE clause shared by the click log, its country list and its export: workspace, period
 * (which prunes the day partitions), visibility (save_traffic, the simulation switch) and the filters.
 */
export function clickFilter(
  params: Params,
  workspaceId: string,
  query: ClickLogQuery,
  period: { from: Date; to: Date },
  visible: string,
): string[] {
  let { from, to } = period;
  const where = [`c.workspace_id = ${params.add(workspaceId)}`, visible];
  if (query.click_id) {
    const search = parseClickIdSearch(query.click_id);
    if (search.notBefore && search.notBefore > from) from = search.notBefore;
    if (search.notAfter && search.notAfter < to) to = search.notAfter;
    where.push(
      search.low === search.high
        ? `c.click_id = ${params.add(search.low)}`
        : `c.click_id between ${params.add(search.low)} and ${params.add(search.high)}`,
    );
  }
  where.push(`c.created_at >= ${params.add(from)}`, `c.created_at < ${params.add(to)}`);
  if (query.campaign_id) where.push(`c.campaign_id = ${params.add(query.campaign_id)}`);
  if (query.country?.length) {
    const countries = query.country.map((code) => code.trim().toUpperCase());
    if (countries.length > 250 || countries.some((code) => !COUNTRY.test(code))) {
      throw new BadRequestError('country must be a list of two-letter ISO codes');
    }
    where.push(`c.country = any(${params.add(countries)}::text[])`);
  }
  if (query.traffic === 'bot') where.push('c.is_bot');
  if (query.traffic === 'human') where.push('not c.is_bot');
  if (query.delivery === 'refused') where.push(`c.outcome = any(${params.add(REFUSED_OUTCOMES)}::text[])`);
  if (query.delivery === 'delivered') where.push(`c.outcome <> all(${params.add(REFUSED_OUTCOMES)}::text[])`);
  return where;
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
): Promise<ClickLogPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw new BadRequestError(`limit must be from 1 to ${MAX_PAGE_SIZE}`);
  const period = logPeriod(query.from, query.to, now);
  const visibility = await trafficVisibility(db, workspaceId);
  const params = new Params();
  const where = clickFilter(params, workspaceId, query, period, visibleTrafficSql(visibility, 'c.'));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    // The plain bound lets Postgres skip whole partitions; the row comparison places the page exactly.
    const time = params.add(after.time);
    where.push(
      `c.created_at <= ${time}::timestamptz`,
      `(c.created_at, c.click_id) < (${time}::timestamptz, ${params.add(after.id)}::uuid)`,
    );
  }
  const sql = `${clickLogSql(where)} limit ${params.add(limit + 1)}`;
  const { rows } = await db.query(sql, params.values);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map(clickLogRow),
    next_cursor: more && last ? encodeCursor({ time: last.cursor_time, id: last.click_id }) : null,
    limit,
  };
}

/** The click log's rows newest first, with what clickLogRow reads (the log and its export share it). */
export function clickLogSql(where: string[]): string {
  return `
    select c.*, host(c.ip) as ip_text, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      as cursor_time, k.name as campaign_name
      from clicks c
      left join campaigns k on k.id = c.campaign_id and k.workspace_id = c.workspace_id
     where ${where.join(' and ')}
     order by c.created_at desc, c.click_id desc`;
}

/** What a click shows in the click log and in live click messages, but for its time and campaign name. */
export type ClickLogFields = Omit<ClickLogRow, 'time' | 'campaign_name'>;

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
  };
}

export function clickLogRow(row: Record<string, any>): ClickLogRow {
  return {
    ...clickLogFields(row),
    time: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    campaign_name: row.campaign_name ?? null,
  };
}

export interface CountryCount {
  country: string;
  clicks: number;
}

/**
 * The country filter's choices (spec: "built from recorded traffic"): the countries of the
 * workspace's visible clicks in the period (default the last 30 days), most clicks first.
 */
export async function listClickLogCountries(
  db: pg.Pool,
  workspaceId: string,
  query: Pick<ClickLogQuery, 'from' | 'to' | 'campaign_id'>,
  now: Date,
): Promise<CountryCount[]> {
  const period = logPeriod(query.from, query.to, now, 30 * 24 * HOUR_MS);
  const visibility = await trafficVisibility(db, workspaceId);
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
