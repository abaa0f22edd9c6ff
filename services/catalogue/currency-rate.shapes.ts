/**
 * Currency rates as the catalogue answers and takes them: plain shapes, the service's own.
 * The GraphQL types in schema/ have the same fields; a resolver passes its input through and
 * returns the service's result.
 */

/** Exchange rate of one day: 1 base = rate quote. */
export interface CurrencyRateView {
  id: string;
  date: string;
  base: string;
  quote: string;
  rate: string;
  origin: string;
  updated_at: Date;
}

export interface CurrencyRateListQuery {
  base?: string | null;
  quote?: string | null;
  from?: string | null;
  to?: string | null;
  limit?: number | null;
  offset?: number | null;
}

/** A rate for one day; replaces the rate of the same day and pair. */
export interface CurrencyRateInput {
  date: string;
  base: string;
  quote: string;
  rate: string;
}

/** A CSV in the ECB reference-rate layout. */
export interface CurrencyRateImportInput {
  csv: string;
  base?: string | null;
}

/** What an import stored. */
export interface CurrencyRateImportView {
  imported: number;
  days: number;
  currencies: string[];
  first_date: string | null;
  last_date: string | null;
}

/** The rate used to convert on a day: the latest known on or before it. */
export interface CurrencyRateLookupView {
  from: string;
  to: string;
  date: string;
  rate_date: string;
  rate: string;
}
