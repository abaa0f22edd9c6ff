import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { waitFor } from '../../support/wait';
import { api as call } from '../../support/admin-api';
import { query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { createSession } from '../../support/session';
import {
  runConversionUpload,
  stalledConversionUploads,
  storeConversionUpload,
} from '../../../services/conversions/upload-jobs';

const LINES = 1300;

/** Uploads over 1,000 lines (docs/conversions.md, "Manual conversions"): a background job with progress. */
describe('conversion upload job', { timeout: 1_200_000 }, () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let other: TrackingFixture;
  let clicks: string[];
  let csv: string;

  /** 1,300 lines over 5 clicks: line 1234 lacks its status, line 1200 repeats 1199, line 1201 approves it. */
  const listOf = () => {
    const rows = ['click_id,status,payout,currency,txid'];
    for (let line = 1; line <= LINES; line++) {
      const click = clicks[line % 5];
      if (line === 1234) rows.push(`${click},,1,USD,J-${line}`);
      else if (line === 1200) rows.push(`${clicks[1199 % 5]},lead,1,USD,J-1199`);
      else if (line === 1201) rows.push(`${clicks[1199 % 5]},approved,5,USD,J-1199`);
      else rows.push(`${click},lead,1,USD,J-${line}`);
    }
    return `${rows.join('\n')}\n`;
  };
  const conversionsOfUpload = async () =>
    (
      await query(
        t,
        `select count(*)::int as n from conversions where workspace_id = $1 and txid_or_event like 'J-%'`,
        [fx.workspace_id],
      )
    )[0].n as number;
  const read = async (id: string, session = fx.session) => call(t, session, 'GET', `/conversion-uploads/${id}`);

  before(async () => {
    t = await startTestApp({ workers: true });
    fx = await trackingFixture(t, { status_mapping: { approved: 'sale' } });
    other = await trackingFixture(t);
    clicks = [];
    for (let i = 0; i < 5; i++) clicks.push((await storeClick(t, fx)).click_id);
    csv = listOf();
  });
  after(async () => {
    await t.close();
  });

  it('runs 1,300 lines as a job: progress readable mid-way, exact counts, the bad line by its number', async () => {
    const answer = await call(t, fx.session, 'POST', '/conversions/upload', { csv, forward: false });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { id } = answer.body;
    assert.ok(['queued', 'running'].includes(answer.body.state), answer.body.state);
    assert.equal(answer.body.lines_total, LINES);

    const midway = await waitFor(
      async () => (await read(id)).body,
      (upload) => upload.state === 'running' && upload.lines_done > 0 && upload.lines_done < LINES,
      60_000,
    );
    const { recorded, updated, duplicate, refused } = midway.counts;
    assert.equal(recorded + updated + duplicate + refused, midway.lines_done, 'counts are of the lines done');
    assert.ok(midway.percent < 100);

    const done = await waitFor(
      async () => (await read(id)).body,
      (upload) => upload.state === 'done' || upload.state === 'failed',
      600_000,
    );
    assert.equal(done.state, 'done', done.error);
    assert.equal(done.lines_done, LINES);
    assert.equal(done.percent, 100);
    assert.deepEqual(done.counts, { recorded: LINES - 3, updated: 1, duplicate: 1, refused: 1 });
    assert.deepEqual(done.errors, [{ line: 1234, error: 'status is required' }]);
    assert.equal(await conversionsOfUpload(), LINES - 3);
    const [sale] = await query(
      t,
      `select status, revision from conversions where workspace_id = $1 and txid_or_event = 'J-1199'`,
      [fx.workspace_id],
    );
    assert.deepEqual({ ...sale }, { status: 'sale', revision: 2 });

    const list = await call(t, fx.session, 'GET', '/conversion-uploads');
    assert.equal(list.status, 200);
    assert.equal(list.body[0].id, id);
    assert.equal(list.body[0].user_name !== null, true);
  });

  it('a second upload of the same lines records nothing twice', async () => {
    const before = await conversionsOfUpload();
    // The header and the first 1,100 lines: a job again.
    const again = `${csv.split('\n').slice(0, 1101).join('\n')}\n`;
    const answer = await call(t, fx.session, 'POST', '/conversions/upload', { csv: again, forward: false });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const done = await waitFor(
      async () => (await read(answer.body.id)).body,
      (upload) => upload.state === 'done' || upload.state === 'failed',
      600_000,
    );
    assert.deepEqual(done.counts, { recorded: 0, updated: 0, duplicate: 1100, refused: 0 });
    assert.equal(await conversionsOfUpload(), before);
  });

  it('resumes an interrupted run after its last recorded line, writing each line once (lines without txid too)', async () => {
    const services = t.runtime.services;
    const click = (await storeClick(t, fx)).click_id;
    const lines = Array.from({ length: 30 }, () => ({ click_id: click, status: 'lead', payout: '2' }));
    const id = await storeConversionUpload(services.conversions.pool, {
      workspace_id: fx.workspace_id,
      user_id: fx.session.user_id,
      lines,
      forward: false,
      url: 'http://test/admin_api/v1/conversions/upload',
      state: 'queued',
    });
    const conversionsOfClick = async () =>
      (await query(t, 'select count(*)::int as n from conversions where click_id = $1', [click]))[0].n as number;
    // The process stops after line 12 was written, before its result was recorded.
    await assert.rejects(
      runConversionUpload(services, id, {
        afterIntake: (line) => {
          if (line === 12) throw new Error('stopped');
        },
      }),
      /stopped/,
    );
    const [half] = await query(t, 'select state, lines_done, recorded, error from conversion_uploads where id = $1', [
      id,
    ]);
    assert.deepEqual({ ...half }, { state: 'queued', lines_done: 11, recorded: 11, error: 'stopped' });
    assert.equal(await conversionsOfClick(), 12);
    // Two minutes without progress: the sweeper (jobs/conversion-upload.ts) queues it again.
    assert.deepEqual(await stalledConversionUploads(services.conversions.pool), []);
    await query(t, `update conversion_uploads set updated_at = now() - interval '3 minutes' where id = $1`, [id]);
    assert.deepEqual(await stalledConversionUploads(services.conversions.pool), [id]);
    // (Back to now, so this test's own run below is the one that resumes it.)
    await query(t, 'update conversion_uploads set updated_at = now() where id = $1', [id]);

    const resumed = await runConversionUpload(services, id);
    assert.equal(resumed.state, 'done');
    assert.deepEqual(resumed.counts, { recorded: 30, updated: 0, duplicate: 0, refused: 0 });
    assert.equal(await conversionsOfClick(), 30, 'line 12 once');
    const [line12] = await query(
      t,
      'select result, conversion_id is not null as has_id from conversion_upload_lines where upload_id = $1 and line = 12',
      [id],
    );
    assert.deepEqual({ ...line12 }, { result: 'recorded', has_id: true });
    // A retry of a finished job changes nothing; the stored lines are gone.
    assert.equal((await runConversionUpload(services, id)).lines_done, 30);
    assert.equal(await conversionsOfClick(), 30);
    const [stored] = await query(t, 'select input is null as dropped from conversion_uploads where id = $1', [id]);
    assert.equal(stored.dropped, true);
  });

  it('is read in its own workspace only, with statistics.edit', async () => {
    const { rows } = await t.runtime.services.conversions.pool.query(
      'select id from conversion_uploads where workspace_id = $1 limit 1',
      [fx.workspace_id],
    );
    const id = rows[0].id;
    const foreign = await read(id, other.session);
    assert.equal(foreign.status, 404);
    assert.match(foreign.body.error, /conversion upload not found/);
    const otherList = await call(t, other.session, 'GET', '/conversion-uploads');
    assert.deepEqual(otherList.body, []);
    const viewer = await createSession(t, { workspace_id: fx.workspace_id, role: 'viewer' });
    assert.equal((await read(id, viewer)).status, 403);
    assert.equal((await call(t, viewer, 'GET', '/conversion-uploads')).status, 403);
    assert.equal((await call(t, viewer, 'POST', '/conversions/upload', { csv })).status, 403);
  });
});
