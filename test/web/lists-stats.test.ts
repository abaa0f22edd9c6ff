import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openScreen, screenshot, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin, catalog } from '../support/routing';
import { waitFor } from '../support/wait';

const US_IP = '73.15.20.1';
const LONG = 'Lists campaign with a long name – PropellerAds push – US Android';
const OTHER = 'Lists second campaign';
const OFFER = 'Lists offer';
const SOURCE = 'Lists push source';
const count = (v: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(v);
const money = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(v);
const percent = (v: number) => `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(v)} %`;

/**
 * The statistics lists and the entity pages: the campaign list's totals row equals the API's sums
 * (ratios from the sums), a metric added from the column picker shows with its total, long names
 * use the width there is, the archived view keeps its statistics, and an offer and a source open
 * their own statistics grouped by country and by campaign.
 */
describe('statistics lists and entity pages (headless Chromium against the real service)', {
  skip: webAppMissing,
}, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  let owner: Session;
  let offerId = '';
  let sourceId = '';
  let otherId = '';

  before(async () => {
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    const make = catalog(t, owner);
    offerId = await make.offer(OFFER, 'https://offer.example/?cid={click_id}');
    sourceId = (await admin(t, owner, 'POST', '/sources', { name: SOURCE })).id;
    const long = await make.campaign({ name: LONG, source_id: sourceId });
    const other = await make.campaign({ name: OTHER, source_id: sourceId });
    otherId = other.id;
    for (const c of [long, other]) await make.flow(c.id, { offers: [{ offer_id: offerId, weight: 100 }] });
    const postbackKey = (await admin(t, owner, 'GET', '/workspace')).postback_key;
    const clickIds: string[] = [];
    for (const [alias, n] of [
      [long.alias, 3],
      [other.alias, 2],
    ] as const) {
      for (let i = 0; i < n; i++) {
        const res = await fetch(`${base}/${alias}?sub_id_1=zone-${i}`, {
          redirect: 'manual',
          headers: {
            'x-forwarded-for': US_IP,
            'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 lists/${i}`,
          },
        });
        assert.equal(res.status, 302);
        clickIds.push(new URL(res.headers.get('location')!).searchParams.get('cid')!);
      }
    }
    const postback = await fetch(
      `${base}/${postbackKey}/postback?subid=${clickIds[0]}&status=sale&payout=7.5&txid=L-1`,
    );
    assert.equal(postback.status, 200);
    await waitFor(async () => {
      const report = await apiReport();
      return report.totals.clicks === 5 && report.totals.conversions === 1;
    });
    await mkdir(WEB_ARTIFACTS, { recursive: true });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const apiReport = () =>
    admin(
      t,
      owner,
      'POST',
      '/reports/query',
      {
        dimensions: ['campaign'],
        metrics: ['clicks', 'unique_clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi', 'epc', 'cr'],
        period: 'today',
      },
      200,
    );
  /** Both sizes of a screen: 1440×900, then 1280×800 (the viewport set back after). */
  const shots = async (name: string) => {
    await screenshot(page, `lists-${name}-1440`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `lists-${name}-1280`);
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  const total = (metric: string) => page.locator(`[data-testid="totals-row"] [data-metric="${metric}"]`);

  it('the campaign list’s totals row equals the API’s sums, ratios from the sums', async () => {
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.locator('header .period-picker select').selectOption('today');
    await openScreen(page, 'Campaigns');
    await page.getByRole('row', { name: new RegExp(OTHER) }).waitFor();
    const report = await apiReport();
    const sums = { clicks: 0, conversions: 0, revenue: 0 };
    for (const row of report.rows)
      for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] += row.metrics[k];
    assert.deepEqual(sums, { clicks: 5, conversions: 1, revenue: 7.5 });
    await waitFor(async () => (await total('clicks').textContent()) === count(report.totals.clicks));
    assert.equal(await total('conversions').textContent(), count(sums.conversions));
    assert.equal(await total('revenue').textContent(), money(sums.revenue));
    // CR from the sums (1 of 5 clicks: 20 %), not the average of the rows' 33.3 % and 0 %.
    assert.equal(await total('cr').textContent(), percent(20));
    assert.equal(await total('epc').textContent(), money(1.5));
    assert.match((await page.getByTestId('totals-row').textContent()) ?? '', /Total: 2 rows/);
    // A search narrows the rows and the totals with them.
    await page.getByRole('searchbox').fill('second');
    await waitFor(async () => (await total('clicks').textContent()) === '2');
    await page.getByRole('searchbox').fill('');
    await waitFor(async () => (await total('clicks').textContent()) === '5');
  });

  it('a long campaign name uses the width there is at 1440 px, the whole name on hover', async () => {
    const name = page.locator('.name-cell', { hasText: LONG });
    assert.equal(await name.getAttribute('title'), LONG);
    // The characters in view: far more than the ~25 a fixed 14rem column showed (all of them when the row has room).
    const shown = await page.evaluate<number>(
      `(() => { const el = [...document.querySelectorAll('.name-cell')].find((e) => e.title === ${JSON.stringify(LONG)});
        return Math.min(1, el.clientWidth / el.scrollWidth) * ${LONG.length}; })()`,
    );
    assert.ok(shown >= 45, `${Math.round(shown)} characters of the name in view`);
  });

  it('every metric the API lists is a column: Unique clicks added from the picker shows with its total', async () => {
    const metrics = (await admin(t, owner, 'GET', '/reports/metrics')).metrics as { name: string }[];
    await page.getByRole('button', { name: /^Columns/ }).click();
    const panel = page.locator('.column-picker-panel');
    assert.equal(await panel.getByRole('checkbox').count(), metrics.length, 'one check box per metric the API lists');
    await panel.getByRole('checkbox', { name: 'Unique clicks', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Unique clicks' }).waitFor();
    const report = await apiReport();
    await waitFor(async () => (await total('unique_clicks').textContent()) === count(report.totals.unique_clicks));
    await shots('campaigns-totals');
  });

  it('the name column resizes by its header edge, the width kept per user', async () => {
    const handle = page.getByRole('separator', { name: 'Column width' }).first();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 120, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const saved = await waitFor(async () => {
      const columns = (await admin(t, owner, 'GET', '/me/preferences')).columns ?? {};
      return columns.campaigns_widths?.[0] as string | undefined;
    });
    assert.match(saved, /^name:\d+$/);
    // Back to its own width (a double click), so the screenshots show the default.
    await handle.dblclick();
    await waitFor(
      async () => ((await admin(t, owner, 'GET', '/me/preferences')).columns.campaigns_widths ?? []).length === 0,
    );
  });

  it('the archived view keeps its statistics', async () => {
    await admin(t, owner, 'POST', `/campaigns/${otherId}/archive`, undefined, 200);
    await page.getByLabel('Show archived').check();
    const row = page.getByRole('row', { name: new RegExp(OTHER) });
    await row.getByRole('cell', { name: '2', exact: true }).first().waitFor();
    await waitFor(async () => (await total('clicks').textContent()) === '2');
    await shots('campaigns-archived');
    await page.getByLabel('Show archived').uncheck();
  });

  it('an offer opens its statistics from the list, grouped by country, then by campaign', async () => {
    await openScreen(page, 'Offers');
    await waitFor(async () => (await total('clicks').textContent()) === '5');
    await shots('offers-list');
    await page.getByRole('link', { name: OFFER, exact: true }).click();
    await page.waitForURL(new RegExp(`/offers/${offerId}$`));
    await page.getByRole('heading', { name: OFFER }).waitFor();
    const figures = page.getByTestId('key-figures');
    await waitFor(async () => (await figures.locator('[data-metric="clicks"]').textContent()) === '5');
    // Grouped by country first (the test's addresses may have no country in this GeoIP data: "(not set)").
    const groups = page.getByRole('table', { name: 'Statistics by the chosen grouping' });
    assert.equal(await page.getByRole('button', { name: 'Country', exact: true }).getAttribute('aria-pressed'), 'true');
    await groups.getByRole('button', { name: /United States|\(not set\)/ }).waitFor();
    await page.getByRole('button', { name: 'Campaign', exact: true }).click();
    await groups.getByRole('button', { name: new RegExp(LONG) }).waitFor();
    // A campaign's row opens by the next grouping in place (sub id 1: the zones).
    await groups.getByRole('button', { name: new RegExp(LONG) }).click();
    await groups.getByText('zone-2').waitFor();
    await page.getByRole('button', { name: 'Country', exact: true }).click();
    await groups.getByRole('button', { name: /United States|\(not set\)/ }).waitFor();
    await shots('offer-page');
    await page.getByRole('tab', { name: 'Set-up' }).click();
    await page.getByRole('textbox', { name: 'Name' }).first().waitFor();
  });

  it('a source opens its statistics the same way', async () => {
    await openScreen(page, 'Sources');
    await page.getByRole('link', { name: SOURCE, exact: true }).click();
    await page.waitForURL(new RegExp(`/sources/${sourceId}$`));
    const figures = page.getByTestId('key-figures');
    await waitFor(async () => (await figures.locator('[data-metric="clicks"]').textContent()) === '5');
    await page.getByRole('table', { name: 'Statistics by the chosen grouping' }).getByRole('button').first().waitFor();
    await shots('source-page');
  });
});
