import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Config } from '../infra/config';
import { cleanUp, testConfig } from '../test/support/harness';
import type { LoadResult } from './load';
import { benchPostbacks, preparePostbacks, type PostbackTarget } from './postback';
import type { Started } from './processes';
import { benchRedirect, seedRouting, type Seeded } from './routing';
import { startBenchService } from './service';

/**
 * The analytics feed's cost to the hot paths (issue 29: the redirect and postback figures no more
 * than 5% lower with the copy fed). Two services run side by side, each on a database of its own:
 * `with_feed` is ANALYTICS=duckdb, the default of `npm start` (the process owns the DuckDB file and
 * applies the notes every 250 ms), `without` is ANALYTICS=postgres (no copy, nothing noted). Each
 * round runs a path on both, the order swapped every round (A/B, B/A, …) so the machine's drift
 * and the other work on it hit both alike. After a run the fed service's notes are waited for
 * until none is left, so no run pays for the previous run's feed; how long that took is reported.
 *
 * Figures and method: docs/reports.md, "Feed and the hot path". Found with it: the schedule drained
 * the notes in small batches (0.61× the redirects, 0.75× the postbacks of the service without the
 * copy); one batch a second brought both medians to 0.96–1.03 at load 2–3 (3 rounds), with single
 * rounds from 0.74 to 1.3 and the fed service still spending ~10–15% more CPU per redirect.
 */

export type VariantLabel = 'with_feed' | 'without';

export interface Variant {
  label: VariantLabel;
  config: Config;
  service: Started;
  seeded: Seeded;
  postbacks: PostbackTarget;
}

export interface FeedRun {
  path: 'redirect' | 'postback';
  round: number;
  label: VariantLabel;
  result: LoadResult;
}

const DRAIN_TIMEOUT_MS = 120_000;

/** Starts a service with its store (duckdb: fed; postgres: not) and seeds it for the redirect and the postbacks. */
export async function startVariant(label: VariantLabel): Promise<Variant> {
  const config = testConfig({ LOG_LEVEL: 'warn', ANALYTICS: label === 'with_feed' ? 'duckdb' : 'postgres' });
  const service = await startBenchService(config);
  try {
    const seeded = await seedRouting(service);
    const postbacks = await preparePostbacks(service.url, config.databaseUrl);
    const variant = { label, config, service, seeded, postbacks };
    // The seeded clicks are noted: once they are applied the copy is built and fed.
    await drainNotes(variant);
    return variant;
  } catch (error) {
    await stopVariant({ config, service });
    throw error;
  }
}

export async function stopVariant(variant: Pick<Variant, 'config' | 'service'>): Promise<void> {
  await variant.service.stop();
  await cleanUp(variant.config);
}

/** Waits until the service's copy has applied every note (none left); the notes seen first and the ms it took. */
async function drainNotes(variant: Pick<Variant, 'config'>): Promise<{ notes: number; ms: number }> {
  const client = new pg.Client({ connectionString: variant.config.databaseUrl });
  await client.connect();
  try {
    const pending = async () =>
      (await client.query('select count(*)::int as n from analytics_changes')).rows[0].n as number;
    const started = Date.now();
    const notes = await pending();
    for (let left = notes; left > 0; left = await pending()) {
      if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`feed: ${left} notes still unapplied`);
      await sleep(50);
    }
    return { notes, ms: Date.now() - started };
  } finally {
    await client.end();
  }
}

async function runPath(variant: Variant, path: FeedRun['path'], round: number): Promise<LoadResult> {
  const name = `${path === 'redirect' ? 'redirect GET /{alias}' : 'postback intake'} [${variant.label}, round ${round}]`;
  const result =
    path === 'redirect'
      ? await benchRedirect(variant.service, variant.config.databaseUrl, variant.seeded, name)
      : await benchPostbacks(variant.postbacks, { name, run: String(round), serverPid: variant.service.child.pid });
  const drained = await drainNotes(variant);
  result.extra = { ...result.extra, feed_notes_after: drained.notes, feed_drain_ms: drained.ms };
  return result;
}

/** `rounds` rounds of each wanted path on both variants, interleaved. */
export async function benchFeedRounds(
  variants: Record<VariantLabel, Variant>,
  paths: FeedRun['path'][],
  rounds: number,
): Promise<FeedRun[]> {
  const runs: FeedRun[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order: VariantLabel[] = round % 2 ? ['with_feed', 'without'] : ['without', 'with_feed'];
    for (const path of paths) {
      for (const label of order) runs.push({ path, round, label, result: await runPath(variants[label], path, round) });
    }
  }
  return runs;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const range = (values: number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/**
 * One line per path: req/s with the feed over req/s without, per round (the pair ran back to back)
 * and their median; CPU per request likewise (machine-independent: noise lowers req/s, not CPU
 * per request); the load averages the runs ended at.
 */
export function feedRatioLines(runs: FeedRun[]): string[] {
  const lines: string[] = [];
  for (const path of ['redirect', 'postback'] as const) {
    const rounds = [...new Set(runs.filter((r) => r.path === path).map((r) => r.round))];
    if (!rounds.length) continue;
    const pair = (round: number) => {
      const of = (label: VariantLabel) => runs.find((r) => r.path === path && r.round === round && r.label === label)!;
      return { fed: of('with_feed').result, bare: of('without').result };
    };
    const throughput = rounds.map((round) => pair(round).fed.requests_per_s / pair(round).bare.requests_per_s);
    const cpu = rounds.map((round) => pair(round).fed.cpu_us.total / pair(round).bare.cpu_us.total);
    const loads = runs.filter((r) => r.path === path).map((r) => r.result.load_avg);
    lines.push(
      `feed ratio ${path} (with_feed / without): req/s ${median(throughput).toFixed(3)} ` +
        `(median of ${rounds.length} rounds, each ${range(throughput, 3)}); CPU µs/req ${median(cpu).toFixed(3)} ` +
        `(${range(cpu, 3)}); load avg ${range(loads, 2)}`,
    );
  }
  return lines;
}
