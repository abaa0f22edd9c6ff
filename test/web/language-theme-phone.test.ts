import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, screenshot, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin, catalog } from '../support/routing';
import { waitFor } from '../support/wait';

/** Every screen of the main navigation (path under /app and the artifact's name). */
const SCREENS: [string, string][] = [
  ['/dashboard', 'dashboard'],
  ['/reports', 'reports'],
  ['/reports/funnel', 'funnel'],
  ['/reports/cohorts', 'cohorts'],
  ['/campaigns', 'campaigns'],
  ['/landings', 'landings'],
  ['/offers', 'offers'],
  ['/sources', 'sources'],
  ['/networks', 'networks'],
  ['/logs/clicks', 'click-log'],
  ['/logs/traffic', 'traffic-log'],
  ['/logs/conversions', 'conversions'],
  ['/logs/postbacks', 'postbacks'],
  ['/rules', 'rules'],
  ['/notifications', 'notifications'],
  ['/statuses', 'statuses'],
  ['/rates', 'rates'],
  ['/webhooks', 'webhooks'],
  ['/settings', 'settings'],
  ['/simulator', 'simulator'],
  ['/import', 'import'],
  ['/team', 'team'],
  ['/workspaces', 'workspaces'],
  ['/security', 'security'],
  ['/audit', 'audit'],
];

/**
 * The app in the buyer's language, in the dark and on a phone (issue 37), in Chromium against the real
 * service: the Language select switches to Russian and Ukrainian at once and is saved on the server, the
 * campaign list and a report read in each, back to English; the Theme switch; at 390×844 the navigation
 * is a menu and no screen scrolls sideways; the keyboard shortcuts. Screenshots of every screen in
 * English at 1440×900, in Russian, in Ukrainian, dark and at 390×844 (test-artifacts/web/i18n-*).
 */
