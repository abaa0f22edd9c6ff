import BeeQueue from 'bee-queue';
import './bee-queue-redis';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { AppServices } from '../services/context';
import { registry } from '../infra/telemetry';
import type { JobQueue, QueueSpec } from '../services/queue';
import { luaScript, runLuaScript } from '../infra/redis';
import type { JobDefinition } from './job';

/** Times a failed job is put back by a sweeper before it is given up. */
export const MAX_REQUEUES = 50;

/**
 * Moves one failed job, if it is still failed and unchanged: KEYS failed set, jobs hash, waiting
 * list, given-up set; ARGV id, the job's stored JSON, its new JSON, '1' to give it up.
 */
const MOVE_FAILED_SCRIPT = luaScript(`
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0 then return 0 end
if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('SREM', KEYS[1], ARGV[1])
if ARGV[4] == '1' then
  redis.call('SADD', KEYS[4], ARGV[1])
else
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
  redis.call('LPUSH', KEYS[3], ARGV[1])
end
return 1
`);

const jobsGivenUp = new Counter({
  name: 'jobs_given_up_total',
  help: 'Failed jobs a sweeper stopped putting back after MAX_REQUEUES attempts (work that will not happen without an operator)',
  labelNames: ['queue'] as const,
  registers: [registry],
});

const jobsTotal = new Counter({
  name: 'jobs_total',
  help: 'Background job attempts by queue and result',
  labelNames: ['queue', 'result'] as const,
  registers: [registry],
});

/**
 * The runners open in this process: one in a deployed process; a process that starts the service
 * again after closing it (the tests do) reads the open one, not the first one ever created.
 */
const openRunners = new Set<JobRunner>();

new Gauge({
  name: 'queue_jobs',
  help: 'Jobs per queue and state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  // Read from the shared Redis: every process of a cluster sees the same counts (max, not sum).
  aggregator: 'max',
  async collect() {
    for (const runner of openRunners) await runner.collectQueueDepth(this);
  },
});

const STALL_INTERVAL_MS = 5000;

