import type { Queryable } from './queryable';
import { isUuid } from '../../entities/uuid';

/** An entity an audit row names (its own entity, or an id in its changes), as a person knows it. */
export interface AuditName {
  id: string;
  /** The entity's table: campaigns, offers, traffic_sources, users, … */
  kind: string;
  name: string;
}

/** The workspace's tables with a name, looked up for any id a page of the log holds (deleted rows too: they keep it). */
const NAMED_TABLES = [
  'campaigns',
  'flows',
  'offers',
  'landings',
  'traffic_sources',
  'affiliate_networks',
  'entity_groups',
  'rules',
  'custom_statuses',
  'webhooks',
  'api_keys',
] as const;

/** Every uuid in a value of a row's changes (offer_id, a list of ids, a flow's offers [{ offer_id, weight }]). */
export function collectIds(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (isUuid(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) for (const item of value) collectIds(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectIds(item, into);
}

interface NamedRow {
  entity_id: string;
  user_id: string | null;
  changes: Record<string, { old?: unknown; new?: unknown }>;
}

/**
 * Names for a page of audit rows: each row's own entity, its author (a member's name or e-mail) and
 * every id its changes hold (the offer of a flow, a campaign's source), read from the workspace's
 * named tables and, for authors and members, from users. An id found nowhere stays unnamed.
 */
export async function auditNames(
  db: Queryable,
  workspaceId: string,
  rows: NamedRow[],
): Promise<Map<string, AuditName>> {
  const ids = new Set<string>();
  const users = new Set<string>();
  for (const row of rows) {
    collectIds(row.entity_id, ids);
    collectIds(row.changes, ids);
    if (row.user_id) users.add(row.user_id);
  }
  const names = new Map<string, AuditName>();
  if (ids.size) {
    const union = NAMED_TABLES.map(
      (table) =>
        `select id::text, '${table}' as kind, name from ${table} where workspace_id = $1 and id = any($2::uuid[])`,
    )
      .concat(`select id::text, 'workspaces' as kind, name from workspaces where id = $1 and id = any($2::uuid[])`)
      .join(' union all ');
    const { rows: found } = await db.query<AuditName>(union, [workspaceId, [...ids]]);
    for (const row of found) names.set(row.id, row);
  }
  // Members (a membership row, a user id in a change) and authors: named by the user's name, else e-mail.
  const { rows: people } = await db.query<AuditName & { user_id: string }>(
    `select m.id::text, 'memberships' as kind, coalesce(nullif(u.name, ''), u.email) as name, u.id::text as user_id
       from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1 and (m.id = any($2::uuid[]) or m.user_id = any($2::uuid[]) or m.user_id = any($3::uuid[]))`,
    [workspaceId, [...ids], [...users]],
  );
  for (const person of people) {
    if (ids.has(person.id)) names.set(person.id, { id: person.id, kind: 'memberships', name: person.name });
    names.set(person.user_id, { id: person.user_id, kind: 'users', name: person.name });
  }
  return names;
}
