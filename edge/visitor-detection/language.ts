/**
 * The visitor's preferred language from Accept-Language: the tag with the highest q (first wins on
 * ties), reduced to its primary subtag in lower case (`fr-CH` → `fr`). '' when absent or only `*`.
 */
export function preferredLanguage(acceptLanguage: string | undefined): string {
  if (!acceptLanguage) return '';
  let best = '';
  let bestQ = 0;
  for (const part of acceptLanguage.slice(0, 512).split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().split('-')[0].toLowerCase();
    if (!/^[a-z]{2,3}$/.test(primary)) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}
