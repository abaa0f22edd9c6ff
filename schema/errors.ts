import { GraphQLError, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { AppError, DEPENDENCY_RETRY_AFTER_SECONDS, DependencyUnavailableError } from '../services/errors';
import { isRedisUnavailable } from '../infra/redis';
import { isDatabaseUnavailable } from '../infra/database-errors';

/**
 * The one place where domain errors (services/errors.ts) become GraphQL errors: extensions.code is
 * the error's code, extensions.http.status its status (Apollo answers with it, the REST facade
 * reads it back with statusOf), followed by its details.
 */
export function toGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, http: { status: error.status }, ...error.details },
  });
}

/**
 * The domain error behind a GraphQL error, if any: graphql-js wraps a resolver's error (itself the
 * GraphQL error of toGraphQLError) once more to give it a path, so the chain is followed.
 */
export function domainErrorOf(error: GraphQLError): AppError | undefined {
  let cause: unknown = error.originalError;
  for (let depth = 0; depth < 3 && cause; depth++) {
    if (cause instanceof AppError) return cause;
    cause = cause instanceof GraphQLError ? cause.originalError : undefined;
  }
  return undefined;
}

function mapped(error: unknown): unknown {
  if (error instanceof AppError) return toGraphQLError(error);
  return unavailableError(error) ?? error;
}

/**
 * A dependency outage (Postgres or Redis not answering) as its GraphQL error: HTTP 503 with
 * Retry-After on every surface (docs/operations.md, "PostgreSQL outages"), also when it happens
 * while the request's context is made (Apollo answers those itself, hence the header here).
 */
export function unavailableError(error: unknown): GraphQLError | undefined {
  if (error instanceof GraphQLError) return undefined;
  const dependency = isDatabaseUnavailable(error) ? 'PostgreSQL' : isRedisUnavailable(error) ? 'Redis' : undefined;
  if (!dependency) return undefined;
  const graphqlError = toGraphQLError(new DependencyUnavailableError(dependency));
  const http = graphqlError.extensions.http as { status: number; headers?: Map<string, string> };
  http.headers = new HeaderMap([['retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS)]]);
  return graphqlError;
}

/** Wraps every resolver of the schema so that a domain error thrown inside becomes its GraphQL error. */
export function mapDomainErrors(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) field.resolve = mapErrorsOf(field.resolve);
      if (field.subscribe) field.subscribe = mapErrorsOf(field.subscribe);
    }
  }
  return schema;
}

function mapErrorsOf<S, C>(resolve: GraphQLFieldResolver<S, C>): GraphQLFieldResolver<S, C> {
  return (source, args, context, info) => {
    try {
      const result = resolve(source, args, context, info);
      return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(mapped(error))) : result;
    } catch (error) {
      throw mapped(error);
    }
  };
}

/**
 * The HTTP status a GraphQL error maps to: its own, 400 for validation and input errors, else 500.
 * (Errors raised before execution, such as variable coercion, are handled as 400 by the caller.)
 */
export function statusOf(error: GraphQLError): number {
  // A domain error that reached here unmapped (a schema not built by buildAppSchema).
  if (error.originalError instanceof AppError) return error.originalError.status;
  const http = error.extensions?.http as { status?: number } | undefined;
  if (http?.status) return http.status;
  if (isRedisUnavailable(error.originalError) || isDatabaseUnavailable(error.originalError)) return 503;
  const code = error.extensions?.code;
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' || code === 'GRAPHQL_PARSE_FAILED') return 400;
  // type-graphql's class-validator failures on arguments.
  if (error.originalError?.constructor?.name === 'ArgumentValidationError') return 400;
  return 500;
}
