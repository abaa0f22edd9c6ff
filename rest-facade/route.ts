import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One admin REST route: an HTTP method and path bound to one named GraphQL operation.
 * Path parameters, query parameters and the JSON body become the operation's variables;
 * the operation's root field becomes the response body.
 */
export interface FacadeRoute {
  method: HttpMethod;
  /** Fastify path syntax (`/campaigns/:id`), relative to /admin_api/v1. */
  path: string;
  operation: TypedDocumentNode<any, any>;
  /** Status of a successful answer. 204 answers with no body. */
  status: 200 | 201 | 202 | 204;
  summary: string;
  tag: string;
  /** Needs no token (documented as such in OpenAPI). The resolver still decides. */
  public?: boolean;
  /** Overrides the 4 MiB admin body limit (bytes). */
  bodyLimit?: number;
  /** Examples for the OpenAPI document: a request body and a successful answer. */
  example?: { request?: unknown; response?: unknown };
}
