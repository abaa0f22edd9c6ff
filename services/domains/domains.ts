import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../context';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { pageBounds, type Page } from '../catalogue/listing';
import { domainName } from './names';
import { publishDomainChange } from './invalidation';
import { recheckDomain } from './dns-sweep';
import {
  CAMPAIGN_MODES,
  ROBOTS,
  ROOT_ACTIONS,
  type DomainInput,
  type DomainView,
  type RootAction,
} from './domain.shapes';
import type { DnsState } from './dns-check';
import { isUuid } from '../../entities/uuid';

export const MAX_DOMAIN_CAMPAIGNS = 1000;

/** The unique name refused the row (raw statements surface the driver's error, code 23505). */
function isDuplicateName(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}
export const MAX_ROOT_TEXT = 10_000;
/** A renamed domain's DNS is another name's: checked again from pending. */
const RENAMED_DNS = ", dns_state = 'pending', dns_reason = null, dns_addresses = '{}', dns_checked_at = null";

interface DomainRow {
  id: string;
  workspace_id: string;
  name: string;
  root_action: RootAction;
  root_campaign_id: string | null;
  root_text: string | null;
  campaigns_mode: DomainView['campaigns_mode'];
  robots: DomainView['robots'];
  https_redirect: boolean;
  dns_state: DnsState;
  dns_reason: string | null;
  dns_addresses: string[];
  dns_checked_at: Date | null;
  created_at: Date;
  updated_at: Date;
  campaign_ids: string[];
}

const SELECT = `select d.*, coalesce((select array_agg(dc.campaign_id::text order by dc.campaign_id)
  from domain_campaigns dc where dc.domain_id = d.id), '{}') as campaign_ids from domains d`;

