import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { seriesValue } from '../../support/metrics-text';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { waitFor } from '../../support/wait';

const REASONS = ['redis_unavailable', 'timed_out', 'failed', 'backoff'] as const;

/** The Click API limit without Redis's answer: requests go through (on purpose) and each is counted. */
describe('Click API rate limit failing open', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  before(async () => {
    proxy = await startTcpProxy(6379);
    t = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
  });
  after(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  const failOpens = async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    return Object.fromEntries(
      REASONS.map((reason) => [reason, seriesValue(text, `click_api_rate_limit_fail_open_total{reason="${reason}"}`)]),
    ) as Record<(typeof REASONS)[number], number>;
  };
  const call = (url: '/click-api/v3' | '/rclient/v1') =>
    t.app.inject({ method: 'POST', url, remoteAddress: '198.51.100.90', payload: {} });

  it('exports every reason at 0 before any request, so a first fail-open is an increase', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    for (const reason of REASONS)
      assert.match(text, new RegExp(`^click_api_rate_limit_fail_open_total\\{reason="${reason}"\\} 0$`, 'm'));
  });

  it('a hanging Redis: the request is let through, counted timed_out; the next ones are not asked, counted backoff', async () => {
    const before = await failOpens();
    proxy.freeze();
    try {
      // Answered while Redis still hangs: the limit is not enforced (nor waited for past 250 ms).
      assert.notEqual((await call('/click-api/v3')).statusCode, 429);
      assert.notEqual((await call('/rclient/v1')).statusCode, 429);
    } finally {
      // /metrics reads the click stream's depth from Redis: read once it answers again.
      proxy.restore();
    }
    const after = await failOpens();
    assert.ok(after.timed_out >= before.timed_out + 1, 'the first request waited 250 ms, then went through');
    // Within the 5 s pause the limiter skips Redis (backoff); a machine slower than that asks again and times out.
    assert.equal(after.timed_out + after.backoff, before.timed_out + before.backoff + 2, 'both requests are counted');
    assert.equal(after.redis_unavailable, before.redis_unavailable);
  });

  it('Redis down: requests are let through and counted redis_unavailable', async () => {
    const before = await failOpens();
    proxy.cut();
    try {
      await waitFor(
        async () => t.runtime.services.redis.isReady,
        (ready) => !ready,
      );
      for (const url of ['/click-api/v3', '/rclient/v1'] as const) assert.notEqual((await call(url)).statusCode, 429);
    } finally {
      proxy.restore();
    }
    await waitFor(async () => t.runtime.services.redis.isReady);
    const after = await failOpens();
    assert.equal(after.redis_unavailable, before.redis_unavailable + 2);
    assert.equal(after.timed_out + after.backoff + after.failed, before.timed_out + before.backoff + before.failed);
  });
});
