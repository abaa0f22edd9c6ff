import variant from '@jitl/quickjs-wasmfile-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type Intrinsics,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import type { SandboxLimits } from './limits';

/**
 * QuickJS (compiled to WebAssembly) running one script at a time. It lives inside a sandbox worker
 * (edge/sandbox/worker.ts); nothing here touches Node beyond the WASM memory it owns.
 */

export type EngineFailureReason = 'syntax' | 'error' | 'timeout' | 'memory' | 'invalid_result';

export type EngineOutcome = { ok: true; json: string } | { ok: false; reason: EngineFailureReason; message: string };

export type CompileOutcome = { ok: true } | { ok: false; error: string; line?: number; column?: number };

const WASM_PAGE = 64 * 1024;
/** The prebuilt module starts with 16 MiB of memory; the cap comes on top of that. */
const INITIAL_PAGES = 256;

/**
 * What scripts get: the language, JSON, Date, RegExp, Map/Set and String.normalize. No Promise
 * (there is no event loop), no Proxy and no typed arrays; fewer intrinsics also make a fresh
 * context twice as fast to create. QuickJS has no require, process, fetch, timers or console.
 */
const INTRINSICS: Intrinsics = {
  BaseObjects: true,
  Date: true,
  Eval: true,
  StringNormalize: true,
  RegExp: true,
  JSON: true,
  MapSet: true,
};

/**
 * The user's source becomes the body of a strict function; the prefix stays on line 1 so line
 * numbers in errors are the author's (columns on line 1 are corrected by PREFIX.length).
 */
const PREFIX = '(function () { "use strict"; ';
const SUFFIX = '\n})()';
const FILENAME = 'action-script.js';

/**
 * Runs before the script: installs the frozen `click` global from a JSON string and returns the
 * serialiser used on the result, captured before user code can replace JSON.stringify.
 */
const PRELUDE = `(function (json) {
  "use strict";
  const freeze = (value) => {
    if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) freeze(value[key]);
      Object.freeze(value);
    }
    return value;
  };
  Object.defineProperty(globalThis, 'click', { value: freeze(JSON.parse(json)), enumerable: true, writable: false, configurable: false });
  const stringify = JSON.stringify;
  return (result) => (result === undefined ? undefined : stringify(result));
})`;

const MAX_MESSAGE = 300;

export class QuickJsEngine {
  private constructor(
    private readonly module: QuickJSWASMModule,
    private readonly memory: WebAssembly.Memory,
    private readonly limits: SandboxLimits,
  ) {}

  /** Instantiates QuickJS in a WebAssembly memory capped at limits.wasmMemoryBytes. */
  static async create(limits: SandboxLimits, wasmModule?: WebAssembly.Module): Promise<QuickJsEngine> {
    const maximum = Math.max(INITIAL_PAGES, Math.floor(limits.wasmMemoryBytes / WASM_PAGE));
    const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum });
    const module = await newQuickJSWASMModuleFromVariant(
      newVariant(variant, { wasmMemory: memory, ...(wasmModule ? { wasmModule } : {}) }),
    );
    const engine = new QuickJsEngine(module, memory, limits);
    engine.run('return { action: "do_nothing" };', '{}'); // warm the interpreter up before the first click
    return engine;
  }

  /** Current size of the WebAssembly memory (it never shrinks). */
  get wasmBytes(): number {
    return this.memory.buffer.byteLength;
  }

  /** Parses the source without running it. */
  compile(source: string): CompileOutcome {
    return this.withContext(this.limits.timeLimitMs * 4, (ctx): CompileOutcome => {
      const result = ctx.evalCode(PREFIX + source + SUFFIX, FILENAME, { type: 'global', compileOnly: true });
      if (!result.error) {
        result.value.dispose();
        return { ok: true };
      }
      const error = result.error.consume((handle) => errorOf(ctx, handle, source));
      const position = error.line ? { line: error.line, column: error.column } : {};
      return { ok: false, error: `${error.name}: ${withoutQuotedSource(error.message)}${where(error)}`, ...position };
    }).value;
  }

  /** Runs the script once in a fresh runtime and context over the click (a JSON text). */
  run(source: string, clickJson: string): EngineOutcome {
    const { value, interrupted } = this.withContext(this.limits.timeLimitMs, (ctx) =>
      this.execute(ctx, source, clickJson),
    );
    if (interrupted && !value.ok && value.reason !== 'syntax')
      return { ok: false, reason: 'timeout', message: `the script ran longer than ${this.limits.timeLimitMs} ms` };
    return value;
  }

  private execute(ctx: QuickJSContext, source: string, clickJson: string): EngineOutcome {
    const serialise = this.evaluate(ctx, PRELUDE, 'prelude.js');
    if (!serialise.ok) return { ok: false, reason: 'error', message: `prelude failed: ${serialise.message}` };
    try {
      const installed = ctx
        .newString(clickJson)
        .consume((json) => ctx.callFunction(serialise.handle, ctx.undefined, json));
      if (installed.error) return failure(ctx, installed.error, source, 'error');
      const stringify = installed.value;
      try {
        const result = ctx.evalCode(PREFIX + source + SUFFIX, FILENAME, { type: 'global' });
        if (result.error) return failure(ctx, result.error, source, this.compile(source).ok ? 'error' : 'syntax');
        const text = result.value.consume((value) => ctx.callFunction(stringify, ctx.undefined, value));
        if (text.error) return failure(ctx, text.error, source, 'invalid_result');
        return text.value.consume((handle) => this.resultText(ctx, handle));
      } finally {
        stringify.dispose();
      }
    } finally {
      serialise.handle.dispose();
    }
  }

  private resultText(ctx: QuickJSContext, handle: QuickJSHandle): EngineOutcome {
    if (ctx.typeof(handle) !== 'string') {
      return {
        ok: false,
        reason: 'invalid_result',
        message: 'the script must return an action object, it returned undefined',
      };
    }
    const json = ctx.getString(handle);
    if (json.length > this.limits.maxResultBytes) {
      return {
        ok: false,
        reason: 'invalid_result',
        message: `the returned value is larger than ${this.limits.maxResultBytes} bytes as JSON`,
      };
    }
    return { ok: true, json };
  }

  private evaluate(
    ctx: QuickJSContext,
    code: string,
    filename: string,
  ): { ok: true; handle: QuickJSHandle } | { ok: false; message: string } {
    const result = ctx.evalCode(code, filename, { type: 'global' });
    if (result.error) return { ok: false, message: result.error.consume((handle) => errorOf(ctx, handle).message) };
    return { ok: true, handle: result.value };
  }

  /** A fresh runtime (own heap, own limits) and context per call: nothing survives between runs. */
  private withContext<T>(timeLimitMs: number, body: (ctx: QuickJSContext) => T): { value: T; interrupted: boolean } {
    const runtime = this.module.newRuntime();
    let interrupted = false;
    try {
      runtime.setMemoryLimit(this.limits.memoryLimitBytes);
      runtime.setMaxStackSize(this.limits.maxStackBytes);
      const deadline = performance.now() + timeLimitMs;
      runtime.setInterruptHandler(() => (interrupted ||= performance.now() > deadline));
      const ctx = runtime.newContext({ intrinsics: INTRINSICS });
      try {
        return { value: body(ctx), interrupted };
      } finally {
        ctx.dispose();
      }
    } finally {
      runtime.dispose();
    }
  }
}

