/**
 * Whether an error means PostgreSQL cannot answer now (refused or dropped connections, a server
 * that stopped answering, one shutting down or out of connections), as pg, knex and MikroORM raise
 * it: such a request is answered 503 with Retry-After, never 500 (docs/operations.md, "Outages").
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

const MESSAGES = [
  /timeout exceeded when trying to connect/i, // pg-pool
  /Connection terminated/i, // pg
  /Query read timeout/i, // pg query_timeout
  /^timeout expired$/, // pg connectionTimeoutMillis (a connection opened but never answered)
  /Knex: Timeout acquiring a connection/i,
  /connect ECONNREFUSED|connect ETIMEDOUT/i,
  /Client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')))
    return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
