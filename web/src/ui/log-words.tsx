import { currentLanguage, i18next } from '../i18n';
import { countryName } from './countries';

/**
 * The logs' values in the reader's language: an enum's phrase with its internal key in the tooltip
 * (for support), a country by flag and name, an empty value as what it is ("(no source)").
 */

/** `enums:<name>.<value>` as a phrase; an unknown value shows as it is. */
export const enumText = (name: string, value: string | null | undefined): string =>
  value ? i18next.t(`enums:${name}.${value}`, { defaultValue: value }) : '';

/** A phrase with the API's value in its tooltip. */
export function EnumWord({ name, value, empty }: { name: string; value: string | null | undefined; empty?: string }) {
  if (!value) return <span className="muted">{empty ?? i18next.t('metrics:empty.notSet')}</span>;
  return <span title={value}>{enumText(name, value)}</span>;
}

/** "Germany", or "(unknown)" (its flag: <Country> of ./flags). */
export const countryText = (code: string | null | undefined): string =>
  code ? countryName(code) : i18next.t('metrics:empty.unknown');

/** An entity's name, or what its absence means: "(no offer)", "(no flow)". */
export const nameOr = (
  name: string | null | undefined,
  kind: 'source' | 'campaign' | 'offer' | 'landing' | 'flow',
): string => name || i18next.t(`metrics:empty.${kind}`);

/** A device type in words ("Mobile"); an unknown one as it is. */
export const deviceText = (value: string | null | undefined): string =>
  value ? i18next.t(`logs:device.${value}`, { defaultValue: value }) : '';

/** A value or "(not set)". */
export const orNotSet = (value: string | null | undefined): string => value || i18next.t('metrics:empty.notSet');

/** "Human · unique", "Bot · repeat · simulated". */
export function visitorText(click: { is_bot: boolean; is_unique?: boolean; is_simulated?: boolean }): string {
  return [
    i18next.t(click.is_bot ? 'logs:visitor.bot' : 'logs:visitor.human'),
    click.is_unique === undefined ? '' : i18next.t(click.is_unique ? 'logs:visitor.unique' : 'logs:visitor.repeat'),
    click.is_simulated ? i18next.t('logs:visitor.simulated') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A routing outcome with its HTTP status: "Redirect · 302". */
export function OutcomeWord({ outcome, status }: { outcome: string; status?: number | null }) {
  return (
    <span className="nowrap" title={`${outcome}${status != null ? ` · HTTP ${status}` : ''}`}>
      {enumText('clickOutcome', outcome)}
      {status != null && <small className="muted"> · {status}</small>}
    </span>
  );
}

/** A visitor's language by name in the reader's language ("de" → "German"); an unknown code as it is. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(currentLanguage(), { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
