import { Agent, request, type Dispatcher } from 'undici';

/** An answer other than 2xx: its status and the service's `error` message. */
export class HttpAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A streamed answer: status, headers and the body as it arrives. */
export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Buffer>;
}

/**
 * The bench's API client: real HTTP requests to the admin REST API (`/admin_api/v1`) of a running
 * service, as a user's script sends them, with the login token the service issued. No timeouts of
 * its own (a report at 10M clicks may run minutes): the service's REPORT_TIMEOUT_S stops it.
 */
export class BenchClient {
  private readonly agent = new Agent({ headersTimeout: 0, bodyTimeout: 0, connections: 4 });
  private token: string | null = null;

  constructor(private readonly baseUrl: string) {}

  /** POST /auth/login with the member's email and password; later requests carry the token. */
  async login(email: string, password: string): Promise<void> {
    const answer = await this.json<{ token: string }>('POST', '/auth/login', { email, password });
    this.token = answer.token;
  }

  /** A JSON request: the parsed answer, or HttpAnswerError for any status but 2xx. */
  async json<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<T> {
    const answer = await this.send(method, path, body, query);
    if (answer.status >= 300) throw await refusal(answer);
    return (await answer.body.json()) as T;
  }

  /** A request whose body is read as it streams (an export); HttpAnswerError for any status but 2xx. */
  async stream(path: string, body: unknown): Promise<StreamedAnswer> {
    const answer = await this.send('POST', path, body);
    if (answer.status >= 300) throw await refusal(answer);
    return { status: answer.status, headers: answer.headers, body: answer.body };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<{ status: number; headers: StreamedAnswer['headers']; body: Dispatcher.ResponseData['body'] }> {
    const url = new URL(`/admin_api/v1${path}`, this.baseUrl);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    const answer = await request(url, {
      method,
      dispatcher: this.agent,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  }
}

/** The service's `{error}` answer as an HttpAnswerError (the body read to its end, freeing the connection). */
async function refusal(answer: { status: number; body: Dispatcher.ResponseData['body'] }): Promise<HttpAnswerError> {
  const text = await answer.body.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // Not JSON (a proxy's page): the text as it came.
  }
  return new HttpAnswerError(answer.status, message);
}
