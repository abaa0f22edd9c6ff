import 'reflect-metadata';
import { loadavg } from 'node:os';
import { SingleBar, Presets } from 'cli-progress';
import pg from 'pg';
import { scheduleDueRules } from '../services/rules/schedule';
import { enqueueRuleTick } from '../services/rules/queue';
import { createRule, type RuleFields } from '../services/rules/rules';
import { rng } from './reports/seed-rows';
import { openBenchDatabase, releaseBenchDatabase, seedOrReuse, startBenchRuntime } from './reports/database';

/**
 * `npm run bench:rules`: evaluation ticks of BENCH_RULES rules (default 1,000) through the real
 * scheduler, queue and worker, over the reports benchmark's data set (bench/reports/seed.ts):
 * - BENCH_DATABASE=<name>: the kept database of `npm run bench:reports` (10 million clicks), not
 *   seeded again; a new name is seeded with BENCH_CLICKS (default 10,000,000) and kept;
 * - otherwise a database of its own with BENCH_CLICKS (default 200,000) clicks, dropped afterwards.
 *
 * Rules have the shapes a media buyer writes: campaign, flow, offer and source rules on listed
 * targets or all of them, and placement rules (sub_id_1 or site inside one campaign), with
 * look-backs of 3 to 24 hours or today, a minimum sample, a daily schedule, and conditions such as
 * `roi < -30 AND clicks > 500`. They are dry runs that notify (the bench workspace has no members,
 * so nothing is sent): targets that meet a condition are fired and recorded, nothing is paused.
 * The first tick is queued by the product's scheduler (`scheduleDueRules`), the next ones
 * (BENCH_TICKS, default 3 in all) as the scheduler queues them. The rules are deleted at the end.
 * Prints one JSON line per tick and a summary.
 */
const RULES = Number(process.env.BENCH_RULES ?? 1000);
const TICKS = Number(process.env.BENCH_TICKS ?? 3);

interface Entities {
  campaigns: string[];
  flows: Map<string, string[]>;
  offers: string[];
  sources: string[];
}

/** The rule mix: shares of kinds, and per kind how targets, windows and conditions are drawn. */
function ruleShapes(count: number, entities: Entities): RuleFields[] {
  const random = rng(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const some = (list: readonly string[], max: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list))),
  ];
  const hours = () => pick([3, 6, 12, 24]);
  const windowOf = (todayShare: number) =>
    random() < todayShare ? { window_kind: 'today' } : { window_kind: 'last_hours', window_hours: hours() };
  const kinds: { share: number; make: () => RuleFields }[] = [
    {
      share: 0.25,
      make: () => ({
        target_kind: 'campaign',
        target_ids: random() < 0.2 ? [] : some(entities.campaigns, 3),
        condition: 'roi < -30 AND clicks > 500',
        ...windowOf(0.5),
      }),
    },
    {
      share: 0.15,
      make: () => ({
        target_kind: 'flow',
        target_ids: entities.flows.get(pick(entities.campaigns)) ?? [],
        condition: 'cr < 0.5 AND clicks > 300',
        ...windowOf(0.3),
      }),
    },
    {
      share: 0.15,
      make: () => ({
        target_kind: 'offer',
        target_ids: random() < 0.2 ? [] : some(entities.offers, 2),
        condition: 'epc < 0.02 AND clicks > 200',
        ...windowOf(0.6),
      }),
    },
    {
      share: 0.05,
      make: () => ({
        target_kind: 'source',
        target_ids: random() < 0.5 ? [] : [pick(entities.sources)],
        condition: 'roi < -50 AND cost > 20',
        ...windowOf(0.5),
      }),
    },
    {
      share: 0.3,
      make: () => ({
        target_kind: 'sub_id',
        sub_id: 1,
        target_ids: [pick(entities.campaigns)],
        condition: 'conversions = 0 AND clicks > 100',
        ...windowOf(0.3),
      }),
    },
    {
      share: 0.1,
      make: () => ({
        target_kind: 'site',
        target_ids: [pick(entities.campaigns)],
        condition: '(revenue - cost) / clicks < -0.01 AND clicks > 200',
        ...windowOf(0.3),
      }),
    },
  ];
  const rules: RuleFields[] = [];
  for (const kind of kinds) {
    for (let i = 0; i < Math.round(count * kind.share) && rules.length < count; i++) {
      // Daily schedule: the minute sweep then never queues a rule's next real tick during the run
      // (with 5-minute rules it did, and doubled the work of the bench's later ticks). The schedule
      // does not change what one evaluation costs.
      rules.push({
        name: `Bench rule ${rules.length + 1}`,
        every_minutes: 1440,
        min_clicks: 50,
        dry_run: true,
        enabled: false,
        on_fire: [{ type: 'notify' }],
        ...kind.make(),
      });
    }
  }
  return rules;
}

