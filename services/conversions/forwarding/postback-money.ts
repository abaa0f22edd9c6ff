import { convertAmount, fitsDigits } from '../money';
import type { ForwardJobData } from './job-data';
import type { ConversionConfigs } from '../workspace-config';

/** The payout and currency an outbound postback sends (its {payout} and {currency} macros). */
export interface PostbackMoney {
  payout: string;
  currency: string;
}

/**
 * What a source's outbound postback sends: by default the payout in the base currency (or, without
 * a rate, the amount as received); with the source's `postback_currency` (its template says which
 * currency the platform's postback expects) the amount as received converted into it at the rate
 * of the click date, as the payout was. From the received amount, so it is converted once. Without
 * a rate it goes as by default: its {currency} says which it is.
 */
export async function postbackMoney(
  configs: ConversionConfigs,
  job: ForwardJobData,
  wanted: string | null,
): Promise<PostbackMoney> {
  const usual =
    job.payout !== null
      ? { payout: job.payout, currency: job.base_currency }
      : { payout: job.amount, currency: job.currency };
  if (!wanted || wanted === usual.currency) return usual;
  if (wanted === job.currency) return { payout: job.amount, currency: job.currency };
  const rate = await configs.rate(job.workspace_id, job.currency, wanted, job.click_created_at.slice(0, 10));
  const converted = rate === null ? null : convertAmount(job.amount, rate);
  return converted !== null && fitsDigits(converted, 14) ? { payout: converted, currency: wanted } : usual;
}
