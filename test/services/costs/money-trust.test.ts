import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { admin, catalog, lastClick, query, visit, type Catalog } from '../../support/routing';
import { waitFor } from '../../support/wait';
import { unpricedClicksSweepJob } from '../../../jobs/unpriced-clicks';
import { ecbRatesSweepJob } from '../../../jobs/ecb-rates';

const today = () => new Date().toISOString().slice(0, 10);

/** The ECB's daily file, as https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml serves it. */
const ecbXml = (day: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='${day}'>
			<Cube currency='USD' rate='1.0800'/>
			<Cube currency='JPY' rate='162.50'/>
			<Cube currency='GBP' rate='0.8400'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

describe('money a buyer can trust', () => {
  let t: TestApp;
  let owner: Session;
  let c: Catalog;
  let ecb: Server;
  let ecbHits = 0;

  before(async () => {
    // A local stand-in for the ECB (the internet is not reachable from tests): its URL is operator config.
    ecb = createServer((req, res) => {
      ecbHits++;
      if (req.url !== '/stats/eurofxref/eurofxref-daily.xml') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/xml' }).end(ecbXml(today()));
    });
    await new Promise<void>((resolve) => ecb.listen(0, '127.0.0.1', resolve));
    const port = (ecb.address() as AddressInfo).port;
    t = await startTestApp({
      workers: true,
      env: { ECB_RATES_URL: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml` },
    });
    owner = await createSession(t);
    c = catalog(t, owner);
    await admin(t, owner, 'PUT', '/workspace', { base_currency: 'EUR' });
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => ecb.close(resolve));
  });

  const warnings = () => admin(t, owner, 'GET', '/money-warnings');
  const sweep = () => unpricedClicksSweepJob.process({}, t.runtime.services) as Promise<{ notified: number }>;

  async function usdCampaign(): Promise<{ id: string; alias: string }> {
    const offer = await c.offer('Offer', 'https://o.example/offer');
    const campaign = await c.campaign({ cost_model: 'cpc', cost_value: '0.5', cost_currency: 'USD' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    return campaign;
  }

  it('new campaigns and offers take the workspace currency when none is given', async () => {
    const campaign = await c.campaign({});
    assert.equal((await admin(t, owner, 'GET', `/campaigns/${campaign.id}`)).cost_currency, 'EUR');
    const offer = await c.offer('Payout in the workspace currency', 'https://o.example/p');
    assert.equal((await admin(t, owner, 'GET', `/offers/${offer}`)).payout_currency, 'EUR');
  });

  it('records clicks costed 0 for want of a rate, warns, notifies once per pair and day, re-costs once a rate exists', async () => {
    const first = await usdCampaign();
    const second = await usdCampaign();
    for (let i = 0; i < 3; i++) assert.equal((await visit(t, first.alias)).statusCode, 302);
    assert.equal((await visit(t, second.alias)).statusCode, 302);
    const clicks = await lastClick(t, first.id, 3);
    assert.deepEqual(
      clicks.map((k) => k.cost),
      ['0.000000', '0.000000', '0.000000'],
    );
    await lastClick(t, second.id, 1);

    const before = await warnings();
    const row = before.unpriced.find((u: { campaign_id: string }) => u.campaign_id === first.id);
    assert.deepEqual(
      { currency: row.currency, base: row.base_currency, day: row.day, clicks: row.clicks, amount: row.amount },
      { currency: 'USD', base: 'EUR', day: today(), clicks: 3, amount: '1.5' },
    );
    assert.equal(before.rates_link, '/rates');

    // One notification for the pair and day, however many campaigns and sweeps.
    await sweep();
    await sweep();
    const notices = (await admin(t, owner, 'GET', '/notifications')).filter(
      (n: { kind: string }) => n.kind === 'rate.missing',
    );
    assert.equal(notices.length, 1);
    assert.match(notices[0].title, /USD → EUR/);
    assert.deepEqual(
      { link: notices[0].data.link, currency: notices[0].data.currency, clicks: notices[0].data.clicks },
      { link: '/rates', currency: 'USD', clicks: 4 },
    );

    // The rate arrives: the clicks are re-costed at it (0.5 USD at 1 EUR = 1.25 USD is 0.4 EUR) and the warning goes.
    await admin(t, owner, 'POST', '/currency-rates', { date: today(), base: 'EUR', quote: 'USD', rate: '1.25' }, 200);
    const costed = await query(t, 'select cost::text from clicks where campaign_id = ?', [first.id]);
    assert.deepEqual(
      costed.map((r) => r.cost),
      ['0.400000', '0.400000', '0.400000'],
    );
    assert.deepEqual((await warnings()).unpriced, []);
    // The rollups the reports read follow the re-costed clicks.
    const costOfFirst = async () => {
      const report = await admin(
        t,
        owner,
        'POST',
        '/reports/query',
        { dimensions: ['campaign'], metrics: ['clicks', 'cost'], period: 'today' },
        200,
      );
      return report.rows.find((r: { values: { campaign: string } }) => r.values.campaign === first.id)?.metrics;
    };
    assert.deepEqual(await waitFor(costOfFirst, (m) => m?.cost === 1.2), { clicks: 3, cost: 1.2 });
    // New clicks find the rate (once the routing table rebuilt) and are not recorded as unpriced.
    await waitFor(
      async () => {
        const [{ n }] = await query(t, 'select count(*)::int as n from clicks where campaign_id = ?', [first.id]);
        await visit(t, first.alias);
        return (await lastClick(t, first.id, n + 1))[0].cost;
      },
      (cost) => cost === '0.400000',
    );
    const left = await query(t, 'select count(*)::int as n from unpriced_clicks where campaign_id = ?', [first.id]);
    assert.equal(left[0].n, 0);
  });

  it('counts the clicks a paused campaign is still charged for today', async () => {
    const offer = await c.offer('Offer', 'https://o.example/offer');
    const campaign = await c.campaign({ cost_model: 'cpc', cost_value: '0.1', cost_currency: 'EUR' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    await admin(t, owner, 'PUT', `/campaigns/${campaign.id}`, { state: 'paused' });
    let off = 0;
    // The routing table learns of the pause within moments: count only the clicks answered as paused.
    await waitFor(
      async () => {
        if ((await visit(t, campaign.alias)).statusCode === 404) off++;
        return off;
      },
      (n) => n >= 2,
    );
    const stored = await waitFor(
      () => query(t, `select cost::text from clicks where campaign_id = ? and outcome = 'campaign_off'`, [campaign.id]),
      (rows) => rows.length === off,
    );
    // Charged: the source bills them (docs/decisions.md).
    assert.ok(stored.every((r) => r.cost === '0.100000'));
    const paused = (await warnings()).paused.find((p: { campaign_id: string }) => p.campaign_id === campaign.id);
    assert.deepEqual(
      { clicks: paused.clicks, cost: Number(paused.cost) },
      { clicks: off, cost: Number((0.1 * off).toFixed(6)) },
    );
  });

  it('fetches the ECB daily rates for workspaces that turn it on, any pair crossed through EUR', async () => {
    const other = await createSession(t);
    assert.equal((await admin(t, other, 'GET', '/workspace')).ecb_rates, false);
    ecbHits = 0;
    await ecbRatesSweepJob.process({}, t.runtime.services);
    assert.equal(ecbHits, 0, 'no workspace wants the rates: nothing is fetched');
    assert.equal((await admin(t, other, 'PUT', '/workspace', { ecb_rates: true })).ecb_rates, true);
    const swept = await ecbRatesSweepJob.process({}, t.runtime.services);
    assert.deepEqual(swept, { workspaces: 1, day: today(), rates: 3 });
    const rates = await admin(t, other, 'GET', '/currency-rates?base=EUR');
    assert.deepEqual(
      rates.items.map((r: { quote: string; rate: string; origin: string }) => [r.quote, r.rate, r.origin]),
      [
        ['GBP', '0.84', 'ecb_daily'],
        ['JPY', '162.5', 'ecb_daily'],
        ['USD', '1.08', 'ecb_daily'],
      ],
    );
    const cross = await admin(t, other, 'GET', `/currency-rates/lookup?currency=USD&date=${today()}&to=GBP`);
    assert.equal(cross.rate, '0.7777777778');
    // The first workspace did not ask: it has no ECB rates.
    const mine = await admin(t, owner, 'GET', '/currency-rates?base=EUR&quote=GBP');
    assert.equal(mine.items.length, 0);
  });

  it('gives each network and campaign its ready-to-paste postback URL', async () => {
    const key = (await admin(t, owner, 'GET', '/workspace')).postback_key;
    const base = t.config.publicBaseUrl;
    const leadbit = await admin(t, owner, 'POST', '/affiliate-networks/from-template', { template: 'leadbit' });
    const plain = await admin(t, owner, 'POST', '/affiliate-networks', { name: 'In-house' });
    const [fromTemplate] = await admin(t, owner, 'GET', `/postback-urls?network_id=${leadbit.id}`);
    assert.deepEqual(fromTemplate, {
      network_id: leadbit.id,
      network_name: 'LeadBit',
      template: 'LeadBit',
      url: `${base}/${key}/postback?subid={sub1}&status={status}&payout={payout}&txid={lead_id}`,
    });
    const [standard] = await admin(t, owner, 'GET', `/postback-urls?network_id=${plain.id}`);
    assert.equal(standard.url, `${base}/${key}/postback?subid={subid}&status={status}&payout={payout}`);
    assert.equal(standard.template, null);

    const offer = await c.offer('Leadbit offer', 'https://o.example/lb', { affiliate_network_id: leadbit.id });
    const campaign = await c.campaign({});
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    const forCampaign = await admin(t, owner, 'GET', `/postback-urls?campaign_id=${campaign.id}`);
    assert.deepEqual(
      forCampaign.map((u: { network_id: string }) => u.network_id),
      [leadbit.id],
    );
    const bare = await c.campaign({});
    const [generic] = await admin(t, owner, 'GET', `/postback-urls?campaign_id=${bare.id}`);
    assert.deepEqual([generic.network_id, generic.url], [null, standard.url]);
  });
});
