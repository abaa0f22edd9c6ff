import { useState } from 'react';
import { i18next, useT } from '../i18n';
import { localTime } from './format';
import { formatCount } from './numbers';

/** An audit row's `changes`: field → { old, new } (old absent on create); secrets are "***". */
export type Changes = Record<string, { old?: unknown; new?: unknown }>;

/** Entity names by id (the audit row's `names`): an id in a change reads as the name it has. */
export type NameOf = (id: string) => string | undefined;

const MASK = '***';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LONGEST = 160;
/** Lines shown before "Show all": a new entity lists every field it was created with. */
const SHOWN = 6;
/** Bookkeeping fields every row has: the entity column already names the entity. */
const HIDDEN = new Set(['id', 'workspace_id']);

/**
 * "offer_id" → "Offer", "postback_secret_ciphertext" → "Postback secret": the field as a person
 * names it (audit.json `field`, else the dimension names of `metrics`, else its words).
 */
export function fieldLabel(field: string): string {
  const base = field.replace(/_(ciphertext|hash)$/, '');
  const bare = base.replace(/_id$/, '');
  const words = bare.replace(/_/g, ' ');
  const fallback = words.charAt(0).toUpperCase() + words.slice(1);
  return i18next.t(`audit:field.${base}`, {
    defaultValue: i18next.t(`metrics:dimension.${bare}`, { defaultValue: fallback }),
  });
}

/** Fields whose values are an enum's (docs/web.md "Languages"): read as the enum's phrase ("By weight", not `weight`). */
const FIELD_ENUMS: Record<string, string[]> = {
  type: ['flowType', 'landingType'],
  scheme: ['flowScheme'],
  bot_action: ['botAction'],
  cost_model: ['costModel'],
  click_through: ['clickThrough'],
  payout_type: ['payoutType'],
  rotation: ['flowRotation'],
  state: ['campaignState'],
  role: ['role'],
  uniqueness_scope: ['uniquenessScope'],
};

/** A word of a field in the reader's language: its enum's phrase, else the audit's own words, else as written. */
function wordText(field: string | undefined, value: string): string {
  for (const name of FIELD_ENUMS[field ?? ''] ?? []) {
    const key = `enums:${name}.${value}`;
    if (i18next.exists(key)) return i18next.t(key);
  }
  return i18next.t(`audit:value.word.${value}`, { defaultValue: value });
}

const PERMISSION = /^([a-z_]+)\.(view|edit|delete)$/;

/** A member's permissions ("campaigns.view") as the team screen words them: "Campaigns: view, edit; Flows: view". */
function permissionsText(values: string[]): string {
  const t = i18next.t.bind(i18next);
  const byKind = new Map<string, string[]>();
  for (const value of values) {
    const [, kind, right] = PERMISSION.exec(value) ?? [];
    byKind.set(kind, [...(byKind.get(kind) ?? []), t(`team:grid.${right}`, { defaultValue: right }).toLowerCase()]);
  }
  return [...byKind]
    .map(([kind, rights]) => `${t(`team:kind.${kind}`, { defaultValue: kind })}: ${rights.join(', ')}`)
    .join('; ');
}

/** A value as text: ids by name, lists joined, objects as "key: value", times local, secrets hidden. */
export function valueText(value: unknown, nameOf: NameOf = () => undefined, field?: string): string {
  const t = i18next.t.bind(i18next);
  if (value === null || value === undefined || value === '') return t('audit:value.empty');
  if (value === MASK) return t('audit:value.secret');
  if (typeof value === 'boolean') return t(value ? 'audit:value.yes' : 'audit:value.no');
  if (typeof value === 'number') return formatCount(value);
  if (typeof value === 'string') {
    if (UUID.test(value)) return nameOf(value.toLowerCase()) ?? `…${value.slice(-8)}`;
    if (ISO.test(value)) return localTime(value);
    if (PERMISSION.test(value)) return permissionsText([value]);
    // An enum-like word (active, paused, redirect) in the reader's language; anything else as written.
    return /^[a-z][a-z0-9_]*$/.test(value) ? wordText(field, value) : value;
  }
  if (Array.isArray(value) && value.length && value.every((v) => typeof v === 'string' && PERMISSION.test(v)))
    return permissionsText(value as string[]);
  if (Array.isArray(value))
    return value.length ? value.map((v) => valueText(v, nameOf)).join(', ') : t('audit:value.none');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A source's token or sub-id mapping: "sub 1: zone={zoneid}".
    if (typeof record.param === 'string' && 'macro' in record)
      return `${record.sub_id != null ? `sub ${record.sub_id}: ` : ''}${record.param}=${record.macro}`;
    const entries = Object.entries(record).filter(([, v]) => v != null);
    if (!entries.length) return t('audit:value.none');
    return entries.map(([k, v]) => `${fieldLabel(k)}: ${valueText(v, nameOf, k)}`).join('; ');
  }
  return String(value);
}

const clipped = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

const empty = (value: unknown) =>
  value == null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** One line per changed field (a created entity: the fields it was given), six until "Show all": name, old struck through, → new. */
export function FieldDiff({ changes, nameOf }: { changes: Changes; nameOf?: NameOf }) {
  const { t } = useT('audit');
  const [all, setAll] = useState(false);
  // The name first, then the links to named entities (a flow's campaign, a campaign's source), then the rest.
  const rank = ([field, change]: [string, { old?: unknown; new?: unknown }]) =>
    field === 'name'
      ? 0
      : /_id$/.test(field) && typeof change.new === 'string' && nameOf?.(change.new.toLowerCase())
        ? 1
        : 2;
  const fields = Object.entries(changes ?? {})
    .filter(([field, change]) => !HIDDEN.has(field) && ('old' in change || !empty(change.new)))
    .sort((a, b) => rank(a) - rank(b));
  if (!fields.length) return <span className="muted">—</span>;
  const shown = all ? fields : fields.slice(0, SHOWN);
  return (
    <ul className="field-diff">
      {shown.map(([field, change]) => {
        const before = valueText(change.old, nameOf, field);
        const after = valueText(change.new, nameOf, field);
        return (
          <li key={field}>
            <span className="field-name" title={field}>
              {fieldLabel(field)}
            </span>{' '}
            {'old' in change && (
              <>
                <del title={before}>{clipped(before)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t('diff.changedTo')} </span>
              </>
            )}
            <ins title={after}>{clipped(after)}</ins>
          </li>
        );
      })}
      {fields.length > SHOWN && (
        <li>
          <button type="button" className="link" onClick={() => setAll(!all)}>
            {all ? t('diff.showFewer') : t('diff.showAll', { count: fields.length })}
          </button>
        </li>
      )}
    </ul>
  );
}
