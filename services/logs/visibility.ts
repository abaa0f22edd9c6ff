import type pg from 'pg';

/** What a workspace lets its logs and reports show of recorded traffic (spec: rule 16, Flow.save_traffic). */
export interface TrafficVisibility {
  /** The workspace's "show simulated traffic" switch (off by default). */
  showSimulated: boolean;
}

type Queryable = Pick<pg.Pool, 'query'>;

/** Reads the workspace's switch; a workspace that does not exist shows nothing simulated. */
export async function trafficVisibility(db: Queryable, workspaceId: string): Promise<TrafficVisibility> {
  const { rows } = await db.query<{ show_simulated_traffic: boolean }>(
    'select show_simulated_traffic from workspaces where id = $1',
    [workspaceId],
  );
  return { showSimulated: rows[0]?.show_simulated_traffic ?? false };
}

/**
 * The SQL condition every log and report adds for rows of `clicks` or `conversions` (both carry the
 * click's flags): clicks of a flow with save_traffic = false are never shown; simulated clicks only
 * when the switch is on. `alias` qualifies the columns (e.g. `c.`).
 */
export function visibleTrafficSql(visibility: TrafficVisibility, alias = ''): string {
  return visibility.showSimulated ? `${alias}save_traffic` : `${alias}save_traffic and not ${alias}is_simulated`;
}

/**
 * The conversion log's condition: the simulation switch only. A conversion of a click whose flow
 * does not save traffic is money that arrived (the spec hides the click, not the conversion): it is
 * listed, marked by its `save_traffic` false.
 */
export function visibleConversionSql(visibility: TrafficVisibility, alias = ''): string {
  return visibility.showSimulated ? 'true' : `not ${alias}is_simulated`;
}
