import { useState } from 'react';
import { localTime } from './format';

/** An audit row's `changes`: field → { old, new } (old absent on create); secrets are "***". */
export type Changes = Record<string, { old?: unknown; new?: unknown }>;

const MASK = '***';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LONGEST = 160;
/** Lines shown before "Show all": a new entity lists every field it was created with. */
const SHOWN = 6;
/** Bookkeeping fields every row has: the entity column already names the entity. */
const HIDDEN = new Set(['id', 'workspace_id']);

/** "postback_secret_ciphertext" → "Postback secret": the field as a person names it. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_(ciphertext|hash)$/, '')
    .replace(/_id$/, '')
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as text: lists joined, objects as "key: value", ids shortened, times local, secrets hidden. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === MASK) return 'secret (hidden)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value.toLocaleString('en');
  if (typeof value === 'string') {
    if (UUID.test(value)) return `…${value.slice(-8)}`;
    if (ISO.test(value)) return localTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : 'none';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A source's token or sub-id mapping: "sub 1: zone={zoneid}".
    if (typeof record.param === 'string' && 'macro' in record)
      return `${record.sub_id != null ? `sub ${record.sub_id}: ` : ''}${record.param}=${record.macro}`;
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v != null);
    if (!entries.length) return 'none';
    return entries.map(([k, v]) => `${k.replace(/_/g, ' ')}: ${valueText(v)}`).join('; ');
  }
  return String(value);
}

const clipped = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

/** One line per changed field: its name, the old value struck through, an arrow and the new value. */
const empty = (value: unknown) =>
  value == null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** One line per changed field (a created entity: the fields it was given), six until "Show all". */
export function FieldDiff({ changes }: { changes: Changes }) {
  const [all, setAll] = useState(false);
  const fields = Object.entries(changes ?? {}).filter(
    ([field, change]) => !HIDDEN.has(field) && ('old' in change || !empty(change.new)),
  );
  if (!fields.length) return <span className="muted">—</span>;
  const shown = all ? fields : fields.slice(0, SHOWN);
  return (
    <ul className="field-diff">
      {shown.map(([field, change]) => {
        const before = valueText(change.old);
        const after = valueText(change.new);
        return (
          <li key={field}>
            <span className="field-name">{fieldLabel(field)}</span>{' '}
            {'old' in change && (
              <>
                <del title={before}>{clipped(before)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
              </>
            )}
            <ins title={after}>{clipped(after)}</ins>
          </li>
        );
      })}
      {fields.length > SHOWN && (
        <li>
          <button type="button" className="link" onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${fields.length} fields`}
          </button>
        </li>
      )}
    </ul>
  );
}
