/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text parameter of a public route as Postgres can store it: U+0000 removed (text and jsonb
 * refuse it, 22P05, so the write would fail on every retry and a partner would retry forever) and
 * lone surrogates (a JSON body's "\ud800") replaced by U+FFFD (jsonb refuses their escapes too).
 * The click path already strips NUL from its rows (click-recording/click-entry.ts); conversions
 * and browser events do it here, as they read their parameters.
 */
export function cleanText(value: string): string {
  const withoutNul = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return withoutNul.replace(LONE_SURROGATE, '\uFFFD');
}
