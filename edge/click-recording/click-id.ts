import { randomUUID } from 'node:crypto';

/**
 * A new click id: a UUIDv7 carrying the click time in its first 48 bits (milliseconds). The time
 * can be read back from the id, so a lookup by click id alone hits one day partition through the
 * primary key (created_at, click_id), and ids of one day sort together in the indexes.
 */
export function newClickId(time: Date): string {
  const random = randomUUID(); // v4: 122 random bits from Node's pooled entropy
  const ms = time.getTime().toString(16).padStart(12, '0');
  return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${random.slice(15)}`;
}

/** The millisecond time a UUIDv7 click id carries, or null for ids of other versions. */
export function clickIdTime(clickId: string): Date | null {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(clickId)) return null;
  return new Date(parseInt(clickId.slice(0, 8) + clickId.slice(9, 13), 16));
}
