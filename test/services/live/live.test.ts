import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestApp, type TestApp } from '../../support/harness';
import { startRuntime, type Runtime } from '../../../app/runtime';
import {
  api,
  postback,
  query,
  storeClick,
  trackingFixture,
  withoutPermission,
  type TrackingFixture,
} from '../../support/conversions';
import { createSession, type Session } from '../../support/session';
import { makeClick } from '../../support/clicks';
import { LIVE_TOPICS, type Topic } from '../../../services/live/topics';
import type { ClickRecord } from '../../../edge/click-recording/click-record';
import { waitFor } from '../../support/wait';
import { metricValue } from '../../support/metrics';

interface Stream {
  messages: any[];
  errors: unknown[];
  client: Client;
  dispose(): Promise<void>;
}

/**
 * Two app instances on one database and Redis prefix: A runs the click consumer and takes the
 * traffic; B only serves graphql-ws subscribers. Every event crosses from A to B through Redis.
 */
describe('live updates over graphql-ws (two instances, Redis pub/sub)', () => {
  let a: TestApp;
  let b: Runtime;
  let baseB: string;
  let fx: TrackingFixture;
  let other: TrackingFixture;
  const streams: Stream[] = [];

  before(async () => {
    a = await startTestApp({ workers: true });
    const log = pino({ level: 'silent' });
    b = await startRuntime(a.config, { http: true, workers: false, logger: log }, log);
    baseB = await b.app!.listen({ port: 0, host: '127.0.0.1' });
    fx = await trackingFixture(a);
    other = await trackingFixture(a);
  });
  after(async () => {
    await Promise.all(streams.map((stream) => stream.dispose()));
    await b.close();
    await a.close();
  });

  /** Opens a subscription on B and waits until B serves it (its listener is registered). */
  async function subscribeOpen(
    session: Session,
    subscription: string,
    topic: Topic<unknown>,
    workspaceId = fx.workspace_id,
  ): Promise<Stream> {
    const hub = b.services.live;
    const before = hub.localListeners(topic, workspaceId);
    const stream = subscribe(session, subscription);
    await waitFor(
      async () => hub.localListeners(topic, workspaceId),
      (n) => n > before,
    );
    await listening(topic, workspaceId);
    return stream;
  }

  /** A refusal: graphql-ws answers a failed subscribe with an error message, or a result carrying errors. */
  const refusals = (stream: Stream) => [
    ...stream.errors,
    ...stream.messages.filter((message) => message.errors).map((message) => message.errors),
  ];

  function subscribe(session: Session | null, subscription: string): Stream {
    const client = createClient({
      url: `${baseB.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: session ? { authorization: `Bearer ${session.token}` } : {},
    });
    const stream: Stream = { messages: [], errors: [], client, dispose: () => client.dispose() as Promise<void> };
    client.subscribe(
      { query: subscription },
      {
        next: (message) => stream.messages.push(message),
        error: (error) => stream.errors.push(error),
        complete: () => undefined,
      },
    );
    streams.push(stream);
    return stream;
  }

  /** Until instance A (the publisher) knows the workspace listens: B marks it in Redis, A re-reads every second. */
  async function listening(topic: Topic<unknown>, workspaceId: string): Promise<void> {
    await waitFor(
      async () => {
        await a.runtime.services.live.refresh();
        return a.runtime.services.live.isListening(topic, workspaceId);
      },
      (yes) => yes,
    );
  }

  async function record(
    fixture: TrackingFixture,
    count: number,
    overrides: Partial<ClickRecord> = {},
  ): Promise<ClickRecord[]> {
    const clicks = Array.from({ length: count }, () =>
      makeClick({
        workspace_id: fixture.workspace_id,
        campaign_id: fixture.campaign_id,
        source_id: fixture.source_id,
        sub_id_5: 'five',
        ...overrides,
      }),
    );
    // One event-loop turn: the recorder appends them to the stream in one command.
    const paths = await Promise.all(clicks.map((click) => a.runtime.services.clicks.record(click)));
    assert.ok(paths.every((path) => path === 'stream'));
    return clicks;
  }

  const CLICKS =
    'subscription { live_clicks { clicks { click_id time campaign_id campaign_name country is_bot outcome cost ' +
    'referer language sub_ids is_simulated } } }';

  it('delivers new clicks written on one instance to subscribers of another, batched, each workspace its own', async () => {
    const mine = await subscribeOpen(fx.session, CLICKS, LIVE_TOPICS.clicks);
    const theirs = await subscribeOpen(other.session, CLICKS, LIVE_TOPICS.clicks, other.workspace_id);
    const shown = await record(fx, 30);
    const [hidden] = await record(fx, 1, { save_traffic: false });
    const [simulated] = await record(fx, 1, { is_simulated: true });
    const [foreign] = await record(other, 1);
    const received = () => mine.messages.flatMap((message) => message.data.live_clicks.clicks);
    await waitFor(
      async () => received().length,
      (n) => n >= 30,
    );
    await waitFor(
      async () => theirs.messages.length,
      (n) => n >= 1,
    );
    assert.deepEqual(
      new Set(received().map((click: any) => click.click_id)),
      new Set(shown.map((click) => click.click_id)),
    );
    assert.ok(
      mine.messages.length < 30,
      `30 clicks came in ${mine.messages.length} messages (batched per written batch)`,
    );
    const click = received()[0];
    assert.equal(click.campaign_name, 'Campaign');
    assert.equal(click.cost, '0.015');
    assert.deepEqual(click.sub_ids, ['one', null, null, null, 'five']);
    assert.equal(click.is_simulated, false);
    const theirIds = theirs.messages.flatMap((message) => message.data.live_clicks.clicks.map((c: any) => c.click_id));
    assert.deepEqual(theirIds, [foreign.click_id], 'another workspace sees only its own click');
    // Everything is in Postgres now; the hidden and simulated clicks were not delivered.
    await waitFor(
      async () =>
        (await query(a, 'select count(*)::int as n from clicks where workspace_id = $1', [fx.workspace_id]))[0].n,
      (n) => n === 32,
    );
    const ids = new Set(received().map((c: any) => c.click_id));
    assert.ok(!ids.has(hidden.click_id) && !ids.has(simulated.click_id));
    assert.deepEqual(mine.errors, []);
  });

  it('publishes nothing for a workspace nobody listens to', async () => {
    const quiet = await trackingFixture(a);
    const before = await metricValue('live_messages_published_total');
    await record(quiet, 20);
    await waitFor(
      async () =>
        (await query(a, 'select count(*)::int as n from clicks where workspace_id = $1', [quiet.workspace_id]))[0].n,
      (n) => n === 20,
    );
    assert.equal(await metricValue('live_messages_published_total'), before);
  });

  it('delivers conversions and postback log entries, and dashboard refreshes', async () => {
    const conversions = await subscribeOpen(
      fx.session,
      'subscription { live_conversions { conversions { conversion_id result click_id status payout ' +
        'transaction_id click_date conversion_date } } }',
      LIVE_TOPICS.conversions,
    );
    const postbacks = await subscribeOpen(
      fx.session,
      'subscription { live_postbacks { entries { direction channel response_code click_id conversion_id url result time } } }',
      LIVE_TOPICS.postbacks,
    );
    const dashboard = await subscribeOpen(
      fx.session,
      'subscription { live_dashboard { at clicks conversions } }',
      LIVE_TOPICS.dashboard,
    );
    const click = await storeClick(a, fx);
    assert.equal(
      (await postback(a, fx.postback_key, { subid: click.click_id, status: 'sale', payout: '3', txid: 'tx-live' }))
        .statusCode,
      200,
    );
    await waitFor(
      async () => conversions.messages.length,
      (n) => n >= 1,
    );
    const conversion = conversions.messages[0].data.live_conversions.conversions[0];
    assert.equal(conversion.click_id, click.click_id);
    assert.equal(conversion.result, 'recorded');
    assert.equal(conversion.status, 'sale');
    assert.equal(conversion.payout, '3');
    assert.equal(conversion.transaction_id, 'tx-live');
    await waitFor(
      async () => postbacks.messages.length,
      (n) => n >= 1,
    );
    const entry = postbacks.messages[0].data.live_postbacks.entries[0];
    assert.equal(entry.direction, 'incoming');
    assert.equal(entry.click_id, click.click_id);
    assert.equal(entry.conversion_id, conversion.conversion_id);
    assert.match(entry.url, /\/\*\*\*\/postback/);
    assert.ok(!entry.url.includes(fx.postback_key), 'the key stays masked');
    await record(fx, 3);
    await waitFor(
      async () => dashboard.messages.map((m) => m.data.live_dashboard),
      (list) => list.some((r: any) => r.clicks >= 1) && list.some((r: any) => r.conversions >= 1),
    );
  });

  it('refuses subscribers without credentials or without the permission, and stops one whose permission is revoked', async () => {
    const anonymous = subscribe(null, CLICKS);
    await waitFor(
      async () => refusals(anonymous).length,
      (n) => n === 1,
    );
    assert.match(JSON.stringify(refusals(anonymous)), /authentication required/);

    const viewer = await createSession(a, { role: 'viewer', workspace_id: fx.workspace_id });
    const blind = await createSession(a, { role: 'viewer', workspace_id: fx.workspace_id });
    await withoutPermission(a, blind, 'logs.view');
    await withoutPermission(a, blind, 'reports.view');
    const refused = subscribe(blind, CLICKS);
    await waitFor(
      async () => refusals(refused).length,
      (n) => n === 1,
    );
    assert.match(JSON.stringify(refusals(refused)), /no permission to view logs/);
    const dashboardRefused = subscribe(blind, 'subscription { live_dashboard { at } }');
    await waitFor(
      async () => refusals(dashboardRefused).length,
      (n) => n === 1,
    );
    assert.match(JSON.stringify(refusals(dashboardRefused)), /no permission to view reports/);

    const revoked = await subscribeOpen(viewer, CLICKS, LIVE_TOPICS.clicks);
    await record(fx, 1);
    await waitFor(
      async () => revoked.messages.length,
      (n) => n >= 1,
    );
    assert.equal(revoked.messages[0].data.live_clicks.clicks.length, 1);
    await withoutPermission(a, viewer, 'logs.view');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the permission re-check interval
    await record(fx, 1);
    await waitFor(
      async () => revoked.messages.filter((m) => m.errors).length,
      (n) => n === 1,
    );
    assert.match(JSON.stringify(revoked.messages.at(-1).errors), /no permission to view logs any more/);
  });

  it('shows simulated clicks live only while the workspace switch is on', async () => {
    await api(a, fx.session, 'PUT', '/workspace', { show_simulated_traffic: true });
    try {
      const stream = await subscribeOpen(fx.session, CLICKS, LIVE_TOPICS.clicks);
      const [simulated] = await record(fx, 1, { is_simulated: true });
      await waitFor(
        async () => stream.messages.flatMap((m) => m.data.live_clicks.clicks),
        (clicks) => clicks.some((c: any) => c.click_id === simulated.click_id),
      );
    } finally {
      await api(a, fx.session, 'PUT', '/workspace', { show_simulated_traffic: false });
    }
  });
});
