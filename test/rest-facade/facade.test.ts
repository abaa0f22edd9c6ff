import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSchema, parse } from 'graphql';
import SwaggerParser from '@apidevtools/swagger-parser';
import { registerFacade } from '../../rest-facade/facade';
import { buildOpenApi } from '../../rest-facade/openapi';
import type { FacadeRoute } from '../../rest-facade/route';
import { installErrorHandlers } from '../../app/http-errors';
import { NotFoundError, RateLimitError, UnprocessableError } from '../../services/errors';
import type { AppContext } from '../../services/context';

/**
 * The facade mechanism on its own: a small schema, a route table, real Fastify and real GraphQL
 * execution. The service's own routes are tested in their areas.
 */
const schema = buildSchema(`
  enum Color { red green }
  input ThingInput { name: String!, size: Int, color: Color }
  type Thing { id: ID!, name: String!, size: Int, color: Color }
  type Query {
    thing(id: ID!): Thing
    things("""How many things at most""" limit: Int = 10, colors: [Color!], exact: Boolean): [Thing!]!
    slow_down: Boolean
    explode: Boolean
  }
  type Mutation {
    create_thing(input: ThingInput!): Thing!
    rename_thing(id: ID!, name: String!): Thing!
    delete_thing(id: ID!): Boolean!
  }
`);

const things = new Map<string, { id: string; name: string; size?: number; color?: string }>([
  ['1', { id: '1', name: 'one', size: 1, color: 'red' }],
]);
const root = {
  thing: ({ id }: { id: string }) => {
    const thing = things.get(id);
    if (!thing) throw new NotFoundError('thing not found');
    return thing;
  },
  things: (args: { limit: number; colors?: string[]; exact?: boolean }) => [{ id: 'args', name: JSON.stringify(args) }],
  slow_down: () => {
    throw new RateLimitError(7);
  },
  explode: () => {
    throw new Error('database password is hunter2');
  },
  create_thing: ({ input }: { input: { name: string; size?: number } }) => {
    if (input.name === 'foreign') throw new UnprocessableError('reference to another workspace');
    const thing = { id: String(things.size + 1), ...input };
    things.set(thing.id, thing);
    return thing;
  },
  rename_thing: ({ id, name }: { id: string; name: string }) => ({ ...root.thing({ id }), name }),
  delete_thing: ({ id }: { id: string }) => things.delete(id),
};

const routes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/things/:id',
    operation: parse('query Thing($id: ID!) { thing(id: $id) { id name size color } }'),
    status: 200,
    summary: 'one',
    tag: 't',
  },
  {
    method: 'GET',
    path: '/things',
    operation: parse(
      'query Things($limit: Int, $colors: [Color!], $exact: Boolean) { things(limit: $limit, colors: $colors, exact: $exact) { id name } }',
    ),
    status: 200,
    summary: 'list',
    tag: 't',
  },
  {
    method: 'POST',
    path: '/things',
    operation: parse(
      'mutation CreateThing($input: ThingInput!) { create_thing(input: $input) { id name size color } }',
    ),
    status: 201,
    summary: 'create',
    tag: 't',
  },
  {
    method: 'PATCH',
    path: '/things/:id',
    operation: parse(
      'mutation RenameThing($id: ID!, $name: String!) { rename_thing(id: $id, name: $name) { id name } }',
    ),
    status: 200,
    summary: 'rename',
    tag: 't',
  },
  {
    method: 'DELETE',
    path: '/things/:id',
    operation: parse('mutation DeleteThing($id: ID!) { delete_thing(id: $id) }'),
    status: 204,
    summary: 'delete',
    tag: 't',
  },
  {
    method: 'GET',
    path: '/things/:id/brief',
    operation: parse(
      'query ThingBrief($id: ID!) { thing(id: $id) { ...ThingParts } } fragment ThingParts on Thing { id name ... on Thing { size } }',
    ),
    status: 200,
    summary: 'fragments',
    tag: 't',
  },
  {
    method: 'GET',
    path: '/slow',
    operation: parse('query Slow { slow_down }'),
    status: 200,
    summary: 'rate limited',
    tag: 't',
    public: true,
  },
  {
    method: 'GET',
    path: '/explode',
    operation: parse('query Explode { explode }'),
    status: 200,
    summary: 'fails',
    tag: 't',
  },
];

