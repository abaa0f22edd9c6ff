import type { ApolloServerPlugin } from '@apollo/server';
import {
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { variableProblems } from '../schema/input-problems';
import type { Config } from '../infra/config';
import type { AppContext } from '../services/context';

/**
 * Tokens a GraphQL document may hold: parsing stops past it with a syntax error (400), before
 * validation, whose check of overlapping fields grows with the square of the fields (5,000
 * aliases of `me` cost 11.5 s). The largest operation file of the web app and the facade holds 529.
 */
export const MAX_DOCUMENT_TOKENS = 5000;

/**
 * What every GraphQL entrance (HTTP and websocket) checks before executing an operation:
 * variables that do not coerce are refused naming the field, never the value (graphql-js's own
 * message prints the whole input, secrets included); introspection follows GRAPHQL_INTROSPECTION.
 */
export function operationRefusal(
  config: Config,
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  signedIn: boolean,
): GraphQLError | null {
  const introspectionAllowed =
    config.graphqlIntrospection === 'on' || (config.graphqlIntrospection === 'authenticated' && signedIn);
  if (!introspectionAllowed && validate(schema, document, [NoSchemaIntrospectionCustomRule]).length) {
    const message =
      config.graphqlIntrospection === 'off'
        ? 'introspection is disabled (GRAPHQL_INTROSPECTION)'
        : 'introspection needs a signed-in caller';
    return new GraphQLError(message, {
      extensions: { code: 'INTROSPECTION_DISABLED', http: { status: signedIn ? 403 : 401 } },
    });
  }
  const problems = variableProblems(schema, operation, variables);
  if (problems.length)
    return new GraphQLError(problems.join('; '), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  return null;
}

/** The Apollo side of operationRefusal (GraphQL over HTTP). */
export function graphqlGuardPlugin(config: Config): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const refusal = operationRefusal(
            config,
            schema,
            document,
            operation,
            request.variables,
            contextValue.principal !== null,
          );
          if (refusal) throw refusal;
        },
        // A 429 or 503 says when to come back, as the REST facade's do.
        async willSendResponse({ errors, response }) {
          const retryAfter = errors
            ?.map((error) => error.extensions?.retryAfter)
            .find((value) => typeof value === 'number');
          if (retryAfter !== undefined) response.http.headers.set('retry-after', String(retryAfter));
        },
      };
    },
  };
}

/** The graphql-ws side of operationRefusal; `authenticate` runs only when introspection needs a signed-in caller. */
export async function websocketRefusal(
  config: Config,
  schema: GraphQLSchema,
  payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
  authenticate: () => Promise<unknown>,
): Promise<GraphQLError | null> {
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: MAX_DOCUMENT_TOKENS });
  } catch (error) {
    // graphql-ws reports syntax errors itself, but would parse a document past the limit in full.
    if (error instanceof GraphQLError && /tokens/.test(error.message))
      return new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } });
    return null;
  }
  const operation = getOperationAST(document, payload.operationName ?? undefined);
  if (!operation) return null;
  const asksIntrospection = validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0;
  const signedIn =
    asksIntrospection && config.graphqlIntrospection === 'authenticated'
      ? (await authenticate().catch(() => null)) !== null
      : false;
  return operationRefusal(config, schema, document, operation, payload.variables ?? undefined, signedIn);
}
