import type { EntityManager } from '@mikro-orm/postgresql';
import type { ArchivableEntity } from '../../../entities/tenant-entity';
import type { Flow } from '../../../entities/flow.entity';
import { ConflictError, NotFoundError } from '../../errors';
import type { TrackingScope } from '../scope';
import { KIND_INFO, liveRows, type OperableKind } from './kinds';

/** An active flow that keeps an offer or landing from being archived. */
export interface BlockingFlow {
  id: string;
  name: string;
  campaign_id: string;
}

/** One id a multi-row change refused, and why (the REST answer's `failures`). */
export interface ItemFailure {
  id: string;
  error: string;
  flows?: BlockingFlow[];
}

/**
 * The active flows (live, not archived, state active, of a live campaign that is not archived)
 * that send visitors to each of the given offers or landings.
 */
async function blockingFlows(
  em: EntityManager,
  workspaceId: string,
  kind: 'offers' | 'landings',
  ids: string[],
): Promise<Map<string, BlockingFlow[]>> {
  const column = kind === 'offers' ? 'offers' : 'landings';
  const key = kind === 'offers' ? 'offer_id' : 'landing_id';
  const rows = await em.getConnection().execute<(BlockingFlow & { used_id: string })[]>(
    `select f.id, f.name, f.campaign_id, e.${key} as used_id
       from flows f
       join campaigns c on c.id = f.campaign_id and c.deleted_at is null and c.archived_at is null
       cross join lateral jsonb_to_recordset(f.${column}) as e(${key} uuid)
      where f.workspace_id = ? and f.deleted_at is null and f.archived_at is null and f.state = 'active'
        and e.${key} = any(?::uuid[])
      order by f.name, f.id`,
    [workspaceId, `{${ids.join(',')}}`],
  );
  const byId = new Map<string, BlockingFlow[]>();
  for (const { used_id, ...flow } of rows) {
    if (!byId.has(used_id)) byId.set(used_id, []);
    byId.get(used_id)!.push(flow);
  }
  return byId;
}

/** What an archive or restore changed: the rows, and the campaigns whose routing it touched. */
export interface ArchiveChange {
  rows: ArchivableEntity[];
  failures: ItemFailure[];
}

/**
 * Archives (or restores) the rows of one kind named by `ids` on `em`, without flushing; returns the
 * ids it refuses instead of changing anything for them. Archiving or restoring twice changes
 * nothing (the first archive time is kept). Refused: an id that is not a live row of the workspace,
 * an offer or landing an active flow uses, a flow of a deleted campaign.
 */
export async function setArchived(
  scope: TrackingScope,
  em: EntityManager,
  kind: OperableKind,
  ids: string[],
  archive: boolean,
): Promise<ArchiveChange> {
  const { label } = KIND_INFO[kind];
  const found = await liveRows(em, scope.workspace_id, kind, ids);
  const failures: ItemFailure[] = [];
  const blocked =
    archive && (kind === 'offers' || kind === 'landings')
      ? await blockingFlows(em, scope.workspace_id, kind, [...found.keys()])
      : new Map<string, BlockingFlow[]>();
  const readOnly = new Map(
    (kind === 'flows' ? await flowsOfDeletedCampaigns(scope, em, [...found.values()] as Flow[]) : []).map((f) => [
      f.id,
      f,
    ]),
  );
  const rows: ArchivableEntity[] = [];
  const now = scope.clock();
  for (const id of new Set(ids)) {
    const row = found.get(id);
    if (!row) {
      failures.push({ id, error: `${label} not found` });
      continue;
    }
    const flows = blocked.get(id);
    if (flows?.length) {
      failures.push({ id, error: `${label} is used by ${flows.length} active flow(s)`, flows });
      continue;
    }
    if (readOnly.has(id)) {
      failures.push(readOnly.get(id)!);
      continue;
    }
    if (archive) row.archived_at ??= now;
    else row.archived_at = null;
    rows.push(row);
  }
  return { rows, failures };
}

/** Flows of a deleted campaign are kept read-only (services/catalogue/flows.ts): each is refused. */
export async function flowsOfDeletedCampaigns(
  scope: TrackingScope,
  em: EntityManager,
  flows: Flow[],
): Promise<ItemFailure[]> {
  const ids = [...new Set(flows.map((f) => f.campaign_id))];
  if (!ids.length) return [];
  const dead = await em
    .getConnection()
    .execute<{ id: string }[]>(
      'select id from campaigns where workspace_id = ? and id = any(?::uuid[]) and deleted_at is not null',
      [scope.workspace_id, `{${ids.join(',')}}`],
    );
  const deadIds = new Set(dead.map((r) => r.id));
  return flows
    .filter((f) => deadIds.has(f.campaign_id))
    .map((f) => ({ id: f.id, error: 'the campaign of this flow is deleted: its flows cannot be changed' }));
}

/**
 * After a committed change of routing entities: campaigns and flows name their campaigns, the
 * others (offers, landings, sources, networks) the whole workspace.
 */
export async function announceRouting(scope: TrackingScope, kind: OperableKind, rows: ArchivableEntity[]) {
  if (kind === 'campaigns' || kind === 'flows') {
    const campaigns = new Set(rows.map((row) => (kind === 'flows' ? (row as Flow).campaign_id : row.id)));
    for (const campaign_id of campaigns)
      await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id });
  } else if (rows.length) await scope.invalidations.publish({ workspace_id: scope.workspace_id });
}

/** Archives or restores one row: 404 when it is not a live row of the workspace, 409 with the flows that use it. */
export async function archiveOne(
  scope: TrackingScope,
  kind: OperableKind,
  id: string,
  archive: boolean,
): Promise<ArchivableEntity> {
  const { rows, failures } = await setArchived(scope, scope.em, kind, [id], archive);
  const [failure] = failures;
  if (failure?.flows) throw new ConflictError(`${failure.error}: pause or change them first`, { flows: failure.flows });
  if (failure?.error.endsWith('not found')) throw new NotFoundError(failure.error);
  if (failure) throw new ConflictError(failure.error);
  await scope.em.flush();
  await announceRouting(scope, kind, rows);
  return rows[0];
}
