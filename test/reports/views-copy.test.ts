import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DuckDBInstance } from '@duckdb/node-api';
import { query } from '../support/conversions';
import { runCohort } from '../../reports/cohort';
import { runFunnel } from '../../reports/funnel';
import { COPY_LAYOUT } from '../../reports/analytics/columns';
import { startAnalytics } from '../../reports/analytics/start';
import { viewsCopySuite } from './views-copy-suite';
import { reportDeps } from '../../reports/caller';

const quiet = { info: () => undefined, error: () => undefined };

viewsCopySuite('duckdb', (context) => {
  it('rebuilds at start a copy whose key has no layout (made before COPY_LAYOUT), its columns alike', async () => {
    const { t, fx, config } = context();
    await context().role.close();
    // The key as the release before COPY_LAYOUT wrote it (the database and the notes' start only); the
    // columns stay this layout's, so the stores' column comparison sees nothing: the key alone decides.
    const instance = await DuckDBInstance.create(config.analyticsFile, { threads: '1', memory_limit: '256MB' });
    const file = await instance.connect();
    const key = (await file.runAndReadAll(`select value from meta where key = 'copy_of'`)).getRowsJS()[0][0] as string;
    assert.ok(key.startsWith(`layout ${COPY_LAYOUT}:`), key);
    await file.run(`update meta set value = '${key.slice(`layout ${COPY_LAYOUT}:`.length)}' where key = 'copy_of'`);
    file.closeSync();
    instance.closeSync();

    const role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
    context().role = role;
    assert.equal(role.owner!.status().state, 'rebuilding', 'an old copy is not read');
    const during = await runFunnel(reportDeps(t.runtime.services), fx.workspace_id, {
      period: '7d',
      breakdown: 'os',
    });
    assert.match(during.storage, /^(raw \(analytics copy rebuilding\)|columnar:duckdb)$/);
    assert.equal(await role.owner!.settled(), true, 'a rebuild ran');
    const [{ statuses }] = await query(t, `select count(distinct status)::int as statuses from conversions`);
    const copied = await role.owner!.store.query('select count(distinct status) as statuses from conversions', []);
    assert.equal(Number(copied[0].statuses), statuses, 'the rebuilt copy has every status');
    const cohort = await runCohort(reportDeps(t.runtime.services), fx.workspace_id, {
      period: '7d',
      granularity: 'hour',
    });
    assert.equal(cohort.storage, 'columnar:duckdb');
    assert.equal((await role.owner!.store.meta('copy_of'))?.startsWith(`layout ${COPY_LAYOUT}:`), true);
  });
});
