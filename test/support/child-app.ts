import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../infra/config';

const MAIN = join(__dirname, '..', '..', 'app', 'main.js');

export interface ChildApp {
  /** http://127.0.0.1:<port> of its HTTP server. */
  url: string;
  /** SIGTERM, then the exit (SIGKILL if it does not come). */
  stop(): Promise<void>;
}

/** The settings a process of the test's deployment starts with: its database, Redis prefix, secret, a port the system picks. */
export function childEnv(config: Config): Record<string, string> {
  return {
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    APP_SECRET: config.appSecret,
    PORT: '0',
    HOST: '127.0.0.1',
  };
}

/**
 * Another process of the same deployment (`node dist/app/main.js`): the test's database, Redis
 * prefix and secret, a port the system picks (read from its log line), and `env` on top, e.g.
 * RUN_WORKERS=false for an HTTP process beside the test's own, which plays the worker process.
 */
export async function startChildApp(config: Config, env: Record<string, string>): Promise<ChildApp> {
  const cwd = await mkdtemp(join(tmpdir(), 'tt_test_child_'));
  const child = spawn(process.execPath, [MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...childEnv(config), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A guard against a hung start on a loaded machine, not a speed limit.
  const killer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  let output = '';
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout: string | null = '';
    // Read to the end (a full pipe would stall the child), kept only until the address is known.
    child.stdout.on('data', (chunk) => {
      if (stdout === null) return;
      stdout = (stdout + chunk).slice(-8000);
      const listening = /listening (?:on|at) (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (!listening) return;
      stdout = null;
      resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the child app exited (${code}) before listening: ${output}`)));
  }).catch(async (error) => {
    clearTimeout(killer);
    await rm(cwd, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      clearTimeout(killer);
      await rm(cwd, { recursive: true, force: true });
    },
  };
}
