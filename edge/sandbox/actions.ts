import { AppError } from '../../services/errors';
import { checkAlias } from '../../services/catalogue/aliases';
import { checkSafeUrl } from '../../services/urls/safe-url';
import { isUuid } from '../../entities/uuid';

/**
 * What an action script may return (docs/action-scripts.md). Exactly these shapes: an unknown
 * action, a missing field or any extra field makes the result invalid and the flow falls back.
 */
export type ScriptAction =
  | { action: 'redirect'; url: string }
  | { action: 'landing'; landing_id: string }
  | { action: 'offer'; offer_id: string }
  | { action: 'show_404' }
  | { action: 'show_text'; body: string }
  | { action: 'show_html'; body: string }
  | { action: 'do_nothing' }
  | { action: 'send_to_campaign'; alias: string };

export type ScriptActionName = ScriptAction['action'];

/** Fields each action carries besides `action`. */
const ACTION_FIELDS: Record<ScriptActionName, readonly string[]> = {
  redirect: ['url'],
  landing: ['landing_id'],
  offer: ['offer_id'],
  show_404: [],
  show_text: ['body'],
  show_html: ['body'],
  do_nothing: [],
  send_to_campaign: ['alias'],
};
export const SCRIPT_ACTIONS = Object.keys(ACTION_FIELDS) as ScriptActionName[];

/** Same bound as a show_text / show_html flow's content. */
export const MAX_BODY_BYTES = 256 * 1024;

export type ParsedAction = { ok: true; action: ScriptAction } | { ok: false; message: string };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function field(value: Record<string, unknown>, name: string, check: (raw: unknown) => string): string {
  try {
    return check(value[name]);
  } catch (error) {
    // Domain checks throw AppErrors; their message is what the script author needs.
    if (error instanceof AppError) throw new InvalidAction(`${name}: ${error.message}`);
    throw error;
  }
}

class InvalidAction extends Error {}

function uuid(name: string) {
  return (raw: unknown): string => {
    if (typeof raw !== 'string' || !isUuid(raw)) throw new InvalidAction(`${name} must be a UUID string`);
    return raw.toLowerCase();
  };
}

function body(raw: unknown): string {
  if (typeof raw !== 'string') throw new InvalidAction('body must be a string');
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw new InvalidAction('body must be at most 256 KiB');
  return raw;
}

/**
 * Strict check of a script's (JSON-decoded) return value. Returns a normalised action or the
 * reason it was refused, worded for the script's author.
 */
export function parseScriptAction(value: unknown): ParsedAction {
  try {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new InvalidAction(`the script must return an action object, it returned ${describe(value)}`);
    }
    const record = value as Record<string, unknown>;
    const name = record.action;
    if (typeof name !== 'string' || !(SCRIPT_ACTIONS as string[]).includes(name)) {
      throw new InvalidAction(`action must be one of ${SCRIPT_ACTIONS.join(', ')}`);
    }
    const allowed = ACTION_FIELDS[name as ScriptActionName];
    for (const key of Object.keys(record)) {
      if (key !== 'action' && !allowed.includes(key))
        throw new InvalidAction(`unknown field "${key}" for action ${name}`);
    }
    for (const key of allowed) {
      if (!(key in record)) throw new InvalidAction(`action ${name} needs ${key}`);
    }
    switch (name as ScriptActionName) {
      case 'redirect':
        return { ok: true, action: { action: 'redirect', url: field(record, 'url', checkSafeUrl) } };
      case 'landing':
        return { ok: true, action: { action: 'landing', landing_id: field(record, 'landing_id', uuid('landing_id')) } };
      case 'offer':
        return { ok: true, action: { action: 'offer', offer_id: field(record, 'offer_id', uuid('offer_id')) } };
      case 'show_text':
        return { ok: true, action: { action: 'show_text', body: field(record, 'body', body) } };
      case 'show_html':
        return { ok: true, action: { action: 'show_html', body: field(record, 'body', body) } };
      case 'send_to_campaign':
        return { ok: true, action: { action: 'send_to_campaign', alias: field(record, 'alias', checkAlias) } };
      case 'show_404':
        return { ok: true, action: { action: 'show_404' } };
      case 'do_nothing':
        return { ok: true, action: { action: 'do_nothing' } };
    }
  } catch (error) {
    if (error instanceof InvalidAction) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: false, message: 'unreachable' };
}
