import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { ApiKey } from '../../../entities/api-key.entity';
import { findInWorkspace, requireReference } from '../../../services/access/scope';
import { AppError } from '../../../services/errors';
import { applyRetention } from '../../../services/retention/apply';
import { retentionPolicies } from '../../../services/retention/policies';
import { generate } from 'otplib';

describe('accounts: members and invitations', () => {
  let t: TestApp;
  let now = new Date();
  let owner: Session;
  before(async () => {
    t = await startTestApp({ clock: () => now });
    owner = await createSession(t);
  });
  after(async () => t.close());

  const api = (
    session: Session | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    ip = randomTestIp(),
  ) =>
    t.app.inject({
      method,
      url: `/admin_api/v1${url}`,
      headers: session?.headers ?? {},
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const invite = (session: Session, payload: Record<string, unknown>) => api(session, 'POST', '/invitations', payload);
  const accept = (payload: Record<string, unknown>) => api(null, 'POST', '/invitations/accept', payload);
  const email = () => `invitee-${Math.random().toString(16).slice(2)}@example.test`;

  it('lists members with role and permissions', async () => {
    const analyst = await createSession(t, { workspace_id: owner.workspace_id, role: 'analyst' });
    const res = await api(owner, 'GET', '/members');
    assert.equal(res.statusCode, 200);
    // A list like every other: {items, total, limit, offset}, paged.
    const listed = res.json();
    assert.deepEqual(Object.keys(listed).sort(), ['items', 'limit', 'offset', 'total']);
    assert.deepEqual([listed.limit, listed.offset, listed.items.length], [100, 0, listed.total]);
    const second = (await api(owner, 'GET', '/members?limit=1&offset=1')).json();
    assert.deepEqual(
      [second.items.length, second.total, second.items[0].user.id],
      [1, listed.total, listed.items[1].user.id],
    );
    assert.equal((await api(owner, 'GET', '/members?limit=0')).statusCode, 400);
    const row = res.json().items.find((m: any) => m.user.id === analyst.user_id);
    assert.equal(row.role, 'analyst');
    assert.equal(row.user.email, analyst.email);
    assert.deepEqual(
      row.permissions.find((p: any) => p.kind === 'reports'),
      { kind: 'reports', view: true, edit: true, delete: false },
    );
    assert.deepEqual(
      row.permissions.find((p: any) => p.kind === 'users'),
      { kind: 'users', view: false, edit: false, delete: false },
    );
  });

  it('customises permissions per entity kind; edit implies view; applies at the next request', async () => {
    const member = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    assert.equal((await api(member, 'GET', '/members')).statusCode, 403);
    const res = await api(owner, 'PUT', `/members/${member.user_id}`, {
      permissions: [
        { kind: 'users', edit: true },
        { kind: 'campaigns', view: false },
      ],
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().role, 'viewer');
    assert.deepEqual(
      res.json().permissions.find((p: any) => p.kind === 'users'),
      { kind: 'users', view: true, edit: true, delete: false },
    );
    assert.deepEqual(
      res.json().permissions.find((p: any) => p.kind === 'campaigns'),
      { kind: 'campaigns', view: false, edit: false, delete: false },
    );
    assert.equal((await api(member, 'GET', '/members')).statusCode, 200);
    // A role alone resets to that role's defaults.
    const reset = await api(owner, 'PUT', `/members/${member.user_id}`, { role: 'viewer' });
    assert.deepEqual(
      reset.json().permissions.find((p: any) => p.kind === 'users'),
      { kind: 'users', view: false, edit: false, delete: false },
    );
    const empty = await api(owner, 'PUT', `/members/${member.user_id}`, {});
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), { error: 'give role, permissions or both' });
    const badKind = await api(owner, 'PUT', `/members/${member.user_id}`, {
      permissions: [{ kind: 'galaxies', view: true }],
    });
    assert.equal(badKind.statusCode, 400);
    const badRole = await api(owner, 'PUT', `/members/${member.user_id}`, { role: 'emperor' });
    assert.equal(badRole.statusCode, 400);
  });

  it('keeps owners in charge: only owners touch owners, nobody grants what they lack, the last owner stays', async () => {
    const admin = await createSession(t, { workspace_id: owner.workspace_id, role: 'admin' });
    const manager = await createSession(t, { workspace_id: owner.workspace_id, role: 'manager' });
    const promote = await api(admin, 'PUT', `/members/${manager.user_id}`, { role: 'owner' });
    assert.equal(promote.statusCode, 403);
    assert.deepEqual(promote.json(), { error: 'only an owner may grant, change or remove the owner role' });
    const demoteOwner = await api(admin, 'PUT', `/members/${owner.user_id}`, { role: 'viewer' });
    assert.equal(demoteOwner.statusCode, 403);
    const removeOwner = await api(admin, 'DELETE', `/members/${owner.user_id}`);
    assert.equal(removeOwner.statusCode, 403);

    // A member with users.edit but without webhooks rights cannot hand those out.
    const limited = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    await api(owner, 'PUT', `/members/${limited.user_id}`, { permissions: [{ kind: 'users', edit: true }] });
    const peer = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    const escalate = await api(limited, 'PUT', `/members/${peer.user_id}`, { role: 'admin' });
    assert.equal(escalate.statusCode, 403);
    assert.match(escalate.json().error, /^cannot grant permissions you do not hold: .*webhooks\.edit/);

    // Nor change someone who holds more than they do.
    const demoteAdmin = await api(limited, 'PUT', `/members/${admin.user_id}`, { role: 'viewer' });
    assert.equal(demoteAdmin.statusCode, 403);
    assert.deepEqual(demoteAdmin.json(), { error: 'cannot change a member who holds permissions you do not hold' });

    const lastOwner = await api(owner, 'PUT', `/members/${owner.user_id}`, { role: 'admin' });
    assert.equal(lastOwner.statusCode, 409);
    assert.deepEqual(lastOwner.json(), { error: 'a workspace needs at least one owner' });
    const leave = await api(owner, 'DELETE', `/members/${owner.user_id}`);
    assert.equal(leave.statusCode, 409);
    // With a second owner, the first may step down.
    const coOwner = await createSession(t, { workspace_id: owner.workspace_id, role: 'admin' });
    assert.equal((await api(owner, 'PUT', `/members/${coOwner.user_id}`, { role: 'owner' })).statusCode, 200);
    assert.equal((await api(coOwner, 'PUT', `/members/${coOwner.user_id}`, { role: 'admin' })).statusCode, 200);
  });

  it('lets any member leave the workspace; removing someone else still needs users.delete', async () => {
    const viewer = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    const peer = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    const other = await api(viewer, 'DELETE', `/members/${peer.user_id}`);
    assert.equal(other.statusCode, 403);
    assert.deepEqual(other.json(), { error: 'no permission to delete users' });
    const leave = await api(viewer, 'DELETE', `/members/${viewer.user_id.toUpperCase()}`);
    assert.equal(leave.statusCode, 204);
    assert.equal((await api(viewer, 'GET', '/me')).statusCode, 401);
    const viaGraphql = await gql(
      t,
      'mutation($id: UUID!) { remove_member(user_id: $id) }',
      { id: peer.user_id },
      { headers: peer.headers },
    );
    assert.equal(viaGraphql.data?.remove_member, true);
    const members = (await api(owner, 'GET', '/members')).json().items.map((m: any) => m.user.id);
    assert.ok(!members.includes(viewer.user_id) && !members.includes(peer.user_id));
  });

  it('answers 404 for a member of another workspace and leaves them alone', async () => {
    const stranger = await createSession(t);
    const update = await api(owner, 'PUT', `/members/${stranger.user_id}`, { role: 'viewer' });
    assert.equal(update.statusCode, 404);
    assert.deepEqual(update.json(), { error: 'member not found' });
    const remove = await api(owner, 'DELETE', `/members/${stranger.user_id}`);
    assert.equal(remove.statusCode, 404);
    assert.equal((await api(stranger, 'GET', '/me')).json().role, 'owner');
  });

  it('invites a new address: token shown once, accepting creates the account and a token bound to the workspace', async () => {
    const address = email();
    const res = await invite(owner, { email: address.toUpperCase(), role: 'manager' });
    assert.equal(res.statusCode, 201);
    const { invitation, token } = res.json();
    assert.equal(invitation.email, address);
    assert.equal(invitation.status, 'pending');
    assert.match(token, /^inv_/);
    const listed = (await api(owner, 'GET', '/invitations')).json();
    assert.equal(listed.find((i: any) => i.id === invitation.id).status, 'pending');
    assert.ok(!JSON.stringify(listed).includes(token));

    const short = await accept({ token, password: 'short' });
    assert.equal(short.statusCode, 400);
    const accepted = await accept({ token, password: 'invitee password', name: 'New Person' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.json().workspace_id, owner.workspace_id);
    const me = await api({ headers: { authorization: `Bearer ${accepted.json().token}` } } as Session, 'GET', '/me');
    assert.equal(me.json().role, 'manager');
    assert.equal(me.json().user.name, 'New Person');
    const again = await accept({ token, password: 'invitee password' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { error: 'invitation already used' });
    assert.equal(
      (await api(owner, 'GET', '/invitations')).json().find((i: any) => i.id === invitation.id).status,
      'accepted',
    );
  });

  it('lets an existing account accept with its own password (and mfa when on), keeping its other workspaces', async () => {
    const elsewhere = await createSession(t);
    const { token } = (
      await invite(owner, { email: elsewhere.email, role: 'analyst', permissions: [{ kind: 'logs', view: false }] })
    ).json();
    const wrong = await accept({ token, password: 'not their password' });
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.json(), { error: 'invalid email or password' });
    // A failed attempt does not use the invitation up.
    const ok = await accept({ token, password: elsewhere.password });
    assert.equal(ok.statusCode, 200);
    const workspaces = (
      await api({ headers: { authorization: `Bearer ${ok.json().token}` } } as Session, 'GET', '/workspaces')
    ).json();
    assert.deepEqual(workspaces.map((w: any) => w.role).sort(), ['analyst', 'owner']);
    const member = (await api(owner, 'GET', '/members')).json().items.find((m: any) => m.user.id === elsewhere.user_id);
    assert.deepEqual(
      member.permissions.find((p: any) => p.kind === 'logs'),
      { kind: 'logs', view: false, edit: false, delete: false },
    );
    const duplicate = await invite(owner, { email: elsewhere.email, role: 'viewer' });
    assert.equal(duplicate.statusCode, 409);
    assert.deepEqual(duplicate.json(), { error: 'this user is already a member of the workspace' });
  });

  it('an existing account with 2FA on accepts only with its code', async () => {
    const guarded = await createSession(t);
    const begin = await api(guarded, 'POST', '/me/2fa/begin', {});
    assert.equal(begin.statusCode, 200);
    const secret = begin.json().secret;
    // Codes of the service's clock (this file's clock stands still).
    const code = () => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
    assert.equal((await api(guarded, 'POST', '/me/2fa/confirm', { code: await code() })).statusCode, 200);
    const { token } = (await invite(owner, { email: guarded.email, role: 'viewer' })).json();
    const withoutCode = await accept({ token, password: guarded.password });
    assert.equal(withoutCode.statusCode, 401);
    assert.deepEqual(withoutCode.json(), { error: 'mfa required' });
    const wrongCode = await accept({
      token,
      password: guarded.password,
      mfa_code: '000000' === (await code()) ? '111111' : '000000',
    });
    assert.equal(wrongCode.statusCode, 401);
    // The confirm used this step's code: the next step's is a fresh one.
    now = new Date(now.getTime() + 30_000);
    const ok = await accept({ token, password: guarded.password, mfa_code: await code() });
    assert.equal(ok.statusCode, 200, ok.body);
    const member = (await api(owner, 'GET', '/members')).json().items.find((m: any) => m.user.id === guarded.user_id);
    assert.equal(member.role, 'viewer');
  });

  it('refuses revoked, replaced, expired and unknown invitations', async () => {
    const address = email();
    const first = (await invite(owner, { email: address, role: 'viewer' })).json();
    const second = (await invite(owner, { email: address, role: 'analyst' })).json();
    const replaced = await accept({ token: first.token, password: 'invitee password' });
    assert.equal(replaced.statusCode, 404);
    assert.deepEqual(replaced.json(), { error: 'invitation not found' });
    const revoke = await api(owner, 'DELETE', `/invitations/${second.invitation.id}`);
    assert.equal(revoke.statusCode, 204);
    const revoked = await accept({ token: second.token, password: 'invitee password' });
    assert.deepEqual(revoked.json(), { error: 'invitation not found' });
    const unknown = await accept({ token: 'inv_nonsense', password: 'invitee password' });
    assert.equal(unknown.statusCode, 404);

    const third = (await invite(owner, { email: email(), role: 'viewer' })).json();
    now = new Date(now.getTime() + 8 * 86400_000);
    try {
      const expired = await accept({ token: third.token, password: 'invitee password' });
      assert.equal(expired.statusCode, 404);
      assert.deepEqual(expired.json(), { error: 'invitation expired' });
    } finally {
      now = new Date();
    }
    const stranger = await createSession(t);
    const foreign = await api(stranger, 'DELETE', `/invitations/${third.invitation.id}`);
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { error: 'invitation not found' });
  });

  it('checks invitation rights: users.edit to invite, no owners from admins, valid email', async () => {
    const viewer = await createSession(t, { workspace_id: owner.workspace_id, role: 'viewer' });
    const denied = await invite(viewer, { email: email(), role: 'viewer' });
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), { error: 'no permission to edit users' });
    const admin = await createSession(t, { workspace_id: owner.workspace_id, role: 'admin' });
    const ownerInvite = await invite(admin, { email: email(), role: 'owner' });
    assert.equal(ownerInvite.statusCode, 403);
    const badEmail = await invite(owner, { email: 'not-an-email', role: 'viewer' });
    assert.equal(badEmail.statusCode, 400);
    assert.deepEqual(badEmail.json(), { error: 'email is not a valid address' });
    assert.equal((await api(viewer, 'GET', '/invitations')).statusCode, 403);
  });

  it('limits invitations per IP: burst 10, then 429 text/plain with Retry-After', async () => {
    const ip = randomTestIp();
    for (let i = 0; i < 10; i++) {
      const res = await api(owner, 'POST', '/invitations', { email: email(), role: 'viewer' }, ip);
      assert.equal(res.statusCode, 201, `request ${i + 1}`);
    }
    const limited = await api(owner, 'POST', '/invitations', { email: email(), role: 'viewer' }, ip);
    assert.equal(limited.statusCode, 429);
    assert.match(String(limited.headers['content-type']), /^text\/plain/);
    assert.equal(limited.body, 'rate limit exceeded');
    assert.equal(limited.headers['retry-after'], '1');
    const acceptLimited = await api(
      null,
      'POST',
      '/invitations/accept',
      { token: 'inv_x', password: 'whatever password' },
      ip,
    );
    assert.equal(acceptLimited.statusCode, 429);
  });

  it('runs member and invitation operations through GraphQL', async () => {
    const created = await gql(
      t,
      'mutation($input: CreateInvitationInput!) { create_invitation(input: $input) { token invitation { id role status } } }',
      { input: { email: email(), role: 'viewer' } },
      { headers: owner.headers, remoteAddress: randomTestIp() },
    );
    assert.equal(created.errors, undefined);
    const accepted = await gql(
      t,
      'mutation($input: AcceptInvitationInput!) { accept_invitation(input: $input) { token user_id } }',
      { input: { token: created.data.create_invitation.token, password: 'graphql invitee' } },
      { remoteAddress: randomTestIp() },
    );
    assert.equal(accepted.errors, undefined);
    const members = await gql(t, '{ members { items { user { id } role } } }', {}, { headers: owner.headers });
    assert.ok(
      members.data.members.items.some(
        (m: any) => m.user.id === accepted.data.accept_invitation.user_id && m.role === 'viewer',
      ),
    );
    const removed = await gql(
      t,
      'mutation($id: UUID!) { remove_member(user_id: $id) }',
      { id: accepted.data.accept_invitation.user_id },
      { headers: owner.headers },
    );
    assert.equal(removed.data.remove_member, true);
  });

  it('scopes lookups: another workspace is 404 by path and 422 by reference in a body', async () => {
    const stranger = await createSession(t);
    const theirKey = (await api(stranger, 'POST', '/api-keys', { name: 'k', scopes: ['read'] })).json().api_key.id;
    const ownKey = (await api(owner, 'POST', '/api-keys', { name: 'k', scopes: ['read'] })).json().api_key.id;
    const em = t.runtime.services.orm.em.fork();
    const principal = { workspace_id: owner.workspace_id };
    assert.equal((await findInWorkspace(em, ApiKey, ownKey, principal)).id, ownKey);
    assert.equal((await requireReference(em, ApiKey, ownKey, principal, 'api_key_id')).id, ownKey);
    const statusOf = async (promise: Promise<unknown>) => {
      try {
        await promise;
        return null;
      } catch (error) {
        return [(error as AppError).status, (error as AppError).message];
      }
    };
    assert.deepEqual(await statusOf(findInWorkspace(em, ApiKey, theirKey, principal, 'API key not found')), [
      404,
      'API key not found',
    ]);
    assert.deepEqual(await statusOf(requireReference(em, ApiKey, theirKey, principal, 'api_key_id')), [
      422,
      'api_key_id refers to nothing in this workspace',
    ]);

    // The same through HTTP: another workspace's key by path is 404 (and stays unrevoked), its source in a body is 422.
    const byPath = await api(owner, 'DELETE', `/api-keys/${theirKey}`);
    assert.equal(byPath.statusCode, 404);
    assert.deepEqual(byPath.json(), { error: 'API key not found' });
    assert.ok(
      (await api(stranger, 'GET', '/api-keys')).json().some((key: any) => key.id === theirKey && !key.revoked_at),
      'their key still works',
    );
    const theirSource = (await api(stranger, 'POST', '/sources', { name: 'Theirs' })).json().id;
    const byReference = await api(owner, 'POST', '/campaigns', { name: 'Borrowing', source_id: theirSource });
    assert.equal(byReference.statusCode, 422);
    assert.match(
      byReference.json().error,
      /^traffic source .*not in this workspace$|refers to nothing in this workspace/,
    );
    assert.equal(
      (await api(owner, 'GET', '/campaigns')).json().items.filter((c: any) => c.name === 'Borrowing').length,
      0,
      'nothing written',
    );
  });

  it('drops invitations 30 days after they expired (housekeeping retention)', async () => {
    const old = (await invite(owner, { email: email(), role: 'viewer' })).json().invitation.id;
    const recent = (await invite(owner, { email: email(), role: 'viewer' })).json().invitation.id;
    const em = t.runtime.services.orm.em.fork();
    await em
      .getConnection()
      .execute(`update invitations set expires_at = now() - interval '31 days' where id = ?`, [old]);
    const deleted = await applyRetention(
      em,
      retentionPolicies.filter((rule) => rule.table === 'invitations'),
      new Date(),
    );
    assert.ok(deleted.invitations >= 1);
    const ids = (await api(owner, 'GET', '/invitations')).json().map((i: any) => i.id);
    assert.ok(!ids.includes(old));
    assert.ok(ids.includes(recent));
  });
});
