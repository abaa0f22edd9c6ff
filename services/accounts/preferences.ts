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

/** Column choices: list name (e.g. `campaigns`, `report`, `click_log`) → the column ids it shows, in order. */
export type ColumnChoices = Record<string, string[]>;

/** The web app's languages and themes (the user's own, kept on the user: the same in every workspace). */
export const LANGUAGES = ['en', 'ru', 'uk'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

export interface UserPreferences {
  dashboard_layout: string[] | null;
  columns: ColumnChoices;
  /** null: the browser's language. */
  language: string | null;
  /** null: follow the system. */
  theme: string | null;
  updated_at: Date | null;
}

export interface PreferencesChange {
  /** Omitted: unchanged; null: back to the default order. */
  dashboard_layout?: string[] | null;
  /** The lists named are replaced (null forgets one, back to the app's default); lists not named stay. */
  columns?: Record<string, string[] | null> | null;
  /** Omitted: unchanged; null: the browser's language. */
  language?: string | null;
  /** Omitted: unchanged; null: follow the system. */
  theme?: string | null;
}

const LIST_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const COLUMN_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const MAX_LISTS = 50;
const MAX_COLUMNS = 100;
/** What one member keeps in all (lists accumulate across PUTs): lists of columns, and bytes stored. */
export const MAX_STORED_LISTS = 200;
export const MAX_STORED_BYTES = 1024 * 1024;

/** Checks a columns change; messages name the list, never echo a column id. */
function checkColumns(columns: unknown): Record<string, string[] | null> {
  if (columns === null || typeof columns !== 'object' || Array.isArray(columns))
    throw new BadRequestError('columns must be an object: list name → column ids');
  const entries = Object.entries(columns);
  if (entries.length > MAX_LISTS) throw new BadRequestError(`columns names at most ${MAX_LISTS} lists`);
  for (const [list, ids] of entries) {
    if (!LIST_NAME.test(list))
      throw new BadRequestError('columns: a list name is lower-case letters, digits and _ (at most 40)');
    if (ids === null) continue;
    if (!Array.isArray(ids) || ids.length > MAX_COLUMNS)
      throw new BadRequestError(`columns.${list} must be a list of at most ${MAX_COLUMNS} column ids`);
    ids.forEach((id, i) => {
      if (typeof id !== 'string' || !COLUMN_ID.test(id))
        throw new BadRequestError(`columns.${list}[${i}] is not a column id (letters, digits, _ . : -, at most 64)`);
    });
    if (new Set(ids).size !== ids.length) throw new BadRequestError(`columns.${list} repeats a column`);
  }
  return columns as Record<string, string[] | null>;
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

function checkChoice(field: string, value: unknown, allowed: readonly string[]): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !allowed.includes(value))
    throw new BadRequestError(`${field} must be one of ${allowed.join(', ')} (or null for the default)`);
  return value;
}

type Row = { dashboard_layout: string[] | null; columns: ColumnChoices; updated_at: Date | string };
type UserRow = { language: string | null; theme: string | null; updated_at: Date | string | null };
/** The ORM's connection answers timestamps as text. */
const fromRow = (row: Row, user: UserRow): UserPreferences => ({
  dashboard_layout: row.dashboard_layout,
  columns: row.columns,
  language: user.language,
  theme: user.theme,
  updated_at: new Date(row.updated_at),
});

/** The user's own language and theme (the same in every workspace). */
async function userChoices(em: EntityManager, userId: string): Promise<UserRow> {
  const rows = await em
    .getConnection()
    .execute<UserRow[]>('select language, theme, null as updated_at from users where id = ?', [userId]);
  return rows[0] ?? { language: null, theme: null, updated_at: null };
}

export async function getPreferences(em: EntityManager, workspaceId: string, userId: string): Promise<UserPreferences> {
  const rows = await em
    .getConnection()
    .execute<Row[]>(
      'select dashboard_layout, columns, updated_at from user_preferences where workspace_id = ? and user_id = ?',
      [workspaceId, userId],
    );
  const user = await userChoices(em, userId);
  if (rows[0]) return fromRow(rows[0], user);
  return { dashboard_layout: null, columns: {}, language: user.language, theme: user.theme, updated_at: null };
}

export async function updatePreferences(
  em: EntityManager,
  workspaceId: string,
  userId: string,
  change: PreferencesChange,
): Promise<UserPreferences> {
  const languageGiven = change.language !== undefined;
  const themeGiven = change.theme !== undefined;
  // Checked before anything is written: a bad field leaves every field as it was.
  const language = languageGiven ? checkChoice('language', change.language, LANGUAGES) : null;
  const theme = themeGiven ? checkChoice('theme', change.theme, THEMES) : null;
  if (change.dashboard_layout !== undefined && change.dashboard_layout !== null) checkLayout(change.dashboard_layout);
  if (change.columns != null) checkColumns(change.columns);
  if (languageGiven || themeGiven) {
    await em.getConnection().execute(
      `update users set language = case when ? then ? else language end,
                        theme = case when ? then ? else theme end
        where id = ?`,
      [languageGiven, language, themeGiven, theme, userId],
    );
  }
  if (change.dashboard_layout === undefined && change.columns === undefined)
    return getPreferences(em, workspaceId, userId);
  const layoutGiven = change.dashboard_layout !== undefined;
  const layout = change.dashboard_layout == null ? null : JSON.stringify(checkLayout(change.dashboard_layout));
  // null resets every list; an object replaces the lists it names (a null list is dropped by jsonb_strip_nulls).
  const columnsReset = change.columns === null;
  const columns = change.columns == null ? '{}' : JSON.stringify(checkColumns(change.columns));
  const rows = await em.getConnection().execute<Row[]>(
    `insert into user_preferences (workspace_id, user_id, dashboard_layout, columns)
       values (?, ?, ?::jsonb, jsonb_strip_nulls(?::jsonb))
       on conflict (workspace_id, user_id) do update set
         dashboard_layout = case when ? then excluded.dashboard_layout else user_preferences.dashboard_layout end,
         columns = case when ? then '{}'::jsonb else jsonb_strip_nulls(user_preferences.columns || ?::jsonb) end,
         updated_at = now()
       -- The stored whole within its limits (a first insert is, by the per-request ones); else nothing is written.
       where ? or (
         (select count(*) from jsonb_object_keys(jsonb_strip_nulls(user_preferences.columns || ?::jsonb))) <= ?
         and octet_length(jsonb_strip_nulls(user_preferences.columns || ?::jsonb)::text)
             + octet_length(coalesce(case when ? then excluded.dashboard_layout
                                          else user_preferences.dashboard_layout end::text, '')) <= ?)
     returning dashboard_layout, columns, updated_at`,
    [
      workspaceId,
      userId,
      layout,
      columns,
      layoutGiven,
      columnsReset,
      columns,
      columnsReset,
      columns,
      MAX_STORED_LISTS,
      columns,
      layoutGiven,
      MAX_STORED_BYTES,
    ],
  );
  if (!rows[0])
    throw new BadRequestError(
      `preferences hold at most ${MAX_STORED_LISTS} lists of columns and 1 MB in all; ` +
        'forget lists no longer used (a list set to null) first',
    );
  return fromRow(rows[0], await userChoices(em, userId));
}
