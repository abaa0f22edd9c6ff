#!/usr/bin/env node
// Builds dist/ from the TypeScript sources without ever emptying it first, so a running
// service never finds its files gone (`rm -rf dist` under a live process broke lazy requires).
//   node scripts/build.cjs             always compile (incremental tsc)
//   node scripts/build.cjs --if-stale  compile only when dist/ is missing or older than a source
// Compiled files whose source was deleted or moved are removed, so `node --test dist/test`
// never runs a test that no longer exists. Plain CommonJS: it must run before anything is built.
'use strict';
const { spawnSync } = require('node:child_process');
const {
  existsSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  mkdirSync,
} = require('node:fs');
const { dirname, join } = require('node:path');

const root = join(__dirname, '..');
const tsconfigPath = join(root, 'tsconfig.json');
const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
const outDir = join(root, tsconfig.compilerOptions.outDir || 'dist');
const stamp = join(outDir, '.built-at');
const sourceDirs = tsconfig.include.map((dir) => join(root, dir));
const isSource = (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The newest modification time among the sources and the files that shape the build. */
function newestInput() {
  let newest = Math.max(statSync(tsconfigPath).mtimeMs, statSync(join(root, 'package-lock.json')).mtimeMs);
  for (const dir of sourceDirs)
    for (const file of walk(dir)) if (isSource(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  return newest;
}

/**
 * Removes compiled output whose TypeScript source no longer exists; returns how many files.
 * tsc writes a source map next to each file naming its source, so only tsc's own output is
 * touched (bundles other tools put under dist/ are left alone).
 */
function pruneOrphans() {
  let removed = 0;
  for (const map of walk(outDir)) {
    if (!map.endsWith('.js.map')) continue;
    let sources;
    try {
      sources = JSON.parse(readFileSync(map, 'utf8')).sources;
    } catch {
      continue;
    }
    if (!Array.isArray(sources) || sources.length !== 1 || !/\.tsx?$/.test(sources[0])) continue;
    if (existsSync(join(dirname(map), sources[0]))) continue;
    const base = map.slice(0, -'.js.map'.length);
    for (const file of [map, `${base}.js`, `${base}.d.ts`]) {
      if (existsSync(file)) {
        unlinkSync(file);
        removed += 1;
      }
    }
  }
  if (removed) removeEmptyDirectories(outDir);
  return removed;
}

/** Folders a move left empty under dist/ (their files were pruned above). */
function removeEmptyDirectories(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirectories(join(dir, entry.name));
  }
  if (dir !== outDir && readdirSync(dir).length === 0) rmdirSync(dir);
}

function isStale() {
  if (!existsSync(stamp)) return true;
  return newestInput() > statSync(stamp).mtimeMs;
}

const ifStale = process.argv.includes('--if-stale');
const orphans = existsSync(outDir) ? pruneOrphans() : 0;
if (ifStale && orphans === 0 && !isStale()) {
  buildWebApp(true);
  process.exit(0);
}

const startedAt = Date.now();
process.stderr.write(ifStale ? 'dist/ is missing or older than the sources: building…\n' : 'building…\n');
const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfigPath], {
  stdio: 'inherit',
  cwd: root,
});
if (tsc.status !== 0) {
  process.stderr.write('build failed (see the TypeScript errors above)\n');
  process.exit(tsc.status ?? 1);
}
mkdirSync(outDir, { recursive: true });
writeFileSync(stamp, `${new Date(startedAt).toISOString()}\n`);
// Dated when the build began: a source saved while tsc ran is newer, so the next run builds again.
utimesSync(stamp, new Date(startedAt), new Date(startedAt));
process.stderr.write(`built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`);
buildWebApp(ifStale);

/**
 * The web app (web/, React + Vite) is bundled into dist/web, served at /app/. Vite empties that
 * folder itself, so its stamp is written after the bundle.
 */
function buildWebApp(onlyIfStale) {
  const webDir = join(root, 'web');
  const webStamp = join(outDir, 'web', '.built-at');
  if (!existsSync(webDir)) return;
  if (onlyIfStale && existsSync(webStamp)) {
    let newest = statSync(join(root, 'package-lock.json')).mtimeMs;
    for (const file of walk(webDir)) newest = Math.max(newest, statSync(file).mtimeMs);
    if (newest <= statSync(webStamp).mtimeMs) return;
  }
  const started = Date.now();
  process.stderr.write('building the web app…\n');
  const typecheck = spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', join(webDir, 'tsconfig.json')],
    { stdio: 'inherit', cwd: root },
  );
  const vite =
    typecheck.status === 0
      ? spawnSync(
          process.execPath,
          [
            join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
            'build',
            '--config',
            join(webDir, 'vite.config.mts'),
            '--logLevel',
            'warn',
          ],
          { stdio: 'inherit', cwd: root },
        )
      : typecheck;
  if (vite.status !== 0) {
    process.stderr.write('web app build failed (see the errors above)\n');
    process.exit(vite.status ?? 1);
  }
  writeFileSync(webStamp, `${new Date(started).toISOString()}\n`);
  utimesSync(webStamp, new Date(started), new Date(started));
  process.stderr.write(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
