import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { startRuntime, type Runtime } from '../../app/runtime';
import { cleanUp, preparedTestConfig } from '../support/harness';
import { logCapture } from '../support/log-capture';
import type { Config } from '../../infra/config';

/** The service's request logs at the default level (info) carry no keys, tokens or credentials. */
describe('structured logs', () => {
  const { lines, sink } = logCapture();
  let config: Config;
  let runtime: Runtime;
  let app: FastifyInstance;
  before(async () => {
    config = await preparedTestConfig({ LOG_LEVEL: 'info' });
    const log = pino({ level: 'info' }, sink);
    runtime = await startRuntime(config, { http: true, workers: false, logger: log }, log);
    app = runtime.app!;
    await app.ready();
  });
  after(async () => {
    await runtime.close();
    await cleanUp(config);
  });

  it('logs requests without postback keys, click tokens or credentials', async () => {
    const postbackKey = '0123456789abcdef0123456789abcdef';
    const clickToken = 'SECRETCLICKTOKEN.abcdef';
    await app.inject({ method: 'GET', url: `/${postbackKey}/postback?subid=abc&status=lead` });
    await app.inject({ method: 'GET', url: `/lp-api/offer?cid=x&token=${clickToken}` });
    await app.inject({ method: 'GET', url: `/px.gif?_ct=${clickToken}` });
    await app.inject({
      method: 'GET',
      url: '/admin_api/v1/me',
      headers: { authorization: 'Bearer SECRETBEARER', cookie: 'auth=SECRETCOOKIE' },
    });
    await app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { authorization: 'Bearer ak_SECRETAPIKEY', 'content-type': 'application/json' },
      payload: '{}',
    });
    const text = lines.join('');
    assert.match(text, /"url":"\/\*\*\*\/postback"/, 'requests are logged at info, the key masked');
    assert.match(text, /"url":"\/lp-api\/offer"/, 'the path is logged without its query string');
    for (const secret of [postbackKey, 'SECRETCLICKTOKEN', 'SECRETBEARER', 'SECRETCOOKIE', 'SECRETAPIKEY']) {
      assert.ok(!text.includes(secret), `${secret} is in the logs:\n${text}`);
    }
  });

  it('logs no request lines for the click routes at info (a click is its own record), only their warnings', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/no-such-campaign?sub1=x' });
    await app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    await app.inject({
      method: 'POST',
      url: '/rclient/v1',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    await app.inject({ method: 'GET', url: '/healthz' });
    const urls = lines.map((line) => JSON.parse(line)).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    assert.deepEqual(urls, ['/healthz'], 'only the non-click request is logged');
  });
});
