import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError } from '../errors';

/**
 * A member's own preferences in a workspace (GET/PUT /me/preferences), kept server-side so they
 * follow the user across browsers. `dashboard_layout` is the order of the dashboard's blocks:
 * each block once, any subset (blocks left out are shown after the listed ones, so a block added
 * in a later version appears); null means the default order.
 */
export const DASHBOARD_BLOCKS = [
  'kpis',
  'series',
  'funnel',
  'heat_map',
  'clicks_by_country',
  'top_campaigns',
  'top_countries',
] as const;

export interface UserPreferences {
  dashboard_layout: string[] | null;
  updated_at: Date | null;
}

export interface PreferencesChange {
  /** Omitted: unchanged; null: back to the default order. */
  dashboard_layout?: string[] | null;
}

function checkLayout(layout: unknown): string[] {
  if (!Array.isArray(layout)) throw new BadRequestError('dashboard_layout must be a list of block names');
  if (layout.length > DASHBOARD_BLOCKS.length)
    throw new BadRequestError(`dashboard_layout has at most ${DASHBOARD_BLOCKS.length} blocks`);
  const seen = new Set<string>();
  layout.forEach((block, i) => {
    if (typeof block !== 'string' || !(DASHBOARD_BLOCKS as readonly string[]).includes(block)) {
      throw new BadRequestError(
        `dashboard_layout[${i}] is not a dashboard block (one of ${DASHBOARD_BLOCKS.join(', ')})`,
      );
    }
    if (seen.has(block)) throw new BadRequestError(`dashboard_layout[${i}] repeats a block`);
    seen.add(block);
  });
  return layout;
}

type Row = { dashboard_layout: string[] | null; updated_at: Date | string };
/** The ORM's connection answers timestamps as text. */
const fromRow = (row: Row): UserPreferences => ({
  dashboard_layout: row.dashboard_layout,
  updated_at: new Date(row.updated_at),
});

export async function getPreferences(em: EntityManager, workspaceId: string, userId: string): Promise<UserPreferences> {
  const rows = await em
    .getConnection()
    .execute<Row[]>(
      'select dashboard_layout, updated_at from user_preferences where workspace_id = ? and user_id = ?',
      [workspaceId, userId],
    );
  return rows[0] ? fromRow(rows[0]) : { dashboard_layout: null, updated_at: null };
}

export async function updatePreferences(
  em: EntityManager,
  workspaceId: string,
  userId: string,
  change: PreferencesChange,
): Promise<UserPreferences> {
  if (change.dashboard_layout === undefined) return getPreferences(em, workspaceId, userId);
  const layout = change.dashboard_layout === null ? null : JSON.stringify(checkLayout(change.dashboard_layout));
  const rows = await em.getConnection().execute<Row[]>(
    `insert into user_preferences (workspace_id, user_id, dashboard_layout) values (?, ?, ?::jsonb)
       on conflict (workspace_id, user_id) do update set dashboard_layout = excluded.dashboard_layout, updated_at = now()
     returning dashboard_layout, updated_at`,
    [workspaceId, userId, layout],
  );
  return fromRow(rows[0]);
}
