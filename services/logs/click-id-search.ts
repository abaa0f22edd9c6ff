import { BadRequestError } from '../errors';

const DAY_MS = 86_400_000;
const HEX_PREFIX = /^[0-9a-f]{4,32}$/;
const UUID_V7 = /^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/;

/** What a click id search turns into: an id range for the index and, for a v7 id, the days it can be on. */
export interface ClickIdSearch {
  /** Lowest and highest UUID starting with the given hexadecimal digits (equal for a full id). */
  low: string;
  high: string;
  /** Partitions outside these bounds cannot hold the click (UUIDv7 ids carry their time). */
  notBefore: Date | null;
  notAfter: Date | null;
}

function asUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Parses a click id given in full or by its beginning (at least 4 hexadecimal digits, hyphens
 * optional). The beginning becomes a range of ids, which the primary key (created_at, click_id)
 * serves, instead of `click_id::text like`, which reads every row of the period. A complete UUIDv7
 * also bounds the time: the click is searched a day either side of the time its id carries.
 */
export function parseClickIdSearch(given: string): ClickIdSearch {
  const hex = given.trim().toLowerCase().replaceAll('-', '');
  if (!HEX_PREFIX.test(hex))
    throw new BadRequestError('click_id must be a click id or its beginning (at least 4 hexadecimal characters)');
  const low = asUuid(hex.padEnd(32, '0'));
  const high = asUuid(hex.padEnd(32, 'f'));
  if (hex.length === 32 && UUID_V7.test(hex)) {
    const time = parseInt(hex.slice(0, 12), 16);
    return { low, high, notBefore: new Date(time - DAY_MS), notAfter: new Date(time + DAY_MS) };
  }
  return { low, high, notBefore: null, notAfter: null };
}
