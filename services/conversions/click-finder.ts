import type { ClickRecord } from '../../entities/click-record';

/**
 * The click a conversion names (a postback's `subid`, a manual line's `click_id`): our click id, or
 * an imported click's previous tracker id. The one port left between the conversion rules and the
 * hot path: the lookup also searches the click stream of clicks not yet in Postgres, which is the
 * edge's (edge/postback-intake/previous-click.ts implements it; app/runtime.ts hands it in as
 * `services.findClick`). Null when no click has that id in the workspace's reach.
 */
export type ClickFinder = (workspaceId: string, subid: string) => Promise<ClickRecord | null>;
