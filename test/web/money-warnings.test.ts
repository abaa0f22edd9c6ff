import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { unpricedClicksSweepJob } from '../../jobs/unpriced-clicks';
import { launchChromium, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { admin, catalog, lastClick, visit } from '../support/routing';
import { createSession, type Session } from '../support/session';
import { waitFor } from '../support/wait';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;

/**
 * Money a buyer can trust in the app (docs/tracking-model.md "Clicks costed without a rate"): a
 * campaign whose clicks were costed 0 for want of a rate is flagged on its row, its page and the
 * dashboard, each leading to the currency-rate form, which says a rate in words; a paused campaign
 * still receiving clicks says so; a network shows its postback URL.
 */
describe('money warnings in the app', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let owner: Session;
  const errors: string[] = [];

  before(async () => {
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    await admin(t, owner, 'PUT', '/workspace', { base_currency: 'EUR' });
    await mkdir(join(WEB_ARTIFACTS, 'screens'), { recursive: true });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  async function shots(page: Page, name: string) {
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(WEB_ARTIFACTS, 'screens', `${name}-${size.width}.png`), fullPage: true });
    }
  }

  it('flags a missing rate on the row, the page and the dashboard, and leads to the rate form', async () => {
    const c = catalog(t, owner);
    const network = await admin(t, owner, 'POST', '/affiliate-networks/from-template', { template: 'leadbit' });
    const offer = await c.offer('Sweeps offer', 'https://offer.example/sweeps', { affiliate_network_id: network.id });
    const usd = await c.campaign({
      name: 'Push US – sweeps',
      cost_model: 'cpc',
      cost_value: '0.05',
      cost_currency: 'USD',
    });
    await c.flow(usd.id, { offers: [{ offer_id: offer }] });
    for (let i = 0; i < 3; i++) assert.equal((await visit(t, usd.alias)).statusCode, 302);
    await lastClick(t, usd.id, 3);
    await unpricedClicksSweepJob.process({}, t.runtime.services);
    // A paused campaign its source still sends to.
    const paused = await c.campaign({ name: 'Pops DE – paused', cost_model: 'cpc', cost_value: '0.02' });
    await c.flow(paused.id, { offers: [{ offer_id: offer }] });
    await admin(t, owner, 'PUT', `/campaigns/${paused.id}`, { state: 'paused' });
    await waitFor(
      async () => (await visit(t, paused.alias)).statusCode,
      (status) => status === 404,
    );

    const context = await browser.newContext({ viewport: SIZES[0] });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByTestId('missing-rate-dashboard').getByText('USD → EUR').waitFor();
    await page
      .getByTestId('paused-charged-dashboard')
      .getByText(/Pops DE – paused \(1 click\)/)
      .waitFor();
    await shots(page, 'money-dashboard');

    await page.goto(`${base}/app/campaigns`);
    const flag = page.getByTestId('missing-rate-flag');
    await flag.getByText('No USD → EUR rate: 3 clicks costed 0').waitFor();
    await page
      .getByTestId('paused-charged-flag')
      .getByText(/paused: 1 click charged today/)
      .waitFor();
    await shots(page, 'money-campaign-list');

    // A new campaign's cost currency starts from the workspace currency.
    await page.getByRole('button', { name: 'New campaign', exact: true }).click();
    await waitFor(
      () => page.locator('input[name="cost_currency"]').inputValue(),
      (value) => value === 'EUR',
    );
    await shots(page, 'money-campaign-form');
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('link', { name: 'Push US – sweeps' }).click();
    await page.getByTestId('missing-rate-alert').waitFor();
    await shots(page, 'money-campaign-page');
    // Its set-up tab: the postback URL of the network its flow sends to, with LeadBit's macros.
    await page.getByRole('tab', { name: /Set-up/ }).click();
    const campaignUrl = page.getByTestId('network-postback-url');
    await campaignUrl.waitFor();
    assert.match((await campaignUrl.textContent()) ?? '', /\/postback\?subid=\{sub1\}&status=\{status\}/);
    await shots(page, 'money-campaign-setup');

    // The row's flag leads to the rate form, which says the rate in words as it is typed.
    await page.goto(`${base}/app/campaigns`);
    await flag.click();
    await page.getByRole('heading', { name: 'Currency rates', level: 1 }).waitFor();
    await page.getByTestId('ecb-rates-setting').waitFor();
    await page.getByRole('button', { name: 'New rate', exact: true }).click();
    await page.getByLabel('Date (YYYY-MM-DD)').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Base currency').fill('EUR');
    await page.getByLabel('Quote currency').fill('USD');
    await page.getByLabel('Rate', { exact: true }).fill('1.25');
    await page.getByText('1 EUR = 1.25 USD').waitFor();
    await shots(page, 'money-rate-form');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: '1 EUR = 1.25 USD' }).waitFor();

    // The rate re-costed the clicks: the flag is gone.
    await page.goto(`${base}/app/campaigns`);
    await page.getByRole('link', { name: 'Push US – sweeps' }).waitFor();
    await page.getByTestId('paused-charged-flag').waitFor();
    assert.equal(await flag.count(), 0);

    // A network's postback URL, ready to paste.
    await page.goto(`${base}/app/networks`);
    await page.getByRole('button', { name: 'Edit LeadBit', exact: true }).click();
    const url = page.getByTestId('network-postback-url');
    await url.waitFor();
    assert.match((await url.textContent()) ?? '', /\/postback\?subid=\{sub1\}&status=\{status\}/);
    await shots(page, 'money-network-postback');
    assert.deepEqual(errors, []);
  });
});
