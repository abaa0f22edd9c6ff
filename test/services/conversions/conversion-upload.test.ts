import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { waitFor } from '../../support/wait';
import { api as call } from '../../support/admin-api';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startReceiver, type Receiver } from '../../support/receiver';
import { createSession } from '../../support/session';

/** POST /conversions/upload (docs/conversions.md, "Manual conversions"): the postback intake, line by line. */
describe('manual conversion upload', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let other: TrackingFixture;
  let receiver: Receiver;
  const at = (path: string) => receiver.requests.filter((request) => request.url.startsWith(path));
  const forwardsOf = (clickId: string) =>
    at('/pb')
      .map((request) => new URL(request.url, 'http://x').searchParams)
      .filter((params) => params.get('click') === clickId)
      .map((params) => `${params.get('status')} ${params.get('payout')} ${params.get('cur')}`)
      .sort();
  const hooksOf = (clickId: string) =>
    at('/hook')
      .map((request) => JSON.parse(request.body.toString()))
      .filter((body) => body.data.click_id === clickId)
      .map((body) => `${body.event} ${body.data.status} ${body.data.payout}`)
      .sort();
  const upload = (body: unknown, session = fx.session) => call(t, session, 'POST', '/conversions/upload', body);

  before(async () => {
    receiver = await startReceiver();
    t = await startTestApp({ workers: true, env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32' } });
    fx = await trackingFixture(t, {
      status_mapping: { approved: 'sale' },
      source: {
        postback_url: `${receiver.url}/pb?click={click_id}&status={status}&payout={payout}&cur={currency}`,
        postback_statuses: ['lead', 'sale'],
      },
    });
    other = await trackingFixture(t);
    const hook = await api(t, fx.session, 'POST', '/webhooks', {
      name: 'Receiver',
      url: `${receiver.url}/hook`,
      events: ['conversion.created'],
    });
    await api(t, fx.session, 'POST', `/webhooks/${hook.id}/enable`);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  it('gives the same conversions, forwards and webhooks as the same postbacks', async () => {
    const byPostback = await storeClick(t, fx);
    const byUpload = await storeClick(t, fx);
    const list = (clickId: string, prefix: string) => [
      { subid: clickId, status: 'lead', payout: '10', txid: `${prefix}-1` },
      { subid: clickId, status: 'approved', payout: '25.5', currency: 'EUR', txid: `${prefix}-1` },
      { subid: clickId, status: 'approved', payout: '25.5', currency: 'EUR', txid: `${prefix}-1` },
    ];
    const today = new Date().toISOString().slice(0, 10);
    await api(t, fx.session, 'POST', '/currency-rates', { date: today, base: 'EUR', quote: 'USD', rate: '1.2' });
    for (const params of list(byPostback.click_id, 'pb'))
      assert.equal((await postback(t, fx.postback_key, params as Record<string, string>)).statusCode, 200);
    const answer = await upload({
      lines: list(byUpload.click_id, 'up').map(({ subid, ...line }) => ({ click_id: subid, ...line })),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.counts, { recorded: 1, updated: 1, duplicate: 1, refused: 0 });
    assert.deepEqual(
      answer.body.lines.map((line: { line: number; result: string }) => `${line.line} ${line.result}`),
      ['1 recorded', '2 updated', '3 duplicate'],
    );

    const state = async (clickId: string) =>
      (
        await query(
          t,
          `select status, status_bucket, partner_status, payout::text, amount::text, currency, revision, origin, forwarded
             from conversions where click_id = $1`,
          [clickId],
        )
      )[0];
    assert.deepEqual(await state(byUpload.click_id), await state(byPostback.click_id));
    assert.equal((await state(byUpload.click_id)).status, 'sale');
    await waitFor(
      async () => [
        forwardsOf(byPostback.click_id),
        forwardsOf(byUpload.click_id),
        hooksOf(byPostback.click_id),
        hooksOf(byUpload.click_id),
      ],
      ([pbForwards, upForwards, pbHooks, upHooks]) =>
        pbForwards.length >= 2 &&
        upForwards.length >= pbForwards.length &&
        pbHooks.length >= 2 &&
        upHooks.length >= pbHooks.length,
      30_000,
    );
    assert.deepEqual(forwardsOf(byUpload.click_id), forwardsOf(byPostback.click_id));
    assert.deepEqual(hooksOf(byUpload.click_id), hooksOf(byPostback.click_id));
  });

  it('takes CSV, a conversion time, and forward: false', async () => {
    const click = await storeClick(t, fx, {}, new Date(Date.now() - 3_600_000));
    const time = new Date(Date.now() - 600_000).toISOString();
    const answer = await upload({
      csv: `click_id,status,payout,txid,time\n${click.click_id},lead,3,csv-1,${time}\n`,
      forward: false,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.lines[0].result, 'recorded');
    const [row] = await query(t, 'select created_at, forwarded, payout::text from conversions where click_id = $1', [
      click.click_id,
    ]);
    assert.equal(row.created_at.toISOString(), time);
    assert.equal(row.forwarded, false);
    assert.equal(row.payout, '3.000000');
    // Its outbox entry asks for no forwarding: no source postback, CAPI or webhook follows.
    const writes = await query(t, 'select forward_state from conversion_writes where conversion_id = $1', [
      answer.body.lines[0].conversion_id,
    ]);
    assert.deepEqual(
      writes.map((write) => write.forward_state),
      ['none'],
    );
  });

  it('refuses bad lines one by one, naming the field, and goes on with the others', async () => {
    const click = await storeClick(t, fx);
    const foreign = await storeClick(t, other);
    const answer = await upload({
      lines: [
        { status: 'lead' },
        { click_id: click.click_id },
        { click_id: click.click_id, status: 'lead', payout: 'ten' },
        { click_id: click.click_id, status: 'lead', currency: 'euros' },
        { click_id: click.click_id, status: 'lead', time: 'yesterday' },
        { click_id: click.click_id, status: 'no-such-status' },
        { click_id: foreign.click_id, status: 'lead' },
        { click_id: click.click_id, status: 'lead', txid: 'ok-1' },
      ],
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.lines.map((line: { error: string | null }) => line.error),
      [
        'click_id is required',
        'status is required',
        'payout is not a number',
        'currency is not a currency code',
        'time must be an ISO date-time with an offset',
        'status: unknown status',
        'click_id: unknown click',
        null,
      ],
    );
    assert.deepEqual(answer.body.counts, { recorded: 1, updated: 0, duplicate: 0, refused: 7 });
    const [foreignRows] = await query(t, 'select count(*)::int as n from conversions where click_id = $1', [
      foreign.click_id,
    ]);
    assert.equal(foreignRows.n, 0);
  });

  it('refuses a bad list with 400 naming it, writing nothing, and needs statistics.edit', async () => {
    const click = await storeClick(t, fx);
    const count = async () => (await query(t, 'select count(*)::int as n from conversions'))[0].n;
    const before = await count();
    const cases: [unknown, RegExp][] = [
      [{}, /lines or csv/],
      [{ lines: [{ click_id: click.click_id, status: 'lead' }], csv: 'click_id,status\n' }, /lines or csv/],
      [{ lines: [] }, /lines/],
      [{ csv: `click_id,status,color\n${click.click_id},lead,red\n` }, /csv has an unknown column/],
      [{ csv: 'click_id,status\n"unclosed,lead\n' }, /csv/],
      [{ lines: [{ click_id: click.click_id, status: 'lead', payout: 5 }] }, /payout/],
    ];
    for (const [body, message] of cases) {
      const answer = await upload(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.match(answer.body.error, message, JSON.stringify(body));
    }
    const manager = await createSession(t, { workspace_id: fx.workspace_id, role: 'manager' });
    const refused = await upload({ lines: [{ click_id: click.click_id, status: 'lead' }] }, manager);
    assert.equal(refused.status, 403);
    assert.equal(await count(), before);
  });

  it('edits one conversion as a repeated postback of its txid would', async () => {
    const byPostback = await storeClick(t, fx);
    const byEdit = await storeClick(t, fx);
    for (const [click, txid] of [
      [byPostback, 'rp-1'],
      [byEdit, 'ed-1'],
    ] as const) {
      const sent = await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '4', txid });
      assert.equal(sent.statusCode, 200);
    }
    assert.equal(
      (await postback(t, fx.postback_key, { subid: byPostback.click_id, status: 'sale', payout: '9', txid: 'rp-1' }))
        .statusCode,
      200,
    );
    const [edited] = await query(t, 'select conversion_id from conversions where click_id = $1', [byEdit.click_id]);
    const answer = await call(t, fx.session, 'PATCH', `/conversions/${edited.conversion_id}`, {
      status: 'sale',
      payout: '9',
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.status, 'sale');
    assert.equal(answer.body.revision, 2);
    const state = async (clickId: string) =>
      (
        await query(
          t,
          'select status, status_bucket, payout::text, amount::text, currency, revision from conversions where click_id = $1',
          [clickId],
        )
      )[0];
    assert.deepEqual(await state(byEdit.click_id), await state(byPostback.click_id));
    await waitFor(
      async () => [forwardsOf(byPostback.click_id), forwardsOf(byEdit.click_id)],
      ([a, b]) => a.length >= 2 && b.length >= a.length,
      30_000,
    );
    assert.deepEqual(forwardsOf(byEdit.click_id), forwardsOf(byPostback.click_id));
    await waitFor(
      async () => [hooksOf(byPostback.click_id), hooksOf(byEdit.click_id)],
      ([a, b]) => a.length >= 2 && b.length >= a.length,
      30_000,
    );
    assert.deepEqual(hooksOf(byEdit.click_id), hooksOf(byPostback.click_id));
  });

  it('refuses an edit of another workspace’s conversion, one without txid, bad input and a member without statistics.edit', async () => {
    const click = await storeClick(t, other);
    assert.equal(
      (await postback(t, other.postback_key, { subid: click.click_id, status: 'lead', txid: 'o-1' })).statusCode,
      200,
    );
    const [theirs] = await query(t, 'select conversion_id, revision from conversions where click_id = $1', [
      click.click_id,
    ]);
    assert.equal(
      (await call(t, fx.session, 'PATCH', `/conversions/${theirs.conversion_id}`, { status: 'sale' })).status,
      404,
    );
    const mine = await storeClick(t, fx);
    assert.equal((await postback(t, fx.postback_key, { subid: mine.click_id, status: 'lead' })).statusCode, 200);
    const [untracked] = await query(t, 'select conversion_id from conversions where click_id = $1', [mine.click_id]);
    const noTxid = await call(t, fx.session, 'PATCH', `/conversions/${untracked.conversion_id}`, { status: 'sale' });
    assert.equal(noTxid.status, 422);
    assert.match(noTxid.body.error, /txid/);
    const tracked = await storeClick(t, fx);
    assert.equal(
      (await postback(t, fx.postback_key, { subid: tracked.click_id, status: 'lead', txid: 'b-1' })).statusCode,
      200,
    );
    const [row] = await query(t, 'select conversion_id from conversions where click_id = $1', [tracked.click_id]);
    const path = `/conversions/${row.conversion_id}`;
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /status, payout/],
      [{ status: 'no-such-status' }, 422, /status/],
      [{ payout: 'ten' }, 422, /payout/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call(t, fx.session, 'PATCH', path, body);
      assert.equal(answer.status, status, JSON.stringify(body));
      assert.match(answer.body.error, message, JSON.stringify(body));
    }
    const manager = await createSession(t, { workspace_id: fx.workspace_id, role: 'manager' });
    assert.equal((await call(t, manager, 'PATCH', path, { status: 'sale' })).status, 403);
    const after = await query(
      t,
      'select status, revision from conversions where conversion_id = any($1::uuid[]) order by status',
      [[row.conversion_id, theirs.conversion_id]],
    );
    assert.deepEqual(after, [
      { status: 'lead', revision: 1 },
      { status: 'lead', revision: 1 },
    ]);
  });
});
