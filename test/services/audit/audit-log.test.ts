import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { query } from '../../support/routing';
import { applyRetention } from '../../../services/retention/apply';
import { retentionPolicies } from '../../../services/retention/policies';

/** The audit log (docs/audit.md) on real changes through the REST facade. */
describe('audit log', () => {
  let t: TestApp;
  let owner: Session;
  let manager: Session;
  let other: Session;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    manager = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    other = await createSession(t);
  });
  after(async () => t.close());

  it('records a change through REST with its user, old and new values, secrets masked', async () => {
    const source = await ok(t, manager, 'POST', '/sources', { name: 'Propeller' });
    await ok(t, manager, 'PUT', `/sources/${source.id}`, {
      name: 'Propeller push',
      postback_secret: 'a-very-secret-value-1234',
    });
    const page = await ok(t, owner, 'GET', `/audit?entity_id=${source.id}`);
    assert.equal(page.total, 2);
    const [update, create] = page.items;
    assert.equal(create.action, 'create');
    // The path spelling (docs/operations-api.md "One vocabulary"); the table name stays as entity_table.
    assert.deepEqual([create.entity_kind, create.entity_table], ['sources', 'traffic_sources']);
    assert.equal(create.changes.name.new, 'Propeller');
    assert.equal(update.action, 'update');
    assert.equal(update.user_id, manager.user_id);
    assert.equal(update.actor_kind, 'user');
    assert.deepEqual(update.changes.name, { old: 'Propeller', new: 'Propeller push' });
    assert.deepEqual(update.changes.postback_secret_ciphertext, { old: null, new: '***' });
    assert.doesNotMatch(JSON.stringify(page), /a-very-secret-value/);
  });

  it('filters by user, entity kind and period', async () => {
    const network = await ok(t, owner, 'POST', '/affiliate-networks', { name: 'Net' });
    // The table name is an alias of the path spelling.
    const byOwner = await ok(t, owner, 'GET', `/audit?user_id=${owner.user_id}&entity_kind=affiliate_networks`);
    assert.ok(byOwner.items.some((row: any) => row.entity_id === network.id));
    assert.ok(
      byOwner.items.every((row: any) => row.user_id === owner.user_id && row.entity_kind === 'affiliate-networks'),
    );
    const byManager = await ok(t, owner, 'GET', `/audit?user_id=${manager.user_id}&entity_kind=affiliate-networks`);
    assert.equal(byManager.total, 0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    assert.equal((await ok(t, owner, 'GET', `/audit?from=${encodeURIComponent(future)}`)).total, 0);
    const bad = await api(t, owner, 'GET', '/audit?limit=0');
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /limit/);
  });

  it('refuses a member who is not an owner or admin (403) and never shows another workspace', async () => {
    const refused = await api(t, manager, 'GET', '/audit');
    assert.equal(refused.status, 403);
    assert.match(refused.body.error, /audit log/);
    const theirs = await ok(t, other, 'POST', '/sources', { name: 'Theirs' });
    const mine = await ok(t, owner, 'GET', '/audit?limit=1000');
    assert.ok(mine.items.length > 0);
    assert.ok(mine.items.every((row: any) => row.entity_id !== theirs.id));
    const their = await ok(t, other, 'GET', '/audit?limit=1000');
    const theirIds = new Set(their.items.map((row: any) => row.entity_id));
    assert.ok(theirIds.has(theirs.id));
    for (const row of mine.items) assert.ok(!theirIds.has(row.entity_id), row.entity_kind);
  });

  it('housekeeping removes rows older than 180 days and keeps younger ones', async () => {
    const [{ n: before }] = await query(t, 'select count(*)::int as n from audit_log where workspace_id = ?', [
      owner.workspace_id,
    ]);
    await query(
      t,
      `insert into audit_log (id, workspace_id, at, actor_kind, entity_kind, entity_id, action)
       values (gen_random_uuid(), ?, now() - interval '181 days', 'system', 'campaigns', 'old', 'update'),
              (gen_random_uuid(), ?, now() - interval '179 days', 'system', 'campaigns', 'young', 'update')`,
      [owner.workspace_id, owner.workspace_id],
    );
    // The old row is never listed, even before housekeeping ran.
    assert.equal((await ok(t, owner, 'GET', '/audit?entity_id=old')).total, 0);
    await applyRetention(t.runtime.services.orm.em.fork(), retentionPolicies, new Date());
    const ids = (await query(t, 'select entity_id from audit_log where workspace_id = ?', [owner.workspace_id])).map(
      (row: any) => row.entity_id,
    );
    assert.ok(!ids.includes('old'));
    assert.ok(ids.includes('young'));
    assert.equal(ids.length, before + 1);
  });
});
