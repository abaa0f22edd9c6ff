import { DIMENSION_FIELDS } from '../../entities/click-fields';

/**
 * The columns of the analytics copy (docs/reports.md, "Analytics store"): what the reports read of
 * `clicks` and `conversions`, nothing more (no URLs, user agents or routing details). Each column
 * travels from Postgres as CSV text (`pg`: the expression read from the table) and is typed on the
 * way in (`duck`: its DuckDB type; `load`: the expression over the CSV column `c`).
 */
export interface CopyColumn {
  name: string;
  pg: string;
  /** The type the CSV text is read as. */
  csv: string;
  /** The column's type in the copy. */
  duck: string;
  /** How the copy's value is made from the CSV column (default: the column itself). */
  load?: string;
}

const column = (name: string, duck: string, extra: Partial<CopyColumn> = {}): CopyColumn => ({
  name,
  pg: name,
  csv: duck,
  duck,
  ...extra,
});

const DIMENSIONS: CopyColumn[] = DIMENSION_FIELDS.map((f) => column(f.name, f.sqlType === 'uuid' ? 'UUID' : 'VARCHAR'));

export type CopyTable = 'clicks' | 'conversions';

/**
 * The layout of the copy's tables (both stores): bumped whenever a column of COPY_COLUMNS or
 * CH_COLUMNS (clickhouse/columns.ts) changes (name, type, or how its value is made), so a copy made
 * otherwise is rebuilt at start (owner.ts: part of `copy_of`) while reports read Postgres. The
 * stores' column comparison (`sameColumns`) catches an added column whose bump was forgotten; a
 * change names do not show needs the bump. 2: clicks carry is_bot and outcome, conversions status.
 * 3: clicks carry lp_clicked_at (landing metrics).
 */
export const COPY_LAYOUT = 3;

export const COPY_COLUMNS: Record<CopyTable, CopyColumn[]> = {
  clicks: [
    column('workspace_id', 'UUID'),
    column('created_at', 'TIMESTAMPTZ'),
    column('click_id', 'UUID'),
    ...DIMENSIONS,
    // A visitor as a fixed-width 128-bit hash (md5), not text: exact distinct counts hash 16 bytes per click.
    column('visitor', 'UHUGEINT', { pg: 'visitor_id', csv: 'VARCHAR', load: 'md5_number(visitor)' }),
    column('is_unique', 'BOOLEAN'),
    column('cost', 'DECIMAL(18,6)'),
    column('is_simulated', 'BOOLEAN'),
    column('save_traffic', 'BOOLEAN'),
    // The click log's heavy filters (bot or human, refused or delivered) pick its keys here.
    column('is_bot', 'BOOLEAN'),
    column('outcome', 'VARCHAR'),
    // The first landing → offer click-through (landing metrics).
    column('lp_clicked_at', 'TIMESTAMPTZ'),
  ],
  conversions: [
    column('workspace_id', 'UUID'),
    column('click_created_at', 'TIMESTAMPTZ'),
    column('conversion_id', 'UUID'),
    column('created_at', 'TIMESTAMPTZ'),
    ...DIMENSIONS,
    // The exact status code (custom ones too): the funnel counts conversions by it.
    column('status', 'VARCHAR'),
    column('status_bucket', 'VARCHAR'),
    column('payout', 'DECIMAL(20,6)'),
    column('cost', 'DECIMAL(20,6)'),
    column('is_simulated', 'BOOLEAN'),
    column('save_traffic', 'BOOLEAN'),
  ],
};

/** Each copied table's time column (its Postgres partition key) and row key. */
export const COPY_KEYS: Record<CopyTable, { time: string; key: string }> = {
  clicks: { time: 'created_at', key: 'click_id' },
  conversions: { time: 'click_created_at', key: 'conversion_id' },
};

export function createTableSql(table: CopyTable, name: string = table): string {
  return `create table if not exists ${name} (${COPY_COLUMNS[table].map((c) => `${c.name} ${c.duck}`).join(', ')})`;
}

/**
 * Whether a copy's table has the columns this code writes, in order (`names`: the table's as the
 * store lists them). A copy made by an older layout is rebuilt: its store reports no `copy_of`.
 */
export function sameColumns(names: readonly string[], expected: readonly string[]): boolean {
  return names.length === expected.length && names.every((name, i) => name === expected[i]);
}

/** The Postgres SELECT list of a table's copy, in column order (CSV text). */
export function pgSelectList(table: CopyTable, alias: string): string {
  return COPY_COLUMNS[table].map((c) => `${alias}.${c.pg}`).join(', ');
}

/** `insert into <table> select … from read_csv(<file>)`: the CSV of pgSelectList, typed. */
export function loadCsvSql(table: CopyTable, file: string): string {
  const columns = COPY_COLUMNS[table];
  const types = columns.map((c) => `'${c.name}': '${c.csv}'`).join(', ');
  const values = columns.map((c) => c.load ?? c.name).join(', ');
  const path = file.replace(/'/g, "''");
  return `insert into ${table} select ${values} from read_csv('${path}', columns = {${types}}, header = false,
            quote = '"', escape = '"', allow_quoted_nulls = false, auto_detect = false)`;
}
