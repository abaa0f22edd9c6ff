import type { TestApp } from './harness';

export interface GqlResult<T = any> {
  status: number;
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: Record<string, any> }> | undefined;
  headers: Record<string, unknown>;
}

/** Runs one GraphQL operation through POST /graphql (the same app, in process via inject). */
export async function gql<T = any>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<GqlResult<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
    remoteAddress: options.remoteAddress,
    payload: { query, variables },
  });
  const body = res.json();
  return { status: res.statusCode, data: body.data, errors: body.errors, headers: res.headers };
}
