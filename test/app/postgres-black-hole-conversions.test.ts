import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startRelayedApp, type RelayedApp } from '../support/relayed-app';
import { storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { gql } from '../support/gql';
import { waitFor } from '../support/wait';
import { CONVERSION_POOL_BOUNDS } from '../../services/conversions/pool-bounds';

/**
 * Issue 35 items 1 and 2: a Postgres that stops answering without closing (the relay reads and
 * drops every byte) while the conversion pools hold warm connections. The first postback and the
 * first `/action` used to wait on the warm connection for good (no statement bound on those
 * pools); GraphQL answered HTTP 500. Each now answers 503 with Retry-After within its bound.
 */
const POSTBACK_BOUND_MS = CONVERSION_POOL_BOUNDS.HOT_STATEMENT_MS + CONVERSION_POOL_BOUNDS.GRACE_MS;
/** Slack for a busy machine on top of the bound (what the service itself spends). */
const SLACK_MS = 5000;

/** The answer, or a failure naming the request when it outlasts `ms` (the black hole lasts longer). */
async function within<T>(what: string, request: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      request,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('conversion pools and GraphQL while Postgres stops answering', () => {
  let relayed: RelayedApp;
  let fx: TrackingFixture;

  before(async () => {
    relayed = await startRelayedApp();
    fx = await trackingFixture(relayed.t);
  });
  after(async () => relayed.close());

  it('answers the first postback, the first /action and GraphQL 503 with Retry-After', async () => {
    const { t } = relayed;
    const known = await storeClick(t, fx);
    // Warm both conversion pools: a postback for a known click (hot pool, log pool) and one unknown.
    const warm = await t.app.inject({
      method: 'GET',
      url: `/${fx.postback_key}/postback?subid=${known.click_id}&status=lead&txid=warm`,
    });
    assert.equal(warm.statusCode, 200, warm.body);
    await t.app.inject({ method: 'GET', url: `/${fx.postback_key}/postback?subid=unknownclick&status=lead` });
    relayed.pg.blackHole();
    try {
      const bound = POSTBACK_BOUND_MS + SLACK_MS;
      const [knownClick, unknownClick, action, graphql] = await Promise.all([
        within(
          'a postback for a known click',
          t.app.inject({
            method: 'GET',
            url: `/${fx.postback_key}/postback?subid=${known.click_id}&status=sale&txid=bh1`,
          }),
          bound,
        ),
        within(
          'a postback for an unknown click',
          t.app.inject({ method: 'GET', url: `/${fx.postback_key}/postback?subid=nosuchclick&status=lead&txid=bh2` }),
          bound,
        ),
        within(
          '/action',
          t.app.inject({
            method: 'POST',
            url: '/action',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ click_id: known.click_id, event: 'lead' }),
          }),
          bound,
        ),
        within(
          'GraphQL',
          gql(t, '{ campaigns { total } }', {}, { headers: fx.session.headers }),
          // The admin bound: a statement 15 s, 3 s more when the server does not answer.
          18_000 + SLACK_MS,
        ),
      ]);
      for (const [what, res] of [
        ['known click', knownClick],
        ['unknown click', unknownClick],
        ['/action', action],
      ] as const) {
        assert.equal(res.statusCode, 503, `${what}: ${res.body}`);
        assert.ok(Number(res.headers['retry-after']) > 0, `${what} says when to retry`);
      }
      assert.equal(graphql.status, 503, JSON.stringify(graphql.errors));
      assert.equal(graphql.errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE');
      assert.ok(Number(graphql.headers['retry-after']) > 0, 'GraphQL says when to retry');
    } finally {
      relayed.pg.restore();
    }
    // Back once Postgres answers again: the conversion is recorded.
    await waitFor(
      async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/${fx.postback_key}/postback?subid=${known.click_id}&status=sale&txid=after`,
          })
        ).statusCode,
      (status) => status === 200,
    );
  });
});
