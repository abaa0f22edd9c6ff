import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { housekeepingJob } from '../../../jobs/housekeeping';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';
import { multipart, zip, type ZipItem } from '../../support/zip';

const PAGE = '<!doctype html><title>LP</title><link rel="stylesheet" href="css/site.css"><h1>Hello</h1>';

describe('hosted landings', () => {
  let t: TestApp;
  let owner: Session;
  let viewer: Session;
  let other: Session;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    other = await createSession(t);
  });
  after(async () => t.close());

  const newLanding = async (session = owner, type = 'hosted') =>
    ok<{ id: string; hosted_uploaded: boolean; hosted_path: string | null }>(t, session, 'POST', '/landings', {
      name: `LP ${Math.random()}`,
      type,
      ...(type === 'external' ? { url: 'https://lp.example/' } : {}),
    });

  async function upload(
    landingId: string,
    archive: Buffer,
    session: Session | null = owner,
    options: Parameters<typeof multipart>[1] = {},
  ) {
    const body = multipart(archive, options);
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/landings/${landingId}/files`,
      headers: { ...(session ? session.headers : {}), ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  /** Version folders on disk for a landing (hidden in-progress folders excluded). */
  async function versions(landingId: string, workspaceId = owner.workspace_id): Promise<string[]> {
    const dir = join(t.config.landingsDir, workspaceId, landingId);
    return (await readdir(dir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
  }

  async function nothingWritten(landingId: string): Promise<void> {
    assert.deepEqual(await readdir(join(t.config.landingsDir, owner.workspace_id, landingId)).catch(() => []), []);
    assert.deepEqual(await readdir(join(t.config.landingsDir, '.uploads')).catch(() => []), []);
    const landing = await ok(t, owner, 'GET', `/landings/${landingId}`);
    assert.equal(landing.hosted_uploaded, false);
    assert.equal(landing.hosted_path, null);
    assert.equal((await get(`/l/${landingId}/`)).statusCode, 404);
  }

  async function refused(items: ZipItem[] | Buffer, status: number, message: string | RegExp): Promise<void> {
    const landing = await newLanding();
    const res = await upload(landing.id, Buffer.isBuffer(items) ? items : zip(items));
    assert.equal(res.status, status, JSON.stringify(res.body));
    if (typeof message === 'string') assert.deepEqual(res.body, { error: message });
    else assert.match(res.body.error, message);
    await nothingWritten(landing.id);
  }

  const site: ZipItem[] = [
    { name: 'index.html', data: PAGE },
    { name: 'css/', mode: 0o040755 },
    { name: 'css/site.css', data: 'h1 { color: red }' },
    { name: 'js/app.js', data: 'console.log(1)' },
    { name: 'js/module.mjs', data: 'export {}' },
    { name: 'img/logo.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    { name: 'img/icon.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    { name: 'data/offers.json', data: '{"a":1}' },
    { name: 'fonts/f.woff2', data: 'wOF2' },
    { name: 'LICENSE', data: 'free' },
    { name: 'thanks/index.html', data: '<p>thanks</p>' },
    { name: 'empty-folder/', mode: 0o040755 },
    { name: 'no-index/readme.txt', data: 'hi' },
    { name: 'Naïve file.txt', data: 'unicode' },
  ];

  describe('upload and serve', () => {
    let landing: { id: string };

    before(async () => {
      landing = await newLanding();
    });

    it('uploads a ZIP and records the path it is served at', async () => {
      const res = await upload(landing.id, zip(site));
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.id, landing.id);
      assert.equal(res.body.hosted_uploaded, true);
      assert.equal(res.body.hosted_path, `/l/${landing.id}/`);
      assert.deepEqual(await ok(t, owner, 'GET', `/landings/${landing.id}`), res.body);
      assert.equal((await versions(landing.id)).length, 1);
    });

    it('serves files with their content types', async () => {
      const expected: Array<[string, string, string | null]> = [
        ['', 'text/html; charset=utf-8', PAGE],
        ['index.html', 'text/html; charset=utf-8', PAGE],
        ['css/site.css', 'text/css; charset=utf-8', 'h1 { color: red }'],
        ['js/app.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
        ['js/module.mjs', 'text/javascript; charset=utf-8', null],
        ['img/logo.png', 'image/png', null],
        ['img/icon.svg', 'image/svg+xml', null],
        ['data/offers.json', 'application/json; charset=utf-8', '{"a":1}'],
        ['fonts/f.woff2', 'font/woff2', null],
        ['LICENSE', 'application/octet-stream', 'free'],
        ['thanks/', 'text/html; charset=utf-8', '<p>thanks</p>'],
        ['Na%C3%AFve%20file.txt', 'text/plain; charset=utf-8', 'unicode'],
      ];
      for (const [path, type, body] of expected) {
        const res = await get(`/l/${landing.id}/${path}`);
        assert.equal(res.statusCode, 200, path);
        assert.equal(res.headers['content-type'], type, path);
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        if (body !== null) assert.equal(res.body, body, path);
      }
      const png = await get(`/l/${landing.id}/img/logo.png`);
      assert.deepEqual(png.rawPayload, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      assert.equal(png.headers['content-length'], '8');
    });

    it('caches assets, revalidates pages, answers 304 to a matching ETag', async () => {
      const page = await get(`/l/${landing.id}/`);
      assert.equal(page.headers['cache-control'], 'no-cache');
      const css = await get(`/l/${landing.id}/css/site.css`);
      assert.equal(css.headers['cache-control'], 'public, max-age=300');
      assert.match(String(css.headers.etag), /^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      assert.ok(css.headers['last-modified']);
      const again = await get(`/l/${landing.id}/css/site.css`, { 'if-none-match': String(css.headers.etag) });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      const head = await t.app.inject({ method: 'HEAD', url: `/l/${landing.id}/css/site.css` });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-type'], 'text/css; charset=utf-8');
    });

    it('serves a landing whose id is percent-encoded in the path', async () => {
      const encoded = `%${landing.id.charCodeAt(0).toString(16)}${landing.id.slice(1)}`;
      const page = await get(`/l/${encoded}/index.html`);
      assert.equal(page.statusCode, 200);
      assert.equal(page.body, PAGE);
      assert.equal((await get(`/l/${encoded}/css/site.css`)).body, 'h1 { color: red }');
    });

    it('is 404 for a file asked for as a folder (a trailing slash would break its relative links)', async () => {
      for (const path of ['index.html/', 'css/site.css/', 'LICENSE/']) {
        const res = await get(`/l/${landing.id}/${path}`);
        assert.equal(res.statusCode, 404, path);
        assert.deepEqual(res.json(), { error: 'not found' }, path);
      }
    });

    it('answers 304 when any tag of an If-None-Match list matches, or to *', async () => {
      const css = await get(`/l/${landing.id}/css/site.css`);
      const etag = String(css.headers.etag);
      for (const header of [`W/"0-0", ${etag}`, `${etag},W/"1-1"`, '*', etag.slice(2)]) {
        const res = await get(`/l/${landing.id}/css/site.css`, { 'if-none-match': header });
        assert.equal(res.statusCode, 304, header);
        assert.equal(res.headers.etag, etag, header);
      }
      assert.equal((await get(`/l/${landing.id}/css/site.css`, { 'if-none-match': 'W/"0-0", "1-1"' })).statusCode, 200);
    });

    it('redirects to the folder form so relative links work', async () => {
      const bare = await get(`/l/${landing.id}?sub=1`);
      assert.equal(bare.statusCode, 301);
      assert.equal(bare.headers.location, `/l/${landing.id}/?sub=1`);
      // A query may itself hold a '?' (a URL in a parameter): all of it is kept.
      const nested = await get(`/l/${landing.id}?back=https://x.example/?a=1`);
      assert.equal(nested.headers.location, `/l/${landing.id}/?back=https://x.example/?a=1`);
      const folder = await get(`/l/${landing.id}/thanks?x=y`);
      assert.equal(folder.statusCode, 301);
      assert.equal(folder.headers.location, `/l/${landing.id}/thanks/?x=y`);
      const withQuery = await get(`/l/${landing.id}/?_ct=abc&sub_id_1=z`);
      assert.equal(withQuery.statusCode, 200);
      assert.equal(withQuery.body, PAGE);
    });

    it('never lists a folder and never leaves the landing', async () => {
      for (const path of [
        'no-index/',
        'empty-folder/',
        'missing.html',
        '../',
        '..%2F..%2F..%2Fetc%2Fpasswd',
        '%2e%2e/%2e%2e/etc/passwd',
        'css/..%2f..%2findex.html',
        'css%5c..%5cindex.html',
        'css//site.css',
        '%00',
      ]) {
        const res = await get(`/l/${landing.id}/${path}`);
        assert.equal(res.statusCode, 404, path);
        assert.deepEqual(res.json(), { error: 'not found' }, path);
      }
      // Broken percent-encoding is refused by the router itself.
      assert.equal((await get(`/l/${landing.id}/%E0%A4%A`)).statusCode, 400);
    });

    it('refuses dot segments that reach the server raw (inject would normalise them)', async () => {
      const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      // An options object, not a URL string: a URL would have its dot segments resolved client-side.
      const rawGet = (path: string) =>
        new Promise<number>((resolve, reject) => {
          request({ host: address.hostname, port: address.port, path }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      assert.equal(await rawGet(`/l/${landing.id}/css/site.css`), 200);
      for (const path of [
        '../index.html',
        './index.html',
        'css/../index.html',
        '../../../../etc/passwd',
        'css/./site.css',
      ]) {
        assert.equal(await rawGet(`/l/${landing.id}/${path}`), 404, path);
      }
    });

    it('is 404 for an unknown, external, never-uploaded or deleted landing', async () => {
      assert.equal((await get('/l/00000000-0000-4000-8000-000000000000/')).statusCode, 404);
      assert.equal((await get('/l/not-a-uuid/')).statusCode, 404);
      const external = await newLanding(owner, 'external');
      assert.equal((await get(`/l/${external.id}/`)).statusCode, 404);
      const empty = await newLanding();
      assert.equal((await get(`/l/${empty.id}/`)).statusCode, 404);

      const doomed = await newLanding();
      assert.equal((await upload(doomed.id, zip(site))).status, 200);
      await ok(t, owner, 'DELETE', `/landings/${doomed.id}`);
      assert.equal((await get(`/l/${doomed.id}/`)).statusCode, 404);
    });
  });

  describe('changes are served at once (no stale cache on this instance)', () => {
    it('a deleted landing, or one switched to external, is 404 right after the change', async () => {
      const doomed = await newLanding();
      assert.equal((await upload(doomed.id, zip(site))).status, 200);
      assert.equal((await get(`/l/${doomed.id}/`)).statusCode, 200);
      await ok(t, owner, 'DELETE', `/landings/${doomed.id}`);
      assert.equal((await get(`/l/${doomed.id}/`)).statusCode, 404);

      const switched = await newLanding();
      assert.equal((await upload(switched.id, zip(site))).status, 200);
      assert.equal((await get(`/l/${switched.id}/css/site.css`)).statusCode, 200);
      await ok(t, owner, 'PUT', `/landings/${switched.id}`, { type: 'external', url: 'https://lp.example/' });
      assert.equal((await get(`/l/${switched.id}/css/site.css`)).statusCode, 404);
    });
  });

  describe('re-upload', () => {
    it('switches versions atomically: every request sees one whole version, never a half-extracted tree', async () => {
      const landing = await newLanding();
      const version = (n: number): ZipItem[] => [
        { name: 'index.html', data: `<p>version ${n}</p>` },
        ...Array.from({ length: 200 }, (_, i) => ({ name: `assets/${i}.txt`, data: `v${n}-${i}` })),
      ];
      assert.equal((await upload(landing.id, zip(version(1)))).status, 200);
      assert.equal((await get(`/l/${landing.id}/`)).body, '<p>version 1</p>');

      // Reads run through the whole upload and go on until version 2 shows, so both versions are seen
      // and every read in between is one of them, whole.
      let uploading = true;
      let readsDuringUpload = 0;
      const seen = new Set<string>();
      const reader = (async () => {
        while (uploading || !seen.has('<p>version 2</p>')) {
          const during = uploading;
          const [page, asset] = await Promise.all([get(`/l/${landing.id}/`), get(`/l/${landing.id}/assets/199.txt`)]);
          assert.equal(page.statusCode, 200);
          assert.equal(asset.statusCode, 200);
          assert.match(page.body, /^<p>version [12]<\/p>$/);
          assert.match(asset.body, /^v[12]-199$/);
          seen.add(page.body);
          if (during) readsDuringUpload++;
        }
      })();
      const second = await upload(landing.id, zip(version(2)));
      uploading = false;
      await reader;
      assert.equal(second.status, 200);
      assert.equal((await get(`/l/${landing.id}/`)).body, '<p>version 2</p>');
      assert.equal((await get(`/l/${landing.id}/assets/5.txt`)).body, 'v2-5');
      assert.deepEqual([...seen].sort(), ['<p>version 1</p>', '<p>version 2</p>']);
      assert.ok(readsDuringUpload > 0, 'some reads ran while the new version was extracted');

      // The previous version stays for requests still reading it; older ones go.
      assert.equal((await upload(landing.id, zip(version(3)))).status, 200);
      assert.equal((await versions(landing.id)).length, 2);
      assert.equal((await get(`/l/${landing.id}/`)).body, '<p>version 3</p>');

      // A refused re-upload changes nothing.
      const bad = await upload(
        landing.id,
        zip([
          { name: 'index.html', data: 'x' },
          { name: '../escape.txt', data: 'x' },
        ]),
      );
      assert.equal(bad.status, 400);
      assert.equal((await get(`/l/${landing.id}/`)).body, '<p>version 3</p>');
      assert.equal((await versions(landing.id)).length, 2);
    });

    it('takes a ZIP whose files sit in a single top folder, ignoring macOS extras', async () => {
      const landing = await newLanding();
      const res = await upload(
        landing.id,
        zip([
          { name: 'my-landing/', mode: 0o040755 },
          { name: 'my-landing/index.html', data: '<p>nested</p>' },
          { name: 'my-landing/css/a.css', data: 'a{}' },
          { name: '__MACOSX/my-landing/._index.html', data: 'junk' },
          { name: 'my-landing/.DS_Store', data: 'junk' },
        ]),
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal((await get(`/l/${landing.id}/`)).body, '<p>nested</p>');
      assert.equal((await get(`/l/${landing.id}/css/a.css`)).body, 'a{}');
      assert.equal((await get(`/l/${landing.id}/my-landing/index.html`)).statusCode, 404);
      assert.equal((await get(`/l/${landing.id}/.DS_Store`)).statusCode, 404);
    });
  });

  describe('refused archives leave nothing behind', () => {
    it('path traversal, absolute paths and backslashes', async () => {
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: '../evil.txt', data: 'x' },
        ],
        400,
        'entry 2 of the ZIP has an unsafe path (invalid relative path)',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'css/../../evil.txt', data: 'x' },
        ],
        400,
        /^entry 2 of the ZIP has an unsafe path \(/,
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: '/etc/cron.d/evil', data: 'x' },
        ],
        400,
        'entry 2 of the ZIP has an unsafe path (absolute path)',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'C:/evil.txt', data: 'x' },
        ],
        400,
        'entry 2 of the ZIP has an unsafe path (absolute path)',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'css\\..\\..\\evil.txt', data: 'x' },
        ],
        400,
        'entry 2 of the ZIP has an unsafe path (invalid characters in fileName)',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'a/./b.txt', data: 'x' },
        ],
        400,
        'entry 2 of the ZIP has an unsafe path (empty or . segment)',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'a\u0001b.txt', data: 'x' },
        ],
        400,
        /control character/,
      );
    });

    it('names longer than the file system takes (255 bytes a segment, counted in UTF-8): 400, not 500', async () => {
      // 200 characters but 400 bytes: Linux refuses such a name with ENAMETOOLONG.
      const wide = 'é'.repeat(200);
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: `${wide}.txt`, data: 'x' },
        ],
        400,
        'entry 2 of the ZIP has an unsafe path (name too long)',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: `${wide}/a.txt`, data: 'x' },
        ],
        400,
        'entry 2 of the ZIP has an unsafe path (name too long)',
      );
    });

    it('symbolic links and other special entries', async () => {
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'passwd', data: '/etc/passwd', mode: 0o120777 },
        ],
        400,
        'entry 2 of the ZIP is a symbolic link',
      );
      await refused([{ name: 'index.html', data: 'x', mode: 0o120777 }], 400, 'entry 1 of the ZIP is a symbolic link');
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'fifo', data: '', mode: 0o010644 },
        ],
        400,
        'entry 2 of the ZIP is a special file',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'dev', data: '', mode: 0o020644 },
        ],
        400,
        'entry 2 of the ZIP is a special file',
      );
    });

    it('too many files', async () => {
      const items: ZipItem[] = [
        { name: 'index.html', data: 'x' },
        ...Array.from({ length: 2000 }, (_, i) => ({ name: `f/${i}.txt`, data: '' })),
      ];
      await refused(items, 400, 'the ZIP has more than 2000 files and folders');
    });

    it('a ZIP bomb, and an entry that expands beyond what it declares', async () => {
      const zeros = Buffer.alloc(24 * 1024 * 1024);
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'bomb.bin', data: zeros },
        ],
        400,
        'the ZIP expands more than 100 times its size (a ZIP bomb?)',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'liar.bin', data: Buffer.alloc(100_000, 1), declaredSize: 10 },
        ],
        400,
        /^not a valid ZIP archive: .*too many bytes|^the ZIP expands to more than it declares/,
      );
    });

    it('no index.html, several top folders, encryption, duplicates, garbage', async () => {
      await refused(
        [{ name: 'home.html', data: 'x' }],
        400,
        'the ZIP needs an index.html at its root or in a single top folder',
      );
      await refused(
        [
          { name: 'a/index.html', data: 'x' },
          { name: 'b/index.html', data: 'x' },
        ],
        400,
        'the ZIP needs an index.html at its root or in a single top folder',
      );
      await refused([], 400, 'the ZIP needs an index.html at its root or in a single top folder');
      await refused([{ name: 'index.html', data: 'x', flags: 1 }], 400, 'entry 1 of the ZIP is encrypted');
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'index.html', data: 'y' },
        ],
        400,
        'entry 2 of the ZIP repeats the path of an earlier entry',
      );
      await refused(
        [
          { name: 'index.html', data: 'x' },
          { name: 'a', data: 'x' },
          { name: 'a/b', data: 'x' },
        ],
        400,
        'entry 3 of the ZIP lies in a folder that is also a file of the ZIP',
      );
      await refused(Buffer.from('this is not a zip file at all, just text'), 400, /^not a valid ZIP archive: /);
    });

    it('larger than 128 MiB is 413, announced or streamed', async () => {
      const landing = await newLanding();
      const big = Buffer.alloc(128 * 1024 * 1024 + 1024);
      const announced = await upload(landing.id, big);
      assert.equal(announced.status, 413);
      assert.deepEqual(announced.body, { error: 'the ZIP is larger than 128 MiB' });
      await nothingWritten(landing.id);

      // Without a usable Content-Length the limit holds while the body streams in.
      const body = multipart(big);
      const streamed = await t.app.inject({
        method: 'POST',
        url: `/admin_api/v1/landings/${landing.id}/files`,
        headers: { ...owner.headers, ...body.headers, 'transfer-encoding': 'chunked' },
        payload: Readable.from([body.payload.subarray(0, 1 << 20), body.payload.subarray(1 << 20)]),
      });
      assert.equal(streamed.statusCode, 413);
      assert.deepEqual(streamed.json(), { error: 'the ZIP is larger than 128 MiB' });
      await nothingWritten(landing.id);
    });
  });

  describe('the request', () => {
    it('needs landings.edit: 401 without a token, 403 for a viewer', async () => {
      const landing = await newLanding();
      const anonymous = await upload(landing.id, zip(site), null);
      assert.equal(anonymous.status, 401);
      const forbidden = await upload(landing.id, zip(site), viewer);
      assert.deepEqual([forbidden.status, forbidden.body], [403, { error: 'no permission to edit landings' }]);
      await nothingWritten(landing.id);
    });

    it('ignores the auth cookie on a form another site posts (no cross-site request forgery)', async () => {
      const landing = await newLanding();
      const post = (headers: Record<string, string>) => {
        const body = multipart(zip(site));
        const browser = { host: 'tracker.example', cookie: `auth=${owner.token}`, ...headers };
        return t.app.inject({
          method: 'POST',
          url: `/admin_api/v1/landings/${landing.id}/files`,
          headers: { ...browser, ...body.headers },
          payload: body.payload,
        });
      };
      // Newer browsers say cross-site; older ones only send the foreign Origin.
      // The same host over another scheme is another origin too (this request arrives over http).
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'https://tracker.example' },
      ];
      for (const headers of foreign) {
        const forged = await post(headers);
        assert.deepEqual(
          [forged.statusCode, forged.json()],
          [401, { error: 'authentication required' }],
          JSON.stringify(headers),
        );
      }
      await nothingWritten(landing.id);
      assert.equal((await post({ origin: 'http://tracker.example' })).statusCode, 200);
    });

    it("is 404 for another workspace's landing, and for a missing one", async () => {
      const theirs = await newLanding(other);
      const res = await upload(theirs.id, zip(site), owner);
      assert.deepEqual([res.status, res.body], [404, { error: 'landing not found' }]);
      assert.deepEqual(await readdir(join(t.config.landingsDir, other.workspace_id)).catch(() => []), []);
      const missing = await upload('00000000-0000-4000-8000-000000000000', zip(site));
      assert.deepEqual([missing.status, missing.body], [404, { error: 'landing not found' }]);
      const malformed = await upload('nope', zip(site));
      assert.deepEqual([malformed.status, malformed.body], [400, { error: 'id must be a UUID' }]);
    });

    it('refuses an external landing, a body that is not multipart, or a part with another name', async () => {
      const external = await newLanding(owner, 'external');
      const res = await upload(external.id, zip(site));
      assert.deepEqual(
        [res.status, res.body],
        [400, { error: 'only a hosted landing takes a ZIP (set its type to hosted first)' }],
      );
      const landing = await newLanding();
      const json = await api(t, owner, 'POST', `/landings/${landing.id}/files`, { file: 'x' });
      assert.deepEqual(
        [json.status, json.body],
        [400, { error: 'send the ZIP as multipart/form-data in a field named "file"' }],
      );
      const wrongField = await upload(landing.id, zip(site), owner, { field: 'archive' });
      assert.deepEqual(
        [wrongField.status, wrongField.body],
        [400, { error: 'send the ZIP as multipart/form-data in a field named "file"' }],
      );
      await nothingWritten(landing.id);
    });

    it('too many form fields, parts or files: 400 with our message (413 is only for a too-large ZIP)', async () => {
      const landing = await newLanding();
      const cases: Array<[string, Parameters<typeof multipart>[1]]> = [
        ['fields', { fields: 6 }],
        ['parts', { fields: 5, extraFiles: 1 }],
        ['files', { extraFiles: 1 }],
      ];
      for (const [name, options] of cases) {
        const res = await upload(landing.id, zip(site), owner, options);
        assert.deepEqual(
          [res.status, res.body],
          [400, { error: 'too many form parts: send only the ZIP, in one part named "file"' }],
          name,
        );
        await nothingWritten(landing.id);
      }
      // A few fields next to the file are tolerated (what some HTML forms add).
      assert.equal((await upload(landing.id, zip(site), owner, { fields: 5 })).status, 200);
    });

    it('is in the OpenAPI document', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
      const operation = doc.paths['/landings/{id}/files'].post;
      assert.equal(operation.operationId, 'UploadLandingArchive');
      assert.deepEqual(operation.requestBody.content['multipart/form-data'].schema.required, ['file']);
      assert.equal(
        operation.responses['200'].content['application/json'].schema.properties.hosted_path.type[0],
        'string',
      );
      assert.ok(operation.responses['413']);
      assert.ok(
        doc.paths['/landings/{id}'].get.responses['200'].content['application/json'].schema.properties.hosted_path,
      );
    });
  });
  describe('housekeeping', () => {
    it('removes uploads a crash left in .uploads/ once they are an hour old, and keeps recent ones', async () => {
      const dir = join(t.config.landingsDir, '.uploads');
      await mkdir(dir, { recursive: true });
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await writeFile(join(dir, 'crashed.zip'), 'x');
      await utimes(join(dir, 'crashed.zip'), twoHoursAgo, twoHoursAgo);
      await writeFile(join(dir, 'receiving.zip'), 'x');
      try {
        await housekeepingJob.process({}, t.runtime.services);
        assert.deepEqual(await readdir(dir), ['receiving.zip']);
      } finally {
        await rm(join(dir, 'receiving.zip'), { force: true });
        await rm(join(dir, 'crashed.zip'), { force: true });
      }
    });
  });
});
