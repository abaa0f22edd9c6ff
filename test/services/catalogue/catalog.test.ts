import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TrafficSource } from '../../../entities/traffic-source.entity';
import { secretsFor } from '../../../services/catalogue/scope';
import { sourceSecrets } from '../../../services/catalogue/sources';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { gql } from '../../support/gql';

describe('offers, landings, sources, affiliate networks, custom statuses', () => {
  let t: TestApp;
  let owner: Session;
  let viewer: Session;
  let manager: Session;
  let other: Session;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    manager = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    other = await createSession(t);
  });
  after(async () => t.close());

  /** The same refusals on every entity: 404 for another workspace, 403 for a viewer, soft delete. */
  async function commonRules(path: string, label: string, kind: string, body: Record<string, unknown>): Promise<void> {
    const created = await ok(t, owner, 'POST', path, body);
    for (const [method, url, payload] of [
      ['GET', `${path}/${created.id}`],
      ['PUT', `${path}/${created.id}`, { name: 'x' }],
      ['DELETE', `${path}/${created.id}`],
    ] as const) {
      const res = await api(t, other, method, url, payload);
      assert.deepEqual([res.status, res.body], [404, { error: `${label} not found` }], `${method} ${url}`);
    }
    const theirs = await ok(t, other, 'GET', `${path}?limit=500&include_deleted=true`);
    assert.ok(!theirs.items.some((row: { id: string }) => row.id === created.id));
    assert.equal((await ok(t, viewer, 'GET', `${path}/${created.id}`)).id, created.id);
    const edit = await api(t, viewer, 'PUT', `${path}/${created.id}`, { name: 'x' });
    assert.deepEqual([edit.status, edit.body], [403, { error: `no permission to edit ${kind}` }]);
    assert.equal((await api(t, viewer, 'POST', path, body)).status, 403);
    assert.equal((await api(t, viewer, 'DELETE', `${path}/${created.id}`)).status, 403);
    await ok(t, owner, 'DELETE', `${path}/${created.id}`);
    assert.equal((await api(t, owner, 'GET', `${path}/${created.id}`)).status, 404);
    const live = await ok(t, owner, 'GET', `${path}?limit=500`);
    assert.ok(!live.items.some((row: { id: string }) => row.id === created.id));
    const all = await ok(t, owner, 'GET', `${path}?limit=500&include_deleted=true`);
    assert.ok(all.items.find((row: { id: string }) => row.id === created.id).deleted_at);
  }

  describe('offers', () => {
    it('creates an offer with an exact payout', async () => {
      const offer = await ok(t, owner, 'POST', '/offers', {
        name: 'Keto',
        url: 'https://offer.example/keto?aff={click_id}&s2={sub_id_2}',
        payout: '12.500',
        payout_currency: 'eur',
        payout_type: 'fixed',
        daily_cap: 50,
        cap_time_zone: 'america/new_york',
        tags: ['nutra'],
      });
      assert.equal(offer.payout, '12.5');
      assert.equal(offer.payout_currency, 'EUR');
      assert.equal(offer.cap_time_zone, 'America/New_York');
      assert.equal(offer.daily_cap, 50);
      const [row] = await t.runtime.services.orm.em
        .fork()
        .getConnection()
        .execute('select payout::text as payout from offers where id = ?', [offer.id]);
      assert.equal(row.payout, '12.500000');
      const precise = await ok(t, owner, 'POST', '/offers', {
        name: 'Tiny',
        url: 'https://o.example/',
        payout: '0.000001',
      });
      assert.equal(precise.payout, '0.000001');
    });

    it('refuses unsafe URLs with 422 and bad values with 400', async () => {
      for (const url of [
        'javascript:void(0)',
        'data:,x',
        'mailto:x@example.com',
        'https://{sub_id_1}/',
        'offer.example/path',
      ]) {
        const res = await api(t, owner, 'POST', '/offers', { name: 'X', url });
        assert.deepEqual([res.status, res.body], [422, { error: 'unsafe redirect URL' }], url);
      }
      assert.deepEqual((await api(t, owner, 'POST', '/offers', { name: 'X' })).body, { error: 'url is required' });
      assert.equal(
        (await api(t, owner, 'POST', '/offers', { name: 'X', url: 'https://o.example/', payout: '-1' })).status,
        400,
      );
      assert.deepEqual(
        (await api(t, owner, 'POST', '/offers', { name: 'X', url: 'https://o.example/', payout_currency: 'ABC' })).body,
        {
          error: 'payout_currency must be an ISO 4217 currency code',
        },
      );
      assert.deepEqual(
        (
          await api(t, owner, 'POST', '/offers', {
            name: 'X',
            url: 'https://o.example/',
            payout_type: 'revshare',
            payout: '150',
          })
        ).body,
        {
          error: 'a revshare payout is a percentage from 0 to 100',
        },
      );
      assert.equal(
        (await api(t, owner, 'POST', '/offers', { name: 'X', url: 'https://o.example/', payout_type: 'cpl' })).status,
        400,
      );
    });

    it('takes a JSON number only when it carries the value exactly (no silent float rounding)', async () => {
      const plain = await ok(t, owner, 'POST', '/offers', { name: 'Number', url: 'https://o.example/', payout: 12.75 });
      assert.equal(plain.payout, '12.75');
      // 18 significant digits on the wire: JSON.parse makes it the double 123456789012.12346, another amount.
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin_api/v1/offers',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: '{"name": "Rounded", "url": "https://o.example/", "payout": 123456789012.123456}',
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().error, /send it as a string/);
      const exact = await ok(t, owner, 'POST', '/offers', {
        name: 'String',
        url: 'https://o.example/',
        payout: '123456789012.123456',
      });
      assert.equal(exact.payout, '123456789012.123456');
      // A GraphQL literal keeps its text: taken exactly, not through a double.
      const literal = await gql(
        t,
        'mutation { create_offer(input: { name: "Literal", url: "https://o.example/", payout: 123456789012.123456 }) { payout } }',
        {},
        { headers: owner.headers },
      );
      assert.deepEqual([literal.errors, literal.data?.create_offer.payout], [undefined, '123456789012.123456']);
    });

    it("refuses another workspace's affiliate network with 422", async () => {
      const foreign = await ok(t, other, 'POST', '/affiliate-networks', { name: 'Theirs' });
      const res = await api(t, owner, 'POST', '/offers', {
        name: 'X',
        url: 'https://o.example/',
        affiliate_network_id: foreign.id,
      });
      assert.deepEqual([res.status, res.body], [422, { error: 'affiliate network is not in this workspace' }]);
      const fallback = await ok(t, other, 'POST', '/offers', { name: 'Theirs', url: 'https://o.example/' });
      const cap = await api(t, owner, 'POST', '/offers', {
        name: 'X',
        url: 'https://o.example/',
        daily_cap: 5,
        cap_fallback_offer_id: fallback.id,
      });
      assert.deepEqual([cap.status, cap.body], [422, { error: 'offer is not in this workspace' }]);
    });

    it('filters by network and tag, updates partially', async () => {
      const network = await ok(t, owner, 'POST', '/affiliate-networks', { name: 'MaxBounty' });
      const offer = await ok(t, owner, 'POST', '/offers', {
        name: 'Networked',
        url: 'https://o.example/',
        affiliate_network_id: network.id,
        tags: ['sweeps'],
      });
      assert.deepEqual(
        (await ok(t, owner, 'GET', `/offers?affiliate_network_id=${network.id}`)).items.map(
          (o: { id: string }) => o.id,
        ),
        [offer.id],
      );
      assert.deepEqual(
        (await ok(t, owner, 'GET', '/offers?tag=sweeps')).items.map((o: { id: string }) => o.id),
        [offer.id],
      );
      const updated = await ok(t, owner, 'PUT', `/offers/${offer.id}`, { payout: '3.75' });
      assert.equal(updated.payout, '3.75');
      assert.equal(updated.affiliate_network_id, network.id);
      assert.equal(updated.url, 'https://o.example/');
      const detached = await ok(t, owner, 'PUT', `/offers/${offer.id}`, { affiliate_network_id: null });
      assert.equal(detached.affiliate_network_id, null);
    });

    it('applies the common rules', () =>
      commonRules('/offers', 'offer', 'offers', { name: 'Common', url: 'https://o.example/' }));
  });

  describe('landings', () => {
    it('external landings need a safe URL; hosted ones have none', async () => {
      const external = await ok(t, owner, 'POST', '/landings', {
        name: 'Quiz',
        url: 'https://lp.example/quiz?c={campaign_id}',
        offers_count: 3,
        click_through: 'meta_refresh',
      });
      assert.equal(external.type, 'external');
      assert.equal(external.offers_count, 3);
      assert.equal(external.click_through, 'meta_refresh');
      const hosted = await ok(t, owner, 'POST', '/landings', { name: 'Hosted', type: 'hosted' });
      assert.equal(hosted.url, null);
      assert.equal(hosted.hosted_uploaded, false);
      assert.deepEqual((await api(t, owner, 'POST', '/landings', { name: 'X' })).body, {
        error: 'an external landing needs a url',
      });
      assert.deepEqual(
        (await api(t, owner, 'POST', '/landings', { name: 'X', type: 'hosted', url: 'https://x.example/' })).body,
        {
          error: 'a hosted landing has no url (upload its ZIP instead)',
        },
      );
      const unsafe = await api(t, owner, 'POST', '/landings', { name: 'X', url: 'javascript:alert(1)' });
      assert.deepEqual([unsafe.status, unsafe.body], [422, { error: 'unsafe redirect URL' }]);
      // Private, loopback and metadata addresses are refused at save time, as for webhooks (they would be blocked at send time).
      for (const url of [
        'http://127.0.0.1/pb?c={click_id}',
        'http://[::1]/pb',
        'http://169.254.169.254/latest/meta-data',
        'https://10.0.0.8/pb',
        'http://0x7f000001/pb',
      ]) {
        const created = await api(t, owner, 'POST', '/sources', { name: 'X', postback_url: url });
        assert.equal(created.status, 422, `${url}: ${JSON.stringify(created.body)}`);
        assert.match(created.body.error, /^unsafe postback_url: /);
      }
      const existing = await ok(t, owner, 'POST', '/sources', {
        name: 'Fine',
        postback_url: 'https://partner.example/pb?c={click_id}',
      });
      const updated = await api(t, owner, 'PUT', `/sources/${existing.id}`, {
        postback_url: 'http://169.254.169.254/x',
      });
      assert.equal(updated.status, 422);
      assert.deepEqual(
        (await api(t, owner, 'POST', '/landings', { name: 'X', url: 'https://x.example/', offers_count: 0 })).body,
        {
          error: 'offers_count must be an integer from 1 to 20',
        },
      );
    });

    it('applies the common rules', () =>
      commonRules('/landings', 'landing', 'landings', { name: 'Common', url: 'https://lp.example/' }));
  });

  describe('traffic sources', () => {
    it('never returns secrets, only whether they are set', async () => {
      const created = await api(t, owner, 'POST', '/sources', {
        name: 'Facebook',
        parameters: {
          ad_campaign: { param: 'campaign_id', macro: '{{campaign.id}}' },
          creative: { param: 'ad_id', macro: '{{ad.id}}' },
          external_id: { param: 'fbclid' },
        },
        sub_id_parameters: [{ sub_id: 1, param: 'placement', macro: '{{placement}}' }],
        postback_url: 'https://tracker.example/postback?click={external_id}&value={payout}',
        postback_statuses: ['sale'],
        postback_secret: 'super-secret-signing-key',
        capi_pixel_id: '1234567890',
        capi_access_token: 'EAAB-capi-token-value',
        capi_test_event_code: 'TEST123',
      });
      assert.equal(created.status, 201);
      const source = created.body;
      const text = JSON.stringify(source);
      assert.ok(!text.includes('super-secret-signing-key') && !text.includes('EAAB-capi-token-value'));
      assert.ok(!('postback_secret' in source) && !('capi_access_token' in source));
      assert.equal(source.postback_secret_set, true);
      assert.equal(source.capi_access_token_set, true);
      assert.deepEqual(source.parameters.external_id, { param: 'fbclid', macro: '' });
      assert.equal(source.parameters.adset, null);
      assert.deepEqual(source.postback_statuses, ['sale']);

      const fetched = await api(t, owner, 'GET', `/sources/${source.id}`);
      assert.ok(
        !fetched.body.toString().includes('super-secret') && !JSON.stringify(fetched.body).includes('super-secret'),
      );
      const listed = await ok(t, owner, 'GET', '/sources');
      assert.ok(!JSON.stringify(listed).includes('super-secret'));

      // Stored encrypted, and readable by the service itself.
      const em = t.runtime.services.orm.em.fork();
      const [raw] = await em
        .getConnection()
        .execute('select postback_secret_ciphertext, capi_access_token_ciphertext from traffic_sources where id = ?', [
          source.id,
        ]);
      assert.ok(!raw.postback_secret_ciphertext.includes('super-secret'));
      assert.ok(!raw.capi_access_token_ciphertext.includes('EAAB'));
      const row = await em.findOneOrFail(TrafficSource, { id: source.id });
      assert.deepEqual(sourceSecrets(secretsFor(t.config.appSecret), row), {
        postback_secret: 'super-secret-signing-key',
        capi_access_token: 'EAAB-capi-token-value',
      });

      // GraphQL has no field that could return them.
      const probe = await gql(
        t,
        'query($id: UUID!) { traffic_source(id: $id) { postback_secret } }',
        { id: source.id },
        { headers: owner.headers },
      );
      assert.match(probe.errors![0].message, /Cannot query field "postback_secret"/);

      // Absent keeps, a new value replaces, null clears.
      const renamed = await ok(t, owner, 'PUT', `/sources/${source.id}`, { name: 'Facebook Ads' });
      assert.equal(renamed.postback_secret_set, true);
      await ok(t, owner, 'PUT', `/sources/${source.id}`, { postback_secret: 'another-secret-value-1' });
      const reread = await em.fork().findOneOrFail(TrafficSource, { id: source.id });
      assert.equal(sourceSecrets(secretsFor(t.config.appSecret), reread).postback_secret, 'another-secret-value-1');
      const cleared = await ok(t, owner, 'PUT', `/sources/${source.id}`, {
        postback_secret: null,
        capi_access_token: null,
      });
      assert.equal(cleared.postback_secret_set, false);
      assert.equal(cleared.capi_access_token_set, false);
    });

    it('refuses unsafe postback URLs, duplicate parameters and unknown statuses', async () => {
      const unsafe = await api(t, owner, 'POST', '/sources', { name: 'X', postback_url: 'javascript:fetch(1)' });
      assert.deepEqual([unsafe.status, unsafe.body], [422, { error: 'unsafe redirect URL' }]);
      // Private, loopback and metadata addresses are refused at save time, as for webhooks (they would be blocked at send time).
      for (const url of [
        'http://127.0.0.1/pb?c={click_id}',
        'http://[::1]/pb',
        'http://169.254.169.254/latest/meta-data',
        'https://10.0.0.8/pb',
        'http://0x7f000001/pb',
      ]) {
        const created = await api(t, owner, 'POST', '/sources', { name: 'X', postback_url: url });
        assert.equal(created.status, 422, `${url}: ${JSON.stringify(created.body)}`);
        assert.match(created.body.error, /^unsafe postback_url: /);
      }
      const existing = await ok(t, owner, 'POST', '/sources', {
        name: 'Fine',
        postback_url: 'https://partner.example/pb?c={click_id}',
      });
      const updated = await api(t, owner, 'PUT', `/sources/${existing.id}`, {
        postback_url: 'http://169.254.169.254/x',
      });
      assert.equal(updated.status, 422);
      const dup = await api(t, owner, 'POST', '/sources', {
        name: 'X',
        parameters: { site: { param: 'zone' } },
        sub_id_parameters: [{ sub_id: 1, param: 'zone' }],
      });
      assert.deepEqual(
        [dup.status, dup.body],
        [400, { error: 'a URL parameter is mapped twice (source tokens and sub_id_parameters together)' }],
      );
      const sub = await api(t, owner, 'POST', '/sources', {
        name: 'X',
        sub_id_parameters: [{ sub_id: 31, param: 'z' }],
      });
      assert.deepEqual(sub.body, { error: 'sub_id_parameters[0].sub_id must be from 1 to 30' });
      const param = await api(t, owner, 'POST', '/sources', { name: 'X', parameters: { site: { param: 'a b' } } });
      assert.equal(param.status, 400);
      const status = await api(t, owner, 'POST', '/sources', { name: 'X', postback_statuses: ['paid'] });
      assert.deepEqual(
        [status.status, status.body],
        [422, { error: 'postback_statuses[0]: neither a canonical status nor a custom status of this workspace' }],
      );
      const short = await api(t, owner, 'POST', '/sources', { name: 'X', postback_secret: 'short' });
      assert.deepEqual(short.body, { error: 'postback_secret must be 16 to 256 characters' });
    });

    it('applies the common rules', () => commonRules('/sources', 'traffic source', 'sources', { name: 'Common' }));
  });

  describe('affiliate networks and custom statuses', () => {
    it('sets status_mapping with PUT /affiliate-networks/{id}', async () => {
      const network = await ok(t, owner, 'POST', '/affiliate-networks', {
        name: 'ClickDealer',
        offer_params: '?sub1={click_id}&sub2={campaign_id}',
      });
      assert.equal(network.offer_params, 'sub1={click_id}&sub2={campaign_id}');
      assert.deepEqual(network.status_mapping, {});
      const mapped = await ok(t, owner, 'PUT', `/affiliate-networks/${network.id}`, {
        status_mapping: { Approved: 'sale', pending: 'lead', DECLINED: 'rejected', fraud: 'trash' },
      });
      assert.deepEqual(mapped.status_mapping, {
        approved: 'sale',
        pending: 'lead',
        declined: 'rejected',
        fraud: 'trash',
      });
      assert.equal(mapped.offer_params, 'sub1={click_id}&sub2={campaign_id}');
      assert.deepEqual(
        (await ok(t, owner, 'GET', `/affiliate-networks/${network.id}`)).status_mapping,
        mapped.status_mapping,
      );
      // A partner status may be any word, also one every JavaScript object inherits.
      const inherited = await ok(t, owner, 'PUT', `/affiliate-networks/${network.id}`, {
        status_mapping: { Constructor: 'sale', tostring: 'lead' },
      });
      assert.deepEqual(inherited.status_mapping, { constructor: 'sale', tostring: 'lead' });
    });

    it('refuses a mapping to an unknown status with 422 and a malformed one with 400', async () => {
      const network = await ok(t, owner, 'POST', '/affiliate-networks', { name: 'Strict' });
      const unknown = await api(t, owner, 'PUT', `/affiliate-networks/${network.id}`, {
        status_mapping: { approved: 'paid' },
      });
      assert.deepEqual(
        [unknown.status, unknown.body],
        [
          422,
          {
            error:
              'status_mapping (entry 1): the status is neither a canonical status (lead, sale, rejected, trash) ' +
              'nor a custom status of this workspace',
          },
        ],
      );
      const twice = await api(t, owner, 'PUT', `/affiliate-networks/${network.id}`, {
        status_mapping: { OK: 'sale', ok: 'lead' },
      });
      assert.deepEqual(
        [twice.status, twice.body],
        [400, { error: 'status_mapping (entry 2): the partner status is listed twice (keys are case-insensitive)' }],
      );
      const notString = await api(t, owner, 'PUT', `/affiliate-networks/${network.id}`, { status_mapping: { ok: 1 } });
      assert.equal(notString.status, 400);
      const field = await api(t, owner, 'PUT', `/affiliate-networks/${network.id}`, { status_map: {} });
      assert.equal(field.status, 400);
    });

    it('maps to custom statuses, which cannot be deleted while mapped', async () => {
      const status = await ok(t, owner, 'POST', '/custom-statuses', {
        code: 'upsell',
        name: 'Upsell',
        counts_as: 'sales',
      });
      assert.deepEqual([status.code, status.counts_as], ['upsell', 'sales']);
      const network = await ok(t, owner, 'POST', '/affiliate-networks', {
        name: 'Custom',
        status_mapping: { up: 'upsell' },
      });
      assert.deepEqual(network.status_mapping, { up: 'upsell' });
      const foreign = await ok(t, other, 'POST', '/affiliate-networks', { name: 'Theirs' });
      const notTheirs = await api(t, other, 'PUT', `/affiliate-networks/${foreign.id}`, {
        status_mapping: { up: 'upsell' },
      });
      assert.equal(notTheirs.status, 422);

      const blocked = await api(t, owner, 'DELETE', `/custom-statuses/${status.id}`);
      assert.deepEqual(
        [blocked.status, blocked.body],
        [409, { error: 'custom status "upsell" is used by the status mapping of affiliate network "Custom"' }],
      );
      await ok(t, owner, 'PUT', `/affiliate-networks/${network.id}`, { status_mapping: {} });
      await ok(t, owner, 'DELETE', `/custom-statuses/${status.id}`);
      assert.equal(
        (await ok(t, owner, 'POST', '/custom-statuses', { code: 'upsell', counts_as: 'leads' })).name,
        'upsell',
      );
    });

    it('validates custom statuses', async () => {
      await ok(t, owner, 'POST', '/custom-statuses', { code: 'hold', counts_as: 'leads' });
      const dup = await api(t, owner, 'POST', '/custom-statuses', { code: 'hold', counts_as: 'sales' });
      assert.deepEqual([dup.status, dup.body], [409, { error: 'a custom status with this code already exists' }]);
      assert.deepEqual((await api(t, owner, 'POST', '/custom-statuses', { code: 'sale', counts_as: 'sales' })).body, {
        error: 'code: this is a canonical status',
      });
      assert.deepEqual(
        (await api(t, owner, 'POST', '/custom-statuses', { code: 'Bad Code', counts_as: 'sales' })).body,
        { error: 'code must be 1 to 32 characters: a-z, 0-9 and _' },
      );
      assert.equal((await api(t, owner, 'POST', '/custom-statuses', { code: 'x', counts_as: 'clicks' })).status, 400);
      const custom = await ok(t, other, 'POST', '/custom-statuses', { code: 'hold', counts_as: 'rejected' });
      assert.equal(custom.counts_as, 'rejected');
      const renamed = await ok(
        t,
        owner,
        'PUT',
        `/custom-statuses/${(await ok(t, owner, 'GET', '/custom-statuses?name=hold')).items[0].id}`,
        { counts_as: 'rejected' },
      );
      assert.equal(renamed.counts_as, 'rejected');
      assert.equal((await api(t, owner, 'PUT', `/custom-statuses/${renamed.id}`, { code: 'other' })).status, 400);
    });

    it('lets a manager manage networks (affiliate_networks permission)', async () => {
      assert.equal((await ok(t, manager, 'POST', '/affiliate-networks', { name: 'By manager' })).name, 'By manager');
      assert.equal(
        (await ok(t, manager, 'POST', '/custom-statuses', { code: 'by_manager', counts_as: 'leads' })).code,
        'by_manager',
      );
    });

    it('applies the common rules to networks', () =>
      commonRules('/affiliate-networks', 'affiliate network', 'affiliate networks', { name: 'Common' }));
    it('applies the common rules to custom statuses', () =>
      commonRules('/custom-statuses', 'custom status', 'affiliate networks', { code: 'common', counts_as: 'leads' }));
  });
});
