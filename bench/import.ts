import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createWriteStream, createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { processImport } from '../services/importing/process';
import { importFilePath, storeUpload } from '../services/importing/upload';
import { openBenchDatabase, releaseBenchDatabase, startBenchRuntime } from './reports/database';

/**
 * `npm run bench:import`: an import of a Keitaro-layout file of BENCH_ROWS rows (default
 * 1,000,000; semicolons, Keitaro's click ids, every 20th row a lead) into a database of its own,
 * processed in this process as the job would. Prints rows per second and the largest resident
 * set size seen (sampled every 250 ms) next to the one before the import: the file is streamed,
 * so memory stays flat however long the file is. The database is dropped afterwards.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

async function writeFile(path: string): Promise<void> {
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write('Sub ID;Datetime;Campaign;Offer;Traffic source;Country;IP;Is lead;Revenue;Sub ID 1\n');
  const start = Date.now() - 80 * 86_400_000;
  const step = (79 * 86_400_000) / ROWS;
  for (let i = 0; i < ROWS; i++) {
    const time = new Date(start + i * step).toISOString().slice(0, 19).replace('T', ' ');
    const lead = i % 20 === 0;
    await write(
      `kt${i.toString(36)};${time};Campaign ${i % 50};Offer ${i % 20};Source ${i % 5};${i % 2 ? 'US' : 'DE'};` +
        `203.0.113.${i % 250};${lead ? 1 : 0};${lead ? '2,5' : '0'};zone${i % 1000}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
}

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const file = join(folder, 'keitaro.csv');
  const database = await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    await writeFile(file);
    const { runtime, config, stop } = await startBenchRuntime(database, { workers: false });
    try {
      const workspaceId = randomUUID();
      await pool.query('insert into workspaces (id, name, postback_key) values ($1, $2, $3)', [
        workspaceId,
        'Bench import',
        randomUUID().replaceAll('-', ''),
      ]);
      const stored = await storeUpload(
        runtime.services.conversions.pool,
        config.importsDir,
        {
          workspace_id: workspaceId,
          user_id: null,
          layout: 'keitaro',
          body: createReadStream(file),
          now: new Date(),
        },
        async () => undefined,
      );
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let rssMax = rssBefore;
      const sampler = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage().rss)), 250);
      const started = performance.now();
      let lastPercent = -1;
      const result = await processImport(
        runtime.services,
        stored.import_id,
        importFilePath(config.importsDir, stored.import_id),
        (p) => {
          if (p.percent >= lastPercent + 10) {
            lastPercent = p.percent;
            process.stderr.write(`${p.percent}% ${p.clicks} clicks\n`);
          }
        },
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const mb = (bytes: number) => Math.round(bytes / 1048576);
      console.log(
        JSON.stringify({
          bench: 'import',
          layout: 'keitaro',
          rows: ROWS,
          file_mb: mb((await stat(file)).size),
          state: result.state,
          clicks: result.clicks,
          conversions: result.conversions,
          rejected: result.rejected,
          seconds: Math.round(seconds * 10) / 10,
          rows_per_second: Math.round(ROWS / seconds),
          rss_before_mb: mb(rssBefore),
          rss_max_mb: mb(rssMax),
          load: loadavg()[0].toFixed(1),
        }),
      );
    } finally {
      await stop();
    }
  } finally {
    await pool.end();
    await releaseBenchDatabase(database);
    await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
