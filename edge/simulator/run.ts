import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { AppError } from '../../services/errors';
import type { WrittenSoFar } from './batches';
import { checkRun } from './checks';
import { planSimulation, type SimulationInput } from './limits';
import type { ProgressSink, SimulationProgress } from './progress';
import { simulatedRows, simulatorRuns } from './telemetry';
import type { WriterInit, WriterReply } from './writer-messages';

export interface SimulatorDeps {
  databaseUrl: string;
  appSecret: string;
  publicBaseUrl: string;
  clock: () => Date;
  progress?: ProgressSink;
  /** How often live progress is published while the run writes (default every second). */
  progressEveryMs?: number;
  /** Aborting stops the run after the batch being written (what was committed stays). */
  signal?: AbortSignal;
}

export interface SimulationResult {
  run_id: string;
  campaign_id: string;
  clicks: number;
  bots: number;
  unique_clicks: number;
  conversions: number;
  /** Clicks per flow the engine chose (null: no flow). */
  flows: { flow_id: string | null; clicks: number }[];
  from: Date;
  to: Date;
  seed: number;
  duration_ms: number;
}

const PROGRESS_EVERY_MS = 1000;

/**
 * One simulator run (docs/simulator.md): validates here (the answer to a bad request is immediate),
 * then hands generation and writing to a worker thread (worker.ts) that writes in batches, one
 * transaction each, on its own connection — the HTTP event loop only relays its progress, every
 * second and once at the end. Resolves with the run's summary when every batch is committed and
 * the workspace's show_simulated_traffic switch is on; rejects when a batch failed, after
 * publishing a `failed` event that counts the committed clicks (they stay; the cleanup removes them).
 * Nothing is queued: simulated conversions have no conversion_writes row, so forwarding (postbacks,
 * CAPI) and webhooks never see them.
 */
export async function runSimulation(
  deps: SimulatorDeps,
  workspaceId: string,
  input: SimulationInput,
): Promise<SimulationResult> {
  const started = Date.now();
  const now = deps.clock();
  const plan = planSimulation(input, now);
  const db = new pg.Client({ connectionString: deps.databaseUrl });
  await db.connect();
  try {
    await checkRun(db, workspaceId, plan);
  } finally {
    await db.end().catch(() => undefined);
  }

  const runId = randomUUID();
  const init: WriterInit = {
    databaseUrl: deps.databaseUrl,
    appSecret: deps.appSecret,
    publicBaseUrl: deps.publicBaseUrl,
    workspaceId,
    plan,
    now: now.getTime(),
  };
  let latest: WrittenSoFar = { clicks_done: 0, conversions: 0, bots: 0, unique_clicks: 0, flows: {} };
  const publish = (phase: SimulationProgress['phase']) =>
    deps.progress?.({
      run_id: runId,
      workspace_id: workspaceId,
      phase,
      clicks_total: plan.clicks,
      clicks_done: latest.clicks_done,
      conversions: latest.conversions,
    });

  const outcome = await new Promise<WriterReply>((resolve) => {
    const worker = new Worker(join(__dirname, 'worker.js'), { workerData: init });
    publish('routing');
    const ticker = setInterval(() => publish('routing'), deps.progressEveryMs ?? PROGRESS_EVERY_MS);
    const stop = () => worker.postMessage({ kind: 'stop' });
    deps.signal?.addEventListener('abort', stop, { once: true });
    let ended = false;
    const end = (reply: WriterReply) => {
      if (ended) return;
      ended = true;
      clearInterval(ticker);
      deps.signal?.removeEventListener('abort', stop);
      resolve(reply);
    };
    worker.on('message', (reply: WriterReply) => {
      latest = reply.written;
      if (reply.kind !== 'batch') end(reply);
    });
    // A crash of the thread itself (out of memory, a bug): what the batches committed is what was written.
    worker.on('error', (error) =>
      end({ kind: 'failed', written: latest, error: { status: 500, code: 'internal', message: error.message } }),
    );
    worker.on('exit', () =>
      end({
        kind: 'failed',
        written: latest,
        error: { status: 500, code: 'internal', message: 'the simulator writer ended without an answer' },
      }),
    );
  });

  simulatedRows.inc({ table: 'clicks' }, latest.clicks_done);
  simulatedRows.inc({ table: 'conversions' }, latest.conversions);
  if (outcome.kind === 'failed') {
    simulatorRuns.inc({ result: 'failed' });
    publish('failed');
    const { status, code, message } = outcome.error;
    throw status === 500 ? new Error(`simulator run failed: ${message}`) : new AppError(message, code, status);
  }
  simulatorRuns.inc({ result: 'completed' });
  publish('done');
  return {
    run_id: runId,
    campaign_id: plan.campaign_id,
    clicks: latest.clicks_done,
    bots: latest.bots,
    unique_clicks: latest.unique_clicks,
    conversions: latest.conversions,
    flows: Object.entries(latest.flows)
      .map(([flow, clicks]) => ({ flow_id: flow || null, clicks }))
      .sort((a, b) => b.clicks - a.clicks),
    from: plan.from,
    to: plan.to,
    seed: plan.seed,
    duration_ms: Date.now() - started,
  };
}
