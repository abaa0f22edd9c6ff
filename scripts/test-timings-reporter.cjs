// node:test reporter for `npm test` (scripts/test.cjs): writes one line per test file,
// "<duration ms>\t<file>", so the runner can print the slowest files when the run ends (TEST_TIMINGS)
// and start the longest files first in the next run.
// Node reports each file as an outermost test named by the file's path, start of its process to end;
// in a group of files run in one process, each file is a suite named by its path (its tests' time),
// reported at the same level as the group's own entry.
'use strict';
const { relative } = require('node:path');

module.exports = async function* timings(source) {
  const lines = [];
  for await (const event of source) {
    const { name, file, nesting, details } = event.data ?? {};
    if (event.type !== 'test:complete' || details?.duration_ms === undefined || !file) continue;
    // A group's entry (scripts/test.cjs) holds each member file as a suite named by its path.
    const grouped = /[\\/]group-\d+\.test\.js$/.test(file);
    if (nesting === 0 && (grouped ? name !== file && name.endsWith('.test.js') : name === file)) {
      lines.push(`${Math.round(details.duration_ms)}\t${grouped ? name : relative(process.cwd(), file)}\n`);
    }
  }
  yield lines.join('');
};
