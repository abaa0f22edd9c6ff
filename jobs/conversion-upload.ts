import { runConversionUpload, stalledConversionUploads } from '../services/conversions/upload-jobs';
import {
  CONVERSION_UPLOAD_QUEUE,
  CONVERSION_UPLOAD_SWEEP,
  requeueConversionUpload,
} from '../services/conversions/upload-queue';
import { defineJob } from './job';

/** Runs (or resumes) one conversion upload above 1,000 lines (the queue: services/conversions/upload-queue.ts). */
export const conversionUploadJob = defineJob<{ upload_id: string }>({
  ...CONVERSION_UPLOAD_QUEUE,
  concurrency: 1,
  async process(data, services) {
    const result = await runConversionUpload(services, data.upload_id);
    return { state: result.state, lines_done: result.lines_done };
  },
});

/** Re-queues uploads a stopped process left queued or running (no progress for 2 minutes). */
export const conversionUploadSweepJob = defineJob<Record<string, never>>({
  ...CONVERSION_UPLOAD_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    const ids = await stalledConversionUploads(services.conversions.pool);
    for (const id of ids) await requeueConversionUpload(services.jobs, id, Date.now());
    return { requeued: ids.length };
  },
});
