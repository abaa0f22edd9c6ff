import 'reflect-metadata';
import { SingleBar, Presets } from 'cli-progress';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, prepareEnvironment } from '../infra/config';
import { DependencyUnavailable, openDatabase } from '../infra/database';
import { AppError } from '../services/errors';
import { runSimulation } from '../edge/simulator/run';
import type { ConversionRateInput, WeightedValue } from '../edge/simulator/limits';
import { isUuid } from '../entities/uuid';

const USAGE = `usage: npm run simulate -- --campaign <campaign id> --clicks <1-100000>
  [--geo US=3 --geo DE=1] [--device mobile=2 --device desktop=1] [--bot-share 0.1] [--unique-share 0.8] [--lp-ctr 0.3]
  [--conversion lead=0.05:2.50 --conversion sale=0.01:40] [--from <ISO time>] [--to <ISO time>] [--seed <n>]`;

/** `value=weight` pairs of a repeated option. */
function weighted(list: string[] | undefined, option: string): WeightedValue[] | null {
  if (!list?.length) return null;
  return list.map((entry) => {
    const match = /^([^=]+)=(\d+(\.\d+)?)$/.exec(entry);
    if (!match) throw new UsageError(`--${option} takes value=weight, such as US=3`);
    return { value: match[1], weight: Number(match[2]) };
  });
}

class UsageError extends Error {}

function conversions(list: string[] | undefined): ConversionRateInput[] | null {
  if (!list?.length) return null;
  return list.map((entry) => {
    const match = /^([a-z0-9_]+)=(\d+(\.\d+)?):(\d+(\.\d+)?)$/.exec(entry);
    if (!match) throw new UsageError('--conversion takes status=rate:payout, such as lead=0.05:2.50');
    return { status: match[1], rate: Number(match[2]), payout: match[4] };
  });
}

function number(value: string | undefined, option: string): number | null {
  if (value === undefined) return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new UsageError(`--${option} takes a number`);
  return parsed;
}

function date(value: string | undefined, option: string): Date | null {
  if (value === undefined) return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new UsageError(`--${option} takes an ISO 8601 time`);
  return parsed;
}

/**
 * `npm run simulate`: one simulator run from the command line (docs/simulator.md), for the
 * workspace owning the campaign, with a progress bar. The same service as POST /simulator/runs.
 */
async function main(): Promise<number> {
  let values: Record<string, any>;
  try {
    ({ values } = parseArgs({
      options: {
        campaign: { type: 'string' },
        clicks: { type: 'string' },
        geo: { type: 'string', multiple: true },
        device: { type: 'string', multiple: true },
        'bot-share': { type: 'string' },
        'unique-share': { type: 'string' },
        'lp-ctr': { type: 'string' },
        conversion: { type: 'string', multiple: true },
        from: { type: 'string' },
        to: { type: 'string' },
        seed: { type: 'string' },
      },
      strict: true,
    }));
    if (!values.campaign || !values.clicks) throw new UsageError('--campaign and --clicks are required');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let orm;
  const bar = new SingleBar(
    {
      format: 'simulate |{bar}| {percentage}% {value}/{total} clicks, {conversions} conversions, {phase}',
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  try {
    prepareEnvironment(process.cwd(), () => undefined);
    const input = {
      campaign_id: values.campaign as string,
      clicks: number(values.clicks, 'clicks')!,
      geos: weighted(values.geo, 'geo'),
      devices: weighted(values.device, 'device'),
      bot_share: number(values['bot-share'], 'bot-share'),
      unique_share: number(values['unique-share'], 'unique-share'),
      lp_ctr: number(values['lp-ctr'], 'lp-ctr'),
      conversions: conversions(values.conversion),
      from: date(values.from, 'from'),
      to: date(values.to, 'to'),
      seed: number(values.seed, 'seed'),
    };
    const config = loadConfig();
    orm = await openDatabase(config.databaseUrl);
    if (!isUuid(input.campaign_id)) throw new UsageError('--campaign takes a campaign id (UUID)');
    const found = await orm.em
      .fork()
      .getConnection()
      .execute<{ workspace_id: string }[]>('select workspace_id from campaigns where id = ? and deleted_at is null', [
        input.campaign_id,
      ]);
    if (!found.length) throw new UsageError('campaign not found');
    bar.start(input.clicks, 0, { conversions: 0, phase: 'routing' });
    const stop = new AbortController();
    // Ctrl-C stops after the batch being written; the committed batches stay (the cleanup removes them).
    process.once('SIGINT', () => stop.abort());
    const result = await runSimulation(
      {
        databaseUrl: config.databaseUrl,
        appSecret: config.appSecret,
        publicBaseUrl: config.publicBaseUrl,
        clock: () => new Date(),
        signal: stop.signal,
        progress: (p) => bar.update(p.clicks_done, { conversions: p.conversions, phase: p.phase }),
      },
      found[0].workspace_id,
      input,
    );
    bar.stop();
    const seconds = result.duration_ms / 1000;
    console.log(
      `Wrote ${result.clicks} simulated clicks (${result.bots} bots, ${result.unique_clicks} unique) and ` +
        `${result.conversions} conversions in ${seconds.toFixed(2)} s (${Math.round(result.clicks / seconds)} ` +
        `clicks/s); seed ${result.seed}.`,
    );
    for (const flow of result.flows) console.log(`  flow ${flow.flow_id ?? '(none)'}: ${flow.clicks} clicks`);
    return 0;
  } catch (error) {
    bar.stop();
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DependencyUnavailable ||
      error instanceof AppError
    ) {
      console.error(`simulate: ${error.message}`);
      return error instanceof UsageError ? 2 : 1;
    }
    throw error;
  } finally {
    await orm?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
