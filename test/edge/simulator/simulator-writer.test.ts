import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { SIMULATOR_BATCH } from '../../../edge/simulator/batches';
import { deleteSimulatedData } from '../../../edge/simulator/cleanup';
import type { SimulationProgress } from '../../../edge/simulator/progress';
import { runSimulation, type SimulationResult, type SimulatorDeps } from '../../../edge/simulator/run';
import { startTestApp, type TestApp } from '../../support/harness';
import { query, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { catalog, visit } from '../../support/routing';
import { waitFor } from '../../support/wait';

/**
 * The simulator's writer thread (issue 28 item 5): batches committed one by one, progress while
 * they are written, the HTTP event loop free meanwhile, a failed batch losing only itself.
 */
describe('simulator writer thread', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let campaign: { id: string; alias: string };
  const CLICKS = 10 * SIMULATOR_BATCH;

  const deps = (events: SimulationProgress[]): SimulatorDeps => ({
    databaseUrl: t.runtime.services.config.databaseUrl,
    appSecret: t.runtime.services.config.appSecret,
    publicBaseUrl: t.runtime.services.config.publicBaseUrl,
    clock: () => new Date(),
    // Often, so that a run of a few batches shows several counts; the service publishes every second.
    progressEveryMs: 20,
    progress: (event) => events.push(event),
  });
  const simulatedClicks = async () =>
    (
      await query(t, 'select count(*)::int as n from clicks where workspace_id = $1 and is_simulated', [
        fx.workspace_id,
      ])
    )[0].n as number;
  const rollups = () =>
    query(
      t,
      `select (select json_agg(r order by r) from report_click_days_path r where workspace_id = $1) as clicks,
              (select json_agg(r order by r) from report_conversion_days_path r where workspace_id = $1) as conversions`,
      [fx.workspace_id],
    );

  before(async () => {
    t = await startTestApp({});
    fx = await trackingFixture(t);
    campaign = await catalog(t, fx.session).campaign({});
    await catalog(t, fx.session).flow(campaign.id, { type: 'default', offers: [{ offer_id: fx.offer_id }] });
  });
  after(async () => {
    await t.close();
  });

  it('publishes progress of committed batches before the end and answers redirects while the run writes', async () => {
    // The analytics copy's feed is on: every simulated row must be noted for it (docs/reports.md).
    await query(t, "insert into analytics_feed (store) values ('duckdb') on conflict do nothing");
    // The run's last step turns the workspace's switch on: holding the row (not its key: the clicks' foreign keys
    // still check) keeps the run mid-way, all batches written.
    const holder = new pg.Client({ connectionString: t.runtime.services.config.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from workspaces where id = $1 for no key update', [fx.workspace_id]);

    const log: string[] = [];
    const events: SimulationProgress[] = [];
    const sink = deps(events).progress!;
    let settled = false;
    const running = runSimulation(
      {
        ...deps(events),
        progress: (event) => {
          sink(event);
          log.push(`progress ${event.clicks_done}`);
        },
      },
      fx.workspace_id,
      { campaign_id: campaign.id, clicks: CLICKS, conversions: [{ status: 'lead', rate: 0.1, payout: '1' }] },
    ).finally(() => {
      settled = true;
    });
    // Redirects one after another while the run writes: each answered in between its progress events.
    let redirecting = true;
    const redirects = (async () => {
      while (redirecting) {
        const res = await visit(t, campaign.alias);
        assert.equal(res.statusCode, 302);
        log.push('redirect');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      await waitFor(
        () => events.at(-1)?.clicks_done,
        (done) => done === CLICKS,
        60_000,
      );
      assert.equal(settled, false, 'the run waits for the held workspace row');
      assert.ok(!events.some((e) => e.phase === 'done'));
      // Every count published is committed rows: a whole number of batches, never more than the table holds.
      assert.equal(await simulatedClicks(), CLICKS);
      const counts = events.map((e) => e.clicks_done);
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => a - b),
        'counts only grow',
      );
      assert.ok(counts.every((n) => n % SIMULATOR_BATCH === 0));
      const distinct = [...new Set(counts)];
      assert.ok(distinct.length >= 3, `progress before the end: ${distinct.join(', ')}`);
      // A redirect was answered between a mid-run count and the last batch: the event loop was free.
      const firstMid = log.findIndex((entry) => /^progress [1-9]/.test(entry) && entry !== `progress ${CLICKS}`);
      const lastBatch = log.indexOf(`progress ${CLICKS}`);
      assert.ok(firstMid >= 0 && log.slice(firstMid, lastBatch).includes('redirect'), 'a redirect mid-run');
      // And one now, while the run is still under way.
      assert.equal((await visit(t, campaign.alias)).statusCode, 302);
      assert.equal(settled, false);
    } finally {
      await holder.query('commit');
      await holder.end();
      redirecting = false;
      await redirects;
    }
    const result: SimulationResult = await running;
    assert.equal(result.clicks, CLICKS);
    assert.deepEqual(events.at(-1), { ...events.at(-1), phase: 'done', clicks_done: CLICKS });
    assert.equal(events.at(-1)?.conversions, result.conversions);
    const [{ show }] = await query(t, 'select show_simulated_traffic as show from workspaces where id = $1', [
      fx.workspace_id,
    ]);
    assert.equal(show, true);

    // The rollups equal a rebuild from the fact tables, and the analytics copy was told of every row.
    const written = await rollups();
    await query(t, 'select report_rollups_rebuild($1)', [fx.workspace_id]);
    assert.deepEqual(await rollups(), written);
    const noted = `select count(distinct n.key)::int as n from analytics_changes n where n.kind = $1 and n.key in
      (select k from (select click_id as k from clicks where is_simulated union all
                      select conversion_id from conversions where is_simulated) s)`;
    assert.equal((await query(t, noted, ['click']))[0].n, CLICKS);
    assert.equal((await query(t, noted, ['conversion']))[0].n, result.conversions);

    // The cleanup removes them, and notes the removal for the copy.
    await query(
      t,
      `create table simulated_keys as select click_id as key from clicks where is_simulated
         union all select conversion_id from conversions where is_simulated`,
    );
    const [{ last }] = await query(t, 'select max(id) as last from analytics_changes');
    assert.deepEqual(await deleteSimulatedData(t.runtime.services.config.databaseUrl, fx.workspace_id), {
      clicks: CLICKS,
      conversions: result.conversions,
    });
    const [{ n: removals }] = await query(
      t,
      'select count(*)::int as n from analytics_changes where id > $1 and key in (select key from simulated_keys)',
      [last],
    );
    assert.equal(removals, CLICKS + result.conversions);
    assert.deepEqual(
      await query(
        t,
        `select (select coalesce(sum(clicks), 0)::int from report_click_days_path where workspace_id = $1) as clicks,
                (select coalesce(sum(conversions), 0)::int from report_conversion_days_path where workspace_id = $1)
                  as conversions`,
        [fx.workspace_id],
      ),
      [{ clicks: 0, conversions: 0 }],
      'the rollups lost the simulated rows',
    );
    await query(t, 'delete from analytics_feed; drop table simulated_keys');
  });

  it('a failed batch writes nothing of its own: the committed ones stay and are counted in the failed event', async () => {
    // A database refusal at the third batch: after two batches, a statement that would pass 2 batches fails.
    await query(
      t,
      `create function refuse_third_batch() returns trigger language plpgsql as $$
         begin
           if (select count(*) from clicks where is_simulated) > ${2 * SIMULATOR_BATCH} then
             raise exception 'refused by the test';
           end if;
           return null;
         end $$`,
    );
    await query(
      t,
      'create trigger refuse_third_batch after insert on clicks for each statement execute function refuse_third_batch()',
    );
    const events: SimulationProgress[] = [];
    try {
      await assert.rejects(
        runSimulation(deps(events), fx.workspace_id, { campaign_id: campaign.id, clicks: CLICKS }),
        /simulator run failed: refused by the test/,
      );
    } finally {
      await query(t, 'drop trigger refuse_third_batch on clicks');
      await query(t, 'drop function refuse_third_batch()');
    }
    assert.deepEqual(events.at(-1), { ...events.at(-1), phase: 'failed', clicks_done: 2 * SIMULATOR_BATCH });
    assert.equal(await simulatedClicks(), 2 * SIMULATOR_BATCH, 'the failed batch left nothing');
    // The committed batches are shown (the switch is on) and the cleanup button removes them.
    const [{ show }] = await query(t, 'select show_simulated_traffic as show from workspaces where id = $1', [
      fx.workspace_id,
    ]);
    assert.equal(show, true);
    assert.equal(
      (await deleteSimulatedData(t.runtime.services.config.databaseUrl, fx.workspace_id)).clicks,
      2 * SIMULATOR_BATCH,
    );
  });

  it('stops after the batch being written when asked, keeping what was committed', async () => {
    const events: SimulationProgress[] = [];
    const stop = new AbortController();
    const running = runSimulation(
      {
        ...deps(events),
        signal: stop.signal,
        progress: (event) => {
          events.push(event);
          if (event.clicks_done > 0) stop.abort();
        },
      },
      fx.workspace_id,
      { campaign_id: campaign.id, clicks: 50 * SIMULATOR_BATCH },
    );
    await assert.rejects(running, (error: any) => error.status === 503 && error.message === 'the run was stopped');
    const last = events.at(-1)!;
    assert.equal(last.phase, 'failed');
    assert.ok(last.clicks_done > 0 && last.clicks_done < 50 * SIMULATOR_BATCH);
    assert.equal(await simulatedClicks(), last.clicks_done);
    await deleteSimulatedData(t.runtime.services.config.databaseUrl, fx.workspace_id);
  });
});
