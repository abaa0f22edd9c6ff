import type { EntityManager } from '@mikro-orm/postgresql';
import type { RetentionRule } from './rules';

const BATCH = 10_000;

/** Deletes rows older than each rule allows, in batches so no long lock is held. Returns rows deleted per table. */
export async function applyRetention(
  em: EntityManager,
  rules: RetentionRule[],
  now: Date,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  const connection = em.getConnection();
  for (const rule of rules) {
    const cutoff = new Date(now.getTime() - rule.maxAgeHours * 3600_000);
    deleted[rule.table] = 0;
    for (;;) {
      const result = await connection.execute<{ affectedRows: number }>(
        `delete from "${rule.table}" where ctid in (select ctid from "${rule.table}" where "${rule.timeColumn}" < ? limit ${BATCH})`,
        [cutoff],
        'run',
      );
      deleted[rule.table] += result.affectedRows;
      if (result.affectedRows < BATCH) break;
    }
  }
  return deleted;
}
