import { viewsCopySuite } from './views-copy-suite';

// The cohort and the funnel from ClickHouse's builder (analytics/view-sql.ts), on a server of this file's own.
viewsCopySuite('clickhouse');
