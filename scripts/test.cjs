#!/usr/bin/env node
// `npm test`: runs every compiled test file with node:test, several processes at once (each file
// has its own database and Redis prefix), then drops the run's databases together. Plain CommonJS,
// so it runs before anything is built (npm's pretest hook builds dist/ when stale).
//   TEST_CONCURRENCY  processes run at once (default: twice the CPU count, at least 6: most of a
//                     test's time is spent waiting on time-outs, retries and child processes; on
//                     2 cores, longest first, 6 took 198-217 s where 4 took 218 s and 8 took 218 s)
//   TEST_GROUPS       processes the files are shared out into (default: three per process run at
//                     once; 0: a process per file, as when files are named on the command line).
//                     Loading the service's modules costs about 1 CPU-second per process, a third of
//                     a typical file's CPU: on 2 cores, 18 groups took 143-166 s where a process per
//                     file took 241 s. A group runs its files one after another, each as a suite.
//   TEST_TIMINGS      set (1, or how many files to list): prints the slowest test files, the sum
//                     of all files' times and the wall time when the run ends (default 15 files)
//   extra arguments   passed to node --test (e.g. --test-reporter=spec); compiled test files among
//                     them (…/x.test.js) run instead of the whole suite, with the run's template
// When the run ends it lists the failed tests (file:line — test — why), last, where CI's tail shows them.
// Groups (and files) start longest first (node starts them in the order given): by each file's time
// in the last runs (node_modules/.cache/traffic-tracker/test-durations.tsv, kept by every run), else
// in the committed scripts/test-durations.tsv. Alphabetically the long browser tests came last, and
// the run waited on them alone.
'use strict';
const { spawn } = require('node:child_process');
const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { availableParallelism, tmpdir } = require('node:os');
const { join, relative, resolve } = require('node:path');

const root = join(__dirname, '..');
const ADMIN_DATABASE_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATIONS_SEEN = join(root, 'node_modules', '.cache', 'traffic-tracker', 'test-durations.tsv');
const DURATIONS_COMMITTED = join(__dirname, 'test-durations.tsv');

function* testFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (entry.name.endsWith('.test.js')) yield path;
  }
}

/** Drops the databases and Redis keys named after this run (its own only: `tt_test_<run>_…`). */
async function dropRun(runId) {
  const pg = require('pg');
  const prefix = `tt_test_${runId}_`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  const { rows } = await admin.query("select datname from pg_database where datname like $1 || '%'", [prefix]);
  await admin.end();
  // In parallel: each DROP DATABASE waits for a checkpoint, and waiting ones share it.
  const queue = rows.map((row) => row.datname);
  const worker = async () => {
    const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await client.connect();
    try {
      for (let name = queue.shift(); name; name = queue.shift())
        await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
  const { createClient } = require('redis');
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
      const batch = Array.isArray(keys) ? keys : [keys];
      if (batch.length) await redis.del(batch);
    }
  } finally {
    await redis.quit();
  }
  return rows.length;
}

/** The timings reporter's lines ("<ms>\t<file>", file relative to the root) as a map; empty when missing. */
function readDurations(path) {
  if (!existsSync(path)) return new Map();
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  return new Map(rows.map(([ms, file]) => [file, Number(ms)]));
}

/** Each file's last known time in ms (a file never timed, a new one, counts as the longest). */
function fileTimes(files) {
  const seen = readDurations(DURATIONS_SEEN);
  const durations = seen.size ? seen : readDurations(DURATIONS_COMMITTED);
  const longest = Math.max(0, ...durations.values());
  return new Map(files.map((file) => [file, durations.get(relative(root, resolve(file))) ?? longest + 1]));
}

/** The files, longest first by their last known time (`times` when the caller has them). */
function longestFirst(files, times = fileTimes(files)) {
  return [...files].sort((a, b) => times.get(b) - times.get(a));
}

/**
 * The files shared out into `count` groups of about the same total time (longest file first, each
 * to the group with the least so far), the longest group first. Each group is one process: the
 * service's modules are loaded once per group instead of once per file (about 1 CPU-second each).
 */
function groupByTime(files, count) {
  const times = fileTimes(files);
  const groups = Array.from({ length: Math.min(count, files.length) }, () => ({ ms: 0, files: [] }));
  for (const file of longestFirst(files, times)) {
    const group = groups.reduce((least, g) => (g.ms < least.ms ? g : least));
    group.files.push(file);
    group.ms += times.get(file);
  }
  return groups.sort((a, b) => b.ms - a.ms).map((g) => g.files);
}

/**
 * One entry file per group (in `dir`): each member file becomes a suite named by its path, so the
 * timings reporter still sees every file and a failure names the file it is in.
 */
function writeGroupEntries(groups, dir) {
  mkdirSync(dir, { recursive: true });
  return groups.map((members, i) => {
    const entry = join(dir, `group-${String(i + 1).padStart(2, '0')}.test.js`);
    const suites = members.map(
      (file) => `describe(${JSON.stringify(relative(root, file))}, () => require(${JSON.stringify(resolve(file))}));`,
    );
    writeFileSync(entry, `'use strict';\nconst { describe } = require('node:test');\n${suites.join('\n')}\n`);
    return entry;
  });
}

