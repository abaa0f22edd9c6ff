import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompileOutcome, EngineOutcome } from './quickjs';
import type { SandboxLimits } from './limits';
import type { WorkerInit, WorkerReply, WorkerRequest } from './protocol';

export type PoolRequest = { kind: 'run'; source: string; click: string } | { kind: 'compile'; source: string };

/** What the pool answers: the engine's outcome, or why no engine could give one. */
export type PoolReply =
  | { kind: 'run'; outcome: EngineOutcome }
  | { kind: 'compile'; outcome: CompileOutcome }
  | { kind: 'hard_timeout' }
  | { kind: 'unavailable'; message: string };

export interface PoolOptions {
  size: number;
  limits: SandboxLimits;
  /** Requests waiting for a free worker beyond this are refused at once (the click falls back). */
  maxQueue: number;
  /** A request that found no free worker within this time gives up (no worker could start, or all are stuck). */
  maxQueueWaitMs: number;
}

interface Job {
  request: PoolRequest;
  resolve: (reply: PoolReply) => void;
  expiry: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  busy: { id: number; job: Job; timer: NodeJS.Timeout } | null;
  retired: boolean;
  /** Settles when the worker has loaded QuickJS or has gone. */
  settled: Promise<void>;
  settle: () => void;
}

/** A compiled WebAssembly module can be handed to any number of workers; compile it once. */
let compiledQuickJs: Promise<WebAssembly.Module> | undefined;
function quickJsModule(): Promise<WebAssembly.Module> {
  return (compiledQuickJs ??= WebAssembly.compile(
    readFileSync(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm')),
  ));
}

const RESPAWN_DELAY_MS = 1000;
/**
 * Workers kept loaded beyond `size`: at most `size` run at once, so one is always warm. A worker
 * stopped by the hard limit or replaced after running out of memory needs a second or more to
 * load QuickJS on a busy host; the spare takes the next click at once meanwhile.
 */
const SPARE_WORKERS = 1;

/**
 * A fixed number of sandbox worker threads, one request each at a time, a bounded queue in front,
 * and a warm spare. A worker that overruns the hard time limit is terminated; one that ran out of
 * memory is replaced (its WebAssembly memory never shrinks); the spare takes its place at once and
 * a fresh one becomes the spare.
 */
export class SandboxPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private started = false;

  constructor(private readonly options: PoolOptions) {}

  submit(request: PoolRequest): Promise<PoolReply> {
    if (this.closed) return Promise.resolve({ kind: 'unavailable', message: 'the sandbox is shut down' });
    if (!this.started) this.start();
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.resolve({
        kind: 'unavailable',
        message: `the sandbox queue is full (${this.options.maxQueue} waiting)`,
      });
    }
    return new Promise((resolve) => {
      const job: Job = {
        request,
        resolve,
        expiry: setTimeout(() => {
          const index = this.queue.indexOf(job);
          if (index < 0) return;
          this.queue.splice(index, 1);
          resolve({
            kind: 'unavailable',
            message: `no sandbox worker was free within ${this.options.maxQueueWaitMs} ms`,
          });
        }, this.options.maxQueueWaitMs),
      };
      this.queue.push(job);
      this.pump();
    });
  }

  /** Resolves once every worker has loaded QuickJS (optional: submit() starts the pool lazily). */
  async ready(): Promise<void> {
    if (!this.started) this.start();
    await Promise.all([...this.slots].map((slot) => slot.settled));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.expiry);
      job.resolve({ kind: 'unavailable', message: 'the sandbox is shut down' });
    }
    await Promise.all(
      [...this.slots].map((slot) => this.retire(slot, { kind: 'unavailable', message: 'the sandbox is shut down' })),
    );
  }

  private start(): void {
    this.started = true;
    for (let i = 0; i < this.options.size + SPARE_WORKERS; i++) this.spawn();
  }

  private spawn(): void {
    if (this.closed) return;
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const slot: Slot = {
      worker: undefined as unknown as Worker,
      ready: false,
      busy: null,
      retired: false,
      settled,
      settle,
    };
    this.slots.add(slot);
    quickJsModule().then(
      (wasmModule) => {
        if (slot.retired) return;
        const init: WorkerInit = { limits: this.options.limits, wasmModule };
        // The script's memory is the capped WebAssembly memory; the worker's own JS heap only holds
        // messages, so a small V8 heap is plenty and bounds a worker that misbehaves anyway.
        slot.worker = new Worker(join(__dirname, 'worker.js'), {
          workerData: init,
          resourceLimits: { maxOldGenerationSizeMb: 64 },
        });
        slot.worker.unref();
        slot.worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
        slot.worker.on('error', () => undefined); // 'exit' follows and does the work
        slot.worker.on('exit', () => this.onExit(slot));
      },
      () => this.onExit(slot),
    );
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (slot.retired) return;
    if (reply.kind === 'ready') {
      slot.ready = true;
      slot.settle();
      this.pump();
      return;
    }
    const busy = slot.busy;
    if (!busy || busy.id !== reply.id) return;
    clearTimeout(busy.timer);
    slot.busy = null;
    if (reply.kind === 'crash') {
      busy.job.resolve({ kind: 'unavailable', message: `sandbox worker failed: ${reply.message}` });
      void this.replace(slot);
      return;
    }
    busy.job.resolve(
      reply.kind === 'run' ? { kind: 'run', outcome: reply.outcome } : { kind: 'compile', outcome: reply.outcome },
    );
    const outOfMemory = reply.kind === 'run' && !reply.outcome.ok && reply.outcome.reason === 'memory';
    if (outOfMemory || reply.wasm_bytes >= this.options.limits.wasmMemoryBytes * 0.75) void this.replace(slot);
    else this.pump();
  }

  private onExit(slot: Slot): void {
    slot.settle();
    const wasReady = slot.ready;
    const busy = slot.busy;
    slot.busy = null;
    if (busy) {
      clearTimeout(busy.timer);
      busy.job.resolve({ kind: 'unavailable', message: 'sandbox worker exited' });
    }
    if (!this.slots.delete(slot) || slot.retired) return;
    // A worker that died before it was ready will likely die again: do not spin.
    if (wasReady) this.spawn();
    else setTimeout(() => this.spawn(), RESPAWN_DELAY_MS).unref();
  }

  private async replace(slot: Slot): Promise<void> {
    // The fresh worker is counted at once (ready() waits for it), while the old one is still being terminated.
    const retired = this.retire(slot, { kind: 'unavailable', message: 'sandbox worker replaced' });
    this.spawn();
    this.pump();
    await retired;
  }

  private async retire(slot: Slot, answer: PoolReply): Promise<void> {
    slot.retired = true;
    slot.settle();
    this.slots.delete(slot);
    if (slot.busy) {
      clearTimeout(slot.busy.timer);
      slot.busy.job.resolve(answer);
      slot.busy = null;
    }
    if (slot.worker) await slot.worker.terminate();
  }

  private pump(): void {
    let running = 0;
    for (const slot of this.slots) if (slot.busy) running++;
    for (const slot of this.slots) {
      if (!this.queue.length || running >= this.options.size) return;
      if (!slot.ready || slot.busy || slot.retired) continue;
      running++;
      const job = this.queue.shift()!;
      clearTimeout(job.expiry);
      const id = this.nextId++;
      const hardLimit =
        job.request.kind === 'run' ? this.options.limits.hardTimeLimitMs : this.options.limits.hardTimeLimitMs * 4;
      const timer = setTimeout(() => this.onHardTimeout(slot, id), hardLimit);
      slot.busy = { id, job, timer };
      const message: WorkerRequest = { id, ...job.request };
      slot.worker.postMessage(message);
    }
  }

  private onHardTimeout(slot: Slot, id: number): void {
    if (slot.busy?.id !== id) return;
    const job = slot.busy.job;
    slot.busy = null;
    job.resolve({ kind: 'hard_timeout' });
    void this.replace(slot);
  }
}
