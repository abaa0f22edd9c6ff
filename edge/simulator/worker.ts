import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { parentPort, workerData } from 'node:worker_threads';
import { ormOptions } from '../../infra/database';
import { AppError, NotFoundError } from '../../services/errors';
import { analyzeDayPartitions, ensureClickPartitionsFor } from '../../services/clicks/partitions';
import { writeInBatches, type WrittenSoFar } from './batches';
import { checkRun } from './checks';
import { compileForSimulation } from './routing';
import { daysOf, type WriterInit, type WriterReply } from './writer-messages';

/**
 * The simulator's writer thread (edge/simulator/writer.ts starts it): compiles the campaign with
 * its own ORM, generates and routes the clicks and writes them in batches on its own connection,
 * so neither the CPU of generation nor the waits on Postgres touch the HTTP event loop. Replies
 * after every committed batch, then once with the outcome; a `stop` message ends it after the
 * batch being written.
 */
const init = workerData as WriterInit;
const port = parentPort!;
const reply = (message: WriterReply) => port.postMessage(message);
let stopRequested = false;
port.on('message', (message: { kind: string }) => {
  if (message.kind === 'stop') stopRequested = true;
});
// The listener must not keep the thread alive: it ends when main's work ends (else every run left a thread behind).
port.unref();

async function main(): Promise<void> {
  const written: WrittenSoFar = { clicks_done: 0, conversions: 0, bots: 0, unique_clicks: 0, flows: {} };
  const orm = await MikroORM.init({ ...ormOptions(init.databaseUrl), pool: { min: 0, max: 1 } });
  const db = new pg.Client({ connectionString: init.databaseUrl });
  try {
    await db.connect();
    const buckets = await checkRun(db, init.workspaceId, init.plan);
    const days = daysOf(init.plan);
    const campaign = await compileForSimulation(
      () => orm.em.fork(),
      init.appSecret,
      init.publicBaseUrl,
      () => new Date(init.now),
      init.plan.campaign_id,
      // Each simulated day's clicks cost at that day's rate (spec: money at the rate of the click date).
      days.map((day) => day.toISOString().slice(0, 10)),
    );
    await orm.close();
    if (!campaign) throw new NotFoundError('campaign not found');
    await ensureClickPartitionsFor(db, days, 'clicks');
    await ensureClickPartitionsFor(db, days, 'conversions');
    await writeInBatches(
      {
        db,
        campaign,
        plan: init.plan,
        buckets,
        now: init.now,
        onBatch: (sofar) => reply({ kind: 'batch', written: sofar }),
        stopRequested: () => stopRequested,
      },
      written,
    );
    if (written.clicks_done > 0) {
      await db.query('update workspaces set show_simulated_traffic = true where id = $1', [init.workspaceId]);
      await analyzeDayPartitions(db, days, 'clicks');
      await analyzeDayPartitions(db, days, 'conversions');
    }
    reply(
      stopRequested && written.clicks_done < init.plan.clicks
        ? { kind: 'failed', written, error: { status: 503, code: 'stopped', message: 'the run was stopped' } }
        : { kind: 'done', written },
    );
  } catch (error) {
    // What the committed batches wrote stays (docs/simulator.md): it is simulated and the cleanup removes it.
    if (written.clicks_done > 0)
      await db
        .query('update workspaces set show_simulated_traffic = true where id = $1', [init.workspaceId])
        .catch(() => undefined);
    const known = error instanceof AppError;
    reply({
      kind: 'failed',
      written,
      error: {
        status: known ? error.status : 500,
        code: known ? error.code : 'internal',
        message: (error as Error).message,
      },
    });
  } finally {
    await orm.close().catch(() => undefined);
    await db.end().catch(() => undefined);
  }
}

void main();
