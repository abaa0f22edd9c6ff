/**
 * Postman collections (format v2.1) derived from the service's OpenAPI documents, which are
 * themselves generated from the route tables (rest-facade/openapi.ts for the admin API,
 * click-api-openapi.ts for the Click API and remote execution). Nothing here is hand-maintained:
 * a route added to a table appears in its collection. docs/operations.md says how to use them.
 */

type Json = Record<string, any>;

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** How the collection authenticates: one Postman auth per OpenAPI security scheme, each reading a variable. */
export interface CollectionOptions {
  name: string;
  description: string;
  /** OpenAPI server paths are joined to `{{base_url}}` (e.g. `/admin_api/v1`). */
  pathPrefix: string;
  /** Security scheme name → the collection variable holding its credential. */
  credentials: Record<string, { variable: string; description: string }>;
  /** Default value of base_url. */
  baseUrl: string;
  /**
   * Split into the folders of a safe run (admin API): "Read-only" (GET requests only, first), then
   * changes and destructive requests, each skipped unless allow_changes / allow_destructive is `yes`.
   * Without it, one folder per tag.
   */
  safeFolders?: boolean;
  /** JSON body fields filled from a variable instead of a placeholder (e.g. campaign → campaign_alias). */
  bodyVariables?: Record<string, string>;
  /** Requests sent as written here instead of from the schema's placeholders, and the Changes folder's steps. */
  recipes?: Recipes;
}

/**
 * How one request is sent instead of its generated placeholder (key: `POST /campaigns`, the
 * OpenAPI path). Strings may hold `{{variables}}`; `run_*` variables are set by earlier requests'
 * `capture` as the run goes (collection variables), so a run acts on what it made itself.
 */
export interface RequestRecipe {
  /** The folder of a safe run, when not the one its method gives (a report read sent as POST: `read`). */
  kind?: 'read' | 'changes' | 'destructive';
  /** The JSON body (replaces the schema's placeholder), or a raw body with its content type. */
  body?: unknown;
  raw?: { contentType: string; text: string };
  /** Path parameter → the variable it reads (default: named after its entity, pathVariable). */
  path?: Record<string, string>;
  /** Query parameter → value, sent (enabled). */
  query?: Record<string, string>;
  /** The variable holding the bearer token it sends (default: its folder's); `none`: no auth. */
  auth?: string;
  /** Lines of its pre-request script, run before the check of its variables. */
  prerequest?: string[];
  /** Variable → expression over the answer's JSON `body` (e.g. `body.workspace.id`), set after a success. */
  capture?: Record<string, string>;
  /** Lines appended to its test script. */
  test?: string[];
}

/** Recipes by request key, and the Changes folder as ordered steps (sub-folders) of request keys. */
export interface Recipes {
  requests: Record<string, RequestRecipe>;
  changes: { name: string; requests: string[] }[];
  /** The variable holding the token the Changes folder sends by default (a workspace the run made). */
  changesToken?: string;
}

/** The sub-folder of Changes holding requests no step names (sent with their placeholders). */
export const UNSTEPPED_FOLDER = 'Not in a step yet (placeholder bodies)';

/** The folders of a safe run, in run order. */
export const READ_ONLY_FOLDER = 'Read-only — GET requests and report reads';
export const CHANGES_FOLDER = 'Changes — create and update (skipped unless allow_changes is yes)';
export const DESTRUCTIVE_FOLDER =
  'Destructive — runs against a scratch workspace (skipped unless allow_destructive is yes)';

/** Requests that delete, revoke or replace something a running setup relies on (keys, tokens, passwords, data). */
const DESTRUCTIVE_ACTION =
  /\/(rotate|regenerate|revoke|reset|clean|purge|disable|release-alias|backup-codes|password|postback-key)$/;

export function isDestructive(method: string, path: string): boolean {
  return method.toLowerCase() === 'delete' || DESTRUCTIVE_ACTION.test(path);
}

/**
 * The variable a path parameter reads: `campaign_id` for `/campaigns/{id}` (the segment before,
 * singular), the parameter's own name otherwise (`/campaigns/{campaign_id}/flows`). The environment
 * step (scripts/postman-env.ts) fills it from the first item of the matching list.
 */
export function pathVariable(segments: string[], index: number): string {
  const name = /^\{(\w+)\}$/.exec(segments[index])?.[1] ?? segments[index];
  if (name !== 'id') return name;
  const before = (segments[index - 1] ?? 'item').replace(/-/g, '_');
  const singular = /ies$/.test(before)
    ? before.replace(/ies$/, 'y')
    : /(ss|us|x)es$/.test(before)
      ? before.slice(0, -2)
      : before.replace(/s$/, '');
  return `${singular}_id`;
}

/** The variable a required query parameter reads when the schema gives no usable example. */
export const queryVariable = (name: string) => `query_${name}`;

interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
}

/** How full an example is: required properties only (a request's minimum), or every property, with hints by name. */
export interface ExampleOptions {
  /** Include optional properties too (documentation examples); default: required ones only. */
  optional?: boolean;
  /** Property name → example value, for names a generic value would say nothing about. */
  hints?: Record<string, unknown>;
}

/** A small example value for a JSON schema: enough to show the shape, never a real credential. */
export function exampleOf(
  schema: Json | undefined,
  components: Json,
  depth = 0,
  options: ExampleOptions = {},
  name?: string,
): unknown {
  if (!schema || depth > 6) return null;
  if (name !== undefined && options.hints && name in options.hints) return options.hints[name];
  const next = (inner: Json | undefined, key?: string) => exampleOf(inner, components, depth + 1, options, key);
  if (schema.$ref) return next(components[String(schema.$ref).split('/').pop()!], name);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf))
    return next(
      schema.anyOf.find((s: Json) => s.type !== 'null'),
      name,
    );
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties: Json = schema.properties ?? {};
      const keys = options.optional ? Object.keys(properties) : (schema.required ?? []);
      return Object.fromEntries(
        keys.filter((key: string) => key in properties).map((key: string) => [key, next(properties[key], key)]),
      );
    }
    case 'array':
      return options.optional && depth < 4 ? [next(schema.items)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-0000-0000-000000000000';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.pattern === '^-?\\d+(\\.\\d+)?$') return '1.5';
      return 'string';
    default:
      return null;
  }
}

function authFor(
  security: Json[] | undefined,
  schemes: Record<string, SecurityScheme>,
  options: CollectionOptions,
): Json | undefined {
  if (!security) return undefined;
  if (security.length === 0 || security.every((s) => Object.keys(s).length === 0)) return { type: 'noauth' };
  const name = Object.keys(security.find((s) => Object.keys(s).length > 0)!)[0];
  return authOfScheme(name, schemes[name], options);
}

function authOfScheme(name: string, scheme: SecurityScheme | undefined, options: CollectionOptions): Json | undefined {
  const credential = options.credentials[name];
  if (!scheme || !credential) return undefined;
  const value = `{{${credential.variable}}}`;
  if (scheme.type === 'http' && scheme.scheme === 'bearer')
    return { type: 'bearer', bearer: [{ key: 'token', value, type: 'string' }] };
  if (scheme.type === 'apiKey' && scheme.in === 'header') {
    return {
      type: 'apikey',
      apikey: [
        { key: 'key', value: scheme.name, type: 'string' },
        { key: 'value', value, type: 'string' },
        { key: 'in', value: 'header', type: 'string' },
      ],
    };
  }
  return undefined;
}

/** The response codes an operation documents as success, checked by the request's own test script. */
function successCodes(operation: Json): number[] {
  return Object.keys(operation.responses ?? {})
    .map(Number)
    .filter((code) => code >= 200 && code < 300);
}

