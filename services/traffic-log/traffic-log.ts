import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError, NotFoundError } from '../errors';
import type { ClickTraceView, TrafficLogEntryView, TrafficLogPage, TrafficLogQuery } from './traffic-log.shapes';
import { retentionCutoff } from '../retention/policies';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../catalogue/listing';
import { visibleTrafficSql } from '../logs/visibility';

const LIST_COLUMNS = `click_id, created_at as time, campaign_id, host(ip) as ip, country, device_type, is_bot, outcome, http_status,
  select_reason, duration_ms, destination`;

/**
 * The traffic log: traced clicks of the workspace (traffic_log_sample percent of them, kept 72
 * hours by housekeeping), newest first, filtered by campaign and outcome. Raw SQL over click_traces.
 */
export async function listTrafficLog(
  em: EntityManager,
  workspaceId: string,
  args: TrafficLogQuery,
  now: Date,
): Promise<TrafficLogPage> {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw new BadRequestError(`limit must be from 1 to ${MAX_PAGE_SIZE}`);
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequestError('offset must be 0 or more');
  // Traces live 72 hours (spec): ones housekeeping has not deleted yet are not shown either.
  const db = em.getConnection();
  const [workspace] = await db.execute<{ show_simulated_traffic: boolean }[]>(
    'select show_simulated_traffic from workspaces where id = ?',
    [workspaceId],
  );
  // Hidden like the click log hides them: save_traffic = false flows, simulated clicks unless the switch is on.
  const where = [
    'workspace_id = ?',
    'created_at >= ?',
    visibleTrafficSql({ showSimulated: workspace?.show_simulated_traffic ?? false }),
  ];
  const params: unknown[] = [workspaceId, retentionCutoff('click_traces', now)];
  if (args.campaign_id) {
    where.push('campaign_id = ?');
    params.push(args.campaign_id);
  }
  if (args.outcome) {
    where.push('outcome = ?');
    params.push(args.outcome);
  }
  const clause = where.join(' and ');
  const [rows, [count]] = await Promise.all([
    db.execute<TrafficLogEntryView[]>(
      `select ${LIST_COLUMNS} from click_traces where ${clause} order by created_at desc, click_id desc limit ? offset ?`,
      [...params, limit, offset],
    ),
    db.execute<{ total: string }[]>(`select count(*) as total from click_traces where ${clause}`, params),
  ]);
  return { items: rows.map(entry), total: Number(count.total), limit, offset };
}

/** The full trace of one click of the workspace; 404 when the click was not traced, is older than 72 hours or is another workspace's. */
export async function getClickTrace(
  em: EntityManager,
  workspaceId: string,
  clickId: string,
  now: Date,
): Promise<ClickTraceView> {
  const db = em.getConnection();
  const [workspace] = await db.execute<{ show_simulated_traffic: boolean }[]>(
    'select show_simulated_traffic from workspaces where id = ?',
    [workspaceId],
  );
  const visible = visibleTrafficSql({ showSimulated: workspace?.show_simulated_traffic ?? false });
  const [row] = await db.execute<(TrafficLogEntryView & { steps: ClickTraceView['steps'] })[]>(
    `select ${LIST_COLUMNS}, steps from click_traces where click_id = ? and workspace_id = ? and created_at >= ? and ${visible}`,
    [clickId, workspaceId, retentionCutoff('click_traces', now)],
  );
  if (!row) throw new NotFoundError('no trace for this click (not sampled, older than 72 hours, or unknown)');
  return { ...entry(row), steps: row.steps };
}

function entry(row: TrafficLogEntryView): TrafficLogEntryView {
  return { ...row, duration_ms: row.duration_ms === null ? null : Number(row.duration_ms), time: new Date(row.time) };
}
