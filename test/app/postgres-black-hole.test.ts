import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startRelayedApp, type RelayedApp } from '../support/relayed-app';
import { createSession, randomTestIp, type Session } from '../support/session';
import { catalog, DESKTOP_UA, visit } from '../support/routing';
import { waitFor } from '../support/wait';
import { DATABASE_BOUNDS } from '../../infra/database';
import { READINESS_TIMEOUT_MS } from '../../app/health';

/**
 * Issue 25 item 7: a Postgres that stops answering without refusing connections (the relay reads
 * and drops every byte) and one that refuses them. Every request is answered within a stated
 * bound, 503 with Retry-After for what needs Postgres; a compiled campaign keeps redirecting.
 */
const ADMIN_BOUND_MS = DATABASE_BOUNDS.STATEMENT_TIMEOUT_MS + DATABASE_BOUNDS.QUERY_GRACE_MS;
const REPORT_TIMEOUT_S = 5;
/** Slack for a busy machine on top of each bound (what the service itself spends). */
const SLACK_MS = 5000;

describe('Postgres that stops answering', () => {
  let relayed: RelayedApp;
  let session: Session;
  let warm: { id: string; alias: string };
  let cold: { id: string; alias: string };
  let writeKey: string;

  before(async () => {
    relayed = await startRelayedApp({ env: { REPORT_TIMEOUT_S: String(REPORT_TIMEOUT_S) } });
    const { t } = relayed;
    session = await createSession(t);
    const c = catalog(t, session);
    const offer = await c.offer('O', 'https://o.example/?cid={click_id}');
    warm = await c.campaign({});
    await c.flow(warm.id, { offers: [{ offer_id: offer }] });
    cold = await c.campaign({});
    await c.flow(cold.id, { offers: [{ offer_id: offer }] });
    writeKey = (
      await t.app.inject({
        method: 'POST',
        url: '/admin_api/v1/api-keys',
        headers: session.headers,
        payload: { name: 'k', scopes: ['write'] },
      })
    ).json().key;
    assert.equal((await visit(t, warm.alias)).statusCode, 302, 'compiled while Postgres answers');
  });
  after(async () => {
    await relayed.close();
  });

  /** Every request of the list at once: status, body and time of each. */
  async function answers() {
    const { t } = relayed;
    const timed = async (what: string, send: () => Promise<{ statusCode: number; headers: any; body: string }>) => {
      const started = Date.now();
      const res = await send();
      return {
        what,
        status: res.statusCode,
        retryAfter: res.headers['retry-after'],
        body: res.body,
        ms: Date.now() - started,
      };
    };
    return Promise.all([
      timed('readyz', () => t.app.inject({ method: 'GET', url: '/readyz' })),
      timed('login', () =>
        t.app.inject({
          method: 'POST',
          url: '/admin_api/v1/auth/login',
          remoteAddress: randomTestIp(),
          payload: { email: session.email, password: session.password },
        }),
      ),
      timed('report', () =>
        t.app.inject({
          method: 'POST',
          url: '/admin_api/v1/reports/query',
          headers: session.headers,
          payload: { dimensions: ['country'] },
        }),
      ),
      timed('click api, campaign not compiled', () =>
        t.app.inject({
          method: 'POST',
          url: '/click-api/v3',
          headers: { authorization: `Bearer ${writeKey}` },
          payload: { campaign: cold.alias, ip: '73.15.20.1', user_agent: DESKTOP_UA },
        }),
      ),
      timed('redirect, campaign compiled', () => visit(t, warm.alias)),
    ]);
  }

  it('answers every request within its bound while Postgres drops every packet', async (ctx) => {
    relayed.pg.blackHole();
    let results: Awaited<ReturnType<typeof answers>>;
    try {
      results = await answers();
    } finally {
      relayed.pg.restore();
    }
    ctx.diagnostic(results.map((r) => `${r.what}: ${r.status} in ${r.ms} ms`).join('; '));
    const byName = Object.fromEntries(results.map((r) => [r.what, r]));
    assert.equal(byName.readyz.status, 503);
    assert.match(JSON.parse(byName.readyz.body).checks.postgres, /^unreachable: no answer within/);
    assert.ok(byName.readyz.ms < READINESS_TIMEOUT_MS + SLACK_MS, `readyz ${byName.readyz.ms} ms`);
    for (const what of ['login', 'report', 'click api, campaign not compiled']) {
      assert.equal(byName[what].status, 503, `${what}: ${byName[what].body}`);
      assert.equal(byName[what].retryAfter, '5', what);
      assert.ok(byName[what].ms < ADMIN_BOUND_MS + SLACK_MS, `${what} answered in ${byName[what].ms} ms`);
    }
    assert.equal(byName['redirect, campaign compiled'].status, 302);
    await waitFor(
      async () => (await relayed.t.app.inject({ method: 'GET', url: '/readyz' })).statusCode,
      (status) => status === 200,
    );
  });

  it('answers login and reports 503, not 500, while Postgres refuses connections', async () => {
    const { t } = relayed;
    relayed.pg.cut();
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/admin_api/v1/auth/login',
        remoteAddress: randomTestIp(),
        payload: { email: session.email, password: session.password },
      });
      assert.equal(login.statusCode, 503, login.body);
      assert.equal(login.headers['retry-after'], '5');
      const report = await t.app.inject({
        method: 'POST',
        url: '/admin_api/v1/reports/query',
        headers: session.headers,
        payload: { dimensions: ['country'] },
      });
      assert.equal(report.statusCode, 503, report.body);
      assert.match(report.json().error, /service unavailable/);
    } finally {
      relayed.pg.restore();
    }
  });
});
