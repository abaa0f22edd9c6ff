import type pg from 'pg';

/**
 * Opens the transaction of one batch of the notes of `analytics_changes` (the oldest `size`, up to
 * the note `through` when given, read at one snapshot, times in UTC) on `client`: the condition on
 * `n.id` that names them and their count, or null when none is left (the transaction is then rolled
 * back). The caller applies the batch, deletes its notes and commits — one way for every store.
 */
export async function openNoteBatch(
  client: pg.ClientBase,
  size: number,
  through: NoteId | null = null,
): Promise<{ range: string; notes: number } | null> {
  await client.query(`begin isolation level repeatable read; set local time zone 'UTC'`);
  const upTo = through === null ? '' : `where id <= ${BigInt(through)}`;
  const { rows } = await client.query(
    `select min(id)::text as first, max(id)::text as last, count(*)::int as notes from
       (select id from analytics_changes ${upTo} order by id limit ${size}) n`,
  );
  const { first, last, notes } = rows[0];
  if (!notes) {
    await client.query('rollback');
    return null;
  }
  return { range: `n.id between ${BigInt(first)} and ${BigInt(last)}`, notes };
}

/** A note's id (a bigint, as text). */
export type NoteId = string;

/**
 * The notes not yet applied (how far the copy is behind, counted up to 1,000,001) and the newest of
 * them (null: none waiting), what a report asking now must see applied. One statement a report.
 */
export async function noteBacklog(pool: pg.Pool): Promise<{ pending: number; newest: NoteId | null }> {
  const { rows } = await pool.query(
    `select (select count(*)::int from (select from analytics_changes limit 1000001) n) as pending,
            (select max(id)::text from analytics_changes) as newest`,
  );
  return rows[0];
}
