import { agreementSuite } from './agreement-suite';

// ClickHouse's builder (clickhouse/sql.ts) against the same random requests, on a server of this file's own.
agreementSuite('clickhouse');
