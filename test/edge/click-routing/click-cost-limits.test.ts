import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession } from '../../support/session';
import { catalog, lastClick, visit } from '../../support/routing';

/** A cost_value the API takes (numeric(20,6)) whose per-click cost does not fit clicks.cost (numeric(18,6)). */
describe('click cost beyond the column', () => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp({ workers: true });
  });
  after(async () => t.close());

  it('records a click whose per-click cost does not fit the clicks.cost column, costed 0', async () => {
    const owner = await createSession(t);
    const c = catalog(t, owner);
    const offer = await c.offer('Offer', 'https://o.example/offer');
    // numeric(20,6) takes it as cost_value; clicks.cost is numeric(18,6).
    const campaign = await c.campaign({ cost_model: 'cpc', cost_value: '99999999999999' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    assert.equal((await visit(t, campaign.alias)).statusCode, 302);
    const [row] = await lastClick(t, campaign.id);
    assert.equal(row.cost, '0.000000');
  });
});