function requestItem(
  path: string,
  method: string,
  operation: Json,
  schemes: Record<string, SecurityScheme>,
  components: Json,
  options: CollectionOptions,
  guard?: string,
): Json {
  const parameters: Json[] = operation.parameters ?? [];
  const recipe = options.recipes?.requests[`${method.toUpperCase()} ${path}`];
  const templated = path.split('/').filter(Boolean);
  const variables = new Map<string, string>();
  templated.forEach((segment, index) => {
    const name = segment.slice(1, -1);
    if (segment.startsWith('{')) variables.set(name, recipe?.path?.[name] ?? pathVariable(templated, index));
  });
  const needed: string[] = [...variables.values()];
  const segments = `${options.pathPrefix}${path}`
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, ':$1'));
  const query = parameters
    .filter((p) => p.in === 'query')
    .map((p) => ({
      key: p.name,
      value: recipe?.query?.[p.name] ?? (p.required ? requiredQueryValue(p, components, needed) : ''),
      disabled: !p.required && recipe?.query?.[p.name] === undefined,
      ...(p.description ? { description: p.description } : {}),
    }));
  const variable = parameters
    .filter((p) => p.in === 'path')
    .map((p) => ({
      key: p.name,
      value: `{{${variables.get(p.name) ?? p.name}}}`,
      ...(p.description ? { description: p.description } : {}),
    }));
  const rawQuery = query
    .filter((q) => !q.disabled)
    .map((q) => `${q.key}=${q.value}`)
    .join('&');
  const raw = `{{base_url}}/${segments.join('/')}${rawQuery ? `?${rawQuery}` : ''}`;
  const request: Json = {
    method: method.toUpperCase(),
    header: [] as Json[],
    url: {
      raw,
      host: ['{{base_url}}'],
      path: segments,
      ...(query.length ? { query } : {}),
      ...(variable.length ? { variable } : {}),
    },
    ...(operation.summary ? { description: operation.summary } : {}),
  };
  const auth = recipe?.auth ? recipeAuth(recipe.auth) : authFor(operation.security, schemes, options);
  if (auth) request.auth = auth;
  const jsonBody = operation.requestBody?.content?.['application/json'];
  if (recipe?.body !== undefined || recipe?.raw) {
    // Variables of the environment step a body reads (the run's own, run_*, are set as it goes).
    const text = recipe.raw?.text ?? JSON.stringify(recipe.body);
    for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) if (!name.startsWith('run_')) needed.push(name);
    const contentType = recipe.raw?.contentType ?? 'application/json';
    request.header.push({ key: 'Content-Type', value: contentType });
    request.body = {
      mode: 'raw',
      raw: recipe.raw?.text ?? JSON.stringify(recipe.body, null, 2),
      ...(recipe.raw ? {} : { options: { raw: { language: 'json' } } }),
    };
  } else if (jsonBody) {
    request.header.push({ key: 'Content-Type', value: 'application/json' });
    const example = exampleOf(jsonBody.schema, components);
    for (const [field, variable] of Object.entries(options.bodyVariables ?? {})) {
      if (example && typeof example === 'object' && field in example) {
        (example as Json)[field] = `{{${variable}}}`;
        needed.push(variable);
      }
    }
    request.body = {
      mode: 'raw',
      raw: JSON.stringify(example, null, 2),
      options: { raw: { language: 'json' } },
    };
  }
  const codes = successCodes(operation);
  const prerequest = [
    // In a guarded folder a recipe's script runs only when the folder does (its requests may send requests).
    ...(recipe?.prerequest && guard ? [`if (pm.variables.get('${guard}') === 'yes') {`] : []),
    ...(recipe?.prerequest ?? []),
    ...(recipe?.prerequest && guard ? ['}'] : []),
    ...(needed.length
      ? [
          // A value the environment step could not fill (no such item yet): skipped, and said so.
          `const missing = ${JSON.stringify(needed)}.filter((name) => !pm.variables.get(name));`,
          'if (missing.length) {',
          "  console.warn('skipped: no value for ' + missing.join(', ') + ' (scripts/postman-env.ts)');",
          '  pm.execution.skipRequest();',
          '}',
        ]
      : []),
  ];
  return {
    name: operation.summary ?? `${method.toUpperCase()} ${path}`,
    request,
    event: [
      ...(prerequest.length ? [{ listen: 'prerequest', script: { type: 'text/javascript', exec: prerequest } }] : []),
      {
        listen: 'test',
        script: {
          type: 'text/javascript',
          exec: [
            `pm.test('answers with a documented success status (${codes.join(', ')})', function () {`,
            `  pm.expect(${JSON.stringify(codes)}).to.include(pm.response.code);`,
            '});',
            ...captureLines(recipe?.capture),
            ...(recipe?.test ?? []),
          ],
        },
      },
    ],
  };
}

/** A recipe's auth: a bearer token from a variable, or none. */
function recipeAuth(variable: string): Json {
  if (variable === 'none') return { type: 'noauth' };
  return { type: 'bearer', bearer: [{ key: 'token', value: `{{${variable}}}`, type: 'string' }] };
}

/** Test-script lines keeping values of a successful answer in collection variables, for the requests after it. */
function captureLines(capture: Record<string, string> | undefined): string[] {
  if (!capture) return [];
  return [
    'if (pm.response.code >= 200 && pm.response.code < 300) {',
    '  const body = pm.response.json();',
    ...Object.entries(capture).map(
      ([name, expression]) => `  pm.collectionVariables.set('${name}', String(${expression}));`,
    ),
    '}',
  ];
}

/** A required query parameter's value: the schema's example, else a variable (never a made-up "string"). */
function requiredQueryValue(parameter: Json, components: Json, needed: string[]): string {
  const schema = parameter.schema ?? {};
  const example =
    schema.examples?.[0] ?? schema.example ?? (schema.enum || schema.const ? exampleOf(schema, components) : null);
  if (example !== null && example !== undefined) return String(example);
  const variable = queryVariable(parameter.name);
  needed.push(variable);
  return `{{${variable}}}`;
}

/** A folder whose requests are skipped unless `variable` is `yes` (changes and destructive requests). */
function guardedFolder(name: string, variable: string, item: Json[], token?: string): Json {
  return {
    name,
    item,
    ...(token ? { auth: recipeAuth(token) } : {}),
    event: [
      {
        listen: 'prerequest',
        script: {
          type: 'text/javascript',
          exec: [`if (pm.variables.get('${variable}') !== 'yes') pm.execution.skipRequest();`],
        },
      },
    ],
  };
}

