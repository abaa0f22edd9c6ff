import { i18next } from '../i18n';
import type { FormValues } from './form';

/**
 * The currency-rate form's rate in words, as it is typed: "1 USD = 0.92 EUR" (base, rate, quote);
 * until the three are filled, what the rate means.
 */
export function rateDirection(values: FormValues): string {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const [base, quote, rate] = [text('base').toUpperCase(), text('quote').toUpperCase(), text('rate')];
  if (base && quote && rate) return i18next.t('catalogue:rates.says', { base, rate, quote });
  return i18next.t('money:rate.hint');
}