function view(services: AppServices, row: DomainRow): DomainView {
  const https = row.https_redirect || services.config.publicBaseUrl.startsWith('https:');
  return {
    id: row.id,
    name: row.name,
    base_url: `${https ? 'https' : 'http'}://${row.name}`,
    root_action: row.root_action,
    root_campaign_id: row.root_campaign_id,
    root_text: row.root_text,
    campaigns_mode: row.campaigns_mode,
    campaign_ids: row.campaign_ids,
    robots: row.robots,
    https_redirect: row.https_redirect,
    dns_state: row.dns_state,
    dns_reason: row.dns_reason,
    dns_addresses: row.dns_addresses,
    dns_checked_at: row.dns_checked_at === null ? null : new Date(row.dns_checked_at),
    certificate_allowed: row.dns_state === 'pointed',
    // Raw rows carry timestamps as Postgres prints them.
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

function oneOf<T extends string>(value: string, field: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new BadRequestError(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** Live campaigns of the workspace among `ids`, or 400 naming the position of the first that is not one. */
async function requireCampaigns(em: EntityManager, workspaceId: string, ids: string[], field: string): Promise<void> {
  const bad = ids.findIndex((id) => !isUuid(id));
  if (bad >= 0) throw new BadRequestError(`${field}[${bad}] is not an id`);
  if (!ids.length) return;
  const found = await em
    .getConnection()
    .execute<{ id: string }[]>(
      'select id from campaigns where workspace_id = ? and deleted_at is null and id::text in (select jsonb_array_elements_text(?::jsonb))',
      [workspaceId, JSON.stringify(ids.map((id) => id.toLowerCase()))],
    );
  const known = new Set(found.map((row) => row.id));
  const missing = ids.findIndex((id) => !known.has(id.toLowerCase()));
  if (missing >= 0) throw new BadRequestError(`${field}[${missing}]: no such campaign in this workspace`);
}

/** The row after `input` applied over `current` (or the defaults), checked; the campaign list apart. */
async function applyInput(
  em: EntityManager,
  workspaceId: string,
  current: Omit<
    DomainRow,
    | 'id'
    | 'workspace_id'
    | 'created_at'
    | 'updated_at'
    | 'dns_state'
    | 'dns_reason'
    | 'dns_addresses'
    | 'dns_checked_at'
  >,
  input: DomainInput,
) {
  const next = { ...current };
  if (input.name != null) next.name = domainName(input.name);
  if (input.root_action != null) next.root_action = oneOf(input.root_action, 'root_action', ROOT_ACTIONS);
  if (input.root_campaign_id !== undefined) next.root_campaign_id = input.root_campaign_id;
  if (input.root_text !== undefined) next.root_text = input.root_text === '' ? null : input.root_text;
  if (input.campaigns_mode != null) next.campaigns_mode = oneOf(input.campaigns_mode, 'campaigns_mode', CAMPAIGN_MODES);
  if (input.robots != null) next.robots = oneOf(input.robots, 'robots', ROBOTS);
  if (input.https_redirect != null) next.https_redirect = input.https_redirect;
  if (input.campaign_ids != null) {
    if (input.campaign_ids.length > MAX_DOMAIN_CAMPAIGNS)
      throw new BadRequestError(`campaign_ids lists at most ${MAX_DOMAIN_CAMPAIGNS} campaigns`);
    next.campaign_ids = [...new Set(input.campaign_ids.map((id) => id.toLowerCase()))];
    await requireCampaigns(em, workspaceId, next.campaign_ids, 'campaign_ids');
  }
  if (next.root_action === 'campaign') {
    if (!next.root_campaign_id) throw new BadRequestError('root_action campaign needs root_campaign_id');
    await requireCampaigns(em, workspaceId, [next.root_campaign_id], 'root_campaign_id');
  } else if (input.root_campaign_id) {
    throw new BadRequestError('root_campaign_id applies only to root_action campaign');
  } else next.root_campaign_id = null;
  if (next.root_action === 'text') {
    if (!next.root_text) throw new BadRequestError('root_action text needs root_text');
    if (next.root_text.length > MAX_ROOT_TEXT)
      throw new BadRequestError(`root_text must be at most ${MAX_ROOT_TEXT} characters`);
  } else if (input.root_text) {
    throw new BadRequestError('root_text applies only to root_action text');
  } else next.root_text = null;
  return next;
}

export async function listDomains(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  query: { limit?: number | null; offset?: number | null } = {},
): Promise<Page<DomainView>> {
  const { limit, offset } = pageBounds(query);
  const db = em.getConnection();
  const rows = await db.execute<DomainRow[]>(`${SELECT} where d.workspace_id = ? order by d.name limit ? offset ?`, [
    workspaceId,
    limit,
    offset,
  ]);
  const [{ total }] = await db.execute<{ total: string }[]>(
    'select count(*) as total from domains where workspace_id = ?',
    [workspaceId],
  );
  return { items: rows.map((row) => view(services, row)), total: Number(total), limit, offset };
}

export async function getDomain(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  id: string,
): Promise<DomainView> {
  if (!isUuid(id)) throw new NotFoundError('domain not found');
  const [row] = await em
    .getConnection()
    .execute<DomainRow[]>(`${SELECT} where d.id = ? and d.workspace_id = ?`, [id, workspaceId]);
  if (!row) throw new NotFoundError('domain not found');
  return view(services, row);
}

/**
 * Adds a domain: it routes at once (root, robots.txt, campaigns) whatever its DNS; the DNS is
 * checked now (a few seconds at most) and again in the background until it points here.
 */
export async function createDomain(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  input: DomainInput,
): Promise<DomainView> {
  if (input.name == null) throw new BadRequestError('name is required');
  const next = await applyInput(
    em,
    workspaceId,
    {
      name: '',
      root_action: 'not_found',
      root_campaign_id: null,
      root_text: null,
      campaigns_mode: 'all',
      campaign_ids: [],
      robots: 'disallow',
      https_redirect: false,
    },
    input,
  );
  const id = randomUUID();
  const now = services.clock();
  try {
    await em.transactional(async (tx) => {
      const db = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await db.execute(
        `insert into domains (id, workspace_id, name, root_action, root_campaign_id, root_text, campaigns_mode, robots,
           https_redirect, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          workspaceId,
          next.name,
          next.root_action,
          next.root_campaign_id,
          next.root_text,
          next.campaigns_mode,
          next.robots,
          next.https_redirect,
          now,
          now,
        ],
        'all',
        ctx,
      );
      await writeCampaigns(tx, id, next.campaign_ids);
    });
  } catch (error) {
    // Another workspace's domain is as taken as one's own: the name decides the workspace.
    if (isDuplicateName(error)) throw new ConflictError('a domain with this name is already added');
    throw error;
  }
  await publishDomainChange(services.redis, services.config.redisPrefix);
  await recheckDomain(em, services, id);
  return getDomain(em, services, workspaceId, id);
}

async function writeCampaigns(tx: EntityManager, domainId: string, campaignIds: string[]): Promise<void> {
  const db = tx.getConnection();
  const ctx = tx.getTransactionContext();
  await db.execute('delete from domain_campaigns where domain_id = ?', [domainId], 'all', ctx);
  if (campaignIds.length)
    await db.execute(
      'insert into domain_campaigns (domain_id, campaign_id) select ?, value::uuid from jsonb_array_elements_text(?::jsonb)',
      [domainId, JSON.stringify(campaignIds)],
      'all',
      ctx,
    );
}

export async function updateDomain(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  id: string,
  input: DomainInput,
): Promise<DomainView> {
  const current = await getDomain(em, services, workspaceId, id);
  const next = await applyInput(em, workspaceId, current, input);
  const renamed = next.name !== current.name;
  try {
    await em.transactional(async (tx) => {
      await tx.getConnection().execute(
        `update domains set name = ?, root_action = ?, root_campaign_id = ?, root_text = ?, campaigns_mode = ?, robots = ?,
           https_redirect = ?, updated_at = ?${renamed ? RENAMED_DNS : ''}
         where id = ? and workspace_id = ?`,
        [
          next.name,
          next.root_action,
          next.root_campaign_id,
          next.root_text,
          next.campaigns_mode,
          next.robots,
          next.https_redirect,
          services.clock(),
          id,
          workspaceId,
        ],
        'all',
        tx.getTransactionContext(),
      );
      if (input.campaign_ids != null) await writeCampaigns(tx, id, next.campaign_ids);
    });
  } catch (error) {
    if (isDuplicateName(error)) throw new ConflictError('a domain with this name is already added');
    throw error;
  }
  await publishDomainChange(services.redis, services.config.redisPrefix);
  if (renamed) await recheckDomain(em, services, id);
  return getDomain(em, services, workspaceId, id);
}

export async function deleteDomain(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  id: string,
): Promise<void> {
  await getDomain(em, services, workspaceId, id);
  await em.getConnection().execute('delete from domains where id = ? and workspace_id = ?', [id, workspaceId]);
  await publishDomainChange(services.redis, services.config.redisPrefix);
}

/** Checks the DNS now (the "check again" button) and answers the domain with the result. */
export async function checkDomainNow(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  id: string,
): Promise<DomainView> {
  await getDomain(em, services, workspaceId, id);
  await recheckDomain(em, services, id);
  return getDomain(em, services, workspaceId, id);
}
