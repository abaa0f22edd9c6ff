import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Membership } from '../../entities/membership.entity';
import { Workspace } from '../../entities/workspace.entity';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { defaultPermissions, OWNER_ROLE } from './roles';
import { importedPostbackKey, newPostbackKey } from './postback-key';
import { REVENUE_BASES } from '../../entities/report-metrics';

export interface WorkspaceSettingsInput {
  name?: string | null;
  base_currency?: string | null;
  traffic_log_sample?: number | null;
  show_simulated_traffic?: boolean | null;
  time_zone?: string | null;
  revenue_basis?: string | null;
  ecb_rates?: boolean | null;
}

/** An IANA zone both Node and Postgres know (reports compute local days in SQL). */
function checkTimeZone(zone: string): string {
  if (zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone))
    throw new BadRequestError('time_zone must be an IANA time zone such as Europe/Berlin');
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new BadRequestError('time_zone must be an IANA time zone such as Europe/Berlin');
  }
  return zone;
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200) throw new BadRequestError('name must be 1 to 200 characters');
  return trimmed;
}

function checkCurrency(code: string): string {
  if (!/^[A-Z]{3}$/.test(code)) throw new BadRequestError('base_currency must be an ISO 4217 code such as USD');
  return code;
}

function applySettings(workspace: Workspace, input: WorkspaceSettingsInput): void {
  if (input.name != null) workspace.name = checkName(input.name);
  if (input.base_currency != null) workspace.base_currency = checkCurrency(input.base_currency);
  if (input.traffic_log_sample != null) {
    if (!Number.isInteger(input.traffic_log_sample) || input.traffic_log_sample < 0 || input.traffic_log_sample > 100) {
      throw new BadRequestError('traffic_log_sample must be an integer from 0 to 100');
    }
    workspace.traffic_log_sample = input.traffic_log_sample;
  }
  if (input.show_simulated_traffic != null) workspace.show_simulated_traffic = input.show_simulated_traffic;
  if (input.ecb_rates != null) workspace.ecb_rates = input.ecb_rates;
  if (input.time_zone != null) workspace.time_zone = checkTimeZone(input.time_zone);
  if (input.revenue_basis != null) {
    if (!(REVENUE_BASES as readonly string[]).includes(input.revenue_basis))
      throw new BadRequestError('revenue_basis must be all_but_trash, leads_and_sales or sales');
    workspace.revenue_basis = input.revenue_basis;
  }
}

/** Creates a workspace with a fresh postback key and makes `ownerId` its owner. Flushes. */
export async function createWorkspace(
  em: EntityManager,
  ownerId: string,
  input: WorkspaceSettingsInput & { name: string },
): Promise<Workspace> {
  return em.transactional(async (tx) => {
    const workspace = Object.assign(new Workspace(), { name: checkName(input.name), postback_key: newPostbackKey() });
    tx.persist(workspace);
    applySettings(workspace, input);
    // Two flushes: the entities declare no relations, so the insert order is ours to keep.
    await tx.flush();
    tx.create(Membership, {
      workspace_id: workspace.id,
      user_id: ownerId,
      role: OWNER_ROLE,
      permissions: defaultPermissions(OWNER_ROLE),
    });
    await tx.flush();
    return workspace;
  });
}

export async function getWorkspace(em: EntityManager, workspaceId: string): Promise<Workspace> {
  const workspace = await em.findOne(Workspace, { id: workspaceId });
  if (!workspace) throw new NotFoundError('workspace not found');
  return workspace;
}

export async function updateWorkspaceSettings(
  em: EntityManager,
  workspaceId: string,
  input: WorkspaceSettingsInput,
): Promise<Workspace> {
  const workspace = await getWorkspace(em, workspaceId);
  const zone = workspace.time_zone;
  applySettings(workspace, input);
  if (workspace.time_zone === zone) {
    await em.flush();
    return workspace;
  }
  // The report rollups are keyed by local day: a new zone recomputes them in the same transaction.
  await em.transactional(async (tx) => {
    try {
      await tx
        .getConnection()
        .execute('select now() at time zone ?', [workspace.time_zone], 'all', tx.getTransactionContext());
    } catch {
      throw new BadRequestError('time_zone must be an IANA time zone such as Europe/Berlin');
    }
    await tx.flush();
    // In the transaction's own connection: the rebuild locks the workspace row this flush updated.
    await tx
      .getConnection()
      .execute('select report_rollups_rebuild(?)', [workspace.id], 'all', tx.getTransactionContext());
  });
  return workspace;
}

/** Replaces the postback key; the old one stops authenticating postbacks at once. Retries on the (astronomically unlikely) collision. */
export async function rotatePostbackKey(em: EntityManager, workspaceId: string): Promise<Workspace> {
  const workspace = await getWorkspace(em, workspaceId);
  for (let attempt = 0; ; attempt++) {
    workspace.postback_key = newPostbackKey();
    workspace.postback_key_imported = false;
    try {
      await em.flush();
      return workspace;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= 2) throw error;
    }
  }
}

/**
 * Sets the postback key to the previous tracker's (docs/conversions.md "Postbacks from Keitaro and
 * Binom networks"), so the networks' URLs keep working once its domain points here; this
 * workspace's old key stops authenticating at once. Neither the key nor a clash names the value.
 */
export async function setPostbackKey(em: EntityManager, workspaceId: string, key: unknown): Promise<Workspace> {
  const imported = importedPostbackKey(key);
  if (!imported) throw new BadRequestError('postback_key must be 6 to 64 letters and digits');
  const workspace = await getWorkspace(em, workspaceId);
  if (workspace.postback_key === imported) return workspace;
  const taken = await em.count(Workspace, { postback_key: imported, id: { $ne: workspaceId } });
  if (taken) throw new ConflictError('postback_key is already used by another workspace');
  workspace.postback_key = imported;
  workspace.postback_key_imported = true;
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError('postback_key is already used by another workspace');
    throw error;
  }
  return workspace;
}

/** Workspaces a user belongs to, with the role held in each, oldest membership first. */
export async function workspacesOf(
  em: EntityManager,
  userId: string,
): Promise<Array<{ workspace: Workspace; membership: Membership }>> {
  const memberships = await em.find(Membership, { user_id: userId }, { orderBy: { created_at: 'asc', id: 'asc' } });
  const workspaces = await em.find(Workspace, { id: { $in: memberships.map((m) => m.workspace_id) } });
  const byId = new Map(workspaces.map((w) => [w.id, w]));
  return memberships
    .filter((m) => byId.has(m.workspace_id))
    .map((membership) => ({ workspace: byId.get(membership.workspace_id)!, membership }));
}
