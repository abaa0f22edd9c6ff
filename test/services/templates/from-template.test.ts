import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { query } from '../../support/routing';
import { SOURCE_TEMPLATES } from '../../../services/templates/source-templates';
import { NETWORK_TEMPLATES } from '../../../services/templates/network-templates';

/** Templates over REST (docs/templates.md): list, create from a template, refusals. */
describe('templates for sources and networks', () => {
  let t: TestApp;
  let owner: Session;
  let viewer: Session;
  let other: Session;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    other = await createSession(t);
  });
  after(async () => t.close());

  const count = async (table: string, workspace = owner.workspace_id) =>
    Number((await query(t, `select count(*)::int as n from ${table} where workspace_id = ?`, [workspace]))[0].n);

  it('lists every template with its facts', async () => {
    // A list like every other: {items, total} (docs/operations-api.md; a bare array before).
    const sourceList = await ok(t, viewer, 'GET', '/templates/sources');
    assert.deepEqual(Object.keys(sourceList), ['total', 'items']);
    assert.equal(sourceList.total, SOURCE_TEMPLATES.length);
    const sources = sourceList.items;
    assert.deepEqual(
      sources.map((s: any) => s.id),
      SOURCE_TEMPLATES.map((s) => s.id),
    );
    const taboola = sources.find((s: any) => s.id === 'taboola');
    assert.equal(taboola.parameters.external_id.param, 'tblci');
    assert.equal(taboola.parameters.adset, null);
    assert.match(
      taboola.postback_url,
      /^https:\/\/trc\.taboola\.com\/actions-handler\/log\/3\/s2s-action\?click-id=\{external_id\}/,
    );
    assert.equal(taboola.checked_against, 'https://developers.taboola.com/pixel/docs/the-postback-url');
    assert.equal(taboola.unchecked, null);
    const networkList = await ok(t, viewer, 'GET', '/templates/affiliate-networks');
    assert.equal(networkList.total, NETWORK_TEMPLATES.length);
    const networks = networkList.items;
    assert.equal(networks.length, NETWORK_TEMPLATES.length);
    const drCash = networks.find((n: any) => n.id === 'dr-cash');
    assert.equal(drCash.offer_params, 'sub1={click_id}');
    assert.equal(drCash.status_mapping.approved, 'sale');
    assert.equal(drCash.checked_against, null);
    assert.ok(drCash.unchecked.length > 0);
  });

  it('creates every source template through the source service, with its fields', async () => {
    for (const template of SOURCE_TEMPLATES) {
      const created = await ok(t, owner, 'POST', '/sources/from-template', { template: template.id });
      assert.equal(created.name, template.name);
      assert.equal(created.postback_url, template.postback_url);
      assert.deepEqual(created.postback_statuses, template.postback_statuses);
      assert.deepEqual(created.parameters.external_id, {
        param: template.parameters.external_id!.param,
        macro: template.parameters.external_id!.macro ?? '',
      });
      assert.equal(created.sub_id_parameters.length, template.sub_id_parameters.length);
      assert.ok(created.notes.startsWith(`From the ${template.name} template.`));
      const stored = await ok(t, owner, 'GET', `/sources/${created.id}`);
      assert.deepEqual(stored, created);
    }
    assert.equal(await count('traffic_sources'), SOURCE_TEMPLATES.length);
  });

  it('creates every network template through the network service, with its status map', async () => {
    for (const template of NETWORK_TEMPLATES) {
      const created = await ok(t, owner, 'POST', '/affiliate-networks/from-template', {
        template: template.id,
        name: `${template.name} (EU)`,
      });
      assert.equal(created.name, `${template.name} (EU)`);
      assert.equal(created.offer_params, template.offer_params);
      assert.deepEqual(created.status_mapping, template.status_mapping);
      assert.ok(created.notes.includes(template.postback_params));
    }
  });

  it('answers 404 for an unknown template and 400 for a missing one, naming template, writing nothing', async () => {
    const before = [await count('traffic_sources'), await count('affiliate_networks')];
    const unknown = await api(t, owner, 'POST', '/sources/from-template', { template: 'no-such-source' });
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.error, /^template: /);
    assert.doesNotMatch(unknown.body.error, /no-such-source/);
    const unknownNetwork = await api(t, owner, 'POST', '/affiliate-networks/from-template', { template: 'nope' });
    assert.equal(unknownNetwork.status, 404);
    assert.match(unknownNetwork.body.error, /^template: /);
    const blank = await api(t, owner, 'POST', '/sources/from-template', { template: '' });
    assert.equal(blank.status, 400);
    assert.match(blank.body.error, /template/);
    const missing = await api(t, owner, 'POST', '/affiliate-networks/from-template', {});
    assert.equal(missing.status, 400);
    assert.match(JSON.stringify(missing.body), /template/);
    assert.deepEqual([await count('traffic_sources'), await count('affiliate_networks')], before);
  });

  it('refuses a member without edit (403); a created row belongs to its workspace only', async () => {
    const before = [await count('traffic_sources'), await count('affiliate_networks')];
    const source = await api(t, viewer, 'POST', '/sources/from-template', { template: 'propellerads' });
    assert.equal(source.status, 403);
    assert.match(source.body.error, /^no permission to edit /);
    const network = await api(t, viewer, 'POST', '/affiliate-networks/from-template', { template: 'admitad' });
    assert.equal(network.status, 403);
    assert.deepEqual([await count('traffic_sources'), await count('affiliate_networks')], before);
    const mine = await ok(t, owner, 'POST', '/sources/from-template', { template: 'zeropark' });
    assert.equal((await api(t, other, 'GET', `/sources/${mine.id}`)).status, 404);
    const theirs = await ok(t, other, 'POST', '/sources/from-template', { template: 'zeropark' });
    assert.equal((await api(t, owner, 'GET', `/sources/${theirs.id}`)).status, 404);
    assert.equal(await count('traffic_sources', other.workspace_id), 1);
  });

  it('answers 401 without a session', async () => {
    assert.equal((await api(t, null, 'GET', '/templates/sources')).status, 401);
  });
});
