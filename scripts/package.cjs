#!/usr/bin/env node
// `npm run package -- <dir>`: builds everything (server, web app) and lays out the runtime tree an
// operator runs in <dir>, the one the Dockerfile copies into the image and CI starts without Docker
// (test/operations/package.test.ts). The tree holds:
//   dist/        the compiled server, worker and operator scripts, and the web app (dist/web);
//                the tests, benchmarks and type declarations are left out
//   edge/sdk/    the client code served at /sdk/* (read from the source tree, not compiled)
//   package.json with the operator's scripts only (start, worker, create-admin, seed:demo, …), none of
//                them building first: the tree has no compiler and needs none
//   node_modules the production dependencies (`npm ci --omit=dev`), installed for this platform
// Plain CommonJS: it runs before anything is built.
'use strict';
const { spawnSync } = require('node:child_process');
const { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join, relative, resolve, sep } = require('node:path');

const root = join(__dirname, '..');

/** The scripts an operator runs in the tree: each runs compiled code, none builds first. */
const RUNTIME_SCRIPTS = [
  'start',
  'worker',
  'create-admin',
  'postman:env',
  'seed:demo',
  'import',
  'issue-license',
  'reports:rebuild',
  'simulate',
];

/** Compiled folders that are not part of the service. */
const LEFT_OUT = new Set(['test', 'bench']);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`package: ${command} ${args.join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
}

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: npm run package -- <dir>   (an empty or missing folder)\n');
  process.exit(2);
}
const out = resolve(target);
if (existsSync(out) && readdirSync(out).length) {
  process.stderr.write(`package: ${out} is not empty: give an empty or missing folder\n`);
  process.exit(2);
}
if (!relative(root, out).startsWith('..')) {
  // Inside the checkout, tsc and the test runner would see a second copy of everything.
  process.stderr.write('package: give a folder outside the checkout\n');
  process.exit(2);
}

const started = Date.now();
run(process.execPath, [join(root, 'scripts', 'build.cjs'), '--if-stale'], root);
mkdirSync(out, { recursive: true });

const dist = join(root, 'dist');
cpSync(dist, join(out, 'dist'), {
  recursive: true,
  filter: (source) => {
    const inside = relative(dist, source);
    if (!inside) return true;
    if (LEFT_OUT.has(inside.split(sep)[0])) return false;
    return !source.endsWith('.d.ts') && !source.endsWith('.tsbuildinfo') && !source.endsWith('.built-at');
  },
});
cpSync(join(root, 'edge', 'sdk'), join(out, 'edge', 'sdk'), { recursive: true });
cpSync(join(root, 'package-lock.json'), join(out, 'package-lock.json'));

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
pkg.scripts = Object.fromEntries(RUNTIME_SCRIPTS.map((name) => [name, pkg.scripts[name]]));
for (const [name, command] of Object.entries(pkg.scripts)) {
  if (!command) {
    process.stderr.write(`package: package.json has no script "${name}"\n`);
    process.exit(1);
  }
}
writeFileSync(join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);

run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], out);
process.stderr.write(`runtime tree in ${out} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
