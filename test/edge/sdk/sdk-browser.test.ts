import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type Page, type Request } from 'playwright-core';
import { chromiumMissing, launchChromium } from '../../support/browser';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession } from '../../support/session';
import { catalog } from '../../support/routing';
import { issueClickToken } from '../../../edge/click-routing/click-token';
import { waitFor } from '../../support/wait';

const skip = chromiumMissing;

/** The landing site: another origin than the tracker, like an advertiser's landing. */
function landingSite(trackerUrl: string): Promise<Server> {
  const script = `<script src="${trackerUrl}/sdk/service.js" data-service-auto></script>`;
  const pages: Record<string, string> = {
    '/lp.html': `<!doctype html><html><body>
      <a id="offer1" data-service-offer href="#">Offer 1</a>
      <a id="offer2" data-service-offer="2" href="#">Offer 2</a>
      <button id="buy" data-service-action="lead" data-service-txid="T-1">Buy</button>
      <form id="signup" data-service-action="signup" onsubmit="return false"><button id="send" type="submit">Sign up</button></form>
      ${script}</body></html>`,
    '/thanks.html': `<!doctype html><html><body data-service-thankyou="sale" data-service-txid="ORDER-9">Thanks ${script}</body></html>`,
    '/custom.html': `<!doctype html><html><body data-service-thankyou="custom" data-service-status="upsell">Upsell ${script}</body></html>`,
  };
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Each test is skipped with the reason (not the suite), so the runner counts what did not run.
describe('page SDK /sdk/service.js in headless Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let site: Server;
  let tracker: string;
  let lp: string;
  let alias: string;
  let offers: string[];

  before(async () => {
    if (skip) return;
    t = await startTestApp({ workers: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    tracker = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    site = await landingSite(tracker);
    lp = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const owner = await createSession(t);
    const c = catalog(t, owner);
    offers = [
      await c.offer('One', 'https://one.example/?cid={click_id}'),
      await c.offer('Two', 'https://two.example/?cid={click_id}&s={sub_id_1}'),
    ];
    const landing = await c.landing('Browser LP', `${lp}/lp.html?cid={click_id}`, { offers_count: 2 });
    const campaign = await c.campaign({});
    alias = campaign.alias;
    await c.flow(campaign.id, {
      landings: [{ landing_id: landing }],
      offers: offers.map((offer_id) => ({ offer_id })),
    });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await t?.close();
  });

  /** Requests the page sends to {tracker}/action, with their form fields. */
  function actions(page: Page): Record<string, string>[] {
    const sent: Record<string, string>[] = [];
    page.on('request', (request: Request) => {
      if (request.url() === `${tracker}/action` && request.method() === 'POST')
        sent.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
    });
    return sent;
  }

  /** Waits until `count` events were sent, then a little longer so an extra one would show. */
  async function settled(sent: unknown[], count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (sent.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  it('takes the token from #_ct=, fills data-service-offer links and sends data-service-action events once', {
    skip,
  }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sent = actions(page);
    await page.goto(`${tracker}/${alias}?sub_id_1=from%20ad`);
    assert.ok(page.url().startsWith(`${lp}/lp.html?cid=`), page.url());
    const clickId = new URL(page.url()).searchParams.get('cid')!;
    await page.waitForFunction(`document.getElementById('offer2').getAttribute('href') !== '#'`);
    await page.waitForFunction(`document.getElementById('offer1').getAttribute('href') !== '#'`);
    // The links go through the click-through (it records the landing click), which sends on to the offer.
    assert.equal(await page.getAttribute('#offer1', 'href'), `${tracker}/click?cid=${clickId}`);
    assert.equal(await page.getAttribute('#offer2', 'href'), `${tracker}/click?cid=${clickId}&offer=2`);
    const hop = await fetch(`${tracker}/click?cid=${clickId}&offer=2`, { redirect: 'manual' });
    assert.equal(hop.headers.get('location'), `https://two.example/?cid=${clickId}&s=from%20ad`);
    // …and the landing click is recorded on the click (LP clicks, LP CTR).
    const clicked = await waitFor(
      async () =>
        (
          await t.runtime.services.conversions.pool.query('select lp_clicked_at from clicks where click_id = $1', [
            clickId,
          ])
        ).rows[0]?.lp_clicked_at,
    );
    assert.ok(clicked instanceof Date);
    assert.equal(new URL(page.url()).hash, '', 'the token is taken out of the address bar');
    const token = await page.evaluate<string>('window.ServiceTracker.token()');
    assert.equal(token, issueClickToken(t.config.appSecret, clickId));

    await page.click('#buy');
    await page.click('#buy');
    await page.click('#send');
    await settled(sent, 2);
    assert.deepEqual(
      sent.map((fields) => ({ ...fields, page: undefined })),
      [
        { token, cid: clickId, event: 'lead', txid: 'T-1', page: undefined },
        { token, cid: clickId, event: 'signup', page: undefined },
      ],
      'one lead despite two clicks, then the signup',
    );
    assert.ok(sent[0].page.startsWith(`${lp}/lp.html`));

    // A later page of the landing's site (thank-you page): the token was kept in a first-party cookie.
    await page.goto(`${lp}/thanks.html`);
    await settled(sent, 3);
    assert.deepEqual(
      sent.slice(2).map(({ event, txid, cid }) => ({ event, txid, cid })),
      [{ event: 'sale', txid: 'ORDER-9', cid: clickId }],
    );
    await page.goto(`${lp}/custom.html`);
    await settled(sent, 4);
    assert.deepEqual(
      sent.slice(3).map(({ event, status }) => ({ event, status })),
      [{ event: 'custom', status: 'upsell' }],
    );
    await context.close();
  });

  it('reads the _svctoken cookie of a hosted landing', { skip }, async () => {
    // Route a click with the Click API-free path: a redirect gives the click; its token goes into the cookie, as on a hosted landing.
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${tracker}/${alias}`);
    const clickId = new URL(first.url()).searchParams.get('cid')!;
    await context.clearCookies();
    await context.addCookies([{ name: '_svctoken', value: issueClickToken(t.config.appSecret, clickId), url: lp }]);
    const page = await context.newPage();
    await page.goto(`${lp}/lp.html`);
    await page.waitForFunction(`document.getElementById('offer1').getAttribute('href') !== '#'`);
    assert.equal(await page.getAttribute('#offer1', 'href'), `${tracker}/click?cid=${clickId}`);
    await context.close();
  });

  it('a page reached with ?cid= of a later click (no token) uses that click, not the token kept from an earlier one', {
    skip,
  }, async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${tracker}/${alias}`);
    await first.waitForFunction(`document.getElementById('offer1').getAttribute('href') !== '#'`);
    const earlier = new URL(first.url()).searchParams.get('cid')!;
    // A later click whose landing is reached without the token (remote execution: ?cid={click_id} only).
    const other = await browser.newContext();
    const probe = await other.newPage();
    await probe.goto(`${tracker}/${alias}`);
    const later = new URL(probe.url()).searchParams.get('cid')!;
    await other.close();
    assert.notEqual(later, earlier);

    const page = await context.newPage();
    const sent = actions(page);
    await page.goto(`${lp}/lp.html?cid=${later}`);
    await page.waitForFunction(`document.getElementById('offer1').getAttribute('href') !== '#'`);
    assert.equal(await page.getAttribute('#offer1', 'href'), `${tracker}/click?cid=${later}`);
    assert.equal(
      await page.evaluate<string>('window.ServiceTracker.token()'),
      '',
      "the earlier click's token is not this visit's",
    );
    await page.click('#buy');
    await settled(sent, 1);
    assert.deepEqual(
      sent.map(({ cid, token }) => ({ cid, token })),
      [{ cid: later, token: undefined }],
    );
    await context.close();
  });

  it('links through the click-through whatever the click (the service answers for an unknown one)', {
    skip,
  }, async () => {
    const context = await browser.newContext();
    await context.addCookies([
      {
        name: '_svctoken',
        value: issueClickToken(t.config.appSecret, '01234567-89ab-7def-8123-456789abcdef'),
        url: lp,
      },
    ]);
    const page = await context.newPage();
    await page.goto(`${lp}/lp.html`);
    await page.waitForFunction(`document.getElementById('offer1').getAttribute('href') !== '#'`);
    assert.equal(
      await page.getAttribute('#offer1', 'href'),
      `${tracker}/click?cid=01234567-89ab-7def-8123-456789abcdef`,
    );
    await context.close();
  });
});
