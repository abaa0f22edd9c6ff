import type pg from 'pg';
import { dayOfPartition, listClickPartitions } from '../../services/clicks/partitions';

/**
 * The UTC days a rebuild copies, oldest first: the day partitions of `clicks` and `conversions`
 * (conversions are partitioned by their click's day) that hold a row. Read from the catalog and one
 * `exists` per partition, which stops at its first row: at 100M clicks a `select distinct` of the
 * days over the facts scanned every row and outlasted any deadline (docs/reports.md).
 */
export async function daysToCopy(client: pg.ClientBase): Promise<string[]> {
  const partitions = [
    ...(await listClickPartitions(client, 'clicks')),
    ...(await listClickPartitions(client, 'conversions')),
  ].filter((name) => dayOfPartition(name));
  if (!partitions.length) return [];
  // Names come from the catalog and match `<table>_pYYYYMMDD` (dayOfPartition): safe to quote as identifiers.
  const { rows } = await client.query<{ name: string }>(
    partitions.map((name) => `select '${name}' as name where exists (select from only "${name}")`).join(' union all '),
  );
  const days = new Set(rows.map((row) => (dayOfPartition(row.name) as Date).toISOString().slice(0, 10)));
  return [...days].sort();
}
