import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { type Browser, type Locator, type Page } from 'playwright-core';
import { launchChromium, openScreen, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin } from '../support/routing';
import { waitFor } from '../support/wait';

/** A US address (the service's GeoLite2 data): the clicks pass the flow's country filter. */
const US_IP = '73.15.20.1';

/** The main navigation's screens, for the screenshots at both sizes. */
const SCREENS = [
  'Dashboard',
  'Reports',
  'Funnel',
  'Cohorts',
  'Campaigns',
  'Landings',
  'Offers',
  'Sources',
  'Affiliate networks',
  'Click log',
  'Traffic log',
  'Conversions',
  'Postbacks',
  'Auto-rules',
  'Notifications',
  'Custom statuses',
  'Currency rates',
  'Webhooks',
  'Settings',
  'Simulator',
  'Import',
  'Team and API keys',
  'Workspaces',
  'Security (2FA)',
];

/**
 * A new user, from an empty workspace, sets up tracking through the app alone (every reference
 * picked by name, no id or JSON typed), sends real clicks and a postback, and works the campaign
 * list: docs/web.md, issue 27's proof.
 */
describe('a media buyer’s first day in the app', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  let port: number;
  let owner: Session;
  /** Console errors of the whole scenario: a CSP report fails it at the end. */
  const errors: string[] = [];

  before(async () => {
    // The clicks come "from" a US address through a trusted proxy header.
    t = await startTestApp({ workers: true, env: { TRUSTED_PROXIES: '127.0.0.1/32' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    owner = await createSession(t);
    await mkdir(join(WEB_ARTIFACTS, 'screens'), { recursive: true });
    browser = await launchChromium(['--host-resolver-rules=MAP buyer.test 127.0.0.1']);
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const go = (label: string) => openScreen(page, label);
  const shot = (name: string) => page.screenshot({ path: join(WEB_ARTIFACTS, `${name}.png`), fullPage: true });
  /** Picks an entity by its name in a picker (a combobox named by its label). */
  const pick = async (label: RegExp, name: string) => {
    const box = page.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(name.slice(0, 6));
    await page.getByRole('option', { name, exact: true }).click();
    assert.equal(await box.inputValue(), name);
  };
  /**
   * Clicks a switch once it is laid out: its input (hidden under the track, hence `force`) had no
   * box for a moment once while the list re-rendered on a loaded machine ("Element is not visible").
   */
  const flip = async (toggle: Locator) => {
    await waitFor(
      () => toggle.boundingBox(),
      (box) => box !== null,
    );
    await toggle.click({ force: true });
  };
  /** A cell of a list row by its column header. */
  const cell = async (rowText: string, header: string) => {
    const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.replace(/[▲▼]/g, '').trim());
    const at = headers.indexOf(header);
    assert.ok(at >= 0, `a ${header} column in ${headers.join('|')}`);
    return page.getByRole('row').filter({ hasText: rowText }).getByRole('cell').nth(at);
  };
  const login = async (p: Page, origin: string) => {
    await p.goto(`${origin}/app/`);
    await p.getByLabel('E-mail').fill(owner.email);
    await p.getByLabel('Password').fill(owner.password);
    await p.getByRole('button', { name: 'Log in' }).click();
    await p.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  };

  let trackingLink = '';
  it('sets up a source, a network, an offer, a landing and a campaign, picking each by name', async () => {
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await login(page, base);
    await go('Campaigns');
    await page.getByText('No campaigns yet — create one with "New campaign"').waitFor();
    await shot('50-campaigns-empty');

    await go('Sources');
    await page.getByRole('button', { name: 'New source' }).click();
    // Focus is in the editor's first field.
    assert.equal(await page.evaluate(`document.activeElement?.getAttribute('name')`), 'name');
    await page.getByLabel('Name', { exact: true }).fill('Buyer source');
    await page.getByLabel("Source's click id: parameter").fill('clickid');
    await page.getByLabel("Source's click id: macro").fill('{clickid}');
    await page.getByRole('button', { name: 'Add sub-id mapping' }).click();
    await page.getByLabel('Mapping 1: parameter').fill('zone');
    await page.getByLabel('Mapping 1: macro').fill('{zoneid}');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created source "Buyer source"').waitFor();
    await shot('51-source-created');

    await go('Affiliate networks');
    await page.getByRole('button', { name: 'New network' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Buyer network');
    await page.getByRole('button', { name: 'Add status mapping' }).click();
    await page.getByLabel('Partner status 1').fill('approved');
    await page.getByLabel('Status 1', { exact: true }).fill('sale');
    await page.getByRole('button', { name: 'Add offer parameter' }).click();
    await page.getByLabel('Offer parameter 1: name').fill('sub1');
    await page.getByLabel('Offer parameter 1: value').fill('{click_id}');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created network "Buyer network"').waitFor();

    await go('Offers');
    await page.getByRole('button', { name: 'New offer' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Buyer offer');
    await page.getByLabel('Offer URL (macros allowed)').fill('https://offer.example/go');
    await pick(/^Affiliate network/, 'Buyer network');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created offer "Buyer offer"').waitFor();

    await go('Landings');
    await page.getByRole('button', { name: 'New landing' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Buyer landing');
    await page.getByLabel('URL (external landings)').fill('https://lp.example/page?cid={click_id}');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created landing "Buyer landing"').waitFor();

    await go('Campaigns');
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Buyer campaign');
    await pick(/^Traffic source/, 'Buyer source');
    await shot('52-campaign-source-picked');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created campaign "Buyer campaign"').waitFor();
    // Escape closes the editor.
    await page.getByLabel('Name', { exact: true }).press('Escape');
    await page.getByRole('complementary', { name: 'Edit campaign' }).waitFor({ state: 'detached' });

    // What was saved is linked by id, though only names were typed.
    const [campaign] = (await admin(t, owner, 'GET', '/campaigns')).items;
    const [source] = (await admin(t, owner, 'GET', '/sources')).items;
    const [network] = (await admin(t, owner, 'GET', '/affiliate-networks')).items;
    const [offer] = (await admin(t, owner, 'GET', '/offers')).items;
    assert.equal(campaign.source_id, source.id);
    assert.equal(offer.affiliate_network_id, network.id);
    assert.deepEqual(source.sub_id_parameters, [{ sub_id: 1, param: 'zone', macro: '{zoneid}' }]);
    assert.deepEqual(source.parameters.external_id, { param: 'clickid', macro: '{clickid}' });
    assert.deepEqual(network.status_mapping, { approved: 'sale' });
    assert.equal(network.offer_params, 'sub1={click_id}');
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|Refused/.test(e)),
      [],
      'no CSP violations',
    );
  });

  it('adds a flow with a country filter typed as "US, DE" and a schedule grid, and builds the link', async () => {
    await page.getByRole('link', { name: 'Buyer campaign' }).click();
    await page.getByRole('heading', { name: 'Buyer campaign' }).waitFor();
    // The page leads with the campaign's statistics; the set-up is a tab.
    await page.getByRole('tab', { name: /Set-up/ }).click();
    await page.getByRole('button', { name: 'New flow' }).click();
    await page.getByLabel('Name', { exact: true }).fill('US and DE');
    await page.getByLabel('Add landing').selectOption({ label: 'Buyer landing' });
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByLabel('Add offer').selectOption({ label: 'Buyer offer' });
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();

    await page.getByRole('button', { name: 'Add filter' }).click();
    const countries = page.getByLabel('Filter 1 values (comma-separated)');
    await countries.pressSequentially('US, DE');
    assert.equal(await countries.inputValue(), 'US, DE', 'commas and spaces kept while typing');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter 2 type').selectOption('city');
    const city = page.getByLabel('Filter 2 values (comma-separated)');
    await city.pressSequentially('New York');
    assert.equal(await city.inputValue(), 'New York');
    await page.getByRole('button', { name: 'Remove filter 2' }).click();

    // Today and tomorrow (UTC, the new workspace's zone), this hour and the next: the clicks below match.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Filter 2 type').selectOption('schedule');
    const now = new Date();
    const day = (d: number) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d % 7];
    const grid = page.getByRole('table', { name: 'Filter 2 schedule' });
    for (const name of [day(now.getUTCDay()), day(now.getUTCDay() + 1)])
      await grid.getByRole('button', { name, exact: true }).click();
    const hours = [now.getUTCHours(), (now.getUTCHours() + 1) % 24];
    for (const h of hours) await grid.getByRole('button', { name: `Hour ${h}`, exact: true }).click();
    assert.equal(
      await grid.getByRole('button', { name: `Hour ${hours[0]}`, exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    await shot('53-flow-filters-schedule');
    await page.getByRole('button', { name: 'Create flow' }).click();
    await page.locator('td', { hasText: 'US and DE' }).waitFor();

    const [campaign] = (await admin(t, owner, 'GET', '/campaigns')).items;
    const [flow] = (await admin(t, owner, 'GET', `/campaigns/${campaign.id}/flows`)).items;
    const country = flow.filters.find((f: { type: string }) => f.type === 'country');
    assert.deepEqual(country.values, ['US', 'DE']);
    const schedule = flow.filters.find((f: { type: string }) => f.type === 'schedule');
    assert.equal(schedule.days.length, 2);
    assert.deepEqual(
      [...schedule.hours].sort((a: number, b: number) => a - b),
      [...hours].sort((a, b) => a - b),
    );

    // The source's sub-id mapping is the link builder's field.
    await page.getByLabel('zone → sub_id_1').fill('{zoneid}');
    trackingLink = (await page.getByTestId('tracking-link').textContent())!;
    // The source's tokens are in the campaign's link; the sub-id mapping fills "zone".
    assert.match(trackingLink, /\?clickid=\{clickid\}&zone=\{zoneid\}$/);
  });

  let clickIds: string[] = [];
  it('counts real clicks and a postback on the campaign list of the period, with a column picker', async () => {
    const alias = new URL(trackingLink.split('?')[0]).pathname.slice(1);
    clickIds = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/${alias}?clickid=src${i}&zone=z${i}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': US_IP, 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 buyer/${i}` },
      });
      assert.equal(res.status, 302);
      const location = new URL(res.headers.get('location')!);
      assert.equal(location.host, 'lp.example');
      clickIds.push(location.searchParams.get('cid')!);
    }
    // The clicks are stored by the background consumer: a postback for a click not stored yet is
    // answered 503 (the network retries), so wait until the API lists them.
    const [campaign] = (await admin(t, owner, 'GET', '/campaigns')).items;
    await waitFor(
      () => admin(t, owner, 'GET', `/reports/clicks?campaign_id=${campaign.id}&limit=500`),
      (r: { items: unknown[] }) => r.items.length >= 3,
      60_000,
    );
    await go('Settings');
    const postbackUrl = (await page.getByTestId('settings-postback-url').textContent())!;
    const postback = postbackUrl
      .replace('{subid}', clickIds[0])
      .replace('{status}', 'approved')
      .replace('{payout}', '12.5')
      .replace(/^https?:\/\/[^/]+/, base);
    assert.equal(await (await fetch(postback)).text(), 'ok');
    // The network's mapping made "approved" a sale; the report cubes are written in the background.
    await waitFor(
      () => admin(t, owner, 'POST', '/reports/query', { dimensions: ['campaign'], period: 'today' }, 200),
      (r: { rows: { metrics: { clicks: number; conversions: number } }[] }) =>
        r.rows[0]?.metrics.clicks === 3 && r.rows[0]?.metrics.conversions === 1,
      60_000,
    );

    await go('Campaigns');
    await page.getByRole('combobox', { name: 'Period' }).selectOption('today');
    // The period's statistics arrive after the list (a skeleton meanwhile).
    await waitFor(
      async () => (await cell('Buyer campaign', 'Clicks')).textContent(),
      (text) => text === '3',
    );
    assert.equal(await (await cell('Buyer campaign', 'Conversions')).textContent(), '1');
    assert.match((await (await cell('Buyer campaign', 'Revenue')).textContent()) ?? '', /12\.50/);
    assert.match((await (await cell('Buyer campaign', 'CR, %')).textContent()) ?? '', /^33\.3 %$/);
    await shot('54-campaigns-working-report');
    // Yesterday had nothing: zeros, not an empty list.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('yesterday');
    await waitFor(
      async () => (await cell('Buyer campaign', 'Clicks')).textContent(),
      (text) => text === '0',
    );
    await page.getByRole('combobox', { name: 'Period' }).selectOption('today');

    // Column picker: the "Money" preset, remembered after a reload.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Columns shown' }).getByRole('button', { name: 'Money' }).click();
    const headers = async () => (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    assert.ok((await headers()).includes('Profit'));
    assert.ok(!(await headers()).includes('Clicks'));
    // Kept by the API for the user (GET/PUT /me/preferences), so it follows them to any browser.
    await waitFor(
      () => admin(t, owner, 'GET', '/me/preferences'),
      (p: { columns: Record<string, string[]> }) => p.columns.campaigns?.includes('profit') === true,
    );
    await page.reload();
    // The list first draws its default columns, then the user's once their preferences arrive.
    const remembered = await waitFor(headers, (shown) => shown.includes('Profit') && !shown.includes('Clicks'), 30_000);
    assert.ok(!remembered.includes('Clicks'), 'the choice is remembered');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Columns shown' }).getByLabel('Clicks', { exact: true }).check();
    assert.ok((await headers()).includes('Clicks'));
    await page.getByRole('group', { name: 'Columns shown' }).getByRole('button', { name: 'All' }).click();
    await page.getByRole('button', { name: 'Columns' }).click();

    // Search.
    await page.getByLabel('Search campaigns').fill('nothing like it');
    await page.getByText('Nothing matches the search.').waitFor();
    await page.getByLabel('Search campaigns').fill('buyer');
    await page.getByRole('row').filter({ hasText: 'Buyer campaign' }).waitFor();
  });

  it('filters the conversion log and the postback log', async () => {
    await go('Conversions');
    const filters = page.getByRole('form', { name: 'Conversion filters' });
    await filters.waitFor();
    const row = page.getByRole('row').filter({ hasText: clickIds[0].slice(-12) });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Buyer campaign.*Buyer offer.*[Ss]ale/);
    await filters.getByLabel('Status').selectOption('lead');
    await page.getByText('No conversions in this period and filters.').waitFor();
    await filters.getByLabel('Status').selectOption('sale');
    await row.waitFor();
    await filters.getByLabel('Click id').fill('zz');
    await filters.getByText('A click id, or at least its first 4 characters').waitFor();
    // Click ids begin with their time: another click of the same second shares the prefix, not the id.
    await filters.getByLabel('Click id').fill(clickIds[1]);
    await page.getByText('No conversions in this period and filters.').waitFor();
    await filters.getByLabel('Click id').fill(clickIds[0].slice(0, 8));
    await row.waitFor();
    await filters.getByLabel('Campaign').selectOption({ label: 'Buyer campaign' });
    await filters.getByLabel('Date basis').selectOption('click');
    await row.waitFor();
    await shot('55-conversion-log-filters');

    await go('Postbacks');
    const pfilters = page.getByRole('form', { name: 'Postback filters' });
    const incoming = page.getByRole('row').filter({ hasText: clickIds[0].slice(-12) });
    await incoming.waitFor();
    await pfilters.getByLabel('Direction').selectOption('outgoing');
    await page.getByText('No postbacks with these filters').waitFor();
    await pfilters.getByLabel('Direction').selectOption('incoming');
    await incoming.waitFor();
    await pfilters.getByLabel('Click id').fill(clickIds[1]);
    await page.getByText('No postbacks with these filters').waitFor();
    await pfilters.getByLabel('Click id').fill(clickIds[0]);
    await incoming.waitFor();
    await pfilters.getByLabel('Response').selectOption('success');
    await incoming.waitFor();
    await shot('56-postback-log-filters');
  });

  it('switches the campaign off (the link answers 404) and on again, with a confirmation of the switch', async () => {
    const alias = new URL(trackingLink.split('?')[0]).pathname.slice(1);
    await go('Campaigns');
    const on = page.getByRole('switch', { name: 'Buyer campaign on', exact: true });
    assert.equal(await on.isChecked(), true);
    await flip(on);
    await page.getByText('Campaign "Buyer campaign" switched off').waitFor();
    await waitFor(
      async () =>
        (await fetch(`${base}/${alias}`, { redirect: 'manual', headers: { 'x-forwarded-for': US_IP } })).status,
      (status) => status === 404,
    );
    await flip(on);
    await page.getByText('Campaign "Buyer campaign" switched on').waitFor();
    await waitFor(
      async () =>
        (await fetch(`${base}/${alias}`, { redirect: 'manual', headers: { 'x-forwarded-for': US_IP } })).status,
      (status) => status === 302,
    );
  });

  it('clones the campaign, switches the clone off (its link answers 404, the original still routes)', async () => {
    const alias = new URL(trackingLink.split('?')[0]).pathname.slice(1);
    const status = async (path: string) =>
      (await fetch(`${base}/${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': US_IP } })).status;
    await go('Campaigns');
    await page.getByRole('button', { name: 'More actions for Buyer campaign', exact: true }).click();
    await page.getByRole('button', { name: 'Clone Buyer campaign', exact: true }).click();
    await page.getByText('Cloned campaign "Buyer campaign"').waitFor();
    const cloneOn = page.getByRole('switch', { name: 'Buyer campaign (copy) on', exact: true });
    await cloneOn.waitFor();
    const clone = (await admin(t, owner, 'GET', '/campaigns')).items.find(
      (c: { name: string }) => c.name === 'Buyer campaign (copy)',
    );
    assert.ok(clone, 'the clone is listed by the API');
    assert.notEqual(clone.alias, alias);
    await waitFor(
      () => status(clone.alias),
      (s) => s === 302,
    );
    await shot('60-campaign-cloned');
    await flip(cloneOn);
    await page.getByText('Campaign "Buyer campaign (copy)" switched off').waitFor();
    await waitFor(
      () => status(clone.alias),
      (s) => s === 404,
    );
    assert.equal(await status(alias), 302, 'the original still routes');
  });

  it('archives the clone in bulk (the modal names it), lists it under "Show archived", restores it', async () => {
    await go('Campaigns');
    await page.getByRole('checkbox', { name: 'Select Buyer campaign (copy)', exact: true }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected rows' });
    await bar.getByText('1 selected').waitFor();
    await shot('61-campaign-bulk-bar');
    await bar.getByRole('button', { name: 'Archive', exact: true }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Archive 1 campaign: "Buyer campaign (copy)"?').waitFor();
    await modal.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('Archived 1 campaign').waitFor();
    await page.getByRole('switch', { name: 'Buyer campaign (copy) on', exact: true }).waitFor({ state: 'detached' });
    const live = (await admin(t, owner, 'GET', '/campaigns')).items.map((c: { name: string }) => c.name);
    assert.deepEqual(live, ['Buyer campaign']);

    await page.getByLabel('Show archived').check();
    const row = page.getByRole('row').filter({ hasText: 'Buyer campaign (copy)' });
    await row.waitFor();
    assert.equal(await page.getByRole('link', { name: 'Buyer campaign', exact: true }).count(), 0);
    await shot('62-campaigns-archived');
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Restored campaign "Buyer campaign (copy)"').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Show archived').uncheck();
    await page.getByRole('switch', { name: 'Buyer campaign (copy) on', exact: true }).waitFor();
    const all = (await admin(t, owner, 'GET', '/campaigns')).items.map((c: { name: string }) => c.name);
    assert.deepEqual(all.sort(), ['Buyer campaign', 'Buyer campaign (copy)']);
  });

  it('sets the workspace time zone, and the period shown follows it', async () => {
    await go('Settings');
    await pick(/^Time zone/, 'Asia/Tokyo');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    const tokyoToday = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Tokyo',
    }).format(new Date());
    await page.getByTestId('period-dates').getByText('Asia/Tokyo').waitFor();
    assert.match(
      (await page.getByTestId('period-dates').textContent()) ?? '',
      new RegExp(`^${tokyoToday} · Asia/Tokyo$`),
    );
    assert.equal((await admin(t, owner, 'GET', '/workspace')).time_zone, 'Asia/Tokyo');
  });

  it('copies on a plain-http origin (no navigator.clipboard) and says "Copied"', async () => {
    const plain = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await login(plain, `http://buyer.test:${port}`);
    assert.equal(await plain.evaluate('window.isSecureContext'), false);
    assert.equal(await plain.evaluate('typeof navigator.clipboard'), 'undefined');
    await plain.evaluate(
      `window.copied = []; document.addEventListener('copy', (e) => window.copied.push(e.target.value))`,
    );
    await openScreen(plain, 'Campaigns');
    await plain
      .getByRole('row')
      .filter({ has: plain.getByRole('link', { name: 'Buyer campaign', exact: true }) })
      .getByRole('button', { name: 'Copy link' })
      .click();
    await plain.getByText('Copied to the clipboard').waitFor();
    await plain.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = (await plain.evaluate('window.copied')) as string[];
    assert.equal(copied.length, 1);
    const campaign = (await admin(t, owner, 'GET', '/campaigns')).items.find(
      (c: { name: string }) => c.name === 'Buyer campaign',
    );
    assert.equal(copied[0], campaign.tracking_url);
    await plain.context().close();
  });

  it('renders every screen at 1440×900 and 1280×800 (screenshots kept as test artifacts)', async () => {
    for (const [width, height] of [
      [1440, 900],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width, height });
      for (const [i, label] of SCREENS.entries()) {
        await go(label);
        await page.waitForLoadState('networkidle');
        const file = `${width}-${String(i + 1).padStart(2, '0')}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        await page.screenshot({ path: join(WEB_ARTIFACTS, 'screens', `${file}.png`) });
      }
    }
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|Refused/.test(e)),
      [],
      'no CSP violations on any screen',
    );
  });
});
