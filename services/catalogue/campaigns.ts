import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import {
  BOT_ACTIONS,
  Campaign,
  CAMPAIGN_STATES,
  COST_MODELS,
  FLOW_ROTATIONS,
  UNIQUENESS_SCOPES,
} from '../../entities/campaign.entity';
import { SOURCE_TOKENS, TrafficSource } from '../../entities/traffic-source.entity';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { CampaignInput, CampaignListQuery, CampaignView } from './campaign.shapes';
import { checkSafeUrl } from '../urls/safe-url';
import { checkAlias, randomAlias } from './aliases';
import { currency, formatDecimal, given, intInRange, money, notes, requiredText, tags } from './fields';
import { listClauses, type Page } from './listing';
import { findOwned, requireReference, workspaceCurrency } from './references';
import { requireGroup } from './groups/groups';
import type { Secrets, TrackingScope } from './scope';

export const tokenContext = (id: string) => `campaigns.token:${id}`;

/** A fresh remote-execution token: 256 random bits. */
export function newCampaignToken(): string {
  return `ct_${randomBytes(32).toString('base64url')}`;
}

/** The campaign's remote-execution token in clear (for rclient and the campaign card). */
export function campaignToken(secrets: Secrets, row: Campaign): string {
  return secrets.open(row.token_ciphertext, tokenContext(row.id));
}

/** `{base_url}/{alias}?param=macro&…` with the source's token and sub id parameters, macros left as they are. */
function trackingUrl(url: string, source: TrafficSource | null): string {
  if (!source) return url;
  const pairs = [
    ...SOURCE_TOKENS.flatMap((token) => (source.parameters[token] ? [source.parameters[token]!] : [])),
    ...source.sub_id_parameters,
  ].map((p) => `${encodeURIComponent(p.param)}=${p.macro}`);
  return pairs.length ? `${url}?${pairs.join('&')}` : url;
}

export function campaignView(scope: TrackingScope, row: Campaign, source: TrafficSource | null): CampaignView {
  const url = `${scope.baseUrl}/${row.alias}`;
  return {
    id: row.id,
    name: row.name,
    alias: row.alias,
    alias_released: row.alias_released_at !== null,
    url,
    tracking_url: trackingUrl(url, source),
    state: row.state,
    source_id: row.source_id,
    cost_model: row.cost_model,
    cost_value: formatDecimal(row.cost_value),
    cost_currency: row.cost_currency,
    uniqueness_period_hours: row.uniqueness_period_hours,
    uniqueness_scope: row.uniqueness_scope,
    bot_action: row.bot_action,
    bot_redirect_url: row.bot_redirect_url,
    flow_rotation: row.flow_rotation,
    domains_only: row.domains_only,
    token: campaignToken(scope.secrets, row),
    tags: row.tags,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    archived_at: row.archived_at,
    group_id: row.group_id,
  };
}

