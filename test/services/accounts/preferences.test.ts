import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';

describe("accounts: the caller's preferences (GET/PUT /me/preferences)", () => {
  let t: TestApp;
  let owner: Session;
  let member: Session;
  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    member = await createSession(t, { role: 'analyst', workspace_id: owner.workspace_id });
  });
  after(async () => t.close());

  const api = (session: Session | null, method: 'GET' | 'PUT', payload?: unknown) =>
    t.app.inject({
      method,
      url: '/admin_api/v1/me/preferences',
      headers: session?.headers ?? {},
      remoteAddress: randomTestIp(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('answers the default (null) until saved, stores a layout per user, and resets it with null', async () => {
    assert.deepEqual((await api(owner, 'GET')).json(), {
      dashboard_layout: null,
      columns: {},
      language: null,
      theme: null,
      updated_at: null,
    });
    const saved = await api(owner, 'PUT', { dashboard_layout: ['heat_map', 'kpis', 'top_countries'] });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json().dashboard_layout, ['heat_map', 'kpis', 'top_countries']);
    assert.ok(saved.json().updated_at);
    assert.deepEqual((await api(owner, 'GET')).json().dashboard_layout, ['heat_map', 'kpis', 'top_countries']);
    // Another member of the same workspace has their own.
    assert.equal((await api(member, 'GET')).json().dashboard_layout, null);
    await api(member, 'PUT', { dashboard_layout: ['series'] });
    assert.deepEqual((await api(owner, 'GET')).json().dashboard_layout, ['heat_map', 'kpis', 'top_countries']);
    // An empty body changes nothing; null resets.
    assert.deepEqual((await api(owner, 'PUT', {})).json().dashboard_layout, ['heat_map', 'kpis', 'top_countries']);
    assert.equal((await api(owner, 'PUT', { dashboard_layout: null })).json().dashboard_layout, null);
  });

  it('refuses an unknown or repeated block with 400 naming the position, and keeps the stored layout', async () => {
    await api(owner, 'PUT', { dashboard_layout: ['kpis'] });
    const unknown = await api(owner, 'PUT', { dashboard_layout: ['kpis', 'secret-block-name'] });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().error, /^dashboard_layout\[1\] is not a dashboard block/);
    assert.doesNotMatch(unknown.body, /secret-block-name/);
    const repeated = await api(owner, 'PUT', { dashboard_layout: ['series', 'series'] });
    assert.equal(repeated.statusCode, 400);
    assert.match(repeated.json().error, /^dashboard_layout\[1\] repeats a block/);
    assert.equal((await api(owner, 'PUT', { dashboard_layout: 'kpis,series' })).statusCode, 400);
    assert.deepEqual((await api(owner, 'GET')).json().dashboard_layout, ['kpis']);
  });

  it('keeps column choices per list: the lists named are replaced, the others stay, null forgets', async () => {
    const first = await api(owner, 'PUT', { columns: { report: ['clicks', 'roi'], click_log: ['at', 'country'] } });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json().columns, { report: ['clicks', 'roi'], click_log: ['at', 'country'] });
    // Changing one list leaves the other and the dashboard layout alone.
    await api(owner, 'PUT', { dashboard_layout: ['series'] });
    const second = await api(owner, 'PUT', { columns: { report: ['revenue'] } });
    assert.deepEqual(second.json().columns, { report: ['revenue'], click_log: ['at', 'country'] });
    assert.deepEqual(second.json().dashboard_layout, ['series']);
    assert.deepEqual((await api(member, 'GET')).json().columns, {});
    // A null list is forgotten; null forgets them all.
    assert.deepEqual((await api(owner, 'PUT', { columns: { click_log: null } })).json().columns, {
      report: ['revenue'],
    });
    assert.deepEqual((await api(owner, 'PUT', { columns: null })).json().columns, {});
    assert.deepEqual((await api(owner, 'GET')).json().dashboard_layout, ['series']);
  });

  it('refuses a malformed column choice with 400, never echoing a column, and keeps the stored one', async () => {
    await api(owner, 'PUT', { columns: { report: ['clicks'] } });
    const cases: [unknown, RegExp][] = [
      [['clicks'], /^columns: expected a valid JSONObject/],
      [{ 'Bad List': ['clicks'] }, /^columns: a list name is/],
      [{ report: 'clicks' }, /^columns\.report must be a list of at most 100/],
      [{ report: ['clicks', '<secret-column>'] }, /^columns\.report\[1\] is not a column id/],
      [{ report: ['clicks', 'clicks'] }, /^columns\.report repeats a column/],
      [{ report: Array.from({ length: 101 }, (_, i) => `c${i}`) }, /^columns\.report must be a list of at most 100/],
    ];
    for (const [columns, message] of cases) {
      const answer = await api(owner, 'PUT', { columns });
      assert.equal(answer.statusCode, 400, JSON.stringify(columns).slice(0, 60));
      assert.match(answer.json().error, message);
      assert.doesNotMatch(answer.body, /secret-column/);
    }
    assert.deepEqual((await api(owner, 'GET')).json().columns, { report: ['clicks'] });
  });

  it('needs a logged-in caller', async () => {
    assert.equal((await api(null, 'GET')).statusCode, 401);
    assert.equal((await api(null, 'PUT', { dashboard_layout: ['kpis'] })).statusCode, 401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
    assert.ok(doc.paths['/me/preferences'].get);
    assert.ok(doc.paths['/me/preferences'].put);
  });

  it("keeps the user's language and theme (the same in every workspace), refuses others and writes nothing", async () => {
    const saved = await api(member, 'PUT', { language: 'uk', theme: 'dark' });
    assert.equal(saved.statusCode, 200);
    assert.equal(saved.json().language, 'uk');
    assert.equal(saved.json().theme, 'dark');
    // One field alone leaves the other; the owner keeps their own.
    assert.equal((await api(member, 'PUT', { theme: 'light' })).json().language, 'uk');
    assert.equal((await api(owner, 'GET')).json().language, null);
    const bad = await api(member, 'PUT', { language: 'xx-secret', theme: 'system', dashboard_layout: ['kpis'] });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /^language must be one of en, ru, uk/);
    assert.doesNotMatch(bad.body, /xx-secret/);
    const after = (await api(member, 'GET')).json();
    assert.equal(after.theme, 'light');
    assert.notDeepEqual(after.dashboard_layout, ['kpis']);
    assert.equal((await api(member, 'PUT', { theme: 'sepia' })).statusCode, 400);
    const reset = await api(member, 'PUT', { language: null, theme: null });
    assert.deepEqual([reset.json().language, reset.json().theme], [null, null]);
  });
});
