import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, postback, query, storeClick, trackingFixture } from '../../support/conversions';

/** A postback amount that parses (numeric(20,6)) but overflows the payout column once converted. */
describe('payout beyond the column', () => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  it('records a conversion whose amount overflows the payout column once converted, with payout null', async () => {
    const eur = await trackingFixture(t, { base_currency: 'EUR' });
    const day = 86_400_000;
    const clickTime = new Date(Date.now() - 2 * day);
    await api(t, eur.session, 'POST', '/currency-rates', {
      base: 'USD',
      quote: 'EUR',
      date: new Date(clickTime.getTime() - day).toISOString().slice(0, 10),
      rate: '20',
    });
    const click = await storeClick(t, eur, {}, clickTime);
    const res = await postback(t, eur.postback_key, {
      subid: click.click_id,
      status: 'sale',
      payout: '99999999999999',
      currency: 'USD',
      txid: 'tx-huge',
    });
    assert.equal(res.statusCode, 200);
    const [row] = await query(t, 'select * from conversions where click_id = $1', [click.click_id]);
    assert.equal(row.payout, null);
    assert.equal(row.amount, '99999999999999.000000');
    assert.equal(row.currency, 'USD');
  });
});
