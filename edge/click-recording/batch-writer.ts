import type { FastifyBaseLogger } from 'fastify';
import type { ClickEntry } from './click-entry';
import { isDataError, type ClickStore } from './click-store';
import { clickDuplicates, clicksLost, clicksRecorded, clickToPostgres } from './telemetry';

/**
 * Writes entries to Postgres and counts the outcome. A batch refused for its data is retried row by
 * row so one bad click does not block the others; rows refused on their own are dropped and
 * counted lost (retrying cannot fix them). Other errors (Postgres down) are thrown: the caller keeps
 * the entries and retries later.
 */
export async function writeEntries(
  store: ClickStore,
  entries: ClickEntry[],
  path: 'stream' | 'direct',
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    count(await store.write(entries), entries, path);
  } catch (error) {
    if (!isDataError(error) || entries.length === 0) throw error;
    for (const entry of entries) await writeAlone(store, entry, path, log);
  }
}

async function writeAlone(
  store: ClickStore,
  entry: ClickEntry,
  path: 'stream' | 'direct',
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    count(await store.write([entry]), [entry], path);
    return;
  } catch (error) {
    if (!isDataError(error)) throw error;
    log.error({ err: error, click: entry.click.slice(0, 2000) }, 'click or trace refused by Postgres');
  }
  // A refused trace must not cost the click: keep the click without it.
  if (entry.trace !== null) {
    try {
      count(await store.write([{ ...entry, trace: null }]), [entry], path);
      return;
    } catch (error) {
      if (!isDataError(error)) throw error;
    }
  }
  clicksLost.inc({ reason: 'invalid' });
}

function count(
  result: { inserted: number; duplicates: number },
  entries: ClickEntry[],
  path: 'stream' | 'direct',
): void {
  clicksRecorded.inc({ path }, result.inserted);
  if (result.duplicates) clickDuplicates.inc(result.duplicates);
  const now = Date.now();
  for (const entry of entries)
    if (Number.isFinite(entry.time)) clickToPostgres.observe(Math.max(0, now - entry.time) / 1000);
}
