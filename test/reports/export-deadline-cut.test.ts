import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { streamExport } from '../../reports/export';
import { exportsCutSoFar } from '../../reports/export-deadline';
import { waitFor } from '../support/wait';
import { CLIENT_GRACE_MS } from '../../reports/deadline';
import { reportDeps } from '../../reports/caller';

/**
 * Issue 35 item 10: an export whose statement ran into its deadline after rows had gone out ended
 * as a broken chunked transfer with no trailer. It now ends with the line
 * `# warning: incomplete: stopped by the N-second deadline after R rows`, and the cut is counted.
 * The deadline is met deterministically: the export's body is not read, so the cursor waits on
 * backpressure until the deadline over the whole stream (REPORT_TIMEOUT_S and the client's grace) stops it.
 */
const TIMEOUT_S = 2;

describe('an export cut by its deadline', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp({ env: { REPORT_TIMEOUT_S: String(TIMEOUT_S) } });
    fx = await trackingFixture(t);
    const click = await storeClick(t, fx);
    // 20,000 more clicks, each its own long sub_id_1 (one export row each, 4 MB in all: more than the
    // stream's buffers hold), copied from the stored one.
    await query(
      t,
      `insert into clicks
       select r.* from clicks c, generate_series(1, 20000) g,
         jsonb_populate_record(null::clicks,
           to_jsonb(c) || jsonb_build_object('click_id', gen_random_uuid(), 'sub_id_1', 'row-' || g || repeat('x', 200))) r
       where c.click_id = $1`,
      [click.click_id],
    );
  });
  after(async () => {
    await t.close();
  });

  it('ends the file with the deadline warning line and counts it', async () => {
    const before = await exportsCutSoFar();
    const exported = await streamExport(
      { ...reportDeps(t.runtime.services), forceRaw: true },
      fx.workspace_id,
      { dimensions: ['sub_id_1'], metrics: ['clicks'], period: '7d' },
      'csv',
    );
    assert.equal(exported.truncated, false);
    // The deadline is a time: the unread export is held past it (REPORT_TIMEOUT_S, and past the
    // client's grace, after which the cursor never answers again), then read.
    const started = Date.now();
    await waitFor(
      () => Date.now() - started,
      (elapsed) => elapsed > TIMEOUT_S * 1000 + CLIENT_GRACE_MS + 500,
      60_000,
    );
    let text = '';
    for await (const chunk of exported.body) text += chunk.toString();
    const lines = text.trimEnd().split('\n');
    const last = lines.at(-1)!;
    const match = /^# warning: incomplete: stopped by the (\d+)-second deadline after (\d+) rows$/.exec(last);
    assert.ok(match, `last line: ${last}`);
    assert.equal(Number(match[1]), TIMEOUT_S);
    // The rows counted are the data lines sent (the header and the trailer aside).
    assert.equal(Number(match[2]), lines.length - 2);
    assert.ok(lines.length - 2 < 20_001, 'cut before the end');
    assert.equal(await exportsCutSoFar(), before + 1, 'counted');
  });
});
