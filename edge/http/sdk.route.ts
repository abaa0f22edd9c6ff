import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The SDK sources ship beside the code (edge/sdk), not in dist/: tsc compiles only TypeScript. */
const SDK_DIR = resolve(__dirname, '..', '..', '..', 'edge', 'sdk');

const FILES: Record<string, string> = {
  'service.js': 'application/javascript; charset=utf-8',
  'rclient.js': 'application/javascript; charset=utf-8',
  'service.php': 'text/plain; charset=utf-8',
  'rclient.php': 'text/plain; charset=utf-8',
};

/**
 * `GET /sdk/service.js`, `/sdk/service.php`, `/sdk/rclient.js`, `/sdk/rclient.php`: the client code
 * (docs/sdk.md). `{{BASE_URL}}` in a file becomes this service's public address, so a downloaded
 * helper already points here. Read once at start-up.
 */
export function registerSdkRoutes(app: FastifyInstance, publicBaseUrl: string): void {
  for (const [name, type] of Object.entries(FILES)) {
    const content = readFileSync(join(SDK_DIR, name), 'utf8').replaceAll('{{BASE_URL}}', publicBaseUrl);
    app.get(`/sdk/${name}`, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .send(content),
    );
  }
}
