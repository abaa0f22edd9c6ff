import type pg from 'pg';
import { toEntry } from '../../edge/click-recording/click-entry';
import { ClickStore } from '../../edge/click-recording/click-store';
import { makeClick } from '../../test/support/clicks';
import { type BenchDatabase, pathOf, type SeededWorkspace } from './database';
import { line } from './output';

/** The batch writer's rate (500-click batches, one connection) with the report triggers and without them. */
export async function ingestLines(database: BenchDatabase, pool: pg.Pool, seeded: SeededWorkspace): Promise<void> {
  const store = new ClickStore(database.url, { max: 1 });
  try {
    for (const triggers of [true, false]) {
      if (!triggers) await pool.query('alter table clicks disable trigger user');
      try {
        const batches = 20;
        const started = Date.now();
        // Countries outside the seeded ones: the clicks written without triggers are deleted again
        // (triggers still off), so a kept database's report storage keeps agreeing with its clicks.
        const country = triggers ? 'ZX' : 'ZY';
        const paths = await Promise.all(Array.from({ length: 10 }, (_, i) => pathOf(pool, seeded, i)));
        for (let b = 0; b < batches; b++) {
          const entries = Array.from({ length: 500 }, () => toEntry(makeClick({ ...paths[b % 10], country })));
          await store.write(entries);
        }
        const seconds = (Date.now() - started) / 1000;
        line({
          query: triggers ? 'ingest_with_triggers' : 'ingest_without_triggers',
          clicks_per_s: Math.round((batches * 500) / seconds),
          batch: 500,
        });
      } finally {
        if (!triggers) {
          await pool.query(
            `delete from clicks where workspace_id = $1 and country = 'ZY' and created_at > now() - interval '1 day'`,
            [seeded.workspace_id],
          );
          await pool.query('alter table clicks enable trigger user');
        }
      }
    }
  } finally {
    await store.close();
  }
}
