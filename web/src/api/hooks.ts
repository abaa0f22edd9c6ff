import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TypedDocumentString } from '../generated/graphql';
import { request } from './client';
import { getSession, subscribeSession } from './session';

export function useSession() {
  return useSyncExternalStore(subscribeSession, getSession);
}

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Runs a query when its variables change; `reload` runs it again. */
export function useQuery<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options: { skip?: boolean } = {},
): QueryState<TResult> {
  const [state, setState] = useState<{ data?: TResult; error?: unknown; loading: boolean }>({ loading: !options.skip });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(variables);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger: a new tick runs the query again
  useEffect(() => {
    if (options.skip) return;
    const run = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    (request as (d: typeof document, v: TVariables) => Promise<TResult>)(document, JSON.parse(key) as TVariables).then(
      (data) => run === latest.current && setState({ data, loading: false }),
      (error) => run === latest.current && setState({ error, loading: false }),
    );
  }, [document, key, tick, options.skip]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** Calls a mutation (or query) on demand. */
export function run<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return (request as (d: typeof document, v: TVariables) => Promise<TResult>)(document, variables);
}
