import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, ok } from '../support/admin-api';
import { launchChromium, openScreen, WEB_ARTIFACTS, webAppMissing } from '../support/browser';
import { startTestApp, type TestApp } from '../support/harness';
import { query } from '../support/routing';
import { createSession, type Session } from '../support/session';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;

/**
 * "Start from template" in the source and network editors, and the audit screen (docs/web.md):
 * a template picked by name fills the editor or creates the entity; the audit log shows who changed
 * what, field by field, for owners and admins only.
 */
describe('templates and the audit log in the app', { skip: webAppMissing }, () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let owner: Session;
  let manager: Session;
  const errors: string[] = [];

  before(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await createSession(t);
    manager = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    await mkdir(join(WEB_ARTIFACTS, 'screens'), { recursive: true });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  async function loggedIn(session: Session): Promise<Page> {
    const page = await (await browser.newContext({ viewport: SIZES[0] })).newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/app/`);
    await page.getByLabel('E-mail').fill(session.email);
    await page.getByLabel('Password').fill(session.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    return page;
  }
  /** Full-page screenshots at both sizes (back at 1440×900 after). */
  async function shots(page: Page, name: string) {
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(WEB_ARTIFACTS, 'screens', `${name}-${size.width}.png`), fullPage: true });
    }
  }
  async function pickTemplate(page: Page, typed: string, option: string) {
    const box = page.getByRole('combobox', { name: 'Start from template' });
    await box.click();
    await box.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('fills the source editor from a template picked by name, then creates the source', async () => {
    const page = await loggedIn(owner);
    await openScreen(page, 'Sources');
    await page.getByRole('button', { name: 'New source' }).click();
    await pickTemplate(page, 'Propel', 'PropellerAds (push)');
    await page.getByText('Not checked against the platform’s documentation').waitFor();
    await page.getByRole('button', { name: 'Fill the form' }).click();
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'PropellerAds');
    assert.equal(await page.getByLabel("Source's click id: parameter").inputValue(), 'subid');
    assert.equal(await page.getByLabel("Source's click id: macro").inputValue(), '${SUBID}');
    assert.match(await page.getByLabel(/Postback URL to the source/).inputValue(), /visitor_id=\{external_id\}/);
    await shots(page, '80-source-from-template');
    await page.getByLabel('Name', { exact: true }).fill('Propeller push');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Created source "Propeller push"').waitFor();
    const [row] = await query(t, 'select parameters from traffic_sources where workspace_id = ? and name = ?', [
      owner.workspace_id,
      'Propeller push',
    ]);
    assert.deepEqual(row.parameters.external_id, { param: 'subid', macro: '${SUBID}' });
    await page.close();
  });

  it('creates a network from a template as is, with its status mapping', async () => {
    const page = await loggedIn(owner);
    await openScreen(page, 'Affiliate networks');
    await page.getByRole('button', { name: 'New network' }).click();
    await pickTemplate(page, 'Dr', 'Dr.Cash (nutra)');
    await page.getByText(/At Dr\.Cash, append to your postback URL: subid=\{sub1\}/).waitFor();
    await shots(page, '81-network-template-picked');
    await page.getByRole('button', { name: 'Create “Dr.Cash” as is' }).click();
    await page.getByText('Created network "Dr.Cash"').waitFor();
    await page.getByRole('row').filter({ hasText: 'Dr.Cash' }).getByText('hold→lead').waitFor();
    await page.close();
  });

  it('lists changes for an owner: who, what, the entity by name and a field diff, filtered and paged', async () => {
    const [source] = await query(t, 'select id from traffic_sources where workspace_id = ? and name = ?', [
      owner.workspace_id,
      'Propeller push',
    ]);
    const edited = await api(t, manager, 'PUT', `/sources/${source.id}`, {
      name: 'Propeller main',
      postback_secret: 'a-secret-never-shown-1234',
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    // Older system rows to page through.
    await query(
      t,
      `insert into audit_log (id, workspace_id, at, actor_kind, entity_kind, entity_id, action, changes)
       select gen_random_uuid(), ?, now() - interval '2 hours' - n * interval '1 minute', 'system', 'campaigns',
              gen_random_uuid()::text, 'update', '{"state": {"old": "active", "new": "paused"}}'::jsonb
         from generate_series(1, 55) as n`,
      [owner.workspace_id],
    );
    const total = (await ok(t, owner, 'GET', '/audit?limit=1')).total;
    const members = (await ok(t, owner, 'GET', '/members')).items as {
      user: { id: string; name: string | null; email: string };
    }[];
    const editor = members.find((m) => m.user.id === manager.user_id)!.user;

    const page = await loggedIn(owner);
    await openScreen(page, 'Audit');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const change = page.getByRole('row').filter({ hasText: 'Propeller main' }).first();
    await change.getByText(editor.name || editor.email, { exact: true }).waitFor();
    await change.getByRole('cell', { name: 'Changed', exact: true }).waitFor();
    const diff = (await change.locator('.field-diff').textContent()) ?? '';
    assert.match(diff, /Name\s+Propeller push\s+→\s+(changed to\s+)?Propeller main/);
    assert.match(diff, /Postback secret\s+\(not set\)\s+→\s+(changed to\s+)?secret \(hidden\)/);
    const table = (await page.getByRole('table').textContent()) ?? '';
    assert.doesNotMatch(table, /a-secret-never-shown|\{"/, 'no secret and no JSON on the screen');
    await page.getByText(`1–50 of ${total.toLocaleString('en')}`).waitFor();
    await shots(page, '82-audit-log');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`51–${Math.min(100, total)} of ${total}`).waitFor();

    await page.getByLabel('Entity').selectOption({ label: 'Affiliate network' });
    await page.getByRole('row').filter({ hasText: 'Dr.Cash' }).first().waitFor();
    const kinds = await page.locator('tbody tr td:nth-child(4)').allInnerTexts();
    assert.ok(kinds.length > 0 && kinds.every((k) => k.startsWith('Affiliate network')), kinds.join('|'));
    await page.getByLabel('Who').selectOption({ label: 'Auto-rules' });
    await page.getByText('No changes match these filters in this period.').waitFor();
    await shots(page, '83-audit-log-filtered-empty');
    await page.close();
  });

  it('shows no Audit link to a manager, and no console errors anywhere', async () => {
    const page = await loggedIn(manager);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Security (2FA)' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Audit', exact: true }).count(), 0);
    await page.close();
    assert.deepEqual(errors, []);
  });
});
