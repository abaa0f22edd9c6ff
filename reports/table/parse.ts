import type pg from 'pg';
import { BadRequestError, NotFoundError } from '../../services/errors';
import type { NormalizedRequest } from '../request';
import type { WorkspaceReportSettings } from './types';

export async function workspaceReportSettings(pool: pg.Pool, workspaceId: string): Promise<WorkspaceReportSettings> {
  const { rows } = await pool.query(
    `select w.time_zone, w.show_simulated_traffic, w.revenue_basis,
            coalesce(json_object_agg(cm.name, cm.formula) filter (where cm.name is not null), '{}'::json) as custom_metrics
       from workspaces w left join custom_metrics cm on cm.workspace_id = w.id
      where w.id = $1 group by w.id`,
    [workspaceId],
  );
  if (!rows[0]) throw new NotFoundError('workspace not found');
  return {
    time_zone: rows[0].time_zone,
    show_simulated_traffic: rows[0].show_simulated_traffic,
    revenue_basis: rows[0].revenue_basis,
    custom_metrics: new Map(Object.entries(rows[0].custom_metrics)),
  };
}

/**
 * Refuses a regexp filter Postgres cannot compile (400, never a 500 from the report query): the
 * pattern is RE2 already (regexp.ts), but Postgres refuses some RE2 syntax, such as `(?i:…)`
 * groups or repetitions over 255.
 */
export async function checkRegexps(pool: pg.Pool, request: NormalizedRequest): Promise<void> {
  for (const [i, filter] of request.filters.entries()) {
    if (filter.operator !== 'regexp') continue;
    try {
      await pool.query(`select '' ~ $1`, [filter.value]);
    } catch (error) {
      if ((error as { code?: string }).code === '2201B')
        throw new BadRequestError(`filters[${i}].value is not a valid regular expression`);
      throw error;
    }
  }
}
