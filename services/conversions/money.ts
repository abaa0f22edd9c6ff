/** Exact decimal arithmetic for money (no binary floating point touches an amount). */

function scaled(decimal: string): { value: bigint; scale: number } {
  const [whole, fraction = ''] = decimal.split('.');
  return { value: BigInt(`${whole}${fraction}` || '0'), scale: fraction.length };
}

function format(value: bigint, scale: number): string {
  const digits = value.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * amount × rate, rounded half-up to 6 decimal places (the payout column's scale). Both are
 * non-negative decimal strings such as `10.5` and `0.9123456789`.
 */
export function convertAmount(amount: string, rate: string): string {
  const a = scaled(amount);
  const r = scaled(rate);
  const product = a.value * r.value;
  const scale = a.scale + r.scale;
  if (scale <= 6) return format(product * 10n ** BigInt(6 - scale), 6);
  const divisor = 10n ** BigInt(scale - 6);
  return format((product + divisor / 2n) / divisor, 6);
}

/** Whether a non-negative decimal has at most `integerDigits` digits before the point (a numeric(p,s) column's p − s). */
export function fitsDigits(decimal: string, integerDigits: number): boolean {
  return decimal.split('.')[0].replace(/^0+(?=\d)/, '').length <= integerDigits;
}
