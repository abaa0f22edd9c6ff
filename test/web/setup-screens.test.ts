import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { admin, catalog } from '../support/routing';
import { createSession, type Session } from '../support/session';
import { waitFor } from '../support/wait';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;

/**
 * The set-up screens in the buyer's words (docs/web.md): an empty workspace's first-run checklist ticks
 * itself, the landing editor gives the page's offer-link code with a copy button, and flows, templates,
 * team, domains, import and simulator read in English and in Russian (screenshots of each at both sizes
 * under test-artifacts/web/setup/).
 */
describe('set-up screens, first run and the landing snippet', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  let owner: Session;
  const errors: string[] = [];
  const dir = join(WEB_ARTIFACTS, 'setup');

  before(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    await mkdir(dir, { recursive: true });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: SIZES[0], locale: 'en-US' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  async function shots(name: string) {
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(dir, `${name}-${size.width}.png`), fullPage: true });
    }
  }
  const step = (id: string) => page.locator(`.first-run-steps li[data-step="${id}"]`);

  it('shows an empty workspace its first steps, and ticks one once it exists', async () => {
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Get started', level: 2 }).waitFor();
    assert.equal(await step('source').getAttribute('data-done'), 'false');
    await page.getByText('0 of 6 done').waitFor();
    await page.getByRole('link', { name: 'Add a traffic source' }).waitFor();
    await shots('first-run-empty');

    await admin(t, owner, 'POST', '/sources', { name: 'Push source' });
    await page.reload();
    await page.getByText('1 of 6 done').waitFor();
    assert.equal(await step('source').getAttribute('data-done'), 'true');
    assert.equal(await step('network').getAttribute('data-done'), 'false');
    await shots('first-run-one-done');

    await page.getByRole('button', { name: 'Hide this list' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Get started' }).count(), 0, 'hidden for good');
  });

  it("gives the landing's offer-link code, and copies it", async () => {
    const make = catalog(t, owner);
    await make.landing('Quiz page', 'https://lp.example/quiz', { offers_count: 2 });
    await page.goto(`${base}/app/landings`);
    await page.getByRole('button', { name: 'Edit Quiz page', exact: true }).click();
    await page.getByRole('heading', { name: 'How the page links to the offer' }).waitFor();
    await page.getByRole('button', { name: 'Copy the code' }).click();
    const copied = await waitFor(
      () => page.evaluate<string>('navigator.clipboard.readText()'),
      (text) => text.includes('data-service-offer'),
    );
    assert.equal(
      copied,
      [
        `<script src="${base}/sdk/service.js" data-service-auto></script>`,
        '<a href="#" data-service-offer>Offer 1</a>',
        '<a href="#" data-service-offer="2">Offer 2</a>',
      ].join('\n'),
    );
    assert.equal(await page.getByTestId('click-through-url').textContent(), `${base}/click?cid={click_id}`);
    await shots('landing-offer-link');
  });

  /** Each set-up screen with something on it, at both sizes; `language` names the artifacts. */
  async function setupScreens(language: 'en' | 'ru', campaignId: string) {
    await page.goto(`${base}/app/campaigns/${campaignId}`);
    await page.getByRole('tab').nth(1).click();
    await page.locator('#flows-title').waitFor();
    await page
      .locator('.screen-head', { has: page.locator('#flows-title') })
      .getByRole('button')
      .click();
    await page.locator('aside.editor').waitFor();
    await page.locator('aside.editor fieldset').last().getByRole('button').last().click(); // add a filter
    await page.locator('#filter-type-0').selectOption('schedule');
    await shots(`${language}-flows`);

    await page.goto(`${base}/app/sources`);
    await page
      .getByRole('button', { name: /^(New source|Создать)$/ })
      .first()
      .click();
    const box = page.locator('.template-starter input').first();
    await box.click();
    await box.fill('Propel');
    await page.getByRole('option', { name: 'PropellerAds (push)', exact: true }).click();
    await page.locator('.template-facts').waitFor();
    await shots(`${language}-templates`);

    for (const [path, name] of [
      ['/team', 'team'],
      ['/domains', 'domains'],
      ['/import', 'import'],
      ['/simulator', 'simulator'],
    ]) {
      await page.goto(`${base}/app${path}`);
      await page.locator('main h1').first().waitFor();
      await page.locator('main .skeleton-table').first().waitFor({ state: 'detached' });
      await shots(`${language}-${name}`);
    }
  }

  it('reads flows, templates, team, domains, import and simulator in English, then in Russian', async () => {
    const make = catalog(t, owner);
    const offer = await make.offer('Sweeps offer', 'https://offer.example/sweeps');
    const campaign = await make.campaign({ name: 'Sweeps – worldwide' });
    await make.flow(campaign.id, {
      name: 'US and DE',
      offers: [{ offer_id: offer, weight: 100 }],
      filters: [{ type: 'country', values: ['US', 'DE'] }],
    });
    await admin(t, owner, 'POST', '/domains', { name: 'go.buyer.test' });

    await setupScreens('en', campaign.id);
    await page.goto(`${base}/app/campaigns/${campaign.id}`);
    await page.getByRole('tab', { name: /^Set-up/ }).click();
    await page.getByRole('cell', { name: 'Country: US, DE', exact: true }).waitFor();

    // The language select of the top bar: the page switches at once.
    await page
      .getByRole('combobox', { name: /Language/ })
      .first()
      .selectOption('ru');
    await waitFor(
      () => page.evaluate<string>('document.documentElement.lang'),
      (lang) => lang === 'ru',
    );
    await page.getByRole('heading', { name: 'Потоки', level: 2 }).waitFor();
    await page.getByRole('cell', { name: 'Страна: US, DE', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Новый поток' }).click();
    assert.equal(await page.getByLabel('Схема').locator('option:checked').getAttribute('title'), 'landings_offers');
    await page.getByRole('button', { name: 'Добавить фильтр' }).waitFor();

    await setupScreens('ru', campaign.id);
    const words: [string, string][] = [
      ['/team', 'Команда и API-ключи'],
      ['/domains', 'Домены'],
      ['/import', 'Импорт из другого трекера'],
      ['/simulator', 'Симулятор трафика'],
    ];
    for (const [path, title] of words) {
      await page.goto(`${base}/app${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    }
    await page.goto(`${base}/app/domains`);
    // The DNS state in words (which one depends on the machine's resolver).
    await page
      .getByRole('cell', {
        name: /^(Ещё не проверен|Указывает сюда|Указывает в другое место|Такого имени нет|Проверка не удалась)$/,
      })
      .waitFor();
    await page.goto(`${base}/app/sources`);
    await page.getByRole('button', { name: 'Создать', exact: true }).first().click();
    await page.getByRole('combobox', { name: 'Начать с шаблона' }).waitFor();

    await page.getByRole('combobox', { name: /Язык/ }).first().selectOption('en');
    await waitFor(
      () => page.evaluate<string>('document.documentElement.lang'),
      (lang) => lang === 'en',
    );
    assert.deepEqual(errors, []);
  });
});
