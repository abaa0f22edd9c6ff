import {
  CLICK_PARTITIONS_AHEAD,
  CLICK_RETENTION_DAYS,
  dropExpiredClickPartitions,
  ensureClickPartitionsAhead,
  withDatabaseClient,
} from '../clicks/partitions';

/**
 * Conversions are partitioned by their click's day (docs/decisions.md), so they keep the clicks'
 * days: created ahead the same way (and on demand by the writer for an older click day) and
 * dropped with the clicks after 90 days — a conversion cannot outlive the click it belongs to.
 */
export async function maintainConversionPartitions(
  databaseUrl: string,
  now: Date,
): Promise<{ created: string[]; dropped: string[] }> {
  return withDatabaseClient(databaseUrl, async (db) => ({
    created: await ensureClickPartitionsAhead(db, now, CLICK_PARTITIONS_AHEAD, 'conversions'),
    dropped: await dropExpiredClickPartitions(db, now, CLICK_RETENTION_DAYS, 'conversions'),
  }));
}