interface ScriptError {
  name: string;
  message: string;
  line?: number;
  column?: number;
  atEnd?: boolean;
}

/** Reads name, message and the author's line/column out of a QuickJS error value. */
function errorOf(ctx: QuickJSContext, handle: QuickJSHandle, source = ''): ScriptError {
  let dumped: unknown;
  try {
    dumped = ctx.dump(handle);
  } catch {
    return { name: 'InternalError', message: 'out of memory' };
  }
  if (dumped === null || typeof dumped !== 'object') {
    return { name: 'Error', message: `the script threw ${truncate(String(dumped))}` };
  }
  const error = dumped as { name?: unknown; message?: unknown; stack?: unknown };
  const name = typeof error.name === 'string' ? error.name : 'Error';
  const message = typeof error.message === 'string' ? error.message : truncate(JSON.stringify(dumped) ?? 'error');
  const at =
    typeof error.stack === 'string'
      ? new RegExp(`${FILENAME.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(error.stack)
      : null;
  if (!at) return { name, message: truncate(message) };
  const line = Number(at[1]);
  // Past the author's last line means the parser hit our closing suffix: the script ended too early.
  if (line > source.split('\n').length) return { name, message: truncate(message), atEnd: true };
  const column = line === 1 ? Math.max(1, Number(at[2]) - PREFIX.length) : Number(at[2]);
  return { name, message: truncate(message), line, column };
}

/**
 * A parser message without the script text it quotes: a quoted token longer than two characters
 * (a name, a string) becomes '…', punctuation stays ("expecting '}'"). The message answers a save,
 * and an error repeats no submitted value; the position says where.
 */
function withoutQuotedSource(message: string): string {
  return message.replace(/'([^']*)'|"([^"]*)"/g, (quoted, single: string | undefined, double: string | undefined) =>
    (single ?? double ?? '').length <= 2 ? quoted : "'…'",
  );
}

function where(error: ScriptError): string {
  if (error.atEnd) return ' (at the end of the script)';
  return error.line ? ` (line ${error.line}, column ${error.column})` : '';
}

function failure(
  ctx: QuickJSContext,
  handle: QuickJSHandle,
  source: string,
  fallback: EngineFailureReason,
): EngineOutcome {
  const error = handle.consume((h) => errorOf(ctx, h, source));
  if (error.name === 'InternalError' && /out of memory|stack overflow/.test(error.message)) {
    return { ok: false, reason: 'memory', message: `${error.message}${where(error)}` };
  }
  if (error.name === 'InternalError' && error.message === 'interrupted') {
    return { ok: false, reason: 'timeout', message: 'interrupted' };
  }
  return { ok: false, reason: fallback, message: `${error.name}: ${error.message}${where(error)}` };
}

function truncate(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}
