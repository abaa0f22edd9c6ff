import { createHash } from 'node:crypto';
import type { ForwardJobData } from './job-data';

const SHA256_HEX = /^[0-9a-f]{64}$/;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Meta's e-mail normalisation (trim, lower case), then SHA-256. An already hashed value passes as is. */
export function hashEmail(raw: string | undefined | null): string | null {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return null;
  return SHA256_HEX.test(text) ? text : sha256(text);
}

/** Meta's phone normalisation (digits only, country code kept, no leading zeros), then SHA-256. */
export function hashPhone(raw: string | undefined | null): string | null {
  const trimmed = (raw ?? '').trim().toLowerCase();
  if (SHA256_HEX.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? sha256(digits) : null;
}

/**
 * The Conversions API event of a status: leads count as Lead, sales as Purchase, a browser signup
 * as CompleteRegistration; rejected and trash send nothing.
 */
export function capiEventName(bucket: string, event: string | null): string | null {
  if (event === 'signup') return 'CompleteRegistration';
  if (bucket === 'leads') return 'Lead';
  if (bucket === 'sales') return 'Purchase';
  return null;
}

/** `fbc` from the click: the source's click id (fbclid) with the click time, in Meta's format. */
export function fbcOf(externalClickId: string | null, clickTime: string): string | null {
  return externalClickId ? `fb.1.${new Date(clickTime).getTime()}.${externalClickId}` : null;
}

/** The `{base}/{pixel_id}/events` address. */
export function capiUrl(baseUrl: string, pixelId: string): string {
  return `${baseUrl}/${encodeURIComponent(pixelId)}/events`;
}

/**
 * The request body in the Meta Conversions API format, without access_token (added at send time).
 * event_id is the conversion and status, so Meta drops a retry of the same event and a browser
 * pixel event carrying the same id.
 */
export function capiBody(
  job: ForwardJobData,
  eventName: string,
  click: { click_id: string; click_created_at: string; external_click_id: string | null; origin: string },
  testEventCode: string | null,
): string {
  const user: Record<string, unknown> = {};
  if (job.capi.em) user.em = [job.capi.em];
  if (job.capi.ph) user.ph = [job.capi.ph];
  const fbc = job.capi.fbc || fbcOf(click.external_click_id, click.click_created_at);
  if (fbc) user.fbc = fbc;
  if (job.capi.fbp) user.fbp = job.capi.fbp;
  if (job.capi.client_ip) user.client_ip_address = job.capi.client_ip;
  if (job.capi.user_agent) user.client_user_agent = job.capi.user_agent;
  user.external_id = [sha256(click.click_id)];
  const inBase = job.payout !== null;
  const body: Record<string, unknown> = {
    data: [
      {
        event_name: eventName,
        event_time: Math.floor(new Date(job.at).getTime() / 1000),
        event_id: `${job.conversion_id}:${job.status}`,
        action_source: 'website',
        user_data: user,
        custom_data: {
          value: Number(inBase ? job.payout : job.amount),
          currency: inBase ? job.base_currency : job.currency,
        },
      },
    ],
  };
  if (testEventCode) body.test_event_code = testEventCode;
  return JSON.stringify(body);
}
