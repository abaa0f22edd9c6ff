import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { MAX_BODY_DEPTH } from '../../../edge/http/body-depth';

/**
 * Issue 35 item 4: a deeply nested JSON body was a 500 (the stack overflowed in the recursive
 * checks behind the parser: ~5,000 levels on /reports/query, ~20,000 on POST /campaigns). Nesting
 * past MAX_BODY_DEPTH is a 400 before any of them runs; a body within it is checked as before.
 */
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('deeply nested JSON bodies', () => {
  let t: TestApp;
  let session: Session;

  before(async () => {
    t = await startTestApp();
    session = await createSession(t);
  });
  after(async () => t.close());

  const send = (method: 'POST' | 'GET', url: string, body?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...session.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: body }),
    });

  it('answers 400 naming the limit, on REST and GraphQL', async () => {
    for (const [url, body] of [
      ['/admin_api/v1/reports/query', `{"dimensions":["country"],"filters":${nested(5000)}}`],
      ['/admin_api/v1/campaigns', `{"name":"x","tags":${nested(20_000)}}`],
      ['/graphql', `{"query":"query($f: JSON) { __typename }","variables":{"f":${nested(20_000)}}}`],
    ] as const) {
      const res = await send('POST', url, body);
      assert.equal(res.statusCode, 400, `${url}: ${res.body.slice(0, 200)}`);
      assert.match(res.body, new RegExp(`nested deeper than ${MAX_BODY_DEPTH} levels`), url);
    }
    const variables = encodeURIComponent(`{"f":${nested(3000)}}`);
    const get = await send('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${variables}`);
    assert.equal(get.statusCode, 400, get.body.slice(0, 200));
  });

  it('checks a body within the limit as before', async () => {
    const res = await send('POST', '/admin_api/v1/reports/query', `{"dimensions":["country"],"filters":${nested(10)}}`);
    assert.equal(res.statusCode, 400, res.body);
    assert.doesNotMatch(res.body, /nested deeper/);
    const ok = await send('POST', '/admin_api/v1/reports/query', '{"dimensions":["country"],"period":"24h"}');
    assert.equal(ok.statusCode, 200, ok.body);
  });
});
