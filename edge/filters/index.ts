/**
 * Flow filters: one module that validates a filter list when a flow is saved (validateFilters)
 * and evaluates it on the redirect path (matches / compileFilters) over the Visitor shape.
 * Whatever validation accepts, evaluation can run; see docs/tracking-model.md for the types.
 */
export { validateFilters } from './validate';
export { compileFilters, firstRejecting, matches, type VisitorPredicate } from './evaluate';
export { localDayAndHour } from './definitions';
export {
  DEVICE_TYPES,
  FILTER_LIMITS,
  FILTER_TYPES,
  FilterValidationError,
  PROXY_KINDS,
  TEXT_OPERATORS,
  type FilterType,
  type FlowFilter,
  type ProxyKind,
  type TextOperator,
} from './types';
