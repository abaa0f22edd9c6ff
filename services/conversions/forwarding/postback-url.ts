import { CLICK_MACROS, compileTemplate, renderTemplate } from '../../urls/macros';
import type { ForwardJobData } from './job-data';
import type { PostbackMoney } from './postback-money';

/** The conversion row's columns the click macros read (the click's references and dimensions). */
export type ConversionColumns = Record<string, unknown>;

/** Click macros that name a different column of the conversion row. */
const ALIASES: Record<string, string> = { external_id: 'external_click_id', device: 'device_type' };
const KNOWN = new Set<string>(CLICK_MACROS);

/**
 * The outbound postback URL of a source for one conversion write: the template's macros filled
 * (URL-encoded) from the conversion (status, payout, currency, transaction_id, conversion_id) and
 * the click it copied (click_id, campaign_id, sub_id_1..30, external_id, geo, device…). `{status}`
 * is the status after the network's status mapping (canonical or custom code). Money is in the
 * base currency when converted, or as `money` says (the source's postback currency, postback-money.ts).
 * Macros the service does not know stay as written.
 */
export function renderPostbackUrl(
  template: string,
  job: ForwardJobData,
  row: ConversionColumns,
  money?: PostbackMoney,
): string {
  const inBase = job.payout !== null;
  const conversion: Record<string, string> = {
    status: job.status,
    payout: money?.payout ?? (inBase ? job.payout! : job.amount),
    currency: money?.currency ?? (inBase ? job.base_currency : job.currency),
    transaction_id: job.txid ?? '',
    conversion_id: job.conversion_id,
  };
  return renderTemplate(compileTemplate(template), (name) => {
    if (Object.hasOwn(conversion, name)) return conversion[name]; // not `in`: {constructor} is no macro
    if (name === 'ip') return job.capi.client_ip ?? '';
    if (name === 'user_agent') return job.capi.user_agent ?? '';
    if (!KNOWN.has(name)) return undefined;
    const value = row[ALIASES[name] ?? name];
    return value === null || value === undefined ? '' : String(value);
  });
}
