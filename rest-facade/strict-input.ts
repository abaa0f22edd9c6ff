import type { FastifyInstance, FastifyRequest } from 'fastify';
import { joinPath, printableName } from '../services/input-path';

/**
 * Issue 35, item 7: every Admin API route refuses what it does not take, in one place. The OpenAPI
 * document knows each route's query parameters and body (the facade's routes from their GraphQL
 * documents, the binary routes from what they add to it), so before any handler runs a request is
 * checked against its operation there:
 *
 * - a query parameter the operation does not list is 400 `unknown query parameter "x"`;
 * - a query parameter with an `enum` (a list's items included) holding another value is 400
 *   `query parameter "x" must be one of …`;
 * - a JSON body field the body's schema does not have, at any depth where the schema lists its
 *   fields (`additionalProperties: false`), is 400 `unknown field: filters[0].x`;
 * - a list field given one value instead of a list is 400 `ids: expected a list`.
 *
 * Messages name the parameter or field, never a submitted value (a name that does not look like
 * one is shown as `(unprintable name)`). JSON-scalar fields (`JSONObject`: a status mapping, a
 * Keitaro set-up) have no listed fields and are left to their own checks. The tracking routes are
 * outside /admin_api and keep taking whatever sources and networks append.
 */

type Schema = Record<string, any>;
type OpenApiDocument = {
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, Schema> };
};

const MAX_PROBLEMS = 10;

/** The schema a `$ref` points at (components only), or the schema itself. */
function resolved(schema: Schema | undefined, document: OpenApiDocument): Schema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const name = String(current.$ref).replace('#/components/schemas/', '');
    current = document.components?.schemas?.[name];
  }
  return current;
}

/** The non-null branch of a nullable schema (`anyOf: [x, {type: null}]`), resolved. */
function nonNull(schema: Schema | undefined, document: OpenApiDocument): Schema | undefined {
  const current = resolved(schema, document);
  if (!current?.anyOf) return current;
  const branches = (current.anyOf as Schema[]).filter((branch) => branch.type !== 'null');
  return branches.length === 1 ? resolved(branches[0], document) : undefined;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** An object schema's fields: `allOf` parts add theirs; closed when a part lists its fields only. */
function objectShape(schema: Schema, document: OpenApiDocument): { fields: Record<string, Schema>; closed: boolean } {
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) => objectShape(nonNull(part, document) ?? {}, document));
    return {
      fields: Object.assign({}, ...parts.map((part) => part.fields)),
      closed: parts.some((part) => part.closed),
    };
  }
  return { fields: schema.properties ?? {}, closed: schema.additionalProperties === false && !!schema.properties };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Unknown fields and lists given as one value, walked along the schema (never deeper than it). */
export function bodyProblems(
  schema: Schema | undefined,
  value: unknown,
  document: OpenApiDocument,
  path: (string | number)[] = [],
  problems: string[] = [],
): string[] {
  const shape = nonNull(schema, document);
  if (!shape || value === null || value === undefined || problems.length >= MAX_PROBLEMS) return problems;
  if (typesOf(shape).includes('array')) {
    if (!Array.isArray(value)) {
      problems.push(`${joinPath('', path) || 'body'}: expected a list`);
      return problems;
    }
    for (const [i, item] of value.entries()) bodyProblems(shape.items, item, document, [...path, i], problems);
    return problems;
  }
  if (!isPlainObject(value) || !(typesOf(shape).includes('object') || shape.allOf)) return problems;
  const { fields, closed } = objectShape(shape, document);
  for (const [key, item] of Object.entries(value)) {
    if (key in fields) bodyProblems(fields[key], item, document, [...path, key], problems);
    else if (closed && problems.length < MAX_PROBLEMS) problems.push(`unknown field: ${joinPath('', [...path, key])}`);
  }
  return problems;
}

/** Unknown query parameters and values outside a parameter's enum. */
export function queryProblems(
  parameters: Schema[],
  query: Record<string, unknown>,
  document: OpenApiDocument,
): string[] {
  const problems: string[] = [];
  const byName = new Map(parameters.filter((p) => p.in === 'query').map((p) => [p.name as string, p]));
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const parameter = byName.get(name);
    if (!parameter) {
      problems.push(`unknown query parameter "${printableName(name)}"`);
      continue;
    }
    const schema = nonNull(parameter.schema, document);
    const allowed = (typesOf(schema ?? {}).includes('array') ? nonNull(schema?.items, document) : schema)?.enum;
    if (!Array.isArray(allowed)) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).flatMap((item) => String(item).split(',')).filter(Boolean);
    if (values.some((value) => !allowed.includes(value)))
      problems.push(`query parameter "${name}" must be one of ${allowed.slice(0, 25).join(', ')}`);
  }
  return problems.slice(0, MAX_PROBLEMS);
}

/** The OpenAPI operation a request was routed to (`/campaigns/:id` → `/campaigns/{id}`). */
function operationOf(request: FastifyRequest, document: OpenApiDocument, prefix: string): Schema | undefined {
  const url = request.routeOptions.url;
  if (!url?.startsWith(prefix)) return undefined;
  const path = url.slice(prefix.length).replace(/:(\w+)/g, '{$1}');
  return document.paths[path]?.[request.method.toLowerCase()];
}

/**
 * Installs the check on the admin scope (before any route of it runs). `documentOf` gives the
 * OpenAPI document, built once the routes are registered; a route it does not describe
 * (openapi.json, postman.json) takes no query parameter and no body.
 */
export function strictAdminInput(admin: FastifyInstance, prefix: string, documentOf: () => OpenApiDocument): void {
  admin.addHook('preHandler', async (request, reply) => {
    const document = documentOf();
    const operation = operationOf(request, document, prefix);
    const problems = queryProblems(
      operation?.parameters ?? [],
      (request.query ?? {}) as Record<string, unknown>,
      document,
    );
    const json = operation?.requestBody?.content?.['application/json']?.schema;
    const body = request.body;
    if (isPlainObject(body) && /json/.test(String(request.headers['content-type'] ?? ''))) {
      if (json) problems.push(...bodyProblems(json, body, document));
      // A route without any body takes no field at all; one that takes another kind (a multipart ZIP)
      // says itself what it wants.
      else if (!operation?.requestBody)
        problems.push(...Object.keys(body).map((key) => `unknown field: ${joinPath('', [key])}`));
    }
    if (!problems.length) return;
    // A streamed upload (an import's file) refused before its route reads it is drained, not left hanging.
    (body as { resume?: () => void } | undefined)?.resume?.();
    return reply.code(400).send({ error: problems.slice(0, MAX_PROBLEMS).join('; ') });
  });
}