/** Adds this run's file times to the ones kept for the next run's order (a failure only loses the order). */
function keepDurations(timingsPath) {
  try {
    const durations = new Map([...readDurations(DURATIONS_SEEN), ...readDurations(timingsPath)]);
    mkdirSync(join(DURATIONS_SEEN, '..'), { recursive: true });
    writeFileSync(DURATIONS_SEEN, [...durations].map(([file, ms]) => `${ms}\t${file}\n`).join(''));
  } catch (error) {
    console.error(`could not keep the test files' times for the next run's order: ${error.message}`);
  }
}

/**
 * node --test arguments that add the timings reporter (scripts/test-timings-reporter.cjs) writing
 * to `destination` and the failures reporter (scripts/test-failures-reporter.cjs) writing to
 * `failuresDestination`, next to the reporter the run would have used anyway.
 */
function timingReporterArgs(extraArgs, destination, failuresDestination) {
  const reporter = [
    '--test-reporter',
    join(__dirname, 'test-timings-reporter.cjs'),
    '--test-reporter-destination',
    destination,
    '--test-reporter',
    join(__dirname, 'test-failures-reporter.cjs'),
    '--test-reporter-destination',
    failuresDestination,
  ];
  if (extraArgs.some((arg) => arg.startsWith('--test-reporter'))) return reporter;
  // node's own default: spec on a terminal, tap otherwise; it must now be named to be kept.
  return [
    '--test-reporter',
    process.stdout.isTTY ? 'spec' : 'tap',
    '--test-reporter-destination',
    'stdout',
    ...reporter,
  ];
}

function printTimings(path, limit, wallMs) {
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([ms, file]) => ({ ms: Number(ms), file }))
    .sort((a, b) => b.ms - a.ms);
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
  console.log(
    `\nslowest ${Math.min(limit, rows.length)} of ${rows.length} test files (seconds: its tests, or its process ` +
      `when it had one of its own):`,
  );
  for (const row of rows.slice(0, limit)) console.log(`${seconds(row.ms)}  ${row.file}`);
  const sum = rows.reduce((total, row) => total + row.ms, 0);
  console.log(`sum of all files: ${seconds(sum).trim()} s; wall time: ${seconds(wallMs).trim()} s`);
}

/** The failed tests, last in the output (CI keeps its tail), so a failure far up is still found. */
function printFailures(path) {
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
  if (lines.length === 0) return;
  console.log(`\nfailed tests (${lines.length}):`);
  for (const line of lines) console.log(`  ${line.split('\t').join(' — ')}`);
}

async function main() {
  const chosen = process.argv.slice(2).filter((arg) => arg.endsWith('.test.js'));
  const extraArgs = process.argv.slice(2).filter((arg) => !arg.endsWith('.test.js'));
  const all = chosen.length ? chosen : [...testFiles(join(root, 'dist', 'test'))].sort();
  if (all.length === 0) {
    console.error('no compiled tests under dist/test: run `npm run build` first');
    process.exit(1);
  }
  const concurrency = Number(process.env.TEST_CONCURRENCY) || Math.max(6, availableParallelism() * 2);
  const runId = `r${Date.now().toString(36)}${process.pid.toString(36)}`;
  const groupCount =
    process.env.TEST_GROUPS !== undefined ? Number(process.env.TEST_GROUPS) : chosen.length ? 0 : concurrency * 3;
  const groupsDir = join(tmpdir(), `tt_test_${runId}_groups`);
  const files = groupCount > 0 ? writeGroupEntries(groupByTime(all, groupCount), groupsDir) : longestFirst(all);
  const timingsLimit = process.env.TEST_TIMINGS
    ? Math.max(1, Number(process.env.TEST_TIMINGS) > 1 ? Number(process.env.TEST_TIMINGS) : 15)
    : 0;
  const timingsPath = join(tmpdir(), `tt_test_${runId}_timings.tsv`);
  const failuresPath = join(tmpdir(), `tt_test_${runId}_failures.tsv`);
  const reporterArgs = timingReporterArgs(extraArgs, timingsPath, failuresPath);
  const startedAt = Date.now();
  const child = spawn(
    process.execPath,
    ['--test', `--test-concurrency=${concurrency}`, ...reporterArgs, ...extraArgs, ...files],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_RUN_ID: runId },
    },
  );
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  if (existsSync(timingsPath)) {
    if (timingsLimit) printTimings(timingsPath, timingsLimit, Date.now() - startedAt);
    keepDurations(timingsPath);
    rmSync(timingsPath, { force: true });
  }
  printFailures(failuresPath);
  rmSync(failuresPath, { force: true });
  rmSync(groupsDir, { recursive: true, force: true });
  try {
    await dropRun(runId);
  } catch (error) {
    console.error(`could not drop this run's test databases (tt_test_${runId}_*): ${error.message}`);
  }
  process.exit(code);
}

main();
