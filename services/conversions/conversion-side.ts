import type pg from 'pg';
import type { StatusBucket } from '../catalogue/statuses';
import type { SourceFacts } from './forwarding/source-channels';
import type { PostbackLogEntry } from './log.shapes';

/**
 * The conversion side as the services see it: a port. The hot path's conversion runtime
 * (edge/postback-intake/runtime.ts) implements it and the composition root hands it in as
 * `services.conversions`; services never import the edge.
 */
export interface ConversionSide {
  readonly store: {
    /** The conversion side's pg pool (raw SQL: logs, forwarding, imports). */
    readonly pool: pg.Pool;
    /** Appends one entry to the postback log. */
    log(entry: PostbackLogEntry): Promise<void>;
  };
  /** Per-workspace configuration, cached (edge/postback-intake/workspace-config.ts). */
  readonly configs: { get(workspaceId: string): Promise<ConversionConfig> };
}

/** What a conversion needs of an offer. */
export interface OfferFacts {
  network_id: string | null;
  payout: string;
  payout_currency: string;
  daily_cap: number | null;
  cap_time_zone: string;
}

/** The conversion side's view of one workspace's configuration. */
export interface ConversionConfig {
  workspace_id: string;
  base_currency: string;
  offers: Map<string, OfferFacts>;
  /** Network id → partner status (lower case) → our status code. */
  status_maps: Map<string, Map<string, string>>;
  /** Every accepted status code (canonical and the live custom ones) → its report bucket. */
  statuses: Map<string, StatusBucket>;
  sources: Map<string, SourceFacts>;
  loaded_at: number;
}
