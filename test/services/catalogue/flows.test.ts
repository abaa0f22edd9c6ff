import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { visit } from '../../support/routing';

describe('flows: admin API', () => {
  let t: TestApp;
  let owner: Session;
  let viewer: Session;
  let other: Session;
  let campaign: { id: string };
  let second: { id: string };
  let offer: { id: string };
  let landing: { id: string };
  let foreignOffer: { id: string };
  let foreignCampaign: { id: string };

  const flowPath = () => `/campaigns/${campaign.id}/flows`;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    other = await createSession(t);
    campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Main' });
    second = await ok(t, owner, 'POST', '/campaigns', { name: 'Second' });
    offer = await ok(t, owner, 'POST', '/offers', { name: 'Offer', url: 'https://offer.example/?cid={click_id}' });
    landing = await ok(t, owner, 'POST', '/landings', { name: 'Landing', url: 'https://lp.example/' });
    foreignOffer = await ok(t, other, 'POST', '/offers', { name: 'Theirs', url: 'https://theirs.example/' });
    foreignCampaign = await ok(t, other, 'POST', '/campaigns', { name: 'Theirs' });
  });
  after(async () => t.close());

  it('creates a landings-and-offers flow with filters, defaults filled in', async () => {
    const flow = await ok(t, owner, 'POST', flowPath(), {
      name: 'US mobile',
      type: 'forced',
      filters: [
        { type: 'country', values: ['us', 'CA'] },
        { type: 'device_type', values: ['mobile'] },
        { type: 'bot', negate: true },
      ],
      landings: [{ landing_id: landing.id }],
      offers: [{ offer_id: offer.id, weight: 70 }],
    });
    assert.equal(flow.campaign_id, campaign.id);
    assert.equal(flow.type, 'forced');
    assert.equal(flow.scheme, 'landings_offers');
    assert.equal(flow.state, 'active');
    assert.equal(flow.save_traffic, true);
    assert.equal(flow.weight, 100);
    assert.equal(typeof flow.position, 'number');
    assert.deepEqual(flow.filters[0], {
      type: 'country',
      negate: false,
      values: ['US', 'CA'],
      operator: null,
      name: null,
      sub_id: null,
      kinds: null,
      days: null,
      hours: null,
      time_zone: null,
    });
    assert.deepEqual(flow.filters[2].type, 'bot');
    assert.equal(flow.filters[2].negate, true);
    assert.deepEqual(flow.landings, [{ landing_id: landing.id, weight: 100 }]);
    assert.deepEqual(flow.offers, [{ offer_id: offer.id, weight: 70 }]);
    assert.deepEqual(await ok(t, owner, 'GET', `/flows/${flow.id}`), flow);
  });

  it('allows direct-to-offer (no landings) and refuses a flow with nothing to show', async () => {
    const direct = await ok(t, owner, 'POST', flowPath(), { name: 'Direct', offers: [{ offer_id: offer.id }] });
    assert.deepEqual(direct.landings, []);
    const empty = await api(t, owner, 'POST', flowPath(), { name: 'Empty' });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body, {
      error: 'a landings_offers flow needs at least one landing or offer with a weight above 0',
    });
    const zero = await api(t, owner, 'POST', flowPath(), { name: 'Zero', offers: [{ offer_id: offer.id, weight: 0 }] });
    assert.equal(zero.status, 400);
    const twice = await api(t, owner, 'POST', flowPath(), {
      name: 'Twice',
      offers: [{ offer_id: offer.id }, { offer_id: offer.id }],
    });
    assert.deepEqual(twice.body, { error: 'offers[1]: listed twice' });
  });

  it("refuses another workspace's offer, landing or campaign with 422", async () => {
    const res = await api(t, owner, 'POST', flowPath(), { name: 'X', offers: [{ offer_id: foreignOffer.id }] });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, { error: 'offers[0]: offer is not in this workspace' });
    const lp = await api(t, owner, 'POST', flowPath(), {
      name: 'X',
      landings: [{ landing_id: foreignOffer.id }],
      offers: [{ offer_id: offer.id }],
    });
    assert.deepEqual([lp.status, lp.body], [422, { error: 'landings[0]: landing is not in this workspace' }]);
    const send = await api(t, owner, 'POST', flowPath(), {
      name: 'X',
      scheme: 'send_to_campaign',
      target_campaign_id: foreignCampaign.id,
    });
    assert.deepEqual([send.status, send.body], [422, { error: 'campaign is not in this workspace' }]);
  });

  it('takes an id in upper case as the same entity: stored as its id, routed, a repeat or its own campaign still refused', async () => {
    const shouted = await ok(t, owner, 'POST', flowPath(), {
      name: 'Upper',
      type: 'forced',
      filters: [{ type: 'param', name: 'upper', values: ['1'] }],
      offers: [{ offer_id: offer.id.toUpperCase() }],
    });
    assert.deepEqual(shouted.offers, [{ offer_id: offer.id, weight: 100 }]);
    const alias = (await ok(t, owner, 'GET', `/campaigns/${campaign.id}`)).alias;
    const click = await visit(t, alias, { query: { upper: '1' } });
    assert.equal(click.statusCode, 302);
    assert.match(click.headers.location as string, /^https:\/\/offer\.example\//);
    await ok(t, owner, 'DELETE', `/flows/${shouted.id}`);

    const twice = await api(t, owner, 'POST', flowPath(), {
      name: 'Twice',
      offers: [{ offer_id: offer.id }, { offer_id: offer.id.toUpperCase() }],
    });
    assert.deepEqual([twice.status, twice.body], [400, { error: 'offers[1]: listed twice' }]);
    const self = await api(t, owner, 'POST', flowPath(), {
      name: 'Loop',
      scheme: 'send_to_campaign',
      target_campaign_id: campaign.id.toUpperCase(),
    });
    assert.deepEqual([self.status, self.body], [422, { error: 'a flow cannot send clicks to its own campaign' }]);
    const fallback = await api(t, owner, 'PUT', `/offers/${offer.id}`, {
      cap_fallback_offer_id: offer.id.toUpperCase(),
    });
    assert.deepEqual([fallback.status, fallback.body], [422, { error: 'cap_fallback_offer_id must be another offer' }]);
  });

  it('refuses a deleted offer with 422', async () => {
    const doomed = await ok(t, owner, 'POST', '/offers', { name: 'Doomed', url: 'https://doomed.example/' });
    await ok(t, owner, 'DELETE', `/offers/${doomed.id}`);
    const res = await api(t, owner, 'POST', flowPath(), { name: 'X', offers: [{ offer_id: doomed.id }] });
    assert.deepEqual([res.status, res.body], [422, { error: 'offers[0]: offer is not in this workspace' }]);
  });

  describe('filters', () => {
    const cases: [string, unknown[], string][] = [
      [
        'unknown type',
        [{ type: 'planet', values: ['mars'] }],
        'invalid flow filters: filter 1: unknown type (one of country, region, city, device_type, os, browser, ' +
          'isp, language, ip, bot, proxy, unique, referrer, keyword, sub_id, param, schedule)',
      ],
      [
        'unknown country',
        [
          { type: 'country', values: ['US'] },
          { type: 'country', values: ['XX'] },
        ],
        'invalid flow filters: filter 2 (country): values[0]: unknown country code (use ISO 3166-1 alpha-2, e.g. US, GB)',
      ],
      [
        'bad CIDR',
        [{ type: 'ip', values: ['10.0.0.0/40'] }],
        'invalid flow filters: filter 1 (ip): values[0]: not an IP range',
      ],
      [
        'bad regexp',
        [{ type: 'referrer', operator: 'regexp', values: ['(unclosed'] }],
        'invalid flow filters: filter 1 (referrer): values[0]: invalid regexp: Unterminated group',
      ],
      [
        'backtracking regexp',
        [{ type: 'keyword', operator: 'regexp', values: ['(a+)\\1'] }],
        'invalid flow filters: filter 1 (keyword): values[0]: invalid regexp: Cannot be executed in linear time',
      ],
      [
        'bad operator',
        [{ type: 'param', name: 'utm_source', operator: 'like', values: ['x'] }],
        'invalid flow filters: filter 1 (param): operator must be one of equals, contains, regexp, empty',
      ],
      [
        'bad time zone',
        [{ type: 'schedule', hours: [9], time_zone: 'Moon/Base' }],
        'invalid flow filters: filter 1 (schedule): unknown time zone',
      ],
      [
        'field of another type',
        [{ type: 'bot', values: ['x'] }],
        'invalid flow filters: filter 1 (bot): field values does not apply to this filter type',
      ],
    ];
    for (const [name, filters, message] of cases) {
      it(`refuses ${name} with 422 and a precise message`, async () => {
        const res = await api(t, owner, 'POST', flowPath(), { name: 'F', offers: [{ offer_id: offer.id }], filters });
        assert.equal(res.status, 422);
        assert.deepEqual(res.body, { error: message });
      });
    }

    it('keeps a flow unchanged when an update brings bad filters', async () => {
      const flow = await ok(t, owner, 'POST', flowPath(), {
        name: 'Keep',
        offers: [{ offer_id: offer.id }],
        filters: [{ type: 'language', values: ['en'] }],
      });
      const res = await api(t, owner, 'PUT', `/flows/${flow.id}`, {
        name: 'Changed',
        filters: [{ type: 'language', values: ['english'] }],
      });
      assert.equal(res.status, 422);
      const after = await ok(t, owner, 'GET', `/flows/${flow.id}`);
      assert.equal(after.name, 'Keep');
      assert.deepEqual(
        after.filters.map((f: { values: string[] }) => f.values),
        [['en']],
      );
    });

    it('stores every filter type', async () => {
      const filters = [
        { type: 'region', values: ['Bavaria'] },
        { type: 'city', operator: 'contains', values: ['berlin'] },
        { type: 'os', values: ['Android'] },
        { type: 'browser', values: ['Chrome'] },
        { type: 'isp', operator: 'contains', values: ['telekom'] },
        { type: 'language', values: ['de'] },
        { type: 'ip', values: ['192.0.2.0/24', '2001:db8::/32'], negate: true },
        { type: 'proxy', kinds: ['tor', 'datacenter'], negate: true },
        { type: 'unique' },
        { type: 'referrer', operator: 'empty' },
        { type: 'keyword', operator: 'regexp', values: ['^buy '] },
        { type: 'sub_id', sub_id: 3, values: ['zone1'] },
        { type: 'param', name: 'utm_source', values: ['fb'] },
        { type: 'schedule', days: [1, 2, 3, 4, 5], hours: [9, 10, 11], time_zone: 'Europe/Berlin' },
      ];
      const flow = await ok(t, owner, 'POST', flowPath(), {
        name: 'All filters',
        offers: [{ offer_id: offer.id }],
        filters,
      });
      assert.equal(flow.filters.length, filters.length);
      assert.deepEqual(flow.filters[13].days, [1, 2, 3, 4, 5]);
      assert.equal(flow.filters[7].negate, true);
      assert.deepEqual(flow.filters[7].kinds, ['tor', 'datacenter']);
    });
  });

  describe('schemes', () => {
    it('redirect: needs a safe URL, refuses fields of other schemes', async () => {
      const flow = await ok(t, owner, 'POST', flowPath(), {
        name: 'Redirect',
        scheme: 'redirect',
        redirect_url: 'https://elsewhere.example/?c={click_id}',
      });
      assert.equal(flow.redirect_url, 'https://elsewhere.example/?c={click_id}');
      assert.deepEqual(flow.offers, []);
      for (const url of [
        'javascript:alert(document.cookie)',
        'data:text/html;base64,PHNjcmlwdD4=',
        'file:///etc/passwd',
        '//evil.example',
      ]) {
        const res = await api(t, owner, 'POST', flowPath(), { name: 'R', scheme: 'redirect', redirect_url: url });
        assert.deepEqual([res.status, res.body], [422, { error: 'unsafe redirect URL' }], url);
      }
      assert.deepEqual((await api(t, owner, 'POST', flowPath(), { name: 'R', scheme: 'redirect' })).body, {
        error: 'a redirect flow needs redirect_url',
      });
      const mixed = await api(t, owner, 'POST', flowPath(), {
        name: 'R',
        scheme: 'redirect',
        redirect_url: 'https://x.example/',
        offers: [{ offer_id: offer.id }],
      });
      assert.deepEqual([mixed.status, mixed.body], [400, { error: 'offers does not apply to scheme redirect' }]);
    });

    it('send_to_campaign: another campaign of the workspace, never its own', async () => {
      const flow = await ok(t, owner, 'POST', flowPath(), {
        name: 'Send',
        scheme: 'send_to_campaign',
        target_campaign_id: second.id,
      });
      assert.equal(flow.target_campaign_id, second.id);
      const self = await api(t, owner, 'POST', flowPath(), {
        name: 'Loop',
        scheme: 'send_to_campaign',
        target_campaign_id: campaign.id,
      });
      assert.deepEqual([self.status, self.body], [422, { error: 'a flow cannot send clicks to its own campaign' }]);
    });

    it('show_text, show_html, show_404, do_nothing', async () => {
      assert.equal(
        (await ok(t, owner, 'POST', flowPath(), { name: 'Text', scheme: 'show_text', content: 'Hello' })).content,
        'Hello',
      );
      assert.equal(
        (await ok(t, owner, 'POST', flowPath(), { name: 'Html', scheme: 'show_html', content: '<h1>Hi</h1>' })).content,
        '<h1>Hi</h1>',
      );
      assert.deepEqual((await api(t, owner, 'POST', flowPath(), { name: 'Html', scheme: 'show_html' })).body, {
        error: 'a show_html flow needs content',
      });
      assert.equal((await ok(t, owner, 'POST', flowPath(), { name: '404', scheme: 'show_404' })).scheme, 'show_404');
      assert.equal(
        (
          await ok(t, owner, 'POST', flowPath(), {
            name: 'Stop',
            scheme: 'do_nothing',
            type: 'forced',
            filters: [{ type: 'bot' }],
          })
        ).scheme,
        'do_nothing',
      );
      const big = await api(t, owner, 'POST', flowPath(), {
        name: 'Big',
        scheme: 'show_text',
        content: 'x'.repeat(256 * 1024 + 1),
      });
      assert.deepEqual(big.body, { error: 'content must be at most 256 KiB' });
    });

    it('action_script: needs a script, keeps landings and offers as its fallback', async () => {
      const flow = await ok(t, owner, 'POST', flowPath(), {
        name: 'Script',
        scheme: 'action_script',
        script: 'return click.country === "US" ? { action: "redirect", url: "https://us.example/" } : null;',
        offers: [{ offer_id: offer.id }],
      });
      assert.match(flow.script, /click\.country/);
      assert.equal(flow.offers.length, 1);
      assert.deepEqual((await api(t, owner, 'POST', flowPath(), { name: 'S', scheme: 'action_script' })).body, {
        error: 'an action_script flow needs script',
      });
    });

    it('action_script: a script that does not compile is refused with 422 and the position of the error', async () => {
      const broken = await api(t, owner, 'POST', flowPath(), {
        name: 'Broken',
        scheme: 'action_script',
        script: 'if (click.country === "US") {\n  return { action: "do_nothing" ;\n}',
        offers: [{ offer_id: offer.id }],
      });
      assert.equal(broken.status, 422);
      assert.deepEqual(broken.body, { error: "invalid action script: SyntaxError: expecting '}' (line 2, column 33)" });
      const flow = await ok(t, owner, 'POST', flowPath(), {
        name: 'Fine',
        scheme: 'action_script',
        script: 'return { action: "show_404" };',
      });
      const update = await api(t, owner, 'PUT', `/flows/${flow.id}`, { script: 'return {' });
      assert.equal(update.status, 422);
      assert.match(update.body.error, /^invalid action script: SyntaxError: .* \(at the end of the script\)$/);
      assert.equal((await ok(t, owner, 'GET', `/flows/${flow.id}`)).script, 'return { action: "show_404" };');
    });

    it('changing the scheme clears the fields of the old one', async () => {
      const flow = await ok(t, owner, 'POST', flowPath(), {
        name: 'Switch',
        scheme: 'redirect',
        redirect_url: 'https://a.example/',
      });
      const switched = await ok(t, owner, 'PUT', `/flows/${flow.id}`, {
        scheme: 'landings_offers',
        offers: [{ offer_id: offer.id }],
      });
      assert.equal(switched.redirect_url, null);
      assert.equal(switched.offers.length, 1);
      const shown = await ok(t, owner, 'PUT', `/flows/${flow.id}`, { scheme: 'show_404' });
      assert.deepEqual(shown.offers, []);
    });
  });

  it('has at most one default flow per campaign, without filters', async () => {
    const campaignWithDefault = await ok(t, owner, 'POST', '/campaigns', { name: 'Defaults' });
    const path = `/campaigns/${campaignWithDefault.id}/flows`;
    await ok(t, owner, 'POST', path, { name: 'Default', type: 'default', offers: [{ offer_id: offer.id }] });
    const again = await api(t, owner, 'POST', path, { name: 'Default 2', type: 'default', scheme: 'show_404' });
    assert.deepEqual([again.status, again.body], [409, { error: 'the campaign already has a default flow' }]);
    const filtered = await api(t, owner, 'POST', path, {
      name: 'D',
      type: 'default',
      scheme: 'show_404',
      filters: [{ type: 'bot' }],
    });
    assert.equal(filtered.status, 422);
    assert.match(filtered.body.error, /^invalid flow filters: a default flow/);
  });

  it('save_traffic defaults to true and can be switched off', async () => {
    const flow = await ok(t, owner, 'POST', flowPath(), { name: 'Quiet', scheme: 'show_404' });
    assert.equal(flow.save_traffic, true);
    assert.equal((await ok(t, owner, 'PUT', `/flows/${flow.id}`, { save_traffic: false })).save_traffic, false);
    assert.equal((await ok(t, owner, 'GET', `/flows/${flow.id}`)).save_traffic, false);
  });

  it('lists flows in routing order, reorders them and soft-deletes them', async () => {
    const own = await ok(t, owner, 'POST', '/campaigns', { name: 'Ordered' });
    const path = `/campaigns/${own.id}/flows`;
    const a = await ok(t, owner, 'POST', path, { name: 'a', scheme: 'show_404' });
    const b = await ok(t, owner, 'POST', path, { name: 'b', scheme: 'show_404' });
    const c = await ok(t, owner, 'POST', path, { name: 'c', scheme: 'show_404' });
    assert.deepEqual([a.position, b.position, c.position], [1, 2, 3]);
    const reordered = await ok(t, owner, 'PUT', `${path}/order`, { flow_ids: [c.id, a.id, b.id] });
    assert.deepEqual(
      reordered.map((f: { name: string; position: number }) => [f.name, f.position]),
      [
        ['c', 1],
        ['a', 2],
        ['b', 3],
      ],
    );
    assert.deepEqual(
      (await ok(t, owner, 'GET', path)).items.map((f: { name: string }) => f.name),
      ['c', 'a', 'b'],
    );
    const partial = await api(t, owner, 'PUT', `${path}/order`, { flow_ids: [c.id, a.id] });
    assert.deepEqual(
      [partial.status, partial.body],
      [400, { error: 'flow_ids must list every flow of the campaign exactly once' }],
    );
    const upper = await ok(t, owner, 'PUT', `${path}/order`, { flow_ids: [a.id.toUpperCase(), c.id, b.id] });
    assert.deepEqual(
      upper.map((f: { name: string; position: number }) => [f.name, f.position]),
      [
        ['a', 1],
        ['c', 2],
        ['b', 3],
      ],
    );

    await ok(t, owner, 'DELETE', `/flows/${a.id}`);
    assert.equal((await api(t, owner, 'GET', `/flows/${a.id}`)).status, 404);
    const list = await ok(t, owner, 'GET', path);
    assert.deepEqual(
      list.items.map((f: { name: string }) => f.name),
      ['c', 'b'],
    );
    assert.equal((await ok(t, owner, 'GET', `${path}?include_deleted=true`)).total, 3);
    const [row] = await t.runtime.services.orm.em
      .fork()
      .getConnection()
      .execute('select deleted_at from flows where id = ?', [a.id]);
    assert.ok(row.deleted_at);
  });

  it("answers 404 for another workspace's flow, 403 to a viewer who edits", async () => {
    const flow = await ok(t, owner, 'POST', flowPath(), { name: 'Mine', scheme: 'show_404' });
    for (const [method, path, body] of [
      ['GET', `/flows/${flow.id}`],
      ['PUT', `/flows/${flow.id}`, { name: 'x' }],
      ['DELETE', `/flows/${flow.id}`],
    ] as const) {
      const res = await api(t, other, method, path, body);
      assert.deepEqual([res.status, res.body], [404, { error: 'flow not found' }], `${method} ${path}`);
    }
    const order = await api(t, other, 'PUT', `${flowPath()}/order`, { flow_ids: [flow.id] });
    assert.deepEqual([order.status, order.body], [404, { error: 'campaign not found' }]);
    assert.equal((await ok(t, viewer, 'GET', `/flows/${flow.id}`)).name, 'Mine');
    const edit = await api(t, viewer, 'PUT', `/flows/${flow.id}`, { name: 'x' });
    assert.deepEqual([edit.status, edit.body], [403, { error: 'no permission to edit flows' }]);
    assert.equal((await api(t, viewer, 'POST', flowPath(), { name: 'x', scheme: 'show_404' })).status, 403);
  });
});
