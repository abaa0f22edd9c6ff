import { cleanText, TXID_NUL } from '../clean-text';
import { type NetworkExtras, readNetworkExtras } from './network-params';

/** The postback's form: ours (and Keitaro's, on `/{key}/postback`) or Binom's (`/{key}/click.php`). */
export type PostbackForm = 'standard' | 'binom';

/** The parameters of a postback (spec: Postback intake), as sent (trimmed; empty means absent). */
export interface PostbackParams {
  subid: string | null;
  status: string | null;
  payout: string | undefined;
  currency: string | undefined;
  txid: string | null;
  email: string | null;
  phone: string | null;
  /** What Keitaro and Binom networks send besides (network-params.ts). */
  extras: NetworkExtras;
}

const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * Reads the parameters from the query and, for a form-encoded body, from the body (the query wins
 * when both carry one). A body of any other type (JSON included) is not parsed. `subid` has the
 * synonym `clickid`, and Keitaro's `sub_id` when neither is sent (docs/decisions.md), no other;
 * `tid` is Keitaro's name of `txid`; `em`/`email` and `ph`/`phone` are synonyms.
 */
export function readPostbackParams(
  rawQuery: string,
  rawBody: string,
  contentType: string | undefined,
  form: PostbackForm = 'standard',
): PostbackParams {
  const query = new URLSearchParams(rawQuery);
  const body = rawBody && FORM.test(contentType ?? '') ? new URLSearchParams(rawBody) : null;
  const raw = (name: string, nul = ''): string | undefined => {
    const value = query.get(name) ?? body?.get(name) ?? undefined;
    return value === undefined ? undefined : cleanText(value, nul);
  };
  const text = (...names: string[]): string | null => {
    for (const name of names) {
      const value = raw(name)?.trim();
      if (value) return value;
    }
    return null;
  };
  // A percent-encoded name could hide any parameter: then every extra is looked up.
  const encoded = rawQuery.includes('%') || (body !== null && rawBody.includes('%'));
  const extras = readNetworkExtras({
    text,
    raw,
    sent: (fragment) => encoded || rawQuery.includes(fragment) || (body !== null && rawBody.includes(fragment)),
    names: () => [...query.keys(), ...(body?.keys() ?? [])],
  });
  if (form === 'binom') return binomParams(text, raw, extras);
  return {
    subid: text('subid', 'clickid', 'sub_id'),
    status: text('status'),
    payout: raw('payout'),
    currency: raw('currency'),
    txid: raw('txid', TXID_NUL)?.trim() || raw('tid', TXID_NUL)?.trim() || null,
    email: text('em', 'email'),
    phone: text('ph', 'phone'),
    extras,
  };
}

/**
 * Binom's form (`/click.php?cnv_id=…&payout=…&cnv_status=…&cnv_currency=…`): one conversion per
 * click as in Binom, so the click id is its transaction id (a later postback changes its status and
 * payout); without `cnv_status` it is a sale, Binom's plain conversion (docs/decisions.md).
 */
function binomParams(
  text: (...names: string[]) => string | null,
  raw: (name: string) => string | undefined,
  extras: NetworkExtras,
): PostbackParams {
  const subid = text('cnv_id');
  return {
    subid,
    status: text('cnv_status') ?? 'sale',
    payout: raw('payout'),
    currency: raw('cnv_currency'),
    txid: subid,
    email: null,
    phone: null,
    extras,
  };
}
