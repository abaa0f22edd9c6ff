import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { tickOf } from '../../../services/rules/evaluate';
import { reservePending } from '../../../services/webhooks/pending';
import { MAX_PENDING_EVENTS } from '../../../services/webhooks/policy';
import { api, storeClick, trackingFixture } from '../../support/conversions';
import { startTestApp, type TestApp } from '../../support/harness';
import { evaluate, ruleBody } from './support';

/**
 * Issue 35 item 9: a rule's history said "event queued" for a webhook event that was dropped
 * because the webhook already held its 64 pending events. It now says dropped (and not ok).
 */
describe('rule history: a webhook event dropped at the pending cap', () => {
  let t: TestApp;

  before(async () => {
    // No delivery worker: the pending places stay taken.
    t = await startTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('says "dropped", not "queued"', async () => {
    const fx = await trackingFixture(t);
    const hook = await api(t, fx.session, 'POST', '/webhooks', {
      name: 'full',
      url: 'https://hooks.example/rules',
      events: ['rule.fired', 'rule.recovered'],
      secret: 'rules-webhook-secret-0123456789',
    });
    await api(t, fx.session, 'POST', `/webhooks/${hook.id}/enable`);
    const { redis } = t.runtime.services;
    for (let i = 0; i < MAX_PENDING_EVENTS; i++)
      assert.ok(await reservePending(redis, t.config.redisPrefix, hook.id, randomUUID(), new Date()));
    for (let i = 0; i < 5; i++) await storeClick(t, fx, { cost: '1', is_unique: true });
    const rule = await api(
      t,
      fx.session,
      'POST',
      '/rules',
      ruleBody({ target_ids: [fx.campaign_id], on_fire: [{ type: 'webhook' }, { type: 'notify' }] }),
    );
    const fired = await evaluate(t, rule.id, tickOf(new Date(), 5) + 20_000);
    assert.equal(fired.status === 'evaluated' && fired.fired, 1, JSON.stringify(fired));
    const [event] = await api(t, fx.session, 'GET', `/rules/${rule.id}/history`);
    const webhook = event.actions.find((a: { type: string }) => a.type === 'webhook');
    assert.equal(webhook.ok, false, JSON.stringify(webhook));
    assert.match(webhook.detail, /^dropped: the webhook already held 64 pending events/);
    assert.doesNotMatch(webhook.detail, /queued/);
  });
});
