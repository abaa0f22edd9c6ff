import { SUB_ID_COUNT } from '../../entities/click-fields';
import type { ConversionExtras } from '../../services/conversions/store';
import type { StatusLists } from '../../services/conversions/status-lists';
import { MAX_PARAM_LENGTH } from '../click-routing/click-params';
import { parsePayout } from '../../services/conversions/intake/payout';

/**
 * What Keitaro- and Binom-style postbacks carry besides the spec's parameters (docs/conversions.md
 * "Postbacks from Keitaro and Binom networks"). Texts are trimmed and cut at MAX_PARAM_LENGTH
 * (like a click's parameters); absent or empty means null.
 */
export interface NetworkExtras {
  /** `from`: who sent it (e.g. `adcombo.com`), kept on the conversion. */
  from: string | null;
  /** `cost`: the CPA cost, as sent (parsed like the payout, in the postback's currency). */
  cost: string | undefined;
  /** `lead_status`, `sale_status`, `rejected_status`, `trash_status`: this request's status lists. */
  status_lists: StatusLists | null;
  /** `sub_id_1` … `sub_id_30` as sent, by number; kept apart from the click's sub ids. */
  sub_ids: Record<string, string> | null;
  /** Binom's `cnv_status2`, kept on the conversion. */
  status2: string | null;
  /** `return`: the body of a successful answer instead of `ok` (Keitaro), when it is a plain word or phrase. */
  answer: string | null;
}

/** What `return=` may answer: printable letters, digits, spaces and a little punctuation, 1–64 characters. */
const ANSWER = /^[A-Za-z0-9 _.,:!-]{1,64}$/;

type TextOf = (...names: string[]) => string | null;

function cut(value: string | null): string | null {
  return value === null ? null : value.slice(0, MAX_PARAM_LENGTH);
}

/** `sub_id_1` … `sub_id_30`. */
const SUB_ID_NAME = new RegExp(`^sub_id_(?:${Array.from({ length: SUB_ID_COUNT }, (_, i) => i + 1).join('|')})$`);

/** How the extras are read: the route's reader (query first, then a form body; trimmed, empty is absent). */
export interface ExtrasReader {
  text: TextOf;
  raw: (name: string) => string | undefined;
  /** False when the request's raw text cannot hold a parameter with this in its name (its look-ups are spared). */
  sent: (fragment: string) => boolean;
  /** The parameter names sent (query and body). */
  names: () => Iterable<string>;
}

/**
 * Reads the extras. Most postbacks carry none: each is looked up only when its name's text is in
 * the request at all, so the spec's own postbacks pay a few string searches for them.
 */
export function readNetworkExtras({ text, raw, sent, names }: ExtrasReader): NetworkExtras {
  const lists: StatusLists | null = sent('_status')
    ? {
        lead: text('lead_status'),
        sale: text('sale_status'),
        rejected: text('rejected_status'),
        trash: text('trash_status'),
      }
    : null;
  let subIds: Record<string, string> | null = null;
  if (sent('sub_id_')) {
    for (const name of names()) {
      if (!SUB_ID_NAME.test(name) || (subIds && name in subIds)) continue;
      const value = text(name);
      if (value !== null) (subIds ??= {})[name] = value.slice(0, MAX_PARAM_LENGTH);
    }
  }
  const answer = sent('return') ? text('return') : null;
  return {
    from: sent('from') ? cut(text('from')) : null,
    cost: sent('cost') ? raw('cost') : undefined,
    status_lists: lists && (lists.lead || lists.sale || lists.rejected || lists.trash) ? lists : null,
    sub_ids: subIds,
    status2: sent('cnv_status2') ? cut(text('cnv_status2')) : null,
    answer: answer !== null && ANSWER.test(answer) ? answer : null,
  };
}

/** A cost as sent: absent or empty is none (null result means unparseable, as for a payout). */
export function parseCost(raw: string | undefined): string | null | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return parsePayout(raw);
}

/** The extras the conversion keeps. */
export function conversionExtras(extras: NetworkExtras, cost: string | undefined): ConversionExtras {
  return {
    postback_cost: cost ?? null,
    postback_from: extras.from,
    postback_status2: extras.status2,
    postback_sub_ids: extras.sub_ids,
  };
}
