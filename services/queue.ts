/**
 * The port through which the domain enqueues background work, without knowing the queue library
 * (jobs/runner.ts implements it on bee-queue; jobs/job.ts adds each queue's processor).
 */
export interface QueueSpec<T> {
  name: string;
  /** Retries after the first attempt, with exponential back-off starting at backoffMs. */
  retries: number;
  backoffMs: number;
  /** Fails an attempt that runs longer than this. */
  timeoutMs: number;
  /** Never set: carries the job data's type. */
  readonly dataType?: T;
}

/** A queue run periodically: one job per period across all instances (the job id is the period). */
export interface SweepSpec extends QueueSpec<Record<string, never>> {
  everyMs: number;
}

/** How the once-a-minute sweepers run: one retry, within their minute. */
export const EVERY_MINUTE = { retries: 1, backoffMs: 5000, timeoutMs: 60_000, everyMs: 60_000 } as const;

export interface JobQueue {
  /** Adds a job; a given id makes the add idempotent. */
  add<T>(queue: QueueSpec<T>, data: T, options?: { id?: string; delayUntil?: Date }): Promise<string>;
  /** Puts up to `limit` jobs that failed for good back in their queue. */
  requeueFailed<T>(queue: QueueSpec<T>, limit: number): Promise<number>;
  /** Opens the producing side of a queue (so its depth is reported from the start). */
  open(queue: QueueSpec<unknown>): void;
}
