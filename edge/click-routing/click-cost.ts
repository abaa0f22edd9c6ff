import { convertAmount, fitsDigits } from '../../services/conversions/money';
import type { ClickRecord } from '../../entities/click-record';
import type { CompiledCampaign } from './compiled';
import { costUnconverted } from './telemetry';

/** Integer digits of clicks.cost (numeric(18,6)): a larger cost would get the click refused by Postgres (lost). */
export const MAX_CLICK_COST_DIGITS = 12;

/** A cost the source passed: a non-negative decimal, dot or comma, up to 6 places (no signs, exponents or thousands separators). */
const COST_TOKEN = /^\d{1,12}(?:[.,]\d{1,6})?$/;

/**
 * A click's cost in the base currency. The source's `cost` token, when the click carries a valid
 * amount (in the campaign's cost currency), overrides the campaign's cost model for that click;
 * otherwise (absent, or a macro the source left unfilled) the model's per-click cost applies. A
 * cost that cannot be converted (no rate, or too large for the column) is 0 and counted.
 */
/** The campaign's cost terms on the click's UTC day (its own rate), else the compile day's. */
export function costOn(
  campaign: Pick<CompiledCampaign, 'cost' | 'costs_by_day'>,
  time: Date,
): CompiledCampaign['cost'] {
  return campaign.costs_by_day.get(time.toISOString().slice(0, 10)) ?? campaign.cost;
}

export function clickCost(cost: CompiledCampaign['cost'], token: string | undefined): string {
  if (token === undefined || !COST_TOKEN.test(token)) {
    if (!cost.converted) costUnconverted.inc();
    return cost.per_click;
  }
  const converted = cost.rate === null ? null : convertAmount(token.replace(',', '.'), cost.rate);
  if (converted === null || !fitsDigits(converted, MAX_CLICK_COST_DIGITS)) {
    costUnconverted.inc();
    return '0';
  }
  return converted;
}

/**
 * Sets the click's cost; a click costed 0 for want of a rate also carries its cost in the
 * campaign's currency (unpriced_amount), so the writer records it for re-costing. No lookup: the
 * compiled terms already say whether a rate exists.
 */
export function assignClickCost(click: ClickRecord, cost: CompiledCampaign['cost'], token: string | undefined): void {
  click.cost = clickCost(cost, token);
  if (cost.rate !== null) return;
  const amount = token !== undefined && COST_TOKEN.test(token) ? token.replace(',', '.') : cost.pending;
  if (amount === null || Number(amount) === 0) return;
  click.unpriced_amount = amount;
  click.unpriced_currency = cost.currency;
}
