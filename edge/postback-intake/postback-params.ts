import { cleanText, TXID_NUL } from '../clean-text';

/** The parameters of a postback (spec: Postback intake), as sent (trimmed; empty means absent). */
export interface PostbackParams {
  subid: string | null;
  status: string | null;
  payout: string | undefined;
  currency: string | undefined;
  txid: string | null;
  email: string | null;
  phone: string | null;
}

const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * Reads the parameters from the query and, for a form-encoded body, from the body (the query wins
 * when both carry one). A body of any other type (JSON included) is not parsed. `subid` has the
 * synonym `clickid` and no other; `em`/`email` and `ph`/`phone` are synonyms.
 */
export function readPostbackParams(rawQuery: string, rawBody: string, contentType: string | undefined): PostbackParams {
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
  return {
    subid: text('subid', 'clickid'),
    status: text('status'),
    payout: raw('payout'),
    currency: raw('currency'),
    txid: raw('txid', TXID_NUL)?.trim() || null,
    email: text('em', 'email'),
    phone: text('ph', 'phone'),
  };
}
