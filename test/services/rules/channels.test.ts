import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startRuntime, type Runtime } from '../../../app/runtime';
import { messengerDeliveryJob } from '../../../jobs/messenger-delivery';
import { notificationKey, NOTIFICATION_TOPIC } from '../../../services/notifications/notifications';
import { tickOf } from '../../../services/rules/evaluate';
import { subscribedOnRedis } from '../../support/clicks';
import { api as call } from '../../support/admin-api';
import { api, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startTestApp, type TestApp } from '../../support/harness';
import { startReceiver, type Receiver } from '../../support/receiver';
import { createSession, type Session } from '../../support/session';
import { evaluate, ruleBody } from './support';
import { waitFor } from '../../support/wait';

const TOKEN = '123456:test-bot-token_abc';

/**
 * The channels of a firing besides webhooks: in-app notifications (one per member, read state,
 * pushed live to that member only, across two app instances) and the messenger alert
 * (Telegram-Bot-API sendMessage to a local receiver, token write-only, test endpoint, retries).
 */
describe('rule channels', () => {
  let t: TestApp;
  let second: Runtime;
  let secondUrl: string;
  let receiver: Receiver;
  let tick = tickOf(new Date(), 5) + 20_000;
  const clients: Client[] = [];

  before(async () => {
    receiver = await startReceiver();
    t = await startTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32', WEBHOOK_RETRY_BASE_MS_FOR_TESTS: '100' },
    });
    await t.runtime.jobs.start([messengerDeliveryJob]);
    // A second app instance on the same database and Redis: pushes must cross instances.
    second = await startRuntime(t.config, { http: true, workers: false, logger: false }, pino({ level: 'silent' }));
    secondUrl = await second.app!.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await second.close();
    await t.close();
    await receiver.close();
  });

  /** Subscribes to notification_added on the second instance as the session; collects what arrives. */
  async function listen(session: Session): Promise<any[]> {
    const received: any[] = [];
    const client = createClient({
      url: `${secondUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${session.token}` },
    });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.subscribe(
        { query: 'subscription { notification_added { id kind title read data } }' },
        {
          next: (message) => received.push(message.data?.notification_added ?? message),
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // The subscription has reached Redis before anything is published.
    const key = notificationKey(session.workspace_id, session.user_id);
    await subscribedOnRedis(t.runtime.services.redis, t.config.redisPrefix, NOTIFICATION_TOPIC, key);
    return received;
  }

  async function firingRule(fx: TrackingFixture, actions: { type: string }[]): Promise<string> {
    for (let i = 0; i < 4; i++) await storeClick(t, fx, { cost: '1' });
    return (await api(t, fx.session, 'POST', '/rules', ruleBody({ on_fire: actions }))).id;
  }

  it('creates one notification per member, pushed live to that member only, across instances', async () => {
    const fx = await trackingFixture(t);
    const viewer = await createSession(t, { role: 'viewer', workspace_id: fx.workspace_id });
    const outsider = await trackingFixture(t);
    const [ownerFeed, viewerFeed, outsiderFeed] = [
      await listen(fx.session),
      await listen(viewer),
      await listen(outsider.session),
    ];
    const ruleId = await firingRule(fx, [{ type: 'notify' }]);
    assert.equal((await evaluate(t, ruleId, ++tick)).fired, 1);

    await waitFor(
      async () => ownerFeed.length + viewerFeed.length,
      (n) => n === 2,
    );
    const mine = await api(t, fx.session, 'GET', '/notifications');
    const theirs = await api(t, viewer, 'GET', '/notifications');
    assert.equal(mine.length, 1);
    assert.equal(theirs.length, 1);
    assert.notEqual(mine[0].id, theirs[0].id);
    assert.deepEqual(
      ownerFeed.map((n) => n.id),
      [mine[0].id],
      'each member receives only their own',
    );
    assert.deepEqual(
      viewerFeed.map((n) => n.id),
      [theirs[0].id],
    );
    assert.equal(ownerFeed[0].kind, 'rule.fired');
    assert.equal(ownerFeed[0].title, 'Rule "Stop losers" fired');
    assert.equal(ownerFeed[0].data.rule_id, ruleId);
    assert.deepEqual(outsiderFeed, []);
    assert.deepEqual(await api(t, outsider.session, 'GET', '/notifications'), []);

    // Read state: one, then all; unread counts follow; someone else's is 404.
    assert.equal((await api(t, fx.session, 'GET', '/notifications/unread-count')).unread, 1);
    assert.equal((await call(t, viewer, 'POST', `/notifications/${mine[0].id}/read`)).status, 404);
    const read = await api(t, fx.session, 'POST', `/notifications/${mine[0].id}/read`);
    assert.equal(read.read, true);
    assert.equal((await api(t, fx.session, 'GET', '/notifications/unread-count')).unread, 0);
    assert.equal((await api(t, viewer, 'GET', '/notifications/unread-count')).unread, 1);
    assert.deepEqual(await api(t, viewer, 'GET', '/notifications?unread_only=true').then((l: any[]) => l.length), 1);
    assert.equal((await api(t, viewer, 'POST', '/notifications/read-all')).marked, 1);
    assert.equal((await api(t, viewer, 'GET', '/notifications/unread-count')).unread, 0);
    assert.deepEqual(await api(t, viewer, 'GET', '/notifications?unread_only=true'), []);
  });

  it("keeps the bot token write-only, refuses unsafe API addresses and answers the test with the receiver's reply", async () => {
    const fx = await trackingFixture(t);
    const initial = await api(t, fx.session, 'GET', '/alert-settings');
    assert.deepEqual(initial, {
      messenger_api_base_url: 'https://api.telegram.org',
      messenger_bot_token_set: false,
      messenger_chat_id: null,
      messenger_ready: false,
      updated_at: null,
    });
    const unsafe = await call(t, fx.session, 'PUT', '/alert-settings', { messenger_api_base_url: 'http://10.1.2.3' });
    assert.equal(unsafe.status, 422);
    assert.match(unsafe.body.error, /^unsafe messenger_api_base_url/);
    assert.equal((await call(t, fx.session, 'POST', '/alert-settings/test')).status, 422, 'nothing to send to yet');
    const saved = await api(t, fx.session, 'PUT', '/alert-settings', {
      messenger_api_base_url: `${receiver.url}/tg`,
      messenger_bot_token: TOKEN,
      messenger_chat_id: '-1001234',
    });
    assert.equal(saved.messenger_bot_token_set, true);
    assert.equal(saved.messenger_ready, true);
    assert.ok(!JSON.stringify(saved).includes(TOKEN));
    assert.ok(!JSON.stringify(await api(t, fx.session, 'GET', '/alert-settings')).includes(TOKEN));
    const stored = (
      await t.runtime.services.orm.em
        .fork()
        .getKnex()
        .raw('select messenger_bot_token_sealed from alert_settings where workspace_id = ?', [fx.workspace_id])
    ).rows[0];
    assert.ok(!stored.messenger_bot_token_sealed.includes(TOKEN), 'stored encrypted');

    receiver.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, result: { message_id: 42 } }));
    });
    const answer = await api(t, fx.session, 'POST', '/alert-settings/test');
    assert.deepEqual(answer, {
      delivered: true,
      response_code: 200,
      response_body: '{"ok":true,"result":{"message_id":42}}',
      error: null,
    });
    const sent = receiver.requests.at(-1)!;
    assert.equal(sent.method, 'POST');
    assert.equal(sent.url, `/tg/bot${TOKEN}/sendMessage`);
    const body = JSON.parse(sent.body.toString());
    assert.equal(body.chat_id, '-1001234');
    assert.match(body.text, /^Test message/);

    receiver.handle((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, description: 'Bad Request: chat not found' }));
    });
    const refused = await api(t, fx.session, 'POST', '/alert-settings/test');
    assert.equal(refused.delivered, false);
    assert.equal(refused.response_code, 400);
    assert.match(refused.response_body, /chat not found/);
    const viewer = await createSession(t, { role: 'viewer', workspace_id: fx.workspace_id });
    assert.equal((await call(t, viewer, 'POST', '/alert-settings/test')).status, 403);
    receiver.handle((_request, response) => response.end('ok'));
  });

  it('sends a messenger alert for a firing, retrying failures and logging every attempt', async () => {
    const fx = await trackingFixture(t);
    await api(t, fx.session, 'PUT', '/alert-settings', {
      messenger_api_base_url: `${receiver.url}/alerts`,
      messenger_bot_token: TOKEN,
      messenger_chat_id: '777',
    });
    let calls = 0;
    receiver.handle((request, response) => {
      if (!request.url.startsWith('/alerts/')) return response.end('ok');
      calls++;
      response.writeHead(calls === 1 ? 502 : 200, { 'content-type': 'application/json' });
      response.end(calls === 1 ? '{"ok":false}' : '{"ok":true}');
    });
    const ruleId = await firingRule(fx, [{ type: 'messenger' }]);
    assert.equal((await evaluate(t, ruleId, ++tick)).fired, 1);
    const log = await waitFor(
      () => api(t, fx.session, 'GET', '/alert-settings/deliveries'),
      (rows: any[]) => rows.some((row) => row.result === 'delivered'),
    );
    assert.deepEqual(
      log.map((row: any) => [row.attempt, row.result, row.response_code]),
      [
        [2, 'delivered', 200],
        [1, 'retrying', 502],
      ],
    );
    assert.match(log[0].text, /^Rule "Stop losers" fired\ncampaign Campaign: /);
    const alert = receiver.requests.filter((request) => request.url === `/alerts/bot${TOKEN}/sendMessage`);
    assert.equal(alert.length, 2);
    assert.equal(JSON.parse(alert[1].body.toString()).chat_id, '777');
    receiver.handle((_request, response) => response.end('ok'));
  });
});
