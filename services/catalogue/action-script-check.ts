/** What compiling an action script on save answers: ok, or the syntax error (with its line and column). */
export type ActionScriptCheck = { ok: true } | { ok: false; error: string; line?: number; column?: number };

/**
 * Compiles an action script without running it, so a flow is never saved with one that cannot
 * run. A port: the composition root (app/runtime.ts) hands in the hot path's sandbox
 * (edge/sandbox validateActionScript), which the flow service does not import.
 */
export type CheckActionScript = (source: string) => Promise<ActionScriptCheck>;
