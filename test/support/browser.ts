import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { WEB_APP_DIR } from '../../app/web-app';

/** The browser tests drive the Debian package "chromium" (.ci/run installs it). */
const CHROMIUM = '/usr/bin/chromium';

/** Why a browser test cannot run on this machine (a node:test `skip` reason), or false. */
export const chromiumMissing: string | false = existsSync(CHROMIUM)
  ? false
  : `Chromium is not installed at ${CHROMIUM} (Debian package "chromium"; .ci/run installs it)`;

/** The same for the web app's screens, which also need the built app. */
export const webAppMissing: string | false =
  chromiumMissing ||
  (existsSync(join(WEB_APP_DIR, 'index.html'))
    ? false
    : 'the web app is not built (npm run build builds it; npm test runs the build first)');

/** Screenshots of the web app's screens, kept as test artifacts (git-ignored). */
export const WEB_ARTIFACTS = join(process.cwd(), 'test-artifacts', 'web');

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A full-page screenshot into WEB_ARTIFACTS. */
export function screenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: join(WEB_ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Opens a screen from the app's main navigation and waits for its heading. */
export async function openScreen(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Answers the app's confirmation modal: checks it names what will happen, then presses its
 * confirming button (`confirm`, default the modal's last button).
 */
export async function confirmModal(page: Page, question: RegExp, confirm?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByText(question).waitFor();
  const buttons = dialog.getByRole('button');
  await (confirm ? dialog.getByRole('button', { name: confirm, exact: true }) : buttons.last()).click();
  await dialog.waitFor({ state: 'detached' });
}
