import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { catalog, query, visit, type Catalog } from '../../support/routing';
import { withoutPermission } from '../../support/conversions';

/** Bulk actions and groups (docs/operations-api.md), on real rows. */
describe('bulk actions and groups', () => {
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

  const states = async (ids: string[]) =>
    (
      await query(t, 'select id, state from campaigns where id = any(?::uuid[]) order by id', [`{${ids.join(',')}}`])
    ).map((r: any) => r.state);

  async function routedCampaigns(n: number) {
    const offer = await c.offer('Bulk offer', 'https://bulk.example/');
    const campaigns = [];
    for (let i = 0; i < n; i++) {
      const campaign = await c.campaign({});
      await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: offer, weight: 1 }] });
      campaigns.push(campaign);
    }
    return { offer, campaigns };
  }

  describe('bulk', () => {
    it('turns campaigns off and on in one request; routing follows', async () => {
      const { campaigns } = await routedCampaigns(3);
      const ids = campaigns.map((x) => x.id);
      const off = await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'off' }, 200);
      assert.deepEqual(off, { action: 'off', changed: 3, ids });
      assert.deepEqual(await states(ids), ['paused', 'paused', 'paused']);
      assert.equal((await visit(t, campaigns[0].alias)).statusCode, 404);
      await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'on' }, 200);
      assert.deepEqual(await states(ids), ['active', 'active', 'active']);
      assert.equal((await visit(t, campaigns[0].alias)).statusCode, 302);
      // pause / resume: the words of the state routes (POST /campaigns/:id/pause); on / off stay as aliases.
      const paused = await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'pause' }, 200);
      assert.deepEqual(paused, { action: 'pause', changed: 3, ids });
      assert.deepEqual(await states(ids), ['paused', 'paused', 'paused']);
      await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'resume' }, 200);
      assert.deepEqual(await states(ids), ['active', 'active', 'active']);
    });

    it('is all or nothing: one foreign or unknown id refuses the request with per-id errors, nothing changed', async () => {
      const { campaigns } = await routedCampaigns(2);
      const foreign = await catalog(t, other).campaign({});
      const unknown = randomUUID();
      const ids = [...campaigns.map((x) => x.id), foreign.id, unknown];
      const res = await api(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'off' });
      assert.equal(res.status, 422);
      assert.equal(res.body.error, '2 of 4 ids refused; nothing was changed');
      assert.deepEqual(res.body.failures, [
        { id: foreign.id, error: 'campaign not found' },
        { id: unknown, error: 'campaign not found' },
      ]);
      assert.deepEqual(await states(campaigns.map((x) => x.id)), ['active', 'active']);
      assert.deepEqual(await states([foreign.id]), ['active']);
    });

    it('archives offers all or nothing: one used by an active flow refuses every one, listing its flows', async () => {
      const { offer } = await routedCampaigns(1);
      const free = await c.offer('Free', 'https://free.example/');
      const res = await api(t, owner, 'POST', '/offers/bulk', { ids: [free, offer], action: 'archive' });
      assert.equal(res.status, 422);
      assert.equal(res.body.failures.length, 1);
      assert.equal(res.body.failures[0].id, offer);
      assert.equal(res.body.failures[0].flows.length, 1);
      assert.equal((await ok(t, owner, 'GET', `/offers/${free}`)).archived_at, null);
      const done = await ok(t, owner, 'POST', '/offers/bulk', { ids: [free], action: 'archive' }, 200);
      assert.equal(done.changed, 1);
      assert.ok((await ok(t, owner, 'GET', `/offers/${free}`)).archived_at);
    });

    it('deletes, changes the source of campaigns, the payout of offers, tags and groups', async () => {
      const { campaigns } = await routedCampaigns(2);
      const ids = campaigns.map((x) => x.id);
      const source = await ok(t, owner, 'POST', '/sources', { name: 'Bulk source' });
      await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'set_source', source_id: source.id }, 200);
      for (const id of ids) assert.equal((await ok(t, owner, 'GET', `/campaigns/${id}`)).source_id, source.id);
      await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'add_tag', tag: 'q4' }, 200);
      assert.deepEqual((await ok(t, owner, 'GET', `/campaigns/${ids[0]}`)).tags, ['q4']);
      await ok(t, owner, 'POST', '/campaigns/bulk', { ids: [ids[0]], action: 'remove_tag', tag: 'q4' }, 200);
      assert.deepEqual((await ok(t, owner, 'GET', `/campaigns/${ids[0]}`)).tags, []);
      const group = await ok(t, owner, 'POST', '/groups', { kind: 'campaigns', name: 'Bulk group' });
      await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'set_group', group_id: group.id }, 200);
      const grouped = await ok(t, owner, 'GET', `/campaigns?group_id=${group.id}`);
      assert.deepEqual(grouped.items.map((x: any) => x.id).sort(), [...ids].sort());
      assert.equal((await ok(t, owner, 'GET', `/groups/${group.id}`)).members, 2);

      const offers = [await c.offer('P1', 'https://p1.example/'), await c.offer('P2', 'https://p2.example/')];
      await ok(t, owner, 'POST', '/offers/bulk', { ids: offers, action: 'set_payout', payout: '7.25' }, 200);
      for (const id of offers) assert.equal((await ok(t, owner, 'GET', `/offers/${id}`)).payout, '7.25');

      await ok(t, owner, 'POST', '/campaigns/bulk', { ids, action: 'delete' }, 200);
      for (const id of ids) assert.equal((await api(t, owner, 'GET', `/campaigns/${id}`)).status, 404);
      assert.equal((await visit(t, campaigns[0].alias)).statusCode, 404);
    });

    it('refuses bad input with 400 naming the field, and writes nothing', async () => {
      const { campaigns } = await routedCampaigns(1);
      const ids = [campaigns[0].id];
      const cases: Array<[string, unknown, RegExp]> = [
        ['/campaigns/bulk', { ids, action: 'set_payout', payout: '1' }, /^action must be one of /],
        ['/flows/bulk', { ids, action: 'set_group', group_id: null }, /^action must be one of .* for flows$/],
        ['/campaigns/bulk', { ids: [], action: 'off' }, /^ids must list 1 to 1000 ids$/],
        ['/campaigns/bulk', { ids: Array.from({ length: 1001 }, () => randomUUID()), action: 'off' }, /^ids must/],
        ['/campaigns/bulk', { ids, action: 'add_tag' }, /^tag is required for add_tag$/],
        ['/campaigns/bulk', { ids, action: 'off', tag: 'x' }, /^tag does not apply to off$/],
        ['/campaigns/bulk', { ids, action: 'set_source' }, /^source_id is required for set_source/],
        ['/campaigns/bulk', { ids: ['nope'], action: 'off' }, /ids/],
        ['/campaigns/bulk', { ids, action: 'explode' }, /action/],
        ['/offers/bulk', { ids, action: 'set_payout', payout: '-1' }, /payout/],
      ];
      for (const [path, body, error] of cases) {
        const res = await api(t, owner, 'POST', path, body);
        assert.equal(res.status, 400, `${path} ${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(res.body)}`);
        assert.match(res.body.error, error);
        assert.doesNotMatch(res.body.error, /nope|explode/);
      }
      const foreignSource = await ok(t, other, 'POST', '/sources', { name: 'Theirs' });
      const ref = await api(t, owner, 'POST', '/campaigns/bulk', {
        ids,
        action: 'set_source',
        source_id: foreignSource.id,
      });
      assert.equal(ref.status, 422);
      assert.match(ref.body.error, /^source_id/);
      assert.deepEqual(await states(ids), ['active']);
      assert.equal((await ok(t, owner, 'GET', `/campaigns/${ids[0]}`)).source_id, null);
    });

    it('needs the edit permission, and delete the delete permission (403, nothing changed)', async () => {
      const { campaigns } = await routedCampaigns(1);
      const ids = [campaigns[0].id];
      const refused = await api(t, viewer, 'POST', '/campaigns/bulk', { ids, action: 'off' });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.error, 'no permission to edit campaigns');
      const manager = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
      await withoutPermission(t, manager, 'campaigns.delete');
      const noDelete = await api(t, manager, 'POST', '/campaigns/bulk', { ids, action: 'delete' });
      assert.equal(noDelete.status, 403);
      assert.equal(noDelete.body.error, 'no permission to delete campaigns');
      assert.equal((await ok(t, manager, 'POST', '/campaigns/bulk', { ids, action: 'off' }, 200)).changed, 1);
      assert.deepEqual(await states(ids), ['paused']);
      for (const path of [
        '/flows/bulk',
        '/offers/bulk',
        '/landings/bulk',
        '/sources/bulk',
        '/affiliate-networks/bulk',
      ]) {
        const res = await api(t, viewer, 'POST', path, { ids, action: 'archive' });
        assert.equal(res.status, 403, path);
      }
    });

    it('refuses ids of another workspace for every kind (422 with per-id errors)', async () => {
      const theirs = catalog(t, other);
      const campaign = await theirs.campaign({});
      const targets: Array<[string, string]> = [
        ['/campaigns/bulk', campaign.id],
        ['/flows/bulk', await theirs.flow(campaign.id, { type: 'default', scheme: 'show_404' })],
        ['/offers/bulk', await theirs.offer('O', 'https://o.example/')],
        ['/landings/bulk', await theirs.landing('L', 'https://l.example/')],
        ['/sources/bulk', (await ok(t, other, 'POST', '/sources', { name: 'S' })).id],
        ['/affiliate-networks/bulk', (await ok(t, other, 'POST', '/affiliate-networks', { name: 'N' })).id],
      ];
      for (const [path, id] of targets) {
        const res = await api(t, owner, 'POST', path, { ids: [id], action: 'archive' });
        assert.equal(res.status, 422, path);
        assert.equal(res.body.failures[0].id, id);
        assert.match(res.body.failures[0].error, / not found$/);
      }
      const archived = await query(
        t,
        'select count(*)::int as n from campaigns where workspace_id = ? and archived_at is not null',
        [other.workspace_id],
      );
      assert.equal(archived[0].n, 0);
    });
  });

  describe('groups', () => {
    it('creates, lists by kind, renames and deletes groups; a deleted group leaves its members ungrouped', async () => {
      const group = await ok(t, owner, 'POST', '/groups', { kind: 'offers', name: 'Nutra' });
      assert.equal(group.kind, 'offers');
      assert.equal(group.members, 0);
      const offer = await ok(t, owner, 'POST', '/offers', {
        name: 'Grouped',
        url: 'https://g.example/',
        group_id: group.id,
      });
      assert.equal(offer.group_id, group.id);
      assert.equal((await ok(t, owner, 'GET', `/offers?group_id=${group.id}`)).total, 1);
      const listed = await ok(t, owner, 'GET', '/groups?kind=offers');
      assert.ok(listed.items.some((g: any) => g.id === group.id && g.members === 1));
      assert.ok(!(await ok(t, owner, 'GET', '/groups?kind=campaigns')).items.some((g: any) => g.id === group.id));
      const renamed = await ok(t, owner, 'PUT', `/groups/${group.id}`, { name: 'Nutra EU' });
      assert.equal(renamed.name, 'Nutra EU');
      await ok(t, owner, 'DELETE', `/groups/${group.id}`);
      assert.equal((await api(t, owner, 'GET', `/groups/${group.id}`)).status, 404);
      assert.equal((await ok(t, owner, 'GET', `/offers/${offer.id}`)).group_id, null);
    });

    it('puts campaigns, landings and sources in groups of their kind only (422 otherwise)', async () => {
      const landings = await ok(t, owner, 'POST', '/groups', { kind: 'landings', name: 'LPs' });
      const sources = await ok(t, owner, 'POST', '/groups', { kind: 'sources', name: 'Push' });
      const landing = await ok(t, owner, 'POST', '/landings', {
        name: 'G',
        url: 'https://g.example/',
        group_id: landings.id,
      });
      assert.equal(landing.group_id, landings.id);
      const source = await ok(t, owner, 'POST', '/sources', { name: 'G', group_id: sources.id });
      assert.equal(source.group_id, sources.id);
      assert.equal((await ok(t, owner, 'GET', `/sources?group_id=${sources.id}`)).total, 1);
      const campaigns = await query(t, 'select count(*)::int as n from campaigns where workspace_id = ?', [
        owner.workspace_id,
      ]);
      const wrongKind = await api(t, owner, 'POST', '/campaigns', { name: 'X', group_id: landings.id });
      assert.equal(wrongKind.status, 422);
      assert.equal(wrongKind.body.error, 'group_id: no group of campaigns in this workspace');
      const theirs = await ok(t, other, 'POST', '/groups', { kind: 'campaigns', name: 'Theirs' });
      const foreign = await api(t, owner, 'POST', '/campaigns', { name: 'X', group_id: theirs.id });
      assert.equal(foreign.status, 422);
      assert.deepEqual(
        await query(t, 'select count(*)::int as n from campaigns where workspace_id = ?', [owner.workspace_id]),
        campaigns,
      );
    });

    it('refuses bad input (400 naming the field), a duplicate name (409), and writes nothing', async () => {
      await ok(t, owner, 'POST', '/groups', { kind: 'campaigns', name: 'Unique' });
      const before = await ok(t, owner, 'GET', '/groups');
      const cases: Array<[unknown, number, RegExp]> = [
        [{ kind: 'flows', name: 'X' }, 400, /kind/],
        [{ name: 'No kind' }, 400, /^kind must be one of campaigns, offers, landings, sources$/],
        [{ kind: 'campaigns' }, 400, /^name must be 1 to 200 characters$/],
        [{ kind: 'campaigns', name: 'unique' }, 409, /^a group of this kind already has that name$/],
        [{ kind: 'campaigns', name: 'X', colour: 'red' }, 400, /colour/],
      ];
      for (const [body, status, error] of cases) {
        const res = await api(t, owner, 'POST', '/groups', body);
        assert.equal(res.status, status, JSON.stringify(body));
        assert.match(res.body.error, error);
      }
      assert.equal((await ok(t, owner, 'GET', '/groups')).total, before.total);
      const group = before.items[0];
      const kindChange = await api(t, owner, 'PUT', `/groups/${group.id}`, { kind: 'offers' });
      assert.equal(kindChange.status, 400);
      assert.equal(kindChange.body.error, 'kind cannot change (create a group of the other kind)');
    });

    it("checks the permission of the group's kind, and hides other workspaces' groups (404)", async () => {
      const group = await ok(t, owner, 'POST', '/groups', { kind: 'sources', name: 'Perm' });
      const refused = await api(t, viewer, 'POST', '/groups', { kind: 'sources', name: 'Viewer' });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.error, 'no permission to edit sources');
      assert.equal((await api(t, viewer, 'PUT', `/groups/${group.id}`, { name: 'V' })).status, 403);
      assert.equal((await api(t, viewer, 'DELETE', `/groups/${group.id}`)).status, 403);
      assert.equal((await ok(t, viewer, 'GET', `/groups/${group.id}`)).name, 'Perm');
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { name: 'Stolen' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await api(t, other, method, `/groups/${group.id}`, body);
        assert.equal(res.status, 404, method);
        assert.equal(res.body.error, 'group not found');
      }
      assert.ok(!(await ok(t, other, 'GET', '/groups')).items.some((g: any) => g.id === group.id));
      assert.equal((await ok(t, owner, 'GET', `/groups/${group.id}`)).name, 'Perm');
    });
  });
});
