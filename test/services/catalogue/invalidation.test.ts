import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { openRedis, type Redis } from '../../../infra/redis';
import {
  routingInvalidationChannel,
  subscribeRoutingInvalidations,
  type RoutingInvalidation,
} from '../../../services/catalogue/routing-invalidation';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { visit } from '../../support/routing';
import { waitFor } from '../../support/wait';

describe('routing invalidation over Redis pub/sub', () => {
  let t: TestApp;
  let owner: Session;
  let subscriber: Redis;
  let database: pg.Client;
  let unsubscribe: () => Promise<void>;
  const received: { event: RoutingInvalidation; committed: boolean }[] = [];
  let pending: Promise<void> = Promise.resolve();

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    database = new pg.Client({ connectionString: t.config.databaseUrl });
    await database.connect();
    subscriber = await openRedis(t.config.redisUrl, 'test-subscriber');
    unsubscribe = await subscribeRoutingInvalidations(subscriber, t.config.redisPrefix, (event) => {
      // Looks, from a connection of its own, whether the change is visible: it must be committed.
      pending = pending.then(async () => {
        const id = event.campaign_id;
        const rows = id ? (await database.query('select updated_at from campaigns where id = $1', [id])).rows : [{}];
        received.push({ event, committed: rows.length === 1 });
      });
    });
  });
  after(async () => {
    await unsubscribe();
    await subscriber.quit();
    await database.end();
    await t.close();
  });

  /** Waits until `count` events have arrived (or fails after 2 s). */
  async function events(count: number): Promise<RoutingInvalidation[]> {
    const deadline = Date.now() + 2000;
    while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await pending;
    return received.map((r) => r.event);
  }

  async function quiet(): Promise<number> {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await pending;
    return received.length;
  }

  it('uses the documented channel', () => {
    assert.equal(routingInvalidationChannel(t.config.redisPrefix), `${t.config.redisPrefix}routing:invalidate`);
  });

  it('announces a campaign change after it committed', async () => {
    received.length = 0;
    const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Announced' });
    assert.deepEqual(await events(1), [{ workspace_id: owner.workspace_id, campaign_id: campaign.id }]);
    assert.equal(received[0].committed, true);
    await ok(t, owner, 'PUT', `/campaigns/${campaign.id}`, { state: 'paused' });
    await ok(t, owner, 'POST', `/campaigns/${campaign.id}/flows`, { name: 'F', scheme: 'show_404' });
    const all = await events(3);
    assert.deepEqual(all.slice(1), [
      { workspace_id: owner.workspace_id, campaign_id: campaign.id },
      { workspace_id: owner.workspace_id, campaign_id: campaign.id },
    ]);
  });

  it('announces flow changes, reorders and deletes with their campaign', async () => {
    received.length = 0;
    const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Flows' });
    const flow = await ok(t, owner, 'POST', `/campaigns/${campaign.id}/flows`, { name: 'F', scheme: 'show_404' });
    // The two creations' announcements travel through Redis: let them arrive before counting anew.
    await events(2);
    received.length = 0;
    await ok(t, owner, 'PUT', `/flows/${flow.id}`, { weight: 5 });
    await ok(t, owner, 'PUT', `/campaigns/${campaign.id}/flows/order`, { flow_ids: [flow.id] });
    await ok(t, owner, 'DELETE', `/flows/${flow.id}`);
    await ok(t, owner, 'DELETE', `/campaigns/${campaign.id}`);
    const all = await events(4);
    assert.equal(all.length, 4);
    for (const event of all) assert.deepEqual(event, { workspace_id: owner.workspace_id, campaign_id: campaign.id });
  });

  it('announces workspace-wide changes (offers, landings, sources, networks) without a campaign', async () => {
    const offer = await ok(t, owner, 'POST', '/offers', { name: 'O', url: 'https://o.example/' });
    const landing = await ok(t, owner, 'POST', '/landings', { name: 'L', url: 'https://l.example/' });
    const source = await ok(t, owner, 'POST', '/sources', { name: 'S' });
    const network = await ok(t, owner, 'POST', '/affiliate-networks', { name: 'N' });
    received.length = 0;
    await ok(t, owner, 'PUT', `/offers/${offer.id}`, { url: 'https://o2.example/' });
    await ok(t, owner, 'PUT', `/landings/${landing.id}`, { url: 'https://l2.example/' });
    await ok(t, owner, 'PUT', `/sources/${source.id}`, { parameters: { site: { param: 'zone' } } });
    await ok(t, owner, 'PUT', `/affiliate-networks/${network.id}`, { offer_params: 'sub1={click_id}' });
    await ok(t, owner, 'DELETE', `/offers/${offer.id}`);
    const all = await events(5);
    assert.equal(all.length, 5);
    for (const event of all) assert.deepEqual(event, { workspace_id: owner.workspace_id });
  });

  it('an offer or landing created later is one an action script of a loaded campaign can name', async () => {
    // The compiled campaign of an action-script flow holds every live offer and landing of the
    // workspace (what the script may name), so a new one must reach routing too.
    const fallback = await ok(t, owner, 'POST', '/offers', { name: 'Fallback', url: 'https://fallback.example/' });
    const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Scripted' });
    await ok(t, owner, 'POST', `/campaigns/${campaign.id}/flows`, {
      name: 'Script',
      scheme: 'action_script',
      script: `return click.params.o ? { action: 'offer', offer_id: click.params.o } : { action: 'landing', landing_id: click.params.l };`,
      offers: [{ offer_id: fallback.id }],
    });
    const warm = await visit(t, campaign.alias, { query: { o: fallback.id } });
    assert.match(
      warm.headers.location as string,
      /^https:\/\/fallback\.example\//,
      'the campaign is compiled and in the routing table',
    );

    // The announcement reaches routing through Redis: visits until it has (a bound, not a fixed
    // wait; a loaded machine's first visit met the fallback once): a fallback that lasts fails the test.
    const routesTo = (query: Record<string, string>, target: RegExp) =>
      waitFor(
        async () => (await visit(t, campaign.alias, { query })).headers.location as string,
        (location) => target.test(location),
      );
    const offer = await ok(t, owner, 'POST', '/offers', { name: 'New', url: 'https://new-offer.example/' });
    await routesTo({ o: offer.id }, /^https:\/\/new-offer\.example\//);

    const landing = await ok(t, owner, 'POST', '/landings', { name: 'New LP', url: 'https://new-lp.example/' });
    await routesTo({ l: landing.id }, /^https:\/\/new-lp\.example\//);
    await quiet();
  });

  it('announces workspace settings changes the hot path reads (sample, currency, postback key)', async () => {
    received.length = 0;
    await ok(t, owner, 'PUT', '/workspace', { traffic_log_sample: 25 });
    await ok(t, owner, 'POST', '/workspace/postback-key/rotate');
    const all = await events(2);
    assert.deepEqual(all, [{ workspace_id: owner.workspace_id }, { workspace_id: owner.workspace_id }]);
  });

  it('announces nothing when a change is refused or does not touch routing', async () => {
    const campaign = await ok(t, owner, 'POST', '/campaigns', { name: 'Refused' });
    await events(1);
    received.length = 0;
    assert.equal(
      (
        await api(t, owner, 'PUT', `/campaigns/${campaign.id}`, {
          bot_action: 'redirect',
          bot_redirect_url: 'javascript:x',
        })
      ).status,
      422,
    );
    assert.equal(
      (
        await api(t, owner, 'POST', `/campaigns/${campaign.id}/flows`, {
          name: 'F',
          scheme: 'show_404',
          filters: [{ type: 'country', values: ['ZZ'] }],
        })
      ).status,
      422,
    );
    const network = await ok(t, owner, 'POST', '/affiliate-networks', { name: 'Quiet' });
    await ok(t, owner, 'PUT', `/affiliate-networks/${network.id}`, { status_mapping: { ok: 'sale' } });
    await ok(t, owner, 'POST', '/custom-statuses', { code: 'quiet', counts_as: 'leads' });
    assert.equal(await quiet(), 0);
  });
});
