import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { admin, catalog, query, visit, type Catalog } from '../../support/routing';
import { isTraced } from '../../../edge/traffic-log/sample';
import { seriesValue } from '../../support/metrics-text';
import { waitFor } from '../../support/wait';

const UUID = '[0-9a-f-]{36}';

describe('traffic traces, the traffic log and metrics', () => {
  let t: TestApp;
  let owner: Session;
  let c: Catalog;
  let campaign: { id: string; alias: string };
  let other: { id: string; alias: string };
  let flowA: string;
  let offer: string;

  before(async () => {
    t = await startTestApp({ workers: true });
    owner = await createSession(t);
    c = catalog(t, owner);
    offer = await c.offer('Traced offer', 'https://o.example/t?cid={click_id}');
    campaign = await c.campaign({});
    await c.flow(campaign.id, {
      type: 'forced',
      filters: [
        { type: 'param', negate: false, name: 'k', operator: 'equals', values: ['x'] },
        { type: 'bot', negate: true },
      ],
      scheme: 'show_404',
    });
    flowA = await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    other = await c.campaign({});
    await c.flow(other.id, { scheme: 'do_nothing' });
  });
  after(async () => t.close());

  const clickIdOf = (location: string) => new RegExp(`cid=(${UUID})`).exec(location)![1];

  it('traces no click at traffic_log_sample 0 (the default)', async () => {
    const res = await visit(t, campaign.alias);
    const clickId = clickIdOf(res.headers.location as string);
    await waitFor(
      () => query(t, 'select 1 from clicks where click_id = ?', [clickId]),
      (r) => r.length === 1,
    );
    assert.equal((await query(t, 'select count(*)::int as n from click_traces'))[0].n, 0);
    const trace = await t.app.inject({
      method: 'GET',
      url: `/admin_api/v1/clicks/${clickId}/trace`,
      headers: owner.headers,
    });
    assert.equal(trace.statusCode, 404);
    assert.match(trace.json().error, /no trace for this click/);
  });

  it('at 100 traces every click: input, binding, flow_select with each filter, final', async () => {
    await admin(t, owner, 'PUT', '/workspace', { traffic_log_sample: 100 });
    const res = await visit(t, campaign.alias, { query: { k: 'y' } });
    const clickId = clickIdOf(res.headers.location as string);
    const trace = await waitFor(
      () => t.app.inject({ method: 'GET', url: `/admin_api/v1/clicks/${clickId}/trace`, headers: owner.headers }),
      (r) => r.statusCode === 200,
    );
    const body = trace.json();
    assert.equal(body.click_id, clickId);
    assert.equal(body.campaign_id, campaign.id);
    assert.equal(body.outcome, 'redirect');
    assert.equal(body.http_status, 302);
    assert.equal(body.select_reason, 'regular_by_weight');
    assert.equal(body.country, 'US');
    assert.equal(body.is_bot, false);
    assert.equal(typeof body.duration_ms, 'number');
    assert.equal(body.destination, `https://o.example/t?cid=${clickId}`);
    const names = body.steps.map((s: { name: string }) => s.name);
    assert.deepEqual(names, ['input', 'binding', 'flow_select', 'landing_select', 'offer_select', 'final']);
    const step = (name: string) => body.steps.find((s: { name: string }) => s.name === name);
    assert.equal(step('input').result, 'applied');
    assert.equal(step('input').details.country, 'US');
    for (const flag of ['is_bot', 'is_proxy', 'is_tor', 'is_datacenter'])
      assert.equal(step('input').details[flag], false, flag);
    assert.equal(step('binding').result, 'miss');
    const select = step('flow_select');
    assert.equal(select.result, 'applied');
    assert.equal(select.details.reason, 'regular_by_weight');
    assert.equal(select.details.flow_id, flowA);
    const forced = select.details.flows[0];
    assert.equal(forced.matched, false);
    assert.deepEqual(
      forced.filters.map((f: { type: string; matched: boolean }) => [f.type, f.matched]),
      [
        ['param', false],
        ['bot', true],
      ],
      'each filter result, negation applied',
    );
    assert.equal(step('final').result, 'redirect');
  });

  it('the traffic log lists traced clicks newest first, filtered by campaign and outcome, paginated', async () => {
    await visit(t, other.alias);
    await visit(t, other.alias);
    await waitFor(
      () => query(t, 'select count(*)::int as n from click_traces where campaign_id = ?', [other.id]),
      (r) => r[0].n === 2,
    );
    const list = await admin(t, owner, 'GET', `/reports/traffic-log?campaign_id=${other.id}`);
    assert.equal(list.total, 2);
    assert.ok(
      list.items.every(
        (i: { outcome: string; http_status: number; select_reason: string }) =>
          i.outcome === 'do_nothing' && i.http_status === 204 && i.select_reason === 'do_nothing_match',
      ),
    );
    assert.ok(list.items[0].time >= list.items[1].time, 'newest first');
    const redirects = await admin(t, owner, 'GET', '/reports/traffic-log?outcome=redirect');
    assert.ok(redirects.total >= 1 && redirects.items.every((i: { outcome: string }) => i.outcome === 'redirect'));
    const page = await admin(t, owner, 'GET', `/reports/traffic-log?campaign_id=${other.id}&limit=1&offset=1`);
    assert.equal(page.items.length, 1);
    assert.equal(page.items[0].click_id, list.items[1].click_id);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/reports/traffic-log?outcome=sideways',
      headers: owner.headers,
    });
    assert.equal(bad.statusCode, 400);
    const viaGraphql = await gql(
      t,
      'query { traffic_log(limit: 1) { total items { click_id outcome } } }',
      {},
      { headers: owner.headers },
    );
    assert.equal(viaGraphql.data.traffic_log.items.length, 1);
  });

  it('is workspace-scoped and needs logs.view', async () => {
    const stranger = await createSession(t);
    const mine = await admin(t, owner, 'GET', '/reports/traffic-log?limit=1');
    const clickId = mine.items[0].click_id;
    assert.equal((await admin(t, stranger, 'GET', '/reports/traffic-log')).total, 0);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/admin_api/v1/clicks/${clickId}/trace`,
      headers: stranger.headers,
    });
    assert.equal(foreign.statusCode, 404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin_api/v1/reports/traffic-log' });
    assert.equal(anonymous.statusCode, 401);
    await query(t, `update memberships set permissions = array_remove(permissions, 'logs.view') where user_id = ?`, [
      owner.user_id,
    ]);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/admin_api/v1/clicks/${clickId}/trace`,
      headers: owner.headers,
    });
    assert.equal(denied.statusCode, 403);
    assert.match(denied.json().error, /no permission to view logs/);
  });

  it('samples deterministically from the click id', async () => {
    // Same decision every time, and the share follows the percentage.
    const ids = Array.from({ length: 2000 }, (_, i) => `01890000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`);
    const traced = ids.filter((id) => isTraced(id, 25));
    assert.deepEqual(
      traced,
      ids.filter((id) => isTraced(id, 25)),
    );
    assert.ok(traced.length > 350 && traced.length < 650, `${traced.length} of 2000 at 25%`);
  });

  it('exports routing metrics without campaign or workspace labels', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const series = [
      'clicks_total{outcome="redirect",channel="redirect"}',
      'clicks_total{outcome="do_nothing",channel="redirect"}',
      'routing_table_lookups_total{result="hit"}',
      'routing_table_lookups_total{result="miss"}',
    ];
    const before = await read();
    // This test's own traffic: a campaign compiled on its first click (a miss), then hits.
    const fresh = await c.campaign({});
    await c.flow(fresh.id, { offers: [{ offer_id: offer }] });
    assert.equal((await visit(t, fresh.alias)).statusCode, 302);
    assert.equal((await visit(t, fresh.alias)).statusCode, 302);
    assert.equal((await visit(t, other.alias)).statusCode, 204);
    const metrics = await read();
    assert.deepEqual(
      series.map((name) => seriesValue(metrics, name) - seriesValue(before, name) > 0),
      series.map(() => true),
      "each counter moved with this test's clicks",
    );
    assert.match(metrics, /click_routing_duration_seconds_bucket\{le="0.005",channel="redirect"\} \d+/);
    assert.match(metrics, /routing_table_size\{kind="compiled"\} [1-9]/);
    assert.doesNotMatch(metrics, /(campaign|workspace)(_id)?="|alias="/, 'no campaign or workspace label');
  });
});