async function loadEntities(pool: pg.Pool, workspaceId: string): Promise<Entities> {
  const campaigns = await pool.query<{ id: string; source_id: string }>(
    'select id, source_id from campaigns where workspace_id = $1 order by id',
    [workspaceId],
  );
  const flows = await pool.query<{ campaign_id: string; ids: string[] }>(
    'select campaign_id, array_agg(id order by id) as ids from flows where workspace_id = $1 group by 1',
    [workspaceId],
  );
  const offers = await pool.query<{ id: string }>('select id from offers where workspace_id = $1 order by id', [
    workspaceId,
  ]);
  return {
    campaigns: campaigns.rows.map((r) => r.id),
    flows: new Map(flows.rows.map((r) => [r.campaign_id, r.ids])),
    offers: offers.rows.map((r) => r.id),
    sources: [...new Set(campaigns.rows.map((r) => r.source_id).filter(Boolean))],
  };
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let ruleIds: string[] = [];
  try {
    const seeded = await seedOrReuse(
      database,
      pool,
      process.env.BENCH_DATABASE ? 10_000_000 : 200_000,
      process.env.BENCH_DATA === 'uniform',
    );
    if (seeded.seed)
      console.log(JSON.stringify({ bench: 'rules', query: 'seed', database: database.name, ...seeded.seed }));
    const { runtime, stop } = await startBenchRuntime(database, { workers: true });
    try {
      const ws = seeded.workspace_id;
      const shapes = ruleShapes(RULES, await loadEntities(pool, ws));
      for (const shape of shapes)
        ruleIds.push((await createRule(runtime.services.orm.em.fork(), ws, shape, async () => [])).id);
      // Created disabled so the minute sweep cannot start half of them early; enabled at once.
      await pool.query('update rules set enabled = true where id = any($1::uuid[])', [ruleIds]);

      const ticks: number[] = [];
      for (let t = 0; t < TICKS; t++) {
        const now = new Date();
        const started = performance.now();
        // The first tick is each rule's current one (tickOf(now, every_minutes)), queued by the
        // product's scheduler; the next ones under tick numbers no clock reaches, queued as it does (batches of 100).
        const synthetic = t === 0 ? 0 : 1_000_000_000 + t;
        if (t === 0) await scheduleDueRules(runtime.services, now);
        else
          for (let i = 0; i < ruleIds.length; i += 100)
            await Promise.all(
              ruleIds
                .slice(i, i + 100)
                .map((id) => enqueueRuleTick(runtime.services, { rule_id: id, tick: synthetic })),
            );
        const progress = new SingleBar(
          { format: `tick ${t + 1}/${TICKS} {bar} {value}/{total} rules` },
          Presets.shades_classic,
        );
        progress.start(ruleIds.length, 0);
        const stats = async () =>
          (
            await pool.query<{ done: number; targets: number; fired: number; p50: number; p99: number; max: number }>(
              `select count(*) filter (where t.finished_at is not null)::int as done, coalesce(sum(t.targets),
                0)::int as targets, coalesce(sum(t.fired), 0)::int as fired,
                      percentile_cont(0.5) within group (order by t.duration_ms) as p50, percentile_cont(0.99)
                        within group (order by t.duration_ms) as p99, max(t.duration_ms) as max
                 from rules r join rule_ticks t on t.rule_id = r.id
                where r.id = any($1::uuid[]) and t.tick = case when $2::bigint > 0 then $2::bigint else
                  (extract(epoch from $3::timestamptz) * 1000)::bigint / (r.every_minutes * 60000) end`,
              [ruleIds, synthetic, now],
            )
          ).rows[0];
        let row = await stats();
        while (row.done < ruleIds.length) {
          progress.update(row.done);
          await new Promise((resolve) => setTimeout(resolve, 200));
          row = await stats();
        }
        progress.stop();
        const tickMs = Math.round(performance.now() - started);
        ticks.push(tickMs);
        console.log(
          JSON.stringify({
            bench: 'rules',
            tick: t + 1,
            rules: ruleIds.length,
            clicks: seeded.clicks,
            database: database.name,
            tick_s: Math.round(tickMs / 100) / 10,
            target: 'tick_s < 10',
            targets_judged: row.targets,
            fired: row.fired,
            rule_p50_ms: Number(row.p50),
            rule_p99_ms: Number(row.p99),
            rule_max_ms: Number(row.max),
            load_1m: Math.round(loadavg()[0] * 10) / 10,
          }),
        );
      }
      const sorted = [...ticks].sort((a, b) => a - b);
      console.log(
        JSON.stringify({
          bench: 'rules',
          rules: ruleIds.length,
          clicks: seeded.clicks,
          ticks: ticks.length,
          tick_p50_s: Math.round(sorted[Math.floor(sorted.length / 2)] / 100) / 10,
          tick_max_s: Math.round(sorted[sorted.length - 1] / 100) / 10,
          target: 'tick_s < 10',
        }),
      );
    } finally {
      // Deleting a rule deletes its ticks, states and history (cascade): a kept database stays as seeded.
      if (ruleIds.length) await pool.query('delete from rules where id = any($1::uuid[])', [ruleIds]);
      ruleIds = [];
      await stop();
    }
  } finally {
    await pool.end();
    await releaseBenchDatabase(database);
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
