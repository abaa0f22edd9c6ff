import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { gql } from '../../support/gql';

describe('campaigns: admin API', () => {
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

  it('refuses a request without a token with 401', async () => {
    const res = await api(t, null, 'GET', '/campaigns');
    assert.equal(res.status, 401);
    assert.equal(typeof res.body.error, 'string');
  });

  it('refuses an Admin API body over 4 MiB with 413 {error} and writes nothing; GraphQL has the same limit', async () => {
    const fresh = await createSession(t);
    const name = `big-${Date.now()}`;
    const payload = JSON.stringify({ name, notes: 'x'.repeat(4 * 1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/campaigns',
      headers: { ...fresh.headers, 'content-type': 'application/json' },
      payload,
    });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { error: 'body larger than 4194304 bytes' });
    assert.equal((await ok(t, fresh, 'GET', '/campaigns')).total, 0);
    const viaGraphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...fresh.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: 'mutation($input: CampaignInput!) { create_campaign(input: $input) { id } }',
        variables: { input: { name, notes: 'x'.repeat(4 * 1024 * 1024) } },
      }),
    });
    assert.equal(viaGraphql.statusCode, 413);
    assert.equal((await ok(t, fresh, 'GET', '/campaigns')).total, 0);
  });

  it('creates a campaign with defaults, a generated alias and a token', async () => {
    const campaign = await ok(t, owner, 'POST', '/campaigns', { name: '  Summer push  ' });
    assert.equal(campaign.name, 'Summer push');
    assert.match(campaign.alias, /^[a-z0-9]{8}$/);
    assert.equal(campaign.url, `${t.config.publicBaseUrl}/${campaign.alias}`);
    assert.equal(campaign.tracking_url, campaign.url);
    assert.match(campaign.token, /^ct_[A-Za-z0-9_-]{43}$/);
    assert.equal(campaign.state, 'active');
    assert.equal(campaign.cost_model, 'none');
    assert.equal(campaign.cost_value, '0');
    assert.equal(campaign.cost_currency, 'USD');
    assert.equal(campaign.uniqueness_period_hours, 24);
    assert.equal(campaign.uniqueness_scope, 'campaign');
    assert.equal(campaign.bot_action, 'route');
    assert.equal(campaign.flow_rotation, 'weight');
    assert.equal(campaign.deleted_at, null);
    assert.deepEqual(await ok(t, owner, 'GET', `/campaigns/${campaign.id}`), campaign);
  });

  it('stores the token encrypted', async () => {
    const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Token check' });
    const [row] = await t.runtime.services.orm.em
      .fork()
      .getConnection()
      .execute('select token_ciphertext from campaigns where id = ?', [campaign.id]);
    assert.ok(row.token_ciphertext.startsWith('v1.'));
    assert.ok(!row.token_ciphertext.includes(campaign.token.slice(3)));
  });

  it('takes every field, and builds the tracking URL from the source', async () => {
    const source = await ok(t, owner, 'POST', '/sources', {
      name: 'PropellerAds',
      parameters: { site: { param: 'zone', macro: '{zoneid}' }, external_id: { param: 'cid', macro: '${SUBID}' } },
      sub_id_parameters: [{ sub_id: 2, param: 'bid', macro: '{bid}' }],
    });
    const campaign = await ok(t, owner, 'POST', '/campaigns', {
      name: 'Full',
      alias: 'full-campaign_1',
      state: 'paused',
      source_id: source.id,
      cost_model: 'cpc',
      cost_value: '0.035',
      cost_currency: 'eur',
      uniqueness_period_hours: 48,
      uniqueness_scope: 'workspace',
      bot_action: 'redirect',
      bot_redirect_url: 'https://safe.example.com/',
      flow_rotation: 'position',
      tags: ['fb', 'us', 'fb'],
      notes: 'hello',
    });
    assert.equal(campaign.alias, 'full-campaign_1');
    assert.equal(campaign.state, 'paused');
    assert.equal(campaign.source_id, source.id);
    assert.equal(campaign.cost_value, '0.035');
    assert.equal(campaign.cost_currency, 'EUR');
    assert.equal(campaign.bot_redirect_url, 'https://safe.example.com/');
    assert.deepEqual(campaign.tags, ['fb', 'us']);
    assert.equal(
      campaign.tracking_url,
      `${t.config.publicBaseUrl}/full-campaign_1?zone={zoneid}&cid=\${SUBID}&bid={bid}`,
    );
  });

  it('updates only the fields sent (PUT is partial)', async () => {
    const created = await ok(t, owner, 'POST', '/campaigns', {
      name: 'Partial',
      cost_model: 'cpm',
      cost_value: '2.5',
      tags: ['a'],
    });
    const updated = await ok(t, owner, 'PUT', `/campaigns/${created.id}`, { name: 'Partial 2' });
    assert.equal(updated.name, 'Partial 2');
    assert.equal(updated.cost_model, 'cpm');
    assert.equal(updated.cost_value, '2.5');
    assert.deepEqual(updated.tags, ['a']);
    assert.equal(updated.alias, created.alias);
    const cleared = await ok(t, owner, 'PUT', `/campaigns/${created.id}`, { tags: null, source_id: null });
    assert.deepEqual(cleared.tags, []);
  });

  describe('aliases', () => {
    it('refuses an alias taken in any workspace with 409', async () => {
      await ok(t, owner, 'POST', '/campaigns', { name: 'A', alias: 'unique-one' });
      const res = await api(t, other, 'POST', '/campaigns', { name: 'B', alias: 'unique-one' });
      assert.equal(res.status, 409);
      assert.deepEqual(res.body, { error: 'alias is already in use' });
    });

    it("refuses the service's own paths and postback-key look-alikes with 400", async () => {
      for (const alias of [
        'admin_api',
        'graphql',
        'sdk',
        'metrics',
        'lp-api',
        'click-api',
        'rclient',
        'action',
        'postback',
      ]) {
        const res = await api(t, owner, 'POST', '/campaigns', { name: 'X', alias });
        assert.equal(res.status, 400, alias);
        assert.deepEqual(res.body, { error: 'alias is reserved by the service' });
      }
      const dotted = await api(t, owner, 'POST', '/campaigns', { name: 'X', alias: 'px.gif' });
      assert.equal(dotted.status, 400);
      assert.match(dotted.body.error, /^alias must be 1 to 64 characters/);
      const key = await api(t, owner, 'POST', '/campaigns', { name: 'X', alias: 'deadbeefdeadbeefdeadbeefdeadbeef' });
      assert.equal(key.status, 400);
      assert.deepEqual(key.body, { error: 'alias must not look like a postback key (32 hexadecimal characters)' });
      const upper = await api(t, owner, 'POST', '/campaigns', { name: 'X', alias: 'Upper' });
      assert.equal(upper.status, 400);
    });

    it('can rename an alias, freeing the old one', async () => {
      const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Rename', alias: 'old-name' });
      await ok(t, owner, 'PUT', `/campaigns/${campaign.id}`, { alias: 'new-name' });
      const reuse = await ok(t, other, 'POST', '/campaigns', { name: 'Reuse', alias: 'old-name' });
      assert.equal(reuse.alias, 'old-name');
      const clash = await api(t, owner, 'PUT', `/campaigns/${campaign.id}`, { alias: 'old-name' });
      assert.equal(clash.status, 409);
    });
  });

  describe('validation', () => {
    it('refuses unknown fields and malformed values with 400', async () => {
      const unknown = await api(t, owner, 'POST', '/campaigns', { name: 'X', colour: 'red' });
      assert.equal(unknown.status, 400);
      assert.match(unknown.body.error, /colour/);
      assert.equal((await api(t, owner, 'POST', '/campaigns', {})).status, 400);
      assert.deepEqual((await api(t, owner, 'POST', '/campaigns', { name: '' })).body, {
        error: 'name must be 1 to 200 characters',
      });
      assert.equal((await api(t, owner, 'POST', '/campaigns', { name: 'X', state: 'sleeping' })).status, 400);
      assert.equal((await api(t, owner, 'POST', '/campaigns', { name: 'X', cost_value: 'abc' })).status, 400);
      assert.deepEqual((await api(t, owner, 'POST', '/campaigns', { name: 'X', cost_value: '1.1234567' })).body, {
        error: 'cost_value must be a non-negative decimal with at most 6 decimal places',
      });
      assert.deepEqual((await api(t, owner, 'POST', '/campaigns', { name: 'X', cost_currency: 'XYZ' })).body, {
        error: 'cost_currency must be an ISO 4217 currency code',
      });
      assert.deepEqual((await api(t, owner, 'POST', '/campaigns', { name: 'X', uniqueness_period_hours: 0 })).body, {
        error: 'uniqueness_period_hours must be an integer from 1 to 8760',
      });
      assert.deepEqual((await api(t, owner, 'POST', '/campaigns', { name: 'X', bot_action: 'redirect' })).body, {
        error: 'bot_action redirect needs bot_redirect_url',
      });
    });

    it('refuses an unsafe bot redirect URL with 422', async () => {
      for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.example', 'not a url']) {
        const res = await api(t, owner, 'POST', '/campaigns', {
          name: 'X',
          bot_action: 'redirect',
          bot_redirect_url: url,
        });
        assert.equal(res.status, 422, url);
        assert.deepEqual(res.body, { error: 'unsafe redirect URL' });
      }
    });

    it("refuses another workspace's traffic source with 422", async () => {
      const foreign = await ok(t, other, 'POST', '/sources', { name: 'Theirs' });
      const res = await api(t, owner, 'POST', '/campaigns', { name: 'X', source_id: foreign.id });
      assert.equal(res.status, 422);
      assert.deepEqual(res.body, { error: 'traffic source is not in this workspace' });
    });
  });

  describe('workspaces and permissions', () => {
    it("answers 404 for another workspace's campaign on every route", async () => {
      const mine = await ok(t, owner, 'POST', '/campaigns', { name: 'Private' });
      for (const [method, path, body] of [
        ['GET', `/campaigns/${mine.id}`],
        ['PUT', `/campaigns/${mine.id}`, { name: 'Stolen' }],
        ['DELETE', `/campaigns/${mine.id}`],
        ['POST', `/campaigns/${mine.id}/token/rotate`],
        ['POST', `/campaigns/${mine.id}/release-alias`],
        ['GET', `/campaigns/${mine.id}/flows`],
        ['POST', `/campaigns/${mine.id}/flows`, { name: 'F', scheme: 'show_404' }],
      ] as const) {
        const res = await api(t, other, method, path, body);
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.deepEqual(res.body, { error: 'campaign not found' });
      }
      const theirs = await ok(t, other, 'GET', '/campaigns?limit=500');
      assert.ok(!theirs.items.some((c: { id: string }) => c.id === mine.id));
      assert.equal((await ok(t, owner, 'GET', `/campaigns/${mine.id}`)).name, 'Private');
    });

    it('lets a viewer read but not change campaigns (403)', async () => {
      const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Seen' });
      assert.equal((await ok(t, viewer, 'GET', `/campaigns/${campaign.id}`)).name, 'Seen');
      const create = await api(t, viewer, 'POST', '/campaigns', { name: 'Nope' });
      assert.equal(create.status, 403);
      assert.deepEqual(create.body, { error: 'no permission to edit campaigns' });
      assert.equal((await api(t, viewer, 'PUT', `/campaigns/${campaign.id}`, { name: 'Nope' })).status, 403);
      assert.equal((await api(t, viewer, 'POST', `/campaigns/${campaign.id}/token/rotate`)).status, 403);
      const del = await api(t, viewer, 'DELETE', `/campaigns/${campaign.id}`);
      assert.equal(del.status, 403);
      assert.deepEqual(del.body, { error: 'no permission to delete campaigns' });
    });
  });

  it('rotates the remote-execution token', async () => {
    const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Rotate' });
    const rotated = await ok(t, owner, 'POST', `/campaigns/${campaign.id}/token/rotate`);
    assert.match(rotated.token, /^ct_/);
    assert.notEqual(rotated.token, campaign.token);
    assert.equal((await ok(t, owner, 'GET', `/campaigns/${campaign.id}`)).token, rotated.token);
  });

  describe('soft delete', () => {
    it('hides the campaign, keeps its row and keeps its alias taken', async () => {
      const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Gone', alias: 'gone-soon' });
      await ok(t, owner, 'DELETE', `/campaigns/${campaign.id}`);
      const get = await api(t, owner, 'GET', `/campaigns/${campaign.id}`);
      assert.equal(get.status, 404);
      assert.deepEqual(get.body, { error: 'campaign not found' });
      assert.equal((await api(t, owner, 'PUT', `/campaigns/${campaign.id}`, { name: 'x' })).status, 404);
      assert.equal((await api(t, owner, 'DELETE', `/campaigns/${campaign.id}`)).status, 404);
      const live = await ok(t, owner, 'GET', '/campaigns?name=Gone');
      assert.equal(live.total, 0);
      const all = await ok(t, owner, 'GET', '/campaigns?name=Gone&include_deleted=true');
      assert.equal(all.total, 1);
      assert.ok(all.items[0].deleted_at);
      const [row] = await t.runtime.services.orm.em
        .fork()
        .getConnection()
        .execute('select name, deleted_at from campaigns where id = ?', [campaign.id]);
      assert.equal(row.name, 'Gone');
      assert.ok(row.deleted_at);

      const taken = await api(t, other, 'POST', '/campaigns', { name: 'Squat', alias: 'gone-soon' });
      assert.equal(taken.status, 409);
      const released = await ok(t, owner, 'POST', `/campaigns/${campaign.id}/release-alias`);
      assert.equal(released.alias_released, true);
      assert.equal(
        (await ok(t, other, 'POST', '/campaigns', { name: 'Squat', alias: 'gone-soon' })).alias,
        'gone-soon',
      );
    });

    it('frees the alias at once with ?release_alias=true', async () => {
      const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Free', alias: 'free-me' });
      await ok(t, owner, 'DELETE', `/campaigns/${campaign.id}?release_alias=true`);
      assert.equal((await ok(t, owner, 'POST', '/campaigns', { name: 'Again', alias: 'free-me' })).alias, 'free-me');
    });

    it('refuses to release the alias of a live campaign', async () => {
      const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Alive' });
      const res = await api(t, owner, 'POST', `/campaigns/${campaign.id}/release-alias`);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { error: 'only a deleted campaign can release its alias (change the alias instead)' });
    });
  });

  describe('lists', () => {
    let listed: Session;
    before(async () => {
      listed = await createSession(t);
      for (const name of ['Charlie', 'alpha', 'Bravo', 'delta', 'Echo'])
        await ok(t, listed, 'POST', '/campaigns', {
          name,
          state: name === 'Echo' ? 'paused' : 'active',
          tags: name === 'delta' ? ['x'] : [],
        });
    });

    it("GET /campaigns lists the workspace's campaigns, newest first by default", async () => {
      const page = await ok(t, listed, 'GET', '/campaigns');
      assert.equal(page.total, 5);
      assert.equal(page.limit, 100);
      assert.equal(page.offset, 0);
      assert.deepEqual(
        page.items.map((c: { name: string }) => c.name),
        ['Echo', 'delta', 'Bravo', 'alpha', 'Charlie'],
      );
    });

    it('sorts, paginates and filters by name, state and tag', async () => {
      const byName = await ok(t, listed, 'GET', '/campaigns?sort=name&limit=2&offset=1');
      assert.equal(byName.total, 5);
      assert.deepEqual(
        byName.items.map((c: { name: string }) => c.name.toLowerCase()),
        ['bravo', 'charlie'],
      );
      const desc = await ok(t, listed, 'GET', '/campaigns?sort=name&order=desc&limit=1');
      assert.equal(desc.items[0].name, 'Echo');
      const named = await ok(t, listed, 'GET', '/campaigns?name=LPH');
      assert.deepEqual(
        named.items.map((c: { name: string }) => c.name),
        ['alpha'],
      );
      assert.equal((await ok(t, listed, 'GET', '/campaigns?state=paused')).items[0].name, 'Echo');
      assert.equal((await ok(t, listed, 'GET', '/campaigns?tag=x')).items[0].name, 'delta');
      assert.equal((await ok(t, listed, 'GET', '/campaigns?name=%25')).total, 0);
    });

    it('refuses a page size over 500, a bad sort and unknown parameters with 400', async () => {
      assert.deepEqual((await api(t, listed, 'GET', '/campaigns?limit=501')).body, {
        error: 'limit must be from 1 to 500',
      });
      assert.equal((await api(t, listed, 'GET', '/campaigns?limit=0')).status, 400);
      assert.equal((await api(t, listed, 'GET', '/campaigns?sort=colour')).status, 400);
      assert.deepEqual((await api(t, listed, 'GET', '/campaigns?colour=red')).body, {
        error: 'unknown query parameter "colour"',
      });
    });
  });

  it('offers the same through GraphQL', async () => {
    const created = await gql(
      t,
      'mutation($input: CampaignInput!) { create_campaign(input: $input) { id alias cost_value } }',
      { input: { name: 'Via GraphQL', cost_value: '1.50' } },
      { headers: owner.headers },
    );
    assert.equal(created.errors, undefined);
    assert.equal(created.data.create_campaign.cost_value, '1.5');
    const listed = await gql(
      t,
      '{ campaigns(name: "Via GraphQL") { total items { id } } }',
      {},
      { headers: owner.headers },
    );
    assert.deepEqual(listed.data.campaigns, { total: 1, items: [{ id: created.data.create_campaign.id }] });
    const foreign = await gql(
      t,
      'query($id: UUID!) { campaign(id: $id) { id } }',
      { id: created.data.create_campaign.id },
      { headers: other.headers },
    );
    assert.equal(foreign.errors?.[0].message, 'campaign not found');
    assert.equal(foreign.errors?.[0].extensions?.code, 'NOT_FOUND');
  });
});
