import type { AppServices } from '../../context';
import { attemptOnce, type Kept } from '../../outbound/attempt-once';
import { OutboundError } from '../../outbound/errors';
import { outboundResults } from './telemetry';
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

/** An attempt's outcome, kept in its Redis marker until it is in the postback log (attemptOnce). */
interface Attempted {
  result: DeliveryResult;
  response_code: number;
  error: string | null;
  at: string;
}

/** A marker of the earlier format holds only the result and was written after the log entry. */
function readMarker(value: string): Kept<Attempted> {
  if (!value.startsWith('{'))
    return { result: value as DeliveryResult, response_code: 0, error: null, at: '', logged: true };
  return JSON.parse(value) as Kept<Attempted>;
}

/**
 * One attempt of an outbound postback or CAPI request, through the SSRF-safe outbound client.
 * Success is a final answer from 200 to 399 (spec: Postback log entry). A failure goes to the
 * dead-letter queue: the next attempt is scheduled after the configured pause
 * (FORWARDING_RETRY_SCHEDULE_MS); when the schedule is used up the request is given up. Every
 * attempt is logged in the postback log as outgoing with its attempt number. Idempotent: an
 * attempt that already ran (marker in Redis) is not sent again, only what follows it (the log
 * entry when it is missing, the next attempt) is redone.
 */
export async function runDelivery(
  services: AppServices,
  job: DeliveryJobData,
  scheduleRetry: ScheduleRetry,
): Promise<DeliveryResult> {
  const attempted = (await attemptOnce(
    services.redis,
    markerKey(services.config.redisPrefix, job),
    MARKER_TTL_SECONDS,
    {
      send: () => attempt(services, job),
      log: (outcome) => logAttempt(services, job, outcome),
      parse: readMarker,
    },
  ))!; // never null: attempt always sends
  if (attempted.result === 'retry') {
    const pause = services.config.forwardingRetryScheduleMs[job.attempt - 1];
    await scheduleRetry({ ...job, attempt: job.attempt + 1 }, new Date(services.clock().getTime() + pause));
  }
  return attempted.result;
}

/** Sends the request; attemptOnce keeps its outcome in the marker. */
async function attempt(services: AppServices, job: DeliveryJobData): Promise<Attempted> {
  const schedule = services.config.forwardingRetryScheduleMs;
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
  return { result, response_code: code, error, at: services.clock().toISOString() };
}

/**
 * The attempt's postback log entry (attemptOnce then marks it logged). Should Redis fail between
 * the two, the retry logs the attempt a second time: a duplicate log row, never a duplicate request.
 */
async function logAttempt(services: AppServices, job: DeliveryJobData, attempted: Attempted): Promise<Attempted> {
  await services.conversions.store.log({
    workspace_id: job.workspace_id,
    created_at: new Date(attempted.at),
    direction: 'outgoing',
    channel: job.channel,
    method: job.method,
    response_code: attempted.response_code,
    click_id: job.click_id,
    conversion_id: job.conversion_id,
    url: job.url,
    error: attempted.error,
    attempt: job.attempt,
    result: attempted.result,
  });
  outboundResults.inc({ channel: job.channel, result: attempted.result });
  return attempted;
}
