import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError, NotFoundError } from '../../schema/errors';
import type { ClickTraceType, TrafficLogArgs, TrafficLogEntryType, TrafficLogPage } from '../../schema/traffic-log/trace.types';
import { retentionCutoff } from '../retention/rules';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../catalogue/listing';

const LIST_COLUMNS = `click_id, created_at as time, campaign_id, host(ip) as ip, country, device_type, is_bot, outcome, http_status,
  select_reason, duration_ms, destination`;

/**
 * The traffic log: traced clicks of the workspace (traffic_log_sample percent of them, kept 72
 * hours by housekeeping), newest first, filtered by campaign and outcome. Raw SQL over click_traces.
 */
export async function listTrafficLog(em: EntityManager, workspaceId: string, args: TrafficLogArgs, now: Date): Promise<TrafficLogPage> {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw new BadRequestError(`limit must be from 1 to ${MAX_PAGE_SIZE}`);
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequestError('offset must be 0 or more');
  // Traces live 72 hours (spec): ones housekeeping has not deleted yet are not shown either.
  const where = ['workspace_id = ?', 'created_at >= ?'];
  const params: unknown[] = [workspaceId, retentionCutoff('click_traces', now)];
  if (args.campaign_id) {
    where.push('campaign_id = ?');
    params.push(args.campaign_id);
  }
  if (args.outcome) {
    where.push('outcome = ?');
    params.push(args.outcome);
  }
  const db = em.getConnection();
  const clause = where.join(' and ');
  const [rows, [count]] = await Promise.all([
    db.execute<TrafficLogEntryType[]>(`select ${LIST_COLUMNS} from click_traces where ${clause} order by created_at desc, click_id desc limit ? offset ?`, [
      ...params,
      limit,
      offset,
    ]),
    db.execute<{ total: string }[]>(`select count(*) as total from click_traces where ${clause}`, params),
  ]);
  return { items: rows.map(entry), total: Number(count.total), limit, offset };
}

/** The full trace of one click of the workspace; 404 when the click was not traced, is older than 72 hours or is another workspace's. */
export async function getClickTrace(em: EntityManager, workspaceId: string, clickId: string, now: Date): Promise<ClickTraceType> {
  const [row] = await em
    .getConnection()
    .execute<(TrafficLogEntryType & { steps: ClickTraceType['steps'] })[]>(`select ${LIST_COLUMNS}, steps from click_traces where click_id = ? and workspace_id = ? and created_at >= ?`, [
      clickId,
      workspaceId,
      retentionCutoff('click_traces', now),
    ]);
  if (!row) throw new NotFoundError('no trace for this click (not sampled, older than 72 hours, or unknown)');
  return { ...entry(row), steps: row.steps };
}

function entry(row: TrafficLogEntryType): TrafficLogEntryType {
  return { ...row, duration_ms: row.duration_ms === null ? null : Number(row.duration_ms), time: new Date(row.time) };
}
