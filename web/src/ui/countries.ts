let names: Intl.DisplayNames | null = null;

/** "DE" → "Germany" in the user's language; anything else as it is. */
export function countryName(code: string | null | undefined): string {
  if (!code) return 'unknown';
  try {
    names ??= new Intl.DisplayNames(undefined, { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
