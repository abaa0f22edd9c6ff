import type { FlowFilter } from '../../entities/flow-filter';
import type { Visitor } from '../visitor';
import { PREDICATES } from './predicates';

export type VisitorPredicate = (visitor: Visitor) => boolean;

/**
 * Turns a validated filter list into one predicate: every filter must match (AND), each result
 * flipped when the filter is negated. An empty list matches every visitor. Compile once per
 * routing-table build; the predicate itself allocates nothing per call except for regexps.
 */
export function compileFilters(filters: readonly FlowFilter[]): VisitorPredicate {
  const predicates = filters.map((filter) => {
    const test = PREDICATES[filter.type](filter);
    return filter.negate ? (v: Visitor) => !test(v) : test;
  });
  if (predicates.length === 0) return () => true;
  return (visitor) => {
    for (const predicate of predicates) if (!predicate(visitor)) return false;
    return true;
  };
}

/** Index of the first filter that rejects the visitor, or -1 when all match (for traces). */
export function firstRejecting(filters: readonly FlowFilter[], visitor: Visitor): number {
  return filters.findIndex((filter) => PREDICATES[filter.type](filter)(visitor) === filter.negate);
}

const compiled = new WeakMap<readonly FlowFilter[], VisitorPredicate>();

/** Does the visitor pass all filters? Compiles on first use per list object and caches it. */
export function matches(filters: readonly FlowFilter[], visitor: Visitor): boolean {
  let predicate = compiled.get(filters);
  if (!predicate) {
    predicate = compileFilters(filters);
    compiled.set(filters, predicate);
  }
  return predicate(visitor);
}
