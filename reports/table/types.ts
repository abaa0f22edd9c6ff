import type { RevenueBasis } from '../../entities/report-metrics';
import type pg from 'pg';
import type { Period } from '../../services/time/period';
import type { CopyReader } from '../analytics/reader';
import type { CopyGroups } from '../analytics/report-groups';
import type { NormalizedRequest } from '../request';
import type { Storage } from '../table-sql';

/** What the engine needs: a pg pool of the reports' own (report queries never take the hot path's connections) and the clock. */
export interface ReportDeps {
  pool: pg.Pool;
  /** The analytics copy this process reads (AppServices.analyticsCopy); absent: reports read Postgres. */
  copy?: CopyReader;
  now?: () => Date;
  /** Read the fact tables in Postgres even where the rollups or the analytics copy could answer (benchmarks; the agreement test). */
  forceRaw?: boolean;
  /**
   * Read the analytics copy even where the rollups could answer (the dashboard and the aggregated
   * export, faster from the copy: docs/reports.md; benchmarks; the agreement test). Unavailable:
   * the cubes or the fact tables, as without it.
   */
  forceCopy?: boolean;
  /**
   * Leave the analytics copy aside (exports: the copy's groups travel whole to Postgres as array
   * parameters, which a raw export of 100,000+ groups pays in memory; docs/reports.md, "Analytics store").
   */
  skipCopy?: boolean;
  /** Leave simulated clicks out whatever the workspace switch says (auto-rules: spec rule 16). */
  excludeSimulated?: boolean;
  /** Largest page a request may ask for (default MAX_LIMIT; auto-rules read all groups in one page, up to MAX_GROUPS). */
  maxLimit?: number;
  /** Aborts when the client went away: the report's statements are cancelled (deadline.ts). */
  signal?: AbortSignal;
  /** The caller may not view campaigns (no campaigns.view): each campaign is shown as `[hidden <id prefix>]`. */
  hideCampaignNames?: boolean;
}

export interface WorkspaceReportSettings {
  time_zone: string;
  show_simulated_traffic: boolean;
  /** What `revenue` counts (docs/reports.md, "Definitions"). */
  revenue_basis: RevenueBasis;
  /** Global custom metrics, name → formula. */
  custom_metrics: Map<string, string>;
}

export interface Plan {
  request: NormalizedRequest;
  settings: WorkspaceReportSettings;
  period: Period;
  previous: Period | null;
  storage: Storage;
  /** Why a report the analytics copy would answer read Postgres (the answer's storage says so). */
  fallback: string | null;
  /** The grouped sums read from the analytics copy (storage `columnar:duckdb` or `columnar:clickhouse`). */
  fromCopy: { current: CopyGroups; previous: CopyGroups | null } | null;
  /** A table of the statement's session that holds the grouped sums read from the copy (a streamed export: analytics/export-groups.ts). */
  copyGroupsTable?: string;
  visitors: boolean;
  metrics: string[];
  /** Dimensions whose names the caller may not see (their labels show `[hidden <id prefix>]`). */
  hidden: ReadonlySet<string>;
}

export interface ReportRow {
  /** Dimension name → raw value (an id for entities, a date, an hour…). */
  values: Record<string, string | number | null>;
  /** Dimension name → display label (entity names; `<name> [archived]`, a deleted one `<name> [deleted 1a2b3c4d]`). */
  labels: Record<string, string | null>;
  metrics: Record<string, number | null>;
  /** W/B mark of the first dimension's value (rule 6): 'W', 'B' or null. */
  mark: 'W' | 'B' | null;
  previous?: Record<string, number | null>;
  /** Percent change per metric against the previous period; null when the previous value is 0 or absent. */
  change?: Record<string, number | null>;
  /** Absent from the previous period (rule 9). */
  is_new?: boolean;
}

export interface TableReport {
  period: { from: string; to: string; whole_days: boolean };
  previous_period: { from: string; to: string; whole_days: boolean } | null;
  time_zone: string;
  date_basis: 'click' | 'conversion';
  /** Where it was read (Storage); `raw (analytics copy rebuilding)` or `… behind` when the copy could not answer. */
  storage: string;
  dimensions: string[];
  metrics: string[];
  total_rows: number;
  limit: number;
  offset: number;
  rows: ReportRow[];
  totals: Record<string, number | null>;
  previous_totals: Record<string, number | null> | null;
  totals_change: Record<string, number | null> | null;
  /** The first dimension's marked values, for the table's copy-to-clipboard (rule 6). */
  marks: { dimension: string | null; white: string[]; black: string[] };
}
