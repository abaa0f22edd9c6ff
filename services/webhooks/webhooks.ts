import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../context';
import { Webhook } from '../../entities/webhook.entity';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors';
import { sealSecret } from '../crypto/secret-box';
import { OutboundError } from '../outbound/errors';
import { pageBounds, type Page } from '../catalogue/listing';
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from './events';

export interface WebhookCreate {
  name: string;
  url: string;
  events: string[];
  secret?: string | null;
}

/** A partial update: an absent (or null) field stays; `secret: null` clears the secret. */
export interface WebhookChanges {
  name?: string | null;
  url?: string | null;
  events?: string[] | null;
  secret?: string | null;
}

export const SECRET_MIN_LENGTH = 16;
export const SECRET_MAX_LENGTH = 1024;

function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200) throw new BadRequestError('name must be 1 to 200 characters');
  return trimmed;
}

/**
 * Malformed → 400; well-formed but aimed at a blocked address → 422 (as an unsafe redirect URL is).
 * The scheme is kept in lower case and must be followed by `//`: the URL parser also takes
 * `HTTPS://…`, `https:host` and `https:\\host`, which the stored column refuses.
 */
function checkUrl(services: AppServices, raw: string): string {
  const url = raw.trim().replace(/^https?:/i, (scheme) => scheme.toLowerCase());
  try {
    services.outbound.checkUrl(url);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.failure === 'blocked_address') throw new UnprocessableError(`unsafe webhook URL: ${error.message}`);
    throw new BadRequestError(`url must be an absolute http or https URL: ${error.message}`);
  }
  if (!/^https?:\/\//.test(url))
    throw new BadRequestError('url must be an absolute http or https URL: the scheme must be followed by //');
  return url;
}

/** At least one known event; duplicates dropped; kept in the canonical order. */
function checkEvents(events: string[]): WebhookEvent[] {
  const unknown = events.findIndex((event) => !isWebhookEvent(event));
  if (unknown >= 0)
    throw new BadRequestError(`events[${unknown}]: unknown event; events are ${WEBHOOK_EVENTS.join(', ')}`);
  if (events.length === 0) throw new BadRequestError(`events must list at least one of ${WEBHOOK_EVENTS.join(', ')}`);
  return WEBHOOK_EVENTS.filter((event) => events.includes(event));
}

function sealedSecret(services: AppServices, webhookId: string, secret: string | null): string | null {
  if (secret === null) return null;
  if (secret.length < SECRET_MIN_LENGTH || secret.length > SECRET_MAX_LENGTH) {
    throw new BadRequestError(
      `secret must be ${SECRET_MIN_LENGTH} to ${SECRET_MAX_LENGTH} characters (send null to remove it)`,
    );
  }
  return sealSecret(services.config.appSecret, secret, secretContext(webhookId));
}

/** Binds a sealed secret to its webhook: a ciphertext copied to another row does not open. */
export function secretContext(webhookId: string): string {
  return `webhook:${webhookId}`;
}

/** A page of the workspace's webhooks, oldest first, as every list: `{items, total, limit, offset}`. */
export async function listWebhooks(
  em: EntityManager,
  workspaceId: string,
  query: { limit?: number | null; offset?: number | null } = {},
): Promise<Page<Webhook>> {
  const { limit, offset } = pageBounds(query);
  const [items, total] = await em.findAndCount(
    Webhook,
    { workspace_id: workspaceId },
    { orderBy: { created_at: 'asc', id: 'asc' }, limit, offset },
  );
  return { items, total, limit, offset };
}

/** The webhook of this workspace, or 404 (another workspace's webhook is as absent as a missing one). */
export async function getWebhook(em: EntityManager, workspaceId: string, id: string): Promise<Webhook> {
  const webhook = await em.findOne(Webhook, { id, workspace_id: workspaceId });
  if (!webhook) throw new NotFoundError('webhook not found');
  return webhook;
}

/** Creates a webhook, always disabled: events flow only after it is enabled. */
export async function createWebhook(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  input: WebhookCreate,
): Promise<Webhook> {
  const webhook = em.create(Webhook, {
    workspace_id: workspaceId,
    name: checkName(input.name),
    url: checkUrl(services, input.url),
    events: checkEvents(input.events),
  });
  webhook.secret_sealed = sealedSecret(services, webhook.id, input.secret ?? null);
  await em.flush();
  return webhook;
}

export async function updateWebhook(
  em: EntityManager,
  services: AppServices,
  workspaceId: string,
  id: string,
  changes: WebhookChanges,
): Promise<Webhook> {
  const webhook = await getWebhook(em, workspaceId, id);
  if (changes.name != null) webhook.name = checkName(changes.name);
  if (changes.url != null) webhook.url = checkUrl(services, changes.url);
  if (changes.events != null) webhook.events = checkEvents(changes.events);
  if (changes.secret !== undefined) webhook.secret_sealed = sealedSecret(services, webhook.id, changes.secret);
  await em.flush();
  return webhook;
}

/** The list actions enable and disable. Disabling also stops events already pending (docs/webhooks.md). */
export async function setWebhookEnabled(
  em: EntityManager,
  workspaceId: string,
  id: string,
  enabled: boolean,
): Promise<Webhook> {
  const webhook = await getWebhook(em, workspaceId, id);
  webhook.enabled = enabled;
  await em.flush();
  return webhook;
}

/** Removes the webhook and its delivery log; its pending events are abandoned at their next attempt. */
export async function deleteWebhook(em: EntityManager, workspaceId: string, id: string): Promise<void> {
  const webhook = await getWebhook(em, workspaceId, id);
  await em.remove(webhook).flush();
}
