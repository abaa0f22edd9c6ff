import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { admin, catalog, lastClick, query, visit, type Catalog } from '../../support/routing';
import { incrementOfferCap } from '../../../services/conversions/intake/offer-caps';
import { waitFor } from '../../support/wait';

const param = (name: string, value: string) => ({
  type: 'param',
  negate: false,
  name,
  operator: 'equals',
  values: [value],
});

/** The offer id a redirect went to: offers here are https://o.example/<name>. */
function offerOf(location: string | undefined): string | null {
  return location ? (/^https:\/\/o\.example\/([^?#]+)/.exec(location)?.[1] ?? null) : null;
}

describe('flow selection and select_reason', () => {
  let t: TestApp;
  let owner: Session;
  let c: Catalog;
  const offers: Record<string, string> = {};

  before(async () => {
    t = await startTestApp({ workers: true });
    owner = await createSession(t);
    c = catalog(t, owner);
    for (const name of ['forced1', 'forced2', 'reg1', 'reg2', 'reg3', 'default'])
      offers[name] = await c.offer(name, `https://o.example/${name}?cid={click_id}`);
  });
  after(async () => t.close());

  async function route(alias: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const res = await visit(t, alias, { query, headers });
    return { status: res.statusCode, offer: offerOf(res.headers.location as string | undefined), res };
  }

  it('forced flows first, in position order, when their filters match (forced_match)', async () => {
    const campaign = await c.campaign({ alias: 'sel-forced' });
    await c.flow(campaign.id, { type: 'regular', offers: [{ offer_id: offers.reg1 }] });
    await c.flow(campaign.id, { type: 'forced', filters: [param('k', 'x')], offers: [{ offer_id: offers.forced1 }] });
    await c.flow(campaign.id, { type: 'forced', filters: [param('k', 'x')], offers: [{ offer_id: offers.forced2 }] });
    assert.equal((await route(campaign.alias, { k: 'x' })).offer, 'forced1');
    assert.equal((await route(campaign.alias, { k: 'y' })).offer, 'reg1');
    const rows = await lastClick(t, campaign.id, 2);
    assert.deepEqual(rows.map((r) => r.select_reason).sort(), ['forced_match', 'regular_by_weight']);
  });

  it('regular flows by weight (regular_by_weight): weight 0 never, others in proportion', async () => {
    const campaign = await c.campaign({ alias: 'sel-weight' });
    await c.flow(campaign.id, { weight: 0, offers: [{ offer_id: offers.reg1 }] });
    await c.flow(campaign.id, { weight: 50, offers: [{ offer_id: offers.reg2 }] });
    await c.flow(campaign.id, { weight: 50, offers: [{ offer_id: offers.reg3 }] });
    const counts: Record<string, number> = {};
    for (let i = 0; i < 120; i++) {
      const { offer } = await route(campaign.alias);
      counts[offer!] = (counts[offer!] ?? 0) + 1;
    }
    assert.equal(counts.reg1, undefined, 'weight 0 is never chosen');
    assert.ok(counts.reg2 > 25 && counts.reg3 > 25, `both halves get traffic: ${JSON.stringify(counts)}`);
    const rows = await lastClick(t, campaign.id, 120);
    assert.ok(rows.every((r) => r.select_reason === 'regular_by_weight'));
  });

  it('regular flows by position (regular_by_position): the first whose filters match', async () => {
    const campaign = await c.campaign({ alias: 'sel-position', flow_rotation: 'position' });
    await c.flow(campaign.id, { filters: [param('k', 'x')], offers: [{ offer_id: offers.reg1 }] });
    await c.flow(campaign.id, { offers: [{ offer_id: offers.reg2 }] });
    await c.flow(campaign.id, { offers: [{ offer_id: offers.reg3 }] });
    for (let i = 0; i < 5; i++) assert.equal((await route(campaign.alias)).offer, 'reg2');
    assert.equal((await route(campaign.alias, { k: 'x' })).offer, 'reg1');
    const rows = await lastClick(t, campaign.id, 6);
    assert.ok(rows.every((r) => r.select_reason === 'regular_by_position'));
  });

  it('rotation disabled takes the first matching regular flow (rotation_disabled)', async () => {
    const campaign = await c.campaign({ alias: 'sel-disabled', flow_rotation: 'disabled' });
    await c.flow(campaign.id, { offers: [{ offer_id: offers.reg1 }] });
    await c.flow(campaign.id, { offers: [{ offer_id: offers.reg2 }] });
    for (let i = 0; i < 5; i++) assert.equal((await route(campaign.alias)).offer, 'reg1');
    const [row] = await lastClick(t, campaign.id, 5);
    assert.equal(row.select_reason, 'rotation_disabled');
  });

  it('the default flow takes what nothing else matched (default_fallback); without one: no_match, recorded', async () => {
    const campaign = await c.campaign({ alias: 'sel-default' });
    await c.flow(campaign.id, { filters: [param('k', 'x')], offers: [{ offer_id: offers.reg1 }] });
    const noDefault = await route(campaign.alias);
    assert.equal(noDefault.status, 404);
    let [row] = await lastClick(t, campaign.id);
    assert.equal(row.outcome, 'no_match');
    assert.equal(row.select_reason, 'no_match');
    assert.equal(row.http_status, 404);

    await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: offers.default }] });
    assert.equal((await route(campaign.alias)).offer, 'default');
    [row] = await lastClick(t, campaign.id, 2);
    assert.equal(row.select_reason, 'default_fallback');
    assert.equal(row.outcome, 'redirect');
  });

  it('a campaign without flows records no_match; paused flows do not take part', async () => {
    const campaign = await c.campaign({ alias: 'sel-empty' });
    assert.equal((await route(campaign.alias)).status, 404);
    await c.flow(campaign.id, { state: 'paused', offers: [{ offer_id: offers.reg1 }] });
    assert.equal((await route(campaign.alias)).status, 404);
    const rows = await lastClick(t, campaign.id, 2);
    assert.deepEqual(
      rows.map((r) => r.outcome),
      ['no_match', 'no_match'],
    );
  });

  it('a do-nothing flow answers 204 with do_nothing_match', async () => {
    const campaign = await c.campaign({ alias: 'sel-nothing' });
    await c.flow(campaign.id, { type: 'forced', scheme: 'do_nothing', filters: [param('k', 'x')] });
    await c.flow(campaign.id, { offers: [{ offer_id: offers.reg1 }] });
    const res = await route(campaign.alias, { k: 'x' });
    assert.equal(res.status, 204);
    assert.equal(res.res.body, '');
    const [row] = await lastClick(t, campaign.id);
    assert.equal(row.outcome, 'do_nothing');
    assert.equal(row.select_reason, 'do_nothing_match');
    assert.equal(row.http_status, 204);
  });

  it('replays a returning visitor their flow, landing and offer (binding_replay)', async () => {
    const campaign = await c.campaign({ alias: 'sel-binding' });
    const landings = [
      await c.landing('L1', 'https://l.example/1?cid={click_id}'),
      await c.landing('L2', 'https://l.example/2?cid={click_id}'),
    ];
    await c.flow(campaign.id, {
      landings: landings.map((landing_id) => ({ landing_id })),
      offers: [{ offer_id: offers.reg1 }, { offer_id: offers.reg2 }],
    });
    await c.flow(campaign.id, {
      landings: landings.map((landing_id) => ({ landing_id })),
      offers: [{ offer_id: offers.reg3 }],
    });

    const first = await visit(t, campaign.alias);
    const cookie = (
      ([] as string[]).concat(first.headers['set-cookie'] as string[]).find((v) => v.startsWith('_svcvid=')) ?? ''
    ).split(';')[0];
    assert.ok(cookie, 'visitor cookie issued');
    const landingOf = (location: string) => /^https:\/\/l\.example\/(\d)/.exec(location)![1];
    for (let i = 0; i < 6; i++) {
      const again = await visit(t, campaign.alias, { headers: { cookie } });
      assert.equal(
        landingOf(again.headers.location as string),
        landingOf(first.headers.location as string),
        'same landing',
      );
    }
    const rows = await lastClick(t, campaign.id, 7);
    const [oldest, ...returning] = rows.reverse();
    assert.equal(oldest.select_reason, 'regular_by_weight');
    assert.equal(oldest.is_unique, true);
    for (const row of returning) {
      assert.equal(row.select_reason, 'binding_replay');
      assert.equal(row.flow_id, oldest.flow_id);
      assert.equal(row.offer_id, oldest.offer_id);
      assert.equal(row.landing_id, oldest.landing_id);
      assert.equal(row.is_unique, false, 'a returning visitor is not unique');
      assert.equal(row.visitor_id, oldest.visitor_id);
    }
  });

  it('a forced flow overrides a binding; a binding to a flow whose filters no longer match is not replayed', async () => {
    const campaign = await c.campaign({ alias: 'sel-binding2' });
    await c.flow(campaign.id, {
      type: 'forced',
      filters: [param('force', '1')],
      offers: [{ offer_id: offers.forced1 }],
    });
    await c.flow(campaign.id, { filters: [param('k', 'x')], offers: [{ offer_id: offers.reg1 }] });
    await c.flow(campaign.id, { type: 'default', offers: [{ offer_id: offers.default }] });
    const first = await visit(t, campaign.alias, { query: { k: 'x' } });
    assert.equal(offerOf(first.headers.location as string), 'reg1');
    const cookie = (
      ([] as string[]).concat(first.headers['set-cookie'] as string[]).find((v) => v.startsWith('_svcvid=')) ?? ''
    ).split(';')[0];
    assert.equal(
      offerOf((await visit(t, campaign.alias, { query: { k: 'x' }, headers: { cookie } })).headers.location as string),
      'reg1',
    );
    assert.equal(
      offerOf(
        (await visit(t, campaign.alias, { query: { k: 'x', force: '1' }, headers: { cookie } })).headers
          .location as string,
      ),
      'forced1',
    );
    assert.equal(
      offerOf((await visit(t, campaign.alias, { headers: { cookie } })).headers.location as string),
      'default',
    );
    const reasons = (await lastClick(t, campaign.id, 4)).reverse().map((r) => r.select_reason);
    assert.deepEqual(reasons, ['regular_by_weight', 'binding_replay', 'forced_match', 'default_fallback']);
  });

  it('a change through the admin API routes the very next click', async () => {
    const campaign = await c.campaign({ alias: 'sel-change' });
    const flow = await c.flow(campaign.id, { offers: [{ offer_id: offers.reg1 }] });
    assert.equal((await route(campaign.alias)).offer, 'reg1', 'loaded and compiled');
    assert.equal((await route(campaign.alias)).offer, 'reg1', 'warm');
    await admin(t, owner, 'PUT', `/flows/${flow}`, { offers: [{ offer_id: offers.reg2 }] });
    assert.equal((await route(campaign.alias)).offer, 'reg2');
    await admin(t, owner, 'PUT', `/campaigns/${campaign.id}`, { state: 'paused' });
    assert.equal((await route(campaign.alias)).status, 404);
    const [row] = await lastClick(t, campaign.id, 4);
    assert.equal(row.outcome, 'campaign_off');
    assert.equal(row.http_status, 404);
    await admin(t, owner, 'PUT', `/campaigns/${campaign.id}`, { state: 'active', alias: 'sel-changed' });
    assert.equal((await route('sel-change')).status, 404, 'the old alias is free');
    assert.equal((await route('sel-changed')).offer, 'reg2', 'the new alias routes');
    await admin(t, owner, 'DELETE', `/campaigns/${campaign.id}?release_alias=false`);
    assert.equal((await route('sel-changed')).status, 404, 'a deleted campaign stops routing');
  });

  it('a change made while the campaign is being recompiled for an earlier change is not lost', async () => {
    const campaign = await c.campaign({ alias: 'sel-recompile', flow_rotation: 'position' });
    const first = await c.flow(campaign.id, { offers: [{ offer_id: offers.reg1 }] });
    const second = await c.flow(campaign.id, { offers: [{ offer_id: offers.reg2 }] });
    assert.equal((await route(campaign.alias)).offer, 'reg1', 'warm');

    // Hold the recompilation of the first change at its read of the offers (after it read the flows).
    const locker = new pg.Client({ connectionString: t.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table offers in access exclusive mode');
      await admin(t, owner, 'PUT', `/flows/${first}`, { state: 'paused' });
      await waitFor(
        () =>
          query(
            t,
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%from offers%'`,
          ),
        (rows) => rows[0].n > 0,
      );
      // The second change commits while that compilation is in flight.
      await admin(t, owner, 'PUT', `/flows/${second}`, { state: 'paused' });
      await locker.query('commit');
    } finally {
      await locker.end();
    }
    assert.equal((await route(campaign.alias)).status, 404, 'both flows are paused: no match');
    const [row] = await lastClick(t, campaign.id, 2);
    assert.equal(row.outcome, 'no_match');
  });

  it('routes by the source mapping and the offer cap fallback', async () => {
    const source = (
      await admin(t, owner, 'POST', '/sources', {
        name: 'Src',
        sub_id_parameters: [{ sub_id: 2, param: 'zone', macro: '{zone}' }],
        parameters: { creative: { param: 'cr', macro: '{cr}' } },
      })
    ).id;
    const fallback = await c.offer('fallback', 'https://o.example/fallback');
    const capped = await c.offer('capped', 'https://o.example/capped?z={sub_id_2}&cr={creative}', {
      daily_cap: 1,
      cap_fallback_offer_id: fallback,
    });
    const campaign = await c.campaign({ alias: 'sel-source', source_id: source });
    await c.flow(campaign.id, {
      filters: [{ type: 'sub_id', negate: false, sub_id: 2, operator: 'equals', values: ['z9'] }],
      offers: [{ offer_id: capped }],
    });
    const res = await visit(t, campaign.alias, { query: { zone: 'z9', cr: 'banner 1' } });
    assert.equal(res.headers.location, 'https://o.example/capped?z=z9&cr=banner%201');
    const [row] = await lastClick(t, campaign.id);
    assert.equal(row.sub_id_2, 'z9');
    assert.equal(row.creative, 'banner 1');
    assert.equal(row.source_id, source);

    // The conversions side counts the cap; once reached, traffic goes to the fallback offer.
    await incrementOfferCap(
      t.runtime.services.redis,
      t.config.redisPrefix,
      { id: capped, cap_time_zone: 'UTC' },
      new Date(),
    );
    const after = await visit(t, campaign.alias, { query: { zone: 'z9' } });
    assert.equal(after.headers.location, 'https://o.example/fallback');
  });

  it("a capped offer without a fallback gives its traffic to the flow's next offer", async () => {
    const full = await c.offer('full', 'https://o.example/full', { daily_cap: 1 });
    const open = await c.offer('open', 'https://o.example/open');
    const campaign = await c.campaign({ alias: 'sel-cap-next' });
    await c.flow(campaign.id, { offers: [{ offer_id: full }, { offer_id: open }] });
    await incrementOfferCap(
      t.runtime.services.redis,
      t.config.redisPrefix,
      { id: full, cap_time_zone: 'UTC' },
      new Date(),
    );
    for (let i = 0; i < 10; i++) assert.equal((await route(campaign.alias)).offer, 'open');
    const rows = await lastClick(t, campaign.id, 10);
    assert.ok(rows.every((row) => row.offer_id === open));
  });

  it('a capped fallback outside the flows passes its traffic on down the chain (up to four fallbacks)', async () => {
    const cap = (id: string) =>
      incrementOfferCap(t.runtime.services.redis, t.config.redisPrefix, { id, cap_time_zone: 'UTC' }, new Date());
    // chain0 → chain1 → chain2 → chain3 → chain4; only chain0 is in the flow.
    const chain: string[] = [await c.offer('chain4', 'https://o.example/chain4')];
    for (let n = 3; n >= 0; n--)
      chain.unshift(
        await c.offer(`chain${n}`, `https://o.example/chain${n}`, { daily_cap: 1, cap_fallback_offer_id: chain[0] }),
      );
    const campaign = await c.campaign({ alias: 'sel-cap-chain' });
    await c.flow(campaign.id, { offers: [{ offer_id: chain[0] }] });
    assert.equal((await route(campaign.alias)).offer, 'chain0');
    await cap(chain[0]);
    assert.equal((await route(campaign.alias)).offer, 'chain1');
    await cap(chain[1]);
    assert.equal(
      (await route(campaign.alias)).offer,
      'chain2',
      'the fallback reached its own cap: its fallback takes the click',
    );
    await cap(chain[2]);
    await cap(chain[3]);
    assert.equal((await route(campaign.alias)).offer, 'chain4', 'the fourth fallback');
    const [row] = await lastClick(t, campaign.id, 4);
    assert.equal(row.offer_id, chain[4]);
  });
});
