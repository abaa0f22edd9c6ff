import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { admin, catalog, lastClick, visit, type Catalog } from '../../support/routing';

describe("a source's cost token", () => {
  let t: TestApp;
  let owner: Session;
  let c: Catalog;
  let source: string;

  before(async () => {
    t = await startTestApp({ workers: true });
    owner = await createSession(t);
    c = catalog(t, owner);
    source = (
      await admin(t, owner, 'POST', '/sources', {
        name: 'Cost source',
        parameters: { cost: { param: 'cost', macro: '{cost}' } },
      })
    ).id;
    await admin(
      t,
      owner,
      'POST',
      '/currency-rates',
      { date: new Date().toISOString().slice(0, 10), base: 'EUR', quote: 'USD', rate: '1.1' },
      200,
    );
  });
  after(async () => t.close());

  /** The stored cost of one click with the given query, on a fresh campaign. */
  async function costOf(campaignInput: Record<string, unknown>, query: Record<string, string>): Promise<string> {
    const offer = await c.offer('Offer', 'https://o.example/offer');
    const campaign = await c.campaign({ source_id: source, ...campaignInput });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    assert.equal((await visit(t, campaign.alias, { query })).statusCode, 302);
    return (await lastClick(t, campaign.id))[0].cost;
  }

  const cpcInEuro = { cost_model: 'cpc', cost_value: '0.2', cost_currency: 'EUR' };

  it('overrides the campaign cost model for its click, converted from the cost currency to the base currency', async () => {
    assert.equal(await costOf(cpcInEuro, { cost: '0.05' }), '0.055000');
    assert.equal(await costOf(cpcInEuro, { cost: '0,1' }), '0.110000');
    // Any model, even none: the source said what the click cost.
    assert.equal(await costOf({ cost_model: 'none', cost_currency: 'EUR' }, { cost: '2' }), '2.200000');
  });

  it('leaves the cost model in charge when the token is absent, an unfilled macro or not an amount', async () => {
    assert.equal(await costOf(cpcInEuro, {}), '0.220000');
    for (const cost of ['{cost}', '-1', '1e3', '1,000.50', ''])
      assert.equal(await costOf(cpcInEuro, { cost }), '0.220000', cost);
  });

  it('costs the click 0 when there is no rate from the cost currency', async () => {
    assert.equal(await costOf({ cost_model: 'cpc', cost_value: '5', cost_currency: 'JPY' }, { cost: '7' }), '0.000000');
  });
});
