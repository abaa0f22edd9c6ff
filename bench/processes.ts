import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const DIST = join(__dirname, '..');

export interface Started {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs a server in a process of its own, so it does not share a core with the load generator,
 * and waits until `readyPath` answers.
 */
export async function startProcess(script: string, env: Record<string, string>, readyPath = '/'): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE=<dir>: the service writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile =
    process.env.BENCH_PROFILE && script.startsWith('app/')
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  const child = spawn(process.execPath, [...profile, join(DIST, script)], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  measured = child.pid ?? null;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${readyPath}`, { redirect: 'manual' }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${script} did not become ready`);
    await sleep(100);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}

/** Resident memory of a process in MiB (Linux). */
export async function rssMiB(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The server process most recently started (the one a load run measures). */
let measured: number | null = null;

/** CPU seconds used so far by a process (Linux /proc; user + system). */
async function cpuSeconds(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100 || 0;
}

/** PIDs of running processes with this command name (postgres backends, redis-server), or children of this parent. */
async function pidsOf(match: { command: string } | { parent: number }): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if ('command' in match) {
      const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
      if (comm.trim() === match.command) pids.push(Number(entry));
    } else {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === match.parent) pids.push(Number(entry));
    }
  }
  return pids;
}

function loadGeneratorSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export interface CpuUse {
  server: number;
  redis: number;
  postgres: number;
  /** This process: the load generator (autocannon runs here). */
  load: number;
}

/**
 * CPU seconds used so far by the measured server (`server`, else the one started last), Redis, Postgres and the load generator: the
 * machine-independent side of a run (a loaded machine lowers req/s, not CPU per request).
 */
export async function cpuUse(server: number | null = measured): Promise<CpuUse> {
  const sum = async (pids: number[]) => (await Promise.all(pids.map(cpuSeconds))).reduce((a, b) => a + b, 0);
  return {
    // The server with its children: the HTTP workers of a cluster (HTTP_WORKERS) and sandbox processes.
    server: server === null ? 0 : await sum([server, ...(await pidsOf({ parent: server }))]),
    redis: await sum(await pidsOf({ command: 'redis-server' })),
    postgres: await sum(await pidsOf({ command: 'postgres' })),
    load: loadGeneratorSeconds(),
  };
}
