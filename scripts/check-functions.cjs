#!/usr/bin/env node
// `npm run check:functions` (.ci/run runs it): no function of the backend or the web app longer than 150 lines
// (house rule), counted from its first line to its closing brace with the TypeScript parser:
// declarations, expressions, arrows, methods, constructors and accessors alike. The backend is the
// service's folders and web/src (components included); generated code and migrations are not counted.
// Plain CommonJS: it runs before anything is built.
'use strict';
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const ts = require('typescript');

const MAX = 150;
const BACKEND = [
  'app',
  'infra',
  'entities',
  'services',
  'reports',
  'edge',
  'schema',
  'resolvers',
  'rest-facade',
  'jobs',
  'scripts',
];

const files = execFileSync(
  'git',
  ['ls-files', '--', ...BACKEND.map((folder) => `${folder}/*.ts`), 'web/src/*.ts', 'web/src/*.tsx'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !file.endsWith('.d.ts') && !file.includes('/generated/') && !file.includes('/migrations/'));
const long = [];
for (const file of files) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      if (last - first + 1 > MAX)
        long.push(
          `${file}:${first + 1} ${node.name ? node.name.getText(source) : '(anonymous)'}: ${last - first + 1} lines`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
// A screen is one file of at most 400 lines (house rule): panels go into files of their own.
const SCREEN_LINES = 400;
for (const file of files.filter((f) => f.startsWith('web/src/screens/'))) {
  const lines = readFileSync(file, 'utf8').split('\n').length;
  if (lines > SCREEN_LINES) long.push(`${file}: ${lines} lines (a screen file is at most ${SCREEN_LINES})`);
}
if (long.length) {
  console.error(`${long.length} function(s) over ${MAX} lines (split them along their steps):\n${long.join('\n')}`);
  process.exit(1);
}
console.log(`no function over ${MAX} lines in the backend or the web app (${files.length} files)`);
