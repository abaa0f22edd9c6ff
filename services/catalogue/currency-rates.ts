import type { EntityManager } from '@mikro-orm/postgresql';
import { CurrencyRate } from '../../entities/currency-rate.entity';
import { Workspace } from '../../entities/workspace.entity';
import { repriceClicks } from '../costs/unpriced';
import { BadRequestError, NotFoundError } from '../errors';
import type {
  CurrencyRateImportView,
  CurrencyRateInput,
  CurrencyRateListQuery,
  CurrencyRateLookupView,
  CurrencyRateView,
} from './currency-rate.shapes';
import { parseEcbCsv, parseRateDate } from './ecb-csv';
import { currency, formatDecimal } from './fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from './listing';
import type { TrackingScope } from './scope';

const RATE = /^\d{1,14}(\.\d{1,10})?$/;
const IMPORT_CHUNK = 5000;

export function rateView(row: CurrencyRate): CurrencyRateView {
  return {
    id: row.id,
    date: row.rate_date,
    base: row.base,
    quote: row.quote,
    rate: formatDecimal(row.rate),
    origin: row.origin,
    updated_at: row.updated_at,
  };
}

function day(value: unknown, field: string): string {
  const date = typeof value === 'string' ? parseRateDate(value.trim()) : null;
  if (!date) throw new BadRequestError(`${field} must be a date YYYY-MM-DD`);
  return date;
}

function rateText(value: string): string {
  if (!RATE.test(value) || Number(value) === 0)
    throw new BadRequestError('rate must be a positive decimal with at most 10 decimal places');
  return value;
}

export async function listRates(scope: TrackingScope, query: CurrencyRateListQuery): Promise<Page<CurrencyRateView>> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw new BadRequestError(`limit must be from 1 to ${MAX_PAGE_SIZE}`);
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequestError('offset must be 0 or more');
  const where: Record<string, unknown> = { workspace_id: scope.workspace_id };
  if (query.base) where.base = currency(query.base, 'base');
  if (query.quote) where.quote = currency(query.quote, 'quote');
  const range: Record<string, string> = {};
  if (query.from) range.$gte = day(query.from, 'from');
  if (query.to) range.$lte = day(query.to, 'to');
  if (Object.keys(range).length) where.rate_date = range;
  const [rows, total] = await scope.em.findAndCount(CurrencyRate, where, {
    limit,
    offset,
    orderBy: { rate_date: 'desc', base: 'asc', quote: 'asc' },
  });
  return { items: rows.map(rateView), total, limit, offset };
}

/** Manual entry: sets the rate of a day and pair (replacing an earlier one). */
export async function setRate(scope: TrackingScope, input: CurrencyRateInput): Promise<CurrencyRateView> {
  const base = currency(input.base, 'base');
  const quote = currency(input.quote, 'quote');
  if (base === quote) throw new BadRequestError('base and quote must differ');
  const rate_date = day(input.date, 'date');
  const rate = rateText(input.rate);
  let row = await scope.em.findOne(CurrencyRate, { workspace_id: scope.workspace_id, base, quote, rate_date });
  if (!row) {
    row = Object.assign(new CurrencyRate(), { workspace_id: scope.workspace_id, base, quote, rate_date });
    scope.em.persist(row);
  }
  row.rate = rate;
  row.origin = 'manual';
  await scope.em.flush();
  // Clicks costed 0 for want of this rate are re-costed now (docs/tracking-model.md).
  await repriceClicks(scope.em, scope.workspace_id);
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return rateView(row);
}

export async function deleteRate(scope: TrackingScope, id: string): Promise<boolean> {
  const deleted = await scope.em.nativeDelete(CurrencyRate, { id, workspace_id: scope.workspace_id });
  if (!deleted) throw new NotFoundError('currency rate not found');
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return true;
}

