import 'reflect-metadata';
import { SingleBar, Presets } from 'cli-progress';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { startRuntime } from '../app/runtime';
import { ConfigError, loadConfig, prepareEnvironment } from '../infra/config';
import { DependencyUnavailable } from '../infra/database';
import { AppError } from '../services/errors';
import { IMPORT_LAYOUTS, readDelimiter, type ImportLayout } from '../services/importing/layouts';
import { processImport } from '../services/importing/process';
import { importFilePath, storeUpload } from '../services/importing/upload';
import { getImport } from '../services/importing/imports';
import { isUuid } from '../entities/uuid';

const USAGE = `usage: npm run import -- <file> --workspace <workspace id> [--layout ${IMPORT_LAYOUTS.join('|')}] \
[--delimiter auto|comma|semicolon|tab] [--dry-run] [--report]`;

class UsageError extends Error {}

/**
 * `npm run import -- <file>`: the same import as POST /import/external-tracker (stored, idempotent
 * by content, resumable), processed in this process with a progress bar instead of a job.
 */
async function main(): Promise<number> {
  let values: Record<string, any>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      options: {
        workspace: { type: 'string' },
        layout: { type: 'string' },
        delimiter: { type: 'string' },
        'dry-run': { type: 'boolean' },
        report: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    }));
    if (positionals.length !== 1 || !values.workspace) throw new UsageError('a file and --workspace are required');
    if (values.layout && !(IMPORT_LAYOUTS as readonly string[]).includes(values.layout))
      throw new UsageError(`--layout is one of ${IMPORT_LAYOUTS.join(', ')}`);
    if (!isUuid(values.workspace)) throw new UsageError('--workspace takes a workspace id (UUID)');
    values.delimiter = readDelimiter(values.delimiter);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const file = positionals[0];
  const layout = (values.layout ?? (/\.jsonl?$/i.test(file) ? 'jsonl' : 'csv')) as ImportLayout;
  prepareEnvironment(process.cwd(), () => undefined);
  let runtime;
  const bar = new SingleBar(
    {
      format: 'import |{bar}| {percentage}% {clicks} clicks, {conversions} conversions, {rejected} rejected',
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  try {
    const size = (await stat(file)).size;
    const config = loadConfig();
    const log = pino({ level: 'warn' });
    runtime = await startRuntime(config, { http: false, workers: false }, log);
    const services = runtime.services;
    const pool = services.conversions.pool;
    const { rows } = await pool.query('select 1 from workspaces where id = $1', [values.workspace]);
    if (!rows.length) throw new UsageError('workspace not found');
    const stored = await storeUpload(
      pool,
      config.importsDir,
      {
        workspace_id: values.workspace,
        user_id: null,
        layout,
        body: createReadStream(file),
        now: new Date(),
        delimiter: values.delimiter,
        dry_run: values['dry-run'] ?? false,
      },
      async () => undefined,
    );
    let current = await getImport(pool, values.workspace, stored.import_id);
    if (!stored.created && (current.state === 'done' || current.state === 'failed')) {
      console.log(`This file was imported before (import ${current.id}, ${current.state}): nothing added.`);
    } else {
      bar.start(100, 0, { clicks: 0, conversions: 0, rejected: 0 });
      await processImport(services, stored.import_id, importFilePath(config.importsDir, stored.import_id), (p) =>
        bar.update(p.percent, { clicks: p.clicks, conversions: p.conversions, rejected: p.rejected }),
      );
      bar.stop();
      current = await getImport(pool, values.workspace, stored.import_id);
    }
    console.log(
      `Import ${current.id} of ${size} bytes: ${current.state}; ${current.clicks} clicks, ${current.conversions} ` +
        `conversions, ${current.rejected} rejected rows.`,
    );
    if (current.would_create) {
      const { campaign, source, offer, landing } = current.would_create;
      console.log(
        `Dry run, nothing written: would add these clicks and conversions and create ${campaign} campaigns, ` +
          `${source} sources, ${offer} offers, ${landing} landings.`,
      );
    }
    if (current.error) console.log(`Stopped: ${current.error} (its rows were removed).`);
    const shown = values.report ? current.rejected_rows : current.rejected_rows.slice(0, 10);
    for (const row of shown) console.log(`  line ${row.line}: ${row.reason}`);
    if (shown.length < current.rejected)
      console.log(
        `  … ${current.rejected - shown.length} more (--report lists up to 1000; GET /admin_api/v1/import/external-tracker/${current.id})`,
      );
    return current.state === 'failed' ? 1 : 0;
  } catch (error) {
    bar.stop();
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DependencyUnavailable ||
      error instanceof AppError ||
      (error as NodeJS.ErrnoException).code === 'ENOENT'
    ) {
      console.error(`import: ${(error as Error).message}`);
      return error instanceof UsageError ? 2 : 1;
    }
    throw error;
  } finally {
    await runtime?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
