import { RE2JS } from 're2js';
import { BadRequestError } from '../services/errors';

/**
 * The one dialect of the `regexp` filter on every report store: RE2 (the syntax of DuckDB and
 * ClickHouse; docs/reports.md, "Regular expressions"). A pattern RE2 refuses (a backreference, a
 * lookaround: the constructs that make a backtracking engine run without bound) is refused here,
 * checked by re2js, a pure-JS port of RE2. Of what RE2 accepts, the escapes Postgres reads
 * otherwise (`\b` is a backspace there, `\z` unknown, no `\p{…}` classes or `\Q…\E` quoting) are
 * refused too, so a pattern means the same on every store; Postgres then compiles what is left
 * (run-table.ts: checkRegexps).
 */
const OTHER_MEANING = new Set(['b', 'B', 'z', 'Q', 'E', 'C', 'p', 'P']);

/** Throws a 400 naming `field` when `pattern` is not RE2 or uses an escape read otherwise by a store. */
export function checkRe2Pattern(pattern: string, field: string): void {
  try {
    RE2JS.compile(pattern);
  } catch (error) {
    // re2js's message quotes the offending part of the pattern; only its kind is said.
    const kind = (error as { error?: unknown }).error;
    throw new BadRequestError(
      `${field} is not a valid regular expression in RE2 syntax${typeof kind === 'string' ? `: ${kind}` : ''}; ` +
        'backreferences and lookarounds are not supported',
    );
  }
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '\\') continue;
    const next = pattern[++i];
    if (next !== undefined && OTHER_MEANING.has(next))
      throw new BadRequestError(`${field}: the escape \\${next} is not supported (it differs between report stores)`);
  }
}
