/**
 * URL macros: the one list of `{name}` placeholders the service fills in, the pattern that finds
 * them (also used by the safe-URL check), and their substitution. Destinations are compiled once
 * into templates (routing table build), so a click only joins pre-split parts.
 * The names and their meaning are documented in docs/routing.md.
 */

import { MACRO_COLUMNS } from '../../entities/click-fields';

/** A macro placeholder such as `{click_id}` or `{sub_id_3}`. Global: use with replace/matchAll only. */
export const MACRO_PATTERN = /\{[A-Za-z][A-Za-z0-9_]*\}/g;

/**
 * Macros a click fills in (redirect, landing and offer URLs): every macro of the click-field
 * catalogue (a column's value), plus the campaign's alias and the offer's affiliate network, which
 * are not click columns.
 */
export const CLICK_MACROS: readonly string[] = [...MACRO_COLUMNS.keys(), 'campaign_alias', 'affiliate_network_id'];

/** Macros of conversions (outbound postback templates); left untouched in click URLs. */
export const CONVERSION_MACROS = ['status', 'payout', 'currency', 'transaction_id', 'conversion_id'] as const;

/** Every macro the service knows. */
export const URL_MACROS: readonly string[] = [...CLICK_MACROS, ...CONVERSION_MACROS];

/** A URL split at its macros: literal text at even indexes, macro names at odd ones. */
export interface UrlTemplate {
  readonly source: string;
  readonly parts: readonly string[];
}

/** Splits a URL at its macros once, so rendering is a join. */
export function compileTemplate(source: string): UrlTemplate {
  const parts: string[] = [];
  let last = 0;
  for (const match of source.matchAll(MACRO_PATTERN)) {
    parts.push(source.slice(last, match.index), match[0].slice(1, -1));
    last = match.index + match[0].length;
  }
  parts.push(source.slice(last));
  return { source, parts };
}

/**
 * Fills in a template. `value(name)` gives a macro's raw value (undefined: not a macro of this
 * context, left as written); values are URL-encoded, so a click parameter can never add a query
 * parameter, a path segment or a fragment of its own.
 */
export function renderTemplate(template: UrlTemplate, value: (name: string) => string | null | undefined): string {
  const { parts } = template;
  if (parts.length === 1) return parts[0];
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const raw = value(parts[i]);
    out += raw === undefined ? `{${parts[i]}}` : encodeURIComponent(raw ?? '');
    out += parts[i + 1];
  }
  return out;
}
