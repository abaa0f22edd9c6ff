import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, testConfig, type TestApp } from '../support/harness';
import { api, postback, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { clickhouseMissing, startClickHouse, type TestClickHouse } from '../support/clickhouse';
import { runCohort, type CohortRequest } from '../../reports/cohort';
import { runFunnel, type FunnelRequest } from '../../reports/funnel';
import { startAnalytics, type AnalyticsRole } from '../../reports/analytics/start';
import { RemoteCopyReader } from '../../reports/analytics/remote';
import { ClickHouseStore } from '../../reports/analytics/clickhouse/store';
import type { CopyEngine } from '../../reports/analytics/copy-store';
import type { Config } from '../../infra/config';
import { reportDeps } from '../../reports/caller';

const DAY = 86_400_000;
const quiet = { info: () => undefined, error: () => undefined };
const STAGES = ['clicks', 'unique_clicks', 'lead', 'sale', 'rejected', 'trash', 'deposit'];

/**
 * The cohort and the funnel's status stages read from the analytics copy on `engine`
 * (views-copy.test.ts: DuckDB, views-copy-clickhouse.test.ts: ClickHouse) equal what they read
 * from Postgres: a workspace in a zone half an hour off UTC (local days and hours are not UTC's),
 * clicks over four days with conversions days later (lags), status changes through postbacks, a
 * custom status, simulated and unsaved clicks; and they read Postgres, saying why, when the copy
 * cannot answer.
 */
export function viewsCopySuite(engine: CopyEngine, more?: (context: () => SuiteContext) => void): void {
  describe(`cohort and funnel from the analytics copy on ${engine}`, {
    skip: engine === 'clickhouse' && clickhouseMissing,
  }, () => {
    const context = {} as SuiteContext;
    let clickhouse: TestClickHouse | null = null;
    const deps = () => reportDeps(context.t.runtime.services);

    before(async () => {
      const t = await startTestApp();
      clickhouse = engine === 'clickhouse' ? await startClickHouse() : null;
      const config: Config = {
        ...t.config,
        analytics: engine,
        ...(clickhouse
          ? { clickhouseUrl: clickhouse.url, clickhouseDatabase: new URL(t.config.databaseUrl).pathname.slice(1) }
          : {}),
      };
      // Started empty before any write: every click, postback and status change reaches it through the notes.
      const role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
      await role.owner!.settled();
      const fx = await trackingFixture(t);
      Object.assign(context, { t, fx, role, config });
      await api(t, fx.session, 'PUT', '/workspace', { time_zone: 'Asia/Kolkata' });
      await api(t, fx.session, 'POST', '/custom-statuses', { code: 'deposit', counts_as: 'sales' });
      const second = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second', source_id: fx.source_id })).id;
      const now = Date.now();
      for (let i = 0; i < 48; i++) {
        const click = await storeClick(
          t,
          { ...fx, campaign_id: i % 3 ? fx.campaign_id : second },
          {
            os: ['Android', 'iOS', 'Windows'][i % 3],
            country: ['DE', 'FR', null][i % 4 === 3 ? 2 : i % 2],
            sub_id_2: `s${i % 4}`,
            is_unique: i % 5 !== 0,
            is_simulated: i === 7,
            save_traffic: i !== 11,
          },
          // Over four days and across the hours: conversions now are 0 to 3 days (and many hours) later.
          new Date(now - (i % 4) * DAY - (i % 7) * 3_600_000 - 60_000),
        );
        if (i % 3 === 2) continue;
        const status = ['lead', 'sale', 'rejected', 'trash', 'deposit'][i % 5];
        const txid = `t${i}`;
        await postback(t, fx.postback_key, { subid: click.click_id, status, payout: `${1 + (i % 6)}.25`, txid });
        if (status === 'lead' && i % 2 === 0)
          await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', payout: '9.5', txid });
      }
    });

    after(async () => {
      const { t, role } = context;
      if (clickhouse) await (role.owner!.store as ClickHouseStore).dropDatabase();
      await context.role.close();
      await clickhouse?.stop();
      await t.close();
    });

    const sameCohort = async (request: CohortRequest, where: string) => {
      const { fx } = context;
      const copy = await runCohort(deps(), fx.workspace_id, request);
      const postgres = await runCohort({ ...deps(), forceRaw: true }, fx.workspace_id, request);
      assert.equal(copy.storage, `columnar:${engine}`, where);
      assert.equal(postgres.storage, 'raw', where);
      assert.deepEqual(copy.rows, postgres.rows, where);
      assert.ok(
        copy.rows.some((row) => row.cells.slice(1).some((cell) => (cell ?? 0) > 0)),
        `${where}: later lags`,
      );
      return copy;
    };

    it('answers the cohort from the copy as Postgres does: daily off the cubes, not whole days, hourly', async () => {
      const os = [{ dimension: 'os', operator: 'in', value: ['Android', 'iOS'] }];
      for (const value of ['cr', 'conversions', 'revenue'])
        await sameCohort({ period: '7d', filters: os, value, columns: 4 }, `daily, os filter, ${value}`);
      await sameCohort(
        { period: '7d', filters: [{ dimension: 'sub_id_2', operator: 'not_in', value: ['s1'] }], cumulative: true },
        'daily, sub_id_2 filter, cumulative',
      );
      const from = new Date(Date.now() - 3.5 * DAY).toISOString();
      await sameCohort({ from, to: new Date().toISOString(), value: 'conversions' }, 'instants');
      const hourly = await sameCohort(
        { period: '7d', granularity: 'hour', columns: 31, value: 'conversions' },
        'hourly',
      );
      assert.ok(hourly.rows.length > 10, 'hourly cohorts');
      // Whole days a cube holds stay on the cube.
      const cube = await runCohort(deps(), context.fx.workspace_id, { period: '7d' });
      assert.equal(cube.storage, 'rollup:campaign_day');
    });

    const sameFunnel = async (request: FunnelRequest, where: string) => {
      const { fx } = context;
      const copy = await runFunnel(deps(), fx.workspace_id, request);
      const postgres = await runFunnel({ ...deps(), forceRaw: true }, fx.workspace_id, request);
      assert.equal(copy.storage, `columnar:${engine}`, where);
      assert.equal(postgres.storage, 'raw', where);
      const { storage: _a, click_storage: _b, ...copied } = copy;
      const { storage: _c, click_storage: _d, ...read } = postgres;
      assert.deepEqual(copied, read, where);
      return copy;
    };

    it('counts the funnel statuses from the copy as Postgres does, with and without a breakdown', async () => {
      const whole = await sameFunnel({ period: '7d', stages: STAGES }, 'no breakdown');
      for (const status of ['lead', 'sale', 'rejected', 'deposit'])
        assert.ok(whole.total.find((s) => s.stage === status)!.count > 0, `${status} counted`);
      await sameFunnel({ period: '7d', stages: STAGES, breakdown: 'os' }, 'by os');
      await sameFunnel(
        { period: '7d', stages: STAGES, breakdown: 'affiliate_network', date_basis: 'conversion' },
        'by network, conversion date',
      );
      await sameFunnel(
        {
          period: '7d',
          statuses: ['sale', 'deposit'],
          breakdown: 'country',
          filters: [{ dimension: 'sub_id_2', operator: 'contains', value: 'S' }],
        },
        'by country, filtered',
      );
    });

    it('follows a conversion from lead to sale to rejected in the funnel from the copy', async () => {
      const { t, fx } = context;
      const click = await storeClick(t, fx, { os: 'Tizen' }, new Date(Date.now() - 60_000));
      const funnel = async () => {
        const report = await sameFunnel(
          {
            period: '7d',
            stages: ['clicks', 'lead', 'sale', 'rejected'],
            filters: [{ dimension: 'os', operator: '=', value: 'Tizen' }],
          },
          'one conversion',
        );
        return report.total.map((s) => s.count);
      };
      for (const [status, counts] of [
        ['lead', [1, 1, 0, 0]],
        ['sale', [1, 0, 1, 0]],
        ['rejected', [1, 0, 0, 1]],
      ] as const) {
        const answer = await postback(t, fx.postback_key, { subid: click.click_id, status, txid: 'moving' });
        assert.equal(answer.statusCode, 200, answer.body);
        assert.deepEqual(await funnel(), counts, status);
      }
    });

    it('reads Postgres when the copy cannot answer, and says why in storage', async () => {
      const { t, fx, role } = context;
      // An asker of a deployment where no owner runs: the copy is down.
      const nobody = new RemoteCopyReader(t.config.redisUrl, testConfig().redisPrefix, 10_000, engine);
      t.runtime.services.analyticsCopy.reader = nobody;
      try {
        const cohortRequest = { period: '7d', granularity: 'hour' };
        const cohort = await runCohort(reportDeps(t.runtime.services), fx.workspace_id, cohortRequest);
        assert.equal(cohort.storage, 'raw (analytics copy down)');
        const postgres = await runCohort(
          { ...reportDeps(t.runtime.services), forceRaw: true },
          fx.workspace_id,
          cohortRequest,
        );
        assert.deepEqual(cohort.rows, postgres.rows);
        const funnel = await runFunnel(reportDeps(t.runtime.services), fx.workspace_id, {
          period: '7d',
          stages: STAGES,
          breakdown: 'os',
        });
        assert.equal(funnel.storage, 'raw (analytics copy down)');
        assert.equal(funnel.click_storage, 'raw (analytics copy down)');
      } finally {
        t.runtime.services.analyticsCopy.reader = role.owner;
        await nobody.close();
      }
    });

    more?.(() => context);
  });
}

export interface SuiteContext {
  t: TestApp;
  fx: TrackingFixture;
  role: AnalyticsRole;
  config: Config;
}
