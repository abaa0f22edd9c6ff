import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addMember } from '../../../services/accounts/members';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, loginThroughApi, type Session } from '../../support/session';

/** Removing a member revokes their tokens: adding them again later does not revive the old ones. */
describe('accounts: a removed member’s tokens', () => {
  let t: TestApp;
  let owner: Session;
  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
  });
  after(async () => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers: { authorization: `Bearer ${token}` } });

  it('stay refused after the member is added again; a new login works', async () => {
    const member = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    assert.equal((await me(member.token)).statusCode, 200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin_api/v1/members/${member.user_id}`,
      headers: owner.headers,
    });
    assert.equal(removed.statusCode, 204, removed.body);
    assert.equal((await me(member.token)).statusCode, 401);
    await addMember(t.runtime.services.orm.em.fork(), owner.workspace_id, member.user_id, 'viewer');
    const old = await me(member.token);
    assert.equal(old.statusCode, 401, old.body);
    assert.deepEqual(old.json(), { error: 'token revoked' });
    const fresh = await loginThroughApi(t, member.email, member.password);
    assert.equal((await me(fresh)).statusCode, 200);
  });
});
