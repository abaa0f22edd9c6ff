import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { BadRequestError, ConflictError, NotFoundError } from '../services/errors';
import { checkCustomMetric } from './request';

/**
 * Global custom metrics of a workspace (spec "Custom metric"): a name and a formula over built-in
 * metric names, validated on save (a broken formula is 400 with the position of the problem).
 * Every report of the workspace offers them as column, sort key and metric filter.
 */
export interface CustomMetric {
  id: string;
  name: string;
  formula: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, formula, created_at, updated_at';
const MAX_PER_WORKSPACE = 200;

export async function listCustomMetrics(pool: pg.Pool, workspaceId: string): Promise<CustomMetric[]> {
  return (
    await pool.query(`select ${COLUMNS} from custom_metrics where workspace_id = $1 order by name`, [workspaceId])
  ).rows;
}

function uniqueViolation(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw new ConflictError('a custom metric of that name exists');
  throw error;
}

export async function createCustomMetric(
  pool: pg.Pool,
  workspaceId: string,
  userId: string,
  input: { name: string; formula: string },
): Promise<CustomMetric> {
  checkCustomMetric(input.name, input.formula, 'custom metric');
  const { rows: count } = await pool.query('select count(*)::int as n from custom_metrics where workspace_id = $1', [
    workspaceId,
  ]);
  if (count[0].n >= MAX_PER_WORKSPACE)
    throw new BadRequestError(`a workspace holds at most ${MAX_PER_WORKSPACE} custom metrics`);
  try {
    const { rows } = await pool.query(
      `insert into custom_metrics (id, workspace_id, name, formula, created_by) values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
      [randomUUID(), workspaceId, input.name, input.formula.trim(), userId],
    );
    return rows[0];
  } catch (error) {
    uniqueViolation(error);
  }
}

export async function updateCustomMetric(
  pool: pg.Pool,
  workspaceId: string,
  id: string,
  input: { name?: string | null; formula?: string | null },
): Promise<CustomMetric> {
  const { rows: found } = await pool.query(
    `select ${COLUMNS} from custom_metrics where id = $1 and workspace_id = $2`,
    [id, workspaceId],
  );
  if (!found[0]) throw new NotFoundError('custom metric not found');
  const name = input.name ?? found[0].name;
  const formula = input.formula ?? found[0].formula;
  checkCustomMetric(name, formula, 'custom metric');
  try {
    const { rows } = await pool.query(
      `update custom_metrics set name = $3, formula = $4, updated_at = now() where id = $1 and workspace_id = $2 returning ${COLUMNS}`,
      [id, workspaceId, name, formula.trim()],
    );
    return rows[0];
  } catch (error) {
    uniqueViolation(error);
  }
}

export async function deleteCustomMetric(pool: pg.Pool, workspaceId: string, id: string): Promise<void> {
  const { rowCount } = await pool.query('delete from custom_metrics where id = $1 and workspace_id = $2', [
    id,
    workspaceId,
  ]);
  if (!rowCount) throw new NotFoundError('custom metric not found');
}
