// node:test reporter for `npm test` (scripts/test.cjs): writes one line per test file,
// "<duration ms>\t<file>", so the runner can print the slowest files when the run ends (TEST_TIMINGS)
// and start the longest files first in the next run.
// Node reports each file as an outermost test named by the file's path, start of its process to end.
'use strict';
const { relative } = require('node:path');

module.exports = async function* timings(source) {
  const lines = [];
  for await (const event of source) {
    const { name, file, nesting, details } = event.data ?? {};
    if (event.type === 'test:complete' && nesting === 0 && file && name === file && details?.duration_ms !== undefined) {
      lines.push(`${Math.round(details.duration_ms)}\t${relative(process.cwd(), file)}\n`);
    }
  }
  yield lines.join('');
};
