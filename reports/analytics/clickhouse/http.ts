import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startedStream } from '../copy-store';

/** An answer of the server that is not a success (its message: ClickHouse's `Code: …` text). */
export class ClickHouseError extends Error {}

/** The server could not be reached (refused, reset, timed out): reports read Postgres meanwhile. */
export class ClickHouseDownError extends Error {}

/** A ClickHouse string literal (backslash and quote escaped, as its parser reads them). */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Reads a whole answer as text. */
async function readAll(res: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An error met after the answer started comes at its end, after the rows sent so far, with status
 * 200 already sent: a line `Code: <n>, e.displayText() = …` (18.16), `Code: <n>. DB::Exception: …`
 * (current releases) or, from 25.x, one starting `__exception__`. A chunk is checked before it is
 * handed on, so no part of an error reaches the reader as rows; the lines the builders write start
 * with a quote, a comma or a digit, never so.
 */
const SERVER_ERROR_LINE = /(?:^|\n)(Code: \d+[,.] .*|__exception__.*)/s;

function checkedLines(chunk: string): string {
  const error = SERVER_ERROR_LINE.exec(chunk);
  if (error) throw new ClickHouseError(error[1].trim().slice(0, 2000));
  return chunk;
}

/** Settings sent with every statement (the HTTP interface takes them as URL parameters, as 18.16 does). */
const SETTINGS = {
  // A batch of notes names up to 50,000 keys in one statement.
  max_query_size: String(64 * 1024 * 1024),
  // Numbers of 64 bits as JSON numbers would lose digits: every value is read as text anyway.
  output_format_json_quote_64bit_integers: '1',
  // Through a cluster's Distributed table an INSERT returns once every shard has its rows (a report
  // right after a write reads them); a plain table ignores it.
  insert_distributed_sync: '1',
};

/**
 * ClickHouse's HTTP interface (docs/reports.md, "ClickHouse"), spoken with Node's own http: a
 * statement in the body, or an INSERT in the URL with its rows streamed in the body. No client
 * library: the official one speaks to current releases only, and this is a few lines.
 */
export class ClickHouseHttp {
  private readonly base: URL;
  private readonly agent: http.Agent;

  /** `settings`: sent with each of its statements beside SETTINGS (a replicated cluster's insert_quorum). */
  constructor(
    url: string,
    private readonly database: string | null,
    private readonly settings: Record<string, string> = {},
    private readonly timeoutMs = 120_000,
  ) {
    this.base = new URL(url);
    this.agent = new (this.base.protocol === 'https:' ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: 8 });
  }

  /** Sends a statement; resolves with a 200 answer, whose body is the caller's to read (any other status is a ClickHouseError). */
  private open(
    params: Record<string, string>,
    body: Readable | string,
  ): Promise<{ req: http.ClientRequest; res: http.IncomingMessage }> {
    const url = new URL(this.base);
    for (const [key, value] of Object.entries({ ...SETTINGS, ...this.settings, ...params }))
      url.searchParams.set(key, value);
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
        if (res.statusCode === 200) return resolve({ req, res });
        readAll(res).then(
          (text) => reject(new ClickHouseError(text.trim().slice(0, 2000) || `ClickHouse answered ${res.statusCode}`)),
          failed,
        );
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', failed);
      if (typeof body === 'string') req.end(body);
      else pipeline(body, req).catch(failed);
    });
  }

  private async request(params: Record<string, string>, body: Readable | string): Promise<string> {
    const { res } = await this.open(params, body);
    try {
      return await readAll(res);
    } catch (error) {
      throw new ClickHouseDownError(`ClickHouse unreachable: ${(error as Error).message}`);
    }
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

  /**
   * The rows of a SELECT of one text column (`format TSVRaw`: each value as it is, then a line
   * break), read from the answer as it arrives and handed on in chunks of whole lines of about
   * `chunkChars`: never the whole answer in memory. Resolves once the server answered 200 (an
   * unreachable server or a refused statement throws here). Leaving the iteration early, or
   * `return()` before reading, aborts the request, which stops the statement on the server.
   */
  async lines(sql: string, chunkChars: number): Promise<AsyncGenerator<string, void>> {
    const opened = this.open({}, `${sql}\nformat TSVRaw`);
    const stream = (async function* () {
      const { req, res } = await opened;
      // An answer cut by our own abort (below) errors; nobody else listens to it then.
      res.on('error', () => undefined);
      let ended = false;
      try {
        yield ''; // started (startedStream): the request is aborted whenever the reader leaves
        res.setEncoding('utf8');
        let pending = '';
        for await (const data of res as AsyncIterable<string>) {
          pending += data;
          if (pending.length < chunkChars) continue;
          const cut = pending.lastIndexOf('\n') + 1;
          if (cut === 0) continue;
          yield checkedLines(pending.slice(0, cut));
          pending = pending.slice(cut);
        }
        // TSVRaw ends every row with a line break: anything after the last one is a cut answer.
        if (pending && !pending.endsWith('\n')) throw new ClickHouseError('ClickHouse answer ended inside a line');
        if (pending) yield checkedLines(pending);
        ended = true;
      } finally {
        if (!ended) req.destroy();
      }
    })();
    try {
      return await startedStream(stream);
    } catch (error) {
      throw error instanceof ClickHouseError || error instanceof ClickHouseDownError
        ? error
        : new ClickHouseDownError(`ClickHouse unreachable: ${(error as Error).message}`);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
