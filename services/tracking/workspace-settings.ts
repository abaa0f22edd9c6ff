import { randomBytes } from 'node:crypto';
import { Workspace } from '../../entities/workspace.entity';
import { NotFoundError } from '../../schema/errors';
import type { WorkspaceSettingsInput, WorkspaceSettingsType } from '../../schema/tracking/settings.types';
import { currency, given, intInRange } from './fields';
import type { TrackingScope } from './scope';

export function settingsView(scope: TrackingScope, row: Workspace): WorkspaceSettingsType {
  return {
    workspace_id: row.id,
    base_currency: row.base_currency,
    traffic_log_sample: row.traffic_log_sample,
    show_simulated_traffic: row.show_simulated_traffic,
    postback_key: row.postback_key,
    postback_url: `${scope.baseUrl}/${row.postback_key}/postback`,
  };
}

async function workspace(scope: TrackingScope): Promise<Workspace> {
  const row = await scope.em.findOne(Workspace, { id: scope.workspace_id });
  if (!row) throw new NotFoundError('workspace not found');
  return row;
}

export async function getSettings(scope: TrackingScope): Promise<WorkspaceSettingsType> {
  return settingsView(scope, await workspace(scope));
}

export async function updateSettings(scope: TrackingScope, input: WorkspaceSettingsInput): Promise<WorkspaceSettingsType> {
  const row = await workspace(scope);
  if (given(input.base_currency) && input.base_currency !== null) row.base_currency = currency(input.base_currency, 'base_currency');
  if (given(input.traffic_log_sample) && input.traffic_log_sample !== null) {
    row.traffic_log_sample = intInRange(input.traffic_log_sample, 'traffic_log_sample', 0, 100);
  }
  if (given(input.show_simulated_traffic) && input.show_simulated_traffic !== null) row.show_simulated_traffic = input.show_simulated_traffic;
  await scope.em.flush();
  // Tracing sample and base currency are read by the hot path.
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return settingsView(scope, row);
}

/** A new postback key; postbacks to the old URL are refused from now on. */
export async function rotatePostbackKey(scope: TrackingScope): Promise<WorkspaceSettingsType> {
  const row = await workspace(scope);
  row.postback_key = randomBytes(16).toString('hex');
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return settingsView(scope, row);
}
