import type pg from 'pg';
import { MONEY_SUMS, SUMS } from '../../entities/report-metrics';
import { GROUP_OF, type Dimension } from '../dimensions';
import type { Period } from '../../services/time/period';
import type { NormalizedRequest } from '../request';
import { Params } from '../table-sql';
import { needsNetworks, type CopySide, type OfferNetworks } from './copy-side';
import { dialectOf } from './dialects';
import { countCopyRead, type CopyReader } from './reader';

/** One period's grouped sums read from the copy (text values), and its distinct visitors over the whole period. */
export interface CopyGroups {
  rows: Record<string, unknown>[];
  visitorsTotal: string | null;
}

export type CopyGroupsRead =
  | { current: CopyGroups; previous: CopyGroups | null }
  | { unavailable: 'rebuilding' | 'behind' | 'down' };

/** What the copy does not hold (the offers' networks, every entity's current group), read from Postgres. */
export async function offerNetworks(pool: pg.Pool, workspaceId: string): Promise<OfferNetworks> {
  const { rows } = await pool.query(
    `select coalesce(array_agg(id::text), '{}') as offers, coalesce(array_agg(affiliate_network_id::text), '{}') as networks
       from offers where workspace_id = $1`,
    [workspaceId],
  );
  const groups: NonNullable<OfferNetworks['groups']> = {};
  for (const [name, via] of Object.entries(GROUP_OF)) {
    const { rows: members } = await pool.query(
      `select coalesce(array_agg(id::text), '{}') as ids, coalesce(array_agg(group_id::text), '{}') as groups
         from ${via.table} where workspace_id = $1 and group_id is not null`,
      [workspaceId],
    );
    groups[name] = { ids: members[0].ids, groups: members[0].groups };
  }
  return { offers: rows[0].offers, networks: rows[0].networks, groups };
}

/** A period of local days as the instants that bound it, resolved by Postgres as the fact-table reports resolve them. */
export async function instantsOf(pool: pg.Pool, period: Period, timeZone: string): Promise<Period> {
  if (period.kind === 'instants') return period;
  const { rows } = await pool.query(
    `select ($1::date::timestamp at time zone $3) as from, ($2::date::timestamp at time zone $3) as to`,
    [period.fromDay, period.toDay, timeZone],
  );
  return { kind: 'instants', from: rows[0].from, to: rows[0].to };
}

/**
 * Reads a report's grouped sums from the analytics copy: the period, the previous one when
 * comparing, and their distinct-visitor totals when `visitors` is asked for.
 */
export async function readCopyGroups(
  reader: CopyReader,
  pool: pg.Pool,
  request: NormalizedRequest,
  side: Omit<CopySide, 'period'>,
  periods: { current: Period; previous: Period | null },
): Promise<CopyGroupsRead> {
  const networks = needsNetworks(request) ? await offerNetworks(pool, side.workspaceId) : null;
  const current = await instantsOf(pool, periods.current, side.timeZone);
  const previous = periods.previous ? await instantsOf(pool, periods.previous, side.timeZone) : null;
  const ask = async (sql: string, params: Params) => {
    const answer = await reader.grouped(sql, params.values as (string | number | boolean | null)[]);
    if ('unavailable' in answer) throw answer;
    return answer.rows;
  };
  const { groupedSql } = dialectOf(reader.engine);
  const one = async (period: Period): Promise<CopyGroups> => {
    const params = new Params();
    const rows = await ask(groupedSql(request, { ...side, period }, networks, params), params);
    // Every row carries the period's distinct visitors (no row: nothing was clicked, none visited).
    return { rows, visitorsTotal: side.visitors ? String(rows[0]?.visitors_total ?? 0) : null };
  };
  try {
    const read = { current: await one(current), previous: previous ? await one(previous) : null };
    countCopyRead(reader, 'grouped');
    return read;
  } catch (error) {
    if (error && typeof error === 'object' && 'unavailable' in error) return error as CopyGroupsRead;
    throw error;
  }
}

const ARRAY_TYPE: Record<Dimension['type'], string> = { uuid: 'uuid', text: 'text', integer: 'int', date: 'date' };

/** The columns of the grouped sums in Postgres (`g` of the report statement): d0…dn as `groupedSql` types them, the sums, visitors. */
export function groupColumns(dimensions: readonly Dimension[], visitors: boolean): [name: string, type: string][] {
  return [
    ...dimensions.map((d, i): [string, string] => [`d${i}`, ARRAY_TYPE[d.type]]),
    ...SUMS.map((s): [string, string] => [s, MONEY_SUMS.has(s) ? 'numeric' : 'bigint']),
    ...(visitors ? [['visitors', 'bigint'] as [string, string]] : []),
  ];
}

/**
 * The grouped sums read from the copy as Postgres rows (`g` of the report statement: d0…dn with
 * the types `groupedSql` gives them, the sums, visitors), one array parameter per column, so the
 * rest of the report (metrics, metric filters, sort, page, totals, names) is the same code.
 */
export function copyGroupsSql(
  dimensions: readonly Dimension[],
  groups: CopyGroups,
  visitors: boolean,
  params: Params,
): string {
  const columns = groupColumns(dimensions, visitors);
  const arrays = columns.map(
    ([name, type]) => `${params.add(groups.rows.map((row) => (row[name] ?? null) as string | null))}::${type}[]`,
  );
  return `select * from unnest(${arrays.join(', ')}) as c(${columns.map(([name]) => name).join(', ')})`;
}