describe('REST facade', () => {
  let app: FastifyInstance;
  let compiled: ReturnType<typeof registerFacade>;
  before(async () => {
    app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });
    installErrorHandlers(app, 4 * 1024 * 1024);
    await app.register(
      async (admin) => {
        admin.removeContentTypeParser('text/plain');
        compiled = registerFacade(admin, schema, routes, async () => ({}) as AppContext);
      },
      { prefix: '/admin_api/v1' },
    );
    // graphql-js SDL schemas resolve root fields from the root value.
    (schema as unknown as { rootValue: unknown }).rootValue = root;
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(type.getFields())) {
        const resolve = (root as Record<string, (args: unknown) => unknown>)[field.name];
        field.resolve = (_source, args) => resolve(args);
      }
    }
    await app.ready();
  });
  after(async () => app.close());

  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: method as 'GET',
      url: `/admin_api/v1${url}`,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
    });

  it('maps a path parameter to its variable and answers the root field', async () => {
    const res = await call('GET', '/things/1');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { id: '1', name: 'one', size: 1, color: 'red' });
  });

  it('coerces query parameters to the variable types, lists included', async () => {
    const res = await call('GET', '/things?limit=5&colors=red,green&exact=true');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(JSON.parse(res.json()[0].name), { limit: 5, colors: ['red', 'green'], exact: true });
  });

  it('answers the fields of fragment spreads and inline fragments', async () => {
    const res = await call('GET', '/things/1/brief');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), ['id', 'name', 'size']);
  });

  it('refuses an unknown query parameter with 400', async () => {
    const res = await call('GET', '/things?limt=5');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: 'unknown query parameter "limt"' });
  });

  it('refuses a query parameter of the wrong type with 400 naming it', async () => {
    const res = await call('GET', '/things?limit=many');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'limit: expected an integer');
  });

  it('passes the JSON body as the input variable and answers the route status', async () => {
    const res = await call('POST', '/things', { name: 'two', size: 2, color: 'green' });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().name, 'two');
  });

  it('refuses an unknown field in the body with 400 and writes nothing', async () => {
    const before = things.size;
    const res = await call('POST', '/things', { name: 'x', colour: 'red' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'unknown field: colour');
    assert.equal(things.size, before);
  });

  it('refuses a field of the wrong type with 400 naming the field', async () => {
    const res = await call('POST', '/things', { name: 'x', size: 'big' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'size: expected an integer');
  });

  it('refuses a missing required field with 400', async () => {
    const res = await call('POST', '/things', { size: 3 });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /name.*required/);
  });

  it('maps body keys to variables when the operation has no input variable, refusing strangers', async () => {
    const ok = await call('PATCH', '/things/1', { name: 'uno' });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { id: '1', name: 'uno' });
    const bad = await call('PATCH', '/things/1', { name: 'uno', extra: 1 });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), { error: 'unknown field "extra"' });
    const sneaky = await call('PATCH', '/things/1', { name: 'uno', id: '2' });
    assert.equal(sneaky.statusCode, 400);
  });

  it('refuses malformed JSON with 400 saying so', async () => {
    const res = await call('POST', '/things', '{"name": ');
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^malformed JSON body/);
    // V8's own message quotes the body around the fault: the answer never does.
    const quoted = await call('POST', '/things', '{"name": hunter2-marker}');
    assert.equal(quoted.statusCode, 400);
    assert.equal(quoted.json().error, 'malformed JSON body');
    assert.ok(!quoted.body.includes('hunter2'), quoted.body);
  });

  it('refuses a body that is not an object with 400', async () => {
    const res = await call('POST', '/things', '[1,2]');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: 'body must be a JSON object' });
  });

  it('refuses a content type other than JSON with 400 naming it', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await call('POST', '/things', 'name=x', { 'content-type': type });
      assert.equal(res.statusCode, 400, type);
      assert.match(res.json().error, /content type/);
    }
  });

  it('refuses a body over 4 MiB with 413', async () => {
    const res = await call('POST', '/things', { name: 'x'.repeat(4 * 1024 * 1024 + 10) });
    assert.equal(res.statusCode, 413);
    assert.match(res.json().error, /body larger than/);
  });

  it('answers a domain error with its status and message', async () => {
    const missing = await call('GET', '/things/404');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { error: 'thing not found' });
    const foreign = await call('POST', '/things', { name: 'foreign' });
    assert.equal(foreign.statusCode, 422);
    assert.deepEqual(foreign.json(), { error: 'reference to another workspace' });
  });

  it('answers 429 with Retry-After from the error', async () => {
    const res = await call('GET', '/slow');
    assert.equal(res.statusCode, 429);
    assert.equal(res.headers['retry-after'], '7');
  });

  it('hides the message of an internal error', async () => {
    const res = await call('GET', '/explode');
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { error: 'internal error' });
  });

  it('answers 204 with no body', async () => {
    const res = await call('DELETE', '/things/2');
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await call('GET', '/nothing-here');
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { error: 'not found' });
  });

  it('refuses a route table whose document does not fit the schema', () => {
    const broken: FacadeRoute = {
      method: 'GET',
      path: '/x',
      operation: parse('query X { nope }'),
      status: 200,
      summary: 'x',
      tag: 't',
    };
    assert.throws(
      () => registerFacade(Fastify(), schema, [broken], async () => ({}) as AppContext),
      /Cannot query field "nope"/,
    );
    const orphanParam: FacadeRoute = { ...routes[0], path: '/things/:thing_id' };
    assert.throws(
      () => registerFacade(Fastify(), schema, [orphanParam], async () => ({}) as AppContext),
      /path parameter thing_id has no variable/,
    );
  });

  it('generates a valid OpenAPI 3.1 document from the table', async () => {
    const doc = buildOpenApi(schema, compiled, { version: '1.0.0', serverUrl: 'http://localhost' }) as any;
    await SwaggerParser.validate(structuredClone(doc));
    const create = doc.paths['/things'].post;
    assert.equal(create.operationId, 'CreateThing');
    assert.deepEqual(create.requestBody.content['application/json'].schema, {
      $ref: '#/components/schemas/ThingInput',
    });
    assert.equal(doc.components.schemas.ThingInput.additionalProperties, false);
    assert.deepEqual(doc.components.schemas.ThingInput.required, ['name']);
    assert.ok(create.responses['201'].content);
    assert.deepEqual(
      doc.paths['/things/{id}'].get.parameters.map((p: any) => [p.name, p.in, p.required]),
      [['id', 'path', true]],
    );
    assert.deepEqual(
      doc.paths['/things'].get.parameters.map((p: any) => p.name),
      ['limit', 'colors', 'exact'],
    );
    assert.equal(
      doc.paths['/things'].get.parameters[0].description,
      'How many things at most',
      'argument descriptions reach the parameters',
    );
    assert.deepEqual(doc.paths['/slow'].get.security, []);
    assert.ok(doc.paths['/things/{id}'].delete.responses['204']);
    const brief = doc.paths['/things/{id}/brief'].get.responses['200'].content['application/json'].schema;
    assert.deepEqual(
      Object.keys(brief.properties).sort(),
      ['id', 'name', 'size'],
      'fragments are expanded in the response schema',
    );
  });
});
