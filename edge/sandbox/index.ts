/**
 * Action-script sandbox: the one entry point the router and the flow service use.
 *
 *   const sandbox = actionScriptSandbox();
 *   const result = await sandbox.run(flow.script, scriptClick(visitor, ids), { log: request.log });
 *   if (result.ok) route(result.action); else fallBackToLandingsAndOffers();
 *
 *   const check = await validateActionScript(source); // on flow save: 422 when !check.ok
 *
 *   installActionScriptRunner(actionScriptRunner(actionScriptSandbox(), log)); // click engine hook: action or null
 *
 * See docs/action-scripts.md for the script contract, the limits and the failure reasons.
 */
import { DependencyUnavailableError } from '../../services/errors';
import { ActionScriptSandbox, SandboxUnavailableError, type ActionScriptValidation } from './sandbox';

export { MAX_BODY_BYTES, parseScriptAction, SCRIPT_ACTIONS, type ScriptAction, type ScriptActionName } from './actions';
export { scriptClick, type ScriptClick, type ScriptClickIds } from './click';
export { DEFAULT_LIMITS, MAX_SCRIPT_BYTES, type SandboxLimits } from './limits';
export { actionScriptRunner, type ScriptRunContext } from './runner';
export {
  ActionScriptSandbox,
  SandboxUnavailableError,
  type ActionScriptFailureReason,
  type ActionScriptResult,
  type ActionScriptValidation,
  type RunOptions,
  type SandboxOptions,
  type WarnLogger,
} from './sandbox';

let shared: ActionScriptSandbox | undefined;

/** The process's sandbox, started on first use with the default limits. */
export function actionScriptSandbox(): ActionScriptSandbox {
  shared ??= new ActionScriptSandbox();
  return shared;
}

/** Checks a script on save; a syntax error comes back as { ok: false, error: 'SyntaxError: … (line, column)' }. */
export async function validateActionScript(source: string): Promise<ActionScriptValidation> {
  try {
    return await actionScriptSandbox().validate(source);
  } catch (error) {
    // No worker could check it: the service's problem (503, retry), not the script author's.
    if (error instanceof SandboxUnavailableError) throw new DependencyUnavailableError('the action-script sandbox');
    throw error;
  }
}

/** Stops the shared sandbox's workers (process shutdown); a later use starts a new one. */
export async function closeActionScriptSandbox(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
