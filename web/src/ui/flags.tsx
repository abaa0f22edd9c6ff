import { countryText } from './log-words';

// Flags as SVG files (flag-icons, MIT; the `@flags` alias of web/vite.config.mts): emoji flags are
// regional indicator letters that show as boxes where no emoji font is installed. Each flag is a
// file of the app (/app/assets/, same origin for the CSP), fetched only when a country shows.
const FILES = import.meta.glob<string>('@flags/*.svg', { eager: true, query: '?url', import: 'default' });
const URLS = new Map(
  Object.entries(FILES).map(([path, url]) => [path.replace(/^.*\/([a-z0-9-]+)\.svg$/, '$1').toUpperCase(), url]),
);

/** The URL of a country's flag by ISO alpha-2 code ("DE"), or undefined for an unknown code. */
export function flagUrl(code: string | null | undefined): string | undefined {
  return code && /^[A-Za-z]{2}$/.test(code) ? URLS.get(code.toUpperCase()) : undefined;
}

/** A country's flag as an image beside its name (decorative: the name says the country), or nothing. */
export function Flag({ code }: { code: string | null | undefined }) {
  const url = flagUrl(code);
  return url ? <img className="flag" src={url} alt="" width={20} height={15} loading="lazy" /> : null;
}

/** The same flag as HTML, for texts ECharts writes (the map's tooltip). */
export function flagHtml(code: string | null | undefined): string {
  const url = flagUrl(code);
  return url ? `<img class="flag" src="${url}" alt="" width="20" height="15">` : '';
}

/** A country by flag and name in the app's language ("(unknown)" without a code); its code on hover. */
export function Country({ code, title }: { code: string | null | undefined; title?: string }) {
  return (
    <span className="country" title={title ?? code ?? undefined}>
      <Flag code={code} />
      {countryText(code)}
    </span>
  );
}
