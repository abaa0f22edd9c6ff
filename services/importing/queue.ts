import { EVERY_MINUTE, type JobQueue, type QueueSpec, type SweepSpec } from '../queue';

/**
 * One job per import from another tracker (docs/import.md), processed by jobs/external-import.ts.
 * Idempotent and resumable: rows are committed with their checkpoint, so a retry or a re-run after
 * a crash continues after the last batch.
 */
export const EXTERNAL_IMPORT_QUEUE: QueueSpec<{ import_id: string }> = {
  name: 'external-import',
  retries: 5,
  backoffMs: 5000,
  timeoutMs: 60 * 60_000,
};

/** Every minute, imports a crashed worker left queued or running are queued again (jobs/external-import.ts). */
export const EXTERNAL_IMPORT_SWEEP: SweepSpec = { name: 'external-import-sweep', ...EVERY_MINUTE };

/** Queues a new import's job; its id is the import's, so a second add queues nothing. */
export function enqueueImport(jobs: JobQueue, importId: string): Promise<string> {
  return jobs.add(EXTERNAL_IMPORT_QUEUE, { import_id: importId }, { id: `external-import:${importId}` });
}

/** Queues an import again (the sweeper): a new job id, since the first job may still be kept. */
export function requeueImport(jobs: JobQueue, importId: string, now: number): Promise<string> {
  return jobs.add(EXTERNAL_IMPORT_QUEUE, { import_id: importId }, { id: `external-import:${importId}:${now}` });
}
