import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { createSession } from '../../support/session';

/**
 * Postbacks as Keitaro and Binom networks send them (docs/conversions.md "Postbacks from Keitaro
 * and Binom networks"), sent over a real socket, read back from the conversion and its log.
 */
describe('postbacks in the Keitaro and Binom forms', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let base: string;

  /** A GET over HTTP: path and query exactly as a network would send them. */
  async function send(pathAndQuery: string): Promise<{ status: number; body: string }> {
    const res = await fetch(`${base}${pathAndQuery}`);
    return { status: res.status, body: await res.text() };
  }

  async function conversionsOf(clickId: string) {
    return query(t, 'select * from conversions where click_id = $1 order by created_at', [clickId]);
  }

  /** Waits (bounded) until `check` holds: key caches of other instances follow within 10 s. */
  async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) assert.fail(`never happened: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  before(async () => {
    t = await startTestApp();
    // The network's own map sends `hold` to rejected: a status list naming `hold` must win over it.
    fx = await trackingFixture(t, { status_mapping: { approved: 'sale', declined: 'rejected', hold: 'rejected' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => t.close());

  it('records an AdCombo-style Keitaro postback: tid, from and the per-request status lists', async () => {
    const click = await storeClick(t, fx);
    const url = (status: string) =>
      `/${fx.postback_key}/postback?subid=${click.click_id}&payout=21.0&status=${status}&tid=52949935` +
      '&from=adcombo.com&lead_status=hold&sale_status=lead,confirmed&rejected_status=reject,trash,cancelled';
    assert.deepEqual(await send(url('hold')), { status: 200, body: 'ok' });
    let [row] = await conversionsOf(click.click_id);
    assert.equal(row.status, 'lead', 'named in lead_status: the network map (hold → rejected) is not applied');
    assert.equal(row.status_bucket, 'leads');
    assert.equal(row.partner_status, 'hold');
    assert.equal(row.txid, '52949935');
    assert.equal(row.postback_from, 'adcombo.com');
    assert.equal(row.amount, '21.000000');

    // `lead` named in sale_status is a sale (AdCombo's own wording); the same tid changes the conversion.
    assert.equal((await send(url('lead'))).status, 200);
    [row] = await conversionsOf(click.click_id);
    assert.deepEqual([row.status, row.status_bucket, row.revision], ['sale', 'sales', 2]);
    assert.equal((await send(url('cancelled'))).status, 200);
    const rows = await conversionsOf(click.click_id);
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0].status, rows[0].status_bucket, rows[0].payout], ['rejected', 'rejected', '21.000000']);

    // Not named in any list: the network's map, as without lists.
    const other = await storeClick(t, fx);
    const res = await send(
      `/${fx.postback_key}/postback?subid=${other.click_id}&status=approved&tid=a1&lead_status=hold&trash_status=fraud`,
    );
    assert.equal(res.status, 200);
    assert.equal((await conversionsOf(other.click_id))[0].status, 'sale');
    const trash = await storeClick(t, fx);
    await send(`/${fx.postback_key}/postback?subid=${trash.click_id}&status=Fraud&tid=a2&trash_status=bot,fraud`);
    assert.equal((await conversionsOf(trash.click_id))[0].status_bucket, 'trash');
  });

  it('records an M1-shop-style Keitaro postback: sub_id, sub_id_N, currency, cost and return', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await api(t, fx.session, 'POST', '/currency-rates', { base: 'RUB', quote: 'USD', date: day, rate: '0.01' });
    const click = await storeClick(t, fx);
    const res = await send(
      `/${fx.postback_key}/postback?sub_id=${click.click_id}&sub_id_1=banner-7&sub_id_2=25-34&sub_id_30=last` +
        '&status=approved&lead_status=new&sale_status=approved&rejected_status=rejected&payout=500' +
        '&currency=rub&cost=50,5&from=M1-shop.ru&return=OK&tid=m1-1',
    );
    assert.deepEqual(res, { status: 200, body: 'OK' }, 'return= is the success answer');
    const [row] = await conversionsOf(click.click_id);
    assert.deepEqual([row.status, row.amount, row.currency, row.payout], ['sale', '500.000000', 'RUB', '5.000000']);
    assert.equal(row.postback_cost, '50.500000');
    assert.equal(row.cost, '0.505000', "the conversion's cost: the postback's, in the base currency");
    assert.equal(row.postback_from, 'M1-shop.ru');
    assert.deepEqual(row.postback_sub_ids, { sub_id_1: 'banner-7', sub_id_2: '25-34', sub_id_30: 'last' });
    assert.equal(row.sub_id_1, 'sub-one', "the click's sub ids stay: reports group by them");
    assert.equal(row.sub_id_30, 'sub-thirty');

    // The conversion log shows them.
    const log = await api(t, fx.session, 'GET', `/reports/conversions?click_id=${click.click_id}`);
    const entry = log.items[0];
    assert.equal(entry.cost, '0.505');
    assert.equal(entry.postback_cost, '50.5');
    assert.equal(entry.postback_from, 'M1-shop.ru');
    assert.equal(entry.postback_sub_ids[0], 'banner-7');
    assert.equal(entry.postback_sub_ids[29], 'last');
    assert.equal(entry.postback_sub_ids[2], null);
    assert.equal(entry.sub_ids[0], 'sub-one');

    // A status change without a cost keeps the postback's cost (rejected: it costs nothing, as for campaign costs);
    // a new sub id joins the earlier ones.
    const change = `sub_id=${click.click_id}&tid=m1-1&status=rejected&payout=500&currency=rub&sub_id_3=x`;
    assert.equal((await send(`/${fx.postback_key}/postback?${change}`)).status, 200);
    const rows = await conversionsOf(click.click_id);
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0].status, rows[0].cost, rows[0].postback_cost], ['rejected', '0.000000', '50.500000']);
    assert.deepEqual(rows[0].postback_sub_ids, {
      sub_id_1: 'banner-7',
      sub_id_2: '25-34',
      sub_id_3: 'x',
      sub_id_30: 'last',
    });
    assert.equal(rows[0].sub_id_1, 'sub-one');
  });

  it("adds a postback's cost to the report's cost while the conversion is a lead or a sale", async () => {
    const own = await trackingFixture(t);
    const click = await storeClick(t, own);
    const url = (status: string) =>
      `/${own.postback_key}/postback?sub_id=${click.click_id}&tid=c1&status=${status}&payout=10&cost=3.25`;
    const totals = async () =>
      (await api(t, own.session, 'POST', '/reports/query', { period: 'today', metrics: ['cost', 'revenue'] })).totals;
    assert.equal((await send(url('sale'))).status, 200);
    assert.deepEqual(await totals(), { cost: 3.25, revenue: 10 });
    assert.equal((await send(url('rejected'))).status, 200);
    assert.equal((await totals()).cost, 0);
  });

  it('reads subid or clickid before sub_id, refuses click_id, a bad cost, an ambiguous status, and writes nothing then', async () => {
    const click = await storeClick(t, fx);
    const decoy = await storeClick(t, fx);
    await send(`/${fx.postback_key}/postback?subid=${click.click_id}&sub_id=${decoy.click_id}&status=lead&tid=p1`);
    assert.equal((await conversionsOf(click.click_id)).length, 1);
    assert.equal((await conversionsOf(decoy.click_id)).length, 0);

    const refused = await storeClick(t, fx);
    const cases: [string, string][] = [
      [`click_id=${refused.click_id}&status=lead`, 'missing required parameter: subid/clickid'],
      [`subid=${refused.click_id}&status=lead&cost=$5`, 'unparseable cost'],
      [
        `subid=${refused.click_id}&status=ok&lead_status=ok&sale_status=ok`,
        'status named in more than one status list',
      ],
    ];
    for (const [params, answer] of cases) {
      const res = await send(`/${fx.postback_key}/postback?${params}`);
      assert.deepEqual(res, { status: 400, body: answer });
    }
    assert.equal((await conversionsOf(refused.click_id)).length, 0);
    // An unusable return= (markup) is not echoed: the answer stays ok.
    const plain = await storeClick(t, fx);
    const res = await send(`/${fx.postback_key}/postback?subid=${plain.click_id}&status=lead&return=%3Cb%3E`);
    assert.deepEqual(res, { status: 200, body: 'ok' });
  });

  it('reads the extras from a form body and under percent-encoded names too', async () => {
    const click = await storeClick(t, fx);
    const res = await fetch(`${base}/${fx.postback_key}/postback?%73ub_id_4=encoded`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `subid=${click.click_id}&status=new&%6Cead_status=new&from=body.example&sub_id_5=from-body&tid=b1`,
    });
    assert.equal(res.status, 200);
    const [row] = await conversionsOf(click.click_id);
    assert.equal(row.status, 'lead');
    assert.equal(row.postback_from, 'body.example');
    assert.deepEqual(row.postback_sub_ids, { sub_id_4: 'encoded', sub_id_5: 'from-body' });
  });

  it('records a Binom postback on /{key}/click.php: one conversion per click, cnv_status, cnv_currency, cnv_status2', async () => {
    const click = await storeClick(t, fx);
    const day = new Date().toISOString().slice(0, 10);
    await api(t, fx.session, 'POST', '/currency-rates', { base: 'EUR', quote: 'USD', date: day, rate: '1.1' });
    const path = `/${fx.postback_key}/click.php?cnv_id=${click.click_id}`;
    assert.deepEqual(await send(`${path}&payout=7.5&cnv_status=hold&cnv_currency=EUR&cnv_status2=upsell`), {
      status: 200,
      body: 'ok',
    });
    let rows = await conversionsOf(click.click_id);
    assert.equal(rows.length, 1);
    assert.deepEqual(
      [rows[0].status, rows[0].amount, rows[0].currency, rows[0].payout],
      ['rejected', '7.500000', 'EUR', '8.250000'],
    );
    assert.equal(rows[0].postback_status2, 'upsell');
    assert.equal(rows[0].partner_status, 'hold');
    assert.equal(rows[0].txid, click.click_id, "Binom's conversion is the click's");

    assert.equal((await send(`${path}&payout=7.5&cnv_status=approved&cnv_currency=EUR`)).status, 200);
    rows = await conversionsOf(click.click_id);
    assert.equal(rows.length, 1, 'a later Binom postback changes the same conversion');
    assert.deepEqual([rows[0].status, rows[0].revision], ['sale', 2]);
    const log = await query(t, `select url from postback_log where click_id = $1 and direction = 'incoming'`, [
      click.click_id,
    ]);
    assert.ok(
      log.every((entry) => entry.url.includes('/***/click.php?cnv_id=')),
      'the key is masked in the log',
    );

    // Without a status it is Binom's plain conversion: a sale.
    const plain = await storeClick(t, fx);
    assert.equal((await send(`/${fx.postback_key}/click.php?cnv_id=${plain.click_id}&payout=3`)).status, 200);
    assert.equal((await conversionsOf(plain.click_id))[0].status, 'sale');

    // Binom's own URL names no workspace: refused, as are a wrong key and a missing cnv_id.
    const keyless = await storeClick(t, fx);
    assert.deepEqual(await send(`/click.php?cnv_id=${keyless.click_id}&payout=1`), {
      status: 401,
      body: 'Incorrect postback key',
    });
    assert.equal((await send(`/abcdef1234/click.php?cnv_id=${keyless.click_id}&payout=1`)).status, 401);
    assert.deepEqual(await send(`/${fx.postback_key}/click.php?payout=1`), {
      status: 400,
      body: 'missing required parameter: cnv_id',
    });
    assert.equal((await conversionsOf(keyless.click_id)).length, 0);
  });

  it("takes the previous tracker's key: the old URLs work, this workspace's old key no longer does", async () => {
    const ws = await trackingFixture(t);
    const oldKey = ws.postback_key;
    const set = await api(t, ws.session, 'PUT', '/workspace/postback-key', { postback_key: 'E89bcbe' });
    assert.equal(set.postback_key, 'e89bcbe');
    assert.equal(set.postback_key_imported, true);

    const click = await storeClick(t, ws);
    const keitaro =
      `/e89bcbe/postback?subid=${click.click_id}&payout=21.0&status=confirmed&tid=52949935&from=adcombo.com` +
      '&lead_status=hold&sale_status=lead,confirmed&rejected_status=reject,trash,cancelled';
    assert.deepEqual(await send(keitaro), { status: 200, body: 'ok' });
    assert.equal((await conversionsOf(click.click_id))[0].status, 'sale');
    const binom = await storeClick(t, ws);
    assert.equal((await send(`/E89BCBE/click.php?cnv_id=${binom.click_id}&payout=2`)).status, 200);
    assert.equal((await conversionsOf(binom.click_id)).length, 1);

    const late = await storeClick(t, ws);
    await eventually(
      async () => (await send(`/${oldKey}/postback?subid=${late.click_id}&status=lead`)).status === 401,
      'the old key refused',
    );
    assert.equal((await conversionsOf(late.click_id)).length, 0);

    // Unique across workspaces (no value named); letters and digits only; 6 to 64 of them.
    const other = await createSession(t);
    const taken = await api(t, other, 'PUT', '/workspace/postback-key', { postback_key: 'E89BCBE' }, [409]);
    assert.doesNotMatch(JSON.stringify(taken), /e89bcbe/i);
    for (const bad of ['abc12', 'ab-cd-ef', 'x'.repeat(65)]) {
      const refused = await api(t, other, 'PUT', '/workspace/postback-key', { postback_key: bad }, [400]);
      assert.doesNotMatch(JSON.stringify(refused), new RegExp(bad.slice(0, 6)));
    }

    // Readable by owners and admins only; masked in the audit log.
    const manager = await createSession(t, { role: 'manager', workspace_id: ws.workspace_id });
    assert.equal((await api(t, manager, 'GET', '/workspace')).postback_key, null);
    await api(t, manager, 'PUT', '/workspace/postback-key', { postback_key: 'other12' }, [403]);
    const admin = await createSession(t, { role: 'admin', workspace_id: ws.workspace_id });
    assert.equal((await api(t, admin, 'GET', '/workspace')).postback_key, 'e89bcbe');
    const audit = await query(
      t,
      `select changes from audit_log where workspace_id = $1 and entity_kind = 'workspaces' and changes ? 'postback_key'`,
      [ws.workspace_id],
    );
    assert.ok(audit.length >= 1, 'the change is audited');
    assert.doesNotMatch(JSON.stringify(audit), /e89bcbe/i);
    assert.doesNotMatch(JSON.stringify(audit), new RegExp(oldKey));

    // Rotating gives a generated key again; the imported one stops working.
    const rotated = await api(t, ws.session, 'POST', '/workspace/postback-key/rotate');
    assert.equal(rotated.postback_key_imported, false);
    const after = await storeClick(t, ws);
    await eventually(
      async () => (await send(`/e89bcbe/postback?subid=${after.click_id}&status=lead`)).status === 401,
      'the imported key refused after rotation',
    );
  });
});
