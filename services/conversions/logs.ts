import type pg from 'pg';
import type {
  ConversionLogEntryView,
  ConversionLogFields,
  ConversionLogQuery,
  LogStatus,
  PostbackLogEntryView,
  PostbackLogQuery,
} from './log.shapes';
import { SUB_ID_COLUMNS } from '../../entities/click-fields';
import { BadRequestError } from '../errors';
import type { Page } from '../catalogue/listing';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../catalogue/listing';
import { formatDecimal } from '../catalogue/fields';
import { retentionCutoff } from '../retention/policies';
import { logPeriod } from '../logs/click-filter';
import { trafficVisibility, visibleConversionSql, visibleTrafficSql } from '../logs/visibility';
import { Params } from '../sql-params';
import { isUuid } from '../../entities/uuid';

const CLICK_ID_PREFIX = /^[0-9a-f-]{4,35}$/i;
const BUCKET: Record<LogStatus, string> = { lead: 'leads', sale: 'sales', rejected: 'rejected', trash: 'trash' };

function page(limit: number | null | undefined, offset: number | null | undefined): { limit: number; offset: number } {
  const size = limit ?? DEFAULT_PAGE_SIZE;
  const skip = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw new BadRequestError(`limit must be from 1 to ${MAX_PAGE_SIZE}`);
  if (!Number.isInteger(skip) || skip < 0) throw new BadRequestError('offset must be 0 or more');
  return { limit: size, offset: skip };
}

/**
 * The conversion log (spec: Admin API reports and logs): conversions of the workspace in their
 * last state, newest first by the chosen date basis, filtered by period, status bucket, campaign
 * and click id (full or beginning). With the click-date basis the period also prunes partitions.
 */
export async function listConversionLog(
  db: pg.Pool,
  workspaceId: string,
  args: ConversionLogQuery,
  now: Date,
): Promise<Page<ConversionLogEntryView>> {
  const { limit, offset } = page(args.limit, args.offset);
  const { where, values, column } = await conversionLogFilter(db, workspaceId, args, now);
  const params = new Params(values);
  const pageSql = `select * from conversions where ${where}
    order by ${column} desc, conversion_id desc limit ${params.add(limit)} offset ${params.add(offset)}`;
  const [rows, count] = await Promise.all([
    db.query(pageSql, params.values),
    db.query<{ total: string }>(`select count(*) as total from conversions where ${where}`, values),
  ]);
  return { items: rows.rows.map(conversionLogEntry), total: Number(count.rows[0].total), limit, offset };
}

/** A conversion log query's WHERE clause and its values (the log and its export share it); `column` is the date basis. */
export async function conversionLogFilter(
  db: Pick<pg.Pool, 'query'>,
  workspaceId: string,
  args: Omit<ConversionLogQuery, 'limit' | 'offset'>,
  now: Date,
): Promise<{ where: string; values: unknown[]; column: string }> {
  const { from, to } = logPeriod(args.from, args.to, now);
  const column = args.date_basis === 'click' ? 'click_created_at' : 'created_at';
  const params = new Params();
  const where = [
    `workspace_id = ${params.add(workspaceId)}`,
    `${column} >= ${params.add(from)}`,
    `${column} < ${params.add(to)}`,
  ];
  // Conversions carry their click's flags: simulated ones follow the switch; those of a flow that does not
  // save traffic are listed (the money arrived), marked by save_traffic.
  where.push(visibleConversionSql(await trafficVisibility(db, workspaceId)));
  if (args.status?.length)
    where.push(`status_bucket = any(${params.add(args.status.map((status) => BUCKET[status]))}::text[])`);
  if (args.campaign_id) where.push(`campaign_id = ${params.add(args.campaign_id)}`);
  if (args.click_id) {
    const clickId = args.click_id.trim().toLowerCase();
    if (isUuid(clickId)) where.push(`click_id = ${params.add(clickId)}`);
    else if (CLICK_ID_PREFIX.test(clickId)) where.push(`click_id::text like ${params.add(`${clickId}%`)}`);
    else throw new BadRequestError('click_id must be a click id or its beginning (at least 4 hexadecimal characters)');
  }
  return { where: where.join(' and '), values: params.values, column };
}

/** The fields of a `conversions` row that the conversion log and the live feed both show. */
export function conversionLogFields(row: Record<string, any>): ConversionLogFields {
  return {
    conversion_id: row.conversion_id,
    click_id: row.click_id,
    campaign_id: row.campaign_id,
    flow_id: row.flow_id,
    landing_id: row.landing_id,
    offer_id: row.offer_id,
    source_id: row.source_id,
    status: row.status,
    status_bucket: row.status_bucket,
    partner_status: row.partner_status,
    origin: row.origin,
    event: row.event,
    payout: row.payout === null ? null : formatDecimal(String(row.payout)),
    base_currency: row.base_currency,
    amount: formatDecimal(String(row.amount)),
    currency: row.currency,
    transaction_id: row.txid,
    is_simulated: row.is_simulated,
    country: row.country,
  };
}

