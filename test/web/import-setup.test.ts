import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, openScreen, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { query } from '../support/routing';
import { createSession, type Session } from '../support/session';
import { KEITARO } from '../services/importing/keitaro-setup/fixtures';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;

/** The Keitaro set-up page (docs/web.md): saved Admin API files → preview → import, in the buyer's words. */
describe('a Keitaro set-up in the app', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let owner: Session;
  let dir: string;

  before(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    dir = await mkdtemp(join(tmpdir(), 'keitaro-setup-'));
    for (const [list, value] of Object.entries(KEITARO))
      await writeFile(join(dir, `${list}.json`), JSON.stringify(value));
    await mkdir(join(WEB_ARTIFACTS, 'screens'), { recursive: true });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('previews the files, lists what is not carried, then imports it', async () => {
    const errors: string[] = [];
    const page = await (await browser.newContext({ viewport: SIZES[0] })).newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await openScreen(page, 'Import');
    await page.getByRole('link', { name: 'Import it from Keitaro' }).click();
    await page.getByRole('heading', { name: 'A whole set-up from Keitaro', level: 1 }).waitFor();

    assert.ok(await page.getByRole('button', { name: 'Preview' }).isDisabled(), 'nothing to read yet');
    await page.getByLabel('Saved JSON files').check();
    await page.setInputFiles(
      '#kt-files',
      Object.keys(KEITARO).map((list) => join(dir, `${list}.json`)),
    );
    await page.getByText(/^Read: /).waitFor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Preview, nothing written yet. Will create: campaigns: 2, flows: 8').waitFor();
    const notCarried = page.getByRole('table', { name: 'Not carried over' });
    await notCarried.getByRole('row', { name: /Old Android.*filter os_version/ }).waitFor();
    await notCarried.getByRole('row', { name: /track\.example\.com/ }).waitFor();
    const [{ before }] = await query(t, 'select count(*)::int as before from campaigns where workspace_id = ?', [
      owner.workspace_id,
    ]);
    assert.equal(before, 0, 'a preview writes nothing');
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(WEB_ARTIFACTS, 'screens', `import-setup-${size.width}.png`), fullPage: true });
    }

    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported. Created: campaigns: 2, flows: 8').waitFor();
    const campaigns = await query(t, 'select name from campaigns where workspace_id = ? order by name', [
      owner.workspace_id,
    ]);
    assert.deepEqual(
      campaigns.map((c) => c.name),
      ['KT Backup', 'KT Main'],
    );
    assert.deepEqual(errors, []);
  });
});
