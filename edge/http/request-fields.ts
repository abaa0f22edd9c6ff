import { isIP } from 'node:net';
import { BadRequestError } from '../../services/errors';
import { MAX_PARAM_LENGTH } from '../click-routing/click-params';

/**
 * Strict readers of the JSON bodies of the Click API and rclient: wrong types and unknown fields
 * are 400 with a message that names the field.
 */

/**
 * JSON may carry a lone UTF-16 surrogate (`"\ud800"`), which no URL encoding or Postgres text
 * takes: the click's macros would throw and the click be lost. It becomes U+FFFD, as a browser's
 * query string decoding does for a redirect.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\ufffd');

export function bodyObject(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('the body must be a JSON object');
  const object = body as Record<string, unknown>;
  for (const key of Object.keys(object))
    if (!allowed.includes(key)) throw new BadRequestError(`unknown field "${key}"`);
  return object;
}

export function requiredString(object: Record<string, unknown>, field: string, max: number): string {
  const value = object[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw new BadRequestError(`${field} is required (a non-empty string)`);
  if (value.length > max) throw new BadRequestError(`${field} must be at most ${max} characters`);
  return wellFormed(value.trim());
}

export function optionalString(object: Record<string, unknown>, field: string, max: number): string {
  const value = object[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new BadRequestError(`${field} must be a string`);
  if (value.length > max) throw new BadRequestError(`${field} must be at most ${max} characters`);
  return wellFormed(value);
}

export function ipAddress(object: Record<string, unknown>, field: string): string {
  const value = requiredString(object, field, 64);
  if (!isIP(value)) throw new BadRequestError(`${field} must be an IPv4 or IPv6 address`);
  return value;
}

/** An object of string values (numbers are taken as their text); `keyPattern` limits the keys. */
export function stringMap(
  object: Record<string, unknown>,
  field: string,
  keyPattern?: RegExp,
  keyHint?: string,
): Record<string, string> {
  const value = object[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BadRequestError(`${field} must be an object of strings`);
  const out: Record<string, string> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 200) throw new BadRequestError(`${field} has more than 200 entries`);
  // The keys are data (URL parameter names), so a refusal names the entry by position, never by key.
  for (const [index, [key, item]] of entries.entries()) {
    const at = `${field} (entry ${index + 1})`;
    if (keyPattern && !keyPattern.test(key))
      throw new BadRequestError(`${at}: unknown key${keyHint ? ` (${keyHint})` : ''}`);
    if (typeof item === 'number' && Number.isFinite(item)) out[key] = String(item);
    else if (typeof item === 'string') out[key] = wellFormed(item);
    else if (item !== null) throw new BadRequestError(`${at}: the value must be a string`);
    if ((out[key]?.length ?? 0) > MAX_PARAM_LENGTH)
      throw new BadRequestError(`${at}: the value must be at most ${MAX_PARAM_LENGTH} characters`);
  }
  return out;
}

/** `sub1`…`sub30` (also `sub_id_1`…) → the click's sub_id_N query parameters. */
export function subIdParams(subIds: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(subIds)) {
    const n = Number(/^sub(?:_id_)?(\d{1,2})$/.exec(key)![1]);
    out[`sub_id_${n}`] = value;
  }
  return out;
}

export const SUB_ID_KEY = /^sub(?:_id_)?([1-9]|[12][0-9]|30)$/;
