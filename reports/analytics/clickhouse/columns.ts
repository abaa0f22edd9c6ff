import { DIMENSION_FIELDS } from '../../../entities/click-fields';
import { COPY_KEYS, type CopyTable } from '../columns';
import { quote } from './http';

/**
 * The ClickHouse tables of the analytics copy (docs/reports.md, "ClickHouse"): the columns of
 * columns.ts in ClickHouse's types, each made by Postgres as text (`pg`, over the row `t` and its
 * note `n`: n.at and n.key name the row, n.version orders its states). A row absent from
 * Postgres (deleted) comes as a tombstone: `deleted = 1` with its time and key, defaults elsewhere.
 *
 * Tables are ReplacingMergeTree(version) ordered by (time, key): the state with the highest version
 * of a row is the row (reads say FINAL), so a note applied twice, after a restart or redelivery,
 * ends the same. DateTime holds seconds in 18.16, so each time also has its microseconds (`_us`),
 * which bound a period exactly.
 */
export interface ChColumn {
  name: string;
  type: string;
  pg: string;
}

const ZERO_UUID = `'00000000-0000-0000-0000-000000000000'::uuid`;
const seconds = (time: string) => `to_char(${time} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const micros = (time: string) => `(extract(epoch from ${time}) * 1000000)::bigint`;
const flag = (name: string) => ({ name, type: 'UInt8', pg: `coalesce(t.${name}, false)::int` });
/** A visitor as two halves of its md5 (128 bits, as DuckDB's copy): exact distinct counts without the text. */
const visitorHalf = (name: string, from: number) => ({
  name,
  type: 'Nullable(Int64)',
  pg: `('x' || substr(md5(t.visitor_id), ${from}, 16))::bit(64)::bigint`,
});
const time = (name: string, expr: string): ChColumn[] => [
  { name, type: `DateTime('UTC')`, pg: seconds(expr) },
  { name: `${name.replace(/_at$/, '')}_us`, type: 'Int64', pg: micros(expr) },
];
const DIMENSIONS: ChColumn[] = DIMENSION_FIELDS.map((f) => ({
  name: f.name,
  type: f.sqlType === 'uuid' ? 'Nullable(UUID)' : 'Nullable(String)',
  pg: `t.${f.name}`,
}));
const STATE: ChColumn[] = [
  { name: 'deleted', type: 'UInt8', pg: '(t.workspace_id is null)::int' },
  { name: 'version', type: 'UInt64', pg: 'n.version' },
];

export const CH_COLUMNS: Record<CopyTable, ChColumn[]> = {
  clicks: [
    { name: 'workspace_id', type: 'UUID', pg: `coalesce(t.workspace_id, ${ZERO_UUID})` },
    ...time('created_at', 'n.at'),
    { name: 'click_id', type: 'UUID', pg: 'n.key' },
    ...DIMENSIONS,
    visitorHalf('visitor_hi', 1),
    visitorHalf('visitor_lo', 17),
    flag('is_unique'),
    { name: 'cost', type: 'Decimal(18, 6)', pg: 'coalesce(t.cost, 0)' },
    flag('is_simulated'),
    flag('save_traffic'),
    // The click log's heavy filters (bot or human, refused or delivered) pick its keys here.
    flag('is_bot'),
    { name: 'outcome', type: 'String', pg: `coalesce(t.outcome, '')` },
    // Whether the click went through its landing to an offer (landing metrics).
    { name: 'lp_clicked', type: 'UInt8', pg: '(t.lp_clicked_at is not null)::int' },
    ...STATE,
  ],
  conversions: [
    { name: 'workspace_id', type: 'UUID', pg: `coalesce(t.workspace_id, ${ZERO_UUID})` },
    ...time('click_created_at', 'n.at'),
    { name: 'conversion_id', type: 'UUID', pg: 'n.key' },
    ...time('created_at', 'coalesce(t.created_at, n.at)'),
    ...DIMENSIONS,
    { name: 'status', type: 'String', pg: `coalesce(t.status, '')` },
    { name: 'status_bucket', type: 'String', pg: `coalesce(t.status_bucket, '')` },
    { name: 'payout', type: 'Nullable(Decimal(20, 6))', pg: 't.payout' },
    { name: 'cost', type: 'Decimal(20, 6)', pg: 'coalesce(t.cost, 0)' },
    flag('is_simulated'),
    flag('save_traffic'),
    ...STATE,
  ],
};

/** The microseconds column of a table's time column (`created_at` → `created_us`). */
export const microsColumn = (time: string) => `${time.replace(/_at$/, '')}_us`;

/**
 * A copy table: ReplacingMergeTree(version), or with `replica` its replicated twin, one replica
 * (`name`) of the rows under a ZooKeeper `path` (clickhouse/tables.ts).
 */
export function chCreateTableSql(
  table: CopyTable,
  name: string = table,
  replica?: { path: string; name: string },
): string {
  const { time, key } = COPY_KEYS[table];
  const engine = replica
    ? `ReplicatedReplacingMergeTree(${quote(replica.path)}, ${quote(replica.name)}, version)`
    : 'ReplacingMergeTree(version)';
  return `create table if not exists ${name} (${CH_COLUMNS[table].map((c) => `${c.name} ${c.type}`).join(', ')})
          engine = ${engine} partition by toYYYYMM(${time}) order by (${time}, ${key})`;
}

export const chColumnNames = (table: CopyTable) => CH_COLUMNS[table].map((c) => c.name);

/** The Postgres SELECT list of a table's rows in ClickHouse's column order (COPY's text format). */
export const chPgSelectList = (table: CopyTable) => CH_COLUMNS[table].map((c) => c.pg).join(', ');
