import type { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionPolicy } from './policies';

const BATCH = 10_000;

/** Deletes rows older than each policy allows, in batches so no long lock is held. Returns rows deleted per table. */
export async function applyRetention(
  em: EntityManager,
  policies: RetentionPolicy[],
  now: Date,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  const connection = em.getConnection();
  for (const policy of policies) {
    const cutoff = new Date(now.getTime() - policy.maxAgeHours * 3600_000);
    deleted[policy.table] = 0;
    for (;;) {
      const result = await connection.execute<{ affectedRows: number }>(
        `delete from "${policy.table}" where ctid in (select ctid from "${policy.table}" where "${policy.timeColumn}" < ? limit ${BATCH})`,
        [cutoff],
        'run',
      );
      deleted[policy.table] += result.affectedRows;
      if (result.affectedRows < BATCH) break;
    }
  }
  return deleted;
}
