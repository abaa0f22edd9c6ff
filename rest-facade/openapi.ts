import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLOutputType,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { CompiledRoute } from './facade';
import { hasBody, BODY_VARIABLE } from './variables';
import { exampleOf } from '../infra/postman';

type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  UUID: { type: 'string', format: 'uuid' },
  JSON: {},
  JSONObject: { type: 'object' },
  Decimal: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', description: 'exact decimal number as a string' },
  DecimalText: {
    type: 'string',
    pattern: '^-?\\d+(\\.\\d+)?$',
    description: 'exact decimal number as a string (a JSON number is refused)',
  },
};

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function fragmentsOf(entry: CompiledRoute): Map<string, FragmentDefinitionNode> {
  const definitions = entry.document.definitions.filter(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  return new Map(definitions.map((d) => [d.name.value, d]));
}

class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};
  constructor(private readonly schema: GraphQLSchema) {}

  scalar(type: GraphQLScalarType | GraphQLEnumType): JsonSchema {
    if (type instanceof GraphQLEnumType) {
      return {
        type: 'string',
        enum: type.getValues().map((v) => v.value as string),
        ...(type.description ? { description: type.description } : {}),
      };
    }
    return SCALARS[type.name] ?? { type: 'string', description: type.description ?? type.name };
  }

  /** Input types become named components: a client sends exactly these fields, nothing else. */
  input(type: GraphQLInputType, required = false): JsonSchema {
    if (type instanceof GraphQLNonNull) return this.input(type.ofType, true);
    let schema: JsonSchema;
    if (type instanceof GraphQLList) schema = { type: 'array', items: this.input(type.ofType) };
    else if (type instanceof GraphQLInputObjectType) {
      if (!this.components[type.name]) {
        this.components[type.name] = {}; // placeholder for recursive inputs
        const fields = Object.values(type.getFields());
        this.components[type.name] = {
          type: 'object',
          additionalProperties: false,
          ...(type.description ? { description: type.description } : {}),
          properties: Object.fromEntries(
            fields.map((f) => [
              f.name,
              { ...this.input(f.type), ...(f.description ? { description: f.description } : {}) },
            ]),
          ),
          required: fields
            .filter((f) => f.type instanceof GraphQLNonNull && f.defaultValue === undefined)
            .map((f) => f.name),
        };
      }
      schema = { $ref: `#/components/schemas/${type.name}` };
    } else schema = this.scalar(type as GraphQLScalarType);
    return required ? schema : nullable(schema);
  }

  /** Output schemas follow the operation's selection, which is exactly what the route returns. */
  /** The fields a selection asks for, with fragment spreads and inline fragments expanded. */
  private fieldsOf(selection: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): FieldNode[] {
    return selection.selections.flatMap((node) => {
      if (node.kind === Kind.FIELD) return [node];
      if (node.kind === Kind.INLINE_FRAGMENT) return this.fieldsOf(node.selectionSet, fragments);
      const fragment = fragments.get(node.name.value);
      return fragment ? this.fieldsOf(fragment.selectionSet, fragments) : [];
    });
  }

  output(
    type: GraphQLOutputType,
    selection: SelectionSetNode | undefined,
    fragments: Map<string, FragmentDefinitionNode>,
    required = false,
  ): JsonSchema {
    if (type instanceof GraphQLNonNull) return this.output(type.ofType, selection, fragments, true);
    let schema: JsonSchema;
    if (type instanceof GraphQLList) schema = { type: 'array', items: this.output(type.ofType, selection, fragments) };
    else if (type instanceof GraphQLObjectType && selection) {
      const fields = type.getFields();
      const properties: Record<string, JsonSchema> = {};
      const requiredKeys: string[] = [];
      for (const node of this.fieldsOf(selection, fragments)) {
        if (node.name.value === '__typename') continue;
        const field = fields[node.name.value];
        const key = node.alias?.value ?? node.name.value;
        properties[key] = {
          ...this.output(field.type, node.selectionSet, fragments),
          ...(field.description ? { description: field.description } : {}),
        };
        if (field.type instanceof GraphQLNonNull) requiredKeys.push(key);
      }
      schema = { type: 'object', properties, required: requiredKeys };
    } else schema = this.scalar(getNamedType(type) as GraphQLScalarType);
    return required ? schema : nullable(schema);
  }

  variableType(name: string, entry: CompiledRoute): GraphQLInputType {
    const definition = entry.operation.variableDefinitions!.find((d) => d.variable.name.value === name)!;
    return typeFromAST(this.schema, definition.type as never) as GraphQLInputType;
  }
}

const ERROR_STATUSES: Record<number, string> = {
  400: 'Invalid body or parameters, or an unknown field',
  401: 'Token missing, expired, revoked or wrong',
  402: 'License invalid',
  403: 'Not enough rights',
  404: 'Not found in the workspace',
  409: 'Conflict with the current state (taken alias, last owner, mapping in use)',
  413: 'Body too large',
  422: 'Reference to another workspace, invalid filters or unsafe URL',
  429: 'Rate limit exceeded (Retry-After is set)',
  503: 'PostgreSQL or Redis does not answer, or a report ran longer than REPORT_TIMEOUT_S (Retry-After is set)',
};

