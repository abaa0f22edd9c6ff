import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/harness';

const CHROMIUM = '/usr/bin/chromium';
const noChromium = existsSync(CHROMIUM)
  ? false
  : `Chromium is not installed at ${CHROMIUM} (Debian package "chromium"; .ci/run installs it)`;

/** Every address a page loads (script src, stylesheet href, img src), as written. */
function loadedUrls(html: string): string[] {
  return [...html.matchAll(/<(?:script|link|img)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
}

describe('API explorers served from this host (no CDN)', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  /**
   * Fetches a page as a browser would, then every file it loads (relative addresses resolved
   * against its <base href>, as a browser does); each must come from this host. Returns the page.
   */
  async function browse(path: string): Promise<{ html: string; files: Map<string, string> }> {
    const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    const pageUrl = new URL(/<base href="([^"]+)"/.exec(html)?.[1] ?? path, base);
    const files = new Map<string, string>();
    for (const url of loadedUrls(html)) {
      assert.doesNotMatch(url, /^(?:[a-z]+:)?\/\//i, `${path} loads ${url} from this host`);
      const file = await fetch(new URL(url, pageUrl));
      assert.equal(file.status, 200, url);
      files.set(url, await file.text());
    }
    return { html, files };
  }

  it('GET /graphql in a browser is the Altair explorer, its files served from this host', async () => {
    const { html, files } = await browse('/graphql');
    assert.match(html, /<base href="\/graphql\/altair\/">/);
    assert.match(html, /endpointURL: `\/graphql`/);
    assert.ok(files.size >= 3, [...files.keys()].join());
    assert.ok([...files.keys()].some((url) => url.endsWith('.css')));
    assert.ok([...files.keys()].some((url) => url.endsWith('.js')));
    assert.equal(
      (await fetch(`${base}/graphql/altair/../../package.json`)).status,
      404,
      "only the explorer's own files",
    );
    assert.equal((await fetch(`${base}/graphql/altair/no-such-file.js`)).status, 404);
  });

  it('GraphQL clients still get GraphQL on GET /graphql', async () => {
    // Apollo's CSRF prevention wants a preflight-forcing header on GET queries.
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent('{ service_info { name } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { data: { service_info: { name: 'traffic-tracker' } } });
    const bare = await fetch(`${base}/graphql`, { headers: { accept: 'application/json' } });
    assert.notEqual(
      bare.headers.get('content-type')?.startsWith('text/html'),
      true,
      'no page for a non-browser client',
    );
  });

  it('GET /admin_api/v1/ is an index linking the OpenAPI document, a local Swagger UI and the GraphQL explorer', async () => {
    const { html } = await browse('/admin_api/v1/');
    const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(links, ['/admin_api/v1/docs/', '/admin_api/v1/openapi.json', '/graphql']);
    assert.equal((await fetch(`${base}/admin_api/v1/openapi.json`)).status, 200);
    assert.equal(
      (await fetch(`${base}/admin_api/v1`, { redirect: 'manual' })).headers.get('location'),
      '/admin_api/v1/',
    );
  });

  it('the Swagger UI page loads its bundle from this host and reads the local OpenAPI document', async () => {
    const { html, files } = await browse('/admin_api/v1/docs/');
    assert.doesNotMatch(html, /https?:\/\//);
    assert.deepEqual(
      [...files.keys()],
      ['/admin_api/v1/docs/swagger-ui.css', '/admin_api/v1/docs/swagger-ui-bundle.js', '/admin_api/v1/docs/start.js'],
    );
    const start = files.get('/admin_api/v1/docs/start.js')!;
    assert.match(start, /url: '\/admin_api\/v1\/openapi\.json'/);
    assert.match(start, /validatorUrl: null/, 'no badge fetched from validator.swagger.io');
  });

  it('both pages render in headless Chromium with every request to this host and no script error', {
    skip: noChromium,
  }, async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      for (const [path, rendered] of [
        ['/graphql', 'app-altair .app-wrapper'],
        ['/admin_api/v1/docs/', '.swagger-ui .opblock'],
      ]) {
        const page = await browser.newPage();
        const elsewhere: string[] = [];
        const errors: string[] = [];
        page.on('request', (request) => {
          if (!request.url().startsWith(base) && !request.url().startsWith('data:')) elsewhere.push(request.url());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        // Swagger UI lays out the whole OpenAPI document (hundreds of operations) before the first
        // one shows: under CI's load that took over 30 s once, so the wait is for the page, not a clock.
        page.setDefaultTimeout(180_000);
        await page.goto(`${base}${path}`);
        await page.waitForSelector(rendered);
        assert.deepEqual(elsewhere, [], `${path} asked nothing of another host`);
        assert.deepEqual(errors, [], `${path} ran without a script error`);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});
