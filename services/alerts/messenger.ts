import type { OutboundClient } from '../outbound/client';
import { OutboundError } from '../outbound/errors';

/** Spec-like limits of one attempt (as webhooks): 10 s, 8 KB of the answer kept. */
export const MESSENGER_TIMEOUT_MS = 10_000;
export const MESSENGER_MAX_RESPONSE_BYTES = 8192;
/** Telegram's limit of one message. */
export const MESSENGER_MAX_TEXT = 4096;

export interface MessengerAnswer {
  delivered: boolean;
  response_code: number | null;
  response_body: string | null;
  error: string | null;
}

/**
 * One Telegram-Bot-API `sendMessage` call: POST {base}/bot{token}/sendMessage with JSON
 * {chat_id, text}, through the SSRF-safe client. Delivered when the answer is 2xx and its JSON
 * does not say `ok: false`. The URL carries the token, so it is never logged or returned.
 */
export async function sendMessengerMessage(
  outbound: OutboundClient,
  target: { baseUrl: string; token: string; chatId: string },
  text: string,
): Promise<MessengerAnswer> {
  try {
    const response = await outbound.send({
      url: `${target.baseUrl}/bot${target.token}/sendMessage`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chat_id: target.chatId,
        text: text.slice(0, MESSENGER_MAX_TEXT),
        disable_web_page_preview: true,
      }),
      timeoutMs: MESSENGER_TIMEOUT_MS,
      maxResponseBytes: MESSENGER_MAX_RESPONSE_BYTES,
      maxRedirects: 0,
    });
    const body = response.body
      .replace(/\u0000/g, '\ufffd')
      .split(target.token)
      .join('***');
    let saysOk = true;
    try {
      saysOk = (JSON.parse(body) as { ok?: unknown }).ok !== false;
    } catch {
      /* a compatible server may answer plain text */
    }
    return {
      delivered: response.status >= 200 && response.status < 300 && saysOk,
      response_code: response.status,
      response_body: body,
      error: null,
    };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return {
      delivered: false,
      response_code: null,
      response_body: null,
      error: error.message.split(target.token).join('***'),
    };
  }
}
