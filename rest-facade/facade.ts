import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  execute,
  GraphQLError,
  GraphQLSchema,
  Kind,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { AppContext } from '../services/context';
import { AppError, ANSWERED_DETAILS, DEPENDENCY_RETRY_AFTER_SECONDS } from '../services/errors';
import { domainErrorOf, statusOf, toGraphQLError } from '../schema/errors';
import type { FacadeRoute } from './route';
import { variableProblems, withoutSubmittedValues } from '../schema/input-problems';
import { BODY_VARIABLE, buildVariables } from './variables';

export type ContextFactory = (request: FastifyRequest) => Promise<AppContext>;

export interface CompiledRoute {
  route: FacadeRoute;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** The response key of the root field whose value is the response body. */
  rootKey: string;
}

/** Checks every route's document against the schema once, at start-up, so a broken table never serves. */
export function compileRoutes(schema: GraphQLSchema, routes: FacadeRoute[]): CompiledRoute[] {
  const seen = new Set<string>();
  return routes.map((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`facade route defined twice: ${key}`);
    seen.add(key);
    const document = route.operation as DocumentNode;
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`facade route ${key}: ${errors.map((e) => e.message).join('; ')}`);
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (operations.length !== 1 || operations[0].operation === 'subscription') {
      throw new Error(`facade route ${key}: needs exactly one query or mutation`);
    }
    const operation = operations[0];
    const roots = operation.selectionSet.selections;
    if (roots.length !== 1 || roots[0].kind !== Kind.FIELD)
      throw new Error(`facade route ${key}: needs exactly one root field`);
    const rootKey = roots[0].alias?.value ?? roots[0].name.value;
    for (const param of route.path.matchAll(/:(\w+)/g)) {
      if (!operation.variableDefinitions?.some((d) => d.variable.name.value === param[1])) {
        throw new Error(`facade route ${key}: path parameter ${param[1]} has no variable`);
      }
    }
    return { route, document, operation, rootKey };
  });
}

/** Sends `{error}` with the status the GraphQL error carries (and Retry-After for 429). */
export function sendGraphQLError(reply: FastifyReply, answered: GraphQLError): FastifyReply {
  // A domain error of a resolver the schema did not wrap (schema/errors.ts mapDomainErrors) is mapped here.
  const domain = domainErrorOf(answered);
  const error = domain ? toGraphQLError(domain) : answered;
  const status = statusOf(error);
  if (status === 429) {
    const retryAfter = (error.extensions?.retryAfter as number | undefined) ?? 1;
    reply.header('retry-after', String(retryAfter));
    // Spec (Errors): a 429 from a per-IP limit is text/plain; per-account ones stay JSON.
    if (error.extensions?.limit_scope === 'ip')
      return reply.code(429).type('text/plain; charset=utf-8').send(error.message);
  }
  if (status === 503) {
    reply.header(
      'retry-after',
      String((error.extensions?.retryAfter as number | undefined) ?? DEPENDENCY_RETRY_AFTER_SECONDS),
    );
    reply.log.warn({ err: error.originalError ?? error }, 'admin api operation: dependency unavailable');
    return reply.code(503).send({
      error: error.originalError && !(error.originalError instanceof AppError) ? 'service unavailable' : error.message,
    });
  }
  if (status >= 500) {
    reply.log.error({ err: error.originalError ?? error }, 'admin api operation failed');
    return reply.code(status).send({ error: 'internal error' });
  }
  const details = Object.fromEntries(
    ANSWERED_DETAILS.flatMap((key) => (error.extensions?.[key] !== undefined ? [[key, error.extensions[key]]] : [])),
  );
  return reply.code(status).send({ error: withoutSubmittedValues(error.message), ...details });
}

/** Registers each route of the table as a Fastify route that executes its operation in process. */
export function registerFacade(
  app: FastifyInstance,
  schema: GraphQLSchema,
  routes: FacadeRoute[],
  createContext: ContextFactory,
): CompiledRoute[] {
  const compiled = compileRoutes(schema, routes);
  for (const entry of compiled) {
    app.route({
      method: entry.route.method,
      url: entry.route.path,
      bodyLimit: entry.route.bodyLimit,
      handler: async (request, reply) => {
        let variableValues: Record<string, unknown>;
        try {
          variableValues = buildVariables(entry.operation, {
            method: request.method,
            params: request.params as Record<string, string>,
            query: request.query as Record<string, string | string[]>,
            body: request.body,
          });
        } catch (error) {
          if (error instanceof AppError) return sendGraphQLError(reply, toGraphQLError(error));
          throw error;
        }
        // Checked before execution so the answer names the field, never the value (graphql-js prints it).
        const problems = variableProblems(schema, entry.operation, variableValues, {
          labelOf: (name) => (name === BODY_VARIABLE ? '' : name),
        });
        if (problems.length) return reply.code(400).send({ error: problems.join('; ') });
        const contextValue = await createContext(request);
        const result = await execute({ schema, document: entry.document, variableValues, contextValue });
        if (result.errors?.length) {
          // No data at all means the request never reached execution: its variables did not coerce.
          if (result.data === undefined)
            return reply.code(400).send({ error: withoutSubmittedValues(result.errors[0].message) });
          return sendGraphQLError(reply, result.errors[0]);
        }
        if (entry.route.status === 204) return reply.code(204).send();
        return reply.code(entry.route.status).send(result.data?.[entry.rootKey] ?? null);
      },
    });
  }
  return compiled;
}
