import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { admin, catalog } from '../support/routing';
import { waitFor } from '../support/wait';

/** What each language calls the things the test reads (the catalogues' words). */
const WORDS = {
  ru: {
    language: /Язык/,
    reports: 'Отчёты',
    clicks: 'Клики',
    settings: 'Настройки отчёта',
    add: 'Добавить',
    addFilter: 'Добавить фильтр',
    notIn: 'ни одно из',
    filterCount: '1 фильтр',
    lpClicks: 'Клики на лендинге',
    lead: 'Лид',
    sale: 'Продажа',
    show: 'Показать воронку',
    why: /один статус/,
  },
  uk: {
    language: /Мова/,
    reports: 'Звіти',
    clicks: 'Кліки',
    settings: 'Налаштування звіту',
    add: 'Додати',
    addFilter: 'Додати фільтр',
    notIn: 'жодне з',
    filterCount: '1 фільтр',
    lpClicks: 'Кліки на лендингу',
    lead: 'Лід',
    sale: 'Продаж',
    show: 'Показати воронку',
    why: /один статус/,
  },
} as const;

/**
 * The report and the funnel in Russian and Ukrainian and in the dark (issues 37 and 36): every word
 * from the catalogues (no API names, no ISO instants), the funnel's landing clicks as a stage in
 * words, "—" with its reason where a stage is not part of the one before (lead → sale), and the
 * charts in the dark theme's colours, drawn again when the theme changes. Screenshots at 1440×900 and
 * 1280×800 (test-artifacts/web/reports-<language>-*).
 */
