import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { MAX_GROUPS, runTableReport } from '../../reports/run-table';
import { reportMetricsSource } from '../../reports/rule-metrics';
import { startAnalytics, type AnalyticsRole } from '../../reports/analytics/start';
import { watchedReader } from '../support/watched-reader';
import { reportDeps } from '../../reports/caller';

const HOUR = 3_600_000;

/**
 * The rules' "last N hours" windows (reports/rule-metrics.ts) on a dimension no cube holds read
 * the analytics copy (DuckDB here), and never count simulated clicks, even with the workspace's
 * simulation switch on (spec rule 16).
 */
describe('rule metrics through the analytics copy', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let role: AnalyticsRole;
  const now = new Date();

  before(async () => {
    t = await startTestApp();
    role = await startAnalytics(
      { ...t.runtime.services, config: { ...t.config, analytics: 'duckdb' } },
      { info: () => {}, error: () => {} },
      {
        owner: true,
        serve: false,
      },
    );
    await role.owner!.settled();
    fx = await trackingFixture(t);
    await query(t, 'update workspaces set show_simulated_traffic = true where id = $1', [fx.workspace_id]);
    const clicks: [number, string, boolean][] = [
      [1, 'Android', false],
      [2, 'Android', false],
      [2.5, 'Android', true],
      [3, 'Linux', false],
      [4, 'SimOS', true],
      // Outside a 6-hour window.
      [9, 'Android', false],
      [9, 'Linux', false],
    ];
    for (const [hoursAgo, os, is_simulated] of clicks)
      await storeClick(t, fx, { os, is_simulated }, new Date(now.getTime() - hoursAgo * HOUR));
  });

  after(async () => {
    await role.close();
    await t.close();
  });

  it('counts the last 6 hours by os on the copy, without simulated clicks', async () => {
    const owner = t.runtime.services.analyticsCopy.reader!;
    const asked: string[] = [];
    const watched = watchedReader(owner, asked);
    const window = { kind: 'range' as const, from: new Date(now.getTime() - 6 * HOUR), to: now };
    const request = { dimensions: ['os'], metrics: ['clicks'], period: window, filters: [] };
    t.runtime.services.analyticsCopy.reader = watched;
    try {
      const rows = await reportMetricsSource(t.runtime.services, () => now)(fx.workspace_id, request);
      assert.ok(asked.length > 0, 'the copy answered');
      const byOs = Object.fromEntries(rows.map((row) => [row.dimensions.os, row.metrics.clicks]));
      assert.deepEqual(byOs, { Android: 2, Linux: 1 });
      // The same window as the engine plans it: read from the copy, equal to the fact tables.
      const deps = { ...reportDeps(t.runtime.services), now: () => now, excludeSimulated: true, maxLimit: MAX_GROUPS };
      const input = {
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        dimensions: ['os'],
        metrics: ['clicks'],
      };
      const viaCopy = await runTableReport(deps, fx.workspace_id, input);
      const viaFacts = await runTableReport({ ...deps, forceRaw: true }, fx.workspace_id, input);
      assert.equal(viaCopy.storage, 'columnar:duckdb');
      assert.deepEqual(viaCopy.rows, viaFacts.rows);
    } finally {
      t.runtime.services.analyticsCopy.reader = owner;
    }
  });
});