async function views(scope: TrackingScope, rows: Campaign[]): Promise<CampaignView[]> {
  const ids = [...new Set(rows.map((row) => row.source_id).filter((id): id is string => id !== null))];
  const sources = ids.length
    ? await scope.em.find(TrafficSource, { id: { $in: ids }, workspace_id: scope.workspace_id })
    : [];
  const byId = new Map(sources.map((source) => [source.id, source]));
  return rows.map((row) => campaignView(scope, row, row.source_id ? (byId.get(row.source_id) ?? null) : null));
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!(allowed as readonly unknown[]).includes(value))
    throw new BadRequestError(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

async function apply(scope: TrackingScope, row: Campaign, input: CampaignInput, creating: boolean): Promise<void> {
  if (creating || given(input.name)) row.name = requiredText(input.name, 'name');
  if (given(input.alias) && input.alias !== null) {
    const alias = checkAlias(input.alias);
    // Checked before the row changes: the next query would otherwise flush the clash first.
    if (alias !== row.alias && (await aliasTaken(scope, alias, row.id)))
      throw new ConflictError('alias is already in use');
    row.alias = alias;
  }
  if (given(input.state) && input.state !== null) row.state = oneOf(input.state, 'state', CAMPAIGN_STATES);
  if (given(input.source_id)) {
    row.source_id = input.source_id
      ? (await requireReference(scope, TrafficSource, input.source_id, 'traffic source')).id
      : null;
  }
  if (given(input.cost_model) && input.cost_model !== null)
    row.cost_model = oneOf(input.cost_model, 'cost_model', COST_MODELS);
  if (given(input.cost_value) && input.cost_value !== null) row.cost_value = money(input.cost_value, 'cost_value');
  if (row.cost_model === 'revshare' && Number(row.cost_value) > 100)
    throw new BadRequestError('a revshare cost_value is a percentage from 0 to 100');
  if (given(input.cost_currency) && input.cost_currency !== null)
    row.cost_currency = currency(input.cost_currency, 'cost_currency');
  if (given(input.uniqueness_period_hours) && input.uniqueness_period_hours !== null) {
    row.uniqueness_period_hours = intInRange(input.uniqueness_period_hours, 'uniqueness_period_hours', 1, 8760);
  }
  if (given(input.uniqueness_scope) && input.uniqueness_scope !== null)
    row.uniqueness_scope = oneOf(input.uniqueness_scope, 'uniqueness_scope', UNIQUENESS_SCOPES);
  if (given(input.bot_action) && input.bot_action !== null)
    row.bot_action = oneOf(input.bot_action, 'bot_action', BOT_ACTIONS);
  if (given(input.bot_redirect_url))
    row.bot_redirect_url = input.bot_redirect_url ? checkSafeUrl(input.bot_redirect_url) : null;
  if (row.bot_action === 'redirect' && !row.bot_redirect_url)
    throw new BadRequestError('bot_action redirect needs bot_redirect_url');
  if (row.bot_action !== 'redirect' && row.bot_redirect_url) {
    if (input.bot_redirect_url) throw new BadRequestError('bot_redirect_url applies only to bot_action redirect');
    row.bot_redirect_url = null;
  }
  if (given(input.flow_rotation) && input.flow_rotation !== null)
    row.flow_rotation = oneOf(input.flow_rotation, 'flow_rotation', FLOW_ROTATIONS);
  if (typeof input.domains_only === 'boolean') row.domains_only = input.domains_only;
  if (given(input.tags)) row.tags = tags(input.tags);
  if (given(input.notes)) row.notes = notes(input.notes);
  if (given(input.group_id))
    row.group_id = input.group_id ? await requireGroup(scope, 'campaigns', input.group_id) : null;
}

/** Flushes (or runs `work` in a transaction), turning a lost race for the alias into 409. */
export async function flushAlias(
  scope: TrackingScope,
  work?: (em: TrackingScope['em']) => Promise<void>,
): Promise<void> {
  try {
    if (work) await scope.em.transactional(work);
    else await scope.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError('alias is already in use');
    throw error;
  }
}

/** Whether a live campaign, or a deleted one that kept it, holds the alias anywhere in the installation. */
export async function aliasTaken(scope: TrackingScope, alias: string, exceptId?: string): Promise<boolean> {
  const holder = await scope.em.findOne(Campaign, { alias, alias_released_at: null }, { fields: ['id'] });
  return holder !== null && holder.id !== exceptId;
}

export async function listCampaigns(scope: TrackingScope, query: CampaignListQuery): Promise<Page<CampaignView>> {
  const base: Record<string, unknown> = { workspace_id: scope.workspace_id };
  if (query.state) base.state = query.state;
  if (query.source_id) base.source_id = query.source_id;
  if (query.tag) base.tags = { $contains: [query.tag] };
  const { where, options, limit, offset } = listClauses<Campaign>(query, base, { archivable: true, grouped: true });
  const [rows, total] = await scope.em.findAndCount(Campaign, where, options);
  return { items: await views(scope, rows), total, limit, offset };
}

export async function getCampaign(scope: TrackingScope, id: string): Promise<CampaignView> {
  const [view] = await views(scope, [await findOwned(scope, Campaign, id, 'campaign')]);
  return view;
}

export async function createCampaign(scope: TrackingScope, input: CampaignInput): Promise<CampaignView> {
  const row = new Campaign();
  row.workspace_id = scope.workspace_id;
  // No cost currency given: the workspace's (docs/tracking-model.md), never a fixed USD.
  row.cost_currency = await workspaceCurrency(scope);
  await apply(scope, row, input, true);
  if (!row.alias) {
    let alias: string;
    do alias = randomAlias();
    while (await aliasTaken(scope, alias));
    row.alias = alias;
  }
  row.token_ciphertext = scope.secrets.seal(newCampaignToken(), tokenContext(row.id));
  scope.em.persist(row);
  await flushAlias(scope);
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: row.id });
  return getCampaign(scope, row.id);
}

export async function updateCampaign(scope: TrackingScope, id: string, input: CampaignInput): Promise<CampaignView> {
  const row = await findOwned(scope, Campaign, id, 'campaign');
  await apply(scope, row, input, false);
  await flushAlias(scope);
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: row.id });
  return getCampaign(scope, row.id);
}

/**
 * Soft delete: the campaign leaves lists and its link stops routing, its row stays for reports.
 * Its alias stays taken unless release_alias is asked for (now or later).
 */
export async function deleteCampaign(scope: TrackingScope, id: string, releaseAlias: boolean): Promise<boolean> {
  const row = await findOwned(scope, Campaign, id, 'campaign');
  row.deleted_at = scope.clock();
  if (releaseAlias) row.alias_released_at = row.deleted_at;
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: row.id });
  return true;
}

/** Frees the alias of a campaign deleted earlier without release_alias. */
export async function releaseCampaignAlias(scope: TrackingScope, id: string): Promise<CampaignView> {
  const row = await scope.em.findOne(Campaign, { id, workspace_id: scope.workspace_id });
  if (!row) throw new NotFoundError('campaign not found');
  if (!row.deleted_at)
    throw new BadRequestError('only a deleted campaign can release its alias (change the alias instead)');
  row.alias_released_at ??= scope.clock();
  await scope.em.flush();
  const [view] = await views(scope, [row]);
  return view;
}

/** A new remote-execution token; the old one stops working at once. */
export async function rotateCampaignToken(scope: TrackingScope, id: string): Promise<CampaignView> {
  const row = await findOwned(scope, Campaign, id, 'campaign');
  row.token_ciphertext = scope.secrets.seal(newCampaignToken(), tokenContext(row.id));
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: row.id });
  return getCampaign(scope, row.id);
}
