import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { trackingFixture, type TrackingFixture } from '../../support/conversions';

/** X-Forwarded-For entries as Azure Application Gateway / IIS ARR write them: the client's source port changes with each connection. */
const entry = (i: number) => (i % 3 ? `81.2.69.142:${40000 + i}` : '[::ffff:81.2.69.142]:443');

describe('postback and browser-event rate limits behind TRUSTED_PROXIES', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  // A clock that stands still: the buckets never refill, so the counts are exact.
  before(async () => {
    const now = new Date();
    t = await startTestApp({ env: { TRUSTED_PROXIES: '10.0.0.0/8' }, clock: () => now });
    fx = await trackingFixture(t);
  });
  after(async () => t.close());

  async function passed(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number> {
    let allowed = 0;
    for (let start = 0; start < count; start += 100) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(100, count - start) }, (_, i) => send(start + i)),
      );
      allowed += answers.filter((res) => res.statusCode !== 429).length;
    }
    return allowed;
  }

  it('counts one client as one IP in the postback limit, whatever port its proxy wrote', async () => {
    const allowed = await passed(600, (i) =>
      t.app.inject({
        method: 'GET',
        url: `/${fx.postback_key}/postback?subid=unknown&status=lead`,
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': entry(i) },
      }),
    );
    assert.equal(allowed, 500, 'the burst of one IP');
  });

  it('counts one client as one IP in the browser-event limit, whatever port its proxy wrote', async () => {
    const allowed = await passed(150, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/action',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': entry(i), 'content-type': 'application/json' },
        payload: { event: 'lead' },
      }),
    );
    assert.equal(allowed, 100, 'the burst of one IP');
  });
});
