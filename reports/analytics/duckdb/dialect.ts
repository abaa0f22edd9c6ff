import type { CopyDialect } from '../dialect';
import { duckdbClickCountriesSql, duckdbClickKeysSql } from './click-keys';
import { duckdbGroupedSql } from './sql';
import { duckdbCohortSql, duckdbFunnelStatusSql } from './views';

/** DuckDB's SQL for the analytics copy (the embedded default). */
export const duckdbDialect: CopyDialect = {
  engine: 'duckdb',
  groupedSql: duckdbGroupedSql,
  cohortSql: duckdbCohortSql,
  funnelStatusSql: duckdbFunnelStatusSql,
  clickKeysSql: duckdbClickKeysSql,
  clickCountriesSql: duckdbClickCountriesSql,
  ranksGroups: true,
};
