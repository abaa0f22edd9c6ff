import { importFilePath } from '../services/importing/upload';
import { processImport } from '../services/importing/process';
import { IMPORT_PROGRESS_TOPIC } from '../services/importing/progress';
import { EXTERNAL_IMPORT_QUEUE, EXTERNAL_IMPORT_SWEEP, requeueImport } from '../services/importing/queue';
import { defineJob } from './job';

/** Runs one import from another tracker (the queue: services/importing/queue.ts). */
export const externalImportJob = defineJob<{ import_id: string }>({
  ...EXTERNAL_IMPORT_QUEUE,
  concurrency: 1,
  async process(data, services) {
    const path = importFilePath(services.config.importsDir, data.import_id);
    return processImport(services, data.import_id, path, (progress) =>
      services.pubSub.publish(IMPORT_PROGRESS_TOPIC, progress.workspace_id, progress),
    );
  },
});

/** Re-queues imports a crashed worker left queued or running (no progress for 2 minutes). */
export const externalImportSweepJob = defineJob<Record<string, never>>({
  ...EXTERNAL_IMPORT_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    const { rows } = await services.conversions.pool.query(
      `select id from external_imports where state in ('queued', 'running') and updated_at < now() - interval '2 minutes'`,
    );
    for (const row of rows) await requeueImport(services.jobs, row.id, Date.now());
    return { requeued: rows.length };
  },
});
