import type pg from 'pg';

/**
 * Opens the transaction of one batch of the notes of `analytics_changes` (the oldest `size`, read
 * at one snapshot, times in UTC) on `client`: the condition on `n.id` that names them and their
 * count, or null when none is left (the transaction is then rolled back). The caller applies the
 * batch, deletes its notes and commits — one way for every store.
 */
export async function openNoteBatch(
  client: pg.ClientBase,
  size: number,
): Promise<{ range: string; notes: number } | null> {
  await client.query(`begin isolation level repeatable read; set local time zone 'UTC'`);
  const { rows } = await client.query(
    `select min(id)::text as first, max(id)::text as last, count(*)::int as notes from
       (select id from analytics_changes order by id limit ${size}) n`,
  );
  const { first, last, notes } = rows[0];
  if (!notes) {
    await client.query('rollback');
    return null;
  }
  return { range: `n.id between ${BigInt(first)} and ${BigInt(last)}`, notes };
}
