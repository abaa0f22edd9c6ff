import { DATABASE_BOUNDS } from '../../infra/database';

/**
 * Bounds of the conversion side's pg pools (docs/operations.md, "PostgreSQL outages"). A warm
 * connection to a Postgres that stopped answering without closing waits for good unless a
 * statement is bounded: the server stops a statement after its `statement_timeout`, the client
 * gives up GRACE_MS later when the server does not answer at all (pg `query_timeout`), and the
 * request answers 503. The hot pool (postback and `/action` lookups and writes) has the postbacks'
 * 3 s; the other pool (logs, forwarding, imports, and the postbacks' log lines) the Admin API's.
 */
export const CONVERSION_POOL_BOUNDS = {
  CONNECT_MS: 3000,
  HOT_STATEMENT_MS: 3000,
  STATEMENT_MS: DATABASE_BOUNDS.STATEMENT_TIMEOUT_MS,
  GRACE_MS: 1000,
} as const;

/**
 * What a postback's statement on the other pool is given by the client (pg's per-query
 * `query_timeout`): the postbacks' bound, not the Admin API's.
 */
export const HOT_QUERY_TIMEOUT_MS = CONVERSION_POOL_BOUNDS.HOT_STATEMENT_MS + CONVERSION_POOL_BOUNDS.GRACE_MS;

/** pg.Pool options for a conversion pool whose statements may run `statementMs`. */
export function boundedPoolOptions(statementMs: number) {
  return {
    connectionTimeoutMillis: CONVERSION_POOL_BOUNDS.CONNECT_MS,
    statement_timeout: statementMs,
    query_timeout: statementMs + CONVERSION_POOL_BOUNDS.GRACE_MS,
  };
}