/** Every `{{name}}` a request reads, besides base_url. */
function variablesOf(item: Json): string[] {
  return [...JSON.stringify(item.request).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
}

/**
 * Converts an OpenAPI 3.1 document into a Postman v2.1 collection: one folder per tag, one request
 * per operation (path parameters as `:name` variables, optional query parameters disabled, a JSON
 * body holding the required fields), collection variables `base_url` and one per credential.
 */
export function postmanCollection(openapi: Json, options: CollectionOptions): Json {
  const components: Json = openapi.components?.schemas ?? {};
  const schemes: Record<string, SecurityScheme> = openapi.components?.securitySchemes ?? {};
  // Kind of request (read-only, changes, destructive) → tag → requests.
  const kinds = new Map<string, Map<string, Json[]>>();
  const changes = new Map<string, Json>();
  for (const [path, item] of Object.entries<Json>(openapi.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const kind = !options.safeFolders
        ? 'all'
        : (options.recipes?.requests[`${method.toUpperCase()} ${path}`]?.kind ??
          (method === 'get' ? 'read' : isDestructive(method, path) ? 'destructive' : 'changes'));
      const tag = operation.tags?.[0] ?? 'default';
      if (!kinds.has(kind)) kinds.set(kind, new Map());
      const folders = kinds.get(kind)!;
      if (!folders.has(tag)) folders.set(tag, []);
      const guard = { changes: 'allow_changes', destructive: 'allow_destructive' }[kind as string];
      const request = requestItem(path, method, operation, schemes, components, options, guard);
      folders.get(tag)!.push(request);
      if (kind === 'changes') changes.set(`${method.toUpperCase()} ${path}`, request);
    }
  }
  const byTag = (kind: string) => [...(kinds.get(kind) ?? [])].map(([name, item]) => ({ name, item }));
  const item = options.safeFolders
    ? [
        { name: READ_ONLY_FOLDER, item: byTag('read') },
        guardedFolder(
          CHANGES_FOLDER,
          'allow_changes',
          options.recipes ? changeSteps(options.recipes, changes) : byTag('changes'),
          options.recipes?.changesToken,
        ),
        guardedFolder(DESTRUCTIVE_FOLDER, 'allow_destructive', byTag('destructive')),
      ]
    : byTag('all');
  const credentialVariables = new Set(Object.values(options.credentials).map((c) => c.variable));
  const filled = [
    ...new Set(
      [...kinds.values()].flatMap((folders) => [...folders.values()].flat().flatMap((request) => variablesOf(request))),
    ),
  ].filter((name) => name !== 'base_url' && !credentialVariables.has(name) && !name.startsWith('run_'));
  const runVariables = [
    ...new Set(Object.values(options.recipes?.requests ?? {}).flatMap((recipe) => Object.keys(recipe.capture ?? {}))),
  ];
  const defaultScheme = Object.keys(openapi.security?.[0] ?? {})[0];
  const auth = defaultScheme ? authOfScheme(defaultScheme, schemes[defaultScheme], options) : undefined;
  return {
    info: {
      name: options.name,
      description: options.description,
      version: openapi.info?.version,
      schema: POSTMAN_SCHEMA,
    },
    item,
    ...(auth ? { auth } : {}),
    variable: [
      {
        key: 'base_url',
        value: options.baseUrl,
        type: 'string',
        description: 'Address of the service, without a trailing slash',
      },
      ...Object.values(options.credentials).map((c) => ({
        key: c.variable,
        value: '',
        type: 'string',
        description: c.description,
      })),
      ...filled.map((key) => ({
        key,
        value: '',
        type: 'string',
        description: 'Filled by the environment step (npm run postman:env, docs/operations.md)',
      })),
      ...runVariables.map((key) => ({
        key,
        value: '',
        type: 'string',
        description: 'Set by the Changes folder as it runs (an entity the run made itself)',
      })),
      ...(options.safeFolders
        ? ['allow_changes', 'allow_destructive'].map((key) => ({
            key,
            value: '',
            type: 'string',
            description: `yes: run the requests of the folder it guards (default: skipped)`,
          }))
        : []),
    ],
  };
}

/**
 * The Changes folder as its recipe's steps, in order: each step a sub-folder of the requests it
 * names (each request once); requests no step names follow in a last sub-folder.
 */
function changeSteps(recipes: Recipes, changes: Map<string, Json>): Json[] {
  const requests = new Map(changes);
  const steps = recipes.changes.map((step) => ({
    name: step.name,
    item: step.requests.flatMap((name) => {
      const item = requests.get(name);
      requests.delete(name);
      return item ? [item] : [];
    }),
  }));
  const rest = [...requests.values()];
  return rest.length ? [...steps, { name: UNSTEPPED_FOLDER, item: rest }] : steps;
}
