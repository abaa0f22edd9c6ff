import { cleanText } from '../clean-text';
import type { ClickRecord, TraceRecord } from './click-record';

/** A click on its way to Postgres: the row and its trace as JSON, and the click time in ms. */
export interface ClickEntry {
  click: string;
  trace: string | null;
  time: number;
}

/** Fills the columns that are NOT NULL with their defaults (jsonb_populate_recordset ignores column defaults). */
export function completeClick(click: ClickRecord): ClickRecord {
  // The engine builds complete rows: no copy on the hot path.
  if (
    click.is_bot !== undefined &&
    click.is_unique !== undefined &&
    click.is_unique_flow !== undefined &&
    click.is_proxy !== undefined &&
    click.is_tor !== undefined &&
    click.is_datacenter !== undefined &&
    click.cost !== undefined &&
    click.is_simulated !== undefined &&
    click.save_traffic !== undefined
  ) {
    return click;
  }
  return {
    ...click,
    is_bot: click.is_bot ?? false,
    is_unique: click.is_unique ?? false,
    is_unique_flow: click.is_unique_flow ?? false,
    is_proxy: click.is_proxy ?? false,
    is_tor: click.is_tor ?? false,
    is_datacenter: click.is_datacenter ?? false,
    cost: click.cost ?? 0,
    is_simulated: click.is_simulated ?? false,
    save_traffic: click.save_traffic ?? true,
  };
}

export function toEntry(click: ClickRecord, trace?: TraceRecord | null): ClickEntry {
  return {
    click: toJson(completeClick(click)),
    trace: trace ? toJson({ ...trace, is_bot: trace.is_bot ?? false }) : null,
    time: Date.parse(click.created_at),
  };
}

/**
 * JSON for Postgres, which refuses U+0000 in text and jsonb: one `%00` in a query parameter or a
 * referrer would get the whole row refused (and the click lost), so the NUL is dropped instead;
 * a lone surrogate (a Click API body's "\ud800", which JSON.stringify escapes) becomes U+FFFD.
 * The check is a cheap scan, only the rare hit encodes again.
 */
function toJson(value: unknown): string {
  const json = JSON.stringify(value);
  return json.includes('\\u0000') || LONE_SURROGATE_ESCAPE.test(json) ? JSON.stringify(value, storable) : json;
}

/** How JSON.stringify writes a lone surrogate (a paired one is written as is). */
const LONE_SURROGATE_ESCAPE = /\\ud[89a-f][0-9a-f]{2}/i;

function storable(_key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    const text = cleanText(value);
    return text === '' && value !== '' ? null : text; // absent text is NULL, never ''
  }
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).some((key) => cleanText(key) !== key)
  ) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), item]));
  }
  return value;
}
