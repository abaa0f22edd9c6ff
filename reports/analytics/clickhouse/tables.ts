import { COPY_KEYS, type CopyTable } from '../columns';
import { chCreateTableSql, CH_COLUMNS } from './columns';
import type { ClickHouseHttp } from './http';

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
 * A cluster without ZooKeeper: each shard holds `<name>_local` (made on every shard through its own
 * HTTP URL: `on cluster` DDL needs ZooKeeper), the entry server a `Distributed` table `<name>` over
 * them, sharded by the row's key, so every version of a row lands on one shard and FINAL on each
 * shard keeps its newest. Inserts through the Distributed table are synchronous
 * (insert_distributed_sync=1, clickhouse/http.ts): a report right after a write reads it.
 */
export function overShards(
  entry: ClickHouseHttp,
  shards: ClickHouseHttp[],
  cluster: string,
  database: string,
): ClickHouseTables {
  const onShards = async (sql: (shard: ClickHouseHttp) => string) => {
    for (const shard of shards) await shard.exec(sql(shard));
  };
  return {
    async create(table, name) {
      await onShards(() => chCreateTableSql(table, `${name}_local`));
      const columns = CH_COLUMNS[table].map((c) => `${c.name} ${c.type}`).join(', ');
      await entry.exec(
        `create table if not exists ${name} (${columns})
           engine = Distributed(${cluster}, ${database}, ${name}_local, cityHash64(toString(${COPY_KEYS[table].key})))`,
      );
    },
    async drop(name) {
      await entry.exec(`drop table if exists ${name}`);
      await onShards(() => `drop table if exists ${name}_local`);
    },
    async swapNext(tables) {
      // The Distributed tables name `<t>_local`: renaming the shards' tables swaps what they read.
      for (const shard of shards) {
        for (const t of tables) await shard.exec(`drop table if exists ${t}_old_local`);
        await shard.exec(
          `rename table ${tables.map((t) => `${t}_local to ${t}_old_local, ${t}_next_local to ${t}_local`).join(', ')}`,
        );
        for (const t of tables) await shard.exec(`drop table ${t}_old_local`);
      }
      for (const t of tables) await entry.exec(`drop table if exists ${t}_next`);
    },
    deleteWhere: (name, where) => onShards(() => `alter table ${name}_local delete where ${where}`),
    async exist(names) {
      if ((await count(entry, database, names)) !== names.length) return false;
      for (const shard of shards)
        if (
          (await count(
            shard,
            database,
            names.map((n) => `${n}_local`),
          )) !== names.length
        )
          return false;
      return true;
    },
  };
}
