import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { SingleBar, Presets } from 'cli-progress';
import pg from 'pg';
import pino from 'pino';
import { startRuntime } from '../app/runtime';
import { enqueueRuleTick } from '../jobs/rules';
import { closeReportPool } from '../reports/pool';
import { createRule } from '../services/rules/rules';
import { createUser } from '../services/accounts/users';
import { createWorkspace } from '../services/accounts/workspaces';
import { cleanUp, testConfig } from '../test/support/harness';

/**
 * `npm run bench:rules`: one evaluation tick of BENCH_RULES rules (default 1,000) through the
 * real queue and worker, over BENCH_RULE_CLICKS clicks (default 200,000) seeded into one
 * workspace today: 200 campaigns, 600 flows, 100 offers, 2,000 sub_id_1 values. Rules mix target
 * kinds and windows (campaign/today, sub_id_1/last 24 h, offer/today, flow/last 6 h); their
 * conditions do not fire, so the figure is the cost of judging (report queries), not of actions.
 * Prints one JSON line.
 */
async function main(): Promise<void> {
  const ruleCount = Number(process.env.BENCH_RULES ?? 1000);
  const clickCount = Number(process.env.BENCH_RULE_CLICKS ?? 200_000);
  const config = testConfig({ LOG_LEVEL: 'warn' });
  const log = pino({ level: 'warn' });
  const runtime = await startRuntime(config, { http: false, workers: true, logger: log }, log);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  try {
    const em = runtime.services.orm.em.fork();
    const user = await createUser(em, { email: `bench-${randomUUID()}@example.test`, password: `pw-${randomUUID()}` }, new Date());
    const workspace = await createWorkspace(em, user.id, { name: 'Rules bench' });
    const ws = workspace.id;
    const campaigns = Array.from({ length: 200 }, () => randomUUID());
    const flows = Array.from({ length: 600 }, () => randomUUID());
    const offers = Array.from({ length: 100 }, () => randomUUID());
    await pool.query(`insert into campaigns (id, workspace_id, name, alias, token_ciphertext) select id, $1, 'Campaign ' || n, 'bench-' || replace(id::text, '-', ''), 'x' from unnest($2::uuid[]) with ordinality as c(id, n)`, [ws, campaigns]);
    await pool.query(`insert into offers (id, workspace_id, name, url) select id, $1, 'Offer ' || n, 'https://offer.example/' from unnest($2::uuid[]) with ordinality as o(id, n)`, [ws, offers]);

    const bar = new SingleBar({ format: 'seeding clicks {bar} {value}/{total}' }, Presets.shades_classic);
    bar.start(clickCount, 0);
    const batch = 50_000;
    for (let done = 0; done < clickCount; done += batch) {
      const n = Math.min(batch, clickCount - done);
      // Clicks spread over today so far (the 'today' windows read the daily rollups, the hour windows the fact table).
      await pool.query(
        `insert into clicks (click_id, created_at, workspace_id, campaign_id, flow_id, offer_id, country, device_type, sub_id_1, cost, outcome, http_status, is_unique)
         select gen_random_uuid(), now() - random() * (now() - date_trunc('day', now())), $1,
                ($2::uuid[])[1 + (g % 200)], ($3::uuid[])[1 + (g % 600)], ($4::uuid[])[1 + (g % 100)],
                (array['US','DE','FR','GB','BR'])[1 + (g % 5)], 'mobile', 'site-' || (g % 2000), 0.01, 'redirect', 302, g % 3 = 0
           from generate_series($5::int, $6::int) g`,
        [ws, campaigns, flows, offers, done, done + n - 1],
      );
      bar.update(done + n);
    }
    bar.stop();

    const kinds = [
      { share: 0.4, body: { target_kind: 'campaign', window_kind: 'today' } },
      { share: 0.3, body: { target_kind: 'sub_id', sub_id: 1, window_kind: 'last_hours', window_hours: 24 } },
      { share: 0.2, body: { target_kind: 'offer', window_kind: 'today' } },
      { share: 0.1, body: { target_kind: 'flow', window_kind: 'last_hours', window_hours: 6 } },
    ];
    const ruleIds: string[] = [];
    for (const kind of kinds) {
      for (let i = 0; i < Math.round(ruleCount * kind.share); i++) {
        const rule = await createRule(runtime.services.orm.em.fork(), ws, { name: `Rule ${ruleIds.length}`, condition: 'roi < -30 AND clicks > 100000000', every_minutes: 5, min_clicks: 10, on_fire: [{ type: 'notify' }], ...kind.body }, async () => []);
        ruleIds.push(rule.id);
      }
    }

    const tick = 1_000_000_000;
    const started = performance.now();
    // As the scheduler queues a tick: in batches of 100.
    for (let i = 0; i < ruleIds.length; i += 100) await Promise.all(ruleIds.slice(i, i + 100).map((id) => enqueueRuleTick(runtime.services, { rule_id: id, tick })));
    const progress = new SingleBar({ format: 'evaluating {bar} {value}/{total}' }, Presets.shades_classic);
    progress.start(ruleIds.length, 0);
    for (;;) {
      const { rows } = await pool.query('select count(*)::int as n from rule_ticks where tick = $1 and finished_at is not null', [tick]);
      progress.update(rows[0].n);
      if (rows[0].n >= ruleIds.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    progress.stop();
    const tickMs = Math.round(performance.now() - started);
    const { rows } = await pool.query(
      `select percentile_cont(0.5) within group (order by duration_ms) as p50, percentile_cont(0.99) within group (order by duration_ms) as p99, max(duration_ms) as max, sum(targets)::int as targets
         from rule_ticks where tick = $1`,
      [tick],
    );
    console.log(JSON.stringify({ bench: 'rules', rules: ruleIds.length, clicks: clickCount, targets_judged: rows[0].targets, tick_ms: tickMs, rule_p50_ms: Number(rows[0].p50), rule_p99_ms: Number(rows[0].p99), rule_max_ms: Number(rows[0].max) }));
  } finally {
    await pool.end();
    await runtime.close();
    await closeReportPool(config.databaseUrl);
    await cleanUp(config);
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
