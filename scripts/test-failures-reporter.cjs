// node:test reporter for `npm test` (scripts/test.cjs): one line per failed test, "<file>:<line>\t<name>\t<why>",
// which the runner prints when the run ends. CI keeps only the tail of a long TAP output: without this a
// failure far up in it could not be found. A suite failing only because its tests did is left out.
'use strict';
const { relative } = require('node:path');

/** The first line of what made the test fail (its error's message, or its cause's). */
function why(error) {
  const cause = error?.cause ?? error;
  const message = String(cause?.message ?? cause ?? 'failed');
  return (
    message
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? 'failed'
  );
}

module.exports = async function* failures(source) {
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const { name, file, line, details } = event.data ?? {};
    if (details?.error?.failureType === 'subtestsFailed') continue;
    const where = file ? `${relative(process.cwd(), file)}${line ? `:${line}` : ''}` : '?';
    yield `${where}\t${name}\t${why(details?.error)}\n`;
  }
};
