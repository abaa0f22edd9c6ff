import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { newClickId } from '../../entities/click-id';
import type { ClickRecord } from '../../edge/click-recording/click-record';
import { waitFor } from './wait';

/** A complete click row as the engine would record it. */
export function makeClick(overrides: Partial<ClickRecord> = {}, time = new Date()): ClickRecord {
  return {
    click_id: newClickId(time),
    created_at: time.toISOString(),
    workspace_id: randomUUID(),
    campaign_id: randomUUID(),
    flow_id: randomUUID(),
    offer_id: randomUUID(),
    ip: '8.8.8.8',
    country: 'US',
    device_type: 'desktop',
    os: 'Windows',
    browser: 'Chrome',
    is_unique: true,
    visitor_id: 'a'.repeat(32),
    outcome: 'redirect',
    http_status: 302,
    select_reason: 'regular_by_weight',
    destination: 'https://offer.example/?c=1',
    cost: '0.015',
    sub_id_1: 'one',
    sub_id_30: 'thirty',
    user_agent: 'Mozilla/5.0',
    ...overrides,
  };
}

/** One query on a short-lived connection. */
export async function sql<T extends pg.QueryResultRow = any>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The current value of a counter or gauge (summed over series matching the labels). */

/**
 * Waits until Redis counts a subscriber on a pub/sub channel of the app (routing key and dynamic id, as
 * RedisPubSub names it): a message published before the SUBSCRIBE is acknowledged is lost.
 */
export async function subscribedOnRedis(
  redis: { pubSubNumSub(channel: string): Promise<unknown> },
  prefix: string,
  routingKey: string,
  dynamicId: string,
): Promise<void> {
  const channel = `${prefix}pubsub:${routingKey}:${dynamicId}`;
  await waitFor(
    async () => ((await redis.pubSubNumSub(channel)) as Record<string, number>)[channel] ?? 0,
    (n) => n >= 1,
  );
}
