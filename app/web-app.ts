import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm run build:web` writes the app (dist/web, beside this compiled file's dist/app). */
export const WEB_APP_DIR = join(__dirname, '..', 'web');
export const WEB_APP_PREFIX = '/app';

/**
 * The app's own pages: scripts, styles and connections from this origin only (no inline script,
 * no CDN); images also from https (a workspace's logo URL); never framed.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app (web/, built by `npm run build:web`) at `/app/`: hashed files under
 * `/app/assets/` cached for a year, index.html revalidated every time, and index.html for any
 * other path under `/app/` (client-side routes). Missing build: `/app/` says how to build it.
 */
export async function registerWebApp(app: FastifyInstance, root = WEB_APP_DIR): Promise<void> {
  app.get(WEB_APP_PREFIX, async (_request, reply) => reply.redirect(`${WEB_APP_PREFIX}/`, 301));
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('content-security-policy', WEB_APP_CSP);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('referrer-policy', 'same-origin');
        return payload;
      });
      if (!existsSync(join(root, 'index.html'))) {
        scope.get('/*', async (_request, reply) =>
          reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.\n'),
        );
        return;
      }
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header('cache-control', path.includes(`${join(root, 'assets')}/`) ? IMMUTABLE : 'no-cache');
        },
      });
      // Client-side routes: an HTML navigation to anything else under /app/ gets the app's page.
      scope.setNotFoundHandler(async (request, reply) => {
        const wantsPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          !request.url.startsWith(`${WEB_APP_PREFIX}/assets/`);
        if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      });
    },
    { prefix: WEB_APP_PREFIX },
  );
}
