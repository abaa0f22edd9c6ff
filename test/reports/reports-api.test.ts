import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { api as call, ok } from '../support/admin-api';
import {
  postback,
  query,
  storeClick,
  trackingFixture,
  withoutPermission,
  type TrackingFixture,
} from '../support/conversions';
import { gql } from '../support/gql';
import { createSession, type Session } from '../support/session';

const DAY = 86_400_000;

/** The report API over REST and GraphQL: validation, custom metrics, comparison, saved reports, permissions, isolation, clean. */
describe('reports API', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let other: TrackingFixture;
  const query_ = (session: Session, body: unknown) => call(t, session, 'POST', '/reports/query', body);

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    other = await trackingFixture(t);
    const now = Date.now();
    // Today: 3 clicks DE (one converts), 1 FR. Yesterday: 2 clicks DE only.
    const de = await storeClick(t, fx, { country: 'DE', cost: '1', sub_id_1: 'alpha' });
    await storeClick(t, fx, { country: 'DE', cost: '1', sub_id_1: 'beta' });
    await storeClick(t, fx, { country: 'DE', cost: '1', sub_id_1: 'alpha-2' });
    await storeClick(t, fx, { country: 'FR', cost: '2', sub_id_1: 'gamma' });
    await storeClick(t, fx, { country: 'DE', cost: '1' }, new Date(now - DAY));
    await storeClick(t, fx, { country: 'DE', cost: '1' }, new Date(now - DAY));
    assert.equal(
      (await postback(t, fx.postback_key, { subid: de.click_id, status: 'sale', payout: '30', txid: 'x1' })).statusCode,
      200,
    );
    // The other workspace: traffic that must never show up in fx's reports.
    await storeClick(t, other, { country: 'DE', cost: '5' });
  });

  after(async () => {
    await t.close();
  });

  it('answers the same table over REST and GraphQL, with names, totals and pagination', async () => {
    const body = {
      dimensions: ['campaign', 'country'],
      period: 'today',
      sort: [{ by: 'clicks', direction: 'desc' }],
      limit: 1,
    };
    const rest = await ok(t, fx.session, 'POST', '/reports/query', body, 200);
    assert.equal(rest.total_rows, 2);
    assert.equal(rest.rows.length, 1);
    assert.deepEqual(rest.rows[0].values, { campaign: fx.campaign_id, country: 'DE' });
    assert.equal(rest.rows[0].labels.campaign, 'Campaign');
    assert.equal(rest.totals.clicks, 4);
    assert.equal(rest.totals.cost, 5);
    // The whole table, page by page, is the same over GraphQL: every row's values, labels, metrics and mark.
    const fields = 'date_basis dimensions metrics limit offset storage time_zone total_rows totals';
    const graphPage = async (offset: number) => {
      const graph = await gql(
        t,
        `query($d: [String!], $o: Int) { report(dimensions: $d, period: "today", sort: [{ by: "clicks" }],
          limit: 1, offset: $o) { ${fields} period { from to whole_days } marks { dimension white black }
          rows { values labels metrics mark } } }`,
        { d: ['campaign', 'country'], o: offset },
        { headers: fx.session.headers },
      );
      assert.equal(graph.errors, undefined);
      return graph.data.report;
    };
    for (const offset of [0, 1]) {
      const page = await ok(t, fx.session, 'POST', '/reports/query', { ...body, offset }, 200);
      const graph = await graphPage(offset);
      const restShape = Object.fromEntries(Object.keys(graph).map((key) => [key, page[key]]));
      restShape.rows = page.rows.map((row: Record<string, unknown>) => ({
        values: row.values,
        labels: row.labels,
        metrics: row.metrics,
        mark: row.mark ?? null,
      }));
      assert.equal(graph.rows.length, 1);
      assert.deepEqual(graph, restShape, `page at offset ${offset}`);
    }
    const second = await ok(t, fx.session, 'POST', '/reports/query', { ...body, offset: 1 }, 200);
    assert.deepEqual(second.rows[0].values, { campaign: fx.campaign_id, country: 'FR' });
  });

  it('refuses unknown and too many dimensions, bad filters and an invalid regexp with 400', async () => {
    const unknown = await query_(fx.session, { dimensions: ['nope'] });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error, /dimensions\[0\]: unknown dimension \(GET \/reports\/dimensions lists them\)$/);
    const many = await query_(fx.session, { dimensions: Array.from({ length: 17 }, (_, i) => `sub_id_${i + 1}`) });
    assert.equal(many.status, 400);
    assert.match(many.body.error, /^at most 16 dimensions in one report; dimensions\[16\] is one too many$/);
    const regexp = await query_(fx.session, {
      filters: [{ dimension: 'sub_id_1', operator: 'regexp', value: '(unclosed' }],
    });
    assert.equal(regexp.status, 400);
    assert.match(regexp.body.error, /not a valid regular expression/);
    const uuid = await query_(fx.session, { filters: [{ dimension: 'campaign', operator: '=', value: 'not-a-uuid' }] });
    assert.equal(uuid.status, 400);
  });

  it('filters by dimension operators with bound parameters and by metrics after aggregation', async () => {
    const rows = async (filters: unknown[], metric_filters: unknown[] = []) =>
      (
        await ok(
          t,
          fx.session,
          'POST',
          '/reports/query',
          {
            dimensions: ['sub_id_1'],
            period: 'today',
            filters,
            metric_filters,
            sort: [{ by: 'sub_id_1', direction: 'asc' }],
          },
          200,
        )
      ).rows.map((r: any) => r.values.sub_id_1);
    assert.deepEqual(await rows([{ dimension: 'sub_id_1', operator: 'starts_with', value: 'alp' }]), [
      'alpha',
      'alpha-2',
    ]);
    assert.deepEqual(await rows([{ dimension: 'sub_id_1', operator: 'ends_with', value: 'MA' }]), ['gamma']);
    assert.deepEqual(
      await rows([{ dimension: 'sub_id_1', operator: 'contains', value: "'; drop table clicks; --" }]),
      [],
    );
    assert.deepEqual(await rows([{ dimension: 'sub_id_1', operator: 'not_contains', value: 'a-' }]), [
      'alpha',
      'beta',
      'gamma',
    ]);
    assert.deepEqual(await rows([{ dimension: 'sub_id_1', operator: 'in', value: ['beta', 'gamma'] }]), [
      'beta',
      'gamma',
    ]);
    assert.deepEqual(await rows([{ dimension: 'sub_id_1', operator: 'not_in', value: ['beta', 'gamma'] }]), [
      'alpha',
      'alpha-2',
    ]);
    assert.deepEqual(await rows([{ dimension: 'sub_id_1', operator: 'regexp', value: '^a.*[0-9]$' }]), ['alpha-2']);
    assert.deepEqual(await rows([], [{ metric: 'revenue', operator: '>', value: 0 }]), ['alpha']);
    assert.deepEqual(await rows([], [{ metric: 'cost', operator: 'between', value: 1.5, value2: 2 }]), ['gamma']);
    assert.deepEqual(await rows([], [{ metric: 'cr', operator: '!=', value: 100 }]), ['alpha-2', 'beta', 'gamma']);
  });

  it('compares with the previous period and marks new rows', async () => {
    const result = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      { dimensions: ['country'], period: 'today', compare: true, sort: [{ by: 'country', direction: 'asc' }] },
      200,
    );
    const [de, fr] = result.rows;
    assert.equal(de.metrics.clicks, 3);
    assert.equal(de.previous.clicks, 2);
    assert.equal(de.change.clicks, 50);
    assert.equal(de.is_new, false);
    assert.equal(fr.is_new, true);
    assert.equal(fr.change.clicks, null);
    assert.equal(result.previous_totals.clicks, 2);
  });

  it('validates custom metrics on save with the position of the error, and uses them as column, sort key and filter', async () => {
    const bad = await call(t, fx.session, 'POST', '/custom-metrics', { name: 'margin', formula: 'revenue - costs' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /unknown metric at position 11/);
    const syntax = await call(t, fx.session, 'POST', '/custom-metrics', { name: 'margin', formula: 'revenue * (cost' });
    assert.equal(syntax.status, 400);
    assert.match(syntax.body.error, /syntax error.*position/);
    const fn = await call(t, fx.session, 'POST', '/custom-metrics', { name: 'margin', formula: 'max(revenue)' });
    assert.equal(fn.status, 400);
    const created = await ok(
      t,
      fx.session,
      'POST',
      '/custom-metrics',
      { name: 'margin', formula: '(revenue - cost) / clicks' },
      201,
    );
    assert.equal(
      (await call(t, fx.session, 'POST', '/custom-metrics', { name: 'margin', formula: 'clicks' })).status,
      409,
    );
    const result = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      {
        dimensions: ['country'],
        period: 'today',
        metrics: ['clicks', 'margin', 'zero_div'],
        custom_metrics: [{ name: 'zero_div', formula: 'revenue / (clicks - clicks)' }],
        sort: [{ by: 'margin', direction: 'desc' }],
        metric_filters: [{ metric: 'margin', operator: '>', value: -100 }],
      },
      200,
    );
    assert.deepEqual(
      result.rows.map((r: any) => r.values.country),
      ['DE', 'FR'],
    );
    assert.equal(result.rows[0].metrics.margin, (30 - 3) / 3);
    assert.equal(result.rows[0].metrics.zero_div, null);
    // A local metric overrides the global one of the same name.
    const local = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      { period: 'today', metrics: ['margin'], custom_metrics: [{ name: 'margin', formula: 'clicks * 2' }] },
      200,
    );
    assert.equal(local.rows[0].metrics.margin, 8);
    await ok(t, fx.session, 'DELETE', `/custom-metrics/${created.id}`, undefined, 204);
  });

  it('keeps saved reports visible to and editable by their creator only', async () => {
    const colleague = await createSession(t, { workspace_id: fx.workspace_id, role: 'manager' });
    const saved = await ok(
      t,
      fx.session,
      'POST',
      '/saved-reports',
      {
        name: 'By country',
        definition: { dimensions: ['country'], period: '7d', drilldown: { chain: ['country', 'sub_id_1'] } },
      },
      201,
    );
    assert.equal((await call(t, colleague, 'GET', `/saved-reports/${saved.id}`)).status, 404);
    assert.equal((await call(t, colleague, 'PUT', `/saved-reports/${saved.id}`, { name: 'Mine now' })).status, 404);
    assert.equal((await call(t, colleague, 'DELETE', `/saved-reports/${saved.id}`)).status, 404);
    assert.deepEqual(await ok(t, colleague, 'GET', '/saved-reports'), []);
    const bad = await call(t, fx.session, 'POST', '/saved-reports', {
      name: 'Broken',
      definition: { dimensions: ['nope'] },
    });
    assert.equal(bad.status, 400);
    const renamed = await ok(t, fx.session, 'PUT', `/saved-reports/${saved.id}`, { name: 'Countries' });
    assert.equal(renamed.name, 'Countries');
    assert.equal((await ok(t, fx.session, 'GET', '/saved-reports')).length, 1);
  });

  it('drills down with the parents as filters', async () => {
    const level = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      {
        period: 'today',
        drilldown: { chain: ['country', 'sub_id_1'], parents: ['DE'] },
        sort: [{ by: 'sub_id_1', direction: 'asc' }],
      },
      200,
    );
    assert.deepEqual(level.dimensions, ['sub_id_1']);
    assert.deepEqual(
      level.rows.map((r: any) => r.values.sub_id_1),
      ['alpha', 'alpha-2', 'beta'],
    );
  });

  it('marks first-dimension values W or B as asked', async () => {
    const result = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      {
        dimensions: ['country'],
        period: 'today',
        marks: { white: ['DE'], black: ['FR'] },
        sort: [{ by: 'country', direction: 'asc' }],
      },
      200,
    );
    assert.deepEqual(
      result.rows.map((r: any) => r.mark),
      ['W', 'B'],
    );
    assert.deepEqual(result.marks, { dimension: 'country', white: ['DE'], black: ['FR'] });
  });

  it('shows a member without campaigns.view each campaign as [hidden <id prefix>], its figures kept', async () => {
    const viewer = await createSession(t, { workspace_id: fx.workspace_id, role: 'viewer' });
    await withoutPermission(t, viewer, 'campaigns.view');
    const hidden = `[hidden ${fx.campaign_id.slice(0, 8)}]`;
    const body = { period: 'today', dimensions: ['campaign', 'country'], sort: [{ by: 'clicks', direction: 'desc' }] };
    const owners = await ok(t, fx.session, 'POST', '/reports/query', body, 200);
    const theirs = await ok(t, viewer, 'POST', '/reports/query', body, 200);
    assert.deepEqual(
      theirs.rows.map((row: any) => row.labels),
      [
        { campaign: hidden, country: 'DE' },
        { campaign: hidden, country: 'FR' },
      ],
    );
    // Figures, values (ids) and totals are the owner's: only the name is withheld.
    assert.deepEqual(
      theirs.rows.map((row: any) => [row.values, row.metrics]),
      owners.rows.map((row: any) => [row.values, row.metrics]),
    );
    assert.deepEqual(theirs.totals, owners.totals);
    const graph = await gql(
      t,
      '{ report(dimensions: ["campaign"], period: "today") { rows { labels } } }',
      {},
      {
        headers: viewer.headers,
      },
    );
    assert.deepEqual(graph.data.report.rows[0].labels, { campaign: hidden });
    const grouped = await ok(
      t,
      viewer,
      'GET',
      '/reports/group-by?period=today&dimension=campaign&metrics=clicks',
      undefined,
      200,
    );
    assert.deepEqual(
      grouped.rows.map((row: any) => [row.label, row.metrics.clicks]),
      [[hidden, 4]],
    );
    const board = await ok(t, viewer, 'GET', '/reports/dashboard?period=today', undefined, 200);
    assert.deepEqual(
      board.top_campaigns.map((c: any) => c.name),
      [hidden],
    );
    const funnel = await ok(t, viewer, 'POST', '/reports/funnel', { period: 'today', breakdown: 'campaign' }, 200);
    assert.deepEqual(
      funnel.segments.map((segment: any) => segment.label),
      [hidden],
    );
    const exported = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: viewer.headers,
      payload: { period: 'today', dimensions: ['campaign', 'country'], metrics: ['clicks'], sort: [{ by: 'country' }] },
    });
    assert.equal(exported.statusCode, 200);
    assert.deepEqual(exported.body.trim().split('\n').slice(1), [`${hidden},FR,1`, `${hidden},DE,3`]);
    // With campaigns.view the name is there.
    assert.equal(owners.rows[0].labels.campaign, 'Campaign');
  });

  it(
    'checks permissions: viewers read reports, only editors keep custom metrics, clean needs statistics.delete, ' +
      'none without reports.view',
    async () => {
      const viewer = await createSession(t, { workspace_id: fx.workspace_id, role: 'viewer' });
      assert.equal((await query_(viewer, { period: 'today' })).status, 200);
      assert.equal((await call(t, viewer, 'GET', '/reports/dimensions')).status, 200);
      assert.equal((await call(t, viewer, 'POST', '/custom-metrics', { name: 'x', formula: 'clicks' })).status, 403);
      assert.equal(
        (
          await call(t, viewer, 'POST', '/reports/clean', {
            campaign_id: fx.campaign_id,
            from: '2020-01-01',
            to: '2020-01-02',
          })
        ).status,
        403,
      );
      const manager = await createSession(t, { workspace_id: fx.workspace_id, role: 'manager' });
      assert.equal(
        (
          await call(t, manager, 'POST', '/reports/clean', {
            campaign_id: fx.campaign_id,
            from: '2020-01-01',
            to: '2020-01-02',
          })
        ).status,
        403,
      );
      const none = await createSession(t, { workspace_id: fx.workspace_id, role: 'viewer' });
      await withoutPermission(t, none, 'reports.view');
      assert.equal((await query_(none, { period: 'today' })).status, 403);
      assert.equal((await call(t, none, 'POST', '/reports/export', { period: 'today' })).status, 403);
      const graph = await gql(t, '{ report(period: "today") { total_rows } }', {}, { headers: none.headers });
      assert.equal(graph.errors?.[0].extensions?.code, 'FORBIDDEN');
    },
  );

  it('isolates workspaces: another workspace’s clicks and ids never show', async () => {
    const mine = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      { period: 'today', filters: [{ dimension: 'campaign', operator: '=', value: other.campaign_id }] },
      200,
    );
    assert.equal(mine.totals.clicks, 0);
    const theirs = await ok(t, other.session, 'POST', '/reports/query', { period: 'today' }, 200);
    assert.equal(theirs.totals.clicks, 1);
    assert.equal(theirs.totals.cost, 5);
  });

  it('dimensions come from the click-field catalogue with groups and labels', async () => {
    const dims = await ok(t, fx.session, 'GET', '/reports/dimensions');
    const byName = new Map(dims.map((d: any) => [d.name, d]));
    assert.deepEqual(byName.get('sub_id_30'), { name: 'sub_id_30', group: 'sub_id', label: 'Sub ID 30', type: 'text' });
    assert.equal((byName.get('campaign') as any).type, 'uuid');
    for (const name of [
      'affiliate_network',
      'date',
      'hour',
      'day_of_week',
      'month',
      'country',
      'device_type',
      'keyword',
      'ad_campaign',
    ])
      assert.ok(byName.has(name), name);
  });

  it('exports CSV and HTML with names instead of ids', async () => {
    const csv = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: fx.session.headers,
      payload: { dimensions: ['campaign', 'country'], period: 'today' },
    });
    assert.equal(csv.statusCode, 200);
    assert.match(csv.headers['content-type'] as string, /text\/csv/);
    const lines = csv.body.trim().split('\n');
    assert.match(lines[0], /^Campaign,Country,Clicks,Unique clicks,/);
    assert.match(lines[1], /^Campaign,DE,3,/);
    assert.equal(lines.length, 3);
    assert.equal(csv.headers['x-report-warning'], undefined);
    // Numbers are printed as their values: no numeric scale (`0.00000000000000000000`, `12.500000`).
    const cells = lines.slice(1).flatMap((line) => line.split(',').slice(2));
    assert.ok(cells.length > 10);
    for (const cell of cells) assert.match(cell, /^(-?(0|[1-9]\d*)(\.\d*[1-9])?)?$/, `${cell} is a plain number`);
    const html = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: fx.session.headers,
      payload: { dimensions: ['country'], period: 'today', format: 'html' },
    });
    assert.match(html.body, /<th>Country<\/th>/);
    assert.match(html.body, /<td>FR<\/td>/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: fx.session.headers,
      payload: { format: 'xls' },
    });
    assert.equal(bad.statusCode, 400);
  });

  it('cleans one campaign’s clicks and conversions for a period, with counts, an audit record and exact reports after', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = await ok(
      t,
      fx.session,
      'POST',
      '/reports/clean',
      { campaign_id: fx.campaign_id, from: today, to: today },
      200,
    );
    assert.deepEqual(
      { clicks: result.clicks_deleted, conversions: result.conversions_deleted },
      { clicks: 4, conversions: 1 },
    );
    const [audit] = await query(
      t,
      'select user_id, clicks_deleted, conversions_deleted from report_cleanups where id = $1',
      [result.id],
    );
    assert.deepEqual(audit, { user_id: fx.session.user_id, clicks_deleted: '4', conversions_deleted: '1' });
    const rollup = await ok(t, fx.session, 'POST', '/reports/query', { period: '7d' }, 200);
    assert.equal(rollup.totals.clicks, 2);
    assert.equal(rollup.totals.conversions, 0);
    const raw = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      { from: new Date(Date.now() - 7 * DAY).toISOString(), to: new Date(Date.now() + DAY).toISOString() },
      200,
    );
    assert.deepEqual(raw.totals, rollup.totals);
    const foreign = await call(t, fx.session, 'POST', '/reports/clean', {
      campaign_id: other.campaign_id,
      from: today,
      to: today,
    });
    assert.equal(foreign.status, 422);
  });
});
