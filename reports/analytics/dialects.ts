import { clickhouseDialect } from './clickhouse/dialect';
import type { CopyDialect } from './dialect';
import type { CopyEngine } from './copy-store';
import { duckdbDialect } from './duckdb/dialect';

const DIALECTS: Record<CopyEngine, CopyDialect> = { duckdb: duckdbDialect, clickhouse: clickhouseDialect };

/** The SQL dialect of the engine that holds the copy (the one place that maps an engine to its SQL). */
export const dialectOf = (engine: CopyEngine): CopyDialect => DIALECTS[engine];
