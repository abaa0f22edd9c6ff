/**
 * Flow filters on the redirect path: a saved filter list (entities/flow-filter.ts, checked on save
 * by services/flow-filters) compiled into one predicate over the Visitor shape (compileFilters /
 * matches). Whatever validation accepts, evaluation can run; see docs/tracking-model.md for the types.
 */
export { compileFilters, firstRejecting, matches, type VisitorPredicate } from './evaluate';
