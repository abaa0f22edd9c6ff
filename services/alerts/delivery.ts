import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { registry } from '../../infra/telemetry';
import type { Redis } from '../../infra/redis';
import { attemptOnce } from '../outbound/attempt-once';
import type { OutboundClient } from '../outbound/client';
import { MAX_ATTEMPTS, retryPauseMs } from '../webhooks/policy';
import { sendMessengerMessage, type MessengerAnswer } from './messenger';
import { openBotToken, readAlertSettings } from './settings';

/** One attempt to send one alert to the workspace's messenger chat: the data of a messenger job. */
export interface MessengerAttemptJob {
  workspace_id: string;
  /** The fact alerted (a rule event); the same for every attempt. */
  event_id: string;
  text: string;
  /** 1 to 5, as webhooks. */
  attempt: number;
}

export type MessengerResult = 'delivered' | 'retrying' | 'failed';

export const messengerDeliveries = new Counter({
  name: 'messenger_alert_attempts_total',
  help: 'Messenger alert attempts by result (delivered, retry, failed, skipped: channel not configured)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export interface MessengerDeps {
  em: () => EntityManager;
  redis: Redis;
  redisPrefix: string;
  outbound: OutboundClient;
  appSecret: string;
  clock: () => Date;
  retryBaseMs: number;
  /** Queues the next attempt at the given time (queue.ts). */
  scheduleAttempt: (job: MessengerAttemptJob, at: Date) => Promise<unknown>;
}

interface Attempted extends MessengerAnswer {
  result: MessengerResult;
  duration_ms: number;
  attempted_at: string;
}

/**
 * Sends one attempt and logs it (messenger_deliveries), then schedules the next one (pauses 2, 4,
 * 8, 16 s, 5 attempts, as webhooks) or stops. Sent at most once per attempt however often the job
 * runs (attemptOnce marker, then the unique log row). Without a configured channel nothing is sent.
 */
export async function runMessengerAttempt(
  deps: MessengerDeps,
  job: MessengerAttemptJob,
): Promise<MessengerResult | 'skipped'> {
  const settings = await readAlertSettings(deps.em(), job.workspace_id);
  let token: string | null = null;
  try {
    token = openBotToken(deps.appSecret, settings);
  } catch {
    token = null;
  }
  if (token === null || settings.messenger_chat_id === null) {
    messengerDeliveries.inc({ result: 'skipped' });
    return 'skipped';
  }
  const chatId = settings.messenger_chat_id;
  const key = `${deps.redisPrefix}messenger:attempt:${job.event_id}:${job.attempt}`;
  const attempted = await attemptOnce<Attempted>(deps.redis, key, 86_400, {
    send: async () => {
      const started = performance.now();
      const answer = await sendMessengerMessage(
        deps.outbound,
        { baseUrl: settings.messenger_api_base_url, token: token!, chatId },
        job.text,
      );
      const result: MessengerResult = answer.delivered
        ? 'delivered'
        : job.attempt >= MAX_ATTEMPTS
          ? 'failed'
          : 'retrying';
      return {
        ...answer,
        result,
        duration_ms: Math.round(performance.now() - started),
        attempted_at: deps.clock().toISOString(),
      };
    },
    log: async (outcome) => {
      const { rows } = await deps
        .em()
        .getKnex()
        .raw(
          `insert into messenger_deliveries (id, workspace_id, event_id, attempt, text, response_code,
            response_body, error, result, duration_ms, attempted_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (event_id, attempt) do nothing returning id`,
          [
            randomUUID(),
            job.workspace_id,
            job.event_id,
            job.attempt,
            job.text,
            outcome.response_code,
            outcome.response_body,
            outcome.error,
            outcome.result,
            outcome.duration_ms,
            new Date(outcome.attempted_at),
          ],
        );
      if (rows.length) messengerDeliveries.inc({ result: outcome.result === 'retrying' ? 'retry' : outcome.result });
      return outcome;
    },
  });
  if (!attempted) return 'skipped';
  if (attempted.result === 'retrying') {
    // Real time: bee-queue compares delays with the Redis host's clock.
    await deps.scheduleAttempt(
      { ...job, attempt: job.attempt + 1 },
      new Date(Date.now() + retryPauseMs(deps.retryBaseMs, job.attempt)),
    );
  }
  return attempted.result;
}

/** The delivery log, newest first. */
export async function listMessengerDeliveries(em: EntityManager, workspaceId: string, limit: number) {
  const { rows } = await em
    .getKnex()
    .raw('select * from messenger_deliveries where workspace_id = ? order by attempted_at desc, attempt desc limit ?', [
      workspaceId,
      limit,
    ]);
  return rows as {
    id: string;
    event_id: string;
    attempt: number;
    text: string;
    response_code: number | null;
    response_body: string | null;
    error: string | null;
    result: MessengerResult;
    duration_ms: number;
    attempted_at: Date;
  }[];
}
