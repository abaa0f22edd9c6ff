import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { api as call } from '../../support/admin-api';
import { api, postback, query, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { randomTestIp } from '../../support/session';
import { waitFor } from '../../support/wait';

/** `YYYY-MM-DD HH:MM:SS` (UTC) some time ago, as Keitaro and Binom export times. */
const exported = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 19).replace('T', ' ');

/** The migration kit (docs/import.md): Keitaro with semicolons, Binom, previous click ids, re-sends, dry runs. */
describe('moving in from another tracker', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  const upload = (body: string, query: string) =>
    t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/import/external-tracker?${query}`,
      headers: { ...fx.session.headers, 'content-type': 'text/csv' },
      payload: body,
      remoteAddress: randomTestIp(),
    });
  const finished = (id: string) =>
    waitFor(
      () => api(t, fx.session, 'GET', `/import/external-tracker/${id}`),
      (i: any) => i.state === 'done' || i.state === 'failed',
      30_000,
    );
  const imported = async (body: string, query: string) => {
    const res = await upload(body, query);
    assert.equal(res.statusCode, 202, res.body);
    return finished(res.json().id);
  };
  const clickOf = async (importId: string, previousId: string) =>
    (
      await query(
        t,
        `select k.*, o.url as offer_url, l.url as landing_url from previous_click_ids p
           join clicks k on k.click_id = p.click_id
           left join offers o on o.id = k.offer_id left join landings l on l.id = k.landing_id
          where p.import_id = $1 and p.previous_click_id = $2`,
        [importId, previousId],
      )
    )[0];

  before(async () => {
    t = await startTestApp({ workers: true });
    fx = await trackingFixture(t);
  });
  after(() => t?.close());

  it("reads a Keitaro export split on semicolons, keeps Keitaro's click ids, and binds a late postback to them", async () => {
    const body = [
      'Sub ID;Datetime;Campaign;Offer;Offer URL;Landing;Landing URL;Country;External ID;Is lead;Revenue;Sub ID 1',
      `3gvf7n2k;${exported(7200_000)};KT semi;KT semi offer;https://offers.example.com/go?x=1;KT lander;` +
        'https://lp.example.com/a;FR;src-1;0;0;zone, 7',
      `3gvf7n2m;${exported(3600_000)};KT semi;KT semi offer;https://offers.example.com/go?x=1;;;DE;src-2;1;2,50;z8`,
    ].join('\r\n');
    const done = await imported(body, 'layout=keitaro');
    assert.equal(done.state, 'done', done.error);
    assert.deepEqual([done.clicks, done.conversions, done.rejected], [2, 1, 0]);
    assert.equal(done.delimiter, null, 'detected, not asked for');

    const first = await clickOf(done.id, '3gvf7n2k');
    assert.equal(first.country, 'FR');
    assert.equal(first.sub_id_1, 'zone, 7');
    assert.equal(first.external_click_id, 'src-1', "the source's id stays the source's");
    assert.equal(first.offer_url, 'https://offers.example.com/go?x=1');
    assert.equal(first.landing_url, 'https://lp.example.com/a');

    // The network still sends Keitaro's {subid} for a click made before the switch-over.
    const late = await postback(t, fx.postback_key, { subid: '3gvf7n2k', status: 'lead', payout: '4', txid: 'late-1' });
    assert.equal(late.statusCode, 200, late.body);
    assert.equal(late.body, 'ok');
    const [conversion] = await query(t, `select click_id, status, payout::text from conversions where txid = 'late-1'`);
    assert.deepEqual({ ...conversion }, { click_id: first.click_id, status: 'lead', payout: '4.000000' });

    // The manual upload goes through the same lookup.
    const second = await clickOf(done.id, '3gvf7n2m');
    const uploaded = await call(t, fx.session, 'POST', '/conversions/upload', {
      lines: [{ click_id: '3gvf7n2m', status: 'sale', payout: '9', txid: 'late-2' }],
    });
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    assert.deepEqual(uploaded.body.counts, { recorded: 1, updated: 0, duplicate: 0, refused: 0 });
    const [sale] = await query(t, `select click_id from conversions where txid = 'late-2'`);
    assert.equal(sale.click_id, second.click_id);

    // An id no import knows is still an unknown click; another workspace cannot reach this one's ids.
    assert.equal((await postback(t, fx.postback_key, { subid: 'never-seen', status: 'lead' })).statusCode, 503);
    const other = await trackingFixture(t);
    assert.equal((await postback(t, other.postback_key, { subid: '3gvf7n2k', status: 'lead' })).statusCode, 503);
  });

  it('takes the delimiter asked for, and refuses an unknown one naming the field', async () => {
    const body = `click_time;campaign\n${new Date(Date.now() - 60_000).toISOString()};Explicit semi\n`;
    const done = await imported(body, 'layout=csv&delimiter=semicolon');
    assert.equal(done.state, 'done', done.error);
    assert.equal(done.delimiter, ';');
    assert.equal(done.clicks, 1);
    // Asked for commas, the same file has one column the layout does not know.
    const comma = await imported(body.replace('Explicit', 'Comma'), 'layout=csv&delimiter=comma');
    assert.equal(comma.state, 'failed');
    assert.equal(comma.error, 'unknown column at position 1 (docs/import.md lists the columns)');
    const bad = await upload(body, 'layout=csv&delimiter=pipe');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /delimiter\\?"? must be one of auto, comma, semicolon, tab/);
  });

  it("reads Binom's click log: Click ID, Date, Campaign, Country, Token 1…10, Lead and Payout", async () => {
    const tokens = Array.from({ length: 10 }, (_, i) => `Token ${i + 1}`);
    const values = (row: number) => Array.from({ length: 10 }, (_, i) => `t${i + 1}-${row}`);
    const body = [
      ['Click ID', 'Date', 'Campaign', 'Traffic source', 'Offer', 'Country', 'IP', ...tokens, 'Lead', 'Payout'].join(
        ',',
      ),
      [
        'BN-1',
        exported(5400_000),
        'Binom camp',
        'Binom src',
        'Binom offer',
        'US',
        '203.0.113.7',
        ...values(1),
        '0',
        '0',
      ],
      [
        'BN-2',
        exported(5000_000),
        'Binom camp',
        'Binom src',
        'Binom offer',
        'CA',
        '203.0.113.8',
        ...values(2),
        '1',
        '7.5',
      ],
      ['BN-3', exported(4000_000), 'Binom camp', 'Binom src', '', 'GB', '', ...values(3), 'sale', '20'],
    ]
      .map((cells) => (Array.isArray(cells) ? cells.join(',') : cells))
      .join('\n');
    const done = await imported(body, 'layout=binom');
    assert.equal(done.state, 'done', done.error);
    assert.deepEqual([done.clicks, done.conversions, done.rejected], [3, 2, 0]);
    const click = await clickOf(done.id, 'BN-2');
    assert.equal(click.country, 'CA');
    assert.deepEqual(
      Array.from({ length: 10 }, (_, i) => click[`sub_id_${i + 1}`]),
      values(2),
    );
    const conversions = await query(
      t,
      `select p.previous_click_id, c.status, c.payout::text from conversions c
         join previous_click_ids p on p.click_id = c.click_id where c.import_id = $1 order by 1`,
      [done.id],
    );
    assert.deepEqual(
      conversions.map((c) => [c.previous_click_id, c.status, c.payout]),
      [
        ['BN-2', 'lead', '7.500000'],
        ['BN-3', 'sale', '20.000000'],
      ],
    );
  });

  it('fails a malformed file of each vendor layout with the line or column, leaving no row', async () => {
    const keitaro = await imported(
      `Sub ID;Datetime;Campaign\nk1;${exported(1000)};"Broken;\nk2;${exported(1000)};X\n`,
      'layout=keitaro',
    );
    assert.equal(keitaro.state, 'failed');
    assert.match(keitaro.error, /^broken CSV quoting at line \d+/);
    const binom = await imported(
      `Click ID,Date,Campaign,Favourite colour\nb1,${exported(1000)},X,blue\n`,
      'layout=binom',
    );
    assert.equal(binom.state, 'failed');
    assert.equal(binom.error, 'unknown column at position 4 for the binom layout (docs/import.md lists the columns)');
    const short = await imported(`Click ID,Date,Campaign\nb1,${exported(1000)}\n`, 'layout=binom');
    assert.equal(short.state, 'failed');
    assert.match(short.error, /^row at line 2 has a different number of fields than the header/);
    for (const failed of [keitaro, binom, short]) {
      const [{ n }] = await query(t, 'select count(*)::int as n from previous_click_ids where import_id = $1', [
        failed.id,
      ]);
      assert.equal(n, 0);
    }
  });

  it('takes a failed file again as a new import, while a done one stays a duplicate', async () => {
    const body = `click_time,campaign,colour\n${new Date(Date.now() - 60_000).toISOString()},Resent,red\n`;
    const failed = await imported(body, 'layout=csv');
    assert.equal(failed.state, 'failed');
    const again = await upload(body, 'layout=csv');
    assert.equal(again.statusCode, 202, again.body);
    assert.equal(again.json().duplicate, false);
    assert.notEqual(again.json().id, failed.id);
    assert.equal((await finished(again.json().id)).state, 'failed');

    const good = `click_time,campaign\n${new Date(Date.now() - 60_000).toISOString()},Resent ok\n`;
    const done = await imported(good, 'layout=csv');
    assert.equal(done.state, 'done');
    const duplicate = await upload(good, 'layout=csv');
    assert.equal(duplicate.statusCode, 200);
    assert.deepEqual([duplicate.json().id, duplicate.json().duplicate], [done.id, true]);
  });

  it('a dry run reports what it would write and create, and writes nothing', async () => {
    const tables = async () =>
      (
        await query(
          t,
          `select (select count(*)::int from clicks where workspace_id = $1) as clicks,
                  (select count(*)::int from conversions where workspace_id = $1) as conversions,
                  (select count(*)::int from campaigns where workspace_id = $1) as campaigns,
                  (select count(*)::int from offers where workspace_id = $1) as offers,
                  (select count(*)::int from traffic_sources where workspace_id = $1) as sources,
                  (select count(*)::int from landings where workspace_id = $1) as landings,
                  (select count(*)::int from previous_click_ids where workspace_id = $1) as previous`,
          [fx.workspace_id],
        )
      )[0];
    const before = await tables();
    const rows = Array.from(
      { length: 1500 },
      (_, i) =>
        `d${i};${exported(600_000 + i * 1000)};Dry camp ${i % 3};Dry offer;Dry source;${i % 4 ? 0 : 1};${i % 4 ? 0 : 3}`,
    );
    rows.splice(10, 0, `bad;not a time;Dry camp 0;Dry offer;Dry source;0;0`);
    const body = ['Sub ID;Datetime;Campaign;Offer;Traffic source;Is lead;Revenue', ...rows].join('\n');
    const done = await imported(body, 'layout=keitaro&dry_run=true');
    assert.equal(done.state, 'done', done.error);
    assert.equal(done.dry_run, true);
    assert.deepEqual([done.clicks, done.conversions, done.rejected], [1500, 375, 1]);
    assert.deepEqual(done.rejected_rows, [
      { line: 12, reason: 'click_time is not a date and time (ISO 8601 or YYYY-MM-DD HH:MM:SS UTC)' },
    ]);
    assert.deepEqual(done.would_create, { campaign: 3, source: 1, offer: 1, landing: 0 });
    assert.deepEqual(await tables(), before);
    // A dry run is no import of the file: the real one is taken next.
    const real = await upload(body, 'layout=keitaro');
    assert.equal(real.statusCode, 202, real.body);
    assert.equal((await finished(real.json().id)).clicks, 1500);
  });
});
