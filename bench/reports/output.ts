import { loadavg } from 'node:os';
import { HttpAnswerError } from './http-client';

/**
 * The lines `npm run bench:reports` prints (one JSON object a line) and the timing of a line:
 * a cold run, then up to BENCH_RUNS warm runs within BENCH_QUERY_BUDGET_S per line.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = Number(process.env.BENCH_QUERY_BUDGET_S ?? 180) * 1000;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;

/** Whether BENCH_ONLY asks for this line (every line without it). */
export const wanted = (name: string) => !ONLY || ONLY.has(name);
/** BENCH_ONLY=seed: seed and stop. */
export const seedOnly = () => ONLY?.size === 1 && ONLY.has('seed');

/** The targets on the 2-core machine, realistic data (#14, "Engine and speed"; #29). */
const TARGETS: Record<string, string> = {
  structural: 'p50 < 300 ms',
  subid: 'p50 < 1000 ms',
  dashboard_7d: 'p50 < 500 ms',
  funnel: 'p50 < 1000 ms',
  cohort: 'p50 < 1000 ms',
  lag_ms: 'p50 < 2000 ms',
  lag_ms_duckdb: 'p50 < 2000 ms',
  lag_ms_clickhouse: 'p50 < 2000 ms',
  export_aggregated: '>= 50000 rows/s, flat memory',
  export_raw: '>= 50000 rows/s, first row within 2 s, flat memory',
  offpath_offer_os_30d: 'p50 < 500 ms',
  offpath_os_browser_7d: 'p50 < 500 ms',
  offpath_one_campaign_7d: 'p50 < 500 ms',
  offpath_subid2_country_7d: 'p50 < 500 ms',
  visitors: 'p50 < 3000 ms',
};

/** What every line carries: the data set measured (set once it is known). */
export const measured = {
  data: (process.env.BENCH_DATA === 'uniform' ? 'uniform' : 'realistic') as 'realistic' | 'uniform',
  clicks: 0,
};

export const round = (v: number) => Math.round(v * 10) / 10;

export function line(fields: Record<string, unknown>): void {
  const query = String(fields.query);
  const target = TARGETS[query]
    ? { target: measured.data === 'uniform' ? `none (uniform); realistic: ${TARGETS[query]}` : TARGETS[query] }
    : {};
  process.stdout.write(
    `${JSON.stringify({ bench: 'reports', data: measured.data, ...fields, ...target, load_1m: round(loadavg()[0]) })}\n`,
  );
}

/** What a timed call answered: its row count and where it was read, when it says so. */
interface Answer {
  total_rows?: number;
  storage?: string;
}

async function time(run: () => Promise<unknown>): Promise<{ ms: number; result: string | null; storage?: string }> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  try {
    const answer = (await run()) as Answer | null;
    const result = answer?.total_rows !== undefined ? `${answer.total_rows} rows` : null;
    return { ms: elapsed(), result, storage: answer?.storage };
  } catch (error) {
    // A refused report (more than 500,000 groups; stopped at REPORT_TIMEOUT_S) is timed too: it ran to the refusal.
    if (!(error instanceof HttpAnswerError)) throw error;
    return { ms: elapsed(), result: `refused (HTTP ${error.status}): ${error.message.slice(0, 80)}` };
  }
}

/** Times `run` cold and warm and prints its line (p50 and max of the warm runs). */
export async function timed(
  name: string,
  run: () => Promise<unknown>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (!wanted(name)) return;
  const cold = await time(run);
  const warm: number[] = [];
  let last = cold;
  let spent = cold.ms;
  while (warm.length < RUNS && spent < BUDGET_MS) {
    last = await time(run);
    warm.push(last.ms);
    spent += last.ms;
  }
  warm.sort((a, b) => a - b);
  // A query whose cold run alone took the budget is reported by that run (runs: 0).
  const figures = warm.length ? warm : [cold.ms];
  line({
    query: name,
    clicks: measured.clicks,
    cold_ms: round(cold.ms),
    p50_ms: round(figures[Math.floor(figures.length / 2)]),
    max_ms: round(figures[figures.length - 1]),
    runs: warm.length,
    result: last.result,
    ...(last.storage ? { storage: last.storage } : {}),
    ...extra,
  });
}
