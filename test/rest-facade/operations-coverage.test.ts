import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { startTestApp, type TestApp } from '../support/harness';
import { adminRoutes } from '../../rest-facade/routes';

type Json = Record<string, any>;

/**
 * Issue 26 item 10 and its proof: everything the web app does (every query and mutation, since the
 * app runs only the facade's documents) has a REST route, and the OpenAPI document counts every
 * operation with a description and examples.
 */
describe('REST covers the API', () => {
  let t: TestApp;
  let doc: Json;
  let postman: Json;

  before(async () => {
    t = await startTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).json();
    postman = (await t.app.inject({ method: 'GET', url: '/admin_api/v1/postman.json' })).json();
  });
  after(async () => t.close());

  it('has a REST route for every query and mutation of the schema', () => {
    const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));
    const routed = new Set<string>();
    for (const route of adminRoutes) {
      const operation = route.operation.definitions.find(
        (d: { kind: string }) => d.kind === Kind.OPERATION_DEFINITION,
      ) as OperationDefinitionNode;
      for (const selection of operation.selectionSet.selections)
        if (selection.kind === Kind.FIELD) routed.add(selection.name.value);
    }
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      // A deprecated field is an alias kept for GraphQL clients (docs/operations-api.md): its REST route answers the new one.
      const fields = type.getFields();
      const missing = Object.keys(fields).filter((name) => !routed.has(name) && !fields[name].deprecationReason);
      assert.deepEqual(missing, [], `${type.name} fields without a REST route`);
    }
  });

  it('runs only documents of the facade in the web app (plus its subscriptions)', () => {
    const dir = 'web/src';
    const webDocuments = (function walk(path: string): string[] {
      return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(join(path, entry.name))
          : entry.name.endsWith('.graphql')
            ? [join(path, entry.name)]
            : [],
      );
    })(dir);
    for (const file of webDocuments) {
      for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION)
          assert.equal(definition.operation, 'subscription', `${file}: ${definition.name?.value}`);
      }
    }
  });

  it('documents at least 180 operations, each with a description and examples', () => {
    const operations = Object.entries(doc.paths as Json).flatMap(([path, methods]) =>
      Object.entries(methods as Json).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    // Issue 26 asks for at least 180 (183 with the audit log and templates).
    assert.ok(operations.length >= 180, `only ${operations.length} operations`);
    for (const { name, operation } of operations) {
      assert.ok(operation.description, `${name} has no description`);
      const examples = [
        ...(operation.parameters ?? []).map((p: Json) => p.example),
        ...Object.values(operation.requestBody?.content ?? {}).map((c: any) => c.example),
        ...Object.values(operation.responses as Json).flatMap((r: any) =>
          Object.values(r.content ?? {}).map((c: any) => c.example),
        ),
      ].filter((example) => example !== undefined);
      assert.ok(examples.length > 0, `${name} has no example`);
    }
    const clone = doc.paths['/campaigns/{id}/clone'].post;
    assert.equal(clone.requestBody.content['application/json'].example.alias, 'summer-push-us');
    assert.ok(clone.responses['201'].content['application/json'].example.id);
    assert.ok(doc.paths['/landings/{id}/files'].post, 'the ZIP upload moved to /files');
    assert.equal(doc.paths['/landings/{id}/archive'].post.operationId, 'ArchiveLanding');
  });

  it('gives the Postman collection every operation, with a request body of the required fields', () => {
    const requests: Json[] = [];
    const walk = (items: Json[]) => {
      for (const item of items) item.item ? walk(item.item) : requests.push(item);
    };
    walk(postman.item);
    const operations = Object.values(doc.paths as Json).flatMap((m) => Object.keys(m as Json));
    assert.equal(requests.length, operations.length);
    const bulk = requests.find((r) => r.request.method === 'POST' && r.request.url.raw.endsWith('/campaigns/bulk'));
    assert.ok(bulk, 'POST /campaigns/bulk is in the collection');
    // The collection sends the required fields (the documentation example shows every field).
    assert.deepEqual(Object.keys(JSON.parse(bulk.request.body.raw)).sort(), ['action', 'ids']);
  });
});
