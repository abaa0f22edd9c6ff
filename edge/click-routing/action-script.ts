import type { ScriptAction, ScriptRunContext } from '../sandbox';

export type { ScriptAction, ScriptRunContext };

/**
 * Runs a flow's action script: the script's action, or null to route by the flow's landings and
 * offers (the script threw, timed out, answered something invalid, or no sandbox is installed).
 * The sandbox of edge/sandbox provides one (`actionScriptRunner`); startHotPath installs it.
 */
export interface ActionScriptRunner {
  run(script: string, context: ScriptRunContext): Promise<ScriptAction | null>;
}

let installed: ActionScriptRunner | null = null;

export function installActionScriptRunner(runner: ActionScriptRunner | null): void {
  installed = runner;
}

/** The single call site of action scripts in the click engine. */
export async function runActionScript(script: string, context: ScriptRunContext): Promise<ScriptAction | null> {
  if (!installed) return null;
  return installed.run(script, context);
}
