import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession } from '../../support/session';
import { catalog, lastClick, query, type Catalog } from '../../support/routing';
import { verifyClickToken } from '../../../edge/click-routing/click-token';
import { waitFor } from '../../support/wait';

const run = promisify(execFile);
const PHP = '/usr/bin/php';
const phpMissing = existsSync(PHP)
  ? false
  : `PHP CLI is not installed at ${PHP} (Debian package "php-cli"; .ci/run installs it)`;

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('SDK helpers against the running service', () => {
  let t: TestApp;
  let c: Catalog;
  let tracker: string;
  let dir: string;
  const campaigns: Record<string, { id: string; alias: string; token: string }> = {};

  before(async () => {
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    tracker = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'sdk-'));
    // The helpers are downloaded from the service, as a site owner would.
    for (const name of ['rclient.php', 'service.php', 'rclient.js']) {
      const res = await fetch(`${tracker}/sdk/${name}`);
      assert.equal(res.status, 200, name);
      const text = await res.text();
      assert.ok(text.includes(t.config.publicBaseUrl), `${name} points to the service's public address`);
      writeFileSync(join(dir, name), text);
    }
    const owner = await createSession(t);
    c = catalog(t, owner);
    const offer = await c.offer('Remote offer', 'https://offer.example/r?cid={click_id}&s={sub_id_1}');
    const landing = await c.landing('Remote LP', 'https://lp.example/r?cid={click_id}');
    campaigns.offer = await c.campaign({});
    await c.flow(campaigns.offer.id, { offers: [{ offer_id: offer }] });
    campaigns.landing = await c.campaign({});
    await c.flow(campaigns.landing.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: offer }] });
    campaigns.text = await c.campaign({});
    await c.flow(campaigns.text.id, { scheme: 'show_text', content: 'remote text' });
    campaigns.nothing = await c.campaign({});
    await c.flow(campaigns.nothing.id, { scheme: 'do_nothing' });
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  // Each test is skipped with the reason (not the suite), so the runner counts what did not run.
  describe('PHP helpers (php CLI and its built-in web server)', () => {
    let php: ChildProcess;
    let site: string;

    before(async () => {
      if (phpMissing) return;
      const page = (alias: string, token: string) =>
        `<?php require __DIR__ . '/rclient.php';\n$answer = service_rclient_run(${JSON.stringify(alias)}, ` +
        `${JSON.stringify(token)}, ['base' => ${JSON.stringify(tracker)}, 'trust_proxy' => true]);\necho 'page ` +
        `continues: ' . json_encode($answer);\n`;
      writeFileSync(join(dir, 'offer.php'), page(campaigns.offer.alias, campaigns.offer.token));
      writeFileSync(join(dir, 'text.php'), page(campaigns.text.alias, campaigns.text.token));
      writeFileSync(join(dir, 'nothing.php'), page(campaigns.nothing.alias, campaigns.nothing.token));
      writeFileSync(join(dir, 'wrong.php'), page(campaigns.offer.alias, 'ct_not_the_token'));
      const port = await freePort();
      php = spawn(PHP, ['-S', `127.0.0.1:${port}`, '-t', dir], { stdio: 'ignore' });
      site = `http://127.0.0.1:${port}`;
      await waitFor(
        () =>
          fetch(`${site}/nothing.php`).then(
            (r) => r.status,
            () => 0,
          ),
        (status) => status === 200,
      );
    });
    after(() => {
      php?.kill();
    });

    const get = (path: string) =>
      fetch(`${site}${path}`, { redirect: 'manual', headers: { 'user-agent': UA, 'x-forwarded-for': '73.15.20.9' } });

    it('rclient.php redirects the visitor when the service says so, and the click is recorded', {
      skip: phpMissing,
    }, async () => {
      const res = await get('/offer.php?sub_id_1=php');
      assert.equal(res.status, 302);
      const location = res.headers.get('location')!;
      const clickId = /cid=([0-9a-f-]{36})/.exec(location)![1];
      assert.equal(location, `https://offer.example/r?cid=${clickId}&s=php`);
      assert.match(res.headers.get('set-cookie') ?? '', /^_svcvid=[0-9a-f]{32}/, 'keeps the visitor id on the site');
      const [row] = await lastClick(t, campaigns.offer.id);
      assert.equal(row.click_id, clickId);
      assert.equal(row.ip, '73.15.20.9');
      assert.equal(row.country, 'US');
      assert.equal(row.sub_id_1, 'php');
    });

    it('rclient.php prints the page of a show_text flow', { skip: phpMissing }, async () => {
      const res = await get('/text.php');
      assert.equal(res.status, 200);
      assert.equal(await res.text(), 'remote text');
    });

    it('rclient.php lets the page continue on do_nothing and without the right token', {
      skip: phpMissing,
    }, async () => {
      const nothing = await get('/nothing.php');
      assert.equal(nothing.status, 200);
      const answer = JSON.parse((await nothing.text()).replace('page continues: ', ''));
      assert.equal(answer.action, 'do_nothing');
      assert.equal(answer.reason, 'do_nothing_match');
      const wrong = await get('/wrong.php');
      assert.equal(wrong.status, 200);
      assert.deepEqual(JSON.parse((await wrong.text()).replace('page continues: ', '')).reason, null);
    });

    it('service.php reads the click, fetches its offer and reaches /action', { skip: phpMissing }, async () => {
      const res = await fetch(`${tracker}/${campaigns.landing.alias}`, {
        redirect: 'manual',
        headers: { 'user-agent': UA },
      });
      const clickId = verifyClickToken(t.config.appSecret, /#_ct=(.+)$/.exec(res.headers.get('location')!)![1])!;
      const script =
        `
        require ${JSON.stringify(join(dir, 'service.php'))};
        $_GET['cid'] = ${JSON.stringify(clickId)};
        $service = new ServiceTracker(${JSON.stringify(tracker)});
        echo json_encode(['cid' => $service->clickId(), 'offer' => $service->offerUrl($service->clickId()), ` +
        `'missing' => $service->offerUrl('01234567-89ab-7def-8123-456789abcdef'),
          'through' => $service->clickThroughUrl($service->clickId(), 2), 'action' => ` +
        `$service->sendEvent('lead', $service->clickId(), ['txid' => 'P-1']), 'tag' => $service->scriptTag()]);`;
      const { stdout } = await run(PHP, ['-r', script]);
      const out = JSON.parse(stdout);
      assert.equal(out.cid, clickId);
      assert.equal(out.offer, `https://offer.example/r?cid=${clickId}&s=`);
      assert.equal(out.missing, '');
      assert.equal(out.through, `${tracker}/click?cid=${clickId}&offer=2`);
      // 200 is /action's answer for a recorded event (not merely "some answer": 400, 403 and 503 are answers too).
      assert.equal(out.action, 200, 'the event was accepted');
      const rows = await waitFor(
        () => query(t, 'select status, txid from conversions where click_id = ?', [clickId]),
        (found) => found.length > 0,
      );
      assert.deepEqual(
        rows.map((row) => [row.status, row.txid]),
        [['lead', 'P-1']],
      );
      assert.equal(out.tag, `<script src="${tracker}/sdk/service.js" data-service-auto></script>`);
    });
  });

  describe('rclient.js (Node.js)', () => {
    let server: Server;
    let site: string;

    before(async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const rclient = require(join(dir, 'rclient.js'));
      const guarded = rclient.middleware({
        base: tracker,
        campaign: campaigns.offer.alias,
        token: campaigns.offer.token,
        trustProxy: true,
      });
      const open = rclient.middleware({
        base: tracker,
        campaign: campaigns.nothing.alias,
        token: campaigns.nothing.token,
        trustProxy: true,
      });
      server = createServer((req, res) => {
        const next = () =>
          res.end(`own page: ${(req as unknown as { serviceDecision: { reason: string } }).serviceDecision.reason}`);
        (req.url?.startsWith('/open') ? open : guarded)(req, res, next);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('acts on the decision as middleware', async () => {
      const res = await fetch(`${site}/?sub_id_1=node`, {
        redirect: 'manual',
        headers: { 'user-agent': UA, 'x-forwarded-for': '73.15.20.10' },
      });
      assert.equal(res.status, 302);
      assert.match(res.headers.get('location')!, /^https:\/\/offer\.example\/r\?cid=[0-9a-f-]{36}&s=node$/);
      const open = await fetch(`${site}/open`, { headers: { 'user-agent': UA, 'x-forwarded-for': '73.15.20.10' } });
      assert.equal(await open.text(), 'own page: do_nothing_match');
    });

    it('answers do_nothing when the service is unreachable', async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const rclient = require(join(dir, 'rclient.js'));
      const answer = await rclient.request(
        { base: 'http://127.0.0.1:1', campaign: 'x', token: 'y', timeoutMs: 500 },
        { ip: '73.15.20.11' },
      );
      assert.equal(answer.action, 'do_nothing');
      assert.match(answer.reason, /unreachable/);
    });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
