import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';
import type { Session } from './session';
import { waitFor } from './wait';

/** One admin REST call as the session's user; fails the test with the answer unless the status is `expected`. */
export async function admin<T = any>(
  t: TestApp,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  expected?: number,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url: `/admin_api/v1${path}`,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const want = expected ?? (method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200);
  if (res.statusCode !== want)
    throw new Error(`${method} ${path}: expected ${want}, got ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}

export interface Catalog {
  offer(name: string, url: string, extra?: Record<string, unknown>): Promise<string>;
  landing(name: string, url: string | null, extra?: Record<string, unknown>): Promise<string>;
  campaign(input: Record<string, unknown>): Promise<{ id: string; alias: string; token: string }>;
  flow(campaignId: string, input: Record<string, unknown>): Promise<string>;
}

/** Creates tracking entities through the admin API (the same path a user takes). */
export function catalog(t: TestApp, session: Session): Catalog {
  return {
    async offer(name, url, extra = {}) {
      return (await admin(t, session, 'POST', '/offers', { name, url, ...extra })).id;
    },
    async landing(name, url, extra = {}) {
      return (await admin(t, session, 'POST', '/landings', { name, ...(url ? { url } : {}), ...extra })).id;
    },
    async campaign(input) {
      const created = await admin(t, session, 'POST', '/campaigns', {
        name: `Campaign ${Math.random().toString(36).slice(2, 8)}`,
        ...input,
      });
      return { id: created.id, alias: created.alias, token: created.token };
    },
    async flow(campaignId, input) {
      return (
        await admin(t, session, 'POST', `/campaigns/${campaignId}/flows`, {
          name: `Flow ${Math.random().toString(36).slice(2, 8)}`,
          ...input,
        })
      ).id;
    },
  };
}

export interface VisitOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A browser click on the tracking link (a fresh visitor unless a cookie or the same IP and user agent are given). */
export function visit(t: TestApp, alias: string, options: VisitOptions = {}): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams(options.query ?? {}).toString();
  return t.app.inject({
    method: 'GET',
    url: `/${alias}${search ? `?${search}` : ''}`,
    remoteAddress: options.ip ?? randomPublicIp(),
    headers: { 'user-agent': DESKTOP_UA, ...(options.headers ?? {}) },
  });
}

/** A residential US address (Comcast, 73.0.0.0/8: geo resolves it, not a datacenter), different on every call. */
export function randomPublicIp(): string {
  return `73.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** Raw SQL on the test's database. */
export async function query<T = any>(t: TestApp, text: string, params: unknown[] = []): Promise<T[]> {
  return t.runtime.services.orm.em.fork().getConnection().execute<T[]>(text, params);
}

/** The stored click row (waits for the consumer to write it). */
export async function storedClick(t: TestApp, clickId: string): Promise<Record<string, any>> {
  const [row] = await waitFor(
    () => query(t, 'select * from clicks where click_id = ?', [clickId]),
    (rows) => rows.length === 1,
  );
  return row;
}

/** The click id of the most recent stored click of a campaign. */
export async function lastClick(t: TestApp, campaignId: string, count = 1): Promise<Record<string, any>[]> {
  return waitFor(
    () => query(t, 'select * from clicks where campaign_id = ? order by created_at desc, click_id desc', [campaignId]),
    (rows) => rows.length >= count,
  );
}
