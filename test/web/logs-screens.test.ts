import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { api, postback, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { startTestApp, type TestApp } from '../support/harness';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;
const MINUTE = 60_000;

/**
 * The click log with its drawer, the conversion log and the audit in a buyer's words (issues 36
 * and 37): the source's click id, the zone under the name the source gives it, source, flow,
 * landing and offer by name; the audit crediting a member's clone to that member and naming the
 * ids in its changes; English, then Russian. Screenshots at 1440×900 and 1280×800
 * (test-artifacts/web/screens/logs-*).
 */
describe('the logs and the audit in the app', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let fx: TrackingFixture;
  let page: Page;
  let firstClick = '';
  const errors: string[] = [];

  before(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    fx = await trackingFixture(t, { status_mapping: { approved: 'sale' } });
    const s = fx.session;
    await api(t, s, 'PUT', `/sources/${fx.source_id}`, {
      name: 'PropellerAds push',
      parameters: { site: { param: 'zone', macro: '{zoneid}' }, external_id: { param: 'subid', macro: '${SUBID}' } },
      sub_id_parameters: [{ sub_id: 1, param: 'geo', macro: '{geo}' }],
    });
    await api(t, s, 'PUT', `/offers/${fx.offer_id}`, { name: 'Keto Slim DE' });
    await api(t, s, 'PUT', `/campaigns/${fx.campaign_id}`, { name: 'DE push keto' });
    const flow = await api(t, s, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Main flow',
      type: 'default',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/',
    });
    const landing = await api(t, s, 'POST', '/landings', { name: 'Quiz page', url: 'https://lp.example/' });
    const now = Date.now();
    const rows: Record<string, unknown>[] = [
      { country: 'DE', site: '4411', sub_id_1: 'DE', external_click_id: 'prop-7781' },
      { country: 'AT', city: 'Vienna', site: '4411', sub_id_1: 'AT', external_click_id: 'prop-7782' },
      { country: 'DE', site: '5120', sub_id_1: 'DE', is_bot: true, device_type: 'bot' },
      { country: 'CH', city: 'Zürich', site: '5120', sub_id_1: 'CH', outcome: 'no_match', http_status: 404 },
      { country: 'DE', site: '4411', sub_id_1: 'DE', external_click_id: 'prop-7785', ad_campaign: 'keto-1' },
    ];
    for (const [i, row] of rows.entries()) {
      const click = await storeClick(
        t,
        fx,
        { flow_id: flow.id, landing_id: landing.id, ...row } as never,
        new Date(now - (10 - i) * MINUTE),
      );
      if (i === rows.length - 1) firstClick = click.click_id;
    }
    const answer = await postback(t, fx.postback_key, { subid: firstClick, status: 'approved', payout: '24' });
    assert.equal(answer.statusCode, 200, answer.body);
    // The audit: a member's clone (and its flows) and a flow's offer change, named by their names.
    await api(t, s, 'POST', `/campaigns/${fx.campaign_id}/clone`, { name: 'DE push keto (copy)' });
    await mkdir(join(WEB_ARTIFACTS, 'screens'), { recursive: true });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: SIZES[0], locale: 'en-US' })).newPage();
    // A click without a kept trace: its trace query answers 404, which the drawer says in words.
    page.on('console', (m) => m.type() === 'error' && !/status of 404/.test(m.text()) && errors.push(m.text()));
    page.on('response', (r) => r.status() === 404 && !r.url().endsWith('/graphql') && errors.push(`404 ${r.url()}`));
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(s.email);
    await page.getByLabel('Password').fill(s.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Screenshots at both sizes (back at 1440×900 after). */
  async function shots(name: string) {
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(WEB_ARTIFACTS, 'screens', `${name}-${size.width}.png`) });
    }
  }
  const openDrawer = async (label: RegExp, shot?: string) => {
    await page.goto(`${base}/app/logs/clicks`);
    const time = page.getByRole('button', { name: label }).first();
    await time.waitFor();
    if (shot) await shots(shot);
    await time.click();
    return page.getByRole('dialog');
  };

  it("shows a click's source click id, zone as the source names it, and its entities by name", async () => {
    const drawer = await openDrawer(new RegExp(`^Details of click ${firstClick}$`), 'logs-click-log');
    await drawer.getByText('prop-7785', { exact: true }).waitFor();
    const fact = (label: string) => drawer.locator('.fact', { has: page.locator('dt', { hasText: label }) });
    assert.equal(await fact('zone').locator('dd').textContent(), '4411');
    assert.equal(await fact('geo (sub_id_1)').locator('dd').textContent(), 'DE');
    for (const name of ['PropellerAds push', 'Main flow', 'Quiz page', 'Keto Slim DE', 'DE push keto'])
      await drawer.getByText(name, { exact: true }).waitFor();
    await drawer.getByRole('region', { name: 'Conversions of this click' }).getByText('Sale').waitFor();
    const table = (await page.locator('main table').textContent()) ?? '';
    assert.match(table, /Germany/);
    assert.match(table, /Keto Slim DE/);
    assert.match(table, /No flow matched/);
    assert.doesNotMatch(table, /no_match|sub_id_1/, 'phrases, not keys');
    await shots('logs-click-drawer');
    await page.keyboard.press('Escape');
  });

  it('shows conversions in words', async () => {
    await page.goto(`${base}/app/logs/conversions`);
    const row = page.locator('tbody tr').first();
    await row.getByText('Sale').first().waitFor();
    assert.match((await row.textContent()) ?? '', /Keto Slim DE/);
    await shots('logs-conversion-log');
  });

  it("credits the member's clone to the member and names the entities in the changes", async () => {
    await page.goto(`${base}/app/audit`);
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const clone = page.getByRole('row').filter({ hasText: 'DE push keto (copy)' }).first();
    await clone.getByRole('cell', { name: 'Created', exact: true }).waitFor();
    assert.doesNotMatch((await clone.textContent()) ?? '', /The system/);
    const flowRows = page.getByRole('row').filter({ hasText: 'Main flow' });
    await flowRows.first().waitFor();
    const flows = await flowRows.allInnerTexts();
    assert.equal(flows.length, 2, 'the flow and its clone');
    for (const text of flows) {
      assert.doesNotMatch(text, /The system/, "the clone's flow is the member's too");
      assert.match(text, /Campaign\s+DE push keto/, "the flow's campaign by name, not its id");
    }
    await shots('logs-audit');
  });

  it('reads the click log, its drawer and the audit in Russian', async () => {
    await page
      .getByRole('combobox', { name: /Language/ })
      .first()
      .selectOption('ru');
    await page.locator('html[lang="ru"]').waitFor({ state: 'attached' });
    const drawer = await openDrawer(/^Подробности клика/);
    await drawer.getByText('ID клика в источнике').waitFor();
    await page.locator('main table').getByText('Германия').first().waitFor();
    await shots('logs-click-drawer-ru');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/app/audit`);
    await page.getByRole('heading', { name: 'Журнал действий', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Создано', exact: true }).first().waitFor();
    await shots('logs-audit-ru');
    await page.goto(`${base}/app/logs/conversions`);
    await page.getByRole('heading', { name: 'Лог конверсий', level: 1 }).waitFor();
    await page.locator('tbody tr').first().getByText('Продажа').first().waitFor();
    await shots('logs-conversion-log-ru');
    await page.getByRole('combobox', { name: /Язык/ }).first().selectOption('en');
    assert.deepEqual(errors, []);
  });
});
