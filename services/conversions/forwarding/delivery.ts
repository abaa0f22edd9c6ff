import type { AppServices } from '../../../app/context';
import { OutboundError } from '../../outbound/errors';
import { outboundResults } from '../../../tracking/conversions/metrics';
import type { DeliveryJobData } from './job-data';

/** Per attempt, like webhooks (spec: Delivery), for outbound postbacks and CAPI alike. */
export const DELIVERY_TIMEOUT_MS = 10_000;
const MARKER_TTL_SECONDS = 7 * 86_400;

export type DeliveryResult = 'delivered' | 'retry' | 'gave_up';
export type ScheduleRetry = (job: DeliveryJobData, at: Date) => Promise<unknown>;

function markerKey(prefix: string, job: DeliveryJobData): string {
  return `${prefix}conv:delivery:${job.channel}:${job.write_id}:${job.attempt}`;
}

/** What goes on the wire: CAPI gets the source's access token added to its body now. */
function requestBody(job: DeliveryJobData, accessToken: string | null): string | undefined {
  if (job.channel !== 'capi' || !job.body) return job.body;
  return JSON.stringify({ ...JSON.parse(job.body), access_token: accessToken ?? '' });
}

/**
 * One attempt of an outbound postback or CAPI request, through the SSRF-safe outbound client.
 * Success is a final answer from 200 to 399 (spec: Postback log entry). A failure goes to the
 * dead-letter queue: the next attempt is scheduled after the configured pause
 * (FORWARDING_RETRY_SCHEDULE_MS); when the schedule is used up the request is given up. Every
 * attempt is logged in the postback log as outgoing with its attempt number. Idempotent: an
 * attempt that already ran (marker in Redis) is not sent again, only its follow-up is redone.
 */
export async function runDelivery(services: AppServices, job: DeliveryJobData, scheduleRetry: ScheduleRetry): Promise<DeliveryResult> {
  const { redis, config, clock } = services;
  const schedule = config.forwardingRetryScheduleMs;
  const marker = markerKey(config.redisPrefix, job);
  const done = (await redis.get(marker)) as DeliveryResult | null;
  if (done) {
    if (done === 'retry') await scheduleRetry({ ...job, attempt: job.attempt + 1 }, new Date(clock().getTime() + schedule[job.attempt - 1]));
    return done;
  }

  const source = (await services.conversions.configs.get(job.workspace_id)).sources.get(job.source_id);
  let code = 0;
  let error: string | null = null;
  try {
    const response = await services.outbound.send({
      url: job.url,
      method: job.method,
      headers: job.channel === 'capi' ? { 'content-type': 'application/json' } : {},
      body: requestBody(job, source?.capi_access_token ?? null),
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxResponseBytes: 2048,
    });
    code = response.status;
    if (code < 200 || code >= 400) error = `HTTP ${code}${response.body ? `: ${response.body.slice(0, 500)}` : ''}`;
  } catch (failure) {
    if (!(failure instanceof OutboundError)) throw failure;
    error = failure.message;
  }
  const result: DeliveryResult = error === null ? 'delivered' : job.attempt <= schedule.length ? 'retry' : 'gave_up';
  await services.conversions.store.log({
    workspace_id: job.workspace_id,
    created_at: clock(),
    direction: 'outgoing',
    channel: job.channel,
    method: job.method,
    response_code: code,
    click_id: job.click_id,
    conversion_id: job.conversion_id,
    url: job.url,
    error,
    attempt: job.attempt,
    result,
  });
  await redis.set(marker, result, { EX: MARKER_TTL_SECONDS });
  outboundResults.inc({ channel: job.channel, result });
  if (result === 'retry') await scheduleRetry({ ...job, attempt: job.attempt + 1 }, new Date(clock().getTime() + schedule[job.attempt - 1]));
  return result;
}