/** Bulk import of an ECB-layout CSV, in one transaction, upserting by day and pair. */
export async function importRates(
  scope: TrackingScope,
  csv: string,
  baseInput?: string | null,
): Promise<CurrencyRateImportView> {
  const base = currency(baseInput ?? 'EUR', 'base');
  const parsed = parseEcbCsv(csv, base);
  const rows: [string, string, string][] = [];
  for (const [date, rates] of parsed.days) for (const [quote, rate] of rates) rows.push([date, quote, rate]);
  await scope.em.transactional(async (em) => {
    const connection = em.getConnection();
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
      const chunk = rows.slice(i, i + IMPORT_CHUNK);
      // Values were validated to plain dates, codes and decimals, so they form safe array literals.
      await connection.execute(
        `insert into currency_rates (id, workspace_id, rate_date, base, quote, rate, origin, updated_at)
         select gen_random_uuid(), ?, d, ?, q, r, 'ecb_csv', now()
         from unnest(?::date[], ?::text[], ?::numeric[]) as t(d, q, r)
         on conflict (workspace_id, base, quote, rate_date)
         do update set rate = excluded.rate, origin = excluded.origin, updated_at = excluded.updated_at`,
        [
          scope.workspace_id,
          base,
          `{${chunk.map((r) => r[0]).join(',')}}`,
          `{${chunk.map((r) => r[1]).join(',')}}`,
          `{${chunk.map((r) => r[2]).join(',')}}`,
        ],
        'run',
        em.getTransactionContext(),
      );
    }
  });
  await repriceClicks(scope.em, scope.workspace_id);
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  const dates = [...parsed.days.keys()].sort();
  return {
    imported: rows.length,
    days: dates.length,
    currencies: parsed.currencies,
    first_date: dates[0] ?? null,
    last_date: dates.at(-1) ?? null,
  };
}

/**
 * The rate to convert `from` into `to` on `date`: the latest rate on or before that day, taken
 * directly (from→to), inverted (to→from), or crossed through a common base (B→from and B→to on
 * the same day, as in the ECB's EUR table). The newest day wins; direct beats inverse beats
 * cross on the same day. Computed in Postgres numeric, rounded to 10 decimal places.
 */
export async function rateOn(
  em: EntityManager,
  workspaceId: string,
  from: string,
  to: string,
  date: string,
): Promise<{ rate: string; rate_date: string } | null> {
  if (from === to) return { rate: '1', rate_date: date };
  const rows: { rate: string; rate_date: string }[] = await em.getConnection().execute(
    `select rate::text as rate, to_char(rate_date, 'YYYY-MM-DD') as rate_date from (
       (select rate, rate_date, 1 as preference from currency_rates
         where workspace_id = ? and base = ? and quote = ? and rate_date <= ? order by rate_date desc limit 1)
       union all
       (select round(1 / rate, 10), rate_date, 2 from currency_rates
         where workspace_id = ? and base = ? and quote = ? and rate_date <= ? order by rate_date desc limit 1)
       union all
       (select round(b.rate / a.rate, 10), a.rate_date, 3 from currency_rates a
          join currency_rates b on b.workspace_id = a.workspace_id and b.base = a.base and b.rate_date = a.rate_date
         where a.workspace_id = ? and a.quote = ? and b.quote = ? and a.rate_date <= ?
         order by a.rate_date desc limit 1)
     ) candidates order by rate_date desc, preference limit 1`,
    [workspaceId, from, to, date, workspaceId, to, from, date, workspaceId, from, to, date],
  );
  return rows[0] ? { rate: formatDecimal(rows[0].rate), rate_date: rows[0].rate_date } : null;
}

/** The lookup behind the API: `to` defaults to the workspace's base currency. */
export async function lookupRate(
  scope: TrackingScope,
  currencyCode: string,
  dateText: string,
  toCode?: string | null,
): Promise<CurrencyRateLookupView> {
  const from = currency(currencyCode, 'currency');
  const date = day(dateText, 'date');
  const to = toCode
    ? currency(toCode, 'to')
    : (await scope.em.findOneOrFail(Workspace, { id: scope.workspace_id })).base_currency;
  const found = await rateOn(scope.em, scope.workspace_id, from, to, date);
  if (!found) throw new NotFoundError('no rate for this currency pair on or before date');
  return { from, to, date, rate_date: found.rate_date, rate: found.rate };
}
