import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openScreen, screenshot, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin } from '../support/routing';
import { zip } from '../support/zip';
import { waitFor } from '../support/wait';

/**
 * A page a workspace member could upload: it tries to read the app's session and to call the API
 * with the browser's cookies, and writes what happened into the page.
 */
const PROBE_HTML =
  `<!doctype html><html><body><p id="storage">…</p><p id="cookie">…</p><p id="api">…</p><script>
  function show(id, text) { document.getElementById(id).textContent = text; }
  try { show('storage', 'storage: ' + String(sessionStorage.getItem('tt.session'))); } catch (e) { ` +
  `show('storage', 'storage: blocked ' + e.name); }
  try { show('cookie', 'cookie: ' + document.cookie); } catch (e) { show('cookie', 'cookie: blocked ' + e.name); }
  fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, ` +
  `body: JSON.stringify({ query: '{ me { user { email } } }' }) })
    .then(function (r) { return r.text(); })
    .then(function (t) { show('api', 'api: ' + t); }, function (e) { show('api', 'api: failed ' + e.name); });
</script></body></html>`;

describe('web app in headless Chromium against the real service', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  let owner: Session;
  let backupCodes: string[] = [];

  before(async () => {
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    await mkdir(WEB_ARTIFACTS, { recursive: true });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const shot = (name: string) => screenshot(page, name);
  const go = (label: string) => openScreen(page, label);

  it('serves the app at /app/ with a strict CSP, immutable hashed assets and a no-cache page', async () => {
    const index = await fetch(`${base}/app/`);
    assert.equal(index.status, 200);
    const csp = index.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:\/\/(?!;)[a-z]/);
    assert.equal(index.headers.get('cache-control'), 'no-cache');
    const html = await index.text();
    assert.doesNotMatch(html, /<script>(?!<\/script>)/, 'no inline script');
    const asset = /src="(\/app\/assets\/[^"]+\.js)"/.exec(html)![1];
    const js = await fetch(`${base}${asset}`);
    assert.equal(js.status, 200);
    assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    // Client-side routes get the page; a missing asset is a 404, not the page.
    const deep = await fetch(`${base}/app/campaigns/123`);
    assert.equal(deep.status, 200);
    assert.match(await deep.text(), /<div id="root">/);
    assert.equal((await fetch(`${base}/app/assets/missing-abc.js`)).status, 404);
  });

  it('logs in, sets up 2FA with the QR code, and logs in again with a backup code', async () => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').first().waitFor();
    await shot('01-login-error');
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await go('Security (2FA)');
    await page.getByRole('button', { name: 'Set up 2FA' }).click();
    await page.getByRole('img', { name: 'QR code of the 2FA secret' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await shot('02-2fa-setup-qr');
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on 2FA' }).click();
    await page.getByRole('heading', { name: 'Backup codes (shown once)' }).waitFor();
    backupCodes = (await page.locator('.codes code').allTextContents()).map((c) => c.trim());
    assert.ok(backupCodes.length >= 8);
    await shot('03-2fa-backup-codes');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const code = page.getByLabel('Code from your authenticator app, or a backup code');
    await code.waitFor();
    await shot('04-login-second-factor');
    await code.fill(backupCodes[0]);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|Refused/.test(e)),
      [],
      'no CSP violations',
    );
  });

  it('shows API validation errors next to their field', async () => {
    await go('Offers');
    await page.getByRole('button', { name: 'New offer' }).click();
    await page.getByLabel('Name').fill('Offer with a bad currency');
    await page.getByRole('button', { name: 'Create' }).click();
    // The API checks the URL first: its message lands under the URL field.
    await page.locator('input[name="url"][aria-invalid="true"]').waitFor();
    await page.getByLabel('Offer URL (macros allowed)').fill('https://offer.example/?cid={click_id}');
    await page.getByLabel('Payout currency').fill('XXQ');
    await page.getByRole('button', { name: 'Create' }).click();
    const field = page.getByLabel('Payout currency');
    // (page.waitForFunction would evaluate a string: the app's CSP forbids that, as it should.)
    await page.locator('input[name="payout_currency"][aria-invalid="true"]').waitFor();
    const described = await field.getAttribute('aria-describedby');
    const message = await page.locator(`[id="${described}"]`).textContent();
    assert.match(message ?? '', /^payout_currency must be an ISO 4217 currency code/);
    await shot('05-offer-field-error');
    await field.fill('');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.locator('td', { hasText: 'Offer with a bad currency' }).waitFor();
    await shot('06-offers');
  });

  let campaignId = '';
  let alias = '';
  it('creates a campaign and a flow with the offer, and builds its tracking link', async () => {
    await go('Settings');
    await page.getByLabel('Traffic log sample (traced clicks per 100)').fill('100');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Saved.').waitFor();
    await shot('07-settings');

    await go('Campaigns');
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Browser campaign');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('link', { name: 'Browser campaign' }).click();
    await page.getByRole('heading', { name: 'Browser campaign' }).waitFor();
    // The page leads with the campaign's statistics; the set-up is a tab.
    await page.getByRole('tab', { name: /Set-up/ }).click();
    campaignId = page.url().split('/').pop()!;

    await page.getByRole('button', { name: 'New flow' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Main flow');
    await page.getByLabel('Add offer').selectOption({ label: 'Offer with a bad currency' });
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    await page.getByRole('button', { name: 'Create flow' }).click();
    await page.locator('td', { hasText: 'Main flow' }).waitFor();

    await page.getByLabel('sub_id_1').fill('{zoneid}');
    const link = (await page.getByTestId('tracking-link').textContent())!;
    assert.match(link, /\?sub_id_1=\{zoneid\}$/);
    const postback = (await page.getByTestId('postback-url').textContent())!;
    assert.match(postback, /\/[0-9a-f]{32}\/postback\?subid=\{subid\}&status=\{status\}&payout=\{payout\}$/);
    await page.getByRole('button', { name: 'Copy postback URL' }).click();
    assert.equal(await page.evaluate<string>('navigator.clipboard.readText()'), postback);
    alias = new URL(link.split('?')[0]).pathname.slice(1);
    await shot('08-campaign-flows-link-builder');
  });

  it('shows real clicks in the traffic log with their trace, and a postback in the conversion and postback logs', async () => {
    const clickIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/${alias}?sub_id_1=zone${i}`, {
        redirect: 'manual',
        headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 test/${i}` },
      });
      assert.equal(res.status, 302);
      assert.match(res.headers.get('location') ?? '', /^https:\/\/offer\.example\/\?cid=/);
      clickIds.push(new URL(res.headers.get('location')!).searchParams.get('cid')!);
    }
    // Traces are written by the background consumer: wait until the API lists them.
    await waitFor(
      () => admin(t, owner, 'GET', `/reports/traffic-log?campaign_id=${campaignId}`),
      (r: { total: number }) => r.total >= 3,
    );
    await go('Traffic log');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: `Trace of click ${clickIds[0]}` }).click();
    await page
      .getByRole('complementary', { name: 'Click trace' })
      // The step reads as a phrase ("Flow"); its internal name is in the tooltip.
      .locator('li[title^="flow_select"]')
      .first()
      .waitFor();
    await shot('09-traffic-log-trace');

    const workspace = await admin(t, owner, 'GET', '/workspace');
    const answer = await fetch(
      `${base}/${workspace.postback_key}/postback?subid=${clickIds[0]}&status=sale&payout=12.5`,
    );
    assert.equal(await answer.text(), 'ok');
    await go('Conversions');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('td', { hasText: clickIds[0].slice(-12) }).waitFor();
    await page
      .locator('td', { hasText: /^[Ss]ale$/ })
      .first()
      .waitFor();
    await shot('10-conversion-log');
    await go('Postbacks');
    await page
      .locator('td', { hasText: clickIds[0].slice(-12) })
      .first()
      .waitFor();
    await shot('11-postback-log');
  });

  it('builds a report with two dimensions, drills down, copies a black list and exports CSV matching the API', async () => {
    const request = { dimensions: ['sub_id_1'], period: '7d', limit: 1000 };
    const api = await waitFor(
      () => admin(t, owner, 'POST', '/reports/query', request, 200),
      (r: { rows: { values: Record<string, string>; metrics: { clicks: number } }[] }) =>
        r.rows.reduce((n, row) => n + row.metrics.clicks, 0) >= 3,
    );
    await go('Reports');
    // Results first: the settings are folded away while the report is valid.
    await page.locator('summary', { hasText: 'Report settings' }).click();
    // Chain sub_id_1 → campaign.
    await page.getByRole('button', { name: /^Remove dimension/ }).click();
    await page.getByLabel('Add dimension').selectOption('sub_id_1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Add dimension').selectOption('campaign');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByRole('button', { name: '▸ zone0', exact: true }).click();
    await page.locator('td', { hasText: 'Browser campaign' }).waitFor();
    await page.getByRole('button', { name: 'Mark zone1 black' }).click();
    await page.locator('tr.mark-b', { hasText: 'zone1' }).waitFor();
    await page.getByRole('button', { name: 'Copy black list (1)' }).click();
    assert.equal(await page.evaluate<string>('navigator.clipboard.readText()'), 'zone1');
    await shot('20-report-drilldown-marks');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    const columns = lines[0].split(',');
    const clicksAt = columns.indexOf('Clicks');
    assert.ok(clicksAt > 0, 'a clicks column');
    const fromCsv = Object.fromEntries(
      lines.slice(1).map((line) => [line.split(',')[0], Number(line.split(',')[clicksAt])]),
    );
    const fromApi = Object.fromEntries(
      api.rows.map((row: { values: Record<string, string>; metrics: { clicks: number } }) => [
        row.values.sub_id_1 ?? '',
        row.metrics.clicks,
      ]),
    );
    assert.deepEqual(fromCsv, fromApi);
  });

  it('keeps the session out of reach of a hosted landing (uploaded with progress) and of a show_html page', async () => {
    await go('Landings');
    await page.getByRole('button', { name: 'New landing' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Probe landing');
    await page.getByLabel('Type').selectOption('hosted');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('ZIP archive with index.html').setInputFiles({
      name: 'probe.zip',
      mimeType: 'application/zip',
      buffer: zip([{ name: 'index.html', data: PROBE_HTML }]),
    });
    await page.getByText('Uploaded: the new version is live.').waitFor();
    await shot('12-landings-zip-upload');
    const landings = await admin(t, owner, 'GET', '/landings');
    const landing = landings.items.find((l: { name: string }) => l.name === 'Probe landing');

    // The worst case: the browser also holds the token in the `auth` cookie.
    const session = JSON.parse(await page.evaluate<string>(`sessionStorage.getItem('tt.session')`));
    await context.addCookies([{ name: 'auth', value: session.token, url: base }]);
    const probe = async (url: string) => {
      const tab = await context.newPage();
      const res = await tab.goto(url);
      assert.match(res!.headers()['content-security-policy'] ?? '', /^sandbox allow-scripts /);
      await tab.waitForFunction(`!document.getElementById('api').textContent.startsWith('…')`);
      // biome-ignore lint/performance/useDomNodeTextContent: the text as the page shows it, hidden parts left out
      const text = await tab.locator('body').innerText();
      await tab.close();
      return text;
    };
    for (const text of [await probe(`${base}${landing.hosted_path}`)]) {
      assert.match(text, /storage: blocked SecurityError/);
      assert.match(text, /cookie: blocked SecurityError|cookie: $/m);
      assert.doesNotMatch(text, new RegExp(owner.email.replace(/[.]/g, '\\.')));
      assert.match(text, /api: .*(UNAUTHENTICATED|unauthorized|failed)/);
    }
    // The same page as a show_html flow of a campaign.
    const campaign = await admin(t, owner, 'POST', '/campaigns', { name: 'Show HTML' });
    await admin(t, owner, 'POST', `/campaigns/${campaign.id}/flows`, {
      name: 'html',
      scheme: 'show_html',
      content: PROBE_HTML,
    });
    const text = await probe(`${base}/${campaign.alias}`);
    assert.match(text, /storage: blocked SecurityError/);
    assert.doesNotMatch(text, new RegExp(owner.email.replace(/[.]/g, '\\.')));
    // The app itself still works with the cookie present.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('creates an API key shown once, and renders the remaining screens', async () => {
    await go('Team and API keys');
    await page.getByLabel('Key name').fill('site');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
    assert.match(key, /^ak_/);
    await shot('13-team-api-keys');
    const screens = [
      ['Sources', 'Traffic sources', '14-sources'],
      ['Affiliate networks', 'Affiliate networks', '15-affiliate-networks'],
      ['Custom statuses', 'Custom statuses', '16-custom-statuses'],
      ['Currency rates', 'Currency rates', '17-currency-rates'],
      ['Webhooks', 'Webhooks', '18-webhooks'],
      ['Workspaces', 'Workspaces', '19-workspaces'],
    ] as const;
    for (const [label, heading, file] of screens) {
      await go(label);
      // This screen's own heading: the previous screen's heading would match "any heading".
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot(file);
    }
    // Shown once: back on the team screen the key is listed by name, its secret nowhere on the page.
    await go('Team and API keys');
    await page.getByRole('heading', { level: 1, name: 'Team and API keys', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'site', exact: true }).waitFor();
    assert.equal(await page.getByTestId('new-api-key').count(), 0);
    assert.ok(!(await page.content()).includes(key), 'the key is not shown a second time');
  });
});
