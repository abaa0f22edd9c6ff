import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { externalImportSweepJob } from '../../../jobs/external-import';
import { MAX_LINE_BYTES } from '../../../services/importing/process';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, query, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { waitFor } from '../../support/wait';
import { randomTestIp } from '../../support/session';

const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const TWENTY_MB = 20 * 1024 * 1024;

/** Issue 25 items 5 and 6: a huge line or field, NUL characters and values Postgres refuses in an import. */
describe('import limits', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  const upload = (body: string | Buffer, layout: string) =>
    t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/import/external-tracker?layout=${layout}`,
      headers: { ...fx.session.headers, 'content-type': 'text/csv' },
      payload: body,
      remoteAddress: randomTestIp(),
    });
  const finished = (id: string) =>
    waitFor(
      () => api(t, fx.session, 'GET', `/import/external-tracker/${id}`),
      (i: any) => i.state === 'done' || i.state === 'failed',
      120_000,
    );
  const jsonLine = (fields: Record<string, string>) =>
    JSON.stringify({ click_time: iso(60_000), campaign: 'Limits', ...fields });

  before(async () => {
    t = await startTestApp({ workers: true });
    fx = await trackingFixture(t);
  });
  after(() => t?.close());

  it('rejects a 20 MB JSON line with a line-numbered error and imports the lines around it', async () => {
    const body = [jsonLine({ sub_id_1: 'before' }), jsonLine({ sub_id_1: 'x'.repeat(TWENTY_MB) }), jsonLine({})].join(
      '\n',
    );
    const uploaded = await upload(body, 'jsonl');
    assert.equal(uploaded.statusCode, 202, uploaded.body);
    const done = await finished(uploaded.json().id);
    assert.equal(done.state, 'done');
    assert.deepEqual([done.clicks, done.rejected], [2, 1]);
    assert.deepEqual(done.rejected_rows, [{ line: 2, reason: `the line is longer than ${MAX_LINE_BYTES} bytes` }]);
  });

  it('fails a CSV whose record holds a 20 MB field, naming its line, with nothing imported', async () => {
    const body = `click_time,campaign,sub_id_1\n${iso(60_000)},Limits,ok\n${iso(60_000)},Limits,${'y'.repeat(TWENTY_MB)}\n`;
    const failed = await finished((await upload(body, 'csv')).json().id);
    assert.equal(failed.state, 'failed');
    assert.match(failed.error, new RegExp(`^the record at line \\d+ is longer than ${MAX_LINE_BYTES} bytes$`));
    assert.equal(failed.clicks, 0);
  });

  it('rejects a row whose field holds a NUL character, per field and line, and completes', async () => {
    const jsonl = await finished(
      (await upload([jsonLine({ sub_id_2: 'a\u0000b' }), jsonLine({ sub_id_1: 'fine' })].join('\n'), 'jsonl')).json()
        .id,
    );
    assert.equal(jsonl.state, 'done');
    assert.deepEqual(jsonl.rejected_rows, [{ line: 1, reason: 'sub_id_2 holds a NUL character' }]);
    assert.equal(jsonl.clicks, 1);
    const csv = await finished(
      (await upload(`click_time,campaign,keyword\n${iso(60_000)},Limits,k\u0000w\n`, 'csv')).json().id,
    );
    assert.equal(csv.state, 'done');
    assert.deepEqual(csv.rejected_rows, [{ line: 2, reason: 'keyword holds a NUL character' }]);
  });

  it('fails for good an import whose value Postgres refuses, and the sweep leaves it alone', async () => {
    // Node reads an IPv6 address with a zone id as an address; Postgres's inet refuses it.
    const body = [jsonLine({ ip: '203.0.113.1' }), jsonLine({ ip: 'fe80::1%eth0' })].join('\n');
    const failed = await finished((await upload(body, 'jsonl')).json().id);
    assert.equal(failed.state, 'failed');
    assert.equal(failed.error, 'a row between lines 1 and 2 holds a value the database refuses');
    assert.equal(failed.clicks, 0);
    await query(t, `update external_imports set updated_at = now() - interval '1 hour' where id = $1`, [failed.id]);
    const swept = (await externalImportSweepJob.process({}, t.runtime.services)) as { requeued: number };
    assert.equal(swept.requeued, 0);
  });
});
