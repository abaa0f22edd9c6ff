import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { housekeepingJob } from '../../../jobs/housekeeping';
import {
  api,
  postback,
  query,
  storeClick,
  trackingFixture,
  withoutPermission,
  type TrackingFixture,
} from '../../support/conversions';
import { createSession } from '../../support/session';

const DAY = 86_400_000;

describe('conversion log GET /admin_api/v1/reports/conversions', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let secondCampaign: string;
  const clicks: Record<string, string> = {};

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    await api(t, fx.session, 'POST', '/custom-statuses', { code: 'deposit', counts_as: 'sales' });
    secondCampaign = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second', source_id: fx.source_id })).id;
    const now = Date.now();
    const sends: [string, number, string, string?][] = [
      ['old_lead', now - 3 * DAY, 'lead'],
      ['sale', now - 60_000, 'sale'],
      ['rejected', now - 50_000, 'rejected'],
      ['trash', now - 40_000, 'trash'],
      ['deposit', now - 30_000, 'deposit'],
      ['second', now - 20_000, 'lead', secondCampaign],
    ];
    for (const [name, time, status, campaign] of sends) {
      const click = await storeClick(t, { ...fx, campaign_id: campaign ?? fx.campaign_id }, {}, new Date(time));
      clicks[name] = click.click_id;
      assert.equal(
        (await postback(t, fx.postback_key, { subid: click.click_id, status, payout: '2', txid: `tx-${name}` }))
          .statusCode,
        200,
      );
    }
  });
  after(async () => t.close());

  const log = (query = '') => api(t, fx.session, 'GET', `/reports/conversions${query ? `?${query}` : ''}`);

  it('lists the last 24 hours by conversion date, newest first, with the copied click fields', async () => {
    const page = await log();
    assert.equal(page.total, 6);
    assert.equal(page.items[0].click_id, clicks.second, 'newest conversion first');
    const sale = page.items.find((item: { click_id: string }) => item.click_id === clicks.sale);
    assert.equal(sale.status, 'sale');
    assert.equal(sale.status_bucket, 'sales');
    assert.equal(sale.payout, '2');
    assert.equal(sale.amount, '2');
    assert.equal(sale.currency, 'USD');
    assert.equal(sale.base_currency, 'USD');
    assert.equal(sale.transaction_id, 'tx-sale');
    assert.equal(sale.origin, 'postback');
    assert.equal(sale.campaign_id, fx.campaign_id);
    assert.equal(sale.country, 'DE');
    assert.equal(sale.sub_ids.length, 30);
    assert.equal(sale.sub_ids[0], 'sub-one');
    assert.equal(sale.sub_ids[29], 'sub-thirty');
    assert.ok(sale.delay_seconds >= 59, String(sale.delay_seconds));
    assert.ok(new Date(sale.click_date) < new Date(sale.conversion_date));
  });

  it('applies the period to the click date when asked', async () => {
    const from = new Date(Date.now() - 4 * DAY).toISOString();
    const to = new Date(Date.now() - 2 * DAY).toISOString();
    const byClick = await log(`date_basis=click&from=${from}&to=${to}`);
    assert.deepEqual(
      byClick.items.map((item: { click_id: string }) => item.click_id),
      [clicks.old_lead],
    );
    const byConversion = await log(`date_basis=conversion&from=${from}&to=${to}`);
    assert.equal(byConversion.total, 0, 'the conversion itself happened today');
    const today = await log('date_basis=click');
    assert.equal(today.total, 5, 'the last 24 hours by click date leave the old click out');
  });

  it('filters by status bucket (custom statuses in their counts_as), campaign and click id', async () => {
    const sales = await log('status=sale');
    assert.deepEqual(
      new Set(sales.items.map((item: { click_id: string }) => item.click_id)),
      new Set([clicks.sale, clicks.deposit]),
    );
    const several = await log('status=rejected,trash');
    assert.deepEqual(
      new Set(several.items.map((item: { status: string }) => item.status)),
      new Set(['rejected', 'trash']),
    );
    const leads = await log('status=lead');
    assert.equal(leads.total, 2);
    const second = await log(`campaign_id=${secondCampaign}`);
    assert.deepEqual(
      second.items.map((item: { click_id: string }) => item.click_id),
      [clicks.second],
    );
    const exact = await log(`click_id=${clicks.trash}`);
    assert.deepEqual(
      exact.items.map((item: { click_id: string }) => item.click_id),
      [clicks.trash],
    );
    const prefix = await log(`click_id=${clicks.trash.slice(0, 23)}`);
    assert.ok(prefix.items.some((item: { click_id: string }) => item.click_id === clicks.trash));
    assert.ok(prefix.total <= 6);
  });

  it('pages with limit and offset and reports the total', async () => {
    const first = await log('limit=2');
    const second = await log('limit=2&offset=2');
    assert.equal(first.total, 6);
    assert.equal(first.items.length, 2);
    assert.equal(first.limit, 2);
    assert.equal(second.offset, 2);
    const ids = [...first.items, ...second.items].map((item: { conversion_id: string }) => item.conversion_id);
    assert.equal(new Set(ids).size, 4, 'pages never overlap');
  });

  it('refuses bad parameters with 400', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit must be from 1 to 500'],
      ['offset=-1', 'offset must be 0 or more'],
      [`from=${new Date().toISOString()}&to=${new Date(Date.now() - DAY).toISOString()}`, 'from must be before to'],
      [`from=${new Date(Date.now() - 100 * DAY).toISOString()}`, 'the period is at most 90 days'],
      ['click_id=xyz', 'click_id must be a click id or its beginning (at least 4 hexadecimal characters)'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/admin_api/v1/reports/conversions?${query}`,
        headers: fx.session.headers,
      });
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().error, message);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/reports/conversions?status=won',
      headers: fx.session.headers,
    });
    assert.equal(unknown.statusCode, 400);
    const stray = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/reports/conversions?colour=red',
      headers: fx.session.headers,
    });
    assert.equal(stray.statusCode, 400);
    assert.equal(stray.json().error, 'unknown query parameter "colour"');
  });

  it('is scoped to the workspace and needs logs.view', async () => {
    const other = await trackingFixture(t);
    assert.equal((await api(t, other.session, 'GET', '/reports/conversions')).total, 0);
    const viewer = await createSession(t, { role: 'viewer', workspace_id: fx.workspace_id });
    assert.equal((await api(t, viewer, 'GET', '/reports/conversions')).total, 6);
    await withoutPermission(t, viewer, 'logs.view');
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/reports/conversions',
      headers: viewer.headers,
    });
    assert.equal(forbidden.statusCode, 403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin_api/v1/reports/conversions' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('keeps the postback log 24 hours and conversion partitions with the clicks (housekeeping)', async () => {
    await query(
      t,
      `insert into postback_log (workspace_id, created_at, direction, channel, method, response_code, url, attempt, result)
       values ($1, now() - interval '25 hours', 'incoming', 'postback', 'GET', 200, 'old', 1, 'recorded'),
              ($1, now() - interval '23 hours', 'incoming', 'postback', 'GET', 200, 'recent', 1, 'recorded')`,
      [fx.workspace_id],
    );
    const result = (await housekeepingJob.process({}, t.runtime.services)) as {
      deleted: Record<string, number>;
      conversionPartitions: { created: string[] };
    };
    assert.ok(result.deleted.postback_log >= 1);
    const urls = (await query(t, `select url from postback_log where url in ('old', 'recent')`)).map((row) => row.url);
    assert.deepEqual(urls, ['recent']);
    const partitions = (
      await query(
        t,
        `select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'conversions'::regclass`,
      )
    ).map((row) => row.relname);
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    assert.ok(partitions.includes(`conversions_p${today}`), partitions.join());
  });

  it('lists only the last 24 hours of the postback log, even before housekeeping has deleted older entries', async () => {
    await query(
      t,
      `insert into postback_log (workspace_id, created_at, direction, channel, method, response_code, url, attempt, result)
       values ($1, now() - interval '25 hours', 'incoming', 'postback', 'GET', 200, 'listed-25h', 1, 'recorded'),
              ($1, now() - interval '23 hours', 'incoming', 'postback', 'GET', 200, 'listed-23h', 1, 'recorded')`,
      [fx.workspace_id],
    );
    const from = encodeURIComponent(new Date(Date.now() - 48 * 3600_000).toISOString());
    const urls = (await api(t, fx.session, 'GET', `/reports/postbacks?from=${from}&limit=500`)).items.map(
      (item: { url: string }) => item.url,
    );
    assert.ok(urls.includes('listed-23h'), 'younger than 24 hours: listed');
    assert.ok(!urls.includes('listed-25h'), 'older than 24 hours: not listed, though not deleted yet');
  });

  it('lists a conversion of a flow that does not save traffic, marked; reports leave it out', async () => {
    const own = await trackingFixture(t);
    const kept = await storeClick(t, own, {});
    const unsaved = await storeClick(t, own, { save_traffic: false });
    for (const [click, payout] of [
      [kept, '10'],
      [unsaved, '25'],
    ] as const)
      assert.equal(
        (await postback(t, own.postback_key, { subid: click.click_id, status: 'sale', payout })).statusCode,
        200,
      );
    const listed = await api(t, own.session, 'GET', '/reports/conversions');
    assert.equal(listed.total, 2);
    assert.deepEqual(
      listed.items.map((c: any) => [c.click_id, c.save_traffic, c.payout]).sort(),
      [
        [kept.click_id, true, '10'],
        [unsaved.click_id, false, '25'],
      ].sort(),
    );
    // Reports count clicks and conversions of saved traffic only (docs/conversions.md).
    const report = await api(t, own.session, 'POST', '/reports/query', {
      period: 'today',
      metrics: ['conversions', 'revenue'],
    });
    assert.deepEqual([report.totals.conversions, report.totals.revenue], [1, 10]);
  });

  it('answers the same through GraphQL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: fx.session.headers,
      payload: { query: '{ conversion_log(status: [sale], limit: 10) { total items { click_id status } } }' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.conversion_log.total, 2);
  });
});
