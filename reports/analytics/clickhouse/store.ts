import type pg from 'pg';
import type { ClickHouseClusterConfig } from '../../../infra/config';
import { copyOut } from '../copy-out';
import { COPY_KEYS, sameColumns, type CopyTable } from '../columns';
import { chColumnNames, chPgSelectList, CH_COLUMNS, microsColumn } from './columns';
import { ClickHouseHttp, quote } from './http';
import { oneServer, overShards, type ClickHouseTables } from './tables';
import { clickHouseCopyMissing, clickHouseReads } from './reads';
import { daysLeft, type CopyPlan, type CopyReads, type CopyStore } from '../copy-store';
import { type NoteId, openNoteBatch } from '../note-batch';

/** Notes applied per batch, as the DuckDB feed (duckdb/changes.ts). */
const BATCH = 50_000;
const TABLES = ['clicks', 'conversions'] as const;
const KIND_OF_TABLE: Record<CopyTable, string> = { clicks: 'click', conversions: 'conversion' };

/** Streams the text of a Postgres query (COPY … TO STDOUT, TSV as ClickHouse reads it) into a ClickHouse table. */
async function copyInto(client: pg.ClientBase, sql: string, http: ClickHouseHttp, table: CopyTable, into: string) {
  const source = copyOut(client, `copy (${sql}) to stdout`);
  await http.insert(into, chColumnNames(table), source);
  return source.rowCount;
}

/** A microseconds literal of a time Postgres gave as text (goes into SQL: refused unless digits). */
function microsLiteral(value: string): string {
  if (!/^-?[0-9]+$/.test(value)) throw new Error('unexpected microseconds');
  return value;
}

/**
 * The analytics copy on a ClickHouse server (docs/reports.md, "ClickHouse"), spoken to over its
 * HTTP interface, in a database of its own (CLICKHOUSE_DATABASE): `clicks`, `conversions`
 * (clickhouse/columns.ts) and `meta`. Fed by the same notes as DuckDB: each noted row's current
 * state (or a tombstone) is inserted with the note's id as its version, so the newest state wins
 * whatever is applied twice; reads deduplicate with FINAL (clickhouse/sql.ts). Written for the
 * 18.16 release (CI's Debian package), which current releases run too.
 */
export class ClickHouseStore implements CopyStore {
  readonly engine = 'clickhouse' as const;
  private readonly server: ClickHouseHttp;
  private readonly http: ClickHouseHttp;
  private readonly reads: CopyReads;
  private schema: Promise<void> | null = null;
  private metaClock = 0;
  /** Every replica of every shard of a cluster (their server, without a database): none on one server. */
  private readonly shards: ClickHouseHttp[];
  private readonly tables: ClickHouseTables;

  constructor(
    url: string,
    private readonly database: string,
    cluster: ClickHouseClusterConfig | null = null,
  ) {
    const replicas = cluster?.shards[0].length ?? 1;
    this.server = new ClickHouseHttp(url, null);
    // Replicated: an INSERT returns once every replica of its shard has the rows (exact wherever a report reads).
    this.http = new ClickHouseHttp(url, database, replicas > 1 ? { insert_quorum: String(replicas) } : {});
    this.reads = clickHouseReads(this.http);
    this.shards = cluster ? cluster.shards.flat().map((replica) => new ClickHouseHttp(replica, null)) : [];
    this.tables = cluster
      ? overShards(
          this.http,
          cluster.shards.map((shard) => shard.map((replica) => new ClickHouseHttp(replica, database))),
          cluster.name,
          database,
        )
      : oneServer(this.http, database);
  }

  /** Creates the database and its tables once per process (again after a failure: the server may have been down). */
  private ready(): Promise<void> {
    this.schema ??= (async () => {
      for (const server of [this.server, ...this.shards])
        await server.exec(`create database if not exists ${this.database}`);
      await this.http.exec(
        'create table if not exists meta (key String, value String, at UInt64) engine = ReplacingMergeTree(at) order by key',
      );
      for (const table of TABLES) {
        await this.tables.create(table, table);
        const columns = await this.http.rows(
          `select name from system.columns where database = ${quote(this.database)} and table = ${quote(table)}`,
        );
        // A copy of an older layout (columns added since) is not this copy: the owner rebuilds it.
        if (
          !sameColumns(
            columns.map((c) => String(c.name)),
            chColumnNames(table),
          )
        )
          await this.writeMeta('copy_of', null);
      }
    })().catch((error) => {
      this.schema = null;
      throw error;
    });
    return this.schema;
  }

  async meta(key: string): Promise<string | null> {
    await this.ready();
    const rows = await this.http.rows(`select value from meta final where key = ${quote(key)}`);
    const value = rows[0]?.value as string | undefined;
    return value ? value : null;
  }

  async setMeta(key: string, value: string | null): Promise<void> {
    await this.ready();
    await this.writeMeta(key, value);
  }

  private async writeMeta(key: string, value: string | null): Promise<void> {
    // The newest `at` wins (ReplacingMergeTree); one owner writes, so its clock orders its writes.
    this.metaClock = Math.max(this.metaClock + 1, Date.now() * 1000);
    await this.http.exec(`insert into meta values (${quote(key)}, ${quote(value ?? '')}, ${this.metaClock})`);
  }

