import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { catalog, query, visit, type Catalog } from '../../support/routing';

/** Pause and resume, where-used and replace, tag lists, alias check, the archive listing (docs/operations-api.md). */
describe('daily operations beside clone, archive and bulk', () => {
  let t: TestApp;
  let owner: Session;
  let viewer: Session;
  let other: Session;
  let c: Catalog;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    other = await createSession(t);
    c = catalog(t, owner);
  });
  after(async () => t.close());

  it('pauses and resumes campaigns and flows; routing follows; viewer 403, another workspace 404', async () => {
    const offer = await c.offer('PR', 'https://pr.example/');
    const campaign = await c.campaign({});
    const flow = await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: offer, weight: 1 }] });
    assert.equal((await ok(t, owner, 'POST', `/campaigns/${campaign.id}/pause`, undefined, 200)).state, 'paused');
    assert.equal((await visit(t, campaign.alias)).statusCode, 404);
    assert.equal((await ok(t, owner, 'POST', `/campaigns/${campaign.id}/resume`, undefined, 200)).state, 'active');
    assert.equal((await visit(t, campaign.alias)).statusCode, 302);
    assert.equal((await ok(t, owner, 'POST', `/flows/${flow}/pause`, undefined, 200)).state, 'paused');
    assert.equal((await ok(t, owner, 'POST', `/flows/${flow}/resume`, undefined, 200)).state, 'active');
    for (const path of [`/campaigns/${campaign.id}`, `/flows/${flow}`]) {
      assert.equal((await api(t, viewer, 'POST', `${path}/pause`)).status, 403);
      assert.equal((await api(t, other, 'POST', `${path}/pause`)).status, 404);
      assert.equal((await ok(t, owner, 'GET', path)).state, 'active');
    }
    assert.equal((await api(t, owner, 'POST', '/campaigns/nope/pause')).status, 400);
  });

  it('lists the flows that use an offer or landing, and replaces one by another in all of them', async () => {
    const old = await c.offer('Old', 'https://old.example/');
    const fresh = await c.offer('Fresh', 'https://fresh.example/');
    const lp = await c.landing('LP', 'https://lp.example/');
    const campaign = await c.campaign({});
    const a = await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: old, weight: 3 }] });
    const b = await c.flow(campaign.id, {
      state: 'paused',
      landings: [{ landing_id: lp, weight: 1 }],
      offers: [
        { offer_id: old, weight: 2 },
        { offer_id: fresh, weight: 5 },
      ],
    });
    const users = await ok(t, owner, 'GET', `/offers/${old}/flows`);
    assert.deepEqual(users.map((f: any) => f.id).sort(), [a, b].sort());
    assert.deepEqual(
      (await ok(t, owner, 'GET', `/landings/${lp}/flows`)).map((f: any) => f.id),
      [b],
    );
    assert.equal((await visit(t, campaign.alias)).headers.location, 'https://old.example/');
    const changed = await ok(t, owner, 'POST', `/offers/${old}/replace`, { replacement_id: fresh }, 200);
    assert.equal(changed.length, 2);
    assert.deepEqual((await ok(t, owner, 'GET', `/flows/${a}`)).offers, [{ offer_id: fresh, weight: 3 }]);
    assert.deepEqual((await ok(t, owner, 'GET', `/flows/${b}`)).offers, [{ offer_id: fresh, weight: 7 }]);
    assert.equal((await visit(t, campaign.alias)).headers.location, 'https://fresh.example/');
    assert.deepEqual(await ok(t, owner, 'GET', `/offers/${old}/flows`), []);
    // Now nothing holds the old offer: it archives.
    assert.ok((await ok(t, owner, 'POST', `/offers/${old}/archive`, undefined, 200)).archived_at);
  });

  it('refuses a bad or foreign replacement (400/422 naming the field, nothing written), viewers and other workspaces', async () => {
    const offer = await c.offer('Keep', 'https://keep.example/');
    const campaign = await c.campaign({});
    const flow = await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: offer, weight: 1 }] });
    const theirs = await catalog(t, other).offer('Theirs', 'https://theirs.example/');
    const foreign = await api(t, owner, 'POST', `/offers/${offer}/replace`, { replacement_id: theirs });
    assert.equal(foreign.status, 422);
    assert.match(foreign.body.error, /^replacement_id/);
    const self = await api(t, owner, 'POST', `/offers/${offer}/replace`, { replacement_id: offer });
    assert.equal(self.status, 422);
    assert.equal(self.body.error, 'replacement_id must be another offer');
    const malformed = await api(t, owner, 'POST', `/offers/${offer}/replace`, { replacement_id: 'x' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.error, /replacement_id/);
    assert.equal((await api(t, viewer, 'POST', `/offers/${offer}/replace`, { replacement_id: offer })).status, 403);
    assert.equal((await api(t, other, 'GET', `/offers/${offer}/flows`)).status, 404);
    assert.equal((await api(t, other, 'POST', `/offers/${offer}/replace`, { replacement_id: theirs })).status, 404);
    assert.deepEqual((await ok(t, owner, 'GET', `/flows/${flow}`)).offers, [{ offer_id: offer, weight: 1 }]);
  });

  it('lists tags in use with counts, per workspace', async () => {
    const fresh = await createSession(t);
    const mine = catalog(t, fresh);
    await mine.campaign({ tags: ['fb', 'us'] });
    await mine.campaign({ tags: ['fb'] });
    await mine.offer('T', 'https://t.example/', { tags: ['nutra'] });
    await mine.landing('T', 'https://t.example/', { tags: ['quiz'] });
    assert.deepEqual(await ok(t, fresh, 'GET', '/campaigns/tags'), [
      { count: 2, tag: 'fb' },
      { count: 1, tag: 'us' },
    ]);
    assert.deepEqual(await ok(t, fresh, 'GET', '/offers/tags'), [{ count: 1, tag: 'nutra' }]);
    assert.deepEqual(await ok(t, fresh, 'GET', '/landings/tags'), [{ count: 1, tag: 'quiz' }]);
    assert.deepEqual(await ok(t, other, 'GET', '/landings/tags'), []);
    const noView = await createSession(t, { role: 'viewer' });
    await query(t, "update memberships set permissions = '{}'::text[] where user_id = ?", [noView.user_id]);
    assert.equal((await api(t, noView, 'GET', '/campaigns/tags')).status, 403);
  });

  it('tells whether a campaign alias is free, and why not', async () => {
    const campaign = await c.campaign({ alias: 'taken-alias-1' });
    assert.deepEqual(await ok(t, owner, 'GET', '/campaigns/alias-availability?alias=free-alias-1'), {
      available: true,
      reason: null,
    });
    assert.deepEqual(await ok(t, owner, 'GET', `/campaigns/alias-availability?alias=${campaign.alias}`), {
      available: false,
      reason: 'alias is already in use',
    });
    const bad = await ok(t, owner, 'GET', '/campaigns/alias-availability?alias=Bad%20Alias');
    assert.equal(bad.available, false);
    assert.match(bad.reason, /^alias must be/);
    assert.doesNotMatch(bad.reason, /Bad Alias/);
    const missing = await api(t, owner, 'GET', '/campaigns/alias-availability');
    assert.equal(missing.status, 400);
    assert.match(missing.body.error, /alias/);
  });

  it('lists archived rows of the kinds the caller may view, newest first; restore takes them out', async () => {
    const fresh = await createSession(t);
    const mine = catalog(t, fresh);
    const campaign = await mine.campaign({});
    const offer = await mine.offer('Arch', 'https://arch.example/');
    await ok(t, fresh, 'POST', `/campaigns/${campaign.id}/archive`, undefined, 200);
    await ok(t, fresh, 'POST', `/offers/${offer}/archive`, undefined, 200);
    const all = await ok(t, fresh, 'GET', '/archive');
    assert.deepEqual(
      all.map((e: any) => [e.kind, e.id]),
      [
        ['offers', offer],
        ['campaigns', campaign.id],
      ],
    );
    assert.deepEqual(
      (await ok(t, fresh, 'GET', '/archive?kind=campaigns')).map((e: any) => e.id),
      [campaign.id],
    );
    await ok(t, fresh, 'POST', `/campaigns/${campaign.id}/restore`, undefined, 200);
    assert.deepEqual(
      (await ok(t, fresh, 'GET', '/archive')).map((e: any) => e.id),
      [offer],
    );
    assert.deepEqual(await ok(t, other, 'GET', '/archive'), []);
    const bad = await api(t, fresh, 'GET', '/archive?kind=users');
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /^kind must be one of/);
    assert.equal((await api(t, fresh, 'GET', '/archive?limit=0')).status, 400);
  });
});
