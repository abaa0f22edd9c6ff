#!/usr/bin/env node
// `npm run check:lines` (.ci/run runs it): at most MAX source lines longer than 140 characters.
// The formatter wraps code at 120; what it leaves long is strings and comments, wrapped by hand.
// Generated files (rest-facade/generated, web/src/generated) carry the schema's descriptions as
// they are and are not counted. Plain CommonJS: it runs before anything is built.
'use strict';
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');

const WIDTH = 140;
const MAX = 50;

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.cjs', '*.mts', '*.js'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.includes('/generated/'));
const long = [];
for (const file of files)
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.length > WIDTH) long.push(`${file}:${index + 1} (${line.length})`);
    });
if (long.length > MAX) {
  console.error(
    `${long.length} source lines are longer than ${WIDTH} characters (at most ${MAX}):\n${long.join('\n')}`,
  );
  process.exit(1);
}
console.log(`${long.length} source lines longer than ${WIDTH} characters (at most ${MAX})`);
