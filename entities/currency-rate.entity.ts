import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** 1 `base` = `rate` `quote` on `rate_date` (one row per workspace, pair and day). */
@Entity({ tableName: 'currency_rates' })
export class CurrencyRate {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  /** YYYY-MM-DD. */
  @Property({ type: 'date' })
  rate_date!: string;

  @Property({ type: 'text' })
  base!: string;

  @Property({ type: 'text' })
  quote!: string;

  @Property({ type: 'decimal', precision: 24, scale: 10 })
  rate!: string;

  /** manual, ecb_csv (an imported CSV) or ecb_daily (the hourly ECB fetch). */
  @Property({ type: 'text' })
  origin: string = 'manual';

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
