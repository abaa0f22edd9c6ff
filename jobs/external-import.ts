import { importFilePath } from '../services/importing/upload';
import { processImport } from '../services/importing/process';
import { IMPORT_PROGRESS_TOPIC } from '../services/importing/progress';
import { defineJob, EVERY_MINUTE_SWEEP } from './job';

/**
 * One import from another tracker (docs/import.md). Idempotent and resumable: rows are committed
 * with their checkpoint, so a retry or a re-run after a crash continues after the last batch.
 */
export const externalImportJob = defineJob<{ import_id: string }>({
  name: 'external-import',
  concurrency: 1,
  retries: 5,
  backoffMs: 5000,
  timeoutMs: 60 * 60_000,
  async process(data, services) {
    const path = importFilePath(services.config.importsDir, data.import_id);
    return processImport(services, data.import_id, path, (progress) =>
      services.pubSub.publish(IMPORT_PROGRESS_TOPIC, progress.workspace_id, progress),
    );
  },
});

/** Re-queues imports a crashed worker left queued or running (no progress for 2 minutes). */
export const externalImportSweepJob = defineJob<Record<string, never>>({
  name: 'external-import-sweep',
  ...EVERY_MINUTE_SWEEP,
  async process(_data, services) {
    const { rows } = await services.conversions.pool.query(
      `select id from external_imports where state in ('queued', 'running') and updated_at < now() - interval '2 minutes'`,
    );
    for (const row of rows)
      await services.jobs.add(
        externalImportJob,
        { import_id: row.id },
        { id: `external-import:${row.id}:${Date.now()}` },
      );
    return { requeued: rows.length };
  },
});
