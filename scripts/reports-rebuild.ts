import 'reflect-metadata';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { loadConfig, type Config } from '../infra/config';
import { openRedis } from '../infra/redis';
import { openCopyStore } from '../reports/analytics/start';
import { AnalyticsOwner } from '../reports/analytics/owner';
import { askOwner, type AnalyticsStatus } from '../reports/analytics/remote';

/**
 * `npm run reports:rebuild [workspace_id]`: recomputes the report rollups from the click and
 * conversion tables (Postgres stays the source of truth), one workspace per transaction, so
 * reports stay readable (old rows) until each workspace commits; then, with ANALYTICS=duckdb or clickhouse,
 * rebuilds the analytics copy (docs/reports.md, "Analytics store"): through the process that owns
 * it when one runs (DuckDB has one writer; the request goes over Redis and its progress comes
 * back), otherwise in this process. Reports read Postgres until the copy is complete.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  try {
    await rebuildRollups(pool, process.argv[2]);
    if (config.analytics !== 'postgres') await rebuildCopy(config, pool);
  } finally {
    await pool.end();
  }
}

async function rebuildRollups(pool: pg.Pool, only: string | undefined): Promise<void> {
  const { rows } = await pool.query<{ id: string }>(
    only ? 'select id from workspaces where id = $1' : 'select id from workspaces order by id',
    only ? [only] : [],
  );
  const bar = new cliProgress.SingleBar(
    { format: 'rebuilding report rollups [{bar}] {value}/{total} workspaces' },
    cliProgress.Presets.shades_classic,
  );
  bar.start(rows.length, 0);
  for (const [i, row] of rows.entries()) {
    await pool.query('select report_rollups_rebuild($1)', [row.id]);
    bar.update(i + 1);
  }
  bar.stop();
}

function copyBar(): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    { format: 'rebuilding the analytics copy [{bar}] {value}/{total} days, {rows} clicks' },
    cliProgress.Presets.shades_classic,
  );
}

async function rebuildCopy(config: Config, pool: pg.Pool): Promise<void> {
  const redis = await openRedis(config.redisUrl, 'reports-rebuild');
  try {
    const ask = (op: 'rebuild' | 'status') =>
      askOwner<AnalyticsStatus>(
        async () => redis,
        () => undefined,
        config.redisPrefix,
        { op },
        10_000,
      );
    const started = await ask('rebuild');
    if (started) {
      const bar = copyBar();
      bar.start(1, 0, { rows: 0 });
      for (let status = started; ; ) {
        bar.setTotal(Math.max(status.total, 1));
        bar.update(status.done, { rows: status.rows });
        if (status.state === 'ready') break;
        if (status.state === 'failed')
          throw new Error('the analytics copy could not be rebuilt: see the owner process log');
        await new Promise((resolve) => setTimeout(resolve, 500));
        status = (await ask('status')) ?? status;
      }
      bar.stop();
      return;
    }
  } finally {
    await redis.quit();
  }
  // No owner runs: this process opens the file and rebuilds it.
  const bar = copyBar();
  bar.start(1, 0, { rows: 0 });
  const progress = (done: number, total: number, rows: number) => {
    bar.setTotal(Math.max(total, 1));
    bar.update(done, { rows });
  };
  const log = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };
  const owner = await AnalyticsOwner.start(pool, await openCopyStore(config), log, {
    progress,
    statementTimeoutS: config.analyticsCopyTimeoutS,
  });
  try {
    if (!(await owner.settled())) await owner.rebuild(undefined, progress);
    await owner.catchUp();
  } finally {
    bar.stop();
    await owner.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
