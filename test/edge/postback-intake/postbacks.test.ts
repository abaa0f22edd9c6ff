import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { signatureHeader } from '../../../edge/postback-intake/signature';
import { clickStreamKey } from '../../../edge/click-recording/click-stream';
import { startTestApp, type TestApp } from '../../support/harness';
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
import { catalog, visit } from '../../support/routing';
import pino from 'pino';
import { startRuntime } from '../../../app/runtime';
import { metricValue } from '../../support/metrics';

async function conversionsOf(t: TestApp, clickId: string) {
  return query(t, 'select * from conversions where click_id = $1 order by created_at', [clickId]);
}

/** The click routing recorded for the campaign (in the Redis stream until a consumer writes it; the lookup finds it there). */
async function lastClickId(t: TestApp, campaignId: string): Promise<string> {
  const entries = await t.runtime.services.redis.xRange(clickStreamKey(t.config.redisPrefix), '-', '+');
  const clicks = entries
    .map((entry) => JSON.parse((entry.message as Record<string, string>).c))
    .filter((click) => click.campaign_id === campaignId);
  return clicks[clicks.length - 1].click_id;
}

async function logOf(t: TestApp, clickId: string) {
  return query(t, `select * from postback_log where click_id = $1 and direction = 'incoming' order by id`, [clickId]);
}

