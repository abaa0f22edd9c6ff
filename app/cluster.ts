import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { registry } from '../infra/telemetry';

type MetricsJson = Awaited<ReturnType<typeof registry.getMetricsAsJSON>>;

/**
 * HTTP_WORKERS > 1: the `npm start` process becomes the primary. It migrates, creates the first
 * admin and runs the background work (jobs, click consumer); the HTTP workers it forks share the
 * port (Node's cluster module) and serve every route. /metrics answered by any worker is the sum
 * of all of them and the primary, so Prometheus sees one service.
 */

const METRICS_REQUEST = 'tt:metrics-request';
const METRICS_REPLY = 'tt:metrics-reply';
const CLUSTER_METRICS_REQUEST = 'tt:cluster-metrics-request';
const CLUSTER_METRICS_REPLY = 'tt:cluster-metrics-reply';

interface Message {
  type: string;
  id: number;
  metrics?: MetricsJson;
  text?: string;
}

export interface HttpWorkers {
  /** Stops every worker (SIGTERM: each drains its requests), resolving when all have exited. */
  stop(timeoutMs: number): Promise<void>;
  /** The metrics of the whole service (every HTTP worker and this primary), in Prometheus text. */
  metrics(): Promise<string>;
}

/** Forks `count` HTTP workers and resolves once all listen; a worker that dies is replaced. */
export function forkHttpWorkers(count: number, log: FastifyBaseLogger): Promise<HttpWorkers> {
  let stopping = false;
  let listening = 0;
  const requests = new Map<number, { pending: Set<number>; parts: MetricsJson[]; done(): void }>();
  let nextId = 1;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: Message) => void onMessage(worker, message));
    return worker;
  };

  /** Asks every worker for its metrics and answers the asking one with the sum (primary included). */
  async function clusterMetrics(): Promise<string> {
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w.isConnected());
    const id = nextId++;
    const parts: MetricsJson[] = [await registry.getMetricsAsJSON()];
    await new Promise<void>((resolve) => {
      const timer = setTimeout(finish, 2000);
      function finish() {
        clearTimeout(timer);
        requests.delete(id);
        resolve();
      }
      const pending = new Set(workers.map((w) => w.id));
      requests.set(id, { pending, parts, done: finish });
      if (!pending.size) finish();
      for (const w of workers) w.send({ type: METRICS_REQUEST, id });
    });
    return AggregatorRegistry.aggregate(parts).metrics();
  }

  async function onMessage(worker: Worker, message: Message): Promise<void> {
    if (message?.type === CLUSTER_METRICS_REQUEST) {
      worker.send({ type: CLUSTER_METRICS_REPLY, id: message.id, text: await clusterMetrics() });
    } else if (message?.type === METRICS_REPLY) {
      const request = requests.get(message.id);
      if (!request) return;
      request.parts.push(message.metrics ?? []);
      request.pending.delete(worker.id);
      if (!request.pending.size) request.done();
    }
  }

  return new Promise((resolve) => {
    cluster.on('listening', () => {
      if (++listening === count) resolve({ stop, metrics: clusterMetrics });
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      log.error({ worker: worker.process.pid, code, signal }, 'HTTP worker died; starting another');
      setTimeout(fork, 1000).unref();
    });
    for (let i = 0; i < count; i++) fork();
  });

  async function stop(timeoutMs: number): Promise<void> {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), timeoutMs);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }
}

/** In an HTTP worker: answers the primary's requests for this process's metrics. */
export function answerMetricsRequests(): void {
  process.on('message', (message: Message) => {
    if (message?.type !== METRICS_REQUEST) return;
    void registry
      .getMetricsAsJSON()
      .then((metrics) => process.send?.({ type: METRICS_REPLY, id: message.id, metrics }));
  });
}

let nextClusterRequest = 1;

/** In an HTTP worker: the metrics of the whole service (every worker and the primary), in Prometheus text. */
export function clusterMetricsText(): Promise<string> {
  const id = nextClusterRequest++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onReply);
      reject(new Error('the primary did not answer with the metrics'));
    }, 5000);
    function onReply(message: Message) {
      if (message?.type !== CLUSTER_METRICS_REPLY || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onReply);
      resolve(message.text ?? '');
    }
    process.on('message', onReply);
    process.send?.({ type: CLUSTER_METRICS_REQUEST, id });
  });
}
