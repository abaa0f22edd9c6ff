import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useEffect, useId } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { MyPreferencesDocument, UpdateMyPreferencesDocument } from '../generated/graphql';
import { currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, setLanguage, useT, type Language } from '../i18n';
import { toastError } from '../ui/toast';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
/** Mantine calls "follow the system" auto. */
const toMantine = (theme: Theme): MantineColorScheme => (theme === 'system' ? 'auto' : theme);
const fromMantine = (scheme: MantineColorScheme): Theme => (scheme === 'auto' ? 'system' : scheme);

let applied = false;

/** Saves the user's language or theme on the server (GET/PUT /me/preferences): they follow the user. */
const save = (input: { language?: Language; theme?: Theme }) => {
  // A choice made on this page wins over the saved one still on its way (a slow first answer).
  applied = true;
  return run(UpdateMyPreferencesDocument, { input }).catch((error: unknown) => toastError(messageOf(error)));
};

/**
 * Applies the language and theme saved on the server once they arrive (this browser's choice shows
 * until then). A user who never chose keeps the browser's language and the system's theme.
 */
export function useSavedPreferences() {
  const preferences = useQuery(MyPreferencesDocument, {});
  const { setColorScheme } = useMantineColorScheme();
  const saved = preferences.data?.my_preferences;
  useEffect(() => {
    // Once per page: a shell shown again (a language's catalogues loading suspend it) must not bring
    // back a value the user has just changed while its save was on the way.
    if (!saved || applied) return;
    applied = true;
    if (isLanguage(saved.language) && saved.language !== currentLanguage()) void setLanguage(saved.language);
    if (isTheme(saved.theme)) setColorScheme(toMantine(saved.theme));
  }, [saved, setColorScheme]);
}

/** The Language select (top bar and the user's settings): applies at once, then saves. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useT();
  const id = useId();
  const value = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <span className="pref-select">
      <label htmlFor={id} className={compact ? 'sr-only' : undefined}>
        {t('shell.language')}
      </label>{' '}
      <select
        id={id}
        className={compact ? 'compact' : undefined}
        value={value}
        onChange={(e) => {
          const language = e.target.value as Language;
          void setLanguage(language);
          void save({ language });
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The Theme switch: light, dark or the system's; applies at once, then saves. */
export function ThemeSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const id = useId();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <span className="pref-select">
      <label htmlFor={id} className={compact ? 'sr-only' : undefined}>
        {t('shell.theme')}
      </label>{' '}
      <select
        id={id}
        className={compact ? 'compact' : undefined}
        value={fromMantine(colorScheme)}
        onChange={(e) => {
          const theme = e.target.value as Theme;
          setColorScheme(toMantine(theme));
          void save({ theme });
        }}
      >
        {THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {t(`shell.themes.${theme}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
