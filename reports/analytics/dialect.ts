import type { ClickKey, ClickKeyFilter } from '../../services/logs/click-log-copy';
import type { NormalizedRequest } from '../request';
import type { Params } from '../table-sql';
import type { CopySide, OfferNetworks } from './copy-side';
import type { CopyEngine } from './copy-store';
import type { CopyStatement } from './view-sql';

/**
 * One engine's SQL for every statement the reports send to the analytics copy (docs/architecture.md,
 * "The analytics copy"): a dialect object per engine (duckdb/dialect.ts, clickhouse/dialect.ts),
 * chosen by the reader's engine in dialects.ts, so no other file asks which engine it talks to.
 * DuckDB's statements bind values as parameters (`params`); ClickHouse 18.16's take literals inline
 * (their `params` stay empty).
 */
export interface CopyDialect {
  readonly engine: CopyEngine;
  /** A report's grouped sums of one period: d0…dn, every sum, `visitors` when asked, each as text. */
  groupedSql(request: NormalizedRequest, side: CopySide, networks: OfferNetworks | null, params: Params): string;
  /**
   * The cohort's two statements: clicks per cohort (`d0` the click's local date, `d1` its local hour
   * when hourly), and conversions that are not trash per cohort and lag (`lag`, clamped to
   * 0…columns-1) with their revenue. The lag counts local days, or hours since the epoch as
   * Postgres's `date_trunc('hour', …)` in its UTC session.
   */
  cohortSql(
    request: NormalizedRequest,
    side: CopySide,
    granularity: 'day' | 'hour',
    columns: number,
  ): { clicks: CopyStatement; conversions: CopyStatement };
  /** The funnel's status side: conversions per breakdown value (`k`) and exact status of the given statuses. */
  funnelStatusSql(
    request: NormalizedRequest,
    side: CopySide,
    networks: OfferNetworks | null,
    statuses: readonly string[],
  ): CopyStatement;
  /** The keys (`us`, `id`) of up to `limit` visible clicks matching `filter`, newest first, strictly after `after`. */
  clickKeysSql(filter: ClickKeyFilter, after: ClickKey | null, limit: number, params: Params): string;
  /** The countries of the visible clicks matching `filter` with their counts (`clicks`, text), most first. */
  clickCountriesSql(filter: ClickKeyFilter, params: Params): string;
  /**
   * Whether the engine can rank an export's groups itself (window functions), so the export asks
   * only for its first rows by clicks; ClickHouse 18.16 has none, so its groups come whole.
   */
  readonly ranksGroups: boolean;
}
