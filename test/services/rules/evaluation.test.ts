import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { webhookDeliveryJob } from '../../../jobs/webhook-delivery';
import { tickOf } from '../../../services/rules/evaluate';
import { api, postback, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startTestApp, type TestApp } from '../../support/harness';
import { startReceiver, type Receiver } from '../../support/receiver';
import { query, visit } from '../../support/routing';
import { evaluate, ruleBody } from './support';
import { waitFor } from '../../support/wait';

const SECRET = 'rules-webhook-secret-0123456789';
const SNAPSHOT_KEYS = ['clicks', 'conversions', 'cost', 'cr', 'revenue', 'roi'];

/**
 * Rule evaluation end to end on real rows: clicks in Postgres, conversions through postbacks,
 * metrics from the report engine, actions through the catalogue services, webhooks to a real
 * receiver. Ticks are run in this process (no scheduler) so each step is explicit.
 */
describe('rule evaluation', () => {
  let t: TestApp;
  let receiver: Receiver;
  let tick = tickOf(new Date(), 5) + 10_000;
  const nextTick = () => ++tick;

  before(async () => {
    receiver = await startReceiver();
    t = await startTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32', WEBHOOK_RETRY_BASE_MS_FOR_TESTS: '100' },
    });
    // Deliveries only: the rule scheduler stays off, ticks are run by the tests.
    await t.runtime.jobs.start([webhookDeliveryJob]);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  async function losingCampaign(fx: TrackingFixture, clicks = 5) {
    const stored = [];
    for (let i = 0; i < clicks; i++) stored.push(await storeClick(t, fx, { cost: '1', is_unique: true }));
    return stored;
  }

  async function webhook(fx: TrackingFixture, path: string): Promise<void> {
    const created = await api(t, fx.session, 'POST', '/webhooks', {
      name: path,
      url: `${receiver.url}${path}`,
      events: ['rule.fired', 'rule.recovered'],
      secret: SECRET,
    });
    await api(t, fx.session, 'POST', `/webhooks/${created.id}/enable`);
  }
  const at = (path: string) => receiver.requests.filter((request) => request.url === path);

  it('fires once, never re-fires while fired, recovers once, and undoes its change on recovery', async () => {
    const fx = await trackingFixture(t);
    await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Main',
      type: 'default',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/',
    });
    const { alias } = await api(t, fx.session, 'GET', `/campaigns/${fx.campaign_id}`);
    assert.equal((await visit(t, alias)).statusCode, 302);
    await webhook(fx, '/campaign-rule');
    const clicks = await losingCampaign(fx);
    // Never in rule metrics: a simulated click and one of a flow that does not save traffic.
    await storeClick(t, fx, { cost: '50', is_simulated: true });
    await storeClick(t, fx, { cost: '50', save_traffic: false });
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({
        target_ids: [fx.campaign_id],
        on_fire: [{ type: 'webhook' }, { type: 'notify' }, { type: 'pause_campaign' }],
        on_recover: [{ type: 'webhook' }, { type: 'notify' }, { type: 'revert' }],
      }),
    );

    const fired = await evaluate(t, rule.id, nextTick());
    assert.deepEqual(fired, { status: 'evaluated', targets: 1, fired: 1, recovered: 0 });
    const [event] = await api(t, fx.session, 'GET', `/rules/${rule.id}/history`);
    assert.equal(event.kind, 'fired');
    assert.equal(event.target_id, fx.campaign_id);
    assert.equal(event.target_name, 'Campaign');
    assert.equal(event.dry_run, false);
    assert.deepEqual(Object.keys(event.metrics).sort(), SNAPSHOT_KEYS);
    assert.equal(event.metrics.clicks, 5, 'simulated and unsaved clicks left out');
    assert.equal(event.metrics.cost, 5);
    assert.equal(event.metrics.roi, -100);
    assert.equal(event.actions_done, true);
    assert.deepEqual(
      event.actions.map((a: { type: string; ok: boolean }) => [a.type, a.ok]),
      [
        ['pause_campaign', true],
        ['webhook', true],
        ['notify', true],
      ],
    );

    // The snapshot is exactly what POST /reports/query answers for the same window and target.
    const report = await api(t, fx.session, 'POST', '/reports/query', {
      period: 'today',
      dimensions: ['campaign'],
      metrics: SNAPSHOT_KEYS,
      filters: [{ dimension: 'campaign', operator: 'in', value: [fx.campaign_id] }],
    });
    assert.equal(report.rows.length, 1);
    assert.deepEqual(report.rows[0].metrics, event.metrics);

    // Paused through the catalogue service: the campaign shows it and routing follows at once.
    assert.equal((await api(t, fx.session, 'GET', `/campaigns/${fx.campaign_id}`)).state, 'paused');
    assert.equal((await visit(t, alias)).statusCode, 404);

    const [delivery] = await waitFor(
      async () => at('/campaign-rule'),
      (list) => list.length === 1,
    );
    assert.equal(delivery.headers['x-service-event'], 'rule.fired');
    assert.equal(
      delivery.headers['x-service-signature'],
      `sha256=${createHmac('sha256', SECRET).update(delivery.body).digest('hex')}`,
    );
    const envelope = JSON.parse(delivery.body.toString());
    assert.deepEqual(Object.keys(envelope.data), [
      'rule_id',
      'rule_name',
      'workspace',
      'target_kind',
      'target_id',
      'target_name',
      'dry_run',
      'metrics',
    ]);
    assert.deepEqual(envelope.data, {
      rule_id: rule.id,
      rule_name: 'Stop losers',
      workspace: fx.workspace_id,
      target_kind: 'campaign',
      target_id: fx.campaign_id,
      target_name: 'Campaign',
      dry_run: false,
      metrics: event.metrics,
    });
    assert.equal((await api(t, fx.session, 'GET', '/notifications/unread-count')).unread, 1);

    // Still losing: no second firing.
    assert.deepEqual(await evaluate(t, rule.id, nextTick()), {
      status: 'evaluated',
      targets: 1,
      fired: 0,
      recovered: 0,
    });
    assert.equal((await api(t, fx.session, 'GET', `/rules/${rule.id}/history`)).length, 1);
    assert.deepEqual(
      (await api(t, fx.session, 'GET', `/rules/${rule.id}/targets`)).map((s: { state: string }) => s.state),
      ['fired'],
    );

    // A sale turns the campaign profitable: one recovery, the pause undone.
    assert.equal(
      (
        await postback(t, fx.postback_key, {
          subid: clicks[0].click_id,
          status: 'sale',
          payout: '100',
          txid: 'recover',
        })
      ).statusCode,
      200,
    );
    assert.deepEqual(await evaluate(t, rule.id, nextTick()), {
      status: 'evaluated',
      targets: 1,
      fired: 0,
      recovered: 1,
    });
    assert.equal((await api(t, fx.session, 'GET', `/campaigns/${fx.campaign_id}`)).state, 'active');
    assert.equal((await visit(t, alias)).statusCode, 302);
    const history = await api(t, fx.session, 'GET', `/rules/${rule.id}/history`);
    assert.deepEqual(
      history.map((e: { kind: string }) => e.kind),
      ['recovered', 'fired'],
    );
    assert.equal(history[0].metrics.revenue, 100);
    assert.deepEqual(
      history[0].actions.map((a: { type: string; ok: boolean }) => [a.type, a.ok]),
      [
        ['revert', true],
        ['webhook', true],
        ['notify', true],
      ],
    );
    const [, recovered] = await waitFor(
      async () => at('/campaign-rule'),
      (list) => list.length === 2,
    );
    const recoveredEnvelope = JSON.parse(recovered.body.toString());
    assert.equal(recoveredEnvelope.event, 'rule.recovered');
    assert.deepEqual(Object.keys(recoveredEnvelope.data), [
      'rule_id',
      'rule_name',
      'workspace',
      'target_kind',
      'target_id',
      'target_name',
      'dry_run',
      'metrics',
      'fired_at',
      'reverted',
    ]);
    assert.equal(recoveredEnvelope.data.reverted, true);
    assert.match(recoveredEnvelope.data.fired_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
    assert.deepEqual(recoveredEnvelope.data.metrics, history[0].metrics);

    // Recovered once: the next ticks move nothing.
    assert.deepEqual(await evaluate(t, rule.id, nextTick()), {
      status: 'evaluated',
      targets: 1,
      fired: 0,
      recovered: 0,
    });
    assert.equal((await api(t, fx.session, 'GET', `/rules/${rule.id}/history`)).length, 2);
    assert.equal((await api(t, fx.session, 'GET', '/notifications/unread-count')).unread, 2);
    // A tick run again does nothing.
    assert.deepEqual(await evaluate(t, rule.id, tick), { status: 'already_done' });
  });

  it('in dry run evaluates and notifies with dry_run true, and changes nothing', async () => {
    const fx = await trackingFixture(t);
    await webhook(fx, '/dry-run');
    await losingCampaign(fx);
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({ dry_run: true, on_fire: [{ type: 'pause_campaign' }, { type: 'webhook' }, { type: 'notify' }] }),
    );
    assert.equal((await evaluate(t, rule.id, nextTick())).fired, 1);
    assert.equal((await api(t, fx.session, 'GET', `/campaigns/${fx.campaign_id}`)).state, 'active');
    const [event] = await api(t, fx.session, 'GET', `/rules/${rule.id}/history`);
    assert.equal(event.dry_run, true);
    assert.deepEqual(event.actions[0], { type: 'pause_campaign', ok: true, detail: 'dry run: nothing changed' });
    const [delivery] = await waitFor(
      async () => at('/dry-run'),
      (list) => list.length === 1,
    );
    assert.equal(JSON.parse(delivery.body.toString()).data.dry_run, true);
    const [notification] = await api(t, fx.session, 'GET', '/notifications');
    assert.match(notification.title, /\(dry run\)$/);
    assert.equal(notification.data.dry_run, true);
  });

  it('does not judge a target below the minimum sample', async () => {
    const fx = await trackingFixture(t);
    await losingCampaign(fx, 3);
    const rule = await api(t, fx.session, 'POST', '/rules', ruleBody({ condition: 'roi < -30' }));
    assert.deepEqual(await evaluate(t, rule.id, nextTick()), {
      status: 'evaluated',
      targets: 1,
      fired: 0,
      recovered: 0,
    });
  });

  it('waits out the cooldown before recovering (and before firing again)', async () => {
    const fx = await trackingFixture(t);
    const clicks = await losingCampaign(fx);
    const rule = await api(t, fx.session, 'POST', '/rules', ruleBody({ cooldown_minutes: 60 }));
    assert.equal((await evaluate(t, rule.id, nextTick())).fired, 1);
    const sale = { subid: clicks[0].click_id, status: 'sale', payout: '100', txid: 'cooldown' };
    assert.equal((await postback(t, fx.postback_key, sale)).statusCode, 200);
    // Profitable now, but fired a moment ago: the cooldown holds the recovery back.
    assert.deepEqual(await evaluate(t, rule.id, nextTick()), {
      status: 'evaluated',
      targets: 1,
      fired: 0,
      recovered: 0,
    });
    // 59 minutes later still held; 61 minutes later it recovers.
    const firedAgo = (minutes: number) =>
      query(t, 'update rule_target_states set changed_at = now() - make_interval(mins => ?) where rule_id = ?', [
        minutes,
        rule.id,
      ]);
    await firedAgo(59);
    assert.equal((await evaluate(t, rule.id, nextTick())).recovered, 0);
    await firedAgo(61);
    assert.equal((await evaluate(t, rule.id, nextTick())).recovered, 1);
    assert.deepEqual(
      (await api(t, fx.session, 'GET', `/rules/${rule.id}/history`)).map((e: { kind: string }) => e.kind),
      ['recovered', 'fired'],
    );
  });

  it('judges only its listed targets, and never counts simulated clicks even with the simulation switch on', async () => {
    const fx = await trackingFixture(t);
    const other = await api(t, fx.session, 'POST', '/offers', { name: 'Other', url: 'https://other.example/' });
    for (const offer of [fx.offer_id, other.id])
      for (let i = 0; i < 4; i++) await storeClick(t, fx, { cost: '1', offer_id: offer });
    await storeClick(t, fx, { cost: '50', offer_id: fx.offer_id, is_simulated: true });
    await api(t, fx.session, 'PUT', '/workspace', { show_simulated_traffic: true });
    const listed = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({ target_kind: 'offer', target_ids: [fx.offer_id] }),
    );
    const all = await api(t, fx.session, 'POST', '/rules', ruleBody({ target_kind: 'offer' }));
    const shared = nextTick();
    assert.deepEqual(await evaluate(t, listed.id, shared), { status: 'evaluated', targets: 1, fired: 1, recovered: 0 });
    assert.deepEqual(await evaluate(t, all.id, shared), { status: 'evaluated', targets: 2, fired: 2, recovered: 0 });
    const [event] = await api(t, fx.session, 'GET', `/rules/${listed.id}/history`);
    assert.equal(event.target_id, fx.offer_id);
    assert.deepEqual([event.metrics.clicks, event.metrics.cost], [4, 4], 'the simulated click is left out');
    // The workspace's reports show it (the switch is on); rules never do (spec rule 16).
    const report = await api(t, fx.session, 'POST', '/reports/query', {
      period: 'today',
      dimensions: ['offer'],
      metrics: ['clicks'],
      filters: [{ dimension: 'offer', operator: 'in', value: [fx.offer_id] }],
    });
    assert.equal(report.rows[0].metrics.clicks, 5);
  });

  it('pauses a flow and makes it active again on recovery', async () => {
    const fx = await trackingFixture(t);
    const flow = await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Losing flow',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/a',
    });
    const stored = [];
    for (let i = 0; i < 4; i++) stored.push(await storeClick(t, fx, { cost: '1', flow_id: flow.id }));
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({ target_kind: 'flow', on_fire: [{ type: 'disable_flow' }], on_recover: [{ type: 'revert' }] }),
    );
    assert.equal((await evaluate(t, rule.id, nextTick())).fired, 1);
    assert.equal((await api(t, fx.session, 'GET', `/flows/${flow.id}`)).state, 'paused');
    await postback(t, fx.postback_key, { subid: stored[0].click_id, status: 'sale', payout: '50', txid: 'f' });
    assert.equal((await evaluate(t, rule.id, nextTick())).recovered, 1);
    assert.equal((await api(t, fx.session, 'GET', `/flows/${flow.id}`)).state, 'active');
  });

  it('takes an offer out of rotation (weight 0) and restores its weight on recovery', async () => {
    const fx = await trackingFixture(t);
    const other = await api(t, fx.session, 'POST', '/offers', { name: 'Other', url: 'https://other.example/' });
    const flow = await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Rotation',
      scheme: 'landings_offers',
      offers: [
        { offer_id: fx.offer_id, weight: 70 },
        { offer_id: other.id, weight: 30 },
      ],
    });
    const stored = [];
    for (let i = 0; i < 4; i++)
      stored.push(await storeClick(t, fx, { cost: '1', flow_id: flow.id, offer_id: fx.offer_id }));
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({
        target_kind: 'offer',
        target_ids: [fx.offer_id],
        on_fire: [{ type: 'remove_from_rotation' }],
        on_recover: [{ type: 'revert' }],
      }),
    );
    assert.equal((await evaluate(t, rule.id, nextTick())).fired, 1);
    const weights = async () =>
      Object.fromEntries(
        (await api(t, fx.session, 'GET', `/flows/${flow.id}`)).offers.map((o: { offer_id: string; weight: number }) => [
          o.offer_id,
          o.weight,
        ]),
      );
    assert.deepEqual(await weights(), { [fx.offer_id]: 0, [other.id]: 30 });
    await postback(t, fx.postback_key, { subid: stored[0].click_id, status: 'sale', payout: '50', txid: 'o' });
    assert.equal((await evaluate(t, rule.id, nextTick())).recovered, 1);
    assert.deepEqual(await weights(), { [fx.offer_id]: 70, [other.id]: 30 });
  });

  it("blocks a losing sub_id value in the campaign's flows (routing follows) and unblocks it on recovery", async () => {
    const fx = await trackingFixture(t);
    const main = await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Main',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/main',
    });
    await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Fallback',
      type: 'default',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/fallback',
    });
    const { alias } = await api(t, fx.session, 'GET', `/campaigns/${fx.campaign_id}`);
    const stored = [];
    for (let i = 0; i < 4; i++)
      stored.push(await storeClick(t, fx, { cost: '1', flow_id: main.id, sub_id_2: 'bad-site' }));
    for (let i = 0; i < 4; i++) await storeClick(t, fx, { cost: '1', flow_id: main.id, sub_id_2: 'good-site' });
    await postback(t, fx.postback_key, {
      subid: (await storeClick(t, fx, { cost: '0', flow_id: main.id, sub_id_2: 'good-site' })).click_id,
      status: 'sale',
      payout: '50',
      txid: 'g',
    });
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({
        target_kind: 'sub_id',
        sub_id: 2,
        target_ids: [fx.campaign_id],
        on_fire: [{ type: 'block_value' }],
        on_recover: [{ type: 'revert' }],
      }),
    );
    const outcome = await evaluate(t, rule.id, nextTick());
    assert.deepEqual(outcome, { status: 'evaluated', targets: 2, fired: 1, recovered: 0 });
    const [event] = await api(t, fx.session, 'GET', `/rules/${rule.id}/history`);
    assert.equal(event.target_id, `${fx.campaign_id}:bad-site`);
    assert.equal(event.target_name, 'bad-site in Campaign');
    const filters = (await api(t, fx.session, 'GET', `/flows/${main.id}`)).filters;
    assert.deepEqual(
      filters.map((f: Record<string, unknown>) => [f.type, f.sub_id, f.negate, f.operator, f.values]),
      [['sub_id', 2, true, 'equals', ['bad-site']]],
    );
    const location = async (sub: string) => (await visit(t, alias, { query: { sub_id_2: sub } })).headers.location;
    assert.equal(await location('bad-site'), 'https://offer.example/fallback');
    assert.equal(await location('good-site'), 'https://offer.example/main');
    await postback(t, fx.postback_key, { subid: stored[0].click_id, status: 'sale', payout: '50', txid: 'b' });
    assert.equal((await evaluate(t, rule.id, nextTick())).recovered, 1);
    assert.deepEqual((await api(t, fx.session, 'GET', `/flows/${main.id}`)).filters, []);
    assert.equal(await location('bad-site'), 'https://offer.example/main');
  });

  it("blocks a losing site through the source's site parameter", async () => {
    const fx = await trackingFixture(t, { source: { parameters: { site: { param: 'zone', macro: '{zoneid}' } } } });
    const main = await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Main',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/main',
    });
    await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Fallback',
      type: 'default',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/fallback',
    });
    const { alias } = await api(t, fx.session, 'GET', `/campaigns/${fx.campaign_id}`);
    for (let i = 0; i < 4; i++) await storeClick(t, fx, { cost: '1', flow_id: main.id, site: 'zone-42' });
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({ target_kind: 'site', on_fire: [{ type: 'block_value' }] }),
    );
    assert.equal((await evaluate(t, rule.id, nextTick())).fired, 1);
    const [filter] = (await api(t, fx.session, 'GET', `/flows/${main.id}`)).filters;
    assert.deepEqual([filter.type, filter.name, filter.negate, filter.values], ['param', 'zone', true, ['zone-42']]);
    assert.equal(
      (await visit(t, alias, { query: { zone: 'zone-42' } })).headers.location,
      'https://offer.example/fallback',
    );
    assert.equal((await visit(t, alias, { query: { zone: 'zone-7' } })).headers.location, 'https://offer.example/main');
  });
});
