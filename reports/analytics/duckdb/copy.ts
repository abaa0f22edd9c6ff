import type { CopyStore } from '../copy-store';
import { DuckDbStore, type DuckDbLimits } from './store';
import { applyChanges, copyEverything, withWorkDir } from './changes';

/** The DuckDB file as a CopyStore: its feed goes through CSV files in a scratch folder (duckdb/changes.ts). */
export function duckDbCopy(store: DuckDbStore): CopyStore & { duckdb: DuckDbStore } {
  return {
    engine: 'duckdb',
    duckdb: store,
    meta: (key) => store.meta(key),
    setMeta: (key, value) => store.setMeta(key, value),
    applyChanges: (pool, through) => withWorkDir((dir) => applyChanges(pool, store, dir, through)),
    maintain: () => store.compactAggregates(),
    copyEverything: (pool, plan) => withWorkDir((dir) => copyEverything(pool, store, dir, plan)),
    query: (sql, values) => store.query(sql, values),
    // Lazy: the statement starts when the export reads (nothing is held before that).
    streamLines: async (sql, values) => store.streamLines(sql, values),
    // The file is in this process: it cannot be unreachable.
    isDown: () => false,
    close: async () => store.close(),
  };
}

/** Opens (or creates) the DuckDB file as the copy's store. */
export async function openDuckDbCopy(file: string, limits: DuckDbLimits): Promise<CopyStore & { duckdb: DuckDbStore }> {
  return duckDbCopy(await DuckDbStore.open(file, limits));
}
