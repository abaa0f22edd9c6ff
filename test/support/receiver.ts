import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body bytes as sent, before any parsing. */
  body: Buffer;
  at: number;
}

export type ReceiverHandler = (request: ReceivedRequest, response: ServerResponse) => unknown;

export interface Receiver {
  /** `http://<host>:<port>` */
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Replaces how the receiver answers (default: 200 `ok`). */
  handle(handler: ReceiverHandler): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (or another loopback address) for outbound tests (webhooks, postbacks, CAPI). It records
 * every request with its raw body. Reaching it needs the test-only outbound allowance.
 */
export async function startReceiver(host = '127.0.0.1'): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let handler: ReceiverHandler = (_request, response) => {
    response.end('ok');
  };
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const received: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      requests.push(received);
      Promise.resolve(handler(received, response)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
