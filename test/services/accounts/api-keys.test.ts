import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { requireScope, verifyApiKey } from '../../../services/accounts/api-key-auth';
import { AppError } from '../../../services/errors';

describe('accounts: API keys', () => {
  let t: TestApp;
  let owner: Session;
  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
  });
  after(async () => t.close());

  const create = (session: Session, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/admin_api/v1/api-keys', headers: session.headers, payload });
  /** The status and message an AppError carries, for assertions on the exported verifier. */
  async function failure(promise: Promise<unknown> | (() => unknown)): Promise<[number, string]> {
    try {
      await (typeof promise === 'function' ? promise() : promise);
    } catch (error) {
      assert.ok(error instanceof AppError, String(error));
      return [error.status, error.message];
    }
    assert.fail('expected a failure');
  }

  it('creates a key shown once, lists it by prefix only, and stores only a digest', async () => {
    const res = await create(owner, { name: 'landing server', scopes: ['read', 'write'] });
    assert.equal(res.statusCode, 201);
    const { key, api_key } = res.json();
    assert.match(key, /^ak_[A-Za-z0-9_-]{32,}$/);
    assert.equal(api_key.prefix, key.slice(0, 11));
    assert.deepEqual(api_key.scopes, ['read', 'write']);
    assert.equal(api_key.revoked_at, null);

    const list = await t.app.inject({ method: 'GET', url: '/admin_api/v1/api-keys', headers: owner.headers });
    assert.equal(list.statusCode, 200);
    const listed = list.json().find((k: any) => k.id === api_key.id);
    assert.equal(listed.prefix, api_key.prefix);
    assert.ok(!JSON.stringify(list.json()).includes(key));
    const rows = await t.runtime.services.orm.em
      .fork()
      .getConnection()
      .execute('select * from api_keys where id = ?', [api_key.id]);
    assert.ok(!JSON.stringify(rows).includes(key));
    assert.match(rows[0].key_digest, /^[0-9a-f]{64}$/);
  });

  it('verifies a key for the Click API: workspace and scopes, 403 insufficient scope without write', async () => {
    const write = (await create(owner, { name: 'w', scopes: ['write'] })).json().key;
    const read = (await create(owner, { name: 'r', scopes: ['read'] })).json().key;
    const principal = await verifyApiKey(t.runtime.services, `Bearer ${write}`);
    assert.equal(principal.workspace_id, owner.workspace_id);
    assert.ok(principal.scopes.has('write'));
    requireScope(principal, 'write');
    const readOnly = await verifyApiKey(t.runtime.services, `bearer ${read}`);
    assert.deepEqual(await failure(() => requireScope(readOnly, 'write')), [403, 'insufficient scope']);
  });

  it('refuses a missing, malformed, unknown or JWT credential with 401', async () => {
    assert.deepEqual(await failure(verifyApiKey(t.runtime.services, undefined)), [
      401,
      'API key required: send Authorization: Bearer ak_…',
    ]);
    assert.deepEqual(await failure(verifyApiKey(t.runtime.services, 'ak_abc')), [
      401,
      'malformed authorization header: use "Bearer <API key>"',
    ]);
    assert.deepEqual(await failure(verifyApiKey(t.runtime.services, 'Bearer ak_' + 'x'.repeat(40))), [
      401,
      'invalid API key',
    ]);
    assert.deepEqual(await failure(verifyApiKey(t.runtime.services, `Bearer ${owner.token}`)), [
      401,
      'a login token is not an API key: use an ak_ key',
    ]);
  });

  it('revokes a key: it stops verifying at once, and the list shows when', async () => {
    const created = (await create(owner, { name: 'to revoke', scopes: ['write'] })).json();
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/admin_api/v1/api-keys/${created.api_key.id}`,
      headers: owner.headers,
    });
    assert.equal(revoked.statusCode, 204);
    assert.equal(revoked.body, '');
    assert.deepEqual(await failure(verifyApiKey(t.runtime.services, `Bearer ${created.key}`)), [
      401,
      'invalid API key',
    ]);
    const list = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/api-keys', headers: owner.headers })).json();
    assert.ok(list.find((k: any) => k.id === created.api_key.id).revoked_at);
  });

  it("hides another workspace's keys: revoking one is 404 and it keeps working", async () => {
    const stranger = await createSession(t);
    const theirs = (await create(stranger, { name: 'theirs', scopes: ['write'] })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/admin_api/v1/api-keys/${theirs.api_key.id}`,
      headers: owner.headers,
    });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { error: 'API key not found' });
    const list = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/api-keys', headers: owner.headers })).json();
    assert.ok(!list.some((k: any) => k.id === theirs.api_key.id));
    assert.equal((await verifyApiKey(t.runtime.services, `Bearer ${theirs.key}`)).workspace_id, stranger.workspace_id);
  });

  it('validates the body: unknown scope, empty scopes, empty name, unknown field', async () => {
    const badScope = await create(owner, { name: 'x', scopes: ['admin'] });
    assert.equal(badScope.statusCode, 400);
    assert.equal(badScope.json().error, 'scopes[0]: expected one of read, write');
    const noScopes = await create(owner, { name: 'x', scopes: [] });
    assert.equal(noScopes.statusCode, 400);
    assert.deepEqual(noScopes.json(), { error: 'scopes must name at least one of: read, write' });
    const noName = await create(owner, { name: '  ', scopes: ['read'] });
    assert.deepEqual(noName.json(), { error: 'name must be 1 to 200 characters' });
    const extra = await create(owner, { name: 'x', scopes: ['read'], expires: 'never' });
    assert.equal(extra.statusCode, 400);
    assert.match(extra.json().error, /expires/);
  });

  it('needs settings permissions: analysts list, only edit creates, only delete revokes', async () => {
    const analyst = await createSession(t, { workspace_id: owner.workspace_id, role: 'analyst' });
    const viewer = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/admin_api/v1/api-keys', headers: analyst.headers })).statusCode,
      200,
    );
    const denied = await create(analyst, { name: 'x', scopes: ['read'] });
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), { error: 'no permission to edit settings' });
    const viewerList = await t.app.inject({ method: 'GET', url: '/admin_api/v1/api-keys', headers: viewer.headers });
    assert.equal(viewerList.statusCode, 403);
    assert.deepEqual(viewerList.json(), { error: 'no permission to view settings' });
    const someKey = (await create(owner, { name: 'k', scopes: ['read'] })).json().api_key.id;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/admin_api/v1/api-keys/${someKey}`,
      headers: analyst.headers,
    });
    assert.equal(revoke.statusCode, 403);
    assert.deepEqual(revoke.json(), { error: 'no permission to delete settings' });
    assert.equal((await t.app.inject({ method: 'GET', url: '/admin_api/v1/api-keys' })).statusCode, 401);
  });

  it('works through GraphQL with the same rules', async () => {
    const created = await gql(
      t,
      'mutation { create_api_key(input: { name: "gql", scopes: [write] }) { key api_key { id scopes } } }',
      {},
      { headers: owner.headers },
    );
    assert.equal(created.errors, undefined);
    assert.deepEqual(created.data.create_api_key.api_key.scopes, ['write']);
    const listed = await gql(t, '{ api_keys { id prefix } }', {}, { headers: owner.headers });
    assert.ok(listed.data.api_keys.some((k: any) => k.id === created.data.create_api_key.api_key.id));
    const viewer = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    const denied = await gql(t, '{ api_keys { id } }', {}, { headers: viewer.headers });
    assert.equal(denied.errors?.[0].extensions?.code, 'FORBIDDEN');
    const revoked = await gql(
      t,
      'mutation($id: UUID!) { revoke_api_key(id: $id) { revoked_at } }',
      { id: created.data.create_api_key.api_key.id },
      { headers: owner.headers },
    );
    assert.ok(revoked.data.revoke_api_key.revoked_at);
  });
});
