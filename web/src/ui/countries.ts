import { currentLanguage, i18next } from '../i18n';

const names = new Map<string, Intl.DisplayNames | null>();

/** "DE" → "Germany" ("Германия", "Німеччина") in the app's language; anything else as it is. */
export function countryName(code: string | null | undefined): string {
  if (!code) return i18next.t('metrics:empty.unknown');
  const language = currentLanguage();
  if (!names.has(language)) {
    try {
      names.set(language, new Intl.DisplayNames(language, { type: 'region' }));
    } catch {
      names.set(language, null);
    }
  }
  try {
    return names.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A report row's value in words: a country by name (its flag: <Flag> of ./flags beside it), an empty value as what it is
 * ("(no source)", "(not set)"), otherwise the API's label or the value itself.
 */
export function dimensionValue(dimension: string, value: unknown, label?: string | null): unknown {
  if (value === null || value === undefined || value === '') {
    const key = ['source', 'campaign', 'offer', 'landing', 'flow', 'affiliate_network'].includes(dimension)
      ? `metrics:empty.${dimension}`
      : 'metrics:empty.notSet';
    return i18next.t(key, { defaultValue: i18next.t('metrics:empty.notSet') });
  }
  if (dimension === 'country' && typeof value === 'string') return countryName(value);
  return label ?? value;
}
