import type pg from 'pg';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';

/**
 * `COPY … TO STDOUT` on `client`, as a stream. pg arms the pool's query_timeout timer for it, and
 * only a query's callback clears that timer, which a COPY TO stream never calls: each copy left
 * a timer keeping the process alive for REPORT_TIMEOUT_S after the feed was done. The stream
 * calls it once ended or failed.
 */
export function copyOut(client: pg.ClientBase, sql: string): CopyToStreamQuery {
  const source = client.query(copyTo(sql));
  const settled = () => (source as { callback?: (error: Error | null) => void }).callback?.(null);
  source.once('end', settled);
  source.once('error', settled);
  source.once('close', settled);
  return source;
}