/** The address of a Fastify app that already listens (listen() twice throws). */
function serverAddress(app: TestApp['app']): string {
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

describe('postback intake', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t, { status_mapping: { approved: 'sale', declined: 'rejected' } });
  });
  after(async () => t.close());

  it('records a GET postback with the click references and dimensions, dates and delay, and answers 200 ok', async () => {
    const clickTime = new Date(Date.now() - 90_000);
    const click = await storeClick(t, fx, {}, clickTime);
    const res = await postback(t, fx.postback_key, {
      subid: click.click_id,
      status: 'lead',
      payout: '10.50',
      txid: 'tx-get-1',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'ok');
    assert.match(res.headers['content-type'] as string, /^text\/plain/);
    const [row] = await conversionsOf(t, click.click_id);
    assert.equal(row.workspace_id, fx.workspace_id);
    assert.equal(row.campaign_id, fx.campaign_id);
    assert.equal(row.flow_id, click.flow_id);
    assert.equal(row.offer_id, fx.offer_id);
    assert.equal(row.source_id, fx.source_id);
    assert.equal(row.country, 'DE');
    assert.equal(row.city, 'Berlin');
    assert.equal(row.device_type, 'mobile');
    assert.equal(row.isp, 'Example ISP');
    assert.equal(row.sub_id_1, 'sub-one');
    assert.equal(row.sub_id_30, 'sub-thirty');
    assert.equal(row.status, 'lead');
    assert.equal(row.status_bucket, 'leads');
    assert.equal(row.amount, '10.500000');
    assert.equal(row.currency, 'USD');
    assert.equal(row.payout, '10.500000');
    assert.equal(row.base_currency, 'USD');
    assert.equal(row.txid, 'tx-get-1');
    assert.equal(row.forwarded, true);
    assert.equal(row.origin, 'postback');
    assert.equal(new Date(row.click_created_at).toISOString(), clickTime.toISOString());
    assert.ok(row.delay_seconds >= 89 && row.delay_seconds < 200, `delay ${row.delay_seconds}`);
  });

  it('takes a click id the network sends back in upper case', async () => {
    const click = await storeClick(t, fx, {}, new Date(Date.now() - 60_000));
    const res = await postback(t, fx.postback_key, {
      clickid: click.click_id.toUpperCase(),
      status: 'lead',
      txid: 'tx-upper',
    });
    assert.deepEqual([res.statusCode, res.body], [200, 'ok']);
    assert.equal((await conversionsOf(t, click.click_id)).length, 1);
  });

  it('reads a form-encoded POST body, and the query together with the body', async () => {
    const click = await storeClick(t, fx);
    const res = await postback(t, fx.postback_key, '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `subid=${click.click_id}&status=sale&payout=3`,
    });
    assert.equal(res.statusCode, 200);
    const other = await storeClick(t, fx);
    const mixed = await postback(
      t,
      fx.postback_key,
      { subid: other.click_id },
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'status=lead&payout=4,25',
      },
    );
    assert.equal(mixed.statusCode, 200);
    assert.equal((await conversionsOf(t, click.click_id))[0].status, 'sale');
    const [row] = await conversionsOf(t, other.click_id);
    assert.equal(row.status, 'lead');
    assert.equal(row.amount, '4.250000');
  });

  it('does not parse a JSON body', async () => {
    const click = await storeClick(t, fx);
    const res = await postback(t, fx.postback_key, '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subid: click.click_id, status: 'lead' }),
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.body, 'missing required parameter: subid/clickid');
    assert.equal((await conversionsOf(t, click.click_id)).length, 0);
  });

  it('reads the first 8 KB of a longer body and records the postback; refuses a body over 1 MiB', async () => {
    const click = await storeClick(t, fx);
    // The parameters come first; what follows the 8192nd byte is dropped, so `late` is never read.
    const head = `subid=${click.click_id}&status=lead&payout=2&pad=`;
    const res = await postback(t, fx.postback_key, '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${head}${'x'.repeat(8192 - head.length)}&late=1&status=sale${'y'.repeat(20_000)}`,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.body, 'ok');
    const [conversion] = await conversionsOf(t, click.click_id);
    assert.equal(conversion.status, 'lead', 'the status after the first 8 KB is not read');
    const huge = await postback(t, fx.postback_key, '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `subid=${click.click_id}&status=sale&pad=${'x'.repeat(1024 * 1024)}`,
    });
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.body, 'body larger than 1048576 bytes');
    assert.equal((await conversionsOf(t, click.click_id)).length, 1);
  });

  it('answers 400 without subid or status, accepts clickid and no other synonym, and logs none of it', async () => {
    const click = await storeClick(t, fx);
    const noSubid = await postback(t, fx.postback_key, { status: 'lead' });
    assert.equal(noSubid.statusCode, 400);
    assert.equal(noSubid.body, 'missing required parameter: subid/clickid');
    const otherName = await postback(t, fx.postback_key, { click_id: click.click_id, status: 'lead' });
    assert.equal(otherName.statusCode, 400);
    assert.equal(otherName.body, 'missing required parameter: subid/clickid');
    const noStatus = await postback(t, fx.postback_key, { subid: click.click_id });
    assert.equal(noStatus.statusCode, 400);
    assert.equal(noStatus.body, 'missing required parameter: status');
    assert.equal((await logOf(t, click.click_id)).length, 0);
    const synonym = await postback(t, fx.postback_key, { clickid: click.click_id, status: 'lead' });
    assert.equal(synonym.statusCode, 200);
    assert.equal((await conversionsOf(t, click.click_id)).length, 1);
  });

  it('accepts 10.50 and 10,50; refuses $10.50, 10.50 USD and 1,000.50 without writing or consuming the txid', async () => {
    for (const payout of ['$10.50', '10.50 USD', '1,000.50', '-1', '1e3']) {
      const click = await storeClick(t, fx);
      const res = await postback(t, fx.postback_key, {
        subid: click.click_id,
        status: 'lead',
        payout,
        txid: `tx-bad-${payout}`,
      });
      assert.equal(res.statusCode, 400, payout);
      assert.equal(res.body, 'unparseable payout');
      assert.equal((await conversionsOf(t, click.click_id)).length, 0);
      assert.equal((await logOf(t, click.click_id)).length, 0, 'refused before binding: not in the postback log');
      // The corrected retry with the same txid is recorded.
      const retry = await postback(t, fx.postback_key, {
        subid: click.click_id,
        status: 'lead',
        payout: '10,50',
        txid: `tx-bad-${payout}`,
      });
      assert.equal(retry.statusCode, 200);
      const rows = await conversionsOf(t, click.click_id);
      assert.equal(rows.length, 1);
      assert.equal(rows[0].amount, '10.500000');
    }
    const click = await storeClick(t, fx);
    assert.equal(
      (await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '' })).statusCode,
      200,
    );
    assert.equal((await conversionsOf(t, click.click_id))[0].amount, '0.000000');
  });

  it('answers 401 Incorrect postback key for the old address, a wrong key and a click of another workspace', async () => {
    const click = await storeClick(t, fx);
    const old = await postback(t, '', { subid: click.click_id, status: 'lead' }, { path: '/postback' });
    assert.equal(old.statusCode, 401);
    assert.equal(old.body, 'Incorrect postback key');
    const oldPost = await postback(t, '', '', {
      path: '/postback',
      method: 'POST',
      body: `subid=${click.click_id}&status=lead`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(oldPost.statusCode, 401);
    assert.equal(oldPost.body, 'Incorrect postback key');
    const wrong = await postback(t, 'f'.repeat(32), { subid: click.click_id, status: 'lead' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.body, 'Incorrect postback key');
    const malformed = await postback(t, 'not-a-key', { subid: click.click_id, status: 'lead' });
    assert.equal(malformed.statusCode, 401);
    assert.equal(malformed.body, 'Incorrect postback key');
    const other = await trackingFixture(t);
    const before = await metricValue('conversions_unattributed_total', { origin: 'postback', reason: 'other_tenant' });
    const foreign = await postback(t, other.postback_key, { subid: click.click_id, status: 'lead' });
    assert.equal(foreign.statusCode, 401);
    assert.equal(foreign.body, 'Incorrect postback key');
    assert.equal(
      await metricValue('conversions_unattributed_total', { origin: 'postback', reason: 'other_tenant' }),
      before + 1,
    );
    assert.equal((await conversionsOf(t, click.click_id)).length, 0);
    assert.equal(
      (await query(t, 'select * from postback_log where workspace_id = $1', [other.workspace_id])).length,
      0,
    );
  });

  it('answers 503 for an unknown click, and records the retry once the click exists', async () => {
    const before = await metricValue('conversions_unattributed_total', { origin: 'postback', reason: 'unknown_click' });
    const never = await postback(t, fx.postback_key, { subid: 'no-such-click', status: 'lead' });
    assert.equal(never.statusCode, 503);
    assert.equal(never.body, 'unknown click');
    const expired = await postback(t, fx.postback_key, {
      subid: '0180a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b',
      status: 'lead',
    });
    assert.equal(expired.statusCode, 503);
    assert.equal(expired.body, 'unknown click');
    const time = new Date();
    const click = await storeClick(t, fx, {}, time);
    await query(t, 'delete from clicks where click_id = $1', [click.click_id]);
    const notYet = await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-later' });
    assert.equal(notYet.statusCode, 503);
    assert.equal(notYet.body, 'unknown click');
    assert.equal(
      await metricValue('conversions_unattributed_total', { origin: 'postback', reason: 'unknown_click' }),
      before + 3,
    );
    await query(t, 'insert into clicks select * from json_populate_recordset(null::clicks, $1::json)', [
      JSON.stringify([click]),
    ]);
    const retry = await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-later' });
    assert.equal(retry.statusCode, 200);
    assert.equal((await conversionsOf(t, click.click_id)).length, 1);
  });

  it('answers 503 for a click past the 90-day retention whose day partition is not dropped yet, and writes nothing', async () => {
    const day = 86_400_000;
    const expired = await storeClick(t, fx, {}, new Date(Date.now() - 90 * day - 3600_000));
    const kept = await storeClick(t, fx, {}, new Date(Date.now() - 90 * day + 3600_000));
    assert.equal(
      (await query(t, 'select count(*)::int as n from clicks where click_id = $1', [expired.click_id]))[0].n,
      1,
      'still stored',
    );
    const refused = await postback(t, fx.postback_key, { subid: expired.click_id, status: 'lead', txid: 'tx-expired' });
    assert.equal(refused.statusCode, 503);
    assert.equal(refused.body, 'unknown click');
    assert.equal((await conversionsOf(t, expired.click_id)).length, 0);
    const recorded = await postback(t, fx.postback_key, { subid: kept.click_id, status: 'lead', txid: 'tx-kept' });
    assert.equal(recorded.statusCode, 200);
    assert.equal((await conversionsOf(t, kept.click_id)).length, 1);
  });

  it('suppresses an exact repeat, replaces the state on a changed status or amount, keeps the history', async () => {
    const click = await storeClick(t, fx);
    const send = (status: string, payout: string) =>
      postback(t, fx.postback_key, { subid: click.click_id, status, payout, txid: 'tx-flow' });
    const dupBefore = await metricValue('conversion_duplicates_total', { origin: 'postback' });
    assert.equal((await send('lead', '5')).body, 'ok');
    const repeat = await send('lead', '5.00');
    assert.equal(repeat.statusCode, 200);
    assert.equal(repeat.body, 'ok');
    assert.equal(await metricValue('conversion_duplicates_total', { origin: 'postback' }), dupBefore + 1);
    let rows = await conversionsOf(t, click.click_id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].revision, 1);
    const conversionId = rows[0].conversion_id;

    assert.equal((await send('sale', '5')).statusCode, 200);
    rows = await conversionsOf(t, click.click_id);
    assert.equal(rows.length, 1, 'a changed status replaces, not adds');
    assert.equal(rows[0].conversion_id, conversionId);
    assert.equal(rows[0].status, 'sale');
    assert.equal(rows[0].status_bucket, 'sales');
    assert.equal(rows[0].revision, 2);

    assert.equal((await send('sale', '7.5')).statusCode, 200);
    assert.equal((await send('rejected', '7.5')).statusCode, 200);
    rows = await conversionsOf(t, click.click_id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].status, 'rejected');
    assert.equal(rows[0].amount, '7.500000');
    assert.equal(rows[0].revision, 4);
    const history = await query(
      t,
      'select from_status, to_status, to_amount from conversion_writes where conversion_id = $1 order by revision',
      [conversionId],
    );
    assert.deepEqual(
      history.map((h) => [h.from_status, h.to_status, h.to_amount]),
      [
        [null, 'lead', '5.000000'],
        ['lead', 'sale', '5.000000'],
        ['sale', 'sale', '7.500000'],
        ['sale', 'rejected', '7.500000'],
      ],
    );
    const log = await logOf(t, click.click_id);
    assert.deepEqual(
      log.map((entry) => [entry.response_code, entry.result]),
      [
        [200, 'recorded'],
        [200, 'duplicate'],
        [200, 'updated'],
        [200, 'updated'],
        [200, 'updated'],
      ],
    );
  });

  it('treats a changed currency as a new state and an empty txid as no deduplication', async () => {
    const click = await storeClick(t, fx);
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '5', txid: '' });
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '5', txid: '' });
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '5' });
    assert.equal((await conversionsOf(t, click.click_id)).length, 3);

    const other = await storeClick(t, fx);
    await postback(t, fx.postback_key, { subid: other.click_id, status: 'lead', payout: '5', txid: 'tx-cur' });
    await postback(t, fx.postback_key, {
      subid: other.click_id,
      status: 'lead',
      payout: '5',
      currency: 'usd',
      txid: 'tx-cur',
    });
    assert.equal((await conversionsOf(t, other.click_id))[0].revision, 1, 'usd is USD: an exact repeat');
    await query(
      t,
      `insert into currency_rates (id, workspace_id, rate_date, base, quote, rate, origin, updated_at)
                    values (gen_random_uuid(), $1, '2000-01-01', 'EUR', 'USD', 1.1, 'manual', now())`,
      [fx.workspace_id],
    );
    await postback(t, fx.postback_key, {
      subid: other.click_id,
      status: 'lead',
      payout: '5',
      currency: 'EUR',
      txid: 'tx-cur',
    });
    const rows = await conversionsOf(t, other.click_id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].currency, 'EUR');
    assert.equal(rows[0].revision, 2);
  });

  it('records exactly one conversion from 50 identical postbacks sent in parallel over real sockets', async () => {
    const click = await storeClick(t, fx);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL(
      `${address}/${fx.postback_key}/postback?subid=${click.click_id}&status=sale&payout=9.99&txid=tx-parallel`,
    );
    const send = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(url, { agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const answers = await Promise.all(Array.from({ length: 50 }, send));
    assert.ok(
      answers.every((a) => a.status === 200 && a.body === 'ok'),
      JSON.stringify(answers.filter((a) => a.status !== 200)),
    );
    const rows = await conversionsOf(t, click.click_id);
    assert.equal(rows.length, 1);
    assert.equal(
      (await query(t, 'select * from conversion_writes where conversion_id = $1', [rows[0].conversion_id])).length,
      1,
    );
    const log = await logOf(t, click.click_id);
    assert.equal(log.length, 50);
    assert.equal(log.filter((entry) => entry.result === 'recorded').length, 1);
    assert.equal(log.filter((entry) => entry.result === 'duplicate').length, 49);
  });

  it('records exactly one conversion from 50 identical postbacks split across two instances of the service', async () => {
    // A second instance on the same database and Redis, as behind a load balancer.
    const second = await startRuntime(
      t.config,
      { http: true, workers: false, logger: false },
      pino({ level: 'silent' }),
    );
    try {
      const click = await storeClick(t, fx);
      const first = t.app.server.listening ? serverAddress(t.app) : await t.app.listen({ port: 0, host: '127.0.0.1' });
      const addresses = [first, await second.app!.listen({ port: 0, host: '127.0.0.1' })];
      const send = (address: string) =>
        fetch(
          `${address}/${fx.postback_key}/postback?subid=${click.click_id}&status=sale&payout=9.99&txid=tx-two-instances`,
        ).then(async (res) => ({ status: res.status, body: await res.text() }));
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(addresses[i % 2])));
      assert.ok(
        answers.every((a) => a.status === 200 && a.body === 'ok'),
        JSON.stringify(answers.filter((a) => a.status !== 200)),
      );
      const rows = await conversionsOf(t, click.click_id);
      assert.equal(rows.length, 1);
      assert.equal(
        (await query(t, 'select * from conversion_writes where conversion_id = $1', [rows[0].conversion_id])).length,
        1,
      );
      const log = await logOf(t, click.click_id);
      assert.equal(log.length, 50);
      assert.equal(log.filter((entry) => entry.result === 'recorded').length, 1);
      assert.equal(log.filter((entry) => entry.result === 'duplicate').length, 49);
    } finally {
      await second.close();
    }
  });

  it('keeps every conversion apart when many different postbacks arrive at once (batched writes)', async () => {
    const clicks = await Promise.all(Array.from({ length: 20 }, () => storeClick(t, fx)));
    const sends = clicks.flatMap((click, c) => [
      ...Array.from({ length: 8 }, (_, i) =>
        postback(t, fx.postback_key, {
          subid: click.click_id,
          status: 'lead',
          payout: String(i + 1),
          txid: `tx-many-${c}-${i}`,
        }),
      ),
      // The same txid with two statuses at the same moment: one conversion, both states written.
      postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: `tx-race-${c}` }),
      postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', txid: `tx-race-${c}` }),
    ]);
    const answers = await Promise.all(sends);
    assert.ok(answers.every((res) => res.statusCode === 200 && res.body === 'ok'));
    for (const [c, click] of clicks.entries()) {
      const rows = await conversionsOf(t, click.click_id);
      assert.equal(rows.length, 9, `click ${c}`);
      const race = rows.find((row) => row.txid === `tx-race-${c}`);
      assert.equal(race.revision, 2, 'lead and sale both applied, one after the other');
      const writes = await query(
        t,
        'select to_status from conversion_writes where conversion_id = $1 order by revision',
        [race.conversion_id],
      );
      assert.equal(writes.length, 2);
      assert.equal(race.status, writes[1].to_status, 'the row holds the last written state');
      assert.deepEqual(
        rows
          .filter((row) => row.txid.startsWith('tx-many'))
          .map((row) => Number(row.amount))
          .sort((x, y) => x - y),
        [1, 2, 3, 4, 5, 6, 7, 8],
      );
    }
  });

  it('translates the partner status through the network status map of the click offer; custom statuses count as their bucket', async () => {
    await api(t, fx.session, 'POST', '/custom-statuses', { code: 'hold', counts_as: 'leads' });
    const click = await storeClick(t, fx);
    assert.equal(
      (await postback(t, fx.postback_key, { subid: click.click_id, status: 'Approved', txid: 'tx-map' })).statusCode,
      200,
    );
    let [row] = await conversionsOf(t, click.click_id);
    assert.equal(row.status, 'sale');
    assert.equal(row.partner_status, 'Approved');
    assert.equal(row.status_bucket, 'sales');
    assert.equal(
      (await postback(t, fx.postback_key, { subid: click.click_id, status: 'declined', txid: 'tx-map' })).statusCode,
      200,
    );
    [row] = await conversionsOf(t, click.click_id);
    assert.equal(row.status, 'rejected');

    const custom = await storeClick(t, fx);
    assert.equal((await postback(t, fx.postback_key, { subid: custom.click_id, status: 'hold' })).statusCode, 200);
    [row] = await conversionsOf(t, custom.click_id);
    assert.equal(row.status, 'hold');
    assert.equal(row.status_bucket, 'leads');

    // A mapping added a moment ago applies to the very next postback (mappings announce nothing to caches).
    await api(t, fx.session, 'PUT', `/affiliate-networks/${fx.network_id}`, {
      status_mapping: { approved: 'sale', declined: 'rejected', chargeback: 'trash' },
    });
    const late = await storeClick(t, fx);
    assert.equal((await postback(t, fx.postback_key, { subid: late.click_id, status: 'CHARGEBACK' })).statusCode, 200);
    [row] = await conversionsOf(t, late.click_id);
    assert.equal(row.status, 'trash');

    const unknown = await postback(t, fx.postback_key, { subid: custom.click_id, status: 'weird' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.body, 'unknown status');
    const [entry] = (await logOf(t, custom.click_id)).filter((e) => e.response_code === 400);
    assert.equal(entry.error, 'unknown status');
    assert.match(entry.url, /status=weird/, 'the log keeps the URL that named it');
  });

  it('counts new lead and sale conversions against the offer daily cap that routing reads', async () => {
    const c = catalog(t, fx.session);
    const fallback = await c.offer('Fallback', 'https://o.example/fallback');
    const capped = await c.offer('Capped', 'https://o.example/capped', {
      daily_cap: 2,
      cap_fallback_offer_id: fallback,
      affiliate_network_id: fx.network_id,
    });
    const campaign = await c.campaign({ source_id: fx.source_id });
    await c.flow(campaign.id, { offers: [{ offer_id: capped }] });
    const first = await visit(t, campaign.alias);
    assert.equal(first.headers.location, 'https://o.example/capped');
    const clickId = await lastClickId(t, campaign.id);
    const send = (status: string, txid: string) => postback(t, fx.postback_key, { subid: clickId, status, txid });
    assert.equal((await send('declined', 'cap-1')).statusCode, 200, 'a rejected conversion does not count');
    assert.equal((await send('lead', 'cap-2')).statusCode, 200, 'counts 1');
    assert.equal(
      (await send('approved', 'cap-2')).statusCode,
      200,
      'a status change of the same conversion does not count again',
    );
    assert.equal((await visit(t, campaign.alias)).headers.location, 'https://o.example/capped');
    assert.equal((await send('lead', 'cap-3')).statusCode, 200, 'counts 2: the cap is reached');
    assert.equal((await visit(t, campaign.alias)).headers.location, 'https://o.example/fallback');
  });

  it('converts the payout into the base currency at the rate of the click date and keeps the original', async () => {
    const eur = await trackingFixture(t, { base_currency: 'EUR' });
    // Within the 90-day click retention: older clicks are unknown to postbacks.
    const day = 86_400_000;
    const clickTime = new Date(Date.now() - 30 * day);
    const date = (time: number) => new Date(time).toISOString().slice(0, 10);
    await api(t, eur.session, 'POST', '/currency-rates', {
      base: 'USD',
      quote: 'EUR',
      date: date(clickTime.getTime() - 5 * day),
      rate: '0.5',
    });
    await api(t, eur.session, 'POST', '/currency-rates', {
      base: 'USD',
      quote: 'EUR',
      date: date(clickTime.getTime() + 5 * day),
      rate: '0.8',
    });
    const click = await storeClick(t, eur, {}, clickTime);
    assert.equal(
      (await postback(t, eur.postback_key, { subid: click.click_id, status: 'sale', payout: '10.50', currency: 'USD' }))
        .statusCode,
      200,
    );
    const [row] = await conversionsOf(t, click.click_id);
    assert.equal(row.payout, '5.250000', 'the rate of 5 days before, the latest on or before the click date');
    assert.equal(row.base_currency, 'EUR');
    assert.equal(row.amount, '10.500000');
    assert.equal(row.currency, 'USD');
    assert.equal(row.exchange_rate, '0.5000000000');

    const noRate = await storeClick(t, eur, {}, new Date(Date.now() - 80 * day));
    assert.equal(
      (await postback(t, eur.postback_key, { subid: noRate.click_id, status: 'sale', payout: '3', currency: 'GBP' }))
        .statusCode,
      200,
    );
    const [kept] = await conversionsOf(t, noRate.click_id);
    assert.equal(kept.payout, null);
    assert.equal(kept.amount, '3.000000');
    assert.equal(kept.currency, 'GBP');
  });

  it('requires a valid X-Signature when the click source has a postback secret', async () => {
    const secret = 'a-source-secret-0123456789';
    const signed = await trackingFixture(t, { source: { postback_secret: secret } });
    const click = await storeClick(t, signed);
    const query1 = `subid=${click.click_id}&status=lead&txid=tx-sig`;
    const missing = await postback(t, signed.postback_key, query1);
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.body, 'invalid signature');
    const wrong = await postback(t, signed.postback_key, query1, {
      headers: { 'x-signature': signatureHeader('another-secret-000000', query1) },
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.body, 'invalid signature');
    const garbage = await postback(t, signed.postback_key, query1, { headers: { 'x-signature': 'sha256=zz' } });
    assert.equal(garbage.statusCode, 401);
    assert.equal((await conversionsOf(t, click.click_id)).length, 0);
    const log = await logOf(t, click.click_id);
    assert.equal(log.length, 3, 'bound to the click: logged');
    assert.ok(log.every((entry) => entry.response_code === 401 && entry.error === 'invalid signature'));

    const good = await postback(t, signed.postback_key, query1, {
      headers: { 'x-signature': signatureHeader(secret, query1) },
    });
    assert.equal(good.statusCode, 200, 'the refused attempts did not consume the txid');
    assert.equal((await conversionsOf(t, click.click_id)).length, 1);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const bodyOnly = await storeClick(t, signed);
    const body = `subid=${bodyOnly.click_id}&status=sale`;
    const post = await postback(t, signed.postback_key, '', {
      method: 'POST',
      body,
      headers: { ...form, 'x-signature': signatureHeader(secret, body) },
    });
    assert.equal(post.statusCode, 200);
    const both = await storeClick(t, signed);
    const q = `subid=${both.click_id}`;
    const b = 'status=sale&payout=2';
    const mixedWrong = await postback(t, signed.postback_key, q, {
      method: 'POST',
      body: b,
      headers: { ...form, 'x-signature': signatureHeader(secret, b) },
    });
    assert.equal(mixedWrong.statusCode, 401);
    const mixed = await postback(t, signed.postback_key, q, {
      method: 'POST',
      body: b,
      headers: { ...form, 'x-signature': signatureHeader(secret, `${q}\n${b}`) },
    });
    assert.equal(mixed.statusCode, 200);
    assert.equal((await conversionsOf(t, both.click_id)).length, 1);
  });

  it('logs bound postbacks with the key masked, and the postback log API filters by workspace and permission', async () => {
    const click = await storeClick(t, fx);
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-log' });
    const [entry] = await logOf(t, click.click_id);
    assert.equal(entry.direction, 'incoming');
    assert.equal(entry.attempt, 1);
    assert.equal(entry.response_code, 200);
    assert.ok(entry.url.includes('/***/postback?subid='), entry.url);
    assert.ok(!entry.url.includes(fx.postback_key), 'the key never appears');
    const withContacts = await storeClick(t, fx);
    await postback(
      t,
      fx.postback_key,
      `subid=${withContacts.click_id}&status=lead&em=jo%40example.com&phone=%2B15551234567&txid=tx-pii`,
    );
    const [contacts] = await logOf(t, withContacts.click_id);
    assert.equal(
      contacts.url,
      `${t.config.publicBaseUrl}/***/postback?subid=${withContacts.click_id}&status=lead&em=***&phone=***&txid=tx-pii`,
    );

    const page = await api(t, fx.session, 'GET', `/reports/postbacks?click_id=${click.click_id}`);
    assert.equal(page.total, 1);
    assert.equal(page.items[0].url, entry.url);
    assert.equal(page.items[0].attempt, 1);
    assert.equal(page.items[0].direction, 'incoming');
    assert.equal(page.items[0].response_code, 200);
    const errors = await api(t, fx.session, 'GET', '/reports/postbacks?outcome=error&direction=incoming&limit=500');
    assert.ok(
      errors.items.length > 0 && errors.items.every((item: { response_code: number }) => item.response_code >= 400),
    );

    const other = await trackingFixture(t);
    const foreign = await api(t, other.session, 'GET', `/reports/postbacks?click_id=${click.click_id}`);
    assert.equal(foreign.total, 0);

    const viewer = await createSession(t, { role: 'viewer', workspace_id: fx.workspace_id });
    assert.equal((await api(t, viewer, 'GET', `/reports/postbacks?click_id=${click.click_id}`)).total, 1);
    await withoutPermission(t, viewer, 'logs.view');
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/reports/postbacks',
      headers: viewer.headers,
    });
    assert.equal(forbidden.statusCode, 403);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/admin_api/v1/reports/postbacks' });
    assert.equal(unauthenticated.statusCode, 401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/reports/postbacks?limit=0',
      headers: fx.session.headers,
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'limit must be from 1 to 500');
  });
});
