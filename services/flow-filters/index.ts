/**
 * Flow filters as saved: validateFilters checks a filter list a client sent and returns its
 * normalised, storable form (entities/flow-filter.ts); edge/filters evaluates what it accepts.
 */
export { FilterValidationError, validateFilters } from './validate';
