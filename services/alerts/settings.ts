import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError, UnprocessableError } from '../errors';
import { openSecret, sealSecret } from '../crypto/secret-box';
import { OutboundError } from '../outbound/errors';
import type { OutboundClient } from '../outbound/client';

/** Telegram's own API; any Bot-API-compatible server may replace it. */
export const DEFAULT_MESSENGER_API_BASE_URL = 'https://api.telegram.org';

/** The workspace's alert channel settings as stored (the bot token sealed). */
export interface AlertSettingsRow {
  workspace_id: string;
  messenger_api_base_url: string;
  messenger_bot_token_sealed: string | null;
  messenger_chat_id: string | null;
  updated_at: Date | null;
}

/** What the API shows: never the token, only whether one is set. */
export interface AlertSettingsView {
  messenger_api_base_url: string;
  messenger_bot_token_set: boolean;
  messenger_chat_id: string | null;
  /** Token and chat id set: messenger actions send. */
  messenger_ready: boolean;
  updated_at: Date | null;
}

/** A partial update; `messenger_bot_token: null` removes the token. */
export interface AlertSettingsChanges {
  messenger_api_base_url?: string | null;
  messenger_bot_token?: string | null;
  messenger_chat_id?: string | null;
}

const tokenContext = (workspaceId: string) => `alert-settings.messenger_bot_token:${workspaceId}`;

export async function readAlertSettings(em: EntityManager, workspaceId: string): Promise<AlertSettingsRow> {
  const { rows } = await em.getKnex().raw('select * from alert_settings where workspace_id = ?', [workspaceId]);
  return (
    (rows[0] as AlertSettingsRow) ?? {
      workspace_id: workspaceId,
      messenger_api_base_url: DEFAULT_MESSENGER_API_BASE_URL,
      messenger_bot_token_sealed: null,
      messenger_chat_id: null,
      updated_at: null,
    }
  );
}

export function alertSettingsView(row: AlertSettingsRow): AlertSettingsView {
  return {
    messenger_api_base_url: row.messenger_api_base_url,
    messenger_bot_token_set: row.messenger_bot_token_sealed !== null,
    messenger_chat_id: row.messenger_chat_id,
    messenger_ready: row.messenger_bot_token_sealed !== null && row.messenger_chat_id !== null,
    updated_at: row.updated_at === null ? null : new Date(row.updated_at),
  };
}

/** The bot token in clear, for sending only. */
export function openBotToken(appSecret: string, row: AlertSettingsRow): string | null {
  return row.messenger_bot_token_sealed === null
    ? null
    : openSecret(appSecret, row.messenger_bot_token_sealed, tokenContext(row.workspace_id));
}

/** Malformed → 400, a blocked address → 422 (SSRF rules, as for webhook URLs). No path or query: the bot path is appended. */
function checkBaseUrl(outbound: OutboundClient, raw: string): string {
  const url = raw.trim().replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = outbound.checkUrl(url);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.failure === 'blocked_address')
      throw new UnprocessableError(`unsafe messenger_api_base_url: ${error.message}`);
    throw new BadRequestError(`messenger_api_base_url must be an absolute http or https URL: ${error.message}`);
  }
  if (parsed.search || parsed.hash || parsed.username || parsed.password)
    throw new BadRequestError('messenger_api_base_url must have no query, fragment or credentials');
  return url;
}

export async function updateAlertSettings(
  em: EntityManager,
  outbound: OutboundClient,
  appSecret: string,
  workspaceId: string,
  changes: AlertSettingsChanges,
  now: Date,
): Promise<AlertSettingsRow> {
  const row = await readAlertSettings(em, workspaceId);
  if (changes.messenger_api_base_url != null)
    row.messenger_api_base_url = checkBaseUrl(outbound, changes.messenger_api_base_url);
  if (changes.messenger_bot_token !== undefined) {
    const token = changes.messenger_bot_token?.trim() ?? null;
    if (token !== null && (token.length < 8 || token.length > 256 || /[\s/?#]/.test(token))) {
      throw new BadRequestError(
        'messenger_bot_token must be 8 to 256 characters without spaces, / ? or # (send null to remove it)',
      );
    }
    row.messenger_bot_token_sealed = token === null ? null : sealSecret(appSecret, token, tokenContext(workspaceId));
  }
  if (changes.messenger_chat_id !== undefined) {
    const chat = changes.messenger_chat_id?.trim() ?? null;
    if (chat !== null && !/^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/.test(chat))
      throw new BadRequestError('messenger_chat_id must be a numeric chat id or an @channel name');
    row.messenger_chat_id = chat;
  }
  row.updated_at = now;
  await em.getKnex().raw(
    `insert into alert_settings (workspace_id, messenger_api_base_url, messenger_bot_token_sealed,
      messenger_chat_id, updated_at) values (?, ?, ?, ?, ?)
     on conflict (workspace_id) do update set messenger_api_base_url = excluded.messenger_api_base_url,
       messenger_bot_token_sealed = excluded.messenger_bot_token_sealed, messenger_chat_id =
         excluded.messenger_chat_id, updated_at = excluded.updated_at`,
    [workspaceId, row.messenger_api_base_url, row.messenger_bot_token_sealed, row.messenger_chat_id, now],
  );
  return row;
}
