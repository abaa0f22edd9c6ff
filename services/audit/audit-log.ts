/**
 * The audit log (docs/audit.md): entity changes made through the ORM are written by the flush
 * subscriber (entities/audit-subscriber.ts); raw-SQL writers (cost updates, …) call recordAudit.
 * Read with listAudit, the caller's workspace only, at most 180 days back (retention).
 */
import { randomUUID } from 'node:crypto';
import { AuditEntry, type AuditActorKind, type AuditChanges } from '../../entities/audit-entry.entity';
import { maskValue } from '../../entities/audit-subscriber';
import { BadRequestError } from '../errors';
import { auditNames, collectIds, type AuditName } from './audit-names';
import { retentionCutoff } from '../retention/policies';
import { canonicalEntityKind, kindOfTable, tableOfKind } from './entity-kinds';
import type { Queryable } from './queryable';

export type { Queryable } from './queryable';

export interface AuditRecord {
  workspace_id: string;
  actor_kind: AuditActorKind;
  user_id?: string | null;
  actor_ref?: string | null;
  entity_kind: string;
  entity_id: string;
  action: string;
  /** New values (and old ones where known) of the fields the operation set; secrets are masked here. */
  changes?: AuditChanges;
  /** The operation's own record, e.g. `cost_update:<id>`. */
  ref?: string | null;
}

/** Writes one audit row (inside the caller's transaction when `db` is its client). */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(record.changes ?? {}).map(([field, change]) => [
      field,
      Object.fromEntries(Object.entries(change).map(([side, value]) => [side, maskValue(field, value)])),
    ]),
  );
  await db.query(
    `insert into audit_log (id, workspace_id, actor_kind, user_id, actor_ref, entity_kind, entity_id, action, changes, ref)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
    [
      randomUUID(),
      record.workspace_id,
      record.actor_kind,
      record.user_id ?? null,
      record.actor_ref ?? null,
      record.entity_kind,
      record.entity_id,
      record.action,
      JSON.stringify(changes),
      record.ref ?? null,
    ],
  );
}

const ACTOR_KINDS: readonly string[] = ['user', 'rule', 'import', 'system'] satisfies AuditActorKind[];

export interface AuditQuery {
  user_id?: string | null;
  actor_kind?: string | null;
  entity_kind?: string | null;
  entity_id?: string | null;
  from?: Date | null;
  to?: Date | null;
  limit?: number | null;
  offset?: number | null;
}

export interface AuditEntryView {
  id: string;
  at: Date;
  actor_kind: string;
  user_id: string | null;
  actor_ref: string | null;
  /** The canonical kind (the REST path's spelling: `sources`). */
  entity_kind: string;
  /** The stored table name (`traffic_sources`): the old spelling, kept for clients that read it. */
  entity_table: string;
  entity_id: string;
  action: string;
  changes: AuditChanges;
  ref: string | null;
  /** The entity's name (null: one without a name, or gone). */
  entity_name: string | null;
  /** The author's name or e-mail, for a member's change. */
  actor_name: string | null;
  /** The entities the changes name by id (an offer_id, a campaign's source), with their names. */
  names: AuditName[];
}

export interface AuditPage {
  items: AuditEntryView[];
  total: number;
  limit: number;
  offset: number;
}

/** The workspace's audit rows, newest first, filtered; older than 180 days never shown. */
export async function listAudit(db: Queryable, workspaceId: string, query: AuditQuery, now: Date): Promise<AuditPage> {
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new BadRequestError('limit must be from 1 to 1000');
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequestError('offset must be 0 or more');
  if (query.from && query.to && query.from > query.to) throw new BadRequestError('from must not be after to');
  if (query.actor_kind != null && !ACTOR_KINDS.includes(query.actor_kind))
    throw new BadRequestError(`actor_kind must be one of ${ACTOR_KINDS.join(', ')}`);
  // One vocabulary (docs/operations-api.md): the path spelling, the table name or the singular.
  const entityTable = query.entity_kind != null ? tableOfKind(canonicalEntityKind(query.entity_kind)) : null;
  const cutoff = retentionCutoff('audit_log', now);
  const from = query.from && query.from > cutoff ? query.from : cutoff;
  const where = `workspace_id = $1 and at >= $2 and ($3::timestamptz is null or at < $3)
    and ($4::uuid is null or user_id = $4) and ($5::text is null or entity_kind = $5) and ($6::text is null or entity_id = $6)
    and ($7::text is null or actor_kind = $7)`;
  const params = [
    workspaceId,
    from,
    query.to ?? null,
    query.user_id ?? null,
    entityTable,
    query.entity_id ?? null,
    query.actor_kind ?? null,
  ];
  const [rows, counted] = await Promise.all([
    db.query<Omit<AuditEntryView, 'entity_name' | 'actor_name' | 'names'>>(
      `select id, at, actor_kind, user_id, actor_ref, entity_kind, entity_kind as entity_table, entity_id, action, changes, ref
         from audit_log where ${where} order by at desc, id limit ${limit} offset ${offset}`,
      params,
    ),
    db.query<{ n: number }>(`select count(*)::int as n from audit_log where ${where}`, params),
  ]);
  const names = await auditNames(db, workspaceId, rows.rows);
  const items = rows.rows.map((row) => {
    const ids = new Set<string>();
    collectIds(row.changes, ids);
    return {
      ...row,
      entity_kind: kindOfTable(row.entity_table),
      entity_name: names.get(row.entity_id)?.name ?? null,
      actor_name: row.user_id ? (names.get(row.user_id)?.name ?? null) : null,
      names: [...ids].flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
    };
  });
  return { items, total: counted.rows[0].n, limit, offset };
}

/**
 * The row of a change to the caller's own account (a password change): users have no workspace,
 * so the flush's audit skips them; the row is written in the workspace the caller acts in, with
 * no values (nothing of a secret enters the log). Persist it on the EntityManager that flushes the change.
 */
export function passwordChangeEntry(workspaceId: string, userId: string): AuditEntry {
  const row = new AuditEntry();
  Object.assign(row, {
    workspace_id: workspaceId,
    actor_kind: 'user',
    user_id: userId,
    actor_ref: null,
    entity_kind: 'users',
    entity_id: userId,
    action: 'change_password',
    changes: {},
    ref: null,
  });
  return row;
}
