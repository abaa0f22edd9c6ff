import { setFlagsFromString } from 'node:v8';

// V8's non-backtracking engine (the `l` flag) runs in time linear in the input, so a pattern a
// user saves in a flow filter cannot stall the redirect path (no ReDoS). It must be switched on
// before the first `l` pattern is compiled; doing it here ties it to the only code that needs it.
setFlagsFromString('--enable-experimental-regexp-engine');

/** Longest pattern a filter may hold. */
export const MAX_PATTERN_LENGTH = 512;

/**
 * Compiles a user pattern for linear-time matching, or throws with the reason it cannot be used:
 * backreferences, lookaround and very large counted repetitions are refused by the engine.
 * Matching is case-sensitive (the linear engine has no `i` flag).
 */
export function compileLinearRegExp(pattern: string): RegExp {
  if (pattern.length > MAX_PATTERN_LENGTH) throw new Error(`regexp longer than ${MAX_PATTERN_LENGTH} characters`);
  try {
    return new RegExp(pattern, 'l');
  } catch (error) {
    // V8 says "Invalid regular expression: /<pattern>/l: <reason>": only the reason is kept (errors repeat no input).
    const message = (error as Error).message;
    const cut = message.lastIndexOf('/l: ');
    const reason = cut >= 0 ? message.slice(cut + 4) : message;
    throw new Error(`invalid regexp: ${reason}`);
  }
}
