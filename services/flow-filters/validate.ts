import { FILTER_LIMITS, FILTER_TYPES, type FilterType, type FlowFilter } from '../../entities/flow-filter';
import { DEFINITIONS, type RawFields } from './definitions';

/** A filter list that cannot be evaluated; the message says which filter and why. */
export class FilterValidationError extends Error {}

const KNOWN_FIELDS = new Set([
  'type',
  'negate',
  'values',
  'operator',
  'name',
  'sub_id',
  'kinds',
  'days',
  'hours',
  'time_zone',
]);

/**
 * Checks a filter list as a client sent it and returns its normalised, storable form.
 * Fields set to null count as absent (GraphQL inputs send them). Throws FilterValidationError
 * with a message naming the filter (1-based position and type) and the problem.
 */
export function validateFilters(raw: unknown): FlowFilter[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new FilterValidationError('filters must be a list');
  if (raw.length > FILTER_LIMITS.filtersPerFlow) {
    throw new FilterValidationError(`at most ${FILTER_LIMITS.filtersPerFlow} filters per flow`);
  }
  return raw.map((item, index) => validateOne(item, index + 1));
}

function validateOne(item: unknown, position: number): FlowFilter {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    throw new FilterValidationError(`filter ${position}: must be an object`);
  }
  const entries = Object.entries(item as Record<string, unknown>).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  const fields = Object.fromEntries(entries) as Record<string, unknown>;
  const type = fields.type;
  if (typeof type !== 'string' || !(FILTER_TYPES as readonly string[]).includes(type)) {
    throw new FilterValidationError(`filter ${position}: unknown type (one of ${FILTER_TYPES.join(', ')})`);
  }
  const at = `filter ${position} (${type})`;
  const definition = DEFINITIONS[type as FilterType];
  for (const key of Object.keys(fields)) {
    if (!KNOWN_FIELDS.has(key)) throw new FilterValidationError(`${at}: unknown field ${key}`);
    if (key !== 'type' && key !== 'negate' && !definition.fields.includes(key as keyof RawFields)) {
      throw new FilterValidationError(`${at}: field ${key} does not apply to this filter type`);
    }
  }
  if (fields.negate !== undefined && typeof fields.negate !== 'boolean') {
    throw new FilterValidationError(`${at}: negate must be true or false`);
  }
  try {
    return { type: type as FilterType, negate: fields.negate === true, ...definition.parse(fields as RawFields) };
  } catch (error) {
    throw new FilterValidationError(`${at}: ${(error as Error).message}`);
  }
}
