import { agreementSuite } from './agreement-suite';

// The same random requests against a ClickHouse cluster of two shards (two local servers as processes,
// CLICKHOUSE_CLUSTER): the copy spread over both behind Distributed tables, read and written as on one server.
agreementSuite('clickhouse', { cluster: { replicas: 1 } });
