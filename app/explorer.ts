import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lookup } from 'mime-types';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The API's browser faces, served from npm packages on this host (nothing from a CDN, so they
 * work on a machine without internet): the Altair GraphQL client at `GET /graphql` (for a browser
 * asking for HTML), and at `GET /admin_api/v1/` an index linking the OpenAPI document and a Swagger UI.
 * Altair rather than GraphiQL: GraphiQL's browser bundle needs React 18 as a global, and the
 * project's React (the web app's) is 19, which ships no browser bundle; Altair is self-contained.
 */

const ALTAIR_BASE = '/graphql/altair/';
const DOCS = '/admin_api/v1/docs';

interface Asset {
  type: string;
  body: () => string | Buffer;
}

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const read = (name: string, file: string) => readFileSync(join(packageDir(name), file), 'utf8');

/** Read once, on first request: the bundles are large and most processes never serve them. */
function once<T>(load: () => T): () => T {
  let cached: T | undefined;
  return () => (cached ??= load());
}

/** The altair-static package, loaded on the explorer's first request (its 0.5 MB module cost every start about 50 ms). */
const altair = once(() => require('altair-static') as typeof import('altair-static'));

/** Altair's built files by URL path below ALTAIR_BASE; only these are served (no path from the request reaches the file system). */
const altairFiles = once(() => {
  const root = altair().getDistDirectory();
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.map')) files.set(relative(root, path).split(sep).join('/'), path);
    }
  };
  walk(root);
  return files;
});

const altairPage = once(() =>
  altair().renderAltair({
    baseURL: ALTAIR_BASE,
    endpointURL: '/graphql',
    subscriptionsEndpoint: '/graphql',
    initialSubscriptionRequestHandlerId: 'graphql-ws',
    initialSettings: {
      'plugin.list': [],
      'alert.disableUpdateNotification': true,
      'alert.disableWarnings': true,
    } as never,
  }),
);

const SWAGGER_START = `window.ui = SwaggerUIBundle({
  url: '/admin_api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

const assets: Record<string, Asset> = {
  [`${DOCS}/swagger-ui-bundle.js`]: {
    type: 'text/javascript; charset=utf-8',
    body: once(() => read('swagger-ui-dist', 'swagger-ui-bundle.js')),
  },
  [`${DOCS}/swagger-ui.css`]: {
    type: 'text/css; charset=utf-8',
    body: once(() => read('swagger-ui-dist', 'swagger-ui.css')),
  },
  [`${DOCS}/start.js`]: { type: 'text/javascript; charset=utf-8', body: () => SWAGGER_START },
};

const page = (title: string, head: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head>
<body>${body}</body>
</html>
`;

const SWAGGER_PAGE = page(
  'Admin API (OpenAPI)',
  `<link rel="stylesheet" href="${DOCS}/swagger-ui.css">`,
  `<div id="swagger-ui"></div>
<script src="${DOCS}/swagger-ui-bundle.js"></script>
<script src="${DOCS}/start.js"></script>`,
);

const INDEX_PAGE = page(
  'Admin API',
  '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 ' +
    '1rem}code{background:#f3f3f3;padding:0 .2em}</style>',
  `<h1>Admin API <code>/admin_api/v1</code></h1>
<ul>
<li><a href="${DOCS}/">Browse the admin API</a> (Swagger UI)</li>
<li><a href="/admin_api/v1/openapi.json">OpenAPI 3.1 document</a> (<code>openapi.json</code>)</li>
<li><a href="/graphql">GraphQL explorer</a> (Altair; the same operations as GraphQL)</li>
</ul>
<p>Authenticate with <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /admin_api/v1/auth/login</code>,
or in a browser with the <code>auth</code> cookie.</p>`,
);

/** A browser opening /graphql (asks for HTML, sends no query) gets the explorer, not a GraphQL error. */
function wantsExplorer(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && !query?.query && /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** Wraps the GET /graphql handler: browsers get the explorer, GraphQL clients the API as before. */
export function withExplorer<
  H extends (this: FastifyInstance, request: FastifyRequest<any>, reply: FastifyReply<any>) => unknown,
>(handler: H): H {
  return function (this: FastifyInstance, request: FastifyRequest<any>, reply: FastifyReply<any>) {
    if (wantsExplorer(request)) return reply.type('text/html; charset=utf-8').send(altairPage());
    return handler.call(this, request, reply);
  } as H;
}

/** The explorer's and the Swagger UI's files, and the admin API index and docs pages. */
export function registerExplorerRoutes(app: FastifyInstance): void {
  app.get(`${ALTAIR_BASE}*`, async (request, reply) => {
    const file = altairFiles().get((request.params as { '*': string })['*']);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return reply
      .type(lookup(file) || 'application/octet-stream')
      .header('cache-control', 'public, max-age=3600')
      .send(readFileSync(file));
  });
  for (const [url, asset] of Object.entries(assets)) {
    app.get(url, async (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body()),
    );
  }
  const html = (body: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').send(body);
  app.get('/admin_api/v1/', html(INDEX_PAGE));
  app.get('/admin_api/v1', async (_request, reply) => reply.redirect('/admin_api/v1/', 301));
  app.get(`${DOCS}/`, html(SWAGGER_PAGE));
  app.get(DOCS, async (_request, reply) => reply.redirect(`${DOCS}/`, 301));
}
