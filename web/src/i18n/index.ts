/// <reference types="vite/client" />
// The app's languages (react-i18next over i18next; why in docs/decisions.md). Catalogues are JSON
// files, one per language and area (`<lang>/<area>.json`, an i18next namespace), each a chunk of its
// own loaded on first use: the log-in screen loads only `common`, a screen loads its area's file.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

export const LANGUAGES = ['en', 'ru', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language's own name, as the Language select shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, area, done) {
    const load = catalogues[`./${language}/${area}.json`];
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error) => done(error, null),
    );
  },
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The browser's first language we speak (ru-RU → ru, uk → uk), else English. */
export function browserLanguage(): Language {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const STORED = 'tt.language';
const remembered = (): Language | null => {
  const value = localStorage.getItem(STORED);
  return isLanguage(value) ? value : null;
};

// The page's language (screen readers, hyphenation, the test's proof that a switch is done).
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18next
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: remembered() ?? browserLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // The shell's catalogues: words every screen uses (navigation, enum phrases, metric names).
    ns: ['common', 'enums', 'metrics'],
    defaultNS: 'common',
    // An area's `t` also finds the shared words (navigation, buttons) of `common`.
    fallbackNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });

/** Switches the language at once (the catalogues load first) and remembers it in this browser. */
export async function setLanguage(language: Language) {
  localStorage.setItem(STORED, language);
  await i18next.changeLanguage(language);
}

/** The current language: numbers, dates and currencies are formatted in it. */
export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : 'en');

/** `t` of an area's catalogue (and `common` as fallback): `const { t } = useT('campaigns')`. */
export const useT = (area = 'common') => useTranslation([area, 'common']);

export { i18next };