/** Creates queues for producing and (when started) processing jobs, on bee-queue over Redis. */
export class JobRunner implements JobQueue {
  private readonly producers = new Map<string, BeeQueue>();
  private readonly workers: BeeQueue[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(
    private readonly services: AppServices,
    private readonly log: FastifyBaseLogger,
  ) {
    openRunners.add(this);
  }

  /** Sets the gauge to each of this runner's queues' counts, read from Redis. */
  async collectQueueDepth(gauge: Gauge<'queue' | 'state'>): Promise<void> {
    for (const [name, queue] of this.producers) {
      const health = await queue.checkHealth().catch(() => null);
      if (!health) continue;
      for (const state of ['waiting', 'active', 'delayed', 'failed'] as const)
        gauge.set({ queue: name, state }, health[state]);
    }
  }

  private settings(isWorker: boolean): BeeQueue.QueueSettings {
    return {
      prefix: `${this.services.config.redisPrefix}bq`,
      redis: { url: this.services.config.redisUrl } as BeeQueue.QueueSettings['redis'],
      isWorker,
      getEvents: false,
      sendEvents: false,
      // Without events a queue's map of Job objects only grows (one per saved job), and getJob
      // would answer from it, not from Redis.
      storeJobs: false,
      // Without this, retries with back-off and delayed jobs never become active again.
      activateDelayedJobs: isWorker,
      // bee-queue raises delayed jobs up to this late (default 1 s, batching nearby ones);
      // webhook pauses of 2, 4, 8, 16 s need better than that.
      delayedDebounce: 100,
      removeOnSuccess: true,
      removeOnFailure: false,
      stallInterval: STALL_INTERVAL_MS,
    };
  }

  /** The producing side of a queue, shared per process. */
  queue<T>(definition: QueueSpec<T>): BeeQueue<T> {
    let queue = this.producers.get(definition.name);
    if (!queue) {
      queue = new BeeQueue(definition.name, this.settings(false));
      queue.on('error', (error) => this.log.warn({ err: error, queue: definition.name }, 'queue connection error'));
      this.producers.set(definition.name, queue);
      // A queue whose first connection fails keeps failing every command (bee-queue keeps its
      // rejected ready promise), so it is dropped and the next use opens a new one.
      const opened = queue;
      opened.ready().catch((error) => {
        this.log.warn({ err: error, queue: definition.name }, 'queue could not connect; it is reopened on next use');
        if (this.producers.get(definition.name) === opened) this.producers.delete(definition.name);
        opened.close(1000).catch(() => undefined);
      });
    }
    return queue as BeeQueue<T>;
  }

  /** JobQueue.open: the producing side of a queue, opened ahead of its first job. */
  open(definition: QueueSpec<unknown>): void {
    this.queue(definition);
  }

  /**
   * Adds a job; a given id makes the add idempotent (a second add with the same id is a no-op and
   * returns that id). Failed jobs are kept (removeOnFailure: false), so that no-op also holds for a
   * job that failed for good: requeueFailed puts those back.
   */
  async add<T>(definition: QueueSpec<T>, data: T, options: { id?: string; delayUntil?: Date } = {}): Promise<string> {
    const job = this.queue(definition)
      .createJob(data)
      .retries(definition.retries)
      .backoff('exponential', this.services.config.jobBackoffMsForTests ?? definition.backoffMs)
      .timeout(definition.timeoutMs);
    if (options.id) job.setId(options.id);
    if (options.delayUntil) job.delayUntil(options.delayUntil);
    const saved = await job.save();
    // bee-queue answers a null id when a job with the given id already exists.
    return saved.id ?? options.id!;
  }

  /**
   * Puts up to `limit` jobs that failed for good back in their queue, same id and data. For
   * queues whose processors fail only when Postgres or Redis is away (every other outcome is
   * handled inside), a failed job is work that never happened and must run once they are back.
   * Each job moves from the failed set to the waiting list in one Lua script (a crash half-way
   * cannot lose it), with its retries restored and a count of requeues; a job requeued
   * MAX_REQUEUES times is given up instead (moved to a `given-up` set, logged, counted in
   * jobs_given_up_total) so a job that fails for another reason does not cycle for ever.
   */
  async requeueFailed<T>(definition: QueueSpec<T>, limit: number, maxRequeues = MAX_REQUEUES): Promise<number> {
    const queue = this.queue(definition) as BeeQueue<T> & { toKey(name: string): string };
    const redis = this.services.redis;
    const ids = await redis.sRandMemberCount(queue.toKey('failed'), limit);
    let requeued = 0;
    for (const id of ids) {
      const stored = await redis.hGet(queue.toKey('jobs'), id);
      if (stored === null) {
        await redis.sRem(queue.toKey('failed'), id);
        continue;
      }
      const job = JSON.parse(stored) as { status: string; options: { retries: number; requeues?: number } };
      const givingUp = (job.options.requeues ?? 0) >= maxRequeues;
      const next = givingUp
        ? stored
        : JSON.stringify({
            ...job,
            status: 'created',
            options: { ...job.options, retries: definition.retries, requeues: (job.options.requeues ?? 0) + 1 },
          });
      const moved = await runLuaScript(
        redis,
        MOVE_FAILED_SCRIPT,
        [queue.toKey('failed'), queue.toKey('jobs'), queue.toKey('waiting'), queue.toKey('given-up')],
        [id, stored, next, givingUp ? '1' : '0'],
      );
      if (moved !== 1) continue; // changed meanwhile (another sweeper took it)
      if (givingUp) {
        jobsGivenUp.inc({ queue: definition.name });
        this.log.error(
          { queue: definition.name, job: id, requeues: job.options.requeues },
          'job given up after being put back too often',
        );
      } else requeued++;
    }
    return requeued;
  }

  /** Starts processing the given queues in this process. */
  async start(definitions: JobDefinition<any>[]): Promise<void> {
    for (const definition of definitions) {
      // The series FailedJobs reads exist at 0 from the start, so a first failure is an increase.
      for (const result of ['succeeded', 'failed']) jobsTotal.inc({ queue: definition.name, result }, 0);
      jobsGivenUp.inc({ queue: definition.name }, 0);
      const worker = new BeeQueue(definition.name, this.settings(true));
      worker.on('error', (error) => this.log.warn({ err: error, queue: definition.name }, 'queue connection error'));
      worker.on('failed', (job, error) =>
        this.log.error({ err: error, queue: definition.name, job: job.id }, 'job failed for good'),
      );
      worker.on('retrying', (job, error) =>
        this.log.warn({ err: error, queue: definition.name, job: job.id }, 'job will be retried'),
      );
      worker.process(definition.concurrency, async (job: BeeQueue.Job<unknown>) => {
        try {
          const result = await definition.process(job.data, this.services);
          jobsTotal.inc({ queue: definition.name, result: 'succeeded' });
          return result;
        } catch (error) {
          jobsTotal.inc({ queue: definition.name, result: 'failed' });
          throw error;
        }
      });
      await worker.ready();
      // bee-queue only re-queues jobs of crashed workers when asked to.
      await worker.checkStalledJobs(STALL_INTERVAL_MS);
      this.workers.push(worker);
      if (definition.everyMs) this.schedulePeriodic(definition);
    }
  }

  /** One job per period, whichever instance schedules it first; re-armed on a timer. */
  private schedulePeriodic(definition: JobDefinition<any>): void {
    const every = definition.everyMs!;
    const arm = () => {
      const next = (Math.floor(this.services.clock().getTime() / every) + 1) * every;
      this.add(definition, {}, { id: `${definition.name}:${next}`, delayUntil: new Date(next) }).catch((error) =>
        this.log.warn({ err: error, queue: definition.name }, 'could not schedule periodic job'),
      );
    };
    arm();
    const timer = setInterval(arm, Math.max(1000, Math.floor(every / 2)));
    timer.unref();
    this.timers.push(timer);
  }

  /** Stops taking jobs, waits for running ones (up to timeoutMs), and closes connections. */
  async close(timeoutMs: number): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    openRunners.delete(this);
    for (const timer of this.timers) clearInterval(timer);
    await Promise.allSettled(this.workers.map((worker) => worker.close(timeoutMs)));
    await Promise.allSettled([...this.producers.values()].map((queue) => queue.close(timeoutMs)));
  }
}
