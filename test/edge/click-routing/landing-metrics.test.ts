import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { admin, catalog, lastClick, query, visit, type Catalog } from '../../support/routing';
import { waitFor } from '../../support/wait';
import { storeClick, trackingFixture } from '../../support/conversions';
import { markClickThroughs, PendingClickThroughs } from '../../../edge/click-recording/click-throughs';
import { newClickId } from '../../../entities/click-id';
import { ruleBody } from '../../services/rules/support';

/** Landing metrics end to end: redirects and click-throughs over HTTP, the consumer's UPDATE, the report. */
describe('landing click-throughs (lp_views, lp_clicks, lp_ctr, offer_clicks)', () => {
  let t: TestApp;
  let owner: Session;
  let c: Catalog;

  before(async () => {
    t = await startTestApp({ workers: true });
    owner = await createSession(t);
    c = catalog(t, owner);
  });
  after(async () => t.close());

  it('records the first click-through of each click once and reports it on the click', async () => {
    const offer = await c.offer('Offer LP', 'https://offer.example/lp?click={click_id}');
    const landing = await c.landing('Landing LP', 'https://lp.example/page?cid={click_id}');
    const withLanding = await c.campaign({ alias: 'lp-metrics' });
    await c.flow(withLanding.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: offer }] });
    const direct = await c.campaign({ alias: 'lp-metrics-direct' });
    await c.flow(direct.id, { offers: [{ offer_id: offer }] });

    for (let i = 0; i < 4; i++)
      assert.equal((await visit(t, withLanding.alias, { ip: `73.15.21.${i + 1}` })).statusCode, 302);
    assert.equal((await visit(t, direct.alias, { ip: '73.15.21.9' })).statusCode, 302);
    const clicks = await lastClick(t, withLanding.id, 4);
    // Two clicks go through, one of them twice: the first time is kept.
    for (const clickId of [clicks[0].click_id, clicks[1].click_id, clicks[1].click_id]) {
      const through = await t.app.inject({ method: 'GET', url: `/click?cid=${clickId}` });
      assert.equal(through.statusCode, 302);
    }
    const marked = await waitFor(
      () =>
        query(t, 'select click_id, lp_clicked_at from clicks where campaign_id = ? and lp_clicked_at is not null', [
          withLanding.id,
        ]),
      (rows) => rows.length === 2,
    );
    assert.deepEqual(marked.map((r) => r.click_id).sort(), [clicks[0].click_id, clicks[1].click_id].sort());
    const firstTime = marked.find((r) => r.click_id === clicks[1].click_id)!.lp_clicked_at;
    // A later click-through of the same click leaves its time as it was.
    await t.app.inject({ method: 'GET', url: `/click?cid=${clicks[1].click_id}` });
    await t.app.inject({ method: 'GET', url: `/click?cid=${clicks[0].click_id}` });

    const report = await waitFor(
      async () => {
        const r = await admin(
          t,
          owner,
          'POST',
          '/reports/query',
          {
            dimensions: ['campaign'],
            metrics: ['clicks', 'lp_views', 'lp_clicks', 'lp_ctr', 'offer_clicks'],
            period: 'today',
          },
          200,
        );
        return r.rows.length === 2 ? r : null;
      },
      (r) => r !== null,
    );
    const byCampaign = new Map(report!.rows.map((r: any) => [r.values.campaign, r.metrics]));
    assert.deepEqual(byCampaign.get(withLanding.id), {
      clicks: 4,
      lp_views: 4,
      lp_clicks: 2,
      lp_ctr: 50,
      offer_clicks: 2,
    });
    assert.deepEqual(byCampaign.get(direct.id), {
      clicks: 1,
      lp_views: 0,
      lp_clicks: 0,
      lp_ctr: null,
      offer_clicks: 1,
    });
    assert.deepEqual(report!.totals, { clicks: 5, lp_views: 4, lp_clicks: 2, lp_ctr: 50, offer_clicks: 3 });
    const [again] = await query(t, 'select lp_clicked_at from clicks where click_id = ?', [clicks[1].click_id]);
    assert.equal(new Date(again.lp_clicked_at).getTime(), new Date(firstTime).getTime());
    // The hourly cube says the same.
    const raw = await admin(
      t,
      owner,
      'POST',
      '/reports/query',
      {
        dimensions: ['campaign', 'hour'],
        metrics: ['lp_views', 'lp_clicks', 'offer_clicks'],
        period: 'today',
      },
      200,
    );
    assert.equal(raw.storage, 'rollup:campaign');
    assert.deepEqual(raw.totals, { lp_views: 4, lp_clicks: 2, offer_clicks: 3 });

    // Custom formulas and rule conditions read them like any metric.
    const custom = await admin(
      t,
      owner,
      'POST',
      '/reports/query',
      {
        dimensions: [],
        metrics: ['lp_share'],
        custom_metrics: [{ name: 'lp_share', formula: 'lp_clicks / offer_clicks * 100' }],
        period: 'today',
      },
      200,
    );
    assert.equal(Number(custom.totals.lp_share.toFixed(6)), Number(((2 / 3) * 100).toFixed(6)));
    const rule = await admin(
      t,
      owner,
      'POST',
      '/rules',
      ruleBody({ target_ids: [withLanding.id], condition: 'lp_ctr < 10 AND lp_views > 100' }),
      201,
    );
    assert.equal(rule.condition, 'lp_ctr < 10 AND lp_views > 100');
  });

  it('keeps a click-through that came before its click row and sets it once the row is there', async () => {
    const fx = await trackingFixture(t);
    const time = new Date();
    const early = { click_id: newClickId(time), created_at: time.toISOString(), at: new Date().toISOString() };
    const pool = t.runtime.services.conversions.pool;
    const missing = await markClickThroughs(pool, [early]);
    assert.deepEqual(missing, [early]);
    const pending = new PendingClickThroughs([0, 0]);
    pending.add(missing, 1, 0);
    await storeClick(t, { ...fx }, { click_id: early.click_id, landing_id: fx.offer_id }, time);
    await pending.retry(pool, 1);
    assert.equal(pending.size, 0);
    const [row] = await query(t, 'select lp_clicked_at from clicks where click_id = ?', [early.click_id]);
    assert.equal(new Date(row.lp_clicked_at).toISOString(), early.at);
  });
});
