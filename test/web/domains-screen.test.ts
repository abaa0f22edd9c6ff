import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openScreen, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startDnsServer } from '../support/dns-server';
import { startTestApp, type TestApp } from '../support/harness';
import { catalog } from '../support/routing';
import { createSession, type Session } from '../support/session';
import { waitFor } from '../support/wait';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;

/**
 * The Domains screen and the link builder on a domain (docs/domains.md): a buyer adds a domain by
 * name, picks its root campaign by name, sees its DNS state in words, keeps it to one campaign by
 * ticking it, and copies a campaign's link on that domain; the domain routes at once.
 */
describe('tracking domains in the app', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let owner: Session;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  const errors: string[] = [];

  before(async () => {
    dns = await startDnsServer(new Map([['go.buyer.test', { a: ['203.0.113.10'] }]]));
    t = await startTestApp({ env: { DNS_RESOLVERS: dns.address, DOMAIN_TARGETS: '203.0.113.10' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    await mkdir(join(WEB_ARTIFACTS, 'screens'), { recursive: true });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await dns?.close();
  });

  async function shots(page: Page, name: string) {
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(WEB_ARTIFACTS, 'screens', `${name}-${size.width}.png`), fullPage: true });
    }
  }

  it('adds a domain, picks its root campaign and its campaigns by name, and builds links on it', async () => {
    const c = catalog(t, owner);
    const offer = await c.offer('Sweeps offer', 'https://offer.example/sweeps');
    const sweeps = await c.campaign({ name: 'Sweeps – worldwide', alias: 'sweeps' });
    await c.flow(sweeps.id, { offers: [{ offer_id: offer }] });
    await c.campaign({ name: 'VPN – EU', alias: 'vpn' });

    const context = await browser.newContext({ viewport: SIZES[0] });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await openScreen(page, 'Domains');
    await page.getByText('No tracking domains yet').waitFor();
    await shots(page, 'domains-empty');

    await page.getByRole('button', { name: 'New domain' }).click();
    await page.getByLabel('Domain name').fill('Go.Buyer.test');
    await page.getByLabel('What the root (/) shows').selectOption({ label: 'Default campaign' });
    const box = page.getByRole('combobox', { name: 'Default campaign (root)' });
    await box.click();
    await box.fill('Sweeps');
    await page.getByRole('option', { name: 'Sweeps – worldwide', exact: true }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('cell', { name: 'go.buyer.test', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Points here', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Certificate on first visit', exact: true }).waitFor();

    // It routes at once: its root sends the visitor through the default campaign.
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'go.buyer.test' } });
    assert.equal(root.statusCode, 302);
    assert.equal(root.headers.location, 'https://offer.example/sweeps');

    await page
      .getByRole('row', { name: /go\.buyer\.test/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.getByText('resolves to 203.0.113.10, this service').waitFor();
    await page.getByLabel('Which campaigns answer on it').selectOption('listed');
    await page.getByRole('checkbox', { name: 'Sweeps – worldwide' }).check();
    await page.getByRole('button', { name: 'Save campaigns' }).click();
    await page.getByRole('cell', { name: '1 listed', exact: true }).waitFor();
    await shots(page, 'domains-editor');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/vpn', headers: { host: 'go.buyer.test' } })).statusCode,
      404,
    );

    // The campaign's link builder offers the domain; the link is built on it.
    await page.goto(`${base}/app/campaigns/${sweeps.id}`);
    await page.getByRole('tab', { name: /^Set-up/ }).click();
    await page.getByLabel('Domain', { exact: true }).selectOption({ label: 'go.buyer.test' });
    await page.getByTestId('tracking-link').filter({ hasText: 'http://go.buyer.test/sweeps' }).waitFor();
    await shots(page, 'domains-link-builder');

    // Limited to its domains, the campaign's "Copy link" in the list copies its link on the domain.
    await t.app.inject({
      method: 'PUT',
      url: `/admin_api/v1/campaigns/${sweeps.id}`,
      headers: owner.headers,
      payload: { domains_only: true },
    });
    await openScreen(page, 'Campaigns');
    const copy = page.getByRole('row', { name: /Sweeps – worldwide/ }).getByRole('button', { name: 'Copy link' });
    // The row learns the workspace's domains once they are read: copy until the link is on the domain.
    await waitFor(async () => {
      await copy.click();
      return (await page.evaluate<string>('navigator.clipboard.readText()')) === 'http://go.buyer.test/sweeps';
    });
    assert.deepEqual(errors, []);
  });
});
