/**
 * The audit log (docs/audit.md): entity changes made through the ORM are written by the flush
 * subscriber (entities/audit-subscriber.ts); raw-SQL writers (cost updates, …) call recordAudit.
 * Read with listAudit, the caller's workspace only, at most 180 days back (retention).
 */
import { randomUUID } from 'node:crypto';
import { AuditEntry, type AuditActorKind, type AuditChanges } from '../../entities/audit-entry.entity';
import { maskValue } from '../../entities/audit-subscriber';
import { BadRequestError } from '../errors';
import { retentionCutoff } from '../retention/policies';

/** Anything that runs a parameterised query (a pg Pool or client). */
export interface Queryable {
  query<R = any>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

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
  entity_kind: string;
  entity_id: string;
  action: string;
  changes: AuditChanges;
  ref: string | null;
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
    query.entity_kind ?? null,
    query.entity_id ?? null,
    query.actor_kind ?? null,
  ];
  const [rows, counted] = await Promise.all([
    db.query<AuditEntryView>(
      `select id, at, actor_kind, user_id, actor_ref, entity_kind, entity_id, action, changes, ref
         from audit_log where ${where} order by at desc, id limit ${limit} offset ${offset}`,
      params,
    ),
    db.query<{ n: number }>(`select count(*)::int as n from audit_log where ${where}`, params),
  ]);
  return { items: rows.rows, total: counted.rows[0].n, limit, offset };
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
