import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { NormalizedRequest } from '../request';
import { amongFirstByClicksSql, Params } from '../table-sql';
import type { CopyEngine } from './copy-store';
import { needsNetworks, type CopySide, type OfferNetworks } from './copy-side';
import { countCopyRead, type CopyReader, type Unavailable } from './reader';
import { groupColumns, instantsOf, offerNetworks } from './report-groups';
import type { CopyDialect } from './dialect';
import { dialectOf } from './dialects';
import type { Period } from '../../services/time/period';

/**
 * A raw export through the analytics copy (docs/reports.md, "Analytics store", Exports): the store
 * computes the grouped sums and streams them as CSV lines, chunk after chunk (DuckDB's streaming
 * result, through Redis when another process owns the file; ClickHouse's HTTP answer as it
 * arrives, read by any process), straight into Postgres's COPY into a
 * temporary table of the export's transaction; the export's own statement (metrics, sort, names,
 * the 100,000-row cut) then reads that table as `g` through its cursor, as for any storage. So no
 * group is ever held whole in this process, nor parsed into JavaScript values and back: a chunk
 * is one string from the store to the Postgres socket.
 */

/** The temporary table of the groups (dropped at the export transaction's commit). */
export const GROUPS_TABLE = 'copy_export_groups';

/** More groups than the limit are refused (rule 12): one more than it is enough to say so. */
const GROUPS_READ = 500_001;

/** A dimension cell in CSV: quoted (quotes doubled), empty when null (Postgres's COPY reads an unquoted empty cell as null). */
const csvCell = (column: string) => `coalesce('"' || replace(s.${column}, '"', '""') || '"', '')`;

/**
 * Cells (never null) joined by commas in one `concat` call: a chain of `||` copies the growing line at
 * each cell (10M clicks, the raw export's 104,600 lines of 20 cells: 150 against 70 ms in DuckDB).
 */
const lineSql = (cells: string[]) => `concat(${cells.join(`, ',', `)})`;

/**
 * The statement of a report's grouped sums as CSV lines in the column order of `groupColumns`, in
 * the engine's SQL: the grouped rows are the engine's builder's; the line around them is written
 * in SQL that DuckDB and ClickHouse (18.16 on) both run (`||`, `concat`, `coalesce`, `replace`).
 */
export function groupLinesSql(
  dialect: CopyDialect,
  request: NormalizedRequest,
  side: CopySide,
  networks: OfferNetworks | null,
  params: Params,
  cut?: number,
): string {
  const grouped = dialect.groupedSql(request, side, networks, params);
  const cells = groupColumns(request.dimensions, side.visitors).map(([name], i) =>
    // Sums and visitors are numbers as text, never null.
    i < request.dimensions.length ? csvCell(name) : `s.${name}`,
  );
  if (cut === undefined) return `select ${lineSql(cells)} as line from (${grouped}) s limit ${GROUPS_READ}`;
  // The groups with at least the clicks of the cut's last (its rank() ≤ cut), so every group tied
  // with the last kept is kept too: Postgres's sort and cut over them (clicks, then the dimensions)
  // pick exactly the rows they would pick over all the groups. The floor comes from the clicks'
  // histogram, not a rank over every group (10M clicks, sub_id_1 × sub_id_2 30 d, 299,780 groups:
  // 1.37–1.41 → 1.0 s in DuckDB).
  return `with s as materialized (${grouped}), n as (select count(*) as group_count from s)
          select ${lineSql([...cells, 'cast(n.group_count as varchar)'])} as line
            from s, n where ${amongFirstByClicksSql('s', 'cast(s.clicks as hugeint)', Math.floor(cut))}`;
}

export interface CopyExportSide {
  workspaceId: string;
  timeZone: string;
  includeSimulated: boolean;
  visitors: boolean;
}

/**
 * A report's groups streamed from the copy, with the storage it names (`counted`: cut to the export's
 * first rows by clicks, each line carrying the number of all groups as `group_count`); or why the
 * copy cannot answer.
 */
export type CopyGroupLines =
  | { chunks: AsyncGenerator<string, void>; storage: `columnar:${CopyEngine}`; counted: boolean }
  | { unavailable: Unavailable };

/**
 * Asks the copy for a report's groups as a stream; null when this process keeps no copy. `cut`: the
 * export keeps its first `cut` rows by clicks, most first (its order when no sort or metric filter
 * is asked): DuckDB then sends only the groups ranked within them, so Postgres copies and sorts a
 * third of a 300,000-group export's lines (10M clicks: COPY 261 and sort 303 ms for all of them).
 * ClickHouse 18.16 has no window functions: its groups come whole.
 */
export async function streamCopyGroups(
  reader: CopyReader | undefined,
  pool: pg.Pool,
  request: NormalizedRequest,
  side: CopyExportSide,
  period: Period,
  cut?: number,
): Promise<CopyGroupLines | null> {
  if (!reader) return null;
  const networks = needsNetworks(request) ? await offerNetworks(pool, side.workspaceId) : null;
  const params = new Params();
  const dialect = dialectOf(reader.engine);
  const counted = cut !== undefined && dialect.ranksGroups;
  const sql = groupLinesSql(
    dialect,
    request,
    { ...side, period: await instantsOf(pool, period, side.timeZone) },
    networks,
    params,
    counted ? cut : undefined,
  );
  const lines = await reader.streamLines(sql, params.values as (string | number | boolean | null)[]);
  if ('unavailable' in lines) return lines;
  countCopyRead(reader, 'stream');
  return { chunks: lines.chunks, storage: `columnar:${reader.engine}`, counted };
}

/**
 * Opens a transaction on `client` and copies the streamed groups into GROUPS_TABLE (dropped at its
 * commit). The caller commits after the export's last row, or drops the connection on an error.
 */
export async function copyGroups(
  client: pg.ClientBase,
  request: NormalizedRequest,
  visitors: boolean,
  chunks: AsyncGenerator<string, void>,
  counted = false,
): Promise<void> {
  const columns = [...groupColumns(request.dimensions, visitors), ...(counted ? [['group_count', 'bigint']] : [])];
  try {
    await client.query(
      `begin; create temp table ${GROUPS_TABLE} (${columns.map(([n, t]) => `${n} ${t}`).join(', ')}) on commit drop`,
    );
  } catch (error) {
    // Unread: the store's statement stops (its request aborted, its connection released).
    await chunks.return();
    throw error;
  }
  await pipeline(Readable.from(chunks), client.query(copyFrom(`copy ${GROUPS_TABLE} from stdin with (format csv)`)));
}
