import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { type Browser, type Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { confirmModal, launchChromium, openScreen, screenshot, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin, catalog } from '../support/routing';
import { waitFor } from '../support/wait';

type ApiRow = {
  values: Record<string, string | null>;
  labels: Record<string, string>;
  metrics: Record<string, number | null>;
};

describe('dashboard and report screens in headless Chromium against the real service', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  let owner: Session;
  let alias = '';
  const clickIds: string[] = [];
  const cspErrors: string[] = [];

  before(async () => {
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    const make = catalog(t, owner);
    const offer = await make.offer('Report offer', 'https://offer.example/?cid={click_id}');
    const campaign = await make.campaign({ name: 'Report campaign' });
    await make.flow(campaign.id, { offers: [{ offer_id: offer, weight: 100 }] });
    alias = campaign.alias;
    await mkdir(WEB_ARTIFACTS, { recursive: true });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    page.on(
      'console',
      (m) => m.type() === 'error' && /Content Security Policy|Refused/.test(m.text()) && cspErrors.push(m.text()),
    );
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const shot = (name: string) => screenshot(page, name);
  const go = (label: string) => openScreen(page, label);
  /** Real clicks on the campaign's tracking link (HTTP, as a visitor's browser sends them). */
  const click = async (zone: string) => {
    const res = await fetch(`${base}/${alias}?sub_id_1=${zone}`, {
      redirect: 'manual',
      headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 reports/${clickIds.length}` },
    });
    assert.equal(res.status, 302);
    clickIds.push(new URL(res.headers.get('location')!).searchParams.get('cid')!);
  };
  const dashboardClicks = () => admin(t, owner, 'GET', '/reports/dashboard?period=today');
  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button, exact: true }).click(),
    ]);
    return readFile((await file.path())!);
  };

  it('lands on the dashboard with the clicks, keeps the rearranged layout on the server, and updates live', async () => {
    for (const zone of ['zone0', 'zone0', 'zone1']) await click(zone);
    const workspace = await admin(t, owner, 'GET', '/workspace');
    assert.equal(
      await (
        await fetch(`${base}/${workspace.postback_key}/postback?subid=${clickIds[0]}&status=sale&payout=12.5`)
      ).text(),
      'ok',
    );
    await waitFor(
      dashboardClicks,
      (d: { kpis: { clicks: number; conversions: number } }) => d.kpis.clicks === 3 && d.kpis.conversions === 1,
    );

    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByTestId('kpi-clicks').filter({ hasText: /^3$/ }).waitFor();
    assert.equal(await page.getByTestId('kpi-conversions').textContent(), '1');
    assert.equal(await page.getByTestId('kpi-revenue').textContent(), '$12.50');
    assert.equal((await page.locator('canvas').count()) >= 4, true, 'the charts are drawn');

    // Rearranged with the keyboard-reachable buttons; the order is the user's, on the server.
    await page.getByRole('button', { name: 'Move Key figures down' }).click();
    await page.getByText('Layout saved.').waitFor();
    const saved = await admin(t, owner, 'GET', '/me/preferences');
    assert.deepEqual(saved.dashboard_layout.slice(0, 2), ['series', 'kpis']);
    await page.reload();
    await page.getByTestId('kpi-clicks').waitFor();
    const blocks = page.locator('li.dash-block');
    assert.deepEqual(
      [await blocks.nth(0).getAttribute('data-block'), await blocks.nth(1).getAttribute('data-block')],
      ['series', 'kpis'],
    );
    await page.getByRole('button', { name: 'Move Key figures up' }).click();
    await page.getByText('Layout saved.').waitFor();

    // Live: more clicks arrive, the dashboard reloads by itself (no reload, no button).
    await page.getByTestId('kpi-clicks').filter({ hasText: /^3$/ }).waitFor();
    for (const zone of ['zone2', 'zone2']) await click(zone);
    await page.getByTestId('kpi-clicks').filter({ hasText: /^5$/ }).waitFor({ timeout: 20_000 });
    await page.getByText(/updated live/).waitFor();
    await shot('30-dashboard');
  });

  let api: { rows: ApiRow[]; metrics: string[] };
  it('builds a two-dimension report with filters, sorts, drills down, marks rows and copies the black list', async () => {
    api = await admin(t, owner, 'POST', '/reports/query', { dimensions: ['sub_id_1'], period: '7d', limit: 1000 }, 200);
    assert.equal(
      api.rows.reduce((n, r) => n + (r.metrics.clicks ?? 0), 0),
      5,
    );
    await go('Reports');
    // Results first: the default report (by campaign) runs without a click.
    await page
      .getByRole('region', { name: 'Report table (scrolls sideways)' })
      .getByText('Report campaign')
      .first()
      .waitFor();
    // The settings are folded away while the report is valid: the results fill the first screen.
    assert.equal(await page.locator('details.report-drawer').getAttribute('open'), null);
    await page.locator('summary', { hasText: 'Report settings' }).click();
    await page.getByRole('button', { name: /^Remove dimension/ }).click();
    for (const d of ['sub_id_1', 'campaign']) {
      await page.getByLabel('Add dimension').selectOption(d);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByRole('button', { name: '▸ zone0', exact: true }).click();
    await page.locator('td', { hasText: 'Report campaign' }).first().waitFor();
    await shot('32-report-drilldown');
    await page.getByRole('button', { name: 'Sort by Clicks' }).click();
    await page.locator('th[aria-sort="descending"]', { hasText: 'clicks' }).waitFor();
    await page.getByRole('button', { name: 'Sort by Clicks' }).click();
    await page.locator('th[aria-sort="ascending"]', { hasText: 'clicks' }).waitFor();
    // Fewest clicks first once the sorted answer is in.
    await page.locator('table.report tbody tr').first().filter({ hasText: 'zone1' }).waitFor();

    await page.getByRole('button', { name: 'Mark zone1 black' }).click();
    await page.locator('tr.mark-b', { hasText: 'zone1' }).waitFor();
    await page.getByRole('button', { name: 'Copy black list (1)' }).click();
    assert.equal(await page.evaluate<string>('navigator.clipboard.readText()'), 'zone1');
    await shot('33-report-marks-black-list-copied');

    // A dimension filter (in) and a metric filter narrow the rows as the API does.
    await page.getByRole('button', { name: 'Add dimension filter' }).click();
    await page.getByLabel('Filter 1 dimension', { exact: true }).selectOption('sub_id_1');
    await page.getByLabel('Filter 1 operator', { exact: true }).selectOption('in');
    await page.getByLabel('Filter 1 value', { exact: true }).fill('zone0, zone2');
    await page.getByRole('button', { name: 'Add metric filter' }).click();
    await page.getByLabel('Metric filter 1 metric').selectOption('clicks');
    await page.getByLabel('Metric filter 1 operator').selectOption('>=');
    await page.getByLabel('Metric filter 1 value').fill('2');
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByText(/^2 rows/).waitFor();
    // A broken regexp comes back as the API's error next to the filter.
    await page.getByLabel('Filter 1 operator', { exact: true }).selectOption('regexp');
    await page.getByLabel('Filter 1 value', { exact: true }).fill('(');
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.locator('#filter-0-error').waitFor();
    assert.equal(await page.getByLabel('Filter 1 value', { exact: true }).getAttribute('aria-invalid'), 'true');
    await shot('31-report-filters-error');
    await page.getByRole('button', { name: 'Remove filter 1' }).click();
    await page.getByRole('button', { name: 'Remove metric filter 1' }).click();
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByText(/^3 rows/).waitFor();
  });

  it('exports CSV and .xls in the browser (matching the API) and the whole report from the server', async () => {
    const lines = (await download('Export CSV')).toString('utf8').trim().split('\r\n');
    const columns = lines[0].split(',');
    const clicksAt = columns.indexOf('Clicks');
    assert.ok(clicksAt > 0, 'a clicks column');
    const fromCsv = Object.fromEntries(
      lines.slice(1).map((line) => [line.split(',')[0], Number(line.split(',')[clicksAt])]),
    );
    const fromApi = Object.fromEntries(api.rows.map((row) => [row.values.sub_id_1 ?? '', row.metrics.clicks]));
    assert.deepEqual(fromCsv, fromApi);
    for (const line of lines.slice(1)) {
      for (const field of line.split(',').slice(1)) assert.match(field, /^(-?\d+(\.\d{1,4})?)?$/, 'rounded numbers');
    }

    const xls = await download('Export .xls');
    assert.equal(xls.subarray(0, 8).toString('hex'), 'd0cf11e0a1b11ae1', 'an OLE2 compound file (BIFF8 .xls)');
    const book = XLSX.read(xls, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    assert.deepEqual(Object.fromEntries(sheet.map((r) => [r[columns[0]], r.Clicks])), fromApi);

    const server = (await download('Whole report (CSV)')).toString('utf8');
    assert.match(server.split(/\r?\n/)[0], /clicks/i);
    for (const zone of ['zone0', 'zone1', 'zone2']) assert.match(server, new RegExp(zone));
    await page.getByText('Server CSV export downloaded.').waitFor();
  });

  it('saves the report, loads it back, renames and deletes it', async () => {
    await page.getByLabel('Save current report as').fill('Zones by campaign');
    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByText('Saved "Zones by campaign".').waitFor();
    const [saved] = (await admin(t, owner, 'GET', '/saved-reports')) as {
      id: string;
      name: string;
      definition: { dimensions: string[]; marks: { black: string[] } };
    }[];
    assert.deepEqual(saved.definition.dimensions, ['sub_id_1', 'campaign']);
    assert.deepEqual(saved.definition.marks.black, ['zone1']);

    // Change the form, then load the saved one back.
    const remove = page.getByRole('button', { name: /^Remove dimension/ });
    while (await remove.count()) await remove.first().click();
    assert.equal(await page.locator('ol.chips li').count(), 0);
    await page.getByLabel('Saved report').selectOption({ label: 'Zones by campaign' });
    await page.getByRole('button', { name: 'Load' }).click();
    await page.getByText('Loaded "Zones by campaign".').waitFor();
    assert.equal(await page.locator('ol.chips li').count(), 2);
    await page.locator('tr.mark-b', { hasText: 'zone1' }).waitFor();

    await page.getByLabel('New name').fill('Zones (renamed)');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Renamed to "Zones (renamed)".').waitFor();
    assert.equal((await admin(t, owner, 'GET', `/saved-reports/${saved.id}`)).name, 'Zones (renamed)');
    await shot('34-report-saved');
    await page.getByRole('group', { name: 'Saved reports' }).getByRole('button', { name: 'Delete' }).click();
    await confirmModal(page, /^Delete the saved report "Zones \(renamed\)"\?$/, 'Delete');
    await page.getByText('Deleted "Zones (renamed)".').waitFor();
    assert.deepEqual(await admin(t, owner, 'GET', '/saved-reports'), []);
  });

  it('shows a broken custom metric formula inline with its position, then creates and uses the fixed one', async () => {
    await page.getByLabel('New metric name').fill('rev_per_click');
    await page.getByLabel('New metric formula').fill('revenue / clickz');
    await page.getByRole('button', { name: 'Create metric' }).click();
    const error = page.locator('#new-metric-0-error');
    await error.waitFor();
    assert.match((await error.textContent()) ?? '', /unknown metric.*at position 11/);
    assert.equal(await page.getByLabel('New metric formula').getAttribute('aria-invalid'), 'true');
    await shot('35-custom-metric-error');
    await page.getByLabel('New metric formula').fill('revenue / clicks');
    await page.getByRole('button', { name: 'Create metric' }).click();
    await page.getByText('Created rev_per_click.').waitFor();
    await page.getByRole('button', { name: 'Sort by rev_per_click' }).waitFor();
    const metrics = await admin(t, owner, 'GET', '/custom-metrics');
    assert.deepEqual(
      metrics.map((m: { name: string; formula: string }) => [m.name, m.formula]),
      [['rev_per_click', 'revenue / clicks']],
    );
  });

  it("shows the funnel and the cohorts with the API's numbers", async () => {
    // The funnel and the cohorts follow the top bar's period: the last 7 days, as the API is asked below.
    await page.locator('header .period-picker select').selectOption('7d');
    await go('Funnel');
    await page.getByRole('button', { name: 'Show funnel' }).click();
    const table = page.getByTestId('funnel-total');
    await table.waitFor();
    const funnel = await admin(t, owner, 'POST', '/reports/funnel', { period: '7d', statuses: ['lead', 'sale'] }, 200);
    // Stages in words (the API's name in the row's data and the tooltip).
    const stages = await Promise.all((await table.locator('tbody tr').all()).map((r) => r.getAttribute('data-stage')));
    assert.deepEqual(await table.locator('tbody th').allTextContents(), ['Clicks', 'Unique clicks', 'Lead', 'Sale']);
    const counts = await table.locator('tbody td:nth-of-type(1)').allTextContents();
    const shown = stages.map((stage, i) => [stage, Number(counts[i])]);
    assert.deepEqual(
      shown,
      funnel.total.map((s: { stage: string; count: number }) => [s.stage, s.count]),
    );
    assert.deepEqual(shown.slice(-1), [['sale', 1]]);
    // Broken down by sub_id_1: one funnel per zone, clicks as the API counts them.
    await page.getByLabel('Breakdown').selectOption('sub_id_1');
    await page.getByRole('button', { name: 'Show funnel' }).click();
    await page.getByRole('heading', { name: /\(3 of 3 segments\)$/ }).waitFor();
    const byZone = await admin(
      t,
      owner,
      'POST',
      '/reports/funnel',
      { period: '7d', statuses: ['lead', 'sale'], breakdown: 'sub_id_1' },
      200,
    );
    const segments = page
      .locator('table', { has: page.locator('caption', { hasText: 'Funnel per segment' }) })
      .locator('tbody tr');
    const zones = await segments.locator('th').allTextContents();
    const clicks = (await segments.locator('td:nth-of-type(1)').allTextContents()).map((text) => parseInt(text, 10));
    assert.deepEqual(
      zones.map((zone, i) => [zone, clicks[i]]),
      byZone.segments.map((segment: { value: string; label: string | null; stages: { count: number }[] }) => [
        segment.label ?? segment.value,
        segment.stages[0].count,
      ]),
    );
    // Where it was read, in words (the API's storage in the tooltip).
    const statusesFrom = page.locator('span', { hasText: /^statuses from / });
    assert.equal(await statusesFrom.getAttribute('title'), `storage: ${byZone.storage}`);
    assert.doesNotMatch((await statusesFrom.textContent()) ?? '', /rollup:|columnar:|raw/);
    await shot('36-funnel');

    await go('Cohorts');
    await page.getByLabel('Columns (2–31)').fill('40');
    await page.getByRole('button', { name: 'Show cohorts' }).click();
    await page.locator('#cohort-columns-error').waitFor();
    await page.getByLabel('Columns (2–31)').fill('3');
    await page.getByLabel('Value').selectOption('conversions');
    await page.getByRole('button', { name: 'Show cohorts' }).click();
    await page.locator('table.cohort tbody tr').first().waitFor();
    const cohort = await admin(
      t,
      owner,
      'POST',
      '/reports/cohort',
      { period: '7d', columns: 3, value: 'conversions' },
      200,
    );
    const cells: (number | null)[][] = [];
    for (const row of await page.locator('table.cohort tbody tr').all()) {
      const values: (number | null)[] = [];
      for (const td of (await row.locator('td').all()).slice(1)) {
        const kind = (await td.getAttribute('class')) ?? '';
        values.push(/not-reached/.test(kind) ? null : /no-clicks/.test(kind) ? -1 : Number(await td.textContent()));
      }
      cells.push(values);
    }
    // Days without clicks are drawn as "—" (no cohort), never hatched as lags not reached yet.
    assert.deepEqual(
      cells,
      cohort.rows.map((r: { clicks: number; cells: (number | null)[] }) =>
        r.clicks === 0 ? r.cells.map(() => -1) : r.cells,
      ),
    );
    assert.ok(
      cohort.rows.some((r: { clicks: number }) => r.clicks === 0),
      'the period has days without clicks',
    );
    assert.ok(cells.flat().includes(null), "today's cohort has lags not reached yet");
    assert.ok(cells.flat().includes(1), 'the sale is in its cohort');
    const readFrom = page.locator('span', { hasText: /^read from / });
    assert.equal(await readFrom.getAttribute('title'), `storage: ${cohort.storage}`);
    assert.match(
      (await readFrom.textContent()) ?? '',
      /^read from (pre-computed totals|every click|the analytics copy)/,
    );
    await shot('37-cohorts');
    assert.deepEqual(cspErrors, [], 'no CSP violations');
  });

  it('keeps the chosen report column preset for the user after a reload, on the server', async () => {
    await go('Reports');
    const table = page.getByRole('region', { name: 'Report table (scrolls sideways)' });
    await table.getByText('Report campaign').first().waitFor();
    // The default ("Key"): clicks and money, no visitors or bots.
    await table.getByRole('button', { name: 'Sort by Clicks' }).waitFor();
    assert.equal(await table.getByRole('button', { name: 'Sort by Bots' }).count(), 0);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('group', { name: 'Columns shown' }).getByRole('button', { name: 'Money' }).click();
    await table.getByRole('button', { name: 'Sort by Profit' }).waitFor();
    await table.getByRole('button', { name: 'Sort by Clicks' }).waitFor({ state: 'detached' });
    await waitFor(
      () => admin(t, owner, 'GET', '/me/preferences'),
      (p: { columns: Record<string, string[]> }) => p.columns.report?.includes('profit') === true,
    );
    await page.reload();
    await table.getByRole('button', { name: 'Sort by Profit' }).waitFor();
    assert.equal(await table.getByRole('button', { name: 'Sort by Clicks' }).count(), 0, 'still the Money preset');
    await page.getByRole('button', { name: 'Columns: Money' }).waitFor();
    // The CSV holds the columns shown.
    const header = (await download('Export CSV')).toString('utf8').split('\r\n')[0];
    assert.match(header, /^Campaign,Revenue,Cost,Profit,.*"ROI, %"/);
    assert.doesNotMatch(header, /Clicks/);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Results first: the report's first row is on the first screen, without scrolling.
    const box = await table.locator('tbody tr').first().boundingBox();
    assert.ok(box && box.y + box.height <= 800, `first row within the first screen (ends at ${box?.y})`);
    await shot('38-report-columns-money-1280');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('draws the dashboard country block as a world map of country shapes, coloured by the chosen metric', async () => {
    await go('Dashboard');
    const map = page.getByRole('img', { name: /^World map of clicks by country/i });
    await map.waitFor();
    // One SVG path per country of the shipped geometry (175), drawn once the geometry file arrived.
    const paths = await waitFor(
      () => map.locator('svg path').count(),
      (n) => n >= 150,
    );
    assert.ok(paths >= 150, `${paths} shapes`);
    await page.getByLabel('Colour by').selectOption('roi');
    await page.getByRole('img', { name: /^World map of ROI, % by country/ }).waitFor();
    await shot('39-dashboard-map');
  });
});
