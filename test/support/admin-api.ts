import type { TestApp } from './harness';
import type { Session } from './session';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
}

/** One admin REST call as the session's user (`/admin_api/v1` prefix added). */
export async function api<T = any>(
  t: TestApp,
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<ApiAnswer<T>> {
  const res = await t.app.inject({
    method,
    url: `/admin_api/v1${path}`,
    headers: session ? session.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : (undefined as T) };
}

/** Same, but fails the test with the answer when the status is not the expected one. */
export async function ok<T = any>(
  t: TestApp,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  status?: number,
): Promise<T> {
  const answer = await api<T>(t, session, method, path, payload);
  const expected =
    status ??
    (method === 'POST' && !/\/(rotate|import|release-alias)$/.test(path) && !path.startsWith('/currency-rates')
      ? 201
      : method === 'DELETE'
        ? 204
        : 200);
  if (answer.status !== expected)
    throw new Error(`${method} ${path}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
