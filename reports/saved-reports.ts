import { joinPath } from '../services/input-path';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { BadRequestError, NotFoundError } from '../services/errors';
import { normalizeRequest, type TableRequest } from './request';

/**
 * Saved reports (spec "Saved report"): a name and a report request (dimensions, drill-down chain,
 * custom metrics, filters, sorting, period and date mode). Each belongs to its creator: other
 * members of the workspace neither see nor change it (404, as for an unknown id).
 */
export interface SavedReport {
  id: string;
  name: string;
  definition: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, definition, created_at, updated_at';
const DEFINITION_FIELDS = new Set([
  'dimensions',
  'drilldown',
  'metrics',
  'custom_metrics',
  'filters',
  'metric_filters',
  'sort',
  'limit',
  'period',
  'from',
  'to',
  'date_basis',
  'compare',
  'marks',
]);
const MAX_PER_USER = 500;

function checkName(name: unknown): string {
  if (typeof name !== 'string' || !name.trim() || name.trim().length > 200)
    throw new BadRequestError('name must be 1 to 200 characters');
  return name.trim();
}

/** A definition is a report request the engine accepts (checked with the workspace's global metrics). */
function checkDefinition(definition: unknown, globals: ReadonlyMap<string, string>): Record<string, unknown> {
  if (!definition || typeof definition !== 'object' || Array.isArray(definition))
    throw new BadRequestError('definition must be an object');
  for (const key of Object.keys(definition))
    if (!DEFINITION_FIELDS.has(key)) throw new BadRequestError(`unknown field: ${joinPath('definition', [key])}`);
  normalizeRequest(definition as TableRequest, globals);
  return definition as Record<string, unknown>;
}

async function globals(pool: pg.Pool, workspaceId: string): Promise<Map<string, string>> {
  const { rows } = await pool.query('select name, formula from custom_metrics where workspace_id = $1', [workspaceId]);
  return new Map(rows.map((r) => [r.name, r.formula]));
}

export async function listSavedReports(pool: pg.Pool, workspaceId: string, userId: string): Promise<SavedReport[]> {
  return (
    await pool.query(
      `select ${COLUMNS} from saved_reports where workspace_id = $1 and user_id = $2 order by name, id`,
      [workspaceId, userId],
    )
  ).rows;
}

export async function getSavedReport(
  pool: pg.Pool,
  workspaceId: string,
  userId: string,
  id: string,
): Promise<SavedReport> {
  const { rows } = await pool.query(
    `select ${COLUMNS} from saved_reports where id = $1 and workspace_id = $2 and user_id = $3`,
    [id, workspaceId, userId],
  );
  if (!rows[0]) throw new NotFoundError('saved report not found');
  return rows[0];
}

export async function createSavedReport(
  pool: pg.Pool,
  workspaceId: string,
  userId: string,
  input: { name: string; definition: unknown },
): Promise<SavedReport> {
  const name = checkName(input.name);
  const definition = checkDefinition(input.definition, await globals(pool, workspaceId));
  const { rows: count } = await pool.query(
    'select count(*)::int as n from saved_reports where workspace_id = $1 and user_id = $2',
    [workspaceId, userId],
  );
  if (count[0].n >= MAX_PER_USER) throw new BadRequestError(`a member keeps at most ${MAX_PER_USER} saved reports`);
  const { rows } = await pool.query(
    `insert into saved_reports (id, workspace_id, user_id, name, definition) values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [randomUUID(), workspaceId, userId, name, JSON.stringify(definition)],
  );
  return rows[0];
}

export async function updateSavedReport(
  pool: pg.Pool,
  workspaceId: string,
  userId: string,
  id: string,
  input: { name?: string | null; definition?: unknown },
): Promise<SavedReport> {
  const current = await getSavedReport(pool, workspaceId, userId, id);
  const name = input.name != null ? checkName(input.name) : current.name;
  const definition =
    input.definition != null ? checkDefinition(input.definition, await globals(pool, workspaceId)) : current.definition;
  const { rows } = await pool.query(
    `update saved_reports set name = $4, definition = $5, updated_at = now() where id = $1 and workspace_id = $2
      and user_id = $3 returning ${COLUMNS}`,
    [id, workspaceId, userId, name, JSON.stringify(definition)],
  );
  if (!rows[0]) throw new NotFoundError('saved report not found');
  return rows[0];
}

export async function deleteSavedReport(pool: pg.Pool, workspaceId: string, userId: string, id: string): Promise<void> {
  const { rowCount } = await pool.query(
    'delete from saved_reports where id = $1 and workspace_id = $2 and user_id = $3',
    [id, workspaceId, userId],
  );
  if (!rowCount) throw new NotFoundError('saved report not found');
}
