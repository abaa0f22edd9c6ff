import { useId, useState } from 'react';
import { i18next, useT } from '../i18n';

// Loaded with this module, so a panel opened inside a screen never waits for its words (no Suspense fallback).
void i18next.loadNamespaces('row-editors');

/**
 * Row editors for structured settings, so nobody types JSON: the form keeps their value as
 * JSON text (or a query string for `QueryRows`), these controls are how a person edits it.
 */

function ErrorLine({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <small className="field-error" id={id} role="alert">
      {error}
    </small>
  );
}

function parse<T>(text: string, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Examples a placeholder shows: a parameter's name and a macro as a source or network writes them (code, not words). */
const EXAMPLE = { param: 'zone', macro: '{zoneid}', offerParam: 'sub1', offerMacro: '{click_id}' };

/** A source's known tokens; their names are in `row-editors.json` `token`. */
export const SOURCE_TOKENS = ['external_id', 'cost', 'site', 'ad_campaign', 'adset', 'creative', 'keyword'];

type Token = { param: string; macro: string };

/** A traffic source's tokens: one row per known token, its link parameter and the source's macro. */
export function TokenRows({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (json: string) => void;
  error?: string;
}) {
  const { t } = useT('row-editors');
  const id = useId();
  const tokens = parse<Record<string, Token | null>>(value, {});
  const set = (key: string, patch: Partial<Token>) => {
    const next = { ...(tokens[key] ?? { param: '', macro: '' }), ...patch };
    const all = { ...tokens, [key]: next };
    // A token without a parameter name is not used: left out of what is sent.
    const kept = Object.fromEntries(Object.entries(all).filter(([, t]) => t && (t.param || t.macro)));
    onChange(JSON.stringify(kept));
  };
  return (
    <fieldset className="rows" aria-describedby={error ? `${id}-e` : undefined}>
      <legend>{label}</legend>
      <div className="rows-head" aria-hidden="true">
        <span>{t('tokens.token')}</span>
        <span>{t('tokens.param')}</span>
        <span>{t('tokens.macro')}</span>
      </div>
      {SOURCE_TOKENS.map((key) => (
        <div className="rows-row" key={key}>
          <span title={key}>{t(`token.${key}`)}</span>
          <input
            aria-label={t('tokens.paramOf', { token: t(`token.${key}`) })}
            value={tokens[key]?.param ?? ''}
            placeholder={key}
            onChange={(e) => set(key, { param: e.target.value })}
          />
          <input
            aria-label={t('tokens.macroOf', { token: t(`token.${key}`) })}
            value={tokens[key]?.macro ?? ''}
            placeholder={t('tokens.macroExample')}
            onChange={(e) => set(key, { macro: e.target.value })}
          />
        </div>
      ))}
      <ErrorLine id={`${id}-e`} error={error} />
    </fieldset>
  );
}

type SubId = { sub_id: number; param: string; macro: string };

/** A source's sub-id mappings: rows of sub id number, link parameter and macro. */
export function SubIdRows({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (json: string) => void;
  error?: string;
}) {
  const { t } = useT('row-editors');
  const id = useId();
  const rows = parse<SubId[]>(value, []);
  const emit = (next: SubId[]) => onChange(JSON.stringify(next));
  const free = () => {
    for (let n = 1; n <= 30; n++) if (!rows.some((r) => r.sub_id === n)) return n;
    return 30;
  };
  return (
    <fieldset className="rows">
      <legend>{label}</legend>
      {rows.map((row, index) => (
        <div className="rows-row sub-id-row" key={index}>
          <select
            aria-label={t('subIds.subId', { n: index + 1 })}
            value={row.sub_id}
            onChange={(e) => emit(rows.map((r, i) => (i === index ? { ...r, sub_id: Number(e.target.value) } : r)))}
          >
            {Array.from({ length: 30 }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('subIds.option', { n })}
              </option>
            ))}
          </select>
          <input
            aria-label={t('subIds.param', { n: index + 1 })}
            placeholder={EXAMPLE.param}
            value={row.param}
            onChange={(e) => emit(rows.map((r, i) => (i === index ? { ...r, param: e.target.value } : r)))}
          />
          <input
            aria-label={t('subIds.macro', { n: index + 1 })}
            placeholder={EXAMPLE.macro}
            value={row.macro ?? ''}
            onChange={(e) => emit(rows.map((r, i) => (i === index ? { ...r, macro: e.target.value } : r)))}
          />
          <button
            type="button"
            className="secondary"
            aria-label={t('subIds.remove', { n: index + 1 })}
            onClick={() => emit(rows.filter((_, i) => i !== index))}
          >
            {t('remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => emit([...rows, { sub_id: free(), param: '', macro: '' }])}
      >
        {t('subIds.add')}
      </button>
      <ErrorLine id={`${id}-e`} error={error} />
    </fieldset>
  );
}

/**
 * Key → value rows (a network's status mapping: partner status → status). Rows are kept in
 * order while typing, a row with an empty key is left out of the value.
 */
export function PairRows({
  label,
  keyLabel,
  valueLabel,
  value,
  onChange,
  error,
  addLabel,
  suggestions,
}: {
  label: string;
  keyLabel: string;
  valueLabel: string;
  value: string;
  onChange: (json: string) => void;
  error?: string;
  addLabel: string;
  suggestions?: string[];
}) {
  const { t } = useT('row-editors');
  const id = useId();
  const [rows, setRows] = useState<[string, string][]>(() => Object.entries(parse<Record<string, string>>(value, {})));
  const emit = (next: [string, string][]) => {
    setRows(next);
    onChange(JSON.stringify(Object.fromEntries(next.filter(([k]) => k.trim()).map(([k, v]) => [k.trim(), v]))));
  };
  return (
    <fieldset className="rows">
      <legend>{label}</legend>
      {rows.map(([k, v], index) => (
        <div className="rows-row" key={index}>
          <input
            aria-label={`${keyLabel} ${index + 1}`}
            value={k}
            onChange={(e) => emit(rows.map((r, i) => (i === index ? [e.target.value, r[1]] : r)))}
          />
          <span aria-hidden="true">→</span>
          <input
            aria-label={`${valueLabel} ${index + 1}`}
            list={suggestions ? `${id}-values` : undefined}
            value={v}
            onChange={(e) => emit(rows.map((r, i) => (i === index ? [r[0], e.target.value] : r)))}
          />
          <button
            type="button"
            className="secondary"
            aria-label={t('pairs.remove', { n: index + 1 })}
            onClick={() => emit(rows.filter((_, i) => i !== index))}
          >
            {t('remove')}
          </button>
        </div>
      ))}
      {suggestions && (
        <datalist id={`${id}-values`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      <button type="button" className="secondary" onClick={() => emit([...rows, ['', '']])}>
        {addLabel}
      </button>
      <ErrorLine id={`${id}-e`} error={error} />
    </fieldset>
  );
}

/** A query string (`sub1={click_id}&sub2=x`) as parameter = value rows; macros stay unencoded. */
export function QueryRows({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (query: string) => void;
  error?: string;
}) {
  const { t } = useT('row-editors');
  const id = useId();
  const [rows, setRows] = useState<[string, string][]>(() =>
    value
      .replace(/^\?/, '')
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
  const emit = (next: [string, string][]) => {
    setRows(next);
    onChange(
      next
        .filter(([k]) => k.trim())
        .map(([k, v]) => `${k.trim()}=${v.trim()}`)
        .join('&'),
    );
  };
  return (
    <fieldset className="rows">
      <legend>{label}</legend>
      {rows.map(([k, v], index) => (
        <div className="rows-row" key={index}>
          <input
            aria-label={t('query.name', { n: index + 1 })}
            placeholder={EXAMPLE.offerParam}
            value={k}
            onChange={(e) => emit(rows.map((r, i) => (i === index ? [e.target.value, r[1]] : r)))}
          />
          <span aria-hidden="true">=</span>
          <input
            aria-label={t('query.value', { n: index + 1 })}
            placeholder={EXAMPLE.offerMacro}
            value={v}
            onChange={(e) => emit(rows.map((r, i) => (i === index ? [r[0], e.target.value] : r)))}
          />
          <button
            type="button"
            className="secondary"
            aria-label={t('query.remove', { n: index + 1 })}
            onClick={() => emit(rows.filter((_, i) => i !== index))}
          >
            {t('remove')}
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => emit([...rows, ['', '']])}>
        {t('query.add')}
      </button>
      <ErrorLine id={`${id}-e`} error={error} />
    </fieldset>
  );
}
