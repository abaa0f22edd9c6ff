import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';
import { POSTMAN_SCHEMA } from '../../infra/postman';

// newman ships no type declarations; its run(options, callback) is all this test needs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const newman = require('newman') as {
  run(options: Record<string, unknown>, done: (error: Error | null, summary: any) => void): void;
};
const runCollection = promisify(newman.run) as (options: Record<string, unknown>) => Promise<any>;

let t: TestApp;
let session: Session;
let baseUrl: string;

before(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  session = await createSession(t);
});
after(() => t?.close());

async function fetchJson(path: string): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`);
  assert.equal(response.status, 200, `${path} answers`);
  return response.json();
}

const requestsOf = (node: any): any[] => (node.item ? node.item.flatMap(requestsOf) : [node]);

test('the admin collection holds one request per OpenAPI operation, with base_url and admin_token variables', async () => {
  const [openapi, collection] = await Promise.all([
    fetchJson('/admin_api/v1/openapi.json'),
    fetchJson('/admin_api/v1/postman.json'),
  ]);
  assert.equal(collection.info.schema, POSTMAN_SCHEMA);
  const operations = Object.entries<any>(openapi.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} /admin_api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const requests = requestsOf(collection).map((item) => `${item.request.method} /${item.request.url.path.join('/')}`);
  assert.deepEqual(requests.sort(), operations.sort());
  const variables = collection.variable.map((v: any) => v.key);
  assert.deepEqual(variables.slice(0, 2), ['base_url', 'admin_token']);
  for (const name of ['campaign_id', 'flow_id', 'allow_changes', 'allow_destructive'])
    assert.ok(variables.includes(name));
  const flow = requestsOf(collection).find((item) => item.request.url.raw === '{{base_url}}/admin_api/v1/flows/:id');
  assert.deepEqual(
    flow.request.url.variable.map((v: any) => [v.key, v.value]),
    [['id', '{{flow_id}}']],
  );
  assert.equal(collection.auth.type, 'bearer');
  assert.equal(collection.auth.bearer[0].value, '{{admin_token}}');
  const login = requestsOf(collection).find((item) => item.request.url.path.join('/') === 'admin_api/v1/auth/login');
  assert.equal(login.request.auth.type, 'noauth', 'public routes send no token');
  assert.deepEqual(Object.keys(JSON.parse(login.request.body.raw)).sort(), ['email', 'password']);
});

test('the Click API collection covers the Click API and remote execution with their own credentials', async () => {
  const collection = await fetchJson('/click-api/v3/postman.json');
  assert.equal(collection.info.schema, POSTMAN_SCHEMA);
  const requests = requestsOf(collection);
  const byPath = new Map(requests.map((item) => [item.request.url.path.join('/'), item.request]));
  assert.deepEqual([...byPath.keys()].sort(), ['click-api/v3', 'rclient/v1']);
  assert.equal(byPath.get('click-api/v3').auth.bearer[0].value, '{{api_key}}');
  assert.deepEqual(byPath.get('rclient/v1').auth.apikey.find((e: any) => e.key === 'key').value, 'X-Campaign-Token');
  assert.deepEqual(
    collection.variable.map((v: any) => v.key),
    ['base_url', 'api_key', 'campaign_token', 'campaign_alias'],
  );
  assert.deepEqual(JSON.parse(byPath.get('click-api/v3').body.raw), {
    campaign: '{{campaign_alias}}',
    ip: '73.15.20.9',
  });
});

test("newman runs the admin collection's read-only requests against the running service", async () => {
  const collection = await fetchJson('/admin_api/v1/postman.json');
  // GET requests that need no identifier or required query value of an entity that a fresh workspace lacks.
  const readOnly = (item: any) =>
    item.request.method === 'GET' &&
    !item.request.url.variable?.length &&
    !(item.request.url.query ?? []).some((q: any) => !q.disabled);
  const subset = { ...collection, item: [{ name: 'read-only', item: requestsOf(collection).filter(readOnly) }] };
  const expected = requestsOf(subset).length;
  assert.ok(expected >= 10, `at least ten read-only requests to run (found ${expected})`);
  const summary = await runCollection({
    collection: subset,
    envVar: [
      { key: 'base_url', value: baseUrl },
      { key: 'admin_token', value: session.token },
    ],
    reporters: [],
    timeoutRequest: 10_000,
  });
  const failures = summary.run.failures.map((f: any) => `${f.source?.name}: ${f.error?.message}`);
  assert.deepEqual(failures, []);
  assert.equal(summary.run.stats.requests.total, expected);
  assert.equal(summary.run.stats.assertions.total, expected, 'each request checked its documented status');
  assert.equal(summary.run.stats.assertions.failed, 0);
});

test('newman reports a failure when the token is wrong (the collection checks statuses)', async () => {
  const collection = await fetchJson('/admin_api/v1/postman.json');
  const me = requestsOf(collection).find(
    (item) => item.request.method === 'GET' && item.request.url.path.join('/') === 'admin_api/v1/me',
  );
  assert.ok(me, 'GET /me is in the collection');
  const summary = await runCollection({
    collection: { ...collection, item: [{ name: 'me', item: [me] }] },
    envVar: [
      { key: 'base_url', value: baseUrl },
      { key: 'admin_token', value: 'not-a-token' },
    ],
    reporters: [],
  });
  assert.equal(summary.run.stats.assertions.failed, 1);
});
