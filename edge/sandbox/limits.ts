/** Bounds of one action-script run (docs/action-scripts.md explains each). */
export interface SandboxLimits {
  /** Soft time limit: QuickJS's interrupt handler stops the script after this many ms. */
  timeLimitMs: number;
  /**
   * Hard time limit: a worker that has not answered after this many ms is terminated and replaced
   * (QuickJS checks the interrupt handler only every few thousand operations, and a script that
   * allocates large strings can run far past the soft limit between two checks).
   */
  hardTimeLimitMs: number;
  /** QuickJS heap limit of the run's runtime (objects, shapes, atoms). */
  memoryLimitBytes: number;
  /**
   * Maximum size of the worker's WebAssembly memory. QuickJS's own limit does not count large
   * strings and typed arrays in the prebuilt WASM (quickjs-emscripten#271), so this cap is what
   * really bounds a run's memory: growing past it makes malloc fail and the script gets "out of memory".
   */
  wasmMemoryBytes: number;
  /** QuickJS stack limit (deep recursion ends in "stack overflow"). */
  maxStackBytes: number;
  /** Longest JSON text a script may return. */
  maxResultBytes: number;
}

export const DEFAULT_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  timeLimitMs: 50,
  hardTimeLimitMs: 250,
  memoryLimitBytes: 16 * 1024 * 1024,
  wasmMemoryBytes: 48 * 1024 * 1024,
  maxStackBytes: 256 * 1024,
  maxResultBytes: 1024 * 1024,
});

/** Largest script source accepted (the flow's script field has the same bound). */
export const MAX_SCRIPT_BYTES = 64 * 1024;
