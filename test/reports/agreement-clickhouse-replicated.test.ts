import { agreementSuite } from './agreement-suite';

// The same random requests against a ClickHouse cluster of two shards of two replicas each (four local
// servers and a ZooKeeper as processes): replicated tables behind Distributed ones, an insert back once
// every replica has it, so a report reads any of them.
agreementSuite('clickhouse', { cluster: { replicas: 2 } });
