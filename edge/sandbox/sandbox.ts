import { availableParallelism } from 'node:os';
import { parseScriptAction, type ScriptAction } from './actions';
import type { ScriptClick } from './click';
import { DEFAULT_LIMITS, MAX_SCRIPT_BYTES, type SandboxLimits } from './limits';
import { actionScriptDuration, actionScriptFailures } from './telemetry';
import { SandboxPool } from './pool';
import type { ActionScriptCheck } from '../../services/catalogue/action-script-check';

export type ActionScriptFailureReason = 'syntax' | 'error' | 'timeout' | 'memory' | 'invalid_result' | 'unavailable';

/** The outcome of one run. On failure the caller routes by the flow's landings and offers. */
export type ActionScriptResult =
  | { ok: true; action: ScriptAction; duration_ms: number }
  | { ok: false; reason: ActionScriptFailureReason; message: string; duration_ms: number };

type Unmeasured =
  | { ok: true; action: ScriptAction }
  | { ok: false; reason: ActionScriptFailureReason; message: string };

/** The check on save (services/catalogue/action-script-check.ts is its port). */
export type ActionScriptValidation = ActionScriptCheck;

export interface SandboxOptions {
  /** Worker threads (default: 2, or 1 on a single-core machine). */
  workers?: number;
  limits?: Partial<SandboxLimits>;
  /** Runs waiting for a worker beyond this fail at once with reason `unavailable` (default 64 per worker). */
  maxQueue?: number;
  /** A run that waited this long for a worker fails with reason `unavailable` (default 1000 ms). */
  maxQueueWaitMs?: number;
}

/** Anything with pino's warn(obj, msg): a Fastify request logger, the app logger. */
export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface RunOptions {
  /** Where failures are logged (at most one line per flow and reason per minute). */
  log?: WarnLogger;
}

/** Thrown by validate() when no worker could check the script: a server problem, not the author's. */
export class SandboxUnavailableError extends Error {}

const LOG_INTERVAL_MS = 60_000;
const MAX_LOG_KEYS = 10_000;

/**
 * Runs action scripts in QuickJS (WebAssembly) inside worker threads: a fresh runtime and context
 * per run, frozen `click` global, memory and time limits, strict check of the returned action.
 * Never throws from run(): every failure is a typed result, counted and logged.
 */
export class ActionScriptSandbox {
  private readonly pool: SandboxPool;
  private readonly lastLogged = new Map<string, { at: number; suppressed: number }>();

  constructor(options: SandboxOptions = {}) {
    const workers = options.workers ?? Math.min(2, availableParallelism());
    const limits: SandboxLimits = { ...DEFAULT_LIMITS, ...options.limits };
    this.pool = new SandboxPool({
      size: Math.max(1, workers),
      limits,
      maxQueue: options.maxQueue ?? 64 * Math.max(1, workers),
      maxQueueWaitMs: options.maxQueueWaitMs ?? 1000,
    });
  }

  /** Starts the workers now instead of on the first run (they take ~50 ms to load QuickJS). */
  ready(): Promise<void> {
    return this.pool.ready();
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  async run(source: string, click: ScriptClick, options: RunOptions = {}): Promise<ActionScriptResult> {
    const started = performance.now();
    const result = await this.execute(source, click);
    const duration_ms = performance.now() - started;
    actionScriptDuration.observe(duration_ms / 1000);
    if (result.ok) return { ...result, duration_ms };
    actionScriptFailures.inc({ reason: result.reason });
    this.logFailure(options.log, click, result.reason, result.message);
    return { ...result, duration_ms };
  }

  /** Compiles the script without running it: what a flow save calls to refuse a broken script. */
  async validate(source: string): Promise<ActionScriptValidation> {
    if (typeof source !== 'string' || !source.trim()) return { ok: false, error: 'the script is empty' };
    if (Buffer.byteLength(source, 'utf8') > MAX_SCRIPT_BYTES)
      return { ok: false, error: 'the script must be at most 64 KiB' };
    // A save may wait for the workers to load QuickJS (slow on a busy machine): the queue's
    // 1 s wait is for clicks, and a first save right after start-up must not fail on it.
    await this.pool.ready();
    const reply = await this.pool.submit({ kind: 'compile', source });
    if (reply.kind === 'compile') return reply.outcome;
    throw new SandboxUnavailableError(
      reply.kind === 'unavailable' ? reply.message : 'compiling the script took too long',
    );
  }

  private async execute(source: string, click: ScriptClick): Promise<Unmeasured> {
    const reply = await this.pool.submit({ kind: 'run', source, click: JSON.stringify(click) });
    switch (reply.kind) {
      case 'unavailable':
        return { ok: false, reason: 'unavailable', message: reply.message };
      case 'hard_timeout':
        return { ok: false, reason: 'timeout', message: 'the script did not finish in time; its worker was stopped' };
      case 'compile':
        return { ok: false, reason: 'unavailable', message: 'unexpected sandbox reply' };
      case 'run':
        break;
    }
    const outcome = reply.outcome;
    if (!outcome.ok) return outcome;
    let value: unknown;
    try {
      value = JSON.parse(outcome.json);
    } catch {
      return { ok: false, reason: 'invalid_result', message: 'the returned value is not JSON' };
    }
    const parsed = parseScriptAction(value);
    return parsed.ok
      ? { ok: true, action: parsed.action }
      : { ok: false, reason: 'invalid_result', message: parsed.message };
  }

  /** A broken script fails on every click: log its first failure, then once a minute with a count. */
  private logFailure(
    log: WarnLogger | undefined,
    click: ScriptClick,
    reason: ActionScriptFailureReason,
    message: string,
  ): void {
    if (!log) return;
    const key = `${click.flow_id}:${reason}`;
    const now = Date.now();
    const last = this.lastLogged.get(key);
    if (last && now - last.at < LOG_INTERVAL_MS) {
      last.suppressed++;
      return;
    }
    if (this.lastLogged.size >= MAX_LOG_KEYS) this.lastLogged.clear();
    this.lastLogged.set(key, { at: now, suppressed: 0 });
    log.warn(
      {
        reason,
        error: message,
        flow_id: click.flow_id,
        campaign_id: click.campaign_id,
        click_id: click.click_id,
        suppressed: last?.suppressed ?? 0,
      },
      'action script failed; the flow falls back to its landings and offers',
    );
  }
}
