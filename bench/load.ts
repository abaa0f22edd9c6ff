import autocannon from 'autocannon';
import { availableParallelism, loadavg } from 'node:os';
import { cpuUse, type CpuUse } from './processes';

export interface LoadResult {
  name: string;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx_3xx: number;
  total: number;
  /** 2xx and 3xx answers of the warm-up run before the measurement (they did the same work). */
  warmup_ok: number;
  /** CPU microseconds per request during the measured run, per process group and in all. */
  cpu_us: Record<keyof CpuUse, number> & { total: number };
  /**
   * Requests/s this machine's cores could serve at that CPU cost if nothing else ran and nothing
   * waited: cores × 1 s ÷ total CPU per request. What a path can reach here, whatever the scheduling.
   */
  cpu_bound_per_s: number;
  /** The machine's 1-minute load average when the run ended (it is shared: other work lowers req/s). */
  load_avg: number;
  extra?: Record<string, string | number>;
}

export interface LoadOptions {
  name: string;
  url: string;
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request (for unique ids per request); overrides method/body. */
  requests?: autocannon.Request[];
  /** The server process whose CPU is measured, when several run (default: the one started last). */
  serverPid?: number;
}

/** Loads one URL with autocannon from this process and summarises what matters. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  // A short warm-up so the JIT and connection pools are in steady state before measuring.
  const warmup = await autocannon({
    url: options.url,
    connections: 10,
    duration: 1,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.requests,
  });
  const cpuBefore = await cpuUse(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? Number(process.env.BENCH_SECONDS ?? 5),
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.requests,
  });
  const cpuAfter = await cpuUse(options.serverPid);
  const ok = result['2xx'] + result['3xx'];
  const total = ok + result['4xx'] + result['5xx'];
  // Microseconds of CPU per request (Postgres includes the click consumer's writes).
  const perRequest = (key: keyof CpuUse) => ((cpuAfter[key] - cpuBefore[key]) * 1e6) / Math.max(1, total);
  const cpu = {
    server: perRequest('server'),
    redis: perRequest('redis'),
    postgres: perRequest('postgres'),
    load: perRequest('load'),
  };
  const cpuTotal = cpu.server + cpu.redis + cpu.postgres + cpu.load;
  return {
    name: options.name,
    requests_per_s: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non_2xx_3xx: result['4xx'] + result['5xx'],
    total,
    warmup_ok: warmup['2xx'] + warmup['3xx'],
    cpu_us: { ...cpu, total: cpuTotal },
    cpu_bound_per_s: (availableParallelism() * 1e6) / Math.max(1, cpuTotal),
    load_avg: loadavg()[0],
  };
}
