import { GraphQLError } from 'graphql';
import { isRedisUnavailable } from '../infra/redis';

/**
 * Domain errors. Each carries a machine code and the HTTP status that the REST facade answers with,
 * so GraphQL clients and REST clients see the same failure.
 */
export class AppError extends GraphQLError {
  constructor(message: string, code: string, status: number, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, http: { status }, ...extra } });
  }
  get status(): number {
    return (this.extensions.http as { status: number }).status;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) { super(message, 'BAD_REQUEST', 400); }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'unauthorized') { super(message, 'UNAUTHENTICATED', 401); }
}
export class LicenseError extends AppError {
  constructor(message = 'license invalid') { super(message, 'LICENSE_INVALID', 402); }
}
export class ForbiddenError extends AppError {
  constructor(message = 'forbidden') { super(message, 'FORBIDDEN', 403); }
}
export class NotFoundError extends AppError {
  constructor(message = 'not found') { super(message, 'NOT_FOUND', 404); }
}
export class ConflictError extends AppError {
  constructor(message: string) { super(message, 'CONFLICT', 409); }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'body too large') { super(message, 'PAYLOAD_TOO_LARGE', 413); }
}
export class UnprocessableError extends AppError {
  constructor(message: string) { super(message, 'UNPROCESSABLE', 422); }
}
export class RateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number, message = 'rate limit exceeded') {
    super(message, 'RATE_LIMITED', 429, { retryAfter: retryAfterSeconds });
  }
}

/** Seconds a client is asked to wait after a 503 for a dependency outage. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** A dependency (Redis) cannot answer now: 503 with Retry-After, so clients retry instead of giving up. */
export class DependencyUnavailableError extends AppError {
  constructor(dependency: string) {
    super(`service unavailable: ${dependency} does not answer`, 'SERVICE_UNAVAILABLE', 503, { retryAfter: DEPENDENCY_RETRY_AFTER_SECONDS });
  }
}

/**
 * The HTTP status a GraphQL error maps to: its own, 400 for validation and input errors, else 500.
 * (Errors raised before execution, such as variable coercion, are handled as 400 by the caller.)
 */
export function statusOf(error: GraphQLError): number {
  const http = error.extensions?.http as { status?: number } | undefined;
  if (http?.status) return http.status;
  if (isRedisUnavailable(error.originalError)) return 503;
  const code = error.extensions?.code;
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' || code === 'GRAPHQL_PARSE_FAILED') return 400;
  // type-graphql's class-validator failures on arguments.
  if (error.originalError?.constructor?.name === 'ArgumentValidationError') return 400;
  return 500;
}
