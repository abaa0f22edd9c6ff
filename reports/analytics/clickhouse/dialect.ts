import type { CopyDialect } from '../dialect';
import { clickhouseClickCountriesSql, clickhouseClickKeysSql } from './click-keys';
import { clickhouseGroupedSql } from './sql';
import { clickhouseCohortSql, clickhouseFunnelStatusSql } from './views';

/** ClickHouse's SQL for the analytics copy (what 18.16 runs, and current releases too; literals inline). */
export const clickhouseDialect: CopyDialect = {
  engine: 'clickhouse',
  groupedSql: clickhouseGroupedSql,
  cohortSql: clickhouseCohortSql,
  funnelStatusSql: clickhouseFunnelStatusSql,
  clickKeysSql: (filter, after, limit) => clickhouseClickKeysSql(filter, after, limit),
  clickCountriesSql: (filter) => clickhouseClickCountriesSql(filter),
  ranksGroups: false,
};
