import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { startRuntime, type Runtime } from '../../../app/runtime';
import { ruleEvaluateJob } from '../../../jobs/rules';
import { enqueueRuleTick } from '../../../services/rules/queue';
import { tickOf } from '../../../services/rules/evaluate';
import { api, query, storeClick, trackingFixture } from '../../support/conversions';
import { startTestApp, type TestApp } from '../../support/harness';
import { ruleBody } from './support';
import { waitFor } from '../../support/wait';

/**
 * One evaluation per rule and tick with two worker processes on the same Redis and Postgres:
 * the same tick queued from three producers at once, then queued again after it finished (as a
 * redelivery after a restart would), is evaluated once, fires once and notifies once.
 */
describe('rule evaluation exactly once', () => {
  let t: TestApp;
  const workers: Runtime[] = [];

  before(async () => {
    t = await startTestApp();
    for (let i = 0; i < 2; i++)
      workers.push(
        await startRuntime(t.config, { http: false, workers: true, logger: false }, pino({ level: 'silent' })),
      );
  });
  after(async () => {
    for (const worker of workers) await worker.close();
    await t.close();
  });

  const idle = async () => {
    const health = await t.runtime.jobs.queue(ruleEvaluateJob).checkHealth();
    return health.waiting + health.active + health.delayed === 0;
  };

  it('evaluates a tick once across two workers and a redelivery', async () => {
    const fx = await trackingFixture(t);
    for (let i = 0; i < 4; i++) await storeClick(t, fx, { cost: '1' });
    const rule = await api(t, fx.session, 'POST', '/rules', ruleBody({ every_minutes: 1440 }));
    const job = { rule_id: rule.id, tick: tickOf(new Date(), 1440) };
    await Promise.all([
      enqueueRuleTick(t.runtime.services, job),
      enqueueRuleTick(workers[0].services, job),
      enqueueRuleTick(workers[1].services, job),
    ]);
    const ticks = () => query(t, 'select runs, finished_at, fired from rule_ticks where rule_id = $1', [rule.id]);
    await waitFor(ticks, (rows) => rows.length === 1 && rows[0].finished_at !== null, 20_000);
    await waitFor(idle, Boolean);

    // The job left the queue on success; queued again, it runs again and finds the tick done.
    await enqueueRuleTick(workers[1].services, job);
    await waitFor(idle, Boolean);
    const [row] = await ticks();
    assert.equal(row.runs, 1, 'claimed once');
    assert.equal(row.fired, 1);
    assert.equal((await query(t, 'select count(*)::int as n from rule_events where rule_id = $1', [rule.id]))[0].n, 1);
    assert.equal((await api(t, fx.session, 'GET', '/notifications')).length, 1);
  });
});
