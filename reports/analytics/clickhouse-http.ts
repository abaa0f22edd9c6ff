import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An answer of the server that is not a success (its message: ClickHouse's `Code: …` text). */
export class ClickHouseError extends Error {}

/** The server could not be reached (refused, reset, timed out): reports read Postgres meanwhile. */
export class ClickHouseDownError extends Error {}

/** A ClickHouse string literal (backslash and quote escaped, as its parser reads them). */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Settings sent with every statement (the HTTP interface takes them as URL parameters, as 18.16 does). */
const SETTINGS = {
  // A batch of notes names up to 50,000 keys in one statement.
  max_query_size: String(64 * 1024 * 1024),
  // Numbers of 64 bits as JSON numbers would lose digits: every value is read as text anyway.
  output_format_json_quote_64bit_integers: '1',
};

/**
 * ClickHouse's HTTP interface (docs/reports.md, "ClickHouse"), spoken with Node's own http: a
 * statement in the body, or an INSERT in the URL with its rows streamed in the body. No client
 * library: the official one speaks to current releases only, and this is a few lines.
 */
export class ClickHouseHttp {
  private readonly base: URL;
  private readonly agent: http.Agent;

  constructor(
    url: string,
    private readonly database: string | null,
    private readonly timeoutMs = 120_000,
  ) {
    this.base = new URL(url);
    this.agent = new (this.base.protocol === 'https:' ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: 8 });
  }

  private request(params: Record<string, string>, body: Readable | string): Promise<string> {
    const url = new URL(this.base);
    for (const [key, value] of Object.entries({ ...SETTINGS, ...params })) url.searchParams.set(key, value);
    if (this.database) url.searchParams.set('database', this.database);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const failed = (error: Error & { code?: string }) =>
        reject(
          error instanceof ClickHouseError
            ? error
            : new ClickHouseDownError(`ClickHouse unreachable: ${error.code ?? error.message}`),
        );
      const req = client.request(url, { method: 'POST', agent: this.agent, timeout: this.timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', failed);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 200) resolve(text);
          else reject(new ClickHouseError(text.trim().slice(0, 2000) || `ClickHouse answered ${res.statusCode}`));
        });
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', failed);
      if (typeof body === 'string') req.end(body);
      else pipeline(body, req).catch(failed);
    });
  }

  /** Runs a statement without rows to read (DDL, INSERT … SELECT). */
  async exec(sql: string): Promise<void> {
    await this.request({}, sql);
  }

  /** The rows of a SELECT, as JSON objects (the statement must not name a FORMAT). */
  async rows(sql: string): Promise<Record<string, unknown>[]> {
    const text = await this.request({}, `${sql}\nformat JSON`);
    return (JSON.parse(text) as { data: Record<string, unknown>[] }).data;
  }

  /** `insert into <table> (<columns>) format TabSeparated` with the rows of `body` (Postgres COPY's text format). */
  async insert(table: string, columns: string[], body: Readable): Promise<void> {
    await this.request({ query: `insert into ${table} (${columns.join(', ')}) format TabSeparated` }, body);
  }

  close(): void {
    this.agent.destroy();
  }
}
