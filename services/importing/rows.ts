import { isIP } from 'node:net';
import { SUB_ID_COUNT } from '../../entities/click-fields';
import { CLICK_RETENTION_DAYS } from '../clicks/partitions';
import type { ImportField } from './layouts';

const DAY_MS = 86_400_000;
const DECIMAL = /^\d{1,12}([.,]\d{1,6})?$/;
const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet', 'tv', 'console', 'wearable', 'bot', 'unknown']);

/** A row that passed validation: click columns, and the conversion when the row has one. */
export interface ValidRow {
  click_time: Date;
  campaign: string;
  source: string | null;
  offer: string | null;
  offer_url: string | null;
  landing: string | null;
  landing_url: string | null;
  /** The previous tracker's click id (its postbacks' subid). */
  previous_click_id: string | null;
  columns: Record<string, string | boolean | null>;
  cost: string;
  conversion: { status: string; time: Date; payout: string } | null;
}

export type RowCheck = { ok: true; row: ValidRow } | { ok: false; reason: string };

/** Times as ISO 8601, or `YYYY-MM-DD HH:MM:SS` (UTC), the way trackers export them. */
function parseTime(value: string): Date | null {
  const text = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value.trim())
    ? `${value.trim().replace(' ', 'T')}Z`
    : value.trim();
  if (!/^\d{4}-\d\d-\d\d/.test(text)) return null;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time;
}

function flag(value: string | undefined): boolean | null | 'bad' {
  if (value === undefined) return null;
  if (/^(1|true|yes)$/i.test(value.trim())) return true;
  if (/^(0|false|no)$/i.test(value.trim())) return false;
  return 'bad';
}

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const text = (value: string | undefined, max = 1024) =>
  value === undefined ? null : value.trim().slice(0, max) || null;

/**
 * Validates one row: a reason (never the submitted value) for a rejected row. Times must fall in
 * the click retention (the last 89 days) and not in the future.
 */
export function checkRow(
  raw: Partial<Record<ImportField, string>>,
  statuses: ReadonlySet<string>,
  now: Date,
): RowCheck {
  const reject = (reason: string): RowCheck => ({ ok: false, reason });
  // Postgres stores no NUL character in text: such a row is refused here, naming the field,
  // instead of failing its whole batch in the database.
  for (const [field, value] of Object.entries(raw))
    if (value?.includes('\0')) return reject(`${field} holds a NUL character`);
  if (!raw.click_time) return reject('click_time is missing');
  const clickTime = parseTime(raw.click_time);
  if (!clickTime) return reject('click_time is not a date and time (ISO 8601 or YYYY-MM-DD HH:MM:SS UTC)');
  if (clickTime.getTime() > now.getTime()) return reject('click_time is in the future');
  if (now.getTime() - clickTime.getTime() > (CLICK_RETENTION_DAYS - 1) * DAY_MS)
    return reject(`click_time is older than ${CLICK_RETENTION_DAYS - 1} days (click retention)`);
  const campaign = text(raw.campaign, 200);
  if (!campaign) return reject('campaign is missing');
  const country = raw.country?.trim().toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country)) return reject('country must be a two-letter code');
  const deviceType = raw.device_type?.trim().toLowerCase();
  if (deviceType && !DEVICE_TYPES.has(deviceType))
    return reject('device_type is not one of desktop, mobile, tablet, tv, console, wearable, bot, unknown');
  const ip = raw.ip?.trim();
  if (ip && !isIP(ip)) return reject('ip is not an IPv4 or IPv6 address');
  const isBot = flag(raw.is_bot);
  const isUnique = flag(raw.is_unique);
  if (isBot === 'bad') return reject('is_bot must be 0/1, true/false or yes/no');
  if (isUnique === 'bad') return reject('is_unique must be 0/1, true/false or yes/no');
  const cost = raw.cost?.trim() || '0';
  if (!DECIMAL.test(cost)) return reject('cost is not a non-negative decimal');
  const offerUrl = text(raw.offer_url, 2048);
  if (offerUrl && !isWebUrl(offerUrl)) return reject('offer_url is not an http(s) URL');
  const landingUrl = text(raw.landing_url, 2048);
  if (landingUrl && !isWebUrl(landingUrl)) return reject('landing_url is not an http(s) URL');
  const previousClickId = text(raw.previous_click_id, 256);

  let conversion: ValidRow['conversion'] = null;
  if (raw.conversion_status) {
    const status = raw.conversion_status.trim().toLowerCase();
    if (!statuses.has(status)) return reject('conversion_status is not a status of this workspace');
    const time = raw.conversion_time ? parseTime(raw.conversion_time) : clickTime;
    if (!time) return reject('conversion_time is not a date and time');
    if (time.getTime() < clickTime.getTime() || time.getTime() > now.getTime())
      return reject('conversion_time is before the click or in the future');
    const payout = raw.payout?.trim() || '0';
    if (!DECIMAL.test(payout)) return reject('payout is not a non-negative decimal');
    conversion = { status, time, payout: payout.replace(',', '.') };
  } else if (raw.payout && Number(raw.payout.replace(',', '.')) > 0) {
    return reject('payout without a conversion_status');
  }

  const columns: Record<string, string | boolean | null> = {
    ip: ip || null,
    country: country || null,
    region: text(raw.region),
    city: text(raw.city),
    device_type: deviceType || null,
    os: text(raw.os),
    browser: text(raw.browser),
    isp: text(raw.isp),
    language: text(raw.language, 16),
    referrer: text(raw.referrer, 2048),
    keyword: text(raw.keyword),
    user_agent: text(raw.user_agent, 2048),
    external_click_id: text(raw.external_click_id, 256),
    is_bot: isBot ?? false,
    is_unique: isUnique ?? true,
  };
  for (let i = 1; i <= SUB_ID_COUNT; i++) columns[`sub_id_${i}`] = text(raw[`sub_id_${i}` as ImportField]);
  return {
    ok: true,
    row: {
      click_time: clickTime,
      campaign,
      source: text(raw.source, 200),
      offer: text(raw.offer, 200),
      offer_url: offerUrl,
      landing: text(raw.landing, 200),
      landing_url: landingUrl,
      previous_click_id: previousClickId,
      columns,
      cost: cost.replace(',', '.'),
      conversion,
    },
  };
}
