import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/harness';
import {
  api,
  postback,
  storeClick,
  trackingFixture,
  withoutPermission,
  type TrackingFixture,
} from '../../support/conversions';
import { createSession, type Session } from '../../support/session';
import { exportClickLog, MAX_LOG_EXPORT_ROWS } from '../../../services/logs/log-export';

const MINUTE = 60_000;

/** The log exports GET /reports/{clicks,conversions,postbacks}/export (docs/reports.md, "Log exports"). */
describe('log exports', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let other: TrackingFixture;
  const clicks: Record<string, string> = {};

  const download = (session: Session, path: string) =>
    t.app.inject({ method: 'GET', url: `/admin_api/v1${path}`, headers: session.headers });
  const rows = (body: string) => parse(body, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    other = await trackingFixture(t);
    const now = Date.now();
    clicks.de = (await storeClick(t, fx, { country: 'DE', cost: '0.25' }, new Date(now - 10 * MINUTE))).click_id;
    clicks.formula = (
      await storeClick(
        t,
        fx,
        { country: 'FR', sub_id_1: '=HYPERLINK("https://evil.example","x")', sub_id_2: '-1.5' },
        new Date(now - 9 * MINUTE),
      )
    ).click_id;
    clicks.bot = (await storeClick(t, fx, { country: 'US', is_bot: true }, new Date(now - 8 * MINUTE))).click_id;
    clicks.other = (await storeClick(t, other, { country: 'DE' }, new Date(now - 7 * MINUTE))).click_id;
    const sent = await postback(t, fx.postback_key, { subid: clicks.de, status: 'sale', payout: '30', txid: 'x1' });
    assert.equal(sent.statusCode, 200);
  });
  after(async () => {
    await t.close();
  });

  it('exports the click log with the log’s filters and the same rows, newest first', async () => {
    const filter = 'country=DE,FR&traffic=human';
    const res = await download(fx.session, `/reports/clicks/export?${filter}`);
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/csv/);
    assert.match(res.headers['content-disposition'] as string, /clicks\.csv/);
    assert.equal(res.headers['x-export-limit'], String(MAX_LOG_EXPORT_ROWS));
    const exported = rows(res.body);
    const log = await api(t, fx.session, 'GET', `/reports/clicks?${filter}`);
    assert.deepEqual(
      exported.map((row) => row.click_id),
      log.items.map((item: { click_id: string }) => item.click_id),
    );
    assert.deepEqual(
      exported.map((row) => row.click_id),
      [clicks.formula, clicks.de],
    );
    const de = exported.find((row) => row.click_id === clicks.de);
    assert.equal(de?.campaign_name, 'Campaign');
    assert.equal(de?.cost, '0.25');
    assert.equal(de?.is_bot, 'false');
    assert.ok(!Number.isNaN(Date.parse(de?.time ?? '')));
    assert.ok(!res.body.includes('# warning'));
  });

  it('neutralises cells a spreadsheet would run as formulas, and leaves numbers as they are', async () => {
    const res = await download(fx.session, `/reports/clicks/export?click_id=${clicks.formula}`);
    const [row] = rows(res.body);
    assert.equal(row.sub_id_1, '\'=HYPERLINK("https://evil.example","x")');
    assert.equal(row.sub_id_2, '-1.5');
  });

  it('exports the conversion log and the postback log with their filters', async () => {
    const conversions = rows((await download(fx.session, '/reports/conversions/export?status=sale')).body);
    assert.equal(conversions.length, 1);
    assert.equal(conversions[0].click_id, clicks.de);
    assert.equal(conversions[0].status, 'sale');
    assert.equal(conversions[0].payout, '30');
    assert.equal(conversions[0].transaction_id, 'x1');
    const none = await download(fx.session, '/reports/conversions/export?status=lead,rejected');
    assert.equal(none.statusCode, 200);
    assert.equal(rows(none.body).length, 0);
    assert.match(none.body, /^conversion_date,conversion_id,click_id/);
    const postbacks = rows((await download(fx.session, '/reports/postbacks/export?direction=incoming')).body);
    assert.ok(postbacks.some((row) => row.click_id === clicks.de && row.response_code === '200'));
    assert.ok(postbacks.every((row) => row.direction === 'incoming'));
  });

  it('never exports another workspace’s rows', async () => {
    const mine = rows((await download(fx.session, '/reports/clicks/export')).body);
    assert.ok(!mine.some((row) => row.click_id === clicks.other));
    const theirs = rows((await download(fx.session, `/reports/clicks/export?campaign_id=${other.campaign_id}`)).body);
    assert.equal(theirs.length, 0);
    const theirConversions = rows((await download(other.session, '/reports/conversions/export')).body);
    assert.equal(theirConversions.length, 0);
  });

  it('cuts an export at its limit and says so in a trailer line', async () => {
    const pool = t.runtime.services.reportPool;
    const cut = await text(await exportClickLog(pool, fx.workspace_id, {}, new Date(), 2));
    const lines = cut.trim().split('\n');
    assert.equal(lines.length, 4);
    assert.equal(lines[3], '# warning: more than 2 clicks match; this export holds the newest 2');
    const whole = await text(await exportClickLog(pool, fx.workspace_id, {}, new Date(), 3));
    assert.equal(whole.trim().split('\n').length, 4);
    assert.ok(!whole.includes('# warning'));
  });

  it('refuses bad parameters with 400 naming them', async () => {
    const cases: [string, RegExp][] = [
      ['/reports/clicks/export?traffic=robot', /traffic/],
      ['/reports/clicks/export?from=yesterday', /from/],
      ['/reports/clicks/export?limit=5', /limit/],
      ['/reports/clicks/export?country=Germany', /country/],
      ['/reports/conversions/export?status=won', /status/],
      ['/reports/conversions/export?campaign_id=abc', /campaign_id/],
      ['/reports/postbacks/export?outcome=maybe', /outcome/],
    ];
    for (const [path, field] of cases) {
      const res = await download(fx.session, path);
      assert.equal(res.statusCode, 400, path);
      assert.match(res.json().error, field, path);
    }
  });

  it('needs logs.view', async () => {
    const viewer = await createSession(t, { workspace_id: fx.workspace_id, role: 'viewer' });
    assert.equal((await download(viewer, '/reports/clicks/export')).statusCode, 200);
    await withoutPermission(t, viewer, 'logs.view');
    for (const kind of ['clicks', 'conversions', 'postbacks'])
      assert.equal((await download(viewer, `/reports/${kind}/export`)).statusCode, 403, kind);
  });

  it('is in the OpenAPI document with the log’s filters', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
    const operation = document.paths['/reports/clicks/export'].get;
    const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
    assert.ok(names.includes('country') && names.includes('traffic'));
    assert.ok(!names.includes('cursor') && !names.includes('limit'));
    assert.ok(operation.responses['200'].content['text/csv'].example);
    assert.ok(document.paths['/reports/postbacks/export'].get.description.includes('1,000,000'));
  });
});