  /**
   * One batch of notes (duckdb/changes.ts: applyChanges for DuckDB), in one Postgres transaction that deletes
   * them once ClickHouse took the rows: a crash in between applies them again, to the same end.
   */
  async applyChanges(pool: pg.Pool, through: NoteId | null = null): Promise<number> {
    await this.ready();
    const client = await pool.connect();
    try {
      const batch = await openNoteBatch(client, BATCH, through);
      if (!batch) return 0;
      const { range, notes } = batch;
      for (const table of TABLES) {
        const { time, key } = COPY_KEYS[table];
        // Each noted row once, versioned by its newest note: its state now, or a tombstone.
        await copyInto(
          client,
          `select ${chPgSelectList(table)}
             from (select n.at, n.key, max(n.id) as version from analytics_changes n
                    where ${range} and n.kind = '${KIND_OF_TABLE[table]}' group by n.at, n.key) n
             left join ${table} t on t.${time} = n.at and t.${key} = n.key`,
          this.http,
          table,
          table,
        );
        // A dropped day partition (retention) noted a range: its rows become tombstones.
        const { rows: before } = await client.query(
          `select ${'(extract(epoch from max(n.at)) * 1000000)::bigint::text'} as before, max(n.id)::text as version
             from analytics_changes n where ${range} and n.kind = $1`,
          [`${table}_before`],
        );
        if (before[0].before)
          await this.forgetBefore(table, microsLiteral(before[0].before), BigInt(before[0].version));
      }
      await client.query(`delete from analytics_changes n where ${range}`);
      await client.query('commit');
      return notes;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Tombstones for every live row older than `beforeUs`, then a mutation that frees their space in the background. */
  private async forgetBefore(table: CopyTable, beforeUs: string, version: bigint): Promise<void> {
    const time = microsColumn(COPY_KEYS[table].time);
    const columns = CH_COLUMNS[table].map((c) =>
      c.name === 'deleted' ? '1' : c.name === 'version' ? `toUInt64(${version})` : c.name,
    );
    await this.http.exec(
      `insert into ${table} (${chColumnNames(table).join(', ')})
       select ${columns.join(', ')} from ${table} final where ${time} < ${beforeUs} and deleted = 0`,
    );
    await this.tables.deleteWhere(table, `${time} < ${beforeUs}`);
  }

  /**
   * Fills fresh tables from the fact tables, one UTC day after the other (version 0: every note
   * written meanwhile has a higher one), then swaps them in with one RENAME. Each day's inserts are
   * durable when they return, so `rebuild_through` is recorded after every day and a restart
   * resumes after it; a day cut half-way is inserted again, its rows the same (key and version 0:
   * FINAL keeps one).
   */
  async copyEverything(pool: pg.Pool, plan: CopyPlan): Promise<void> {
    await this.ready();
    const kept = plan.resumeAfter !== null && (await this.hasNextTables());
    const todo = daysLeft(plan, kept);
    if (!kept)
      for (const table of TABLES) {
        await this.tables.drop(`${table}_next`);
        await this.tables.create(table, `${table}_next`);
      }
    const client = await pool.connect();
    try {
      await client.query(`set time zone 'UTC'`);
      let rows = 0;
      for (const [i, day] of todo.entries()) {
        for (const table of TABLES) {
          const { time, key } = COPY_KEYS[table];
          const copied = await copyInto(
            client,
            `select ${chPgSelectList(table)}
               from ${table} t, lateral (select t.${time} as at, t.${key} as key, 0::bigint as version) n
              where t.${time} >= '${day}'::date::timestamp at time zone 'UTC'
                and t.${time} < ('${day}'::date + 1)::timestamp at time zone 'UTC'`,
            this.http,
            table,
            `${table}_next`,
          );
          if (table === 'clicks') rows += copied;
        }
        await this.writeMeta('rebuild_through', day);
        plan.progress({
          day,
          done: plan.days.length - todo.length + i + 1,
          total: plan.days.length,
          rows,
          durable: true,
        });
      }
    } finally {
      client.release();
    }
    await this.tables.swapNext(TABLES);
  }

  /** Whether an interrupted rebuild's new tables are there. */
  private hasNextTables(): Promise<boolean> {
    return this.tables.exist(TABLES.map((table) => `${table}_next`));
  }

  async query(sql: string, values: (string | number | boolean | null)[]): Promise<Record<string, unknown>[]> {
    await this.ready();
    return this.reads.query(sql, values);
  }

  /** The export's groups as lines, streamed from the answer as it arrives (clickhouse/http.ts, `lines`). */
  async streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<AsyncGenerator<string, void>> {
    await this.ready();
    return this.reads.streamLines(sql, values);
  }

  /**
   * Unreachable, or reached without this copy (a server that lost its data: unknown table or
   * database): the owner opens the store again, which makes the tables and rebuilds the copy.
   */
  isDown(error: unknown): boolean {
    if (!clickHouseCopyMissing(error)) return false;
    this.schema = null;
    return true;
  }

  /** Drops this copy's database (tests, and a deployment that leaves ClickHouse). */
  async dropDatabase(): Promise<void> {
    for (const server of [this.server, ...this.shards]) await server.exec(`drop database if exists ${this.database}`);
    this.schema = null;
  }

  async close(): Promise<void> {
    this.server.close();
    this.http.close();
    for (const shard of this.shards) shard.close();
  }
}
