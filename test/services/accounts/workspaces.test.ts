import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { accountRoutes } from '../../../rest-facade/routes/accounts';

describe('accounts: workspaces, postback keys, branding', () => {
  let t: TestApp;
  let owner: Session;
  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
  });
  after(async () => t.close());

  const api = (
    session: Session | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/admin_api/v1${url}`,
      headers: session?.headers ?? {},
      remoteAddress: randomTestIp(),
      ...(payload ? { payload } : {}),
    });

  it('reports the community licence when no key is configured', async () => {
    const res = await api(owner, 'GET', '/license');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'community');
    assert.equal(res.json().valid, true);
  });

  it('creates a workspace with defaults and a unique 32-hex postback key; the creator owns it', async () => {
    const res = await api(owner, 'POST', '/workspaces', { name: '  Second  ' });
    assert.equal(res.statusCode, 201);
    const { workspace, role, active } = res.json();
    assert.equal(workspace.name, 'Second');
    assert.match(workspace.postback_key, /^[0-9a-f]{32}$/);
    assert.equal(workspace.base_currency, 'USD');
    assert.equal(workspace.traffic_log_sample, 0);
    assert.equal(workspace.show_simulated_traffic, false);
    assert.deepEqual([role, active], ['owner', false]);
    const me = (await api(owner, 'GET', '/me')).json();
    assert.notEqual(me.workspace.postback_key, workspace.postback_key);
    const bad = await api(owner, 'POST', '/workspaces', { name: 'x', base_currency: 'usd' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), { error: 'base_currency must be an ISO 4217 code such as USD' });
  });

  it('reads and changes workspace settings with settings permissions, validating each field', async () => {
    const res = await api(owner, 'PUT', '/workspace', {
      base_currency: 'EUR',
      traffic_log_sample: 25,
      show_simulated_traffic: true,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().base_currency, 'EUR');
    assert.equal(res.json().traffic_log_sample, 25);
    assert.equal(res.json().show_simulated_traffic, true);
    assert.equal((await api(owner, 'GET', '/workspace')).json().base_currency, 'EUR');
    for (const [payload, error] of [
      [{ traffic_log_sample: 101 }, 'traffic_log_sample must be an integer from 0 to 100'],
      [{ traffic_log_sample: -1 }, 'traffic_log_sample must be an integer from 0 to 100'],
      [{ base_currency: 'EURO' }, 'base_currency must be an ISO 4217 code such as USD'],
      [{ name: '' }, 'name must be 1 to 200 characters'],
    ] as const) {
      const bad = await api(owner, 'PUT', '/workspace', payload);
      assert.equal(bad.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(bad.json(), { error });
    }
    const unknown = await api(owner, 'PUT', '/workspace', { postback_key: '0'.repeat(32) });
    assert.equal(unknown.statusCode, 400);
    const analyst = await createSession(t, { workspace_id: owner.workspace_id, role: 'analyst' });
    assert.equal((await api(analyst, 'GET', '/workspace')).statusCode, 200);
    const denied = await api(analyst, 'PUT', '/workspace', { traffic_log_sample: 5 });
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), { error: 'no permission to edit settings' });
    const viewer = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    assert.equal((await api(viewer, 'GET', '/workspace')).statusCode, 403);
    assert.equal((await api(viewer, 'GET', '/me')).json().workspace.postback_key, null);
  });

  it('rotates the postback key: new 32-hex value, stored, the old one gone', async () => {
    const before = (await api(owner, 'GET', '/workspace')).json().postback_key;
    const res = await api(owner, 'POST', '/workspace/postback-key/rotate');
    assert.equal(res.statusCode, 200);
    const after = res.json().postback_key;
    assert.match(after, /^[0-9a-f]{32}$/);
    assert.notEqual(after, before);
    const rows = await t.runtime.services.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from workspaces where postback_key = ?', [before]);
    assert.equal(rows[0].n, 0);
    const manager = await createSession(t, { workspace_id: owner.workspace_id, role: 'manager' });
    const denied = await api(manager, 'POST', '/workspace/postback-key/rotate');
    assert.equal(denied.statusCode, 403);
    const viaGraphql = await gql(
      t,
      'mutation { rotate_postback_key { postback_key } }',
      {},
      { headers: owner.headers },
    );
    assert.match(viaGraphql.data.rotate_postback_key.postback_key, /^[0-9a-f]{32}$/);
    assert.notEqual(viaGraphql.data.rotate_postback_key.postback_key, after);
  });

  it('serves public branding with defaults, lets owners change it and nobody else', async () => {
    const initial = await api(null, 'GET', '/branding');
    assert.equal(initial.statusCode, 200);
    assert.deepEqual(initial.json(), {
      product_name: 'Traffic Tracker',
      logo_url: null,
      primary_color: '#2563eb',
      background_color: '#ffffff',
    });

    const update = await api(owner, 'PUT', '/branding', {
      product_name: 'ACME Tracker',
      logo_url: 'https://cdn.example.com/logo.svg',
      primary_color: '#FF0000',
    });
    assert.equal(update.statusCode, 200);
    assert.deepEqual(update.json(), {
      product_name: 'ACME Tracker',
      logo_url: 'https://cdn.example.com/logo.svg',
      primary_color: '#ff0000',
      background_color: '#ffffff',
    });
    // The installation's login page shows the first workspace's branding.
    assert.equal((await api(null, 'GET', '/branding')).json().product_name, 'ACME Tracker');
    assert.equal((await api(null, 'GET', `/branding/${owner.workspace_id}`)).json().primary_color, '#ff0000');
    const reset = await api(owner, 'PUT', '/branding', { logo_url: null });
    assert.equal(reset.json().logo_url, null);
    assert.equal(reset.json().product_name, 'ACME Tracker');

    for (const [payload, error] of [
      [{ primary_color: 'red' }, 'primary_color must be a colour like #1a2b3c'],
      [{ logo_url: 'javascript:alert(1)' }, 'logo_url must be an absolute http(s) URL'],
      [{ product_name: '' }, 'product_name must be 1 to 100 characters'],
    ] as const) {
      const bad = await api(owner, 'PUT', '/branding', payload);
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json(), { error });
    }
    const admin = await createSession(t, { workspace_id: owner.workspace_id, role: 'admin' });
    const denied = await api(admin, 'PUT', '/branding', { product_name: 'Mine' });
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), { error: 'only a workspace owner may edit the branding' });
    assert.equal((await api(null, 'PUT', '/branding', { product_name: 'Mine' })).statusCode, 401);
    const missing = await api(null, 'GET', '/branding/00000000-0000-4000-8000-000000000000');
    assert.equal(missing.statusCode, 404);
    const viaGraphql = await gql(t, '{ branding { product_name } }', {}, { remoteAddress: randomTestIp() });
    assert.equal(viaGraphql.data.branding.product_name, 'ACME Tracker');
  });

  it('documents every accounts route in the OpenAPI document, public ones without security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
    for (const route of accountRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      assert.ok(operation, `${route.method} ${path} missing from OpenAPI`);
      if (route.public) assert.deepEqual(operation.security, []);
      else assert.equal(operation.security, undefined);
    }
    assert.ok(
      doc.paths['/auth/login'].post.requestBody.content['application/json'].schema.$ref.endsWith('/LoginInput'),
    );
  });
});
