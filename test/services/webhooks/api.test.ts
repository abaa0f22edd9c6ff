import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Membership } from '../../../entities/membership.entity';
import { Webhook } from '../../../entities/webhook.entity';
import { emitWebhookEvent } from '../../../services/webhooks/emit';
import { pendingCount, releasePending, reservePending } from '../../../services/webhooks/pending';
import { MAX_PENDING_EVENTS, PENDING_RESERVATION_TTL_MS } from '../../../services/webhooks/policy';
import { gql } from '../../support/gql';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';

const SECRET = 'whsec-0123456789abcdef-very-secret';
const conversion = {
  conversion_id: '6f1c2e0a-8a8e-4c39-9d7e-000000000001',
  click_id: 'c1',
  campaign_id: null,
  flow_id: null,
  offer_id: null,
  status: 'sale',
  payout: 1,
  currency: 'USD',
  transaction_id: 't',
  timestamp: new Date(),
  revision: 1,
  previous_status: null,
  previous_amount: null,
  previous_currency: null,
};

/**
 * The webhook API, its permissions and the pending limit, on an app without workers: events
 * emitted here stay queued, which is what the 64 limit is about.
 */
describe('webhooks API', () => {
  let t: TestApp;
  let owner: Session;
  let stranger: Session;
  before(async () => {
    t = await startTestApp({ workers: false });
    owner = await createSession(t);
    stranger = await createSession(t);
  });
  after(async () => t.close());

  const api = (session: Session | null, method: string, path: string, body?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/admin_api/v1${path}`,
      headers: session ? session.headers : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  async function create(session: Session, input: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const res = await api(session, 'POST', '/webhooks', {
      name: 'CRM',
      url: 'https://hooks.example.com/in',
      events: ['conversion.created'],
      ...input,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  }

  it('creates a webhook disabled, with the secret write-only', async () => {
    const res = await api(owner, 'POST', '/webhooks', {
      name: ' CRM ',
      url: 'https://hooks.example.com/in',
      events: ['rule.fired', 'conversion.created', 'rule.fired'],
      secret: SECRET,
    });
    assert.equal(res.statusCode, 201);
    assert.ok(!res.body.includes(SECRET), 'the secret is never answered');
    const hook = res.json();
    assert.deepEqual(Object.keys(hook).sort(), [
      'created_at',
      'enabled',
      'events',
      'id',
      'last_delivery_at',
      'last_delivery_code',
      'name',
      'secret_set',
      'updated_at',
      'url',
    ]);
    assert.equal(hook.name, 'CRM');
    assert.equal(hook.enabled, false);
    assert.equal(hook.secret_set, true);
    assert.deepEqual(hook.events, ['conversion.created', 'rule.fired']);
    assert.equal(hook.last_delivery_at, null);
    assert.equal(hook.last_delivery_code, null);
    const stored = await t.runtime.services.orm.em.fork().findOneOrFail(Webhook, { id: hook.id });
    assert.match(stored.secret_sealed!, /^v1\./);
    assert.ok(!stored.secret_sealed!.includes(SECRET), 'stored encrypted');
  });

  it('never returns the secret: not in the list, the detail, an update, nor GraphQL', async () => {
    const hook = await create(owner, { secret: SECRET });
    for (const path of ['/webhooks', `/webhooks/${hook.id}`]) {
      const res = await api(owner, 'GET', path);
      assert.equal(res.statusCode, 200);
      assert.ok(!res.body.includes(SECRET), path);
    }
    const updated = await api(owner, 'PUT', `/webhooks/${hook.id}`, { secret: `${SECRET}-2` });
    assert.ok(!updated.body.includes(SECRET));
    const query = await gql(t, `{ webhooks { items { id secret_set } } }`, {}, { headers: owner.headers });
    assert.ok(query.data.webhooks.items.some((w: any) => w.id === hook.id && w.secret_set === true));
    const asking = await gql(t, `{ webhooks { items { id secret } } }`, {}, { headers: owner.headers });
    assert.equal(asking.status, 400);
    assert.match(asking.errors![0].message, /Cannot query field "secret" on type "Webhook"/);
    const created = await gql(
      t,
      `mutation($input: WebhookCreateInput!) { create_webhook(input: $input) { id secret_set enabled } }`,
      { input: { name: 'G', url: 'https://g.example.com/', events: ['rule.fired'], secret: SECRET } },
      { headers: owner.headers },
    );
    assert.equal(created.data.create_webhook.secret_set, true);
    assert.equal(created.data.create_webhook.enabled, false);
  });

  it('refuses to create a webhook already enabled, or with unknown fields', async () => {
    const res = await api(owner, 'POST', '/webhooks', {
      name: 'x',
      url: 'https://x.example.com/',
      events: ['conversion.created'],
      enabled: true,
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^unknown field: enabled$/);
  });

  it('validates name, url, events and secret', async () => {
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ name: '  ' }, 400, /^name must be 1 to 200 characters$/],
      [
        { url: 'ftp://files.example.com/' },
        400,
        /^url must be an absolute http or https URL: the scheme is not http or https$/,
      ],
      [{ url: 'hooks.example.com/in' }, 400, /^url must be an absolute http or https URL: not an absolute URL$/],
      [{ url: 'https://user:pw@hooks.example.com/' }, 400, /credentials in the URL are not allowed/],
      [
        { url: 'http://10.0.0.7/hook' },
        422,
        /^unsafe webhook URL: the host is a private, loopback, link-local or reserved IPv4 address$/,
      ],
      [{ url: 'http://169.254.169.254/latest/meta-data/' }, 422, /^unsafe webhook URL: the host is a private/],
      [
        { url: 'http://[::1]:8080/' },
        422,
        /^unsafe webhook URL: the host is a private, loopback, link-local or reserved IPv6 address$/,
      ],
      [{ url: 'http://127.0.0.1/' }, 422, /^unsafe webhook URL: the host is a private/],
      [
        { events: ['conversion.updated'] },
        400,
        /^events\[0\]: unknown event; events are conversion\.created, rule\.fired, rule\.recovered$/,
      ],
      [{ events: [] }, 400, /^events must list at least one of /],
      [{ secret: 'short' }, 400, /^secret must be 16 to 1024 characters/],
    ];
    for (const [input, status, message] of cases) {
      const res = await api(owner, 'POST', '/webhooks', {
        name: 'n',
        url: 'https://hooks.example.com/',
        events: ['conversion.created'],
        ...input,
      });
      assert.equal(res.statusCode, status, JSON.stringify(input));
      assert.match(res.json().error, message, JSON.stringify(input));
    }
  });

  it('takes a URL with an upper-case scheme, and refuses one without "//" with 400 (never a 500)', async () => {
    const upper = await api(owner, 'POST', '/webhooks', {
      name: 'n',
      url: 'HTTPS://hooks.example.com/in',
      events: ['conversion.created'],
    });
    assert.equal(upper.statusCode, 201, upper.body);
    assert.equal(upper.json().url, 'https://hooks.example.com/in');
    const hook = upper.json();
    const put = await api(owner, 'PUT', `/webhooks/${hook.id}`, { url: 'Http://hooks.example.com/other' });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(put.json().url, 'http://hooks.example.com/other');
    for (const url of [
      'https:hooks.example.com/in',
      'https:/hooks.example.com/in',
      'https:\\\\hooks.example.com\\in',
    ]) {
      const res = await api(owner, 'POST', '/webhooks', { name: 'n', url, events: ['conversion.created'] });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.match(res.json().error, /^url must be an absolute http or https URL: /, url);
      const changed = await api(owner, 'PUT', `/webhooks/${hook.id}`, { url });
      assert.equal(changed.statusCode, 400, `${url}: ${changed.body}`);
    }
  });

  it('PUT updates url, events and secret partially, and null removes the secret', async () => {
    const hook = await create(owner, { secret: SECRET });
    const url = await api(owner, 'PUT', `/webhooks/${hook.id}`, { url: 'https://other.example.com/x' });
    assert.equal(url.statusCode, 200);
    assert.equal(url.json().url, 'https://other.example.com/x');
    assert.deepEqual(url.json().events, ['conversion.created'], 'events untouched');
    assert.equal(url.json().secret_set, true, 'secret untouched');
    const events = await api(owner, 'PUT', `/webhooks/${hook.id}`, { events: ['rule.recovered'] });
    assert.deepEqual(events.json().events, ['rule.recovered']);
    assert.equal(events.json().url, 'https://other.example.com/x');
    const cleared = await api(owner, 'PUT', `/webhooks/${hook.id}`, { secret: null });
    assert.equal(cleared.json().secret_set, false);
    const stored = await t.runtime.services.orm.em.fork().findOneOrFail(Webhook, { id: hook.id });
    assert.equal(stored.secret_sealed, null);
    const set = await api(owner, 'PUT', `/webhooks/${hook.id}`, { secret: SECRET });
    assert.equal(set.json().secret_set, true);
    const bad = await api(owner, 'PUT', `/webhooks/${hook.id}`, { url: 'http://192.168.1.1/' });
    assert.equal(bad.statusCode, 422);
    const unknown = await api(owner, 'PUT', `/webhooks/${hook.id}`, { enabled: true });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().error, /^unknown field: enabled$/);
    const after = await api(owner, 'GET', `/webhooks/${hook.id}`);
    assert.equal(after.json().url, 'https://other.example.com/x', 'refused updates changed nothing');
    assert.equal(after.json().enabled, false);
  });

  it('enables and disables as list actions, and deletes', async () => {
    const hook = await create(owner);
    const enabled = await api(owner, 'POST', `/webhooks/${hook.id}/enable`);
    assert.equal(enabled.statusCode, 200);
    assert.equal(enabled.json().enabled, true);
    const list = await api(owner, 'GET', '/webhooks');
    assert.equal(list.json().items.find((w: any) => w.id === hook.id).enabled, true);
    // A list like every other: {items, total, limit, offset}, paged.
    assert.deepEqual(Object.keys(list.json()).sort(), ['items', 'limit', 'offset', 'total']);
    const page = (await api(owner, 'GET', `/webhooks?limit=1&offset=${list.json().total - 1}`)).json();
    assert.deepEqual([page.items.length, page.limit, page.items[0].id], [1, 1, list.json().items.at(-1).id]);
    const disabled = await api(owner, 'POST', `/webhooks/${hook.id}/disable`);
    assert.equal(disabled.json().enabled, false);
    const removed = await api(owner, 'DELETE', `/webhooks/${hook.id}`);
    assert.equal(removed.statusCode, 204);
    const gone = await api(owner, 'GET', `/webhooks/${hook.id}`);
    assert.equal(gone.statusCode, 404);
    assert.deepEqual(gone.json(), { error: 'webhook not found' });
  });

  it('answers 404 for another workspace’s webhook on every route, and never lists it', async () => {
    const theirs = await create(stranger);
    for (const [method, path, body] of [
      ['GET', `/webhooks/${theirs.id}`],
      ['PUT', `/webhooks/${theirs.id}`, { url: 'https://mine.example.com/' }],
      ['POST', `/webhooks/${theirs.id}/enable`],
      ['POST', `/webhooks/${theirs.id}/disable`],
      ['DELETE', `/webhooks/${theirs.id}`],
      ['GET', `/webhooks/deliveries?webhook_id=${theirs.id}`],
    ] as const) {
      const res = await api(owner, method, path, body);
      assert.equal(res.statusCode, 404, `${method} ${path}`);
      assert.deepEqual(res.json(), { error: 'webhook not found' });
    }
    const list = await api(owner, 'GET', '/webhooks');
    assert.ok(!list.json().items.some((w: any) => w.id === theirs.id));
    const untouched = await api(stranger, 'GET', `/webhooks/${theirs.id}`);
    assert.equal(untouched.json().url, 'https://hooks.example.com/in');
    assert.equal(untouched.json().enabled, false);
  });

  it('answers 401 without a token', async () => {
    const res = await api(null, 'GET', '/webhooks');
    assert.equal(res.statusCode, 401);
  });

  it('uses the settings permission: view lists, edit creates and changes, delete removes', async () => {
    const hook = await create(owner);
    const viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    for (const path of ['/webhooks', `/webhooks/${hook.id}`, '/webhooks/deliveries']) {
      const res = await api(viewer, 'GET', path);
      assert.equal(res.statusCode, 403, path);
      assert.deepEqual(res.json(), { error: 'no permission to view settings' });
    }
    // A manager may view settings but not edit them by default.
    const manager = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    assert.equal((await api(manager, 'GET', '/webhooks')).statusCode, 200);
    assert.equal((await api(manager, 'GET', '/webhooks/deliveries')).statusCode, 200);
    for (const [method, path, body] of [
      ['POST', '/webhooks', { name: 'n', url: 'https://x.example.com/', events: ['rule.fired'] }],
      ['PUT', `/webhooks/${hook.id}`, { url: 'https://x.example.com/' }],
      ['POST', `/webhooks/${hook.id}/enable`],
      ['POST', `/webhooks/${hook.id}/disable`],
    ] as const) {
      const res = await api(manager, method, path, body);
      assert.equal(res.statusCode, 403, `${method} ${path}`);
      assert.deepEqual(res.json(), { error: 'no permission to edit settings' });
    }
    // Edit without delete: changes pass, removal does not.
    const editor = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    await t.runtime.services.orm.em
      .fork()
      .nativeUpdate(
        Membership,
        { workspace_id: owner.workspace_id, user_id: editor.user_id },
        { permissions: ['settings.view', 'settings.edit'] },
      );
    assert.equal((await api(editor, 'PUT', `/webhooks/${hook.id}`, { name: 'renamed' })).statusCode, 200);
    const removal = await api(editor, 'DELETE', `/webhooks/${hook.id}`);
    assert.equal(removal.statusCode, 403);
    assert.deepEqual(removal.json(), { error: 'no permission to delete settings' });
    // The `webhooks` entity permission alone grants nothing here: the spec names settings.
    const webhooksOnly = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    await t.runtime.services.orm.em
      .fork()
      .nativeUpdate(
        Membership,
        { workspace_id: owner.workspace_id, user_id: webhooksOnly.user_id },
        { permissions: ['webhooks.view', 'webhooks.edit', 'webhooks.delete'] },
      );
    assert.equal((await api(webhooksOnly, 'GET', '/webhooks')).statusCode, 403);
    assert.equal((await api(owner, 'GET', `/webhooks/${hook.id}`)).json().name, 'renamed');
  });

  it('validates the deliveries query', async () => {
    const tooMany = await api(owner, 'GET', '/webhooks/deliveries?limit=501');
    assert.equal(tooMany.statusCode, 400);
    assert.deepEqual(tooMany.json(), { error: 'limit must be between 1 and 500' });
    const zero = await api(owner, 'GET', '/webhooks/deliveries?limit=0');
    assert.equal(zero.statusCode, 400);
    const malformed = await api(owner, 'GET', '/webhooks/deliveries?webhook_id=not-a-uuid');
    assert.equal(malformed.statusCode, 400);
    const unknown = await api(owner, 'GET', '/webhooks/deliveries?hook=1');
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { error: 'unknown query parameter "hook"' });
    const empty = await api(owner, 'GET', '/webhooks/deliveries');
    assert.deepEqual(empty.json(), []);
  });

  it('documents every webhook route in OpenAPI', async () => {
    const doc = (await api(null, 'GET', '/openapi.json')).json();
    assert.ok(doc.paths['/webhooks'].get && doc.paths['/webhooks'].post);
    assert.ok(doc.paths['/webhooks/{id}'].get && doc.paths['/webhooks/{id}'].put && doc.paths['/webhooks/{id}'].delete);
    assert.ok(doc.paths['/webhooks/{id}/enable'].post && doc.paths['/webhooks/{id}/disable'].post);
    assert.deepEqual(
      doc.paths['/webhooks/deliveries'].get.parameters.map((p: any) => p.name),
      ['webhook_id', 'limit'],
    );
  });

  describe('events', () => {
    it('queues an event only for enabled webhooks that list it', async () => {
      const session = await createSession(t);
      const disabled = await create(session);
      const other = await create(session, { events: ['rule.fired'] });
      await api(session, 'POST', `/webhooks/${other.id}/enable`);
      const none = await emitWebhookEvent(t.runtime.services, session.workspace_id, 'conversion.created', conversion);
      assert.deepEqual([none.queued, none.dropped], [0, 0], 'a disabled webhook and a filtered one get nothing');
      await api(session, 'POST', `/webhooks/${disabled.id}/enable`);
      const one = await emitWebhookEvent(t.runtime.services, session.workspace_id, 'conversion.created', conversion);
      assert.deepEqual([one.queued, one.dropped], [1, 0]);
      assert.equal(await pendingCount(t.runtime.services.redis, t.config.redisPrefix, disabled.id), 1);
      assert.equal(await pendingCount(t.runtime.services.redis, t.config.redisPrefix, other.id), 0);
    });

    it('holds at most 64 pending events per webhook, exactly, however many arrive at once; the rest are dropped and counted', async () => {
      const session = await createSession(t);
      const full = await create(session);
      const spare = await create(session);
      await api(session, 'POST', `/webhooks/${full.id}/enable`);
      const dropsBefore = await droppedTotal();
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          emitWebhookEvent(t.runtime.services, session.workspace_id, 'conversion.created', conversion),
        ),
      );
      assert.equal(
        results.reduce((n, r) => n + r.queued, 0),
        MAX_PENDING_EVENTS,
      );
      assert.equal(
        results.reduce((n, r) => n + r.dropped, 0),
        100 - MAX_PENDING_EVENTS,
      );
      assert.equal(await pendingCount(t.runtime.services.redis, t.config.redisPrefix, full.id), 64);
      assert.equal(await droppedTotal(), dropsBefore + 36);
      // The limit is per webhook: another one of the same workspace still has room.
      await api(session, 'POST', `/webhooks/${spare.id}/enable`);
      const next = await emitWebhookEvent(t.runtime.services, session.workspace_id, 'conversion.created', conversion);
      assert.deepEqual([next.queued, next.dropped], [1, 1]);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      assert.match(metrics, /^webhook_events_pending \d+/m);
      assert.ok(Number(/^webhook_events_pending (\d+)/m.exec(metrics)![1]) >= 65);
    });
  });

  it('frees places on release (idempotently) and forgets reservations presumed lost after an hour', async () => {
    const { redis } = t.runtime.services;
    const prefix = t.config.redisPrefix;
    const webhookId = '00000000-0000-4000-8000-0000000000aa';
    const longAgo = new Date(Date.now() - PENDING_RESERVATION_TTL_MS - 1000);
    for (let i = 0; i < MAX_PENDING_EVENTS; i++)
      assert.equal(await reservePending(redis, prefix, webhookId, `old-${i}`, longAgo), true);
    assert.equal(await reservePending(redis, prefix, webhookId, 'late', longAgo), false, 'full');
    await releasePending(redis, prefix, webhookId, 'old-0');
    await releasePending(redis, prefix, webhookId, 'old-0');
    assert.equal(
      await pendingCount(redis, prefix, webhookId),
      MAX_PENDING_EVENTS - 1,
      'a second release frees nothing more',
    );
    assert.equal(await reservePending(redis, prefix, webhookId, 'again', longAgo), true);
    assert.equal(
      await reservePending(redis, prefix, webhookId, 'again', longAgo),
      true,
      'reserving the same event twice takes one place',
    );
    assert.equal(await pendingCount(redis, prefix, webhookId), MAX_PENDING_EVENTS);
    assert.equal(
      await reservePending(redis, prefix, webhookId, 'now', new Date()),
      true,
      'stale reservations are dropped',
    );
    assert.equal(await pendingCount(redis, prefix, webhookId), 1);
  });

  async function droppedTotal(): Promise<number> {
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    return Number(/^webhook_events_dropped_total (\d+)/m.exec(metrics)?.[1] ?? 0);
  }
});
