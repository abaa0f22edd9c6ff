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
}

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
): Json {
  const parameters: Json[] = operation.parameters ?? [];
  const segments = `${options.pathPrefix}${path}`
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, ':$1'));
  const query = parameters
    .filter((p) => p.in === 'query')
    .map((p) => ({
      key: p.name,
      value: p.required ? String(exampleOf(p.schema, components) ?? '') : '',
      disabled: !p.required,
      ...(p.description ? { description: p.description } : {}),
    }));
  const variable = parameters
    .filter((p) => p.in === 'path')
    .map((p) => ({ key: p.name, value: '', ...(p.description ? { description: p.description } : {}) }));
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
  const auth = authFor(operation.security, schemes, options);
  if (auth) request.auth = auth;
  const jsonBody = operation.requestBody?.content?.['application/json'];
  if (jsonBody) {
    request.header.push({ key: 'Content-Type', value: 'application/json' });
    request.body = {
      mode: 'raw',
      raw: JSON.stringify(exampleOf(jsonBody.schema, components), null, 2),
      options: { raw: { language: 'json' } },
    };
  }
  const codes = successCodes(operation);
  return {
    name: operation.summary ?? `${method.toUpperCase()} ${path}`,
    request,
    event: [
      {
        listen: 'test',
        script: {
          type: 'text/javascript',
          exec: [
            `pm.test('answers with a documented success status (${codes.join(', ')})', function () {`,
            `  pm.expect(${JSON.stringify(codes)}).to.include(pm.response.code);`,
            '});',
          ],
        },
      },
    ],
  };
}

/**
 * Converts an OpenAPI 3.1 document into a Postman v2.1 collection: one folder per tag, one request
 * per operation (path parameters as `:name` variables, optional query parameters disabled, a JSON
 * body holding the required fields), collection variables `base_url` and one per credential.
 */
export function postmanCollection(openapi: Json, options: CollectionOptions): Json {
  const components: Json = openapi.components?.schemas ?? {};
  const schemes: Record<string, SecurityScheme> = openapi.components?.securitySchemes ?? {};
  const folders = new Map<string, Json[]>();
  for (const [path, item] of Object.entries<Json>(openapi.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'default';
      if (!folders.has(tag)) folders.set(tag, []);
      folders.get(tag)!.push(requestItem(path, method, operation, schemes, components, options));
    }
  }
  const defaultScheme = Object.keys(openapi.security?.[0] ?? {})[0];
  const auth = defaultScheme ? authOfScheme(defaultScheme, schemes[defaultScheme], options) : undefined;
  return {
    info: {
      name: options.name,
      description: options.description,
      version: openapi.info?.version,
      schema: POSTMAN_SCHEMA,
    },
    item: [...folders].map(([name, item]) => ({ name, item })),
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
    ],
  };
}
