/**
 * The URL a click is sent to for an offer: the offer's own URL with its affiliate network's
 * `offer_params` (a query string, macros allowed) added to the query, before any fragment. The
 * routing table compiles it once per offer (docs/tracking-model.md, Affiliate network).
 */
export function offerUrl(url: string, offerParams: string | null | undefined): string {
  if (!offerParams) return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${offerParams}${fragment}`;
}

/** The network's live `offer_params` of offers `o` (column `offer_params`; null without a live network). */
export const OFFER_PARAMS_JOIN = `left join affiliate_networks n
  on n.id = o.affiliate_network_id and n.workspace_id = o.workspace_id and n.deleted_at is null`;
