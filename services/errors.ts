/**
 * Domain errors: a refusal in the domain's words. Each carries a machine code, the HTTP status the
 * REST answers use, and details (such as retryAfter); it knows nothing of GraphQL. The API layer
 * turns them into GraphQL errors (extensions.code, extensions.http.status) in one place:
 * schema/errors.ts.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** Extra fields for clients (GraphQL extensions), e.g. retryAfter. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, 'BAD_REQUEST', 400);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'unauthorized') {
    super(message, 'UNAUTHENTICATED', 401);
  }
}
export class LicenseError extends AppError {
  constructor(message = 'license invalid') {
    super(message, 'LICENSE_INVALID', 402);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'forbidden') {
    super(message, 'FORBIDDEN', 403);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'not found') {
    super(message, 'NOT_FOUND', 404);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, 'CONFLICT', 409, details);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'body too large') {
    super(message, 'PAYLOAD_TOO_LARGE', 413);
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, 'UNPROCESSABLE', 422, details);
  }
}

/**
 * Details a REST answer carries beside `error` (docs/operations-api.md): `flows`, the active flows
 * that keep an offer or landing from being archived; `failures`, the per-id refusals of a bulk action.
 */
export const ANSWERED_DETAILS = ['flows', 'failures'] as const;
export class RateLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'rate limit exceeded',
  ) {
    super(message, 'RATE_LIMITED', 429, { retryAfter: retryAfterSeconds });
  }
}

/** Seconds a client is asked to wait after a 503 for a dependency outage. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** A dependency (Redis) cannot answer now: 503 with Retry-After, so clients retry instead of giving up. */
export class DependencyUnavailableError extends AppError {
  constructor(dependency: string) {
    super(`service unavailable: ${dependency} does not answer`, 'SERVICE_UNAVAILABLE', 503, {
      retryAfter: DEPENDENCY_RETRY_AFTER_SECONDS,
    });
  }
}
