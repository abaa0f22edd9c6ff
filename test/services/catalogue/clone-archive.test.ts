import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { catalog, lastClick, query, visit, type Catalog } from '../../support/routing';
import { multipart, zip } from '../../support/zip';
import { waitFor } from '../../support/wait';
import { sourceSecrets } from '../../../services/catalogue/sources';
import { secretsFor } from '../../../services/catalogue/scope';
import { TrafficSource } from '../../../entities/traffic-source.entity';

/** Clone, archive and restore (docs/operations-api.md), on real rows and real redirects. */
describe('clone, archive and restore', () => {
  let t: TestApp;
  let owner: Session;
  let viewer: Session;
  let other: Session;
  let c: Catalog;

  before(async () => {
    t = await startTestApp({ workers: true });
    owner = await createSession(t);
    viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    other = await createSession(t);
    c = catalog(t, owner);
  });
  after(async () => t.close());

  const count = async (table: string, workspace = owner.workspace_id) =>
    Number((await query(t, `select count(*)::int as n from ${table} where workspace_id = ?`, [workspace]))[0].n);

  /** Where a fresh visitor of the alias is sent (null when not redirected). */
  async function destination(alias: string): Promise<string | null> {
    const res = await visit(t, alias);
    return res.statusCode === 302 ? String(res.headers.location) : null;
  }

  async function routedCampaign() {
    const offer = await c.offer('Routed offer', 'https://offer.example/landing?c={campaign_id}');
    const campaign = await c.campaign({ tags: ['push'] });
    const flow = await c.flow(campaign.id, {
      type: 'regular',
      weight: 70,
      filters: [{ type: 'country', values: ['US'] }],
      offers: [{ offer_id: offer, weight: 3 }],
    });
    await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: offer, weight: 1 }] });
    return { offer, campaign, flow };
  }

  describe('clone', () => {
    it('clones a campaign that routes like the original, under a new alias, name and token, without statistics', async () => {
      const { campaign } = await routedCampaign();
      const before = await destination(campaign.alias);
      assert.ok(before?.startsWith('https://offer.example/landing'), String(before));
      const clone = await ok(t, owner, 'POST', `/campaigns/${campaign.id}/clone`, {});
      const original = await ok(t, owner, 'GET', `/campaigns/${campaign.id}`);
      assert.notEqual(clone.id, campaign.id);
      assert.notEqual(clone.alias, campaign.alias);
      assert.notEqual(clone.token, campaign.token);
      assert.equal(clone.name, `${original.name} (copy)`);
      assert.deepEqual(clone.tags, ['push']);
      const flowsOf = async (id: string) =>
        (await ok(t, owner, 'GET', `/campaigns/${id}/flows`)).items.map(
          ({ id: _id, campaign_id: _c, created_at: _a, updated_at: _u, ...rest }: any) => rest,
        );
      assert.deepEqual(await flowsOf(clone.id), await flowsOf(campaign.id));
      assert.equal(
        Number((await query(t, 'select count(*)::int as n from clicks where campaign_id = ?', [clone.id]))[0].n),
        0,
      );
      // The clone routes like the original: same offer, with its own campaign id in the macro.
      const cloned = await destination(clone.alias);
      assert.equal(cloned, before!.replace(campaign.id, clone.id));
      const [originalClick] = await lastClick(t, campaign.id);
      const [cloneClick] = await lastClick(t, clone.id);
      assert.equal(cloneClick.outcome, originalClick.outcome);
      assert.equal(cloneClick.offer_id, originalClick.offer_id);
      const cloneFlows = (await ok(t, owner, 'GET', `/campaigns/${clone.id}/flows`)).items;
      const regular = cloneFlows.find((f: any) => f.type === 'regular');
      assert.equal(cloneClick.flow_id, regular.id, 'the US visitor takes the cloned filtered flow');
    });

    it('takes a name and an alias; a taken alias is 409 and a bad one 400 naming the field, nothing written', async () => {
      const { campaign } = await routedCampaign();
      const named = await ok(t, owner, 'POST', `/campaigns/${campaign.id}/clone`, {
        name: 'Summer B',
        alias: 'summer-b-clone',
      });
      assert.equal(named.name, 'Summer B');
      assert.equal(named.alias, 'summer-b-clone');
      const campaigns = await count('campaigns');
      const flows = await count('flows');
      const taken = await api(t, owner, 'POST', `/campaigns/${campaign.id}/clone`, { alias: 'summer-b-clone' });
      assert.equal(taken.status, 409);
      assert.equal(taken.body.error, 'alias is already in use');
      const bad = await api(t, owner, 'POST', `/campaigns/${campaign.id}/clone`, { alias: 'Not An Alias!' });
      assert.equal(bad.status, 400);
      assert.match(bad.body.error, /alias/);
      assert.doesNotMatch(bad.body.error, /Not An Alias/);
      const noName = await api(t, owner, 'POST', `/campaigns/${campaign.id}/clone`, { name: '' });
      assert.equal(noName.status, 400);
      assert.match(noName.body.error, /^name /);
      const unknown = await api(t, owner, 'POST', `/campaigns/${campaign.id}/clone`, { colour: 'red' });
      assert.equal(unknown.status, 400);
      assert.equal(await count('campaigns'), campaigns);
      assert.equal(await count('flows'), flows);
    });

    it('clones a flow into its campaign (placed last) or another one; a foreign campaign is 422', async () => {
      const { campaign, flow } = await routedCampaign();
      const target = await c.campaign({});
      const same = await ok(t, owner, 'POST', `/flows/${flow}/clone`, {});
      assert.equal(same.campaign_id, campaign.id);
      assert.equal(same.position, 3);
      assert.equal(same.weight, 70);
      const moved = await ok(t, owner, 'POST', `/flows/${flow}/clone`, { campaign_id: target.id, name: 'Moved' });
      assert.equal(moved.campaign_id, target.id);
      assert.equal(moved.name, 'Moved');
      assert.deepEqual(moved.filters, same.filters);
      const foreign = await createSession(t);
      const elsewhere = await catalog(t, foreign).campaign({});
      const flows = await count('flows');
      const refused = await api(t, owner, 'POST', `/flows/${flow}/clone`, { campaign_id: elsewhere.id });
      assert.equal(refused.status, 422);
      assert.match(refused.body.error, /^campaign_id/);
      assert.equal(await count('flows'), flows);
    });

    it('clones a default flow only into a campaign without one (409)', async () => {
      const { campaign } = await routedCampaign();
      const flows = (await ok(t, owner, 'GET', `/campaigns/${campaign.id}/flows`)).items;
      const fallback = flows.find((f: any) => f.type === 'default');
      const res = await api(t, owner, 'POST', `/flows/${fallback.id}/clone`, {});
      assert.equal(res.status, 409);
      assert.equal(res.body.error, 'the campaign already has a default flow');
    });

    it('clones an offer, a source (secrets sealed for the new row) and a network', async () => {
      const network = await ok(t, owner, 'POST', '/affiliate-networks', {
        name: 'MaxBounty',
        offer_params: 'sub1={click_id}',
        status_mapping: { approved: 'sale' },
      });
      const offer = await ok(t, owner, 'POST', '/offers', {
        name: 'Offer A',
        url: 'https://o.example/',
        affiliate_network_id: network.id,
        payout: '12.5',
        daily_cap: 100,
      });
      const offerClone = await ok(t, owner, 'POST', `/offers/${offer.id}/clone`, {});
      assert.equal(offerClone.name, 'Offer A (copy)');
      assert.equal(offerClone.payout, '12.5');
      assert.equal(offerClone.daily_cap, 100);
      assert.equal(offerClone.affiliate_network_id, network.id);
      const networkClone = await ok(t, owner, 'POST', `/affiliate-networks/${network.id}/clone`, { name: 'MB 2' });
      assert.deepEqual(networkClone.status_mapping, { approved: 'sale' });
      assert.equal(networkClone.offer_params, 'sub1={click_id}');

      const source = await ok(t, owner, 'POST', '/sources', {
        name: 'Zeropark',
        parameters: { external_id: { param: 'cid', macro: '{visit_id}' } },
        postback_secret: 'a-long-postback-secret-1',
      });
      const sourceClone = await ok(t, owner, 'POST', `/sources/${source.id}/clone`, {});
      assert.equal(sourceClone.postback_secret_set, true);
      assert.deepEqual(sourceClone.parameters, source.parameters);
      const em = t.runtime.services.orm.em.fork();
      const row = await em.findOneOrFail(TrafficSource, { id: sourceClone.id });
      const original = await em.findOneOrFail(TrafficSource, { id: source.id });
      assert.notEqual(row.postback_secret_ciphertext, original.postback_secret_ciphertext);
      assert.equal(sourceSecrets(secretsFor(t.config.appSecret), row).postback_secret, 'a-long-postback-secret-1');
    });

    it('clones a hosted landing with its own copy of the files', async () => {
      const landing = await ok(t, owner, 'POST', '/landings', { name: 'Hosted', type: 'hosted' });
      const body = multipart(zip([{ name: 'index.html', data: '<h1>lp</h1>' }]));
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/admin_api/v1/landings/${landing.id}/files`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const clone = await ok(t, owner, 'POST', `/landings/${landing.id}/clone`, {});
      assert.equal(clone.hosted_uploaded, true);
      assert.equal(clone.hosted_path, `/l/${clone.id}/`);
      const page = await t.app.inject({ method: 'GET', url: `/l/${clone.id}/` });
      assert.equal(page.statusCode, 200);
      assert.equal(page.body, '<h1>lp</h1>');
      // Deleting the original's files leaves the clone's.
      await ok(t, owner, 'DELETE', `/landings/${landing.id}`);
      assert.equal((await t.app.inject({ method: 'GET', url: `/l/${clone.id}/` })).statusCode, 200);
    });

    it('refuses a member without edit permission (403) and another workspace (404), writing nothing', async () => {
      const { campaign, flow, offer } = await routedCampaign();
      const landing = await c.landing('L', 'https://lp.example/');
      const source = await ok(t, owner, 'POST', '/sources', { name: 'S' });
      const network = await ok(t, owner, 'POST', '/affiliate-networks', { name: 'N' });
      const targets = [
        `/campaigns/${campaign.id}`,
        `/flows/${flow}`,
        `/offers/${offer}`,
        `/landings/${landing}`,
        `/sources/${source.id}`,
        `/affiliate-networks/${network.id}`,
      ];
      const tables = ['campaigns', 'flows', 'offers', 'landings', 'traffic_sources', 'affiliate_networks'];
      const counts = await Promise.all(tables.map((table) => count(table)));
      for (const target of targets) {
        const refused = await api(t, viewer, 'POST', `${target}/clone`, {});
        assert.equal(refused.status, 403, target);
        assert.match(refused.body.error, /^no permission to edit /);
        const hidden = await api(t, other, 'POST', `${target}/clone`, {});
        assert.equal(hidden.status, 404, target);
        assert.match(hidden.body.error, / not found$/);
      }
      assert.deepEqual(await Promise.all(tables.map((table) => count(table))), counts);
    });
  });

  describe('archive and restore', () => {
    it('an archived campaign answers campaign_off and leaves lists; a restore routes it again', async () => {
      const { campaign } = await routedCampaign();
      assert.ok(await destination(campaign.alias));
      const archived = await ok(t, owner, 'POST', `/campaigns/${campaign.id}/archive`, undefined, 200);
      assert.ok(archived.archived_at);
      const off = await visit(t, campaign.alias);
      assert.equal(off.statusCode, 404);
      const outcomes = await waitFor(
        async () => (await lastClick(t, campaign.id, 2)).map((click) => click.outcome),
        (values) => values.includes('campaign_off'),
      );
      assert.deepEqual(outcomes.slice(0, 1), ['campaign_off']);

      const ids = async (qs: string) =>
        (await ok(t, owner, 'GET', `/campaigns${qs}`)).items.map((item: any) => item.id) as string[];
      assert.ok(!(await ids('')).includes(campaign.id));
      assert.ok(!(await ids('?archived=false')).includes(campaign.id));
      assert.ok((await ids('?archived=true')).includes(campaign.id));
      assert.ok((await ids('?archived=all')).includes(campaign.id));
      assert.ok(!(await ids('?archived=true')).some((id) => id !== campaign.id && !id));
      assert.equal((await ok(t, owner, 'GET', `/campaigns/${campaign.id}`)).archived_at, archived.archived_at);

      // Its statistics stay in reports, labelled archived.
      const report = async () =>
        (await ok(t, owner, 'POST', '/reports/query', { dimensions: ['campaign'], period: 'today' }, 200)).rows.find(
          (r: any) => r.values.campaign === campaign.id,
        );
      const line = await waitFor(report, (found) => found?.metrics.clicks >= 2);
      assert.equal(line.labels.campaign, `${archived.name} [archived]`);
      assert.equal(line.metrics.clicks, 2);
      // Groups are a report dimension (the entity's current group), filterable like any other.
      const group = await ok(t, owner, 'POST', '/groups', { kind: 'campaigns', name: `Reported ${campaign.id}` });
      await ok(t, owner, 'PUT', `/campaigns/${campaign.id}`, { group_id: group.id }, 200);
      const byGroup = await ok(
        t,
        owner,
        'POST',
        '/reports/query',
        {
          dimensions: ['campaign_group'],
          period: 'today',
          filters: [{ dimension: 'campaign_group', operator: '=', value: group.id }],
        },
        200,
      );
      assert.deepEqual(
        byGroup.rows.map((r: any) => [r.values.campaign_group, r.labels.campaign_group, r.metrics.clicks]),
        [[group.id, group.name, 2]],
      );

      const restored = await ok(t, owner, 'POST', `/campaigns/${campaign.id}/restore`, undefined, 200);
      assert.equal(restored.archived_at, null);
      assert.ok((await destination(campaign.alias))?.startsWith('https://offer.example/'));
      assert.equal((await report()).labels.campaign, archived.name);
    });

    it('refuses a bad archived filter with 400 naming it', async () => {
      const res = await api(t, owner, 'GET', '/campaigns?archived=maybe');
      assert.equal(res.status, 400);
      assert.equal(res.body.error, 'archived must be one of false, true, all');
    });

    it('refuses to archive an offer or landing an active flow uses (409 listing the flows), then archives it', async () => {
      const { offer, campaign, flow } = await routedCampaign();
      const refused = await api(t, owner, 'POST', `/offers/${offer}/archive`);
      assert.equal(refused.status, 409);
      assert.deepEqual(
        refused.body.flows.map((f: any) => f.id).sort(),
        refused.body.flows.map((f: any) => f.id).sort(),
      );
      assert.ok(refused.body.flows.some((f: any) => f.id === flow && f.campaign_id === campaign.id));
      assert.equal(refused.body.flows.length, 2);
      assert.equal((await ok(t, owner, 'GET', `/offers/${offer}`)).archived_at, null);

      const landing = await c.landing('Used LP', 'https://lp.example/');
      const lpFlow = await c.flow(campaign.id, {
        landings: [{ landing_id: landing, weight: 1 }],
        offers: [{ offer_id: offer, weight: 1 }],
      });
      const lpRefused = await api(t, owner, 'POST', `/landings/${landing}/archive`);
      assert.equal(lpRefused.status, 409);
      assert.deepEqual(
        lpRefused.body.flows.map((f: any) => f.id),
        [lpFlow],
      );
      // A paused flow does not hold the landing.
      await ok(t, owner, 'PUT', `/flows/${lpFlow}`, { state: 'paused' });
      const archived = await ok(t, owner, 'POST', `/landings/${landing}/archive`, undefined, 200);
      assert.ok(archived.archived_at);
      assert.ok(!(await ok(t, owner, 'GET', '/landings')).items.some((l: any) => l.id === landing));
    });

    it('an archived flow is not routed; restored, it routes again', async () => {
      const offerA = await c.offer('A', 'https://a.example/');
      const offerB = await c.offer('B', 'https://b.example/');
      const campaign = await c.campaign({});
      const forced = await c.flow(campaign.id, { type: 'forced', offers: [{ offer_id: offerA, weight: 1 }] });
      await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: offerB, weight: 1 }] });
      assert.equal(await destination(campaign.alias), 'https://a.example/');
      await ok(t, owner, 'POST', `/flows/${forced}/archive`, undefined, 200);
      assert.equal(await destination(campaign.alias), 'https://b.example/');
      const listed = await ok(t, owner, 'GET', `/campaigns/${campaign.id}/flows`);
      assert.equal(listed.total, 1);
      await ok(t, owner, 'POST', `/flows/${forced}/restore`, undefined, 200);
      assert.equal(await destination(campaign.alias), 'https://a.example/');
    });

    it('archives and restores sources and networks; lists hide them by default', async () => {
      for (const path of ['/sources', '/affiliate-networks']) {
        const created = await ok(t, owner, 'POST', path, { name: `Archivable ${path}` });
        const archived = await ok(t, owner, 'POST', `${path}/${created.id}/archive`, undefined, 200);
        assert.ok(archived.archived_at);
        const again = await ok(t, owner, 'POST', `${path}/${created.id}/archive`, undefined, 200);
        assert.equal(again.archived_at, archived.archived_at, 'archiving twice keeps the first time');
        assert.ok(!(await ok(t, owner, 'GET', path)).items.some((i: any) => i.id === created.id));
        assert.ok((await ok(t, owner, 'GET', `${path}?archived=true`)).items.some((i: any) => i.id === created.id));
        const restored = await ok(t, owner, 'POST', `${path}/${created.id}/restore`, undefined, 200);
        assert.equal(restored.archived_at, null);
        assert.ok((await ok(t, owner, 'GET', path)).items.some((i: any) => i.id === created.id));
      }
    });

    it('refuses a member without edit permission (403), another workspace (404) and a bad id (400), writing nothing', async () => {
      const { campaign, flow } = await routedCampaign();
      const offer = await c.offer('Free', 'https://free.example/');
      const landing = await c.landing('Free LP', 'https://lp.example/');
      const source = await ok(t, owner, 'POST', '/sources', { name: 'S2' });
      const network = await ok(t, owner, 'POST', '/affiliate-networks', { name: 'N2' });
      const targets = [
        `/campaigns/${campaign.id}`,
        `/flows/${flow}`,
        `/offers/${offer}`,
        `/landings/${landing}`,
        `/sources/${source.id}`,
        `/affiliate-networks/${network.id}`,
      ];
      for (const target of targets) {
        for (const action of ['archive', 'restore']) {
          const refused = await api(t, viewer, 'POST', `${target}/${action}`);
          assert.equal(refused.status, 403, `${target}/${action}`);
          const hidden = await api(t, other, 'POST', `${target}/${action}`);
          assert.equal(hidden.status, 404, `${target}/${action}`);
        }
        const bad = await api(t, owner, 'POST', `${target.replace(/[^/]+$/, 'not-a-uuid')}/archive`);
        assert.equal(bad.status, 400);
        assert.match(bad.body.error, /id/);
        assert.equal((await ok(t, owner, 'GET', target)).archived_at, null, target);
      }
    });

    it('an archived hosted landing is not served; restored, it is', async () => {
      const landing = await ok(t, owner, 'POST', '/landings', { name: 'Hosted 2', type: 'hosted' });
      const body = multipart(zip([{ name: 'index.html', data: '<p>two</p>' }]));
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/admin_api/v1/landings/${landing.id}/files`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      assert.equal(uploaded.statusCode, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: `/l/${landing.id}/` })).statusCode, 200);
      await ok(t, owner, 'POST', `/landings/${landing.id}/archive`, undefined, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: `/l/${landing.id}/` })).statusCode, 404);
      await ok(t, owner, 'POST', `/landings/${landing.id}/restore`, undefined, 200);
      assert.equal((await t.app.inject({ method: 'GET', url: `/l/${landing.id}/` })).statusCode, 200);
    });
  });
});