/** OpenAPI 3.1 document of the admin API, generated from the facade's route table and the schema. */
export function buildOpenApi(
  schema: GraphQLSchema,
  routes: CompiledRoute[],
  info: { version: string; serverUrl: string },
): JsonSchema {
  const writer = new SchemaWriter(schema);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of routes) {
    const { route, operation } = entry;
    const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
    const root = operation.selectionSet.selections[0];
    const rootType = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
    const field = root.kind === Kind.FIELD ? rootType.getFields()[root.name.value] : undefined;
    // A variable passed straight to a documented argument carries that argument's description.
    const describedBy = new Map<string, string>();
    if (root.kind === Kind.FIELD && field) {
      for (const argument of root.arguments ?? []) {
        const description = field.args.find((a) => a.name === argument.name.value)?.description;
        if (argument.value.kind === Kind.VARIABLE && description)
          describedBy.set(argument.value.name.value, description);
      }
    }
    const described = (name: string) => (describedBy.has(name) ? { description: describedBy.get(name) } : {});
    const pathParams = new Set([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
    const variables = (operation.variableDefinitions ?? []).map((d) => d.variable.name.value);
    const parameters: JsonSchema[] = [];
    const bodyVariables: string[] = [];
    for (const name of variables) {
      const type = writer.variableType(name, entry);
      if (pathParams.has(name))
        parameters.push({ name, in: 'path', required: true, ...described(name), schema: writer.input(type, true) });
      else if (hasBody(route.method)) bodyVariables.push(name);
      else {
        const definition = operation.variableDefinitions!.find((d) => d.variable.name.value === name)!;
        parameters.push({
          name,
          in: 'query',
          required: type instanceof GraphQLNonNull && !definition.defaultValue,
          ...described(name),
          schema: writer.input(type),
        });
      }
    }
    const requestExample = route.example?.request === undefined ? {} : { example: route.example.request };
    let requestBody: JsonSchema | undefined;
    if (bodyVariables.includes(BODY_VARIABLE)) {
      const type = writer.variableType(BODY_VARIABLE, entry);
      requestBody = {
        required: type instanceof GraphQLNonNull,
        content: { 'application/json': { schema: writer.input(type, true), ...requestExample } },
      };
    } else if (bodyVariables.length) {
      const types = bodyVariables.map((name) => [name, writer.variableType(name, entry)] as const);
      requestBody = {
        required: types.some(([, t]) => t instanceof GraphQLNonNull),
        content: {
          'application/json': {
            schema: {
              type: 'object',
              additionalProperties: false,
              properties: Object.fromEntries(
                types.map(([name, t]) => [name, { ...writer.input(t), ...described(name) }]),
              ),
              required: types.filter(([, t]) => t instanceof GraphQLNonNull).map(([name]) => name),
            },
            ...requestExample,
          },
        },
      };
    }
    const responses: Record<string, unknown> = {};
    responses[String(route.status)] =
      route.status === 204 || !field
        ? { description: 'Done' }
        : {
            description: field.description ?? 'Success',
            content: {
              'application/json': {
                schema: writer.output(
                  field.type,
                  root.kind === Kind.FIELD ? root.selectionSet : undefined,
                  fragmentsOf(entry),
                ),
                ...(route.example?.response === undefined ? {} : { example: route.example.response }),
              },
            },
          };
    for (const [status, description] of Object.entries(ERROR_STATUSES)) {
      responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = {
      operationId: operation.name?.value,
      summary: route.summary,
      description: describe(route.summary, field?.description ?? undefined),
      tags: [route.tag],
      ...(route.public ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  const components = {
    Error: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
    ...writer.components,
  };
  addExamples({ paths, components: { schemas: components } });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Traffic tracker admin API',
      version: info.version,
      description:
        'Every route runs one GraphQL operation of the service in process. Errors are `{"error": "<text>"}`. ' +
        'A query parameter or body field a route does not list here, a value outside a listed enum, or a list sent ' +
        'as one value is 400 naming it (docs/operations-api.md, "Unknown input is refused").',
    },
    servers: [{ url: `${info.serverUrl}/admin_api/v1` }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'auth' },
      },
      schemas: components,
    },
  };
}

/** The operation's description: what its GraphQL field says, after the route's summary when they differ. */
function describe(summary: string, fieldDescription: string | undefined): string {
  if (!fieldDescription || fieldDescription === summary) return summary;
  return `${summary}. ${fieldDescription}`.replace(/\.\. /, '. ');
}

/** Example values for fields whose generic example (`string`, `0`) would say nothing. */
const EXAMPLE_HINTS: Record<string, unknown> = {
  name: 'Summer push US',
  alias: 'summer-push-us',
  url: 'https://offer.example/go?click_id={click_id}',
  tags: ['push', 'us'],
  tag: 'push',
  notes: '',
  payout: '12.50',
  cost_value: '0.02',
  cost_currency: 'USD',
  payout_currency: 'USD',
  currency: 'USD',
  base_currency: 'USD',
  email: 'buyer@example.com',
  password: 'correct horse battery staple',
  country: 'US',
  countries: ['US'],
  time_zone: 'Europe/Berlin',
  weight: 100,
  limit: 100,
};

const SUCCESS = /^2\d\d$/;

/**
 * Adds a request example and response examples to every JSON operation that has none (the document's own
 * routes, and the binary routes added to it by hand); the Postman collection sends the request example.
 */
export function addExamples(document: { paths: Record<string, Record<string, any>>; components: any }): void {
  const { paths } = document;
  const components = document.components.schemas;
  const example = (schema: JsonSchema) => exampleOf(schema, components, 0, { optional: true, hints: EXAMPLE_HINTS });
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody?.content?.['application/json'];
      if (body?.schema) body.example ??= example(body.schema);
      for (const parameter of operation.parameters ?? []) parameter.example ??= example(parameter.schema);
      for (const [status, response] of Object.entries(operation.responses ?? {}) as [string, any][]) {
        const json = response.content?.['application/json'];
        if (!json?.schema) continue;
        json.example ??= SUCCESS.test(status) ? example(json.schema) : { error: response.description };
      }
    }
  }
}
