import { useCallback, useEffect, useRef, useState } from 'react';
import type { TypedDocumentString } from '../generated/graphql';
import { subscribe } from './live';

/** Live rows kept on screen at most (older ones are a "load more" or a refresh away). */
const MAX_LIVE = 500;

export interface LiveFeed<TItem> {
  /** Rows that arrived live, newest first. */
  items: TItem[];
  /** Rows that arrived while paused, shown on resume. */
  waiting: number;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** Forgets the live rows (the page was reloaded and holds them). */
  clear: () => void;
  /** Why the subscription was refused or ended (e.g. no logs.view permission), if it was. */
  failure: string | null;
}

/**
 * Rows pushed by one of the log subscriptions (graphql-ws), newest first, kept while `accept`
 * (the screen's filters) lets them through. Paused, they wait and appear on resume.
 */
export function useLiveFeed<TResult, TItem>(
  document: TypedDocumentString<TResult, Record<string, never>>,
  pick: (data: TResult) => TItem[],
  accept: (item: TItem) => boolean,
): LiveFeed<TItem> {
  const [items, setItems] = useState<TItem[]>([]);
  const [waiting, setWaiting] = useState<TItem[]>([]);
  const [paused, setPausedState] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ pick, accept, paused });
  latest.current = { pick, accept, paused };

  useEffect(
    () =>
      subscribe(
        document,
        {} as Record<string, never>,
        (data) => {
          const fresh = latest.current.pick(data).filter(latest.current.accept).reverse();
          if (!fresh.length) return;
          if (latest.current.paused) setWaiting((list) => [...fresh, ...list].slice(0, MAX_LIVE));
          else setItems((list) => [...fresh, ...list].slice(0, MAX_LIVE));
        },
        (error) => setFailure(liveFailure(error)),
      ),
    [document],
  );

  const setPaused = useCallback(
    (next: boolean) => {
      setPausedState(next);
      if (!next) {
        setItems((list) => [...waiting, ...list].slice(0, MAX_LIVE));
        setWaiting([]);
      }
    },
    [waiting],
  );
  const clear = useCallback(() => {
    setItems([]);
    setWaiting([]);
  }, []);
  return { items, waiting: waiting.length, paused, setPaused, clear, failure };
}

/** graphql-ws reports a refused subscription as a list of GraphQL errors, a closed socket as an event. */
function liveFailure(error: unknown): string {
  if (Array.isArray(error)) return error.map((e: { message?: string }) => e.message ?? 'refused').join('; ');
  return error instanceof Error ? error.message : 'the connection closed';
}

/** The live rows first, then the loaded page's rows that are not among them (same key). */
export function mergeLive<T>(live: T[], page: T[], key: (item: T) => string): T[] {
  const seen = new Set(live.map(key));
  return [...live, ...page.filter((item) => !seen.has(key(item)))];
}
