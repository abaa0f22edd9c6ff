import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { Readable } from 'node:stream';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { processImport } from '../../../services/importing/process';
import { importFilePath, storeUpload } from '../../../services/importing/upload';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, query, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { createSession, randomTestIp } from '../../support/session';
import { waitFor } from '../../support/wait';

const HEADER =
  'click_time,campaign,source,offer,country,device_type,ip,sub_id_1,is_bot,cost,conversion_status,conversion_time,payout';
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

/** `n` valid rows of our CSV layout; every 10th row converts. */
function csvRows(n: number, campaign = 'Imported campaign'): string[] {
  return Array.from({ length: n }, (_, i) => {
    const converts = i % 10 === 0;
    return [
      iso(3600_000 + i * 1000),
      campaign,
      'Imported source',
      'Imported offer',
      i % 2 ? 'DE' : 'US',
      'mobile',
      '203.0.113.9',
      `s${i}`,
      '0',
      '0.01',
      converts ? 'lead' : '',
      converts ? iso(60_000) : '',
      converts ? '3.5' : '',
    ].join(',');
  });
}

describe('import from another tracker', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let baseUrl: string;

  const upload = (body: string | Buffer, layout = 'csv', ip = randomTestIp(), headers = fx.session.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/import/external-tracker?layout=${layout}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: body,
      remoteAddress: ip,
    });
  const finished = (id: string) =>
    waitFor(
      () => api(t, fx.session, 'GET', `/import/external-tracker/${id}`),
      (i: any) => i.state === 'done' || i.state === 'failed',
      30_000,
    );
  const rowsOf = async (id: string) =>
    (
      await query(
        t,
        'select (select count(*)::int from clicks where import_id = $1) as clicks, (select count(*)::int from ' +
          'conversions where import_id = $1) as conversions',
        [id],
      )
    )[0];

  before(async () => {
    t = await startTestApp({ workers: true });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fx = await trackingFixture(t);
  });
  after(() => t?.close());

  it(
    'imports our CSV layout in the background: clicks, conversions, entities matched or created by name, ' +
      'rejected rows reported',
    async () => {
      const existing = await api(t, fx.session, 'POST', '/campaigns', { name: 'Existing campaign' });
      const rows = [...csvRows(1200), ...csvRows(10, 'Existing campaign')];
      rows.splice(5, 0, `not a date,Imported campaign,,,,,,,,,,,`);
      rows.splice(7, 0, `${iso(200 * 86_400_000)},Imported campaign,,,,,,,,,,,`);
      const body = [HEADER, ...rows].join('\n') + '\n';
      const res = await upload(body);
      assert.equal(res.statusCode, 202, res.body);
      const id = res.json().id;
      const done = await finished(id);
      assert.equal(done.state, 'done', done.error);
      assert.equal(done.percent, 100);
      assert.equal(done.clicks, 1210);
      assert.equal(done.conversions, 121);
      assert.equal(done.rejected, 2);
      assert.deepEqual(done.rejected_rows, [
        { line: 7, reason: 'click_time is not a date and time (ISO 8601 or YYYY-MM-DD HH:MM:SS UTC)' },
        { line: 9, reason: 'click_time is older than 89 days (click retention)' },
      ]);
      assert.deepEqual(await rowsOf(id), { clicks: 1210, conversions: 121 });
      const campaigns = await query(
        t,
        'select c.name, count(*)::int as n from clicks k join campaigns c on c.id = k.campaign_id where ' +
          'k.import_id = $1 group by 1 order by 1',
        [id],
      );
      assert.deepEqual(campaigns, [
        { name: 'Existing campaign', n: 10 },
        { name: 'Imported campaign', n: 1200 },
      ]);
      const [{ n: matched }] = await query(
        t,
        'select count(*)::int as n from clicks where import_id = $1 and campaign_id = $2',
        [id, existing.id],
      );
      assert.equal(matched, 10, 'an existing campaign is matched by name');
      const [conv] = await query(
        t,
        'select status, status_bucket, payout::text, country, import_id from conversions where import_id = $1 limit 1',
        [id],
      );
      assert.deepEqual(
        { ...conv },
        { status: 'lead', status_bucket: 'leads', payout: '3.500000', country: 'US', import_id: id },
      );
      const [{ n: outbox }] = await query(
        t,
        'select count(*)::int as n from conversion_writes w join conversions c using (conversion_id) where c.import_id = $1',
        [id],
      );
      assert.equal(outbox, 0, 'imported conversions are not forwarded');

      // Idempotent: the same file again adds nothing.
      const again = await upload(body);
      assert.equal(again.statusCode, 200);
      assert.equal(again.json().id, id);
      assert.equal(again.json().duplicate, true);
      assert.deepEqual(await rowsOf(id), { clicks: 1210, conversions: 121 });
      const [{ n: total }] = await query(t, 'select count(*)::int as n from clicks where import_id is not null');
      assert.equal(total, 1210);

      // The same file in another workspace is a new import there (duplicates are per workspace), never this one's.
      const other = await trackingFixture(t);
      const elsewhere = await upload(body, 'csv', randomTestIp(), other.session.headers);
      assert.equal(elsewhere.statusCode, 202, elsewhere.body);
      assert.notEqual(elsewhere.json().id, id);
      assert.equal(elsewhere.json().duplicate, false);
      const otherDone = await waitFor(
        () => api(t, other.session, 'GET', `/import/external-tracker/${elsewhere.json().id}`),
        (i: any) => i.state === 'done' || i.state === 'failed',
        30_000,
      );
      assert.equal(otherDone.clicks, 1210);
      const byWorkspace = await query(
        t,
        'select workspace_id, count(*)::int as n from clicks where import_id is not null group by 1 order by n, 1',
      );
      assert.deepEqual(
        byWorkspace.map((r) => [r.workspace_id, r.n]).sort(),
        [
          [fx.workspace_id, 1210],
          [other.workspace_id, 1210],
        ].sort(),
      );
      await api(t, other.session, 'DELETE', `/import/external-tracker/${elsewhere.json().id}`);

      // DELETE removes the import's rows and only them.
      const realBefore = (await query(t, 'select count(*)::int as n from clicks where import_id is null'))[0].n;
      assert.deepEqual(await api(t, fx.session, 'DELETE', `/import/external-tracker/${id}`), {
        clicks: 1210,
        conversions: 121,
      });
      assert.deepEqual(await rowsOf(id), { clicks: 0, conversions: 0 });
      assert.equal((await query(t, 'select count(*)::int as n from clicks where import_id is null'))[0].n, realBefore);
    },
  );

  it('resumes after a crash from its checkpoint and adds nothing twice', async () => {
    const body = [HEADER, ...csvRows(2500, 'Resumed campaign')].join('\n') + '\n';
    const pool = t.runtime.services.conversions.pool;
    const stored = await storeUpload(
      pool,
      t.config.importsDir,
      {
        workspace_id: fx.workspace_id,
        user_id: fx.session.user_id,
        layout: 'csv',
        body: Readable.from([body]),
        now: new Date(),
      },
      async () => undefined,
    );
    const path = importFilePath(t.config.importsDir, stored.import_id);
    // The process "crashes" right after the first batch is committed.
    await assert.rejects(
      processImport(t.runtime.services, stored.import_id, path, () => {
        throw new Error('crash');
      }),
      /crash/,
    );
    const [half] = await query(t, 'select state, line_done, clicks from external_imports where id = $1', [
      stored.import_id,
    ]);
    assert.deepEqual({ ...half }, { state: 'running', line_done: 1001, clicks: 1000 });
    const result = await processImport(t.runtime.services, stored.import_id, path);
    assert.equal(result.state, 'done');
    assert.equal(result.clicks, 2500);
    assert.deepEqual(await rowsOf(stored.import_id), { clicks: 2500, conversions: 250 });
    const [{ n: distinct }] = await query(
      t,
      'select count(distinct sub_id_1)::int as n from clicks where import_id = $1',
      [stored.import_id],
    );
    assert.equal(distinct, 2500, 'every row once');
  });

  it("reads Keitaro's click report CSV by its column names", async () => {
    const body = [
      'Sub ID,Datetime,Campaign,Stream,Offer,Traffic source,Country,Device type,OS,Browser,IP,Is bot,Is unique ' +
        '(campaign),Cost,Is lead,Is sale,Revenue,Sub ID 1,Sub ID 2',
      `kt1,${iso(7200_000).slice(0, 19).replace('T', ' ')},KT campaign,Main,KT offer,KT ` +
        `source,FR,desktop,Windows,Chrome,198.51.100.4,0,1,0.05,1,0,1.20,zone7,"creative ""A"", big"`,
      `kt2,${iso(3600_000).slice(0, 19).replace('T', ' ')},KT campaign,Main,KT offer,KT ` +
        `source,FR,mobile,Android,Chrome,198.51.100.5,1,0,0.05,0,1,9.99,zone8,`,
      `kt3,${iso(1800_000).slice(0, 19).replace('T', ' ')},KT campaign,Main,,KT ` +
        `source,ES,tablet,iOS,Safari,198.51.100.6,0,1,0,0,0,0,zone9,`,
    ].join('\r\n');
    const res = await upload(body, 'keitaro');
    assert.equal(res.statusCode, 202, res.body);
    const done = await finished(res.json().id);
    assert.equal(done.state, 'done', done.error);
    assert.deepEqual([done.clicks, done.conversions, done.rejected], [3, 2, 0]);
    const clicks = await query(
      t,
      'select country, device_type, is_bot, is_unique, sub_id_1, sub_id_2, cost::text from clicks where import_id = $1 order by created_at',
      [done.id],
    );
    assert.deepEqual(
      clicks.map((c) => [c.country, c.device_type, c.is_bot, c.is_unique, c.sub_id_1]),
      [
        ['FR', 'desktop', false, true, 'zone7'],
        ['FR', 'mobile', true, false, 'zone8'],
        ['ES', 'tablet', false, true, 'zone9'],
      ],
    );
    assert.equal(clicks[0].sub_id_2, 'creative "A", big');
    const conversions = await query(
      t,
      'select status, payout::text from conversions where import_id = $1 order by status',
      [done.id],
    );
    assert.deepEqual(
      conversions.map((c) => [c.status, c.payout]),
      [
        ['lead', '1.200000'],
        ['sale', '9.990000'],
      ],
    );
  });

  it('fails a file with bad encoding, broken quotes or an unknown column, leaving no row of it', async () => {
    const latin1 = Buffer.concat([
      Buffer.from([HEADER, ...csvRows(1500, 'Latin campaign')].join('\n') + '\n'),
      Buffer.from(`${iso(60_000)},Caf`),
      Buffer.from([0xe9]),
      Buffer.from(',,,,,,,,,,,\n'),
    ]);
    const encoding = await finished((await upload(latin1)).json().id);
    assert.equal(encoding.state, 'failed');
    assert.match(encoding.error, /^the file is not UTF-8 text/);
    assert.deepEqual(await rowsOf(encoding.id), { clicks: 0, conversions: 0 }, 'the first committed batch was removed');

    const quotes = await finished(
      (await upload([HEADER, ...csvRows(3), `${iso(1000)},"Broken,,,,,,,,,,,,`].join('\n'))).json().id,
    );
    assert.equal(quotes.state, 'failed');
    assert.match(quotes.error, /^broken CSV quoting at line \d+/);
    assert.deepEqual(await rowsOf(quotes.id), { clicks: 0, conversions: 0 });

    const unknown = await finished(
      (await upload(`click_time,campaign,favourite_colour\n${iso(1000)},X,blue\n`)).json().id,
    );
    assert.equal(unknown.state, 'failed');
    assert.equal(unknown.error, 'unknown column at position 3 (docs/import.md lists the columns)');

    const jsonl = await finished(
      (await upload(`{"click_time":"${iso(1000)}","campaign":"J","shoe_size":42}\n`, 'jsonl')).json().id,
    );
    assert.equal(jsonl.error, 'unknown field at line 1 (docs/import.md lists the fields)');
  });

  it('imports JSON lines, rejecting lines that are not objects', async () => {
    const body = [
      `{"click_time":"${iso(5000)}","campaign":"JSON campaign","country":"PL","conversion_status":"sale","payout":"12"}`,
      'oops',
      `{"click_time":"${iso(4000)}","campaign":"JSON campaign","is_bot":true}`,
    ].join('\n');
    const done = await finished((await upload(body, 'jsonl')).json().id);
    assert.equal(done.state, 'done');
    assert.deepEqual([done.clicks, done.conversions, done.rejected], [2, 1, 1]);
    assert.deepEqual(done.rejected_rows, [{ line: 2, reason: 'not valid JSON' }]);
  });

  it('reports progress over the import_progress subscription', async () => {
    const client = createClient({
      url: `${baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${fx.session.token}` },
    });
    const events: any[] = [];
    try {
      client.subscribe(
        { query: 'subscription { import_progress { import_id state percent clicks conversions rejected } }' },
        {
          next: (message) => void events.push(message.data?.import_progress ?? message.errors),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      // The subscription is live once acknowledged: send files until one's events arrive.
      let id = '';
      for (let attempt = 0; attempt < 20 && !events.some((e) => e?.import_id === id && e.state === 'done'); attempt++) {
        id = (await upload(`${HEADER}\n${csvRows(3, `Live ${attempt}`).join('\n')}\n`)).json().id;
        await finished(id);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const done = events.find((e) => e?.import_id === id && e.state === 'done');
      assert.deepEqual(done, { import_id: id, state: 'done', percent: 100, clicks: 3, conversions: 1, rejected: 0 });
    } finally {
      await client.dispose();
    }
  });

  it('limits uploads to about 3 per minute per IP (429 with Retry-After), 1 GiB per body (413), and needs import.edit', async () => {
    const ip = randomTestIp();
    for (let i = 0; i < 3; i++)
      assert.equal((await upload(`${HEADER}\n${csvRows(1, `Rate ${i}`)[0]}\n`, 'csv', ip)).statusCode, 202);
    const limited = await upload(`${HEADER}\n`, 'csv', ip);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);

    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${baseUrl}/admin_api/v1/import/external-tracker`,
        {
          method: 'POST',
          headers: { ...fx.session.headers, 'content-type': 'text/csv', 'content-length': String(2 * 1024 ** 3) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
          req.destroy();
        },
      );
      req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
      req.write('click_time,campaign\n');
    });
    assert.equal(status, 413);

    const analyst = await createSession(t, { role: 'analyst', workspace_id: fx.workspace_id });
    const refused = await upload(`${HEADER}\n`, 'csv', randomTestIp(), analyst.headers);
    assert.equal(refused.statusCode, 403);
    assert.equal((await upload(`${HEADER}\n`, 'excel')).statusCode, 400);
  });
});
