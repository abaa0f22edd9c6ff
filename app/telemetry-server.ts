import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress } from '../infra/client-address';
import { cidrMatcher } from '../infra/ip-ranges';
import { registry } from '../infra/telemetry';
import type { Readiness } from './health';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The monitoring port (METRICS_PORT, docs/operations.md): GET /metrics, /healthz and /readyz on a
 * port of its own, for the internal network only. The worker always has one (it serves no other
 * HTTP); the server moves /metrics here when METRICS_PORT is set, off the port it publishes.
 */
export function startMetricsServer(options: {
  port: number;
  host: string;
  denyCidrs: string[];
  readiness: () => Promise<Readiness>;
  /** The metrics text (a cluster's primary answers for all its HTTP workers). */
  metrics?: () => Promise<string>;
}): Promise<MetricsServer> {
  const denied = cidrMatcher(options.denyCidrs);
  const metrics = options.metrics ?? (() => registry.metrics());
  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const json = (status: number, body: unknown) => send(status, 'application/json', JSON.stringify(body));
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || denied(clientAddress({ ip: request.socket.remoteAddress ?? '' }))) {
      return json(404, { error: 'not found' });
    }
    const answer = async () => {
      if (path === '/metrics') return send(200, registry.contentType, await metrics());
      if (path === '/healthz') return json(200, { status: 'ok' });
      if (path === '/readyz') {
        const { ready, body } = await options.readiness();
        return json(ready ? 200 : 503, body);
      }
      return json(404, { error: 'not found' });
    };
    answer().catch(() => json(500, { error: 'could not collect the answer' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
