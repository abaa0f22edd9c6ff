/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text parameter of a public route as Postgres can store it: U+0000 removed (text and jsonb
 * refuse it, 22P05, so the write would fail on every retry and a partner would retry forever) and
 * lone surrogates (a JSON body's "\ud800") replaced by U+FFFD (jsonb refuses their escapes too).
 * The click path already strips NUL from its rows (click-recording/click-entry.ts); conversions
 * and browser events do it here, as they read their parameters. `nul` replaces U+0000 instead of
 * removing it where a value must stay distinct: a txid of `%00` stripped to nothing would read as
 * no txid and turn deduplication off, so txids keep U+FFFD in its place (`TXID_NUL`).
 */
export function cleanText(value: string, nul = ''): string {
  const withoutNul = value.includes('\u0000') ? value.replaceAll('\u0000', nul) : value;
  return withoutNul.replace(LONE_SURROGATE, '\uFFFD');
}

/** What a NUL character of a txid becomes (cleanText): a txid of NUL stays a txid, distinct from the others. */
export const TXID_NUL = '\uFFFD';
