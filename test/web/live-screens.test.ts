import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { generate } from 'otplib';
import { type Browser, type Page } from 'playwright-core';
import { scheduleDueRules } from '../../services/rules/schedule';
import { confirmModal, launchChromium, openScreen, screenshot, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin } from '../support/routing';
import { subscribedOnRedis } from '../support/clicks';
import { startReceiver, type Receiver } from '../support/receiver';
import { waitFor } from '../support/wait';
import { metricValue } from '../support/metrics';

/**
 * The live and operations half of the app in Chromium against the real service, Postgres, Redis
 * and background workers: the click log and the conversion and postback logs updating live, an
 * auto-rule created in the app whose notification arrives live, messenger alert settings with the
 * test button, the simulator's live progress and cleanup, an import with its progress.
 */
describe('live screens of the web app in headless Chromium', { skip: webAppMissing }, () => {
  let t: TestApp;
  let receiver: Receiver;
  let browser: Browser;
  let page: Page;
  let base: string;
  let owner: Session;

  before(async () => {
    receiver = await startReceiver();
    t = await startTestApp({ workers: true, env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    await mkdir(WEB_ARTIFACTS, { recursive: true });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('dialog', (dialog) => void dialog.accept());
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.close();
  });

  const shot = (name: string) => screenshot(page, name);
  const go = (label: string) => openScreen(page, label);
  const clickLink = async (
    alias: string,
    query: string,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 live-test',
  ) => {
    const res = await fetch(`${base}/${alias}?${query}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
    assert.equal(res.status, 302);
    return new URL(res.headers.get('location')!).searchParams.get('cid')!;
  };
  /** The screen's subscription is open on the service and subscribed on Redis (a message published sooner is lost). */
  const listening = async (topic: string) => {
    await waitFor(
      () => metricValue('live_listeners', { topic }),
      (n) => n >= 1,
    );
    await subscribedOnRedis(t.runtime.services.redis, t.config.redisPrefix, topic, owner.workspace_id);
  };
  /** The 1-based position of a column by its header (the chosen columns decide the order). */
  const columnOf = async (header: string) => {
    const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    const index = headers.findIndex((h) => h.startsWith(header));
    assert.ok(index >= 0, `column ${header} among ${headers.join(', ')}`);
    return index + 1;
  };
  /** A row holding the text; a click id is shown shortened to its last 12 characters. */
  const row = (text: string) =>
    page.locator('tr', { has: page.locator('td', { hasText: /^[0-9a-f-]{36}$/.test(text) ? text.slice(-12) : text }) });

  it('logs in with a TOTP code', async () => {
    const begun = await admin(t, owner, 'POST', '/me/2fa/begin', undefined, 200);
    // Confirmed with the previous step's code (within the ±1 step drift), so the current one is still unused for the log-in.
    await admin(
      t,
      owner,
      'POST',
      '/me/2fa/confirm',
      { code: await generate({ secret: begun.secret, epoch: Math.floor(Date.now() / 1000) - 30 }) },
      200,
    );
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const code = page.getByLabel('Code from your authenticator app, or a backup code');
    await code.waitFor();
    await code.fill(await generate({ secret: begun.secret }));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByText('● live').waitFor();
  });

  let alias = '';
  let campaignId = '';
  const clickIds: string[] = [];
  it('creates a campaign with a flow, and shows its clicks arriving live in the click log, filtered, paused and resumed', async () => {
    await admin(t, owner, 'POST', '/offers', { name: 'Live offer', url: 'https://offer.example/?cid={click_id}' });
    await go('Campaigns');
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Live campaign');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('link', { name: 'Live campaign' }).click();
    await page.getByRole('heading', { name: 'Live campaign' }).waitFor();
    // The page leads with the campaign's statistics; the set-up is a tab.
    await page.getByRole('tab', { name: /Set-up/ }).click();
    campaignId = page.url().split('/').pop()!;
    await page.getByRole('button', { name: 'New flow' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Main flow');
    await page.getByLabel('Add offer').selectOption({ label: 'Live offer' });
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    await page.getByRole('button', { name: 'Create flow' }).click();
    await page.locator('td', { hasText: 'Main flow' }).waitFor();
    const link = (await page.getByTestId('tracking-link').textContent())!;
    alias = new URL(link.split('?')[0]).pathname.slice(1);

    const other = await admin(t, owner, 'POST', '/campaigns', { name: 'Other campaign' });
    await admin(t, owner, 'POST', `/campaigns/${other.id}/flows`, {
      name: 'page',
      scheme: 'show_html',
      content: '<p>other</p>',
    });
    await go('Click log');
    await page.getByText('No older clicks in this period.').waitFor();
    await listening('live.clicks');
    for (let i = 0; i < 3; i++) clickIds.push(await clickLink(alias, `sub_id_1=zone${i}`));
    for (const id of clickIds) await row(id).waitFor();
    assert.match((await row(clickIds[0]).textContent()) ?? '', /Live campaign/);
    assert.equal(await row(clickIds[2]).getAttribute('class'), 'fresh');
    await shot('30-click-log-live');

    // Filters hold for live clicks too: with one campaign chosen, a click of another campaign stays
    // out while a later click of the chosen one arrives (live messages come in write order).
    await page.getByLabel('Campaign', { exact: true }).selectOption({ label: 'Live campaign' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await row(clickIds[2]).waitFor();
    assert.equal((await fetch(`${base}/${other.alias}?sub_id_1=outsider`, { redirect: 'manual' })).status, 200);
    const insider = await clickLink(alias, 'sub_id_1=insider');
    await row(insider).waitFor();
    assert.equal(
      await page.locator('tbody tr', { hasText: 'Other campaign' }).count(),
      0,
      "the other campaign's click is filtered out",
    );
    assert.equal(await page.locator('tbody tr', { hasText: 'outsider' }).count(), 0);
    // A click id's beginning (the API's prefix search): only that click.
    await page.getByLabel('Click id (full or beginning)').fill(clickIds[1].slice(0, 13));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page
      .locator('tbody tr')
      .filter({ hasText: clickIds[0].slice(-12) })
      .waitFor({ state: 'detached' });
    await row(clickIds[1]).waitFor();
    assert.equal(await page.locator('tbody tr').count(), 1, 'only the click with that id');
    await shot('31-click-log-filtered');
    await fetch(`${base}/${alias}?sub_id_1=bot`, {
      redirect: 'manual',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });

    // Paused: a new click waits, and appears on resume.
    await page.getByRole('button', { name: 'Clear' }).click();
    await row(insider).waitFor();
    await page.locator('tbody tr', { hasText: 'outsider' }).waitFor();
    await page.getByRole('button', { name: 'Pause live updates' }).click();
    const waiting = await clickLink(alias, 'sub_id_1=waiting');
    await page.getByText('Paused: 1 new clicks waiting').waitFor();
    assert.equal(await row(waiting).count(), 0);
    await page.getByRole('button', { name: 'Resume live updates' }).click();
    await row(waiting).waitFor();
    // Countries of recorded traffic are the country filter's choices; bots can be left out.
    await page.getByLabel('Bots').selectOption('human');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // The unfiltered rows (the bot's among them) stay until the filtered page arrives: read until it did (a time-out fails).
    const visitorColumn = await columnOf('Visitor');
    const visitors = await waitFor(
      () => page.locator(`tbody tr td:nth-child(${visitorColumn})`).allTextContents(),
      (cells) => cells.length >= 5 && cells.every((v) => v.startsWith('Human')),
    );
    assert.ok(visitors.length >= 5 && visitors.every((v) => v.startsWith('Human')), 'humans only');
    await row(waiting).waitFor();
    clickIds.push(insider, waiting);
  });

  it('shows a conversion and its postback arriving live', async () => {
    const workspace = await admin(t, owner, 'GET', '/workspace');
    await go('Conversions');
    await listening('live.conversions');
    const answer = await fetch(
      `${base}/${workspace.postback_key}/postback?subid=${clickIds[0]}&status=sale&payout=12.5`,
    );
    assert.equal(await answer.text(), 'ok');
    // Pushed by live_conversions: the page was loaded before the postback and not refreshed.
    const live = page.locator('tr.fresh', { hasText: clickIds[0].slice(-12) });
    await live.waitFor();
    assert.match((await live.textContent()) ?? '', /Sale/);
    await shot('32-conversion-log-live');

    await go('Postbacks');
    await listening('live.postbacks');
    await fetch(`${base}/${workspace.postback_key}/postback?subid=${clickIds[1]}&status=lead&payout=1`);
    await page.locator('tr.fresh', { hasText: clickIds[1].slice(-12) }).waitFor();
    await shot('33-postback-log-live');
  });

  it('opens a click from the click log in a drawer: its fields, its trace and its conversion', async () => {
    // Every click keeps its routing trace from now on (100 %); the new click gets a conversion.
    await admin(t, owner, 'PUT', '/workspace', { traffic_log_sample: 100 }, 200);
    const traced = await clickLink(alias, 'sub_id_1=traced');
    clickIds.push(traced);
    await waitFor(
      async () =>
        (await t.app.inject({ method: 'GET', url: `/admin_api/v1/clicks/${traced}/trace`, headers: owner.headers }))
          .statusCode,
      (status) => status === 200,
    );
    const workspace = await admin(t, owner, 'GET', '/workspace');
    await fetch(`${base}/${workspace.postback_key}/postback?subid=${traced}&status=sale&payout=7`);
    await waitFor(
      () => admin(t, owner, 'GET', `/reports/conversions?click_id=${traced}`),
      (r: { items: unknown[] }) => r.items.length === 1,
    );
    await go('Click log');
    await page.getByRole('button', { name: `Details of click ${traced}` }).click();
    const drawer = page.getByRole('dialog', { name: /^Click / });
    await drawer.getByText(traced, { exact: true }).waitFor();
    await drawer.getByText('Live campaign').waitFor();
    await drawer.getByText('Live offer').waitFor();
    await drawer.getByText('Main flow', { exact: true }).waitFor();
    await drawer.getByText('traced', { exact: true }).waitFor();
    const conversions = drawer.getByRole('region', { name: 'Conversions of this click' });
    await conversions.getByText('sale').waitFor();
    await conversions.getByText(/7\.00/).waitFor();
    const trace = drawer.getByRole('region', { name: 'Trace of this click' });
    await trace.getByText(/^Routed in/).waitFor();
    assert.ok((await trace.locator('ol.trace li').count()) >= 1, 'the routing steps');
    await shot('34-click-detail-drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('shows the columns each user chose on the click, conversion and postback logs, after a reload too', async () => {
    const picker = page.getByRole('group', { name: 'Columns shown' });
    const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
    const saved = (list: string, has: string, hasNot: string) =>
      waitFor(
        () => admin(t, owner, 'GET', '/me/preferences'),
        (p: { columns: Record<string, string[]> }) =>
          p.columns[list]?.includes(has) === true && !p.columns[list].includes(hasNot),
      );

    await go('Click log');
    await header('Zone / site').waitFor();
    assert.equal(await header('IP').count(), 0, 'IP is not a default column');
    await page.getByRole('button', { name: /^Columns/ }).click();
    await picker.getByLabel('Zone / site', { exact: true }).uncheck();
    await picker.getByLabel('IP', { exact: true }).check();
    await header('IP').waitFor();
    assert.equal(await header('Zone / site').count(), 0);
    await saved('click_log', 'ip', 'site');
    await page.reload();
    await header('IP').waitFor();
    assert.equal(await header('Zone / site').count(), 0, 'the choice holds after a reload');
    await shot('35-click-log-columns');

    await go('Conversions');
    await header('Offer').waitFor();
    await page.getByRole('button', { name: /^Columns/ }).click();
    await picker.getByLabel('Offer', { exact: true }).uncheck();
    await picker.getByLabel('Conversion id', { exact: true }).check();
    await header('Conversion id').waitFor();
    await saved('conversion_log', 'conversion_id', 'offer');
    await page.reload();
    await header('Conversion id').waitFor();
    assert.equal(await header('Offer').count(), 0);

    await go('Postbacks');
    await header('URL').waitFor();
    assert.equal(await header('Error').count(), 0, 'Error is not a default column');
    await page.getByRole('button', { name: /^Columns/ }).click();
    await picker.getByRole('button', { name: 'All' }).click();
    await header('Error').waitFor();
    await picker.getByLabel('URL', { exact: true }).uncheck();
    await saved('postback_log', 'error', 'url');
    await page.reload();
    await header('Error').waitFor();
    assert.equal(await header('URL').count(), 0);
  });

  it('creates a rule in the app (condition errors inline), fires it, and its notification arrives live', async () => {
    await go('Auto-rules');
    await page.getByRole('button', { name: 'New rule' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Clicks watch');
    await page.getByLabel('Condition').fill('clicks >= 3 AND clickz > 1');
    await page.getByLabel('Check every (minutes)').fill('1');
    await page.getByRole('button', { name: 'Create rule' }).click();
    await page.locator('textarea[name="condition"][aria-invalid="true"]').waitFor();
    const error = await page.getByRole('alert').filter({ hasText: 'invalid condition' }).textContent();
    assert.match(error ?? '', /unknown metric at character 17/);
    await shot('34-rule-condition-error');
    await page.getByLabel('Condition').fill('clicks >= 3');
    await page.getByRole('button', { name: 'Create rule' }).click();
    await page.getByRole('heading', { name: 'Rule: Clicks watch' }).waitFor();
    const rules = await admin(t, owner, 'GET', '/rules');
    const rule = rules.find((r: { name: string }) => r.name === 'Clicks watch');
    assert.deepEqual([rule.every_minutes, rule.condition, rule.on_fire], [1, 'clicks >= 3', [{ type: 'notify' }]]);
    await shot('35-rule-editor');

    // The minute's schedule tick now (the every-minute rule-schedule job may run it first): a worker
    // evaluates. The page is not reloaded: the badge (read once when the app opened, with 0) can only
    // reach 1 through notification_added.
    await scheduleDueRules(t.runtime.services, new Date());
    await page.getByRole('link', { name: 'Notifications: 1 unread' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Refresh history' }).click();
    // The targets' state table has a 'Triggered' row too (by target id): wait for the history's row, with the name and the snapshot.
    const firing = row('Triggered').filter({ hasText: 'Live campaign' }).first();
    await firing.waitFor();
    assert.match((await firing.textContent()) ?? '', /Live campaign.*clicks \d/);
    assert.match(
      (await row('Live campaign').last().textContent()) ?? '',
      /Triggered/,
      'the target is in the fired state',
    );
    await shot('36-rule-history-badge');

    await page.getByRole('link', { name: 'Notifications: 1 unread' }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.locator('tr.unread', { hasText: 'Clicks watch' }).waitFor();
    await shot('37-notifications');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('link', { name: 'Notifications: 0 unread' }).waitFor();
    await page.locator('td', { hasText: /^read/ }).first().waitFor();
    assert.equal((await admin(t, owner, 'GET', '/notifications/unread-count')).unread, 0);
  });

  it("saves messenger alert settings with a write-only token, and the test button shows the receiver's answer", async () => {
    receiver.handle((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true,"result":{"message_id":42}}');
    });
    await go('Settings');
    await page.getByLabel('Traffic log sample (traced clicks per 100)').waitFor();
    await page.getByLabel('Messenger API base URL').fill(`${receiver.url}/tg`);
    await page.getByLabel('Bot token (write-only)').fill('123456:secret-bot-token');
    await page.getByLabel('Chat id').fill('-100777');
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    await page.getByTestId('bot-token-set').filter({ hasText: /^set$/ }).waitFor();
    assert.equal(await page.getByLabel('Bot token (write-only)').inputValue(), '', 'the token is never shown');
    await page.getByRole('button', { name: 'Send a test alert' }).click();
    const answer = page.getByRole('status', { name: 'Test alert answer' });
    await answer.waitFor();
    assert.match((await answer.textContent()) ?? '', /Delivered · HTTP 200.*"message_id":42/);
    assert.ok(receiver.requests.some((r) => r.url === '/tg/bot123456:secret-bot-token/sendMessage'));
    assert.ok(await page.getByLabel('Show simulated traffic in reports and logs (simulation switch)').isVisible());
    await shot('38-settings-messenger-alerts');
  });

  it('runs the simulator with live progress, pages the click log with load more, and cleans up', async () => {
    await go('Simulator');
    await page.getByLabel('Campaign').selectOption({ label: 'Live campaign' });
    await page.getByLabel('Countries by weight').fill('US=3, DE=1');
    // The API's refusal lands under its field.
    await page.getByLabel('Clicks (1 to 100,000)').fill('200000');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    const clicks = page.locator('input[name="clicks"][aria-invalid="true"]');
    await clicks.waitFor();
    assert.match(
      (await page.locator(`[id="${await clicks.getAttribute('aria-describedby')}"]`).textContent()) ?? '',
      /^clicks must be a whole number from 1 to 100,000/,
    );
    await page.getByLabel('Clicks (1 to 100,000)').fill('1500');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await page
      .getByTestId('simulation-phase')
      .filter({ hasText: /^done: 1,500 of 1,500 clicks/ })
      .waitFor({ timeout: 60_000 });
    await page
      .getByTestId('simulation-result')
      .filter({ hasText: /^1,500 clicks/ })
      .waitFor();
    await shot('39-simulator-progress');

    // The simulated clicks spread over the last 24 hours: the log reads them all whatever the hour
    // (the top bar's default, today, holds a few minutes of them just after midnight).
    await page.getByRole('combobox', { name: 'Period' }).selectOption('24h');
    await go('Click log');
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    assert.equal(await page.locator('tbody tr').count(), 100);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.locator('tbody tr').nth(150).waitFor();
    assert.equal(await page.locator('tbody tr').count(), 200);
    await page.getByLabel('Countries').selectOption(['DE']);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // The 200 unfiltered rows stay on screen until the filtered page arrives: read until the table changed.
    const countryColumn = await columnOf('Country');
    const countries = await waitFor(
      () => page.locator(`tbody tr td:nth-child(${countryColumn})`).allTextContents(),
      (cells) => cells.length > 0 && cells.length < 200,
    );
    assert.ok(countries.length > 0 && countries.every((c) => c.includes('Germany')), 'only German clicks');
    await page.screenshot({ path: join(WEB_ARTIFACTS, '40-click-log-load-more-country.png') });

    await go('Simulator');
    await page.getByRole('button', { name: 'Delete simulated data' }).click();
    await confirmModal(
      page,
      /^Delete all simulated clicks and conversions of this workspace\?$/,
      'Delete simulated data',
    );
    await page.getByText(/^Deleted 1500 simulated clicks and \d+ conversions\.$/).waitFor();
    // The real clicks stay. Cleanup turned the simulation switch off; on again, a simulated click left behind is listed.
    assert.equal((await admin(t, owner, 'GET', '/workspace')).show_simulated_traffic, false);
    await admin(t, owner, 'PUT', '/workspace', { show_simulated_traffic: true });
    const left = await admin(t, owner, 'GET', `/reports/clicks?campaign_id=${campaignId}&limit=500`);
    const ids = new Set(left.items.map((c: { click_id: string }) => c.click_id));
    assert.ok(clickIds.every((id) => ids.has(id)));
    assert.equal(left.items.length, clickIds.length + 1, 'the real clicks and the bot, nothing simulated');
    assert.ok(left.items.every((c: { is_simulated: boolean }) => !c.is_simulated));
    await admin(t, owner, 'PUT', '/workspace', { show_simulated_traffic: false });
  });

  it('imports a CSV with upload progress and live import progress, lists the rejected row, and deletes the import', async () => {
    await go('Import');
    const now = new Date(Date.now() - 3600_000).toISOString();
    const csv =
      `click_time,campaign,country,conversion_status,payout\n${now},Imported ` +
      `campaign,US,,\n${now},Imported campaign,DE,sale,10\n${now},Imported campaign,Germany,,\n`;
    await page
      .getByLabel('File (up to 1 GiB)')
      .setInputFiles({ name: 'clicks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Uploaded clicks.csv: the import is queued.').waitFor();
    const imported = page.locator('tbody tr', { hasText: 'Done' });
    await imported.waitFor({ timeout: 30_000 });
    // State, progress, clicks, conversions and rejected rows, each in its own column.
    const cells = await imported.locator('td').allTextContents();
    assert.deepEqual([cells[2], cells[5], cells[6], cells[7]], ['Done', '2', '1', '1'], cells.join(' | '));
    assert.match(cells[3], /100\s*%/);
    await page.getByRole('button', { name: 'Rejected rows' }).click();
    await page.getByRole('table', { name: 'Rejected rows' }).locator('td', { hasText: /^4$/ }).waitFor();
    await shot('41-import-done-rejected');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmModal(page, /^Delete this import and every click and conversion it created\?$/, 'Delete');
    await page.getByText('Deleted the import: 2 clicks and 1 conversions removed.').waitFor();
    assert.deepEqual(await admin(t, owner, 'GET', '/import/external-tracker'), []);
  });
});
