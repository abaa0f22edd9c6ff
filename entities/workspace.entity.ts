import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** The tenant unit. Every tenant-owned row carries workspace_id. */
@Entity({ tableName: 'workspaces' })
export class Workspace {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  /** 32 lowercase hex characters from a CSPRNG; authenticates postbacks (in the URL path). */
  @Property({ type: 'text', unique: true })
  postback_key!: string;

  /** The key is a previous tracker's (6–64 letters and digits, lower case), set by an owner or admin. */
  @Property({ type: 'boolean' })
  postback_key_imported: boolean = false;

  /** ISO 4217; money in reports is normalised to it at the rate of the click date. */
  @Property({ type: 'text' })
  base_currency: string = 'USD';

  /** Percentage (0–100) of clicks traced. */
  @Property({ type: 'smallint' })
  traffic_log_sample: number = 0;

  /** IANA time zone of reports: their dates, hours, days of week and periods (docs/reports.md). */
  @Property({ type: 'text' })
  time_zone: string = 'UTC';

  /** Shared by dashboard, reports and click log. */
  @Property({ type: 'boolean' })
  show_simulated_traffic: boolean = false;

  /** What the `revenue` metric counts (docs/reports.md "Definitions"): all_but_trash, leads_and_sales or sales. */
  @Property({ type: 'text' })
  revenue_basis: string = 'all_but_trash';

  /** Fetch the ECB's daily euro reference rates every hour (ECB_RATES_URL; docs/tracking-model.md "Currency rates"). */
  @Property({ type: 'boolean' })
  ecb_rates: boolean = false;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updated_at: Date = new Date();

  /** Login-page branding (accounts area); null fields fall back to the product defaults. */
  @Property({ type: 'text', nullable: true })
  branding_product_name: string | null = null;

  @Property({ type: 'text', nullable: true })
  branding_logo_url: string | null = null;

  /** `#rrggbb`, lower case. */
  @Property({ type: 'text', nullable: true })
  branding_primary_color: string | null = null;

  @Property({ type: 'text', nullable: true })
  branding_background_color: string | null = null;
}