describe('the report and the funnel in Russian, Ukrainian and dark', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  let owner: Session;

  before(async () => {
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    const make = catalog(t, owner);
    // The source names sub id 1 "zone": the report says "zone (sub ID 1)".
    const source = (
      await admin(t, owner, 'POST', '/sources', {
        name: 'Push source',
        sub_id_parameters: [{ sub_id: 1, param: 'zone', macro: '{zone}' }],
      })
    ).id;
    const offer = await make.offer('Language offer', 'https://offer.example/?cid={click_id}');
    const landing = await make.landing('Language landing', 'https://lp.example/?cid={click_id}');
    const campaign = await make.campaign({ name: 'Кампания push', source_id: source });
    await make.flow(campaign.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: offer }] });
    const clicks: string[] = [];
    for (const zone of ['z1', 'z1', 'z2', 'z2', 'z3', 'z3']) {
      const res = await fetch(`${base}/${campaign.alias}?zone=${zone}`, {
        redirect: 'manual',
        headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 lang/${clicks.length}` },
      });
      assert.equal(res.status, 302);
      clicks.push(new URL(res.headers.get('location')!).searchParams.get('cid')!);
    }
    // Three clicks go on from the landing to the offer (landing clicks).
    for (const cid of clicks.slice(0, 3)) {
      const through = await fetch(`${base}/click?cid=${cid}`, { redirect: 'manual' });
      assert.equal(through.status, 302);
    }
    // One lead and two sales: sales are not among the leads (one status per conversion).
    const workspace = await admin(t, owner, 'GET', '/workspace');
    for (const [cid, status] of [
      [clicks[0], 'lead'],
      [clicks[1], 'sale'],
      [clicks[2], 'sale'],
    ]) {
      const res = await fetch(`${base}/${workspace.postback_key}/postback?subid=${cid}&status=${status}&payout=10`);
      assert.equal(await res.text(), 'ok');
    }
    await waitFor(
      () =>
        admin(
          t,
          owner,
          'POST',
          '/reports/funnel',
          {
            period: 'today',
            stages: ['clicks', 'lp_clicks', 'lead', 'sale'],
          },
          200,
        ),
      (f: { total: { count: number }[] }) => f.total.map((s) => s.count).join() === '6,3,1,2',
    );
    await mkdir(WEB_ARTIFACTS, { recursive: true });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('main h1').first().waitFor();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const open = async (path: string) => {
    await page.locator(`nav a[href="/app${path}"]`).click();
    await page.locator('main h1').first().waitFor();
  };
  /** Both screenshot sizes of the screen as it is. */
  const shots = async (name: string) => {
    await screenshot(page, `${name}-1440`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  const chooseLanguage = async (label: RegExp, value: string) => {
    await page.getByRole('combobox', { name: label }).first().selectOption(value);
    await waitFor(
      () => page.evaluate<string>('document.documentElement.lang'),
      (lang) => lang === value,
    );
  };
  /** The visible text of the main area (what a buyer reads), for words that must not be there. */
  // biome-ignore lint/performance/useDomNodeTextContent: the text as the page shows it, folded parts left out
  const mainText = () => page.locator('main').innerText();

  /** Reads the report by zone, then the funnel with the landing clicks stage, in one language. */
  const readIn = async (language: 'ru' | 'uk') => {
    const w = WORDS[language];
    await page.locator('header .period-picker select').selectOption('today');
    await open('/reports');
    await page.getByRole('heading', { name: w.reports, level: 1 }).waitFor();
    const table = page.locator('table.report');
    await table.getByText('Кампания push').first().waitFor();
    await page.locator('summary', { hasText: w.settings }).click();
    await page.locator('#add-dimension').selectOption('sub_id_1');
    await page.getByRole('button', { name: w.add, exact: true }).click();
    // Sub id 1 by the source's name for it: "zone (…1)".
    await page.locator('ol.chips li', { hasText: /^zone \(.*1\)/ }).waitFor();
    await table.getByRole('columnheader', { name: /zone \(.*1\)/ }).waitFor();
    await table.getByRole('columnheader', { name: w.clicks }).waitFor();
    const facts = (await page.getByTestId('report-facts').textContent())!.trim();
    assert.doesNotMatch(
      facts,
      /\d{4}-\d{2}-\d{2}T|rollup:|columnar:|\braw\b/,
      `the period and the storage in words: ${facts}`,
    );
    const text = await mainText();
    for (const raw of ['sub_id_1', 'not_in', 'Report settings', 'Run report', 'Export CSV', 'click date', 'Total'])
      assert.ok(!text.includes(raw), `${language}: "${raw}" on the report screen`);
    // A filter's operator is a phrase ("ни одно из"), the API's `not_in` only in its tooltip.
    await page.getByRole('button', { name: w.addFilter, exact: true }).click();
    await page.locator('#filter-0-dimension').selectOption('sub_id_1');
    await page.locator('#filter-0-operator').selectOption('not_in');
    const operator = await page.locator('#filter-0-operator option:checked').textContent();
    assert.equal(operator, w.notIn);
    await page.locator('#filter-0-value').fill('z9');
    await page.locator('summary', { hasText: w.filterCount }).waitFor();
    await table.getByText('Кампания push').first().waitFor();
    await shots(`reports-${language}-report`);

    await open('/reports/cohorts');
    await page.locator('table.cohort tbody tr').first().waitFor();
    const cohorts = await mainText();
    for (const raw of ['D0', 'Show cohorts', 'per lag', 'read from'])
      assert.ok(!cohorts.includes(raw), `${language}: "${raw}" on the cohort screen`);
    await shots(`reports-${language}-cohorts`);

    await open('/reports/funnel');
    const stage = (name: string) => page.getByRole('checkbox', { name, exact: true });
    // Clicks, landing clicks, lead, sale, in this order (the order of picking).
    for (const code of ['unique_clicks', 'lead', 'sale']) await page.locator(`input[value="${code}"]`).uncheck();
    await stage(w.lpClicks).check();
    for (const code of ['lead', 'sale']) await page.locator(`input[value="${code}"]`).check();
    await page.getByRole('button', { name: w.show }).click();
    const total = page.getByTestId('funnel-total');
    await total.locator('tr[data-stage="sale"]').waitFor();
    const names = await total.locator('tbody th').allTextContents();
    assert.deepEqual(names, [w.clicks, w.lpClicks, w.lead, w.sale]);
    const counts = await total.locator('tbody td:nth-of-type(1)').allTextContents();
    assert.deepEqual(counts, ['6', '3', '1', '2']);
    // Lead → sale: not a subset, so "—" with the reason (and the API's 200 %) in the tooltip.
    const sale = total.locator('tr[data-stage="sale"]');
    const ofPrevious = sale.locator('td').nth(2).locator('.not-subset');
    assert.equal((await ofPrevious.textContent())!.trim().charAt(0), '—');
    assert.match((await ofPrevious.getAttribute('title')) ?? '', w.why);
    assert.match((await ofPrevious.getAttribute('title')) ?? '', /200/);
    assert.equal((await sale.locator('td').nth(3).textContent())!.trim().charAt(0), '—', 'no loss of −1');
    // Landing clicks of clicks: a part of them, so a share (50 %).
    assert.match((await total.locator('tr[data-stage="lp_clicks"] td').nth(2).textContent()) ?? '', /50/);
    const text2 = await mainText();
    for (const raw of ['lp_clicks', 'unique_clicks', 'Show funnel', 'Stage', 'statuses from'])
      assert.ok(!text2.includes(raw), `${language}: "${raw}" on the funnel screen`);
    await shots(`reports-${language}-funnel`);
  };

  it('reads the report and the funnel in Russian, then in Ukrainian', async () => {
    await chooseLanguage(/Language/, 'ru');
    await readIn('ru');
    await chooseLanguage(WORDS.ru.language, 'uk');
    await readIn('uk');
    await chooseLanguage(WORDS.uk.language, 'en');
  });

  it('draws the charts in the dark theme and again in the light one when the theme changes', async () => {
    if ((await page.evaluate<string>('document.documentElement.lang')) !== 'en')
      await chooseLanguage(/Language|Язык|Мова/, 'en');
    await open('/reports/funnel');
    await page.getByRole('button', { name: 'Show funnel' }).click();
    const chart = page.locator('.chart[role="img"]').first();
    await chart.waitFor();
    assert.equal(await chart.getAttribute('data-color-scheme'), 'light');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await page.locator('html[data-mantine-color-scheme="dark"]').waitFor();
    await page.locator('.chart[role="img"][data-color-scheme="dark"]').first().waitFor();
    // The canvas itself is drawn dark-friendly: its background is transparent over the dark page.
    const corner = await page.evaluate<number[]>(
      `Array.from(document.querySelector('.chart canvas').getContext('2d').getImageData(1, 1, 1, 1).data)`,
    );
    assert.equal(corner[3], 0, `a transparent corner, not a painted background: ${corner}`);
    await shots('reports-dark-funnel');
    await open('/reports');
    await page.locator('table.report tbody tr').first().waitFor();
    await shots('reports-dark-report');
    await open('/dashboard');
    await page.locator('.chart[role="img"][data-color-scheme="dark"]').first().waitFor();
    await shots('reports-dark-dashboard');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    await page.locator('.chart[role="img"][data-color-scheme="light"]').first().waitFor();
    assert.equal(await page.locator('.chart[role="img"][data-color-scheme="dark"]').count(), 0);
  });
});
