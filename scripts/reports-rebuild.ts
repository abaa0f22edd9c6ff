import 'reflect-metadata';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { loadConfig } from '../infra/config';

/**
 * `npm run reports:rebuild [workspace_id]`: recomputes the report rollups from the click and
 * conversion tables (Postgres stays the source of truth), one workspace per transaction, so
 * reports stay readable (old rows) until each workspace commits.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
  try {
    const only = process.argv[2];
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
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
