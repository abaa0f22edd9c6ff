const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOWERCASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID in its dashed hex form, either case: what Postgres' uuid type reads as one of our ids. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Lowercase only: where an id is a file name, a signed token or a cursor, `A` and `a` would name two things. */
export function isLowercaseUuid(text: string): boolean {
  return LOWERCASE_UUID.test(text);
}
