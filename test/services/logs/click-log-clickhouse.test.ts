import { clickLogCopySuite } from './click-log-copy-suite';

// The click log's heavy filters on ClickHouse (clickhouse/columns.ts, 18.16), on a server of this file's own.
clickLogCopySuite('clickhouse');
