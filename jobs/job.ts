import type { QueueSpec } from '../services/queue';
import type { AppServices } from '../services/context';

/**
 * One queue: its name, how its jobs are processed and retried. bee-queue delivers at least once,
 * so every processor must be idempotent.
 */
export interface JobDefinition<T> extends QueueSpec<T> {
  concurrency: number;
  /** Run periodically: one job per period across all instances (the job id is the period). */
  everyMs?: number;
  process(data: T, services: AppServices): Promise<unknown>;
}

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}
