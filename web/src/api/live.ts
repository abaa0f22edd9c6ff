import { createClient, type Client } from 'graphql-ws';
import type { TypedDocumentString } from '../generated/graphql';
import { getSession, subscribeSession } from './session';

/** One graphql-ws connection per session, authenticated in connection_init. */
let client: Client | null = null;

function connection(): Client {
  if (!client) {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
    client = createClient({
      url,
      lazy: true,
      retryAttempts: Infinity,
      connectionParams: () => ({ authorization: `Bearer ${getSession()?.token ?? ''}` }),
    });
  }
  return client;
}

subscribeSession(() => {
  // A new token (login, workspace switch) needs a new connection.
  client?.dispose();
  client = null;
});

/** Subscribes to one of the app's subscriptions; returns the unsubscribe function. */
export function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
  onError?: (error: unknown) => void,
): () => void {
  return connection().subscribe<TResult>(
    { query: document.toString(), variables: variables as Record<string, unknown> },
    {
      next: (result) => result.data && onData(result.data as TResult),
      error: (error) => onError?.(error),
      complete: () => undefined,
    },
  );
}
