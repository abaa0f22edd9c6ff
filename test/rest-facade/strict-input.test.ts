import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { api, ok } from '../support/admin-api';
import { storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { gql } from '../support/gql';

const UUID = '0193a1c2-7d4e-7f00-9a3b-5c6d7e8f9a0b';
const DAY = 86_400_000;
const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);

/**
 * Issue 35, item 7: every Admin API route refuses an unknown query parameter, an unknown body field
 * and an unknown enum value with a 400 naming it (never its value); item 11: one vocabulary with
 * the old spellings as aliases. The walk covers every route of the OpenAPI document, so a route
 * added later is covered without a line here.
 */
describe('strict admin input: unknown parameters, fields and values are 400', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let openapi: { paths: Record<string, Record<string, any>> };

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    openapi = (await ok(t, fx.session, 'GET', '/openapi.json', undefined, 200)) as never;
  });
  after(async () => {
    await t.close();
  });

  const send = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/admin_api/v1${url}`,
      headers: { ...fx.session.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('walks every REST route of the OpenAPI document: an unknown query parameter and body field are 400 naming them', async () => {
    const failures: string[] = [];
    let routes = 0;
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        routes += 1;
        const url = path.replace(/\{\w+\}/g, UUID);
        const secret = 'sekr1t-value-42';
        const query = await send(method.toUpperCase(), `${url}?zz_unknown_param=${secret}`);
        if (
          query.statusCode !== 400 ||
          !query.body.includes('unknown query parameter \\"zz_unknown_param\\"') ||
          query.body.includes(secret)
        )
          failures.push(`${method} ${path}?zz_unknown_param → ${query.statusCode} ${query.body.slice(0, 160)}`);
        if (!['post', 'put', 'patch'].includes(method)) continue;
        const json = operation.requestBody?.content?.['application/json'];
        if (operation.requestBody && !json) continue; // an upload (multipart ZIP, a raw file)
        const body = await send(method.toUpperCase(), url, { ...(json?.example ?? {}), zz_unknown_field: secret });
        if (body.statusCode !== 400 || !body.body.includes('zz_unknown_field') || body.body.includes(secret))
          failures.push(`${method} ${path} {zz_unknown_field} → ${body.statusCode} ${body.body.slice(0, 160)}`);
      }
    }
    assert.ok(routes > 150, `only ${routes} routes in the document`);
    assert.deepEqual(failures, []);
  });

  it('refuses what issue 35 saw accepted: an export body field, a log export typo, nested unknown fields', async () => {
    const exported = await send('POST', '/reports/export', { format: 'csv', dimensions: ['country'], bogus: 1 });
    assert.equal(exported.statusCode, 400);
    assert.equal(exported.json().error, 'unknown field: bogus');
    const nested = await send('POST', '/reports/export', {
      dimensions: ['country'],
      filters: [{ dimension: 'country', operator: '=', value: 'US', colour: 'red' }],
    });
    assert.equal(nested.statusCode, 400);
    assert.equal(nested.json().error, 'unknown field: filters[0].colour');
    const typo = await send('GET', `/reports/clicks/export?campaign=${fx.campaign_id}`);
    assert.equal(typo.statusCode, 400);
    assert.equal(typo.json().error, 'unknown query parameter "campaign"');
    // The export's own enum: a value outside it is named by its parameter, not echoed.
    const format = await send('POST', '/reports/export', { format: 'xlsx-secret' });
    assert.equal(format.statusCode, 400);
    assert.doesNotMatch(format.body, /xlsx-secret/);
    // A query enum (the log's traffic filter) outside its values.
    const traffic = await send('GET', '/reports/clicks/export?traffic=robots-secret');
    assert.equal(traffic.statusCode, 400);
    assert.match(traffic.json().error, /traffic/);
    assert.doesNotMatch(traffic.body, /robots-secret/);
  });

  it('accepts format on the log exports (csv, the default) and refuses any other', async () => {
    for (const log of ['clicks', 'conversions', 'postbacks']) {
      const plain = await send('GET', `/reports/${log}/export`);
      const csv = await send('GET', `/reports/${log}/export?format=csv`);
      assert.deepEqual([plain.statusCode, csv.statusCode], [200, 200], `${log}: ${csv.body.slice(0, 200)}`);
      assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(csv.body.split('\n')[0], plain.body.split('\n')[0]);
      const html = await send('GET', `/reports/${log}/export?format=html`);
      assert.equal(html.statusCode, 400);
      assert.match(html.json().error, /^query parameter "format" must be one of csv$/);
    }
  });

  it('refuses a list given as one value (bulk ids) in REST and GraphQL', async () => {
    const rest = await send('POST', '/campaigns/bulk', { ids: fx.campaign_id, action: 'pause' });
    assert.equal(rest.statusCode, 400);
    assert.match(rest.json().error, /^ids: expected a list/);
    const listed = await send('POST', '/campaigns/bulk', { ids: [fx.campaign_id], action: 'pause' });
    assert.equal(listed.statusCode, 200, listed.body);
    const graphql = await gql(
      t,
      'mutation ($input: BulkInput!) { bulk_campaigns(input: $input) { changed } }',
      { input: { ids: fx.campaign_id, action: 'resume' } },
      { headers: fx.session.headers },
    );
    assert.match(graphql.errors?.[0]?.message ?? '', /ids: expected a list/);
  });

  it('takes a cost amount as a string only (the documented type); a JSON number is 400 naming amount', async () => {
    const number = await send('POST', `/campaigns/${fx.campaign_id}/costs`, {
      from: day(2),
      to: day(1),
      amount: 12.75,
    });
    assert.equal(number.statusCode, 400);
    assert.match(number.json().error, /^amount: expected an exact decimal number written as a string/);
    assert.doesNotMatch(number.body, /12\.75/);
  });

  it('echoes a cost update in the form it was asked: to_date the inclusive day, to the exclusive instant', async () => {
    await storeClick(t, fx, {}, new Date(`${day(1)}T12:00:00Z`));
    const answer = await ok(
      t,
      fx.session,
      'POST',
      `/campaigns/${fx.campaign_id}/costs`,
      {
        from: day(1),
        to: day(1),
        amount: '3',
      },
      200,
    );
    assert.deepEqual([answer.from_date, answer.to_date], [day(1), day(1)]);
    assert.equal(answer.to, new Date(Date.parse(`${day(1)}T00:00:00Z`) + DAY).toISOString());
    const read = await ok(t, fx.session, 'GET', `/cost-updates/${answer.id}`, undefined, 200);
    assert.deepEqual([read.from_date, read.to_date], [day(1), day(1)]);
  });

  it('audit entity_kind: the path spelling, with the table name and the singular as aliases; anything else is 400', async () => {
    const kinds = async (spelling: string) => {
      const page = await ok(t, fx.session, 'GET', `/audit?entity_kind=${spelling}`, undefined, 200);
      return page.items.map((row: any) => `${row.entity_kind}/${row.entity_table}`);
    };
    const sources = await kinds('sources');
    assert.ok(sources.length > 0);
    assert.ok(
      sources.every((kind: string) => kind === 'sources/traffic_sources'),
      sources.join(),
    );
    assert.deepEqual(await kinds('traffic_sources'), sources);
    assert.deepEqual(await kinds('source'), sources);
    const networks = await kinds('affiliate-networks');
    assert.ok(
      networks.length > 0 && networks.every((kind: string) => kind === 'affiliate-networks/affiliate_networks'),
    );
    assert.deepEqual(await kinds('affiliate_networks'), networks);
    const campaigns = await kinds('campaigns');
    assert.ok(campaigns.length > 0);
    assert.deepEqual(await kinds('campaign'), campaigns);
    const unknown = await api(t, fx.session, 'GET', '/audit?entity_kind=campaignz-secret');
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error, /^entity_kind must be one of campaigns, /);
    assert.doesNotMatch(JSON.stringify(unknown.body), /campaignz-secret/);
    const viaGraphql = await gql(
      t,
      'query { audit_log(entity_kind: "campaign") { items { entity_kind } total } }',
      {},
      { headers: fx.session.headers },
    );
    assert.equal(viaGraphql.data?.audit_log.total, campaigns.length);
  });

  it('kind parameters take the path spelling and its aliases (archive list); an enum refuses other words', async () => {
    for (const kind of [
      'affiliate-networks',
      'affiliate_networks',
      'affiliate-network',
      'sources',
      'traffic_sources',
    ]) {
      const archived = await api(t, fx.session, 'GET', `/archive?kind=${kind}`);
      assert.equal(archived.status, 200, `${kind}: ${JSON.stringify(archived.body)}`);
    }
    const refused = await api(t, fx.session, 'GET', '/archive?kind=networks-secret');
    assert.equal(refused.status, 400);
    assert.equal(
      refused.body.error,
      'kind must be one of campaigns, flows, offers, landings, sources, affiliate-networks',
    );
    // Groups take the kinds of their GraphQL enum (campaigns, offers, landings, sources): another word is 400 naming kind.
    const group = await api(t, fx.session, 'GET', '/groups?kind=networks-secret');
    assert.equal(group.status, 400);
    assert.match(group.body.error, /kind/);
    assert.doesNotMatch(JSON.stringify(group.body), /networks-secret/);
  });

  it('checks a saved report definition (a JSON scalar) as the report request it is', async () => {
    const nested = await send('POST', '/saved-reports', {
      name: 'Nested',
      definition: { dimensions: ['country'], filters: [{ dimension: 'country', operator: '=', value: 'US', x: 1 }] },
    });
    assert.equal(nested.statusCode, 400);
    assert.equal(nested.json().error, 'unknown field: definition.filters[0].x');
    const top = await send('POST', '/saved-reports', {
      name: 'Top',
      definition: { dimensions: ['country'], colour: 1 },
    });
    assert.equal(top.statusCode, 400);
    assert.equal(top.json().error, 'unknown field: definition.colour');
    const good = await send('POST', '/saved-reports', { name: 'Good', definition: { dimensions: ['country'] } });
    assert.equal(good.statusCode, 201, good.body);
  });
});
