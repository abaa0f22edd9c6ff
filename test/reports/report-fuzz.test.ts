import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { DIMENSIONS } from '../../reports/dimensions';

/** A small seeded PRNG: a failure names its seed and replays the same requests. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Issue 35, Proof: the report and log endpoints fuzzed with unknown fields and parameters, every
 * dimension (as a dimension, a filter and a funnel breakdown), odd values and deep nesting: no
 * answer is a 5xx. The analytics copy (DuckDB) is on, so the reports that read it are fuzzed too;
 * every dimension on every store is compared in test/reports/agreement-suite.ts. Bounded: a fixed
 * number of requests from a fixed seed.
 */
describe('fuzz of the report and log endpoints: no 5xx', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp({ env: { ANALYTICS: 'duckdb' } });
    fx = await trackingFixture(t);
    for (let i = 0; i < 20; i++) await storeClick(t, fx, { sub_id_1: `s${i % 3}`, country: i % 2 ? 'DE' : 'US' });
  });
  after(async () => {
    await t.close();
  });

  it('answers every fuzzed request below 500', async () => {
    const random = rng(35);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const names = DIMENSIONS.map((d) => d.name);
    const odd = [null, '', 'x', 0, -1, 1e308, true, [], {}, ['a'], { a: 1 }, '\u0000', 'é'.repeat(300), fx.campaign_id];
    const nested = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels));
    const failures: string[] = [];
    /** `unknown`: a name the endpoint does not take, which the answer must refuse with 400 naming it. */
    const send = async (method: 'GET' | 'POST', url: string, payload?: unknown, unknown?: string) => {
      const res = await t.app.inject({
        method,
        url: `/admin_api/v1${url}`,
        headers: fx.session.headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      const shown = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) failures.push(shown);
      // Issue 35, item 7: an unknown field or parameter is refused, never ignored.
      else if (unknown && (res.statusCode !== 400 || !res.body.includes(unknown)))
        failures.push(`not refused: ${shown}`);
    };
    // Every dimension: alone, as a filter, as a funnel breakdown, on the default storage.
    for (const name of names) {
      await send('POST', '/reports/query', { dimensions: [name], period: '24h' });
      await send('POST', '/reports/query', {
        dimensions: [pick(names)],
        filters: [{ dimension: name, operator: pick(['=', 'in', 'not_in', 'contains', 'regexp']), value: pick(odd) }],
        period: '7d',
      });
      await send('POST', '/reports/funnel', { breakdown: name, period: '7d' });
    }
    // Nesting far past the limit (5,000 levels overflowed the stack of the checks before).
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const url of ['/reports/query', '/reports/export', '/reports/funnel']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/admin_api/v1${url}`,
        headers: { ...fx.session.headers, 'content-type': 'application/json' },
        payload: `{"dimensions":["country"],"filters":${deep}}`,
      });
      if (res.statusCode >= 500) failures.push(`${url} nested 5000 deep → ${res.statusCode}`);
    }
    // POST routes that take a report body (the time series is a GET, fuzzed below with the other GETs).
    const bodies = ['/reports/query', '/reports/export', '/reports/funnel', '/reports/cohort'];
    const gets = [
      '/reports/clicks',
      '/reports/conversions',
      '/reports/postbacks',
      '/reports/clicks/export',
      '/reports/conversions/export',
      '/reports/postbacks/export',
      '/reports/traffic-log',
      '/reports/dashboard',
      '/reports/timeseries',
      '/reports/group-by',
    ];
    for (let round = 0; round < 150; round++) {
      const body: Record<string, unknown> = {
        dimensions: Array.from({ length: Math.floor(random() * 4) }, () => pick(names)),
        period: pick(['24h', '7d', 'today', 'x', null, 5]),
      };
      // Unknown fields, odd values of known ones, nesting.
      const field = pick(['unknown', 'dimension', 'filter', 'sort', 'limit', 'offset', 'format', 'compare', 'metrics']);
      body[field] = pick(odd);
      const deep = random() < 0.2;
      if (deep) body[pick(['filters', 'metrics', 'sort'])] = nested(1 + Math.floor(random() * 200));
      // A body nested past the depth limit is refused for that before its fields are read.
      const unknownField = !deep && ['unknown', 'dimension', 'filter'].includes(field) ? field : undefined;
      await send('POST', pick(bodies), body, unknownField);
      const params = new URLSearchParams();
      for (let i = 0; i < 3; i++)
        params.set(
          pick(['campaign', 'campaign_id', 'limit', 'from', 'to', 'status', 'q', 'country', 'sort', 'unknown']),
          String(pick(odd)),
        );
      const unknownParam = ['campaign', 'unknown'].find((name) => params.has(name));
      await send('GET', `${pick(gets)}?${params}`, undefined, unknownParam && `"${unknownParam}\\"`);
    }
    assert.deepEqual(failures, []);
  });
});
