import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openScreen, screenshot, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin, catalog, query } from '../support/routing';
import { waitFor } from '../support/wait';

/** A US address (the service's GeoLite2 data). */
const US_IP = '73.15.20.1';
const DAY = 86_400_000;

/**
 * A buyer's day that never leaves the app: costs for yesterday, three conversions uploaded, a
 * campaign's own report drilled from country to sub id, and the top bar's "Yesterday" asked for by
 * the dashboard, a report, the funnel and the click log. The test calls the API only as traffic
 * would (clicks and a postback), after a set-up fixture (an offer, a campaign with a flow).
 */
describe('a buyer’s day in the app (headless Chromium against the real service)', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  let owner: Session;
  let alias = '';
  let postbackKey = '';
  // The service's clock: yesterday while the first clicks arrive, then now.
  let shift = -DAY;
  const clickIds: string[] = [];
  const asked: { name: string; variables: Record<string, unknown> }[] = [];

  before(async () => {
    t = await startTestApp({ workers: true, clock: () => new Date(Date.now() + shift) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    const make = catalog(t, owner);
    const offer = await make.offer('Day offer', 'https://offer.example/?cid={click_id}');
    const campaign = await make.campaign({ name: 'Day campaign with a long name – PropellerAds – US mobile' });
    await make.flow(campaign.id, { offers: [{ offer_id: offer, weight: 100 }] });
    alias = campaign.alias;
    postbackKey = (await admin(t, owner, 'GET', '/workspace')).postback_key;
    await mkdir(WEB_ARTIFACTS, { recursive: true });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { query?: string; variables?: Record<string, unknown> };
      const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1];
      if (name) asked.push({ name, variables: body.variables ?? {} });
    });
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const shot = (name: string) => screenshot(page, `buyer-day-${name}`);
  /** A visitor's click on the campaign's link (HTTP, as a browser sends it). */
  const click = async (zone: string) => {
    const res = await fetch(`${base}/${alias}?sub_id_1=${zone}`, {
      redirect: 'manual',
      headers: {
        'x-forwarded-for': US_IP,
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 day/${clickIds.length}`,
      },
    });
    assert.equal(res.status, 302);
    clickIds.push(new URL(res.headers.get('location')!).searchParams.get('cid')!);
  };
  const cell = (name: RegExp | string, column: number) =>
    page.getByRole('row', { name }).getByRole('cell').nth(column).textContent();

  it('yesterday’s clicks and a postback arrive as traffic', async () => {
    for (const zone of ['zone-a', 'zone-a', 'zone-b', 'zone-b']) await click(zone);
    // The lookup searches the unwritten stream around the click id's time, which the shifted
    // clock puts a day before Redis's entry times: the postback waits until the clicks are written.
    await waitFor(
      () => query(t, 'select count(*)::int as n from clicks'),
      (rows) => rows[0].n === 4,
    );
    const postback = await fetch(`${base}/${postbackKey}/postback?subid=${clickIds[1]}&status=lead&payout=5&txid=T-2`);
    assert.equal(postback.status, 200);
    shift = 0;
    await waitFor(async () => {
      const board = await admin(t, owner, 'GET', '/reports/dashboard?period=yesterday');
      return board.kpis.clicks === 4;
    });
  });

  it('sets the top bar to Yesterday and updates the campaign’s costs from its row menu: the list’s ROI changes', async () => {
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.locator('header .period-picker select').selectOption('yesterday');
    await openScreen(page, 'Campaigns');
    const row = page.getByRole('row', { name: /Day campaign/ });
    await row.getByRole('cell', { name: '4', exact: true }).waitFor();
    await shot('campaigns-before-costs');
    const roiBefore = await cell(/Day campaign/, 8);
    await row.getByRole('button', { name: /More actions/ }).click();
    await page.getByRole('button', { name: 'Update costs' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Update costs/ });
    await dialog.locator('.period-picker select').waitFor();
    assert.equal(
      await dialog.locator('.period-picker select').inputValue(),
      'yesterday',
      'the app’s period to start with',
    );
    await dialog.getByLabel('Amount').fill('10');
    await shot('cost-form');
    await dialog.getByRole('button', { name: 'Apply the cost' }).click();
    await dialog.getByText('applied to 4 clicks').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The list's columns: select, name, on, clicks, conversions, revenue, cost, profit, ROI…
    await waitFor(async () => (await cell(/Day campaign/, 6)) === '$10.00');
    assert.notEqual(await cell(/Day campaign/, 8), roiBefore, 'ROI follows the new cost');
    await shot('campaigns-after-costs');
  });

  it('opens the campaign on its statistics, uploads three conversions and reads each line’s result', async () => {
    await page.getByRole('link', { name: /Day campaign/ }).click();
    await page.getByRole('heading', { name: /Day campaign/ }).waitFor();
    const figures = page.getByTestId('key-figures');
    await figures.locator('[data-metric="cost"]').filter({ hasText: '$10.00' }).waitFor();
    await figures.locator('[data-metric="clicks"]').filter({ hasText: /^4$/ }).waitFor();
    await page.getByRole('button', { name: 'Upload conversions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload conversions' });
    await dialog
      .getByLabel('Or paste the list here')
      .fill(
        [
          'click_id,status,payout,currency,txid',
          `${clickIds[0]},sale,20,USD,T-1`,
          `${clickIds[1]},sale,5,USD,T-2`,
          '00000000-0000-7000-8000-000000000000,sale,3,USD,T-3',
        ].join('\n'),
      );
    await dialog.getByRole('table', { name: 'Conversions read' }).getByRole('row').nth(3).waitFor();
    await dialog.getByRole('button', { name: 'Upload 3 conversions' }).click();
    const results = dialog.getByRole('table', { name: 'Result per line' });
    await results.getByRole('row').nth(3).waitFor();
    assert.match((await results.getByRole('row').nth(1).textContent()) ?? '', /Recorded/);
    assert.match((await results.getByRole('row').nth(2).textContent()) ?? '', /Updated/);
    assert.match((await results.getByRole('row').nth(3).textContent()) ?? '', /Refused: .*click/i);
    await shot('conversion-upload-results');
    await page.keyboard.press('Escape');
    // The revenue now holds the sale of 20 and the lead of 5 turned into a sale of 5.
    await page.reload();
    await figures.locator('[data-metric="revenue"]').filter({ hasText: '$25.00' }).waitFor();
    await figures.locator('[data-metric="roi"]').filter({ hasText: /150/ }).waitFor();
  });

  it('groups the campaign by country and opens a country’s sub ids in two clicks', async () => {
    await page.getByRole('button', { name: 'Country', exact: true }).click();
    // The country's row (the test's addresses may have no country in this GeoIP data: "(not set)").
    await page.getByRole('table', { name: 'Statistics by the chosen grouping' }).getByRole('button').first().click();
    await page.getByRole('row', { name: /zone-a/ }).waitFor();
    await page.getByRole('row', { name: /zone-b/ }).waitFor();
    await shot('campaign-statistics');
    const link = await page.getByRole('link', { name: 'Open in Reports' }).getAttribute('href');
    const carried = JSON.parse(new URL(link!, base).searchParams.get('report')!);
    assert.deepEqual(carried.dimensions, ['country', 'sub_id_1']);
    assert.equal(carried.period, 'yesterday');
    await page.getByRole('tab', { name: 'Cost updates' }).click();
    await page.getByRole('table', { name: 'Past cost updates' }).getByText(owner.email).waitFor();
    await shot('cost-history');
  });

  it('with Yesterday in the top bar, the dashboard, a report, the funnel and the click log ask for yesterday', async () => {
    const since = asked.length;
    // Each screen shown once its answer is on it (the screenshots show yesterday's figures).
    const ready: [string, () => Promise<unknown>][] = [
      ['Dashboard', () => page.getByTestId('kpi-clicks').filter({ hasText: /^4$/ }).waitFor()],
      ['Reports', () => page.locator('table.report tbody tr').first().waitFor()],
      [
        'Funnel',
        async () => {
          const answer = page.waitForResponse(
            (r) => r.url().endsWith('/graphql') && /ReportFunnel/.test(r.request().postData() ?? ''),
          );
          await page.getByRole('button', { name: 'Show funnel' }).click();
          await answer;
          await page.locator('canvas').first().waitFor();
        },
      ],
      [
        'Click log',
        () =>
          page
            .getByRole('row', { name: /zone-a/ })
            .first()
            .waitFor(),
      ],
    ];
    for (const [screen, shown] of ready) {
      await openScreen(page, screen);
      await shown();
      await shot(`period-${screen.toLowerCase().replace(' ', '-')}`);
    }
    const named = (name: string) => waitFor(() => asked.slice(since).find((a) => a.name === name));
    assert.equal((await named('ReportDashboard')).variables.period, 'yesterday');
    assert.equal((await named('Report')).variables.period, 'yesterday');
    assert.equal((await named('ReportFunnel')).variables.period, 'yesterday');
    // The click log screen's request (the dashboard's first-run checklist also reads one click, with no `to`).
    const log = (await waitFor(() => asked.slice(since).find((a) => a.name === 'ClickLog' && a.variables.to)))!
      .variables as { from: string; to: string };
    assert.equal(Date.parse(log.to) - Date.parse(log.from), DAY, 'the click log asks for one whole day');
    assert.ok(Date.parse(log.to) <= Date.now() && Date.parse(log.to) > Date.now() - DAY, 'ending at today’s start');
  });

  it('shows the changed screens at 1280×800', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openScreen(page, 'Campaigns');
    await page.getByRole('row', { name: /Day campaign/ }).waitFor();
    await screenshot(page, 'buyer-day-1280-campaigns');
    await page.getByRole('link', { name: /Day campaign/ }).click();
    await page.getByTestId('key-figures').locator('[data-metric="revenue"]').filter({ hasText: '$25.00' }).waitFor();
    await screenshot(page, 'buyer-day-1280-campaign');
    await page.getByRole('button', { name: 'Update costs' }).click();
    await page.getByRole('tab', { name: 'CSV by day and sub id' }).click();
    const day = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    await page.getByLabel('Or paste the CSV here').fill(`date,sub_id_1,amount\n${day},zone-a,4\n${day},zone-b,7.5\n`);
    await page.getByRole('button', { name: 'Apply 2 lines' }).click();
    await page.getByRole('table', { name: 'Cost lines' }).getByText('applied to 2 clicks').nth(1).waitFor();
    await screenshot(page, 'buyer-day-1280-cost-csv');
    await page.keyboard.press('Escape');
    await openScreen(page, 'Conversions');
    await page.getByRole('button', { name: 'Upload conversions' }).waitFor();
    await screenshot(page, 'buyer-day-1280-conversion-log');
  });
});
