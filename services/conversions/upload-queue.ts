import { EVERY_MINUTE, type JobQueue, type QueueSpec, type SweepSpec } from '../queue';

/**
 * One job per conversion upload above MAX_INLINE_UPLOAD_LINES lines (docs/conversions.md, "Manual
 * conversions"), processed by jobs/conversion-upload.ts. Resumable: each line's result commits with
 * the upload's counters, so a retry continues after the last recorded line.
 */
export const CONVERSION_UPLOAD_QUEUE: QueueSpec<{ upload_id: string }> = {
  name: 'conversion-upload',
  retries: 3,
  backoffMs: 5000,
  timeoutMs: 30 * 60_000,
};

/** Every minute, uploads a stopped process left queued or running are queued again. */
export const CONVERSION_UPLOAD_SWEEP: SweepSpec = { name: 'conversion-upload-sweep', ...EVERY_MINUTE };

/** Queues an upload's job; its id is the upload's, so a second add queues nothing. */
export function enqueueConversionUpload(jobs: JobQueue, uploadId: string): Promise<string> {
  return jobs.add(CONVERSION_UPLOAD_QUEUE, { upload_id: uploadId }, { id: `conversion-upload:${uploadId}` });
}

/** Queues an upload again (the sweeper): a new job id, since the first job may still be kept. */
export function requeueConversionUpload(jobs: JobQueue, uploadId: string, now: number): Promise<string> {
  return jobs.add(CONVERSION_UPLOAD_QUEUE, { upload_id: uploadId }, { id: `conversion-upload:${uploadId}:${now}` });
}
