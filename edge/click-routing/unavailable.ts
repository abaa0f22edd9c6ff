import { AppError } from '../../schema/errors';

/** What a 503 of the hot path asks a client to wait (the redirect's too). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Something the request needs from a dependency failed: a campaign not compiled yet, a key not
 * verified yet or a click no longer in Redis needs Postgres. Answered 503 with Retry-After and
 * logged at warn (edge/http/errors.ts): an outage of a dependency, not a failure of this service.
 */
export class ServiceUnavailableError extends AppError {
  constructor(readonly reason: unknown) {
    super('service unavailable', 'SERVICE_UNAVAILABLE', 503);
  }
}

/** For a catch on a cold path: an answer the code meant (AppError: 401, 403, …) goes on as is, anything else becomes 503. */
export function unavailable(error: unknown): never {
  throw error instanceof AppError ? error : new ServiceUnavailableError(error);
}
