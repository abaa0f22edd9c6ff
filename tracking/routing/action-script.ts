import type { Visitor } from '../visitor';

/** What an action script may answer (the sandbox of tracking/sandbox turns the script's return value into this). */
export type ScriptAction =
  | { action: 'redirect'; url: string }
  | { action: 'show_text'; body: string }
  | { action: 'show_html'; body: string }
  | { action: 'show_404' }
  | { action: 'do_nothing' };

/** The click as the script sees it. */
export interface ScriptContext {
  click_id: string;
  campaign_id: string;
  flow_id: string;
  visitor: Visitor;
  params: Readonly<Record<string, string>>;
}

/**
 * Runs a flow's action script. Returns the script's action, or null to fall back to the flow's
 * landings and offers (no sandbox installed, the script threw or timed out; the runner logs why).
 */
export interface ActionScriptRunner {
  run(script: string, context: ScriptContext): Promise<ScriptAction | null>;
}

/**
 * Until the sandbox (tracking/sandbox, branch `landings`) is installed with installActionScriptRunner,
 * action-script flows are routed by their landings and offers. This is the single call site.
 */
let installed: ActionScriptRunner | null = null;

export function installActionScriptRunner(runner: ActionScriptRunner | null): void {
  installed = runner;
}

export async function runActionScript(script: string, context: ScriptContext): Promise<ScriptAction | null> {
  if (!installed) return null;
  return installed.run(script, context);
}
