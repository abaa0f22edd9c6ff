import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { startRuntime } from '../app/runtime';
import { ConfigError, loadConfig, prepareEnvironment } from '../infra/config';
import { DependencyUnavailable } from '../infra/database';
import { AppError } from '../services/errors';
import { readDumpApi, readDumpDir } from '../services/importing/keitaro-setup/read';
import { importKeitaroSetup } from '../services/importing/keitaro-setup/run';
import { isUuid } from '../entities/uuid';

const USAGE = `usage: npm run import:keitaro-setup -- --workspace <workspace id> (--url <Keitaro URL> --api-key <key> | \
--dir <directory of campaigns.json, streams.json, offers.json, …>) [--dry-run] [--report <plan.json>]`;

class UsageError extends Error {}

/**
 * `npm run import:keitaro-setup`: the same import as POST /import/keitaro-setup, from a running
 * Keitaro or from its Admin API answers saved as files; prints the plan's summary (and writes the
 * whole plan as JSON with --report).
 */
async function main(): Promise<number> {
  let values: Record<string, any>;
  try {
    ({ values } = parseArgs({
      options: {
        workspace: { type: 'string' },
        url: { type: 'string' },
        'api-key': { type: 'string' },
        dir: { type: 'string' },
        'dry-run': { type: 'boolean' },
        report: { type: 'string' },
      },
      strict: true,
    }));
    if (!values.workspace) throw new UsageError('--workspace is required');
    if (!isUuid(values.workspace)) throw new UsageError('--workspace takes a workspace id (UUID)');
    if (!values.url === !values.dir) throw new UsageError('give either --url with --api-key, or --dir');
    if (values.url && !values['api-key']) throw new UsageError('--api-key is required with --url');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  prepareEnvironment(process.cwd(), () => undefined);
  let runtime;
  try {
    const config = loadConfig();
    runtime = await startRuntime(config, { http: false, workers: false }, pino({ level: 'warn' }));
    const services = runtime.services;
    const { rows } = await services.conversions.pool.query('select 1 from workspaces where id = $1', [
      values.workspace,
    ]);
    if (!rows.length) throw new UsageError('workspace not found');
    const dump = values.url
      ? await readDumpApi(services.outbound, values.url, values['api-key'])
      : await readDumpDir(values.dir);
    const dryRun = values['dry-run'] ?? false;
    const result = await importKeitaroSetup(services, values.workspace, dump, { dryRun });
    const count = (kind: string) => result.create.filter((e) => e.kind === kind).length;
    const kinds = ['campaign', 'flow', 'offer', 'landing', 'source', 'network', 'group'];
    console.log(
      `${dryRun ? 'Dry run, nothing written: would create' : 'Created'} ` +
        `${kinds.map((k) => `${count(k)} ${k}s`).join(', ')}; ${result.existing.length} imported before, left as they are.`,
    );
    console.log(`Translated (${result.translated.length}):`);
    for (const n of result.translated) console.log(`  ${n.kind} ${n.keitaro_id} ${n.name}: ${n.field}: ${n.rule}`);
    console.log(`Not carried over (${result.not_carried.length}):`);
    for (const n of result.not_carried) console.log(`  ${n.kind} ${n.keitaro_id} ${n.name}: ${n.what}: ${n.reason}`);
    if (values.report) {
      await writeFile(values.report, `${JSON.stringify(result, null, 2)}\n`);
      console.log(`The whole plan: ${values.report}`);
    }
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DependencyUnavailable ||
      error instanceof AppError ||
      (error as NodeJS.ErrnoException).code === 'ENOENT'
    ) {
      console.error(`import:keitaro-setup: ${(error as Error).message}`);
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
