import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Who or what made a change (docs/audit.md). */
export type AuditActorKind = 'user' | 'rule' | 'import' | 'system';

/** Old and new value of one changed field; secrets are masked. */
export type AuditChanges = Record<string, { old?: unknown; new?: unknown }>;

/** One row of the audit log: written by the flush subscriber or recordAudit(). */
@Entity({ tableName: 'audit_log' })
export class AuditEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'timestamptz' })
  at: Date = new Date();

  @Property({ type: 'text' })
  actor_kind!: AuditActorKind;

  @Property({ type: 'uuid', nullable: true })
  user_id: string | null = null;

  @Property({ type: 'text', nullable: true })
  actor_ref: string | null = null;

  @Property({ type: 'text' })
  entity_kind!: string;

  @Property({ type: 'text' })
  entity_id!: string;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'json' })
  changes: AuditChanges = {};

  @Property({ type: 'text', nullable: true })
  ref: string | null = null;
}
