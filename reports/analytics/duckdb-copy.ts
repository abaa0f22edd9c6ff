import type { CopyStore } from './copy-store';
import type { DuckDbStore } from './duckdb-store';
import { applyChanges, copyEverything, withWorkDir } from './feed';

/** The DuckDB file as a CopyStore: its feed goes through CSV files in a scratch folder (feed.ts). */
export function duckDbCopy(store: DuckDbStore): CopyStore & { duckdb: DuckDbStore } {
  return {
    engine: 'duckdb',
    duckdb: store,
    meta: (key) => store.meta(key),
    setMeta: (key, value) => store.setMeta(key, value),
    applyChanges: (pool) => withWorkDir((dir) => applyChanges(pool, store, dir)),
    copyEverything: (pool, plan) => withWorkDir((dir) => copyEverything(pool, store, dir, plan)),
    query: (sql, values) => store.query(sql, values),
    // Lazy: the statement starts when the export reads (nothing is held before that).
    streamLines: async (sql, values) => store.streamLines(sql, values),
    // The file is in this process: it cannot be unreachable.
    isDown: () => false,
    close: async () => store.close(),
  };
}