describe('language, theme and phone in headless Chromium', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  let owner: Session;
  let campaignId = '';
  const NAME = 'Push zone test with a long campaign name';

  before(async () => {
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    const make = catalog(t, owner);
    const offer = await make.offer('Lang offer', 'https://offer.example/?cid={click_id}');
    const campaign = await make.campaign({ name: NAME });
    campaignId = campaign.id;
    await make.flow(campaign.id, { offers: [{ offer_id: offer, weight: 100 }] });
    for (const zone of ['z1', 'z1', 'z2']) {
      const res = await fetch(`${base}/${campaign.alias}?sub_id_1=${zone}`, {
        redirect: 'manual',
        headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 lang/${zone}` },
      });
      assert.equal(res.status, 302);
    }
    await waitFor(
      () => admin(t, owner, 'GET', '/reports/dashboard?period=today'),
      (d: { kpis: { clicks: number } }) => d.kpis.clicks === 3,
    );
    await mkdir(WEB_ARTIFACTS, { recursive: true });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const logIn = async (p: Page) => {
    await p.goto(`${base}/app/`);
    await p.getByLabel('E-mail').fill(owner.email);
    await p.getByLabel('Password').fill(owner.password);
    await p.getByRole('button', { name: 'Log in' }).click();
    await p.locator('main h1').first().waitFor();
  };
  /**
   * A screen loaded: its heading, no skeleton left, a report's table, and the dashboard's blocks drawn
   * (the period line written, the map's geometry and figures in): a screenshot never shows "Loading…".
   */
  const loaded = async (p: Page, path: string) => {
    await p.locator('main h1').first().waitFor();
    // No table still a skeleton, and no figure still a grey bar (the lists' stats come in after them).
    await p.locator('main .skeleton-line').first().waitFor({ state: 'detached' });
    if (path === '/reports') await p.locator('main table.report').waitFor();
    if (path !== '/dashboard') return;
    await p.locator('main ol.dashboard .dash-block').first().waitFor();
    await p.locator('main .world-map[aria-busy="false"]').waitFor();
    await p.locator('main .country-map[data-figures="loaded"]').waitFor();
  };
  /** A screen by its path (the same in every language), waited for until it is loaded. */
  const open = async (p: Page, path: string) => {
    await p.locator(`nav a[href="/app${path}"]`).click();
    await loaded(p, path);
  };
  const shootAll = async (p: Page, prefix: string) => {
    for (const [path, name] of SCREENS) {
      await open(p, path);
      await screenshot(p, `i18n-${prefix}-${name}`);
    }
  };
  const preferences = () => admin(t, owner, 'GET', '/me/preferences');
  const chooseLanguage = async (p: Page, label: RegExp, value: string) => {
    const select = p.getByRole('combobox', { name: label }).first();
    await select.selectOption(value);
    await waitFor(
      () => p.evaluate<string>('document.documentElement.lang'),
      (lang) => lang === value,
    ).catch(async (error) => {
      await screenshot(p, `i18n-failed-${value}`);
      throw error;
    });
  };

  it('shows every screen in English at 1440×900', async () => {
    await logIn(page);
    await shootAll(page, 'en');
  });

  it('switches to Russian and Ukrainian at once, saved on the server, and reads the campaign list and a report', async () => {
    const words = {
      ru: {
        language: /Язык/,
        campaigns: 'Кампании',
        reports: 'Отчёты',
        clicks: 'Клики',
        profit: 'Прибыль',
        chooseFile: 'Выбрать файл',
      },
      uk: {
        language: /Мова/,
        campaigns: 'Кампанії',
        reports: 'Звіти',
        clicks: 'Кліки',
        profit: 'Прибуток',
        chooseFile: 'Вибрати файл',
      },
    } as const;
    let label: RegExp = /Language/;
    for (const language of ['ru', 'uk'] as const) {
      const w = words[language];
      await chooseLanguage(page, label, language);
      label = w.language;
      await page.getByRole('navigation').getByRole('link', { name: w.campaigns, exact: true }).waitFor();
      await waitFor(preferences, (p: { language: string }) => p.language === language);
      await open(page, '/campaigns');
      await page.getByRole('columnheader', { name: w.clicks }).waitFor();
      await page.getByRole('columnheader', { name: w.profit }).waitFor();
      await page.getByRole('row', { name: new RegExp(NAME) }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: w.reports, exact: true }).click();
      await page
        .getByRole('cell', { name: new RegExp(NAME) })
        .first()
        .waitFor();
      await page.getByRole('columnheader', { name: w.clicks }).first().waitFor();
      await shootAll(page, language);
      // The import's file field in the app's language (a button and a drop zone), not the browser's control.
      await open(page, '/import');
      await page.getByRole('button', { name: w.chooseFile }).waitFor();
      // The browser's own control stays out of sight (`.sr-only`), under its label for assistive technology.
      assert.equal(await page.locator('main input[type="file"].sr-only').count(), 1);
    }
    // A reload keeps the language (this browser remembers it; the server has it for the next one).
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Кампанії', exact: true }).waitFor();
    await chooseLanguage(page, label, 'en');
    await page.getByRole('navigation').getByRole('link', { name: 'Campaigns', exact: true }).waitFor();
    await waitFor(preferences, (p: { language: string }) => p.language === 'en');
  });

  it('switches the theme to dark at once, saved on the server, and back to the system', async () => {
    const background = () => page.evaluate<string>('getComputedStyle(document.documentElement).backgroundColor');
    const light = await background();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await page.locator('html[data-mantine-color-scheme="dark"]').waitFor();
    await waitFor(background, (b) => b !== light);
    await waitFor(preferences, (p: { theme: string }) => p.theme === 'dark');
    await shootAll(page, 'dark');
    // The dashboard's world map is drawn in the dark colours too (its own chart, not ECharts' theme).
    await open(page, '/dashboard');
    await page.locator('main .world-map[data-color-scheme="dark"]').waitFor();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system');
    await waitFor(preferences, (p: { theme: string }) => p.theme === 'system');
    await page.locator('html[data-mantine-color-scheme="light"]').waitFor();
  });

  it('answers the keyboard: ? lists the shortcuts, g then c opens the campaigns, / focuses the search', async () => {
    await open(page, '/dashboard');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Go to Campaigns').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await page.waitForURL(/\/app\/campaigns$/);
    await page.locator('main h1').first().waitFor();
    // The screen's search box is there (the list's tool bar), then `/` moves the focus into it.
    await page.locator('main input[type="search"]').first().waitFor();
    await page.locator('main h1').first().click();
    await page.keyboard.press('/');
    await waitFor(() => page.evaluate(`document.activeElement?.getAttribute('type') === 'search'`));
  });

  it('at 390×844: a menu, nothing scrolls sideways, and the campaign list shows name, switch, clicks and profit', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true })
    ).newPage();
    await logIn(phone);
    const wide = () => phone.evaluate<number>('document.documentElement.scrollWidth');
    /** The menu button opens the navigation (asked again until it shows), then a screen is chosen in it. */
    const viaMenu = async (path: string) => {
      const menu = phone.getByRole('button', { name: /Menu/ });
      const link = phone.locator(`nav a[href="/app${path}"]`);
      // The menu closes whenever the path changes (the first load's redirect to /dashboard may land
      // after it was opened on a busy machine): opened again until its link is clicked.
      await waitFor(async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        return link.click({ timeout: 2000 }).then(
          () => true,
          () => false,
        );
      }, 60_000);
      await loaded(phone, path);
      await phone.locator('nav.main-nav').waitFor({ state: 'hidden' });
    };
    for (const path of ['/dashboard', '/campaigns', '/notifications']) {
      await viaMenu(path);
      assert.ok((await wide()) <= 390, `${path}: page ${await wide()} px wide`);
    }
    await viaMenu('/campaigns');
    const row = phone.getByRole('row', { name: new RegExp(NAME) });
    await row.getByRole('switch').waitFor();
    await screenshot(phone, 'i18n-phone-campaigns');
    const inView = async (text: string | RegExp) => {
      const box = await phone.getByRole('columnheader', { name: text }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${text} within the screen: ${JSON.stringify(box)}`);
    };
    for (const header of ['Clicks', 'Profit']) await inView(header);
    const name = await row.getByRole('link', { name: NAME }).boundingBox();
    const toggle = await row.getByRole('switch').boundingBox();
    assert.ok(name && name.x >= 0 && name.x < 390 && toggle && toggle.x + toggle.width <= 390);
    await phone.goto(`${base}/app/campaigns/${campaignId}`);
    await phone.locator('main h1').first().waitFor();
    assert.ok((await wide()) <= 390, `campaign page: ${await wide()} px wide`);
    await screenshot(phone, 'i18n-phone-campaign-page');
    await phone.getByRole('button', { name: /Menu/ }).click();
    await phone.locator('nav.main-nav').waitFor();
    await screenshot(phone, 'i18n-phone-menu');
    await phone.getByRole('button', { name: /Menu/ }).click();
    await phone.locator('nav.main-nav').waitFor({ state: 'hidden' });
    for (const [path, screen] of SCREENS) {
      await viaMenu(path);
      await screenshot(phone, `i18n-phone-${screen}`);
    }
  });
});
