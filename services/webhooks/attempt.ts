import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AppServices } from '../context';
import { Webhook } from '../../entities/webhook.entity';
import { WebhookDelivery, type DeliveryResult } from '../../entities/webhook-delivery.entity';
import { openSecret } from '../crypto/secret-box';
import { attemptOnce } from '../outbound/attempt-once';
import { OutboundError } from '../outbound/errors';
import { rfc3339Nano } from '../time/rfc3339-nano';
import { webhookDeliveries } from './telemetry';
import { releasePending } from './pending';
import {
  ATTEMPT_MARKER_TTL_SECONDS,
  attemptMarkerKey,
  MAX_ATTEMPTS,
  MAX_STORED_RESPONSE_BYTES,
  retryPauseMs,
  WEBHOOK_TIMEOUT_MS,
  type WebhookAttemptJob,
} from './policy';
import { signBody } from './signature';
import { secretContext } from './webhooks';

/** Queues the given attempt to run at `at` (policy.ts enqueueWebhookAttempt, given by the job). */
export type ScheduleAttempt = (job: WebhookAttemptJob, at: Date) => Promise<unknown>;

export type AttemptOutcome = DeliveryResult | 'abandoned';

/** An attempt's outcome, kept in its Redis marker until it is in the delivery log (attemptOnce). */
interface Attempted {
  result: DeliveryResult;
  /** Where the attempt went (the webhook's URL may change before a retry logs it). */
  url: string;
  response_code: number | null;
  /** Up to 8 KB, like the log. */
  response_body: string | null;
  error: string | null;
  duration_ms: number;
  attempted_at: string;
}

/**
 * Makes one attempt and records it, then either schedules the next one or, when the event is
 * delivered or failed for good, frees its pending place. Idempotent: bee-queue may run a job
 * twice, and an attempt already answered (outcome in its Redis marker, kept before the log entry)
 * or already in the log is not sent again; only what follows it (the log entry when it is
 * missing, the next attempt or the freed place) is redone.
 */
export async function runWebhookAttempt(
  services: AppServices,
  job: WebhookAttemptJob,
  scheduleAttempt: ScheduleAttempt,
): Promise<AttemptOutcome> {
  const em = services.orm.em.fork();
  const logged = await em.findOne(WebhookDelivery, {
    webhook_id: job.webhook_id,
    event_id: job.event_id,
    attempt: job.attempt,
  });
  if (logged) return followUp(services, job, logged.result, scheduleAttempt);

  const webhook = await em.findOne(Webhook, { id: job.webhook_id, workspace_id: job.workspace_id });
  // A webhook disabled after this attempt was sent still gets the attempt logged.
  const attempted = webhook
    ? await attemptOnce(
        services.redis,
        attemptMarkerKey(services.config.redisPrefix, job),
        ATTEMPT_MARKER_TTL_SECONDS,
        {
          send: async () => (webhook.enabled ? attempt(services, webhook, job) : null),
          log: (outcome) => logAttempt(services, job, outcome),
        },
      )
    : null;
  if (!attempted) {
    // Deleted or disabled since the event was queued: nothing more is sent.
    await releasePending(services.redis, services.config.redisPrefix, job.webhook_id, job.event_id);
    return 'abandoned';
  }
  return followUp(services, job, attempted.result, scheduleAttempt);
}

/** Sends the attempt; attemptOnce keeps its outcome in the marker before it is logged. */
async function attempt(services: AppServices, webhook: Webhook, job: WebhookAttemptJob): Promise<Attempted> {
  const started = performance.now();
  const sent = await send(services, webhook, job);
  const result: DeliveryResult =
    sent.code !== null && sent.code >= 200 && sent.code < 300
      ? 'delivered'
      : job.attempt >= MAX_ATTEMPTS
        ? 'failed'
        : 'retrying';
  return {
    result,
    url: webhook.url,
    response_code: sent.code,
    response_body: sent.responseBody,
    error: sent.error,
    duration_ms: Math.round(performance.now() - started),
    attempted_at: services.clock().toISOString(),
  };
}

/**
 * The attempt's delivery log entry and the webhook's last delivery. A twin run of this job that
 * logged the attempt first (both sent before either kept a marker, or Redis failed before the
 * marker said logged): its record, and so its follow-up, stand.
 */
async function logAttempt(services: AppServices, job: WebhookAttemptJob, attempted: Attempted): Promise<Attempted> {
  const attemptedAt = new Date(attempted.attempted_at);
  try {
    await services.orm.em.fork().transactional(async (tx) => {
      tx.create(WebhookDelivery, {
        workspace_id: job.workspace_id,
        webhook_id: job.webhook_id,
        event_id: job.event_id,
        event: job.event,
        attempt: job.attempt,
        url: attempted.url,
        request_body: job.body,
        response_code: attempted.response_code,
        response_body: attempted.response_body,
        error: attempted.error,
        result: attempted.result,
        duration_ms: attempted.duration_ms,
        attempted_at: attemptedAt,
      });
      await tx.nativeUpdate(
        Webhook,
        { id: job.webhook_id },
        { last_delivery_at: attemptedAt, last_delivery_code: attempted.response_code },
      );
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const twin = await services.orm.em
      .fork()
      .findOneOrFail(WebhookDelivery, { webhook_id: job.webhook_id, event_id: job.event_id, attempt: job.attempt });
    return { ...attempted, result: twin.result };
  }
  webhookDeliveries.inc({ result: attempted.result === 'retrying' ? 'retry' : attempted.result });
  return attempted;
}

async function followUp(
  services: AppServices,
  job: WebhookAttemptJob,
  result: DeliveryResult,
  scheduleAttempt: ScheduleAttempt,
): Promise<DeliveryResult> {
  if (result === 'retrying') {
    // Real time, not services.clock(): bee-queue compares delays with the Redis host's clock.
    const at = new Date(Date.now() + retryPauseMs(services.config.webhookRetryBaseMs, job.attempt));
    await scheduleAttempt({ ...job, attempt: job.attempt + 1 }, at);
  } else {
    await releasePending(services.redis, services.config.redisPrefix, job.webhook_id, job.event_id);
  }
  return result;
}

interface Sent {
  code: number | null;
  responseBody: string | null;
  error: string | null;
}

/** POSTs the event with its headers through the SSRF-safe client; every failure becomes an error text. */
async function send(services: AppServices, webhook: Webhook, job: WebhookAttemptJob): Promise<Sent> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-service-event': job.event,
    'x-service-timestamp': rfc3339Nano(services.clock()),
  };
  if (webhook.secret_sealed !== null) {
    let secret: string;
    try {
      secret = openSecret(services.config.appSecret, webhook.secret_sealed, secretContext(webhook.id));
    } catch {
      // Sending unsigned would tell the receiver nothing is wrong; fail the attempt instead.
      return {
        code: null,
        responseBody: null,
        error: 'the webhook secret cannot be decrypted (was APP_SECRET changed?); set the secret again',
      };
    }
    headers['x-service-signature'] = signBody(secret, job.body);
  }
  try {
    const response = await services.outbound.send({
      url: webhook.url,
      method: 'POST',
      headers,
      body: job.body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxResponseBytes: MAX_STORED_RESPONSE_BYTES,
    });
    return { code: response.status, responseBody: storableText(response.body), error: null };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return { code: null, responseBody: null, error: error.message };
  }
}

/** PostgreSQL text cannot hold NUL characters, which a binary response body may contain. */
function storableText(text: string): string {
  return text.replace(/\u0000/g, '\ufffd');
}
