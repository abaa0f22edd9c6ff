import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { api as call, ok } from '../../support/admin-api';
import {
  postback,
  query,
  storeClick,
  trackingFixture,
  withoutPermission,
  type TrackingFixture,
} from '../../support/conversions';
import { gql } from '../../support/gql';
import { createSession } from '../../support/session';

const DAY = 86_400_000;
const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
const noon = (ago: number, minute = 0) => new Date(`${day(ago)}T12:${String(minute).padStart(2, '0')}:00Z`);

/** POST /campaigns/{id}/costs (docs/reports.md, "Cost updates"): exact shares, rates, reports, refusals. */
describe('cost updates', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let other: TrackingFixture;
  let secondSource: string;
  const clicks: string[] = [];

  const costs = async (ids: string[]) =>
    (
      await query<{ click_id: string; cost: string }>(
        t,
        'select click_id, cost::text from clicks where click_id = any($1::uuid[]) order by created_at, click_id',
        [ids],
      )
    ).map((row) => row.cost);
  const report = (period: Record<string, string>) =>
    ok(t, fx.session, 'POST', '/reports/query', { ...period, dimensions: ['campaign'] }, 200);
  const written = async () => {
    const [row] = await query(
      t,
      `select (select count(*) from cost_updates)::int as updates,
              (select coalesce(sum(cost), 0)::text from clicks) as cost`,
    );
    return row;
  };

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    other = await trackingFixture(t);
    secondSource = (await ok(t, fx.session, 'POST', '/sources', { name: 'Second source' })).id;
    // Two days ago: three clicks (two with sub_id_1 'zone-1', one of the second source); yesterday: two.
    for (const [ago, minute, overrides] of [
      [2, 0, { sub_id_1: 'zone-1', cost: '0.1' }],
      [2, 1, { sub_id_1: 'zone-1', cost: '0.1' }],
      [2, 2, { sub_id_1: 'zone-2', source_id: secondSource, cost: '0.1' }],
      [1, 0, { sub_id_1: 'zone-2', cost: '0.1' }],
      [1, 1, { sub_id_1: 'zone-1', cost: '0.1' }],
    ] as const) {
      const click = await storeClick(t, fx, { ...overrides }, noon(ago, minute));
      clicks.push(click.click_id);
    }
    // A simulated click and a click of a flow that does not save traffic: reports leave them out, so do cost updates.
    await storeClick(t, fx, { is_simulated: true, cost: '0.1' }, noon(2, 3));
    await storeClick(t, fx, { save_traffic: false, cost: '0.1' }, noon(2, 4));
    const sale = await postback(t, fx.postback_key, { subid: clicks[0], status: 'sale', payout: '30', txid: 's1' });
    assert.equal(sale.statusCode, 200);
    await storeClick(t, other, { cost: '0.5' }, noon(2));
  });
  after(async () => {
    await t.close();
  });

  it('spreads the amount in equal shares, and cost, profit and roi in reports equal the new figures', async () => {
    const update = await ok(
      t,
      fx.session,
      'POST',
      `/campaigns/${fx.campaign_id}/costs`,
      { from: day(2), to: day(1), amount: '10' },
      200,
    );
    assert.equal(update.state, 'done');
    assert.equal(update.clicks, 5);
    assert.equal(update.percent, 100);
    assert.equal(update.currency, 'USD');
    assert.deepEqual(await costs(clicks), ['2.000000', '2.000000', '2.000000', '2.000000', '2.000000']);
    // The rollups (local days) and the fact tables (instants) agree at once.
    for (const period of [
      { from: day(2), to: day(1) },
      { from: `${day(2)}T00:00:00Z`, to: `${day(0)}T00:00:00Z` },
    ]) {
      const { totals } = await report(period);
      assert.equal(totals.clicks, 5);
      assert.equal(totals.cost, 10);
      assert.equal(totals.revenue, 30);
      assert.equal(totals.profit, 20);
      assert.equal(totals.roi, 200);
    }
    const [record] = await query(t, 'select user_id, amount::text, clicks::int from cost_updates where id = $1', [
      update.id,
    ]);
    assert.deepEqual(record, { user_id: fx.session.user_id, amount: '10.000000', clicks: 5 });
  });

  it('gives the rounding remainder to the first clicks, so the shares add up to the total exactly', async () => {
    await ok(
      t,
      fx.session,
      'POST',
      `/campaigns/${fx.campaign_id}/costs`,
      { from: day(2), to: day(2), amount: '1' },
      200,
    );
    assert.deepEqual(await costs(clicks.slice(0, 3)), ['0.333334', '0.333333', '0.333333']);
    const [sum] = await query(t, 'select sum(cost)::text as sum from clicks where click_id = any($1::uuid[])', [
      clicks.slice(0, 3),
    ]);
    assert.equal(sum.sum, '1.000000');
    assert.deepEqual(await costs(clicks.slice(3)), ['2.000000', '2.000000'], 'yesterday untouched');
    const { totals } = await report({ from: day(2), to: day(1) });
    assert.equal(totals.cost, 5);
    assert.equal(totals.profit, 25);
  });

  it('filters by source and by sub id', async () => {
    await ok(
      t,
      fx.session,
      'POST',
      `/campaigns/${fx.campaign_id}/costs`,
      { from: day(2), to: day(1), amount: '0.9', source_id: secondSource },
      200,
    );
    assert.equal((await costs([clicks[2]]))[0], '0.900000');
    const bySub = await ok(
      t,
      fx.session,
      'POST',
      `/campaigns/${fx.campaign_id}/costs`,
      { from: day(2), to: day(1), amount: '3', sub_ids: [{ n: 1, value: 'zone-1' }] },
      200,
    );
    assert.equal(bySub.clicks, 3);
    assert.deepEqual(await costs(clicks), ['1.000000', '1.000000', '0.900000', '2.000000', '1.000000']);
  });

  it('converts each share at its click date’s rate', async () => {
    await ok(t, fx.session, 'POST', '/currency-rates', { date: day(2), base: 'EUR', quote: 'USD', rate: '1.1' }, 200);
    await ok(t, fx.session, 'POST', '/currency-rates', { date: day(1), base: 'EUR', quote: 'USD', rate: '1.2' }, 200);
    const update = await ok(
      t,
      fx.session,
      'POST',
      `/campaigns/${fx.campaign_id}/costs`,
      { from: day(2), to: day(1), amount: '10', currency: 'EUR' },
      200,
    );
    assert.equal(update.currency, 'EUR');
    assert.equal(update.base_currency, 'USD');
    // 2 EUR a click: 2.2 USD two days ago, 2.4 USD yesterday.
    assert.deepEqual(await costs(clicks), ['2.200000', '2.200000', '2.200000', '2.400000', '2.400000']);
    const { totals } = await report({ from: day(2), to: day(1) });
    assert.equal(totals.cost, 11.4);
  });

  it('refuses a range without clicks and bad input with the field named, writing nothing', async () => {
    const before = await written();
    const cases: [unknown, number, RegExp][] = [
      [{ from: day(20), to: day(19), amount: '5' }, 422, /no clicks/],
      [{ from: day(2), to: day(1), amount: '-1' }, 400, /amount/],
      [{ from: day(2), to: day(1), amount: '1.1234567' }, 400, /amount/],
      [{ from: day(2), to: day(1), amount: '1000000000000' }, 400, /amount/],
      [{ from: 'yesterday', to: day(1), amount: '1' }, 400, /from/],
      [{ from: day(1), to: day(2), amount: '1' }, 400, /to/],
      [{ from: day(2), to: day(1), amount: '1', currency: 'EURO' }, 400, /currency/],
      [{ from: day(2), to: day(1), amount: '1', currency: 'GBP' }, 422, /currency: no rate from GBP/],
      [{ from: day(2), to: day(1), amount: '1', sub_ids: [{ n: 31, value: 'x' }] }, 400, /sub_ids\[0\]\.n/],
      [{ from: day(2), to: day(1), amount: '1', source_id: other.source_id }, 422, /source_id/],
      [{ from: day(2), to: day(1) }, 400, /amount/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/costs`, body);
      assert.equal(answer.status, status, JSON.stringify(body));
      assert.match(answer.body.error, message, JSON.stringify(body));
    }
    assert.deepEqual(await written(), before);
  });

  it('needs statistics.edit to update and statistics.view to read', async () => {
    const before = await written();
    const body = { from: day(2), to: day(1), amount: '7' };
    const manager = await createSession(t, { workspace_id: fx.workspace_id, role: 'manager' });
    assert.equal((await call(t, manager, 'POST', `/campaigns/${fx.campaign_id}/costs`, body)).status, 403);
    assert.equal((await call(t, manager, 'GET', '/cost-updates')).status, 403);
    const admin = await createSession(t, { workspace_id: fx.workspace_id, role: 'admin' });
    await withoutPermission(t, admin, 'statistics.edit');
    assert.equal((await call(t, admin, 'POST', `/campaigns/${fx.campaign_id}/costs`, body)).status, 403);
    assert.equal((await call(t, admin, 'GET', '/cost-updates')).status, 200);
    const graph = await gql(
      t,
      `mutation ($id: UUID!) { update_campaign_costs(campaign_id: $id, from: "${day(2)}", to: "${day(1)}", amount: "7") { id } }`,
      { id: fx.campaign_id },
      { headers: manager.headers },
    );
    assert.equal(graph.errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.deepEqual(await written(), before);
  });

  it('keeps workspaces apart: another workspace’s campaign is 404, its updates invisible', async () => {
    const before = await written();
    const foreign = await call(t, fx.session, 'POST', `/campaigns/${other.campaign_id}/costs`, {
      from: day(2),
      to: day(1),
      amount: '1',
    });
    assert.equal(foreign.status, 404);
    assert.deepEqual(await written(), before);
    const mine = await ok(t, fx.session, 'GET', '/cost-updates', undefined, 200);
    assert.ok(mine.length >= 4);
    // The history says who updated the costs (a name, else the e-mail).
    const [author] = await query(t, "select coalesce(nullif(name, ''), email) as who from users where id = $1", [
      mine[0].user_id,
    ]);
    assert.equal(mine[0].user_name, author.who);
    assert.equal((await call(t, other.session, 'GET', `/cost-updates/${mine[0].id}`)).status, 404);
    assert.deepEqual(await ok(t, other.session, 'GET', '/cost-updates', undefined, 200), []);
    const [theirs] = await query(t, 'select cost::text from clicks where workspace_id = $1', [other.workspace_id]);
    assert.equal(theirs.cost, '0.500000');
  });

  it('is in the OpenAPI document with its body, answer, descriptions and examples', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
    const operation = document.paths['/campaigns/{id}/costs'].post;
    const body = operation.requestBody.content['application/json'];
    assert.deepEqual(body.schema.required.sort(), ['amount', 'from', 'to']);
    assert.match(body.schema.properties.amount.description, /total cost/);
    assert.equal(body.example.amount, '125.40');
    const answer = operation.responses['200'].content['application/json'];
    assert.ok(answer.schema.properties.percent);
    assert.equal(answer.example.state, 'done');
    assert.ok(document.paths['/cost-updates/{id}'].get.responses['200'].content['application/json'].example);
  });

  it('answers over GraphQL with the same service', async () => {
    const answer = await gql(
      t,
      `mutation ($id: UUID!) { update_campaign_costs(campaign_id: $id, from: "${day(1)}", to: "${day(1)}", amount: "4") {
         state clicks amount } }`,
      { id: fx.campaign_id },
      { headers: fx.session.headers },
    );
    assert.deepEqual(answer.data?.update_campaign_costs, { state: 'done', clicks: 2, amount: '4' });
    assert.deepEqual(await costs(clicks.slice(3)), ['2.000000', '2.000000']);
  });
});