/** A `conversions` row as the conversion log shows it. */
export function conversionLogEntry(row: Record<string, any>): ConversionLogEntryView {
  return {
    ...conversionLogFields(row),
    forwarded: row.forwarded,
    click_date: row.click_created_at,
    conversion_date: row.created_at,
    updated_at: row.updated_at,
    delay_seconds: row.delay_seconds,
    revision: row.revision,
    save_traffic: row.save_traffic,
    region: row.region,
    city: row.city,
    device_type: row.device_type,
    os: row.os,
    browser: row.browser,
    isp: row.isp,
    sub_ids: SUB_ID_COLUMNS.map((name) => row[name] ?? null),
    cost: formatDecimal(String(row.cost ?? 0)),
    postback_cost: row.postback_cost == null ? null : formatDecimal(String(row.postback_cost)),
    postback_from: row.postback_from ?? null,
    postback_status2: row.postback_status2 ?? null,
    postback_sub_ids: SUB_ID_COLUMNS.map((name) => row.postback_sub_ids?.[name] ?? null),
  };
}

/**
 * The postback log (24 hours): incoming postbacks bound to a click and every outgoing attempt,
 * newest first, filtered by period, direction, outcome (success = 200 to 399) and click id.
 */
export async function listPostbackLog(
  db: pg.Pool,
  workspaceId: string,
  args: PostbackLogQuery,
  now: Date,
): Promise<Page<PostbackLogEntryView>> {
  const { limit, offset } = page(args.limit, args.offset);
  const { where, values } = await postbackLogFilter(db, workspaceId, args, now);
  const params = new Params(values);
  const pageSql = `select * from postback_log where ${where} order by created_at desc, id desc limit
    ${params.add(limit)} offset ${params.add(offset)}`;
  const [rows, count] = await Promise.all([
    db.query(pageSql, params.values),
    db.query<{ total: string }>(`select count(*) as total from postback_log where ${where}`, values),
  ]);
  return { items: rows.rows.map(postbackLogEntry), total: Number(count.rows[0].total), limit, offset };
}

/** A postback log query's WHERE clause and its values (the log and its export share it). */
export async function postbackLogFilter(
  db: Pick<pg.Pool, 'query'>,
  workspaceId: string,
  args: Omit<PostbackLogQuery, 'limit' | 'offset'>,
  now: Date,
): Promise<{ where: string; values: unknown[] }> {
  const { from, to } = logPeriod(args.from, args.to, now);
  const params = new Params();
  const where = [
    `workspace_id = ${params.add(workspaceId)}`,
    `created_at >= ${params.add(from)}`,
    `created_at < ${params.add(to)}`,
  ];
  // Only the last 24 hours are kept (spec): entries housekeeping has not deleted yet are not shown either.
  where.push(`created_at >= ${params.add(retentionCutoff('postback_log', now))}`);
  // Entries of a conversion whose click is hidden (save_traffic = false, or simulated with the switch off) are hidden too.
  const visible = visibleTrafficSql(await trafficVisibility(db, workspaceId), 'cv.');
  // Conversions are partitioned by their click's day and a click id (UUIDv7, the only ids a
  // conversion holds) carries that time: bounded by it, each log line probes the click_id index of
  // one or two partitions. Inside a CASE the test stays a per-line subplan: as a join, with stale
  // statistics, the planner scanned every partition once per line (46 s over fresh uploads).
  const v7 = `postback_log.click_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'`;
  const idMs = `('x' || substr(postback_log.click_id, 1, 8) || substr(postback_log.click_id, 10, 4))::bit(48)::bigint`;
  where.push(`case when ${v7} then not exists (select 1 from conversions cv
    where cv.click_id = postback_log.click_id::uuid and cv.workspace_id = postback_log.workspace_id
      and cv.click_created_at >= to_timestamp((${idMs} - 86400000) / 1000.0)
      and cv.click_created_at < to_timestamp((${idMs} + 86400000) / 1000.0) and not (${visible})) else true end`);
  if (args.direction) where.push(`direction = ${params.add(args.direction)}`);
  if (args.outcome === 'success') where.push('response_code between 200 and 399');
  if (args.outcome === 'error') where.push('response_code not between 200 and 399');
  if (args.click_id) where.push(`click_id = ${params.add(args.click_id.trim().toLowerCase())}`);
  return { where: where.join(' and '), values: params.values };
}

/** A `postback_log` row as the postback log shows it. */
export function postbackLogEntry(row: Record<string, any>): PostbackLogEntryView {
  return {
    id: String(row.id),
    time: row.created_at,
    direction: row.direction,
    channel: row.channel,
    method: row.method,
    response_code: row.response_code,
    click_id: row.click_id,
    conversion_id: row.conversion_id,
    url: row.url,
    error: row.error,
    attempt: row.attempt,
    result: row.result,
  };
}
