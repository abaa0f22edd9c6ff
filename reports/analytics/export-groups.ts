import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { NormalizedRequest } from '../request';
import { Params } from '../table-sql';
import { columnarGroupedSql, needsNetworks, type ColumnarSide, type OfferNetworks } from './duckdb-sql';
import { columnarReader, type ColumnarLines } from './reader';
import { groupColumns, instantsOf, offerNetworks } from './report-groups';
import type { Period } from '../period';

/**
 * A raw export through the analytics copy (docs/reports.md, "Analytics store", Exports): DuckDB
 * computes the grouped sums and streams them as CSV lines, chunk after chunk (its streaming
 * result; through Redis when another process owns the copy), straight into Postgres's COPY into a
 * temporary table of the export's transaction; the export's own statement (metrics, sort, names,
 * the 100,000-row cut) then reads that table as `g` through its cursor, as for any storage. So no
 * group is ever held whole in this process, nor parsed into JavaScript values and back: a chunk
 * is one string from DuckDB to the Postgres socket.
 */

/** The temporary table of the groups (dropped at the export transaction's commit). */
export const GROUPS_TABLE = 'columnar_export_groups';

/** More groups than the limit are refused (rule 12): one more than it is enough to say so. */
const GROUPS_READ = 500_001;

/** A dimension cell in CSV: quoted (quotes doubled), empty when null (Postgres's COPY reads an unquoted empty cell as null). */
const csvCell = (column: string) => `coalesce('"' || replace(s.${column}, '"', '""') || '"', '')`;

/** The DuckDB statement of a report's grouped sums as CSV lines in the column order of `groupColumns`. */
export function groupLinesSql(
  request: NormalizedRequest,
  side: ColumnarSide,
  networks: OfferNetworks | null,
  params: Params,
): string {
  const grouped = columnarGroupedSql(request, side, networks, params);
  const cells = groupColumns(request.dimensions, side.visitors).map(([name], i) =>
    // Sums and visitors are numbers as text, never null.
    i < request.dimensions.length ? csvCell(name) : `s.${name}`,
  );
  return `select ${cells.join(` || ',' || `)} as line from (${grouped}) s limit ${GROUPS_READ}`;
}

export interface ColumnarExportSide {
  workspaceId: string;
  timeZone: string;
  includeSimulated: boolean;
  visitors: boolean;
}

/** Asks the DuckDB copy for a report's groups as a stream; null when no store in this process streams them. */
export async function streamColumnarGroups(
  pool: pg.Pool,
  request: NormalizedRequest,
  side: ColumnarExportSide,
  period: Period,
): Promise<ColumnarLines | null> {
  const reader = columnarReader(pool);
  // The groups' CSV lines are DuckDB SQL (groupLinesSql); ClickHouse exports stay on Postgres for now.
  if (reader?.engine !== 'duckdb' || !reader.streamLines) return null;
  const networks = needsNetworks(request) ? await offerNetworks(pool, side.workspaceId) : null;
  const params = new Params();
  const sql = groupLinesSql(
    request,
    { ...side, period: await instantsOf(pool, period, side.timeZone) },
    networks,
    params,
  );
  return reader.streamLines(sql, params.values as (string | number | boolean | null)[]);
}

/**
 * Opens a transaction on `client` and copies the streamed groups into GROUPS_TABLE (dropped at its
 * commit). The caller commits after the export's last row, or drops the connection on an error.
 */
export async function copyGroups(
  client: pg.ClientBase,
  request: NormalizedRequest,
  visitors: boolean,
  chunks: AsyncIterable<string>,
): Promise<void> {
  const columns = groupColumns(request.dimensions, visitors);
  await client.query(
    `begin; create temp table ${GROUPS_TABLE} (${columns.map(([n, t]) => `${n} ${t}`).join(', ')}) on commit drop`,
  );
  await pipeline(Readable.from(chunks), client.query(copyFrom(`copy ${GROUPS_TABLE} from stdin with (format csv)`)));
}
