import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';
import { ok } from '../../support/admin-api';

/**
 * Issue 35 item 8: the audit log kept secrets docs/audit.md says are masked (a postback-key
 * rotation stored the old and the new key in clear, an API key's creation its `key_digest`), and
 * `PUT /me/password` wrote no row at all.
 */
describe('audit log: secrets masked, password changes recorded', () => {
  let t: TestApp;
  let owner: Session;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
  });
  after(async () => t.close());

  it('masks both sides of a postback-key rotation', async () => {
    const before = (await ok(t, owner, 'GET', '/workspace')).postback_key as string;
    const rotated = await ok(t, owner, 'POST', '/workspace/postback-key/rotate');
    const after = (rotated.postback_key ?? (await ok(t, owner, 'GET', '/workspace')).postback_key) as string;
    assert.notEqual(after, before);
    const page = await ok(t, owner, 'GET', `/audit?entity_kind=workspaces`);
    const row = page.items.find((item: any) => item.changes.postback_key);
    assert.ok(row, JSON.stringify(page.items));
    assert.deepEqual(row.changes.postback_key, { old: '***', new: '***' });
    assert.ok(!JSON.stringify(page).includes(before) && !JSON.stringify(page).includes(after));
  });

  it("masks an API key's digest", async () => {
    const created = await ok(t, owner, 'POST', '/api-keys', { name: 'ci', scopes: ['read'] });
    const page = await ok(t, owner, 'GET', `/audit?entity_id=${created.api_key?.id ?? created.id}`);
    assert.equal(page.items[0].changes.key_digest.new, '***');
  });

  it('records a password change, with no secret in it', async () => {
    const member = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/admin_api/v1/me/password',
      headers: member.headers,
      remoteAddress: randomTestIp(),
      payload: { current_password: member.password, new_password: 'An0ther-long-passphrase!' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const page = await ok(t, owner, 'GET', `/audit?entity_id=${member.user_id}`);
    const row = page.items.find((item: any) => item.action === 'change_password');
    assert.ok(row, JSON.stringify(page.items));
    assert.equal(row.user_id, member.user_id);
    assert.equal(row.entity_kind, 'users');
    assert.doesNotMatch(JSON.stringify(row), /An0ther|passphrase|\$argon|\$2[aby]\$/);
  });
});
