import type { CompileOutcome, EngineOutcome } from './quickjs';
import type { SandboxLimits } from './limits';

/** Messages between the pool (main thread) and a sandbox worker. */

export interface WorkerInit {
  limits: SandboxLimits;
  /** QuickJS compiled once by the pool and shared by every worker it starts. */
  wasmModule: WebAssembly.Module;
}

export type WorkerRequest =
  | { id: number; kind: 'run'; source: string; click: string }
  | { id: number; kind: 'compile'; source: string };

export type WorkerReply =
  | { kind: 'ready' }
  | { id: number; kind: 'run'; outcome: EngineOutcome; wasm_bytes: number }
  | { id: number; kind: 'compile'; outcome: CompileOutcome; wasm_bytes: number }
  | { id: number; kind: 'crash'; message: string };
