import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { issueAccessToken } from '../../../services/accounts/tokens';
import { addMember } from '../../../services/accounts/members';
import { ENTITY_KINDS } from '../../../services/access/require';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';

describe('accounts: login, tokens and /me', () => {
  let t: TestApp;
  let owner: Session;
  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
  });
  after(async () => t.close());
  let listening: Promise<string> | undefined;
  const baseUrl = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

  /** `{ me }` over graphql-ws against the listening app, with the client's connection params or WebSocket class. */
  async function meOverWebsocket(options: {
    connectionParams?: Record<string, unknown>;
    webSocketImpl?: unknown;
  }): Promise<any> {
    const base = await baseUrl();
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      ...options,
    });
    try {
      return await new Promise<any>((resolve, reject) => {
        let result: any;
        client.subscribe(
          { query: '{ me { user { id } } }' },
          { next: (message) => (result = message), error: reject, complete: () => resolve(result) },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  const login = (payload: Record<string, unknown>, ip = randomTestIp()) =>
    t.app.inject({ method: 'POST', url: '/admin_api/v1/auth/login', remoteAddress: ip, payload });

  it('issues a 7-day token bound to the workspace at POST /auth/login', async () => {
    const res = await login({ email: owner.email.toUpperCase(), password: owner.password });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.user_id, owner.user_id);
    assert.equal(body.workspace_id, owner.workspace_id);
    const lifetime = Date.parse(body.expires_at) - Date.now();
    assert.ok(lifetime > 7 * 86400_000 - 60_000 && lifetime <= 7 * 86400_000, `lifetime ${lifetime}`);
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    assert.equal(claims.exp - claims.iat, 7 * 86400);
    assert.equal(claims.wsp, owner.workspace_id);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await login({ email: owner.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.test', password: owner.password });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(wrong.json(), { error: 'invalid email or password' });
    assert.deepEqual(unknown.json(), { error: 'invalid email or password' });
  });

  it('refuses unknown body fields and missing fields with 400', async () => {
    const extra = await login({ email: owner.email, password: owner.password, remember: true });
    assert.equal(extra.statusCode, 400);
    assert.match(extra.json().error, /remember/);
    const missing = await login({ email: owner.email });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /password/);
  });

  it('GET /me returns the user, the active workspace, role and permissions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers: owner.headers });
    assert.equal(res.statusCode, 200);
    const me = res.json();
    assert.equal(me.user.id, owner.user_id);
    assert.equal(me.user.email, owner.email);
    assert.equal(me.user.two_factor_enabled, false);
    assert.equal(me.workspace.id, owner.workspace_id);
    assert.match(me.workspace.postback_key, /^[0-9a-f]{32}$/);
    assert.equal(me.workspace.base_currency, 'USD');
    assert.equal(me.workspace.traffic_log_sample, 0);
    assert.equal(me.workspace.show_simulated_traffic, false);
    assert.equal(me.role, 'owner');
    assert.equal(me.permissions.length, ENTITY_KINDS.length);
    assert.ok(me.permissions.every((p: any) => p.view && p.edit && p.delete));
    assert.equal('password_hash' in me.user, false);
  });

  it('accepts the token from the auth cookie as a browser fallback', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/me',
      headers: { cookie: `other=1; auth=${owner.token}` },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().user.id, owner.user_id);
    assert.equal(res.headers['set-cookie'], undefined);
  });

  it('ignores the auth cookie on a websocket opened by another site (a live-log socket of a foreign page)', async () => {
    const base = await baseUrl();
    const withHeaders = (headers: Record<string, string>) =>
      class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers });
        }
      };
    const foreign = await meOverWebsocket({
      webSocketImpl: withHeaders({ cookie: `auth=${owner.token}`, origin: 'https://evil.example' }),
    });
    assert.equal(foreign.data, null);
    assert.equal(foreign.errors[0].extensions.code, 'UNAUTHENTICATED');
    const sameOrigin = await meOverWebsocket({
      webSocketImpl: withHeaders({ cookie: `auth=${owner.token}`, origin: base }),
    });
    assert.equal(sameOrigin.data.me.user.id, owner.user_id);
  });

  it('ignores the auth cookie on requests another site makes (no cross-site request forgery)', async () => {
    const rotate = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/admin_api/v1/workspace/postback-key/rotate', headers });
    const keyOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/admin_api/v1/workspace', headers: owner.headers })).json()
        .postback_key;
    const before = await keyOf();
    // A page elsewhere can make a browser POST without a body and without a preflight; the browser adds the cookie.
    for (const site of ['cross-site', 'same-site']) {
      const forged = await rotate({
        cookie: `auth=${owner.token}`,
        'sec-fetch-site': site,
        origin: 'https://evil.example',
      });
      assert.equal(forged.statusCode, 401, site);
      assert.deepEqual(forged.json(), { error: 'authentication required' });
    }
    // Browsers without fetch metadata still send the foreign Origin (`null` from sandboxed frames and data: pages).
    for (const origin of ['https://evil.example', 'null']) {
      const forged = await rotate({ cookie: `auth=${owner.token}`, origin, host: 'tracker.example' });
      assert.equal(forged.statusCode, 401, origin);
    }
    assert.equal(await keyOf(), before);
    // The admin interface's own pages (and clients that send no Sec-Fetch-Site) keep the fallback.
    assert.equal((await rotate({ cookie: `auth=${owner.token}`, 'sec-fetch-site': 'same-origin' })).statusCode, 200);
    assert.equal(
      (await rotate({ cookie: `auth=${owner.token}`, origin: 'http://tracker.example', host: 'tracker.example' }))
        .statusCode,
      200,
    );
    // The scheme is part of the origin: a page served over https is another origin than this http host.
    assert.equal(
      (await rotate({ cookie: `auth=${owner.token}`, origin: 'https://tracker.example', host: 'tracker.example' }))
        .statusCode,
      401,
    );
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/admin_api/v1/me',
          headers: { cookie: `auth=${owner.token}`, 'sec-fetch-site': 'none' },
        })
      ).statusCode,
      200,
    );
    // A bearer header is not sent by a browser on its own, so it is taken from any site.
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/admin_api/v1/me',
          headers: { ...owner.headers, 'sec-fetch-site': 'cross-site' },
        })
      ).statusCode,
      200,
    );
  });

  it('answers 401 for a missing, malformed, foreign-signed, expired or garbage token', async () => {
    const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers });
    const missing = await me({});
    assert.equal(missing.statusCode, 401);
    assert.deepEqual(missing.json(), { error: 'authentication required' });

    const malformed = await me({ authorization: `Token ${owner.token}` });
    assert.equal(malformed.statusCode, 401);
    assert.match(malformed.json().error, /malformed authorization header/);

    const garbage = await me({ authorization: 'Bearer not.a.jwt' });
    assert.equal(garbage.statusCode, 401);
    assert.deepEqual(garbage.json(), { error: 'invalid token' });

    const foreign = await new SignJWT({ wsp: owner.workspace_id, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.user_id)
      .setIssuer('traffic-tracker')
      .setAudience('admin_api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some other secret, some other secret'));
    const foreignRes = await me({ authorization: `Bearer ${foreign}` });
    assert.equal(foreignRes.statusCode, 401);
    assert.deepEqual(foreignRes.json(), { error: 'invalid token' });

    const old = await issueAccessToken(
      t.config.appSecret,
      { user_id: owner.user_id, workspace_id: owner.workspace_id, token_version: 0 },
      new Date(Date.now() - 8 * 86400_000),
    );
    const expired = await me({ authorization: `Bearer ${old.token}` });
    assert.equal(expired.statusCode, 401);
    assert.deepEqual(expired.json(), { error: 'token expired' });

    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${owner.token.split('.')[1]}.`;
    const none = await me({ authorization: `Bearer ${unsigned}` });
    assert.equal(none.statusCode, 401);
  });

  it('serves the same through GraphQL: me, and UNAUTHENTICATED without a token', async () => {
    const ok = await gql(t, '{ me { user { email } role workspace { id } } }', {}, { headers: owner.headers });
    assert.equal(ok.errors, undefined);
    assert.equal(ok.data.me.user.email, owner.email);
    assert.equal(ok.data.me.workspace.id, owner.workspace_id);
    const anonymous = await gql(t, '{ me { user { email } } }');
    assert.equal(anonymous.errors?.[0].message, 'authentication required');
    assert.equal(anonymous.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    const bad = await gql(t, '{ me { user { email } } }', {}, { headers: { authorization: 'Bearer nope' } });
    assert.equal(bad.errors?.[0].message, 'invalid token');
  });

  it('logs in through GraphQL and answers with the same errors', async () => {
    const mutation = 'mutation($input: LoginInput!) { login(input: $input) { token workspace_id } }';
    const ok = await gql(
      t,
      mutation,
      { input: { email: owner.email, password: owner.password } },
      { remoteAddress: randomTestIp() },
    );
    assert.equal(ok.data.login.workspace_id, owner.workspace_id);
    const bad = await gql(
      t,
      mutation,
      { input: { email: owner.email, password: 'wrong password' } },
      { remoteAddress: randomTestIp() },
    );
    assert.equal(bad.errors?.[0].message, 'invalid email or password');
    assert.equal(bad.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  it('lists the workspaces of the user and switches between them', async () => {
    const second = await createSession(t);
    // Make the owner a member of the second workspace as a viewer.
    await addMember(t.runtime.services.orm.em.fork(), second.workspace_id, owner.user_id, 'viewer');

    const list = await t.app.inject({ method: 'GET', url: '/admin_api/v1/workspaces', headers: owner.headers });
    assert.equal(list.statusCode, 200);
    const rows = list.json();
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map((r: any) => [r.workspace.id, r.role, r.active]),
      [
        [owner.workspace_id, 'owner', true],
        [second.workspace_id, 'viewer', false],
      ],
    );
    // A viewer has no settings view permission, so the postback key is hidden there.
    assert.equal(rows[1].workspace.postback_key, null);

    const switched = await t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/workspaces/${second.workspace_id}/switch`,
      headers: owner.headers,
    });
    assert.equal(switched.statusCode, 200);
    assert.equal(switched.json().workspace_id, second.workspace_id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/me',
      headers: { authorization: `Bearer ${switched.json().token}` },
    });
    assert.equal(me.json().workspace.id, second.workspace_id);
    assert.equal(me.json().role, 'viewer');

    // The next login binds to the workspace switched to last.
    const relogin = await login({ email: owner.email, password: owner.password });
    assert.equal(relogin.json().workspace_id, second.workspace_id);

    const third = await createSession(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/workspaces/${third.workspace_id}/switch`,
      headers: owner.headers,
    });
    assert.equal(foreign.statusCode, 403);
    assert.deepEqual(foreign.json(), { error: 'you are not a member of this workspace' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/workspaces/00000000-0000-4000-8000-000000000000/switch',
      headers: owner.headers,
    });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { error: 'workspace not found' });
    const notUuid = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/workspaces/abc/switch',
      headers: owner.headers,
    });
    assert.equal(notUuid.statusCode, 400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/workspaces/${second.workspace_id}/switch`,
    });
    assert.equal(anonymous.statusCode, 401);
  });

  it('revokes every earlier token at once when the password changes', async () => {
    const user = await createSession(t);
    const second = await login({ email: user.email, password: user.password });
    const earlier = [user.token, second.json().token];
    const change = await t.app.inject({
      method: 'PUT',
      url: '/admin_api/v1/me/password',
      headers: user.headers,
      payload: { current_password: user.password, new_password: 'a brand new password' },
    });
    assert.equal(change.statusCode, 200);
    const fresh = change.json().token;
    for (const token of earlier) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin_api/v1/me',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), { error: 'token revoked' });
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal((await login({ email: user.email, password: user.password })).statusCode, 401);
    assert.equal((await login({ email: user.email, password: 'a brand new password' })).statusCode, 200);
  });

  it('refuses a password change with a wrong current password, a short or an unchanged new one', async () => {
    const user = await createSession(t);
    const change = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/admin_api/v1/me/password', headers: user.headers, payload });
    const wrong = await change({ current_password: 'wrong password', new_password: 'another password' });
    assert.equal(wrong.statusCode, 403);
    assert.deepEqual(wrong.json(), { error: 'current password is wrong' });
    const short = await change({ current_password: user.password, new_password: 'short' });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json(), { error: 'new_password must be at least 8 characters' });
    const same = await change({ current_password: user.password, new_password: user.password });
    assert.equal(same.statusCode, 400);
    assert.deepEqual(same.json(), { error: 'new_password must differ from the current password' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/admin_api/v1/me/password',
      payload: { current_password: 'x', new_password: 'yyyyyyyyyy' },
    });
    assert.equal(anonymous.statusCode, 401);
    // The token still works: nothing changed.
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers: user.headers })).statusCode,
      200,
    );
  });

  it('changes the password through GraphQL too, with the same revocation', async () => {
    const user = await createSession(t);
    const result = await gql(
      t,
      'mutation($input: ChangePasswordInput!) { change_password(input: $input) { token } }',
      { input: { current_password: user.password, new_password: 'graphql new password' } },
      { headers: user.headers },
    );
    assert.equal(result.errors, undefined);
    const old = await gql(t, '{ me { user { id } } }', {}, { headers: user.headers });
    assert.equal(old.errors?.[0].message, 'token revoked');
  });

  it('applies a role downgrade and a removal to tokens issued before', async () => {
    const member = await createSession(t, { workspace_id: owner.workspace_id, role: 'admin' });
    const before = await t.app.inject({ method: 'GET', url: '/admin_api/v1/members', headers: member.headers });
    assert.equal(before.statusCode, 200);
    const downgrade = await t.app.inject({
      method: 'PUT',
      url: `/admin_api/v1/members/${member.user_id}`,
      headers: owner.headers,
      payload: { role: 'viewer' },
    });
    assert.equal(downgrade.statusCode, 200);
    const after = await t.app.inject({ method: 'GET', url: '/admin_api/v1/members', headers: member.headers });
    assert.equal(after.statusCode, 403);
    assert.deepEqual(after.json(), { error: 'no permission to view users' });
    const me = await t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers: member.headers });
    assert.equal(me.json().role, 'viewer');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin_api/v1/members/${member.user_id}`,
      headers: owner.headers,
    });
    assert.equal(removed.statusCode, 204);
    const gone = await t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers: member.headers });
    assert.equal(gone.statusCode, 401);
    assert.deepEqual(gone.json(), { error: 'token revoked' });
  });

  it('refuses an API key where a login token belongs', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/api-keys',
      headers: owner.headers,
      payload: { name: 'click', scopes: ['write'] },
    });
    assert.equal(created.statusCode, 201);
    const key = created.json().key;
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/me',
      headers: { authorization: `Bearer ${key}` },
    });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { error: 'API keys are for the Click API; the admin API needs a login token' });
    const viaGraphql = await gql(t, '{ me { role } }', {}, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(viaGraphql.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  it('still lets a browser with a stale auth cookie log in (public operations ignore bad credentials)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      remoteAddress: randomTestIp(),
      headers: { cookie: 'auth=stale.token.value' },
      payload: { email: owner.email, password: owner.password },
    });
    assert.equal(res.statusCode, 200);
  });

  it('authenticates graphql-ws connections from connectionParams (authorization or token)', async () => {
    const run = async (connectionParams: Record<string, unknown>) => meOverWebsocket({ connectionParams });
    const viaHeader = await run({ authorization: `Bearer ${owner.token}` });
    assert.equal(viaHeader.data.me.user.id, owner.user_id);
    const viaToken = await run({ token: owner.token });
    assert.equal(viaToken.data.me.user.id, owner.user_id);
    const without = await run({});
    assert.equal(without.errors[0].message, 'authentication required');
  });

  it('ignores the auth cookie on websocket handshakes from another site (no cross-site websocket hijacking)', async () => {
    const base = await baseUrl();
    const host = new URL(base).host;
    // A browser adds the cookie to any page's websocket; Origin is always sent, Sec-Fetch-Site only by newer browsers.
    const run = async (headers: Record<string, string>) => {
      const Browser = class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie: `auth=${owner.token}`, ...headers } });
        }
      };
      return meOverWebsocket({ webSocketImpl: Browser });
    };
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `http://${host}.evil.example` },
    ];
    for (const headers of foreign) {
      const forged = await run(headers);
      assert.equal(forged.errors?.[0].message, 'authentication required', JSON.stringify(headers));
    }
    // The admin interface's own page (same origin, with or without Sec-Fetch-Site) keeps the fallback.
    assert.equal((await run({ origin: base, 'sec-fetch-site': 'same-origin' })).data.me.user.id, owner.user_id);
    assert.equal((await run({ origin: base })).data.me.user.id, owner.user_id);
  });
});
