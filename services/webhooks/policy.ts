/**
 * A webhook's delivery policy, read in one place (spec: Events, Delivery; Limits):
 *
 * - **Attempts**: at most MAX_ATTEMPTS per event, each capped at WEBHOOK_TIMEOUT_MS, with pauses of
 *   retryPauseMs(base, n) after a failed attempt n (2, 4, 8, 16 s with the default 2 s base,
 *   WEBHOOK_RETRY_BASE_MS). Each attempt is a job of its own on WEBHOOK_DELIVERY_QUEUE, delayed
 *   until its time; the queue's own retries only cover Postgres or Redis failing while an attempt
 *   is recorded, and a job that fails for good through them is put back by the minute sweeper
 *   (jobs/webhook-delivery.ts).
 * - **Pending cap**: a webhook holds at most MAX_PENDING_EVENTS events at once (queued, sending or
 *   awaiting a retry); a new event for a full webhook is dropped and counted (pending.ts). A
 *   reservation older than PENDING_RESERVATION_TTL_MS is presumed lost and frees its place.
 * - **Send once**: an attempt's job id (attemptJobId) makes queueing it idempotent, and its Redis
 *   marker (attemptMarkerKey, kept ATTEMPT_MARKER_TTL_SECONDS) holds its outcome before the
 *   delivery log does, so a second run of the same job logs it rather than sending it again
 *   (services/outbound/attempt-once.ts; attempt.ts checks the delivery log first).
 * - **Kept response**: up to MAX_STORED_RESPONSE_BYTES of the receiver's answer go to the log.
 */
export const MAX_ATTEMPTS = 5;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const MAX_STORED_RESPONSE_BYTES = 8192;

/** The pause after a failed attempt n: base × 2^(n−1), so 2, 4, 8, 16 s with the 2 s base. */
export function retryPauseMs(baseMs: number, attempt: number): number {
  return baseMs * 2 ** (attempt - 1);
}

/** Spec (Limits): one webhook holds at most 64 events at once (queued, sending, awaiting retry). */
export const MAX_PENDING_EVENTS = 64;

/**
 * A reservation older than this is presumed lost (its job vanished with a Redis failure) and
 * frees its place. Far above an event's normal life: 5 attempts × 10 s + 30 s of pauses.
 */
export const PENDING_RESERVATION_TTL_MS = 60 * 60_000;

/**
 * Markers matter only until the attempt is in the delivery log, which is checked first; a day is
 * far beyond an event's life and the sweeper's minute, and keeps up to 8 KB per attempt no longer.
 */
export const ATTEMPT_MARKER_TTL_SECONDS = 86_400;

/** One attempt to deliver one event to one webhook: the data of a webhook-delivery job. */
export interface WebhookAttemptJob {
  webhook_id: string;
  workspace_id: string;
  event_id: string;
  event: string;
  /** The exact request body, the same bytes for every attempt. */
  body: string;
  /** 1 to MAX_ATTEMPTS. */
  attempt: number;
}

/** The Redis marker that keeps an attempt's outcome, so it is sent at most once. */
export function attemptMarkerKey(prefix: string, job: WebhookAttemptJob): string {
  return `${prefix}webhook:attempt:${job.webhook_id}:${job.event_id}:${job.attempt}`;
}
