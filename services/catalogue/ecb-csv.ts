import { BadRequestError } from '../errors';

export interface ParsedRates {
  /** YYYY-MM-DD → quote currency → rate (decimal text). */
  days: Map<string, Map<string, string>>;
  currencies: string[];
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const RATE = /^\d{1,14}(\.\d{1,10})?$/;

/** `2024-01-05` or `5 January 2024` (the ECB daily file) → YYYY-MM-DD, or null. */
export function parseRateDate(text: string): string | null {
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const long = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (long) [day, month, year] = [Number(long[1]), MONTHS.indexOf(long[2].toLowerCase()) + 1, Number(long[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads a CSV in the ECB reference-rate layout: header `Date,USD,JPY,…` (a trailing empty column
 * is allowed), then one line per day. Cells that are empty or `N/A` (currencies not quoted that
 * day) are skipped. Refuses with 400 and the line number anything else it cannot read.
 */
export function parseEcbCsv(text: string, base: string): ParsedRates {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (!lines.length) throw new BadRequestError('csv is empty');
  const header = lines[0].split(',').map((cell) => cell.trim());
  if (header[0].toLowerCase() !== 'date')
    throw new BadRequestError('csv line 1: the first column must be Date (ECB reference-rate layout)');
  const columns = header.slice(1).map((code, index) => {
    if (code === '' && index === header.length - 2) return null; // trailing comma
    const upper = code.toUpperCase();
    if (!/^[A-Z]{3}$/.test(upper)) throw new BadRequestError(`csv line 1, column ${index + 2}: not a currency code`);
    return upper === base ? null : upper;
  });
  const days = new Map<string, Map<string, string>>();
  const currencies = new Set<string>();
  for (let i = 1; i < lines.length; i++) {
    const cells = lines[i].split(',').map((cell) => cell.trim());
    const date = parseRateDate(cells[0]);
    if (!date) throw new BadRequestError(`csv line ${i + 1}, column 1: not a date`);
    if (cells.length - 1 > columns.length && cells.slice(columns.length + 1).some((cell) => cell !== '')) {
      throw new BadRequestError(`csv line ${i + 1}: more values than currencies in the header`);
    }
    const rates = days.get(date) ?? new Map<string, string>();
    columns.forEach((currency, index) => {
      const cell = cells[index + 1] ?? '';
      if (!currency || cell === '' || cell.toUpperCase() === 'N/A') return;
      if (!RATE.test(cell) || Number(cell) === 0)
        throw new BadRequestError(`csv line ${i + 1}, column ${index + 2}: not a rate`);
      rates.set(currency, cell);
      currencies.add(currency);
    });
    days.set(date, rates);
  }
  return { days, currencies: [...currencies].sort() };
}
