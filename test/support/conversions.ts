import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ensureClickPartitionsFor } from '../../services/clicks/partitions';
import { newClickId } from '../../entities/click-id';
import type { ClickRecord } from '../../edge/click-recording/click-record';
import { completeClick } from '../../edge/click-recording/click-entry';
import type { TestApp } from './harness';
import { Membership } from '../../entities/membership.entity';
import { createSession, type Session } from './session';

/** Calls the admin REST API as the session; throws with the answer unless the status is the expected one. */
export async function api(
  t: TestApp,
  session: Session,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  expected = [200, 201, 204],
) {
  const res = await t.app.inject({
    method,
    url: `/admin_api/v1${url}`,
    headers: session.headers,
    payload: payload as InjectOptions['payload'],
  });
  if (!expected.includes(res.statusCode)) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.body ? res.json() : null;
}

export interface TrackingFixture {
  session: Session;
  workspace_id: string;
  postback_key: string;
  network_id: string;
  offer_id: string;
  source_id: string;
  campaign_id: string;
}

export interface FixtureOptions {
  status_mapping?: Record<string, string>;
  payout?: string;
  payout_currency?: string;
  source?: Record<string, unknown>;
  base_currency?: string;
}

/** A workspace (owner session) with a network, an offer of it, a source and a campaign of that source, all made through the admin API. */
export async function trackingFixture(t: TestApp, options: FixtureOptions = {}): Promise<TrackingFixture> {
  const session = await createSession(t);
  if (options.base_currency) await api(t, session, 'PUT', '/workspace', { base_currency: options.base_currency });
  const workspace = await api(t, session, 'GET', '/workspace');
  const network = await api(t, session, 'POST', '/affiliate-networks', {
    name: 'Network',
    status_mapping: options.status_mapping ?? {},
  });
  const offer = await api(t, session, 'POST', '/offers', {
    name: 'Offer',
    url: 'https://offer.example/?c={click_id}',
    affiliate_network_id: network.id,
    payout: options.payout ?? '12.5',
    payout_currency: options.payout_currency ?? 'USD',
  });
  const source = await api(t, session, 'POST', '/sources', { name: 'Source', ...(options.source ?? {}) });
  const campaign = await api(t, session, 'POST', '/campaigns', { name: 'Campaign', source_id: source.id });
  return {
    session,
    workspace_id: workspace.id,
    postback_key: workspace.postback_key,
    network_id: network.id,
    offer_id: offer.id,
    source_id: source.id,
    campaign_id: campaign.id,
  };
}

/** Stores a click of the fixture's campaign in Postgres, as the recorder's consumer would. */
export async function storeClick(
  t: TestApp,
  fixture: TrackingFixture,
  overrides: Partial<ClickRecord> = {},
  time = new Date(),
): Promise<ClickRecord> {
  const click: ClickRecord = completeClick({
    click_id: newClickId(time),
    created_at: time.toISOString(),
    workspace_id: fixture.workspace_id,
    campaign_id: fixture.campaign_id,
    flow_id: randomUUID(),
    landing_id: null,
    offer_id: fixture.offer_id,
    source_id: fixture.source_id,
    ip: '203.0.113.7',
    country: 'DE',
    region: 'BE',
    city: 'Berlin',
    device_type: 'mobile',
    os: 'Android',
    browser: 'Chrome',
    isp: 'Example ISP',
    language: 'de',
    external_click_id: 'fbclid-123',
    outcome: 'redirect',
    http_status: 302,
    destination: 'https://offer.example/',
    sub_id_1: 'sub-one',
    sub_id_30: 'sub-thirty',
    user_agent: 'Mozilla/5.0 (Linux; Android 14)',
    ...overrides,
  });
  const pool = t.runtime.services.conversions.pool;
  const db = await pool.connect();
  try {
    await ensureClickPartitionsFor(db, [time]);
    await db.query('insert into clicks select * from json_populate_recordset(null::clicks, $1::json)', [
      JSON.stringify([click]),
    ]);
  } finally {
    db.release();
  }
  return click;
}

/** One query on the app's own pool. */
/**
 * Tests seed through it (large inserts on a busy machine): a pool of its own per test app, without
 * the conversion pools' statement bounds (a checked-out client of those, set unbounded for a seed,
 * met a later Postgres outage without its pool's error handler). Idle connections close on their own.
 */
const seedPools = new WeakMap<TestApp, pg.Pool>();

export async function query<T = any>(t: TestApp, text: string, values: unknown[] = []): Promise<T[]> {
  let pool = seedPools.get(t);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: t.config.databaseUrl,
      max: 2,
      idleTimeoutMillis: 1000,
      allowExitOnIdle: true,
    });
    // A test that stops Postgres, or the run's end dropping the database, ends these connections.
    pool.on('error', () => undefined);
    seedPools.set(t, pool);
  }
  return (await pool.query(text, values)).rows as T[];
}

/** Sends a postback (GET with the query, or POST with a form body) from its own client IP. */
export function postback(
  t: TestApp,
  key: string,
  params: Record<string, string> | string,
  options: {
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    ip?: string;
    path?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const search = typeof params === 'string' ? params : new URLSearchParams(params).toString();
  return t.app.inject({
    method: options.method ?? 'GET',
    url: `${options.path ?? `/${key}/postback`}${search ? `?${search}` : ''}`,
    headers: options.headers,
    payload: options.body,
    remoteAddress: options.ip ?? '198.51.100.1',
  });
}

/** The current value of a counter (summed over the series matching the labels). */

/** Takes one permission away from a member (as an admin editing the member's permissions would). */
export async function withoutPermission(t: TestApp, session: Session, permission: string): Promise<void> {
  const em = t.runtime.services.orm.em.fork();
  const membership = await em.findOneOrFail(Membership, {
    workspace_id: session.workspace_id,
    user_id: session.user_id,
  });
  membership.permissions = membership.permissions.filter((name: string) => name !== permission);
  await em.flush();
}
