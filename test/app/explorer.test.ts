import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../support/harness';

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

  /** Fetches a page as a browser would, then every file it loads; returns the page and the files' bodies. */
  async function browse(path: string): Promise<{ html: string; files: Map<string, string> }> {
    const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    const files = new Map<string, string>();
    for (const url of loadedUrls(html)) {
      assert.match(url, /^\/[^/]/, `${path} loads ${url} from this host`);
      const file = await fetch(`${base}${url}`);
      assert.equal(file.status, 200, url);
      files.set(url, await file.text());
    }
    return { html, files };
  }

  it('GET /graphql in a browser is GraphiQL with its scripts and styles from this host', async () => {
    const { html, files } = await browse('/graphql');
    assert.match(html, /<div id="graphiql">/);
    assert.doesNotMatch(html, /https?:\/\//, 'no absolute URL in the page');
    assert.deepEqual([...files.keys()], ['/graphql/assets/graphiql.css', '/graphql/assets/react.js', '/graphql/assets/graphiql.js', '/graphql/assets/start.js']);
    assert.match(files.get('/graphql/assets/react.js')!, /window\.ReactDOM = /);
    assert.ok(files.get('/graphql/assets/graphiql.js')!.length > 100_000, 'the GraphiQL bundle itself');
    assert.doesNotMatch(files.get('/graphql/assets/graphiql.css')!, /@import|url\(["']?https?:/, 'the styles pull nothing from elsewhere');
    assert.match(files.get('/graphql/assets/start.js')!, /fetch\('\/graphql'/);
  });

  it('GraphQL clients still get GraphQL on GET /graphql', async () => {
    // Apollo's CSRF prevention wants a preflight-forcing header on GET queries.
    const res = await fetch(`${base}/graphql?query=${encodeURIComponent('{ service_info { name } }')}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { data: { service_info: { name: 'traffic-tracker' } } });
    const bare = await fetch(`${base}/graphql`, { headers: { accept: 'application/json' } });
    assert.notEqual(bare.headers.get('content-type')?.startsWith('text/html'), true, 'no page for a non-browser client');
  });

  it('GET /admin_api/v1/ is an index linking the OpenAPI document, a local Swagger UI and the GraphQL explorer', async () => {
    const { html } = await browse('/admin_api/v1/');
    const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(links, ['/admin_api/v1/docs/', '/admin_api/v1/openapi.json', '/graphql']);
    assert.equal((await fetch(`${base}/admin_api/v1/openapi.json`)).status, 200);
    assert.equal((await fetch(`${base}/admin_api/v1`, { redirect: 'manual' })).headers.get('location'), '/admin_api/v1/');
  });

  it('the Swagger UI page loads its bundle from this host and reads the local OpenAPI document', async () => {
    const { html, files } = await browse('/admin_api/v1/docs/');
    assert.doesNotMatch(html, /https?:\/\//);
    assert.deepEqual([...files.keys()], ['/admin_api/v1/docs/swagger-ui.css', '/admin_api/v1/docs/swagger-ui-bundle.js', '/admin_api/v1/docs/start.js']);
    const start = files.get('/admin_api/v1/docs/start.js')!;
    assert.match(start, /url: '\/admin_api\/v1\/openapi\.json'/);
    assert.match(start, /validatorUrl: null/, 'no badge fetched from validator.swagger.io');
  });
});
