import { COPY_KEYS, type CopyTable } from '../columns';
import { chCreateTableSql, CH_COLUMNS } from './columns';
import { randomBytes } from 'node:crypto';
import { type ClickHouseHttp, quote } from './http';

/**
 * Where the copy's tables live: on one server, or spread over a cluster's shards behind a
 * `Distributed` table (CLICKHOUSE_CLUSTER, docs/analytics-store.md "A ClickHouse cluster"). The
 * store reads and inserts through the table's name either way; what differs is how a table is made,
 * dropped, renamed and mutated, which a Distributed table cannot do for its shards.
 */
export interface ClickHouseTables {
  create(table: CopyTable, name: string): Promise<void>;
  drop(name: string): Promise<void>;
  /** Swaps `<t>_next` in for `<t>` for every table at once (the old ones dropped). */
  swapNext(tables: readonly CopyTable[]): Promise<void>;
  /** `alter table … delete where …` on the rows themselves (a mutation, run in the background). */
  deleteWhere(name: string, where: string): Promise<void>;
  /** Whether every table named exists wherever its rows live. */
  exist(names: string[]): Promise<boolean>;
}

async function count(http: ClickHouseHttp, database: string, names: string[]): Promise<number> {
  const rows = await http.rows(
    `select count() as n from system.tables where database = '${database}'
        and name in (${names.map((n) => `'${n}'`).join(', ')})`,
  );
  return Number(rows[0]?.n);
}

/** One server: the tables are the rows. */
export function oneServer(http: ClickHouseHttp, database: string): ClickHouseTables {
  return {
    create: (table, name) => http.exec(chCreateTableSql(table, name)),
    drop: (name) => http.exec(`drop table if exists ${name}`),
    async swapNext(tables) {
      for (const t of tables) await http.exec(`drop table if exists ${t}_old`);
      await http.exec(`rename table ${tables.map((t) => `${t} to ${t}_old, ${t}_next to ${t}`).join(', ')}`);
      for (const t of tables) await http.exec(`drop table ${t}_old`);
    },
    deleteWhere: (name, where) => http.exec(`alter table ${name} delete where ${where}`),
    exist: async (names) => (await count(http, database, names)) === names.length,
  };
}

/**
 * Where a new replicated table keeps its rows in ZooKeeper: the path its shard's replicas already
 * share (a table made on some of them before a restart), else a new one. New paths carry a token:
 * a table renamed by a rebuild's swap keeps its path, so the next table of the old name needs its own.
 */
async function replicationPath(replicas: ClickHouseHttp[], database: string, name: string, shard: number) {
  for (const replica of replicas) {
    const rows = await replica.rows(
      `select zookeeper_path from system.replicas where database = ${quote(database)} and table = ${quote(name)}`,
    );
    if (rows[0]?.zookeeper_path) return String(rows[0].zookeeper_path);
  }
  const token = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  return `/clickhouse/tables/traffic_tracker/${database}/${name}/${token}/shard${shard + 1}`;
}

/**
 * A cluster: each shard holds `<name>_local` (made on every replica of every shard through its own
 * HTTP URL: `on cluster` DDL needs ZooKeeper's distributed DDL queue, which is not asked of the
 * servers), the entry server a `Distributed` table `<name>` over them, sharded by the row's key, so
 * every version of a row lands on one shard and FINAL on each shard keeps its newest. Inserts
 * through the Distributed table are synchronous (insert_distributed_sync=1, clickhouse/http.ts): a
 * report right after a write reads it. With replicas (more than one URL a shard) the local tables
 * are ReplicatedReplacingMergeTree through the servers' ZooKeeper, the Distributed table writes one
 * replica a shard (`internal_replication`) and the insert returns once every replica has the rows
 * (insert_quorum, set by the store): a report reads whichever replica it is sent to.
 */
export function overShards(
  entry: ClickHouseHttp,
  shards: ClickHouseHttp[][],
  cluster: string,
  database: string,
): ClickHouseTables {
  const replicated = shards[0].length > 1;
  const everyReplica = shards.flat();
  const onReplicas = async (sql: string) => {
    for (const replica of everyReplica) await replica.exec(sql);
  };
  return {
    async create(table, name) {
      const local = `${name}_local`;
      for (const [i, replicas] of shards.entries()) {
        const path = replicated ? await replicationPath(replicas, database, local, i) : null;
        for (const [j, replica] of replicas.entries())
          await replica.exec(chCreateTableSql(table, local, path ? { path, name: `replica${j + 1}` } : undefined));
      }
      const columns = CH_COLUMNS[table].map((c) => `${c.name} ${c.type}`).join(', ');
      await entry.exec(
        `create table if not exists ${name} (${columns})
           engine = Distributed(${cluster}, ${database}, ${local}, cityHash64(toString(${COPY_KEYS[table].key})))`,
      );
    },
    async drop(name) {
      await entry.exec(`drop table if exists ${name}`);
      await onReplicas(`drop table if exists ${name}_local`);
    },
    async swapNext(tables) {
      // The Distributed tables name `<t>_local`: renaming the local tables swaps what they read.
      for (const replica of everyReplica) {
        for (const t of tables) await replica.exec(`drop table if exists ${t}_old_local`);
        await replica.exec(
          `rename table ${tables.map((t) => `${t}_local to ${t}_old_local, ${t}_next_local to ${t}_local`).join(', ')}`,
        );
        for (const t of tables) await replica.exec(`drop table ${t}_old_local`);
      }
      for (const t of tables) await entry.exec(`drop table if exists ${t}_next`);
    },
    // A replicated table's mutation reaches its shard's other replicas through ZooKeeper.
    async deleteWhere(name, where) {
      for (const replica of replicated ? shards.map(([first]) => first) : everyReplica)
        await replica.exec(`alter table ${name}_local delete where ${where}`);
    },
    async exist(names) {
      if ((await count(entry, database, names)) !== names.length) return false;
      const locals = names.map((n) => `${n}_local`);
      for (const replica of everyReplica) if ((await count(replica, database, locals)) !== locals.length) return false;
      return true;
    },
  };
}
