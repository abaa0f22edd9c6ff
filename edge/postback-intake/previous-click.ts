import type pg from 'pg';
import type { EdgeServices } from '../edge-services';
import type { ClickRecord } from '../click-recording/click-record';
import { findClickForConversion, isClickId, type ClickLookupDeps } from '../click-routing/click-lookup';
import { clickIdTime } from '../../entities/click-id';
import type { ClickFinder } from '../../services/conversions/click-finder';
import { HOT_QUERY_TIMEOUT_MS } from '../../services/conversions/pool-bounds';
import { clickLookupDeps } from './click-lookup-deps';

const PREVIOUS = `select click_id from previous_click_ids where workspace_id = $1 and previous_click_id = $2`;

/**
 * The click a postback's `subid` names: one of our ids (a UUIDv7 carrying its time) goes
 * straight to the stored-click lookup and nothing else; any other value may be the previous
 * tracker's click id of an imported click (docs/import.md, "Switching over"), looked up in
 * `previous_click_ids` of the workspace, then the click by our id.
 */
export async function findClickBySubid(
  services: EdgeServices,
  deps: ClickLookupDeps,
  workspaceId: string,
  subid: string,
): Promise<ClickRecord | null> {
  if (isClickId(subid) && clickIdTime(subid.toLowerCase())) return findClickForConversion(deps, subid);
  const { rows } = await services.conversions.pool.query({
    name: 'previous_click_id',
    text: PREVIOUS,
    values: [workspaceId, subid],
    query_timeout: HOT_QUERY_TIMEOUT_MS,
  } as pg.QueryConfig);
  return rows[0] ? findClickForConversion(deps, rows[0].click_id) : null;
}

/** The conversion side's ClickFinder port (manual uploads and edits), on the hot path's lookup. */
export function clickFinder(services: EdgeServices): ClickFinder {
  const deps = clickLookupDeps(services);
  return (workspaceId, subid) => findClickBySubid(services, deps, workspaceId, subid);
}
