import type { TypedDocumentString } from '../generated/graphql';
import { ApiError, type GraphQLErrorBody } from './errors';
import { getSession, setSession } from './session';

/**
 * Runs one of the generated operations over HTTP POST /graphql with the session's token. The
 * operations are the REST facade's (rest-facade/operations), so each has a REST route as well.
 */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] | [TVariables] : [TVariables]
): Promise<TResult> {
  const session = getSession();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    credentials: 'omit',
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  let body: { data?: TResult; errors?: GraphQLErrorBody[] };
  try {
    body = await response.json();
  } catch {
    throw new ApiError([{ message: `the service answered ${response.status}` }], response.status);
  }
  if (body.errors?.length) {
    // An expired or revoked token: back to the login page.
    if (session && body.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) setSession(null);
    throw new ApiError(body.errors, response.status);
  }
  return body.data as TResult;
}
