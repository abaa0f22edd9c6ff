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
    document = parse(payload.query);
  } catch {
    return null; // graphql-ws reports syntax errors itself
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
