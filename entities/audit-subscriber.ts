import {
  ChangeSetType,
  JsonType,
  type EntityManager,
  type EntityMetadata,
  type EventSubscriber,
  type FlushEventArgs,
  type Platform,
} from '@mikro-orm/core';
import { AuditEntry, type AuditActorKind, type AuditChanges } from './audit-entry.entity';

/** Who the changes flushed by an EntityManager are made by (set per request fork; docs/audit.md). */
export interface AuditActor {
  kind: AuditActorKind;
  user_id?: string | null;
  /** Names the author beside its kind: `rule <name>` for an auto-rule. */
  ref?: string | null;
  /** The operation's own record the rows belong to (the row's `ref`), e.g. `rule_event:<id>`. */
  operation?: string | null;
}

const actors = new WeakMap<EntityManager, AuditActor>();
/**
 * The logger context is what MikroORM copies into every fork of an EntityManager, the forks
 * `em.transactional()` flushes in included: the actor rides there too, so a change flushed inside
 * a transaction (a campaign's clone with its flows, a group's members) stays the caller's, not
 * the system's.
 */
const CONTEXT_KEY = 'audit_actor';

/** Marks the changes an EntityManager (and its forks) flushes as made by `actor` (a request's user, a rule, an import). */
export function attachAuditActor(em: EntityManager, actor: AuditActor): EntityManager {
  actors.set(em, actor);
  em.getLoggerContext({ disableContextResolution: true })[CONTEXT_KEY] = { ...actor };
  return em;
}

/** The actor marked on this EntityManager or on the one it was forked from; unmarked: the system. */
export function auditActorOf(em: EntityManager): AuditActor {
  const inherited = em.getLoggerContext({ disableContextResolution: true })[CONTEXT_KEY] as AuditActor | undefined;
  return actors.get(em) ?? inherited ?? { kind: 'system' };
}

/**
 * Field names whose values never enter the log: secrets, their ciphertexts, hashes and digests,
 * and the workspace's postback key, generated or a previous tracker's (a rotation's old key is
 * exactly what it retires).
 */
const SECRET = /secret|ciphertext|password|hash|token|digest|postback_key$/i;
/** Bookkeeping columns that change with every write and say nothing. */
const IGNORED = new Set(['updated_at', 'created_at']);

export const MASK = '***';

export function maskValue(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  return SECRET.test(field) ? MASK : value;
}

/**
 * A change set holds custom-typed properties (json, arrays) as the database's text: the log keeps
 * them as values (a list, not its text), converted back by the property's own type.
 */
function runtimeValue(meta: EntityMetadata, platform: Platform, field: string, value: unknown): unknown {
  const prop = meta.properties[field];
  if (!prop?.customType || typeof value !== 'string') return value;
  try {
    const converted = prop.customType.convertToJSValue(value, platform);
    // The postgres driver parses json itself, so the json type hands the text back unchanged.
    return typeof converted === 'string' && prop.customType instanceof JsonType ? JSON.parse(converted) : converted;
  } catch {
    return value;
  }
}

function diff(
  meta: EntityMetadata,
  platform: Platform,
  payload: Record<string, unknown>,
  original: Record<string, unknown> | undefined,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(payload)) {
    if (IGNORED.has(field)) continue;
    const next = maskValue(field, runtimeValue(meta, platform, field, value));
    changes[field] = original
      ? { old: maskValue(field, runtimeValue(meta, platform, field, original[field])), new: next }
      : { new: next };
  }
  return changes;
}

const ACTIONS: Partial<Record<ChangeSetType, string>> = {
  [ChangeSetType.CREATE]: 'create',
  [ChangeSetType.UPDATE]: 'update',
  [ChangeSetType.DELETE]: 'delete',
};

/**
 * Writes one audit row per changed workspace entity in the same flush (so the same transaction)
 * as the change: the changeset gives the entity, the changed fields and their original values.
 */
export class AuditSubscriber implements EventSubscriber {
  async onFlush(args: FlushEventArgs): Promise<void> {
    const uow = args.uow;
    const actor = auditActorOf(args.em);
    for (const changeSet of [...uow.getChangeSets()]) {
      if (changeSet.entity instanceof AuditEntry) continue;
      const action = ACTIONS[changeSet.type];
      const entity = changeSet.entity as { id?: unknown; workspace_id?: unknown };
      const workspace = changeSet.meta.className === 'Workspace' ? entity.id : entity.workspace_id;
      if (!action || typeof workspace !== 'string') continue;
      const payload = changeSet.payload as Record<string, unknown>;
      // A soft delete is an update that sets deleted_at: the log calls it what it is.
      const named = action === 'update' && payload.deleted_at ? 'delete' : action;
      const changes =
        action === 'delete'
          ? {}
          : diff(
              changeSet.meta,
              args.em.getPlatform(),
              payload,
              action === 'update' ? changeSet.originalEntity : undefined,
            );
      if (action === 'update' && Object.keys(changes).length === 0) continue;
      const row = new AuditEntry();
      Object.assign(row, {
        workspace_id: workspace,
        actor_kind: actor.kind,
        user_id: actor.user_id ?? null,
        actor_ref: actor.ref ?? null,
        entity_kind: changeSet.meta.tableName,
        entity_id: String(entity.id),
        action: named,
        changes,
        ref: actor.operation ?? null,
      });
      args.em.persist(row);
      uow.computeChangeSet(row);
    }
  }
}
