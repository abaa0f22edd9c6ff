import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession, type Session } from '../support/session';

const INTROSPECTION = '{ __schema { queryType { name } } }';

function gql(t: TestApp, query: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
    payload: { query },
  });
}

/** Production errors show no internals; introspection follows GRAPHQL_INTROSPECTION (docs/accounts.md). */
describe('GraphQL exposure by default (no NODE_ENV, no settings)', () => {
  let t: TestApp;
  let session: Session;
  before(async () => {
    t = await startTestApp();
    session = await createSession(t);
  });
  after(async () => t.close());

  it('refuses introspection to anonymous callers and answers it for signed-in ones (the explorer)', async () => {
    const anonymous = await gql(t, INTROSPECTION);
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    assert.equal(anonymous.json().errors[0].extensions.code, 'INTROSPECTION_DISABLED');
    assert.equal(anonymous.json().data, undefined);
    const signedIn = await gql(t, INTROSPECTION, session.headers);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.equal(signedIn.json().data.__schema.queryType.name, 'Query');
  });

  it('sends no stack trace with an error', async () => {
    for (const query of [
      '{ me { user { id } } }',
      '{ nosuchfield }',
      'mutation { login(input: { email: "a@b.c", password: 5 }) { token } }',
    ]) {
      const res = await gql(t, query);
      const errors = res.json().errors as Array<{ extensions?: Record<string, unknown> }>;
      assert.ok(errors.length > 0, query);
      for (const error of errors) assert.equal(error.extensions?.stacktrace, undefined, `${query}: ${res.body}`);
    }
  });
});

describe('GraphQL exposure with GRAPHQL_INTROSPECTION=on and DEBUG_ERRORS=true', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ env: { GRAPHQL_INTROSPECTION: 'on', DEBUG_ERRORS: 'true' } });
  });
  after(async () => t.close());

  it('answers introspection to anyone and shows stack traces', async () => {
    const anonymous = await gql(t, INTROSPECTION);
    assert.equal(anonymous.statusCode, 200, anonymous.body);
    const failing = await gql(t, '{ me { user { id } } }');
    assert.ok(Array.isArray(failing.json().errors[0].extensions.stacktrace), failing.body);
  });
});
