import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The API's browser faces, served from npm packages on this host (nothing from a CDN, so they
 * work on a machine without internet): GraphiQL at `GET /graphql` (for a browser asking for HTML),
 * and at `GET /admin_api/v1/` an index linking the OpenAPI document and a Swagger UI.
 */

const GRAPHIQL_ASSETS = '/graphql/assets';
const DOCS = '/admin_api/v1/docs';

interface Asset {
  type: string;
  body: () => string;
}

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const read = (name: string, file: string) => readFileSync(join(packageDir(name), file), 'utf8');

/** Read once, on first request: the bundles are large and most processes never serve them. */
function once(load: () => string): () => string {
  let cached: string | undefined;
  return () => (cached ??= load());
}

/**
 * React 19 ships no browser bundle (UMD), and GraphiQL's bundle expects `React` and `ReactDOM`
 * globals: the CommonJS production builds are wrapped in a tiny module table and exposed as such.
 */
function reactGlobals(): string {
  const modules: Record<string, [string, string]> = {
    react: ['react', 'cjs/react.production.js'],
    scheduler: ['scheduler', 'cjs/scheduler.production.js'],
    'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
    'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
  };
  const table = Object.entries(modules)
    .map(([id, [name, file]]) => `${JSON.stringify(id)}: function (module, exports, require) {\n${read(name, file)}\n}`)
    .join(',\n');
  return `(function () {
var process = { env: { NODE_ENV: 'production' } };
var definitions = {\n${table}\n};
var cache = {};
function require(id) {
  if (cache[id]) return cache[id].exports;
  if (!definitions[id]) throw new Error('module ' + id + ' is not bundled');
  var module = (cache[id] = { exports: {} });
  definitions[id].call(module.exports, module, module.exports, require);
  return module.exports;
}
window.React = require('react');
window.ReactDOM = Object.assign({}, require('react-dom'), require('react-dom/client'));
})();
`;
}

const GRAPHIQL_START = `(function () {
  function fetcher(params, options) {
    var headers = Object.assign({ 'content-type': 'application/json', accept: 'application/json' }, (options && options.headers) || {});
    return fetch('/graphql', { method: 'POST', credentials: 'same-origin', headers: headers, body: JSON.stringify(params) }).then(function (res) { return res.json(); });
  }
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, { fetcher: fetcher, defaultEditorToolsVisibility: true, defaultHeaders: '{}' }),
  );
})();
`;

const SWAGGER_START = `window.ui = SwaggerUIBundle({
  url: '/admin_api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

const assets: Record<string, Asset> = {
  [`${GRAPHIQL_ASSETS}/react.js`]: { type: 'text/javascript; charset=utf-8', body: once(reactGlobals) },
  [`${GRAPHIQL_ASSETS}/graphiql.js`]: { type: 'text/javascript; charset=utf-8', body: once(() => read('graphiql', 'graphiql.min.js')) },
  [`${GRAPHIQL_ASSETS}/graphiql.css`]: { type: 'text/css; charset=utf-8', body: once(() => read('graphiql', 'graphiql.min.css')) },
  [`${GRAPHIQL_ASSETS}/start.js`]: { type: 'text/javascript; charset=utf-8', body: () => GRAPHIQL_START },
  [`${DOCS}/swagger-ui-bundle.js`]: { type: 'text/javascript; charset=utf-8', body: once(() => read('swagger-ui-dist', 'swagger-ui-bundle.js')) },
  [`${DOCS}/swagger-ui.css`]: { type: 'text/css; charset=utf-8', body: once(() => read('swagger-ui-dist', 'swagger-ui.css')) },
  [`${DOCS}/start.js`]: { type: 'text/javascript; charset=utf-8', body: () => SWAGGER_START },
};

const page = (title: string, head: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head>
<body>${body}</body>
</html>
`;

const GRAPHIQL_PAGE = page(
  'GraphQL explorer',
  `<link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css"><style>body{margin:0}#graphiql{height:100vh}</style>`,
  `<div id="graphiql">Loading the GraphQL explorer…</div>
<script src="${GRAPHIQL_ASSETS}/react.js"></script>
<script src="${GRAPHIQL_ASSETS}/graphiql.js"></script>
<script src="${GRAPHIQL_ASSETS}/start.js"></script>`,
);

const SWAGGER_PAGE = page(
  'Admin API (OpenAPI)',
  `<link rel="stylesheet" href="${DOCS}/swagger-ui.css">`,
  `<div id="swagger-ui"></div>
<script src="${DOCS}/swagger-ui-bundle.js"></script>
<script src="${DOCS}/start.js"></script>`,
);

const INDEX_PAGE = page(
  'Admin API',
  '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .2em}</style>',
  `<h1>Admin API <code>/admin_api/v1</code></h1>
<ul>
<li><a href="${DOCS}/">Browse the admin API</a> (Swagger UI)</li>
<li><a href="/admin_api/v1/openapi.json">OpenAPI 3.1 document</a> (<code>openapi.json</code>)</li>
<li><a href="/graphql">GraphQL explorer</a> (GraphiQL; the same operations as GraphQL)</li>
</ul>
<p>Authenticate with <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /admin_api/v1/auth/login</code>,
or in a browser with the <code>auth</code> cookie.</p>`,
);

/** A browser opening /graphql (asks for HTML, sends no query) gets the explorer, not a GraphQL error. */
function wantsExplorer(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && !query?.query && /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** Wraps the GET /graphql handler: browsers get GraphiQL, GraphQL clients the API as before. */
export function withGraphiql<H extends (this: FastifyInstance, request: FastifyRequest<any>, reply: FastifyReply<any>) => unknown>(handler: H): H {
  return function (this: FastifyInstance, request: FastifyRequest<any>, reply: FastifyReply<any>) {
    if (wantsExplorer(request)) return reply.type('text/html; charset=utf-8').send(GRAPHIQL_PAGE);
    return handler.call(this, request, reply);
  } as H;
}

/** The explorer's and the Swagger UI's files, and the admin API index and docs pages. */
export function registerExplorerRoutes(app: FastifyInstance): void {
  for (const [url, asset] of Object.entries(assets)) {
    app.get(url, async (_request, reply) => reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body()));
  }
  const html = (body: string) => async (_request: FastifyRequest, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(body);
  app.get('/admin_api/v1/', html(INDEX_PAGE));
  app.get('/admin_api/v1', async (_request, reply) => reply.redirect('/admin_api/v1/', 301));
  app.get(`${DOCS}/`, html(SWAGGER_PAGE));
  app.get(DOCS, async (_request, reply) => reply.redirect(`${DOCS}/`, 301));
}
