import { PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * Columns shared by the configurable tracking entities: a UUID, the owning workspace (every
 * query filters on it), timestamps and the soft-delete mark (deleted rows stay for reports).
 */
export abstract class TenantEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updated_at: Date = new Date();

  /** Set by a delete; the row stays so reports can label it "deleted <id prefix>". */
  @Property({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null = null;
}

/**
 * A tracking entity a buyer can archive (campaigns, flows, offers, landings, sources, networks):
 * archived rows leave lists and pickers and stop routing, their statistics stay in reports, and a
 * restore brings them back as they were (docs/operations-api.md).
 */
export abstract class ArchivableEntity extends TenantEntity {
  @Property({ type: 'timestamptz', nullable: true })
  archived_at: Date | null = null;
}
