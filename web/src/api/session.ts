/**
 * The auth token: in memory, and in this tab's sessionStorage so a reload keeps the session. Only
 * pages of the app's own origin can read sessionStorage; user HTML served by the service (hosted
 * landings, show_html) runs sandboxed in an opaque origin and cannot (docs/web.md).
 */
const KEY = 'tt.session';

export interface Session {
  token: string;
  expires_at: string;
  workspace_id: string;
}

let current: Session | null = read();
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return Date.parse(session.expires_at) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage refused (private mode): the session lives in memory only */
  }
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
