import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { getNamedType, isInputObjectType, isScalarType, typeFromAST, type GraphQLSchema } from 'graphql';
import { compileRoutes } from '../../rest-facade/facade';
import { adminRoutes } from '../../rest-facade/routes';
import { BODY_VARIABLE } from '../../rest-facade/variables';
import { buildAppSchema, silentPubSub } from '../../resolvers/build-schema';
import { startTestApp, type TestApp } from '../support/harness';
import { logCapture } from '../support/log-capture';
import { createSession, type Session } from '../support/session';

/**
 * Error answers name the problem, never a submitted value: every mutation of the REST route table
 * gets an unknown field carrying a secret-looking value, and then every field of its body with a
 * value of the wrong type; the secrets never come back and never reach the logs (debug level).
 */
describe('error answers never echo submitted values', () => {
  const { lines, sink } = logCapture();
  let t: TestApp;
  let session: Session;
  let schema: GraphQLSchema;
  const secret = () => `S3cr3t-${randomBytes(6).toString('hex')}`;
  const sent: string[] = [];

  before(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'debug' }, logSink: sink });
    session = await createSession(t);
    schema = await buildAppSchema(silentPubSub);
  });
  after(async () => t.close());

  function assertNoEcho(where: string, body: string, values: string[]): void {
    for (const value of values) assert.ok(!body.includes(value), `${where} echoed a submitted value: ${body}`);
  }

  it('on every mutation of the REST route table', async () => {
    const compiled = compileRoutes(schema, adminRoutes).filter((entry) => entry.route.method !== 'GET');
    assert.ok(compiled.length >= 40, `only ${compiled.length} mutations in the table`);
    for (const { route, operation } of compiled) {
      const url = `/admin_api/v1${route.path.replace(/:(\w+)/g, () => randomUUID())}`;
      const inputDefinition = operation.variableDefinitions?.find((d) => d.variable.name.value === BODY_VARIABLE);
      // 1. An unknown field next to a secret, in the body (query string for DELETE).
      const unknownSecret = secret();
      sent.push(unknownSecret);
      const first =
        route.method === 'DELETE'
          ? await t.app.inject({ method: route.method, url: `${url}?bogus=${unknownSecret}`, headers: session.headers })
          : await t.app.inject({
              method: route.method,
              url,
              headers: session.headers,
              payload: { bogus: unknownSecret, password: unknownSecret, secret: unknownSecret },
            });
      assert.equal(first.statusCode, 400, `${route.method} ${route.path}: ${first.body}`);
      assert.match(first.json().error, /unknown (field|query parameter)/, `${route.method} ${route.path}`);
      assertNoEcho(`${route.method} ${route.path}`, first.body, [unknownSecret]);
      if (route.method === 'DELETE' || !inputDefinition) continue;

      // 2. Every field of the body with a value of the wrong type: strings get a number, others a string.
      const inputType = getNamedType(typeFromAST(schema, inputDefinition.type as never));
      if (!isInputObjectType(inputType)) continue;
      const wrongNumber = 900_000_000 + Math.floor(Math.random() * 99_999_999);
      const wrongText = secret();
      sent.push(wrongText, String(wrongNumber));
      const body: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(inputType.getFields())) {
        const named = getNamedType(field.type);
        body[name] = isScalarType(named) && (named.name === 'String' || named.name === 'ID') ? wrongNumber : wrongText;
      }
      const second = await t.app.inject({ method: route.method, url, headers: session.headers, payload: body });
      assert.equal(second.statusCode, 400, `${route.method} ${route.path}: ${second.body}`);
      assert.match(second.json().error, /: expected /, `${route.method} ${route.path}`);
      assertNoEcho(`${route.method} ${route.path}`, second.body, [wrongText, String(wrongNumber)]);
    }
  });

  it('names the field and the expected type in the words of the report', async () => {
    const password = secret();
    sent.push(password);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      payload: { email: 'x@example.com', password, bogus: 1 },
    });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { error: 'unknown field: bogus' });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      payload: { email: 'x@example.com', password: 123456 },
    });
    assert.equal(wrongType.statusCode, 400);
    assert.deepEqual(wrongType.json(), { error: 'password: expected a string' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      payload: { email: 'x@example.com' },
    });
    assert.deepEqual(missing.json(), { error: 'password: required' });
  });

  it('on GraphQL over HTTP: variables and literals', async () => {
    const password = secret();
    sent.push(password);
    const gql = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        payload,
      });
    const viaVariables = await gql({
      query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email: 'x@example.com', password, bogus: 1 } },
    });
    assert.equal(viaVariables.statusCode, 400);
    assert.equal(viaVariables.json().errors[0].message, 'unknown field: input.bogus');
    assertNoEcho('GraphQL variables', viaVariables.body, [password]);
    const wrongType = await gql({
      query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email: password, password: 77 } },
    });
    assert.equal(wrongType.json().errors[0].message, 'input.password: expected a string');
    assertNoEcho('GraphQL variables', wrongType.body, [password]);
    const literal = await gql({
      query: `mutation { login(input: { email: "x@example.com", password: 918273645 }) { token } }`,
    });
    assertNoEcho('GraphQL literal', literal.body, ['918273645']);
    assert.equal(literal.json().errors[0].extensions.stacktrace, undefined, 'no stack trace without DEBUG_ERRORS');
  });

  it('never logged any submitted value', () => {
    const text = lines.join('');
    assert.ok(text.length > 0, 'the sink received the logs');
    for (const value of sent) assert.ok(!text.includes(value), `${value} reached the logs`);
  });
});
