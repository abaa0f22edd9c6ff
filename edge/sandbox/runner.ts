import type { Visitor } from '../visitor';
import type { ScriptAction } from './actions';
import { scriptClick } from './click';
import type { ActionScriptSandbox, WarnLogger } from './sandbox';

/** What the click engine knows when a flow's script is due (a superset works too). */
export interface ScriptRunContext {
  click_id: string;
  campaign_id: string;
  flow_id: string;
  visitor: Visitor;
  campaign_alias?: string;
  source_id?: string | null;
  /** Query parameters of the click; defaults to visitor.params. */
  params?: Readonly<Record<string, string>>;
  sub_ids?: Partial<Record<string, string | null | undefined>>;
}

/**
 * The sandbox as the click engine consumes it: the script's action, or null to route by the
 * flow's landings and offers (the failure is already counted and logged by the sandbox).
 * Install with the engine's hook, e.g. `installActionScriptRunner(actionScriptRunner(sandbox, log))`.
 */
export function actionScriptRunner(sandbox: ActionScriptSandbox, log?: WarnLogger) {
  return {
    async run(script: string, context: ScriptRunContext): Promise<ScriptAction | null> {
      const visitor = context.params ? { ...context.visitor, params: context.params } : context.visitor;
      const click = scriptClick(visitor, {
        click_id: context.click_id,
        campaign_id: context.campaign_id,
        campaign_alias: context.campaign_alias ?? '',
        flow_id: context.flow_id,
        source_id: context.source_id ?? null,
        sub_ids: context.sub_ids,
      });
      const result = await sandbox.run(script, click, { log });
      return result.ok ? result.action : null;
    },
  };
}
