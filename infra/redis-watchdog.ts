import type { createClient } from 'redis';

type Client = ReturnType<typeof createClient>;

/**
 * A Redis that accepts connections but never answers (hung, paused, a half-open link) leaves every
 * command of a connection waiting for good: node-redis has bytes in flight and no reason to give
 * up. A per-command time-out would bound each call but costs the redirect about a fifth of its CPU
 * (an AbortSignal timer per command), so one watchdog bounds the connection instead:
 *
 * - While the client is ready, a PING goes out every `tick` (a quarter of the time-out, at most
 *   250 ms) when none is outstanding. Commands are answered in order, so a PING unanswered after
 *   `timeoutMs` means every command sent before it is stuck too.
 * - A connection stuck in its handshake (TCP accepted, HELLO/SETNAME never answered) counts the same.
 *
 * Either way the client is destroyed, which fails every pending command at once (their callers
 * answer 503), and connected again; meanwhile a fail-fast client refuses new commands at once.
 * A command therefore waits at most about `timeoutMs` + 2 × `tick` on a hung Redis.
 *
 * The wait is counted in turns of this timer, each worth at most one tick: while the process is
 * busy (a long synchronous task, a starved CPU) its timer and the socket's answers are late alike,
 * and after a stall the timer runs before the answer is read. A busy process is not a hung Redis.
 */
export class RedisHangWatchdog {
  private timer: NodeJS.Timeout | undefined;
  /** How long the outstanding PING has waited (ms of timer turns), or null when none is out. */
  private probeWaited: number | null = null;
  private probeId = 0;
  /** How long the handshake has waited, or null when none is under way. */
  private handshakeWaited: number | null = null;
  private resettingNow = false;
  private tickMs = 250;
  private lastTick = Date.now();
  /** Connections reset because Redis stopped answering. */
  resets = 0;

  constructor(
    private readonly timeoutMs: number,
    private readonly onReset: (reason: string) => void = () => undefined,
  ) {}

  /**
   * True while a reset is under way: a connect loop the reset interrupted must end rather than
   * retry (openRedis's reconnect strategy asks), so that exactly one loop connects afresh.
   */
  get resetting(): boolean {
    return this.resettingNow;
  }

  watch(client: Client): void {
    client.on('connect', () => (this.handshakeWaited = 0));
    for (const event of ['ready', 'error', 'end', 'reconnecting'])
      client.on(event, () => (this.handshakeWaited = null));
    this.tickMs = Math.max(20, Math.min(250, Math.floor(this.timeoutMs / 4)));
    this.lastTick = Date.now();
    this.timer = setInterval(() => this.check(client), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private check(client: Client): void {
    if (this.resettingNow) return;
    // Closed by its owner (quit, destroy): nothing left to watch.
    if (!client.isOpen) {
      this.stop();
      return;
    }
    const now = Date.now();
    const turn = Math.min(now - this.lastTick, this.tickMs);
    this.lastTick = now;
    if (client.isReady) {
      if (this.probeWaited !== null) {
        this.probeWaited += turn;
        if (this.probeWaited >= this.timeoutMs)
          this.reset(client, `Redis did not answer a PING within ${this.timeoutMs} ms`);
        return;
      }
      const id = ++this.probeId;
      this.probeWaited = 0;
      const settle = () => {
        if (this.probeId === id) this.probeWaited = null;
      };
      client.ping().then(settle, settle);
    } else if (this.handshakeWaited !== null) {
      this.handshakeWaited += turn;
      if (this.handshakeWaited >= this.timeoutMs)
        this.reset(
          client,
          `Redis accepted the connection but did not answer its handshake within ${this.timeoutMs} ms`,
        );
    }
  }

  private reset(client: Client, reason: string): void {
    this.resettingNow = true;
    this.probeWaited = null;
    this.probeId++;
    this.handshakeWaited = null;
    this.resets++;
    this.onReset(reason);
    // Fails every command waiting on this connection (DisconnectsClientError) and closes it.
    client.destroy();
    // A handshake the reset cut short ends its connect loop in the microtasks that follow
    // (the strategy refuses while resetting); only then does a new loop start.
    setImmediate(() => {
      this.resettingNow = false;
      client.connect().catch(() => {
        /* refused or reset again: the next reconnect or reset takes over */
      });
    });
  }
}
