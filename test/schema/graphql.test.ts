import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import SwaggerParser from '@apidevtools/swagger-parser';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { printAppSchema } from '../../resolvers/build-schema';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession } from '../support/session';

const ROOT = join(__dirname, '..', '..', '..');

describe('GraphQL core', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => t.close());

  it('answers queries over HTTP at /graphql', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ service_info { name version } }' }),
    });
    assert.equal(res.status, 200);
    const body = (await res.json()) as any;
    assert.equal(body.data.service_info.name, 'traffic-tracker');
    assert.equal(body.data.service_info.version, JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('answers a query error with 400 and the GraphQL error', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ no_such_field }' }),
    });
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as any).errors[0].message, /no_such_field/);
  });

  it('serves subscriptions over graphql-ws on the same path', async () => {
    // heartbeat answers a signed-in caller only (test/app/low-hardening.test.ts shows the refusal).
    const session = await createSession(t);
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${session.token}` },
    });
    try {
      const ticks: number[] = [];
      await new Promise<void>((resolve, reject) => {
        const stop = client.subscribe<{ heartbeat: { sequence: number; server_time: string } }>(
          { query: 'subscription { heartbeat(interval_seconds: 1) { sequence server_time } }' },
          {
            next: (message) => {
              ticks.push(message.data!.heartbeat.sequence);
              assert.ok(!Number.isNaN(Date.parse(message.data!.heartbeat.server_time)));
              if (ticks.length === 2) {
                stop();
                resolve();
              }
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      assert.deepEqual(ticks, [1, 2]);
    } finally {
      await client.dispose();
    }
  });

  it('serves the admin API OpenAPI document, valid under OpenAPI 3.1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    await SwaggerParser.validate(doc);
    assert.ok(doc.paths['/service-info'].get);
  });

  it('runs admin routes through the facade', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin_api/v1/service-info' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().name, 'traffic-tracker');
  });
});

describe('generated files', () => {
  it('schema/schema.graphql matches the resolvers (run `npm run generate`)', async () => {
    const committed = readFileSync(join(ROOT, 'schema', 'schema.graphql'), 'utf8');
    assert.equal(committed, await printAppSchema(), 'schema/schema.graphql is stale: run `npm run generate`');
  });

  it(
    'rest-facade/generated/graphql.ts and web/src/generated/graphql.ts match the schema and operations (run ' +
      '`npm run codegen`)',
    async () => {
      const previous = process.cwd();
      process.chdir(ROOT);
      try {
        const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.yml') });
        const files = await generate({ ...config, silent: true }, false);
        assert.deepEqual(files.map((f: { filename: string }) => f.filename).sort(), [
          'rest-facade/generated/graphql.ts',
          'web/src/generated/graphql.ts',
        ]);
        for (const file of files) {
          const committed = readFileSync(join(ROOT, file.filename), 'utf8');
          assert.equal(committed, file.content, `${file.filename} is stale: run \`npm run codegen\``);
        }
      } finally {
        process.chdir(previous);
      }
    },
  );
});
