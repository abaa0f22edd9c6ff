import { formatDecimal } from '../../catalogue/fields';

/**
 * Postback money parsing (spec: Postback intake, rule 2). A payout is digits with at most one
 * decimal separator, a point or a comma: `10.50` and `10,50` are the same amount. Currency signs,
 * units and thousands separators (`$10.50`, `10.50 USD`, `1,000.50`) are refused: a guess there
 * could record a thousand times the amount. At most 14 integer and 6 decimal digits (the column is
 * numeric(20,6)); negative amounts are refused too. An empty or absent payout is 0.
 */
const PAYOUT = /^(\d{1,14})(?:[.,](\d{1,6}))?$/;

/** The amount in canonical form (`10.5`, `0`, `1200`), or null when it cannot be parsed. */
export function parsePayout(raw: string | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text === '') return '0';
  const match = PAYOUT.exec(text);
  if (!match) return null;
  return formatDecimal(`${match[1]}.${match[2] ?? ''}`);
}

const CURRENCY = /^[A-Za-z]{3}$/;

/** ISO 4217 code in upper case (default USD when absent or empty), or null when malformed. */
export function parseCurrency(raw: string | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text === '') return 'USD';
  return CURRENCY.test(text) ? text.toUpperCase() : null;
}
