import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError } from '../errors';
import { repriceClicks } from '../costs/unpriced';

/**
 * The ECB's daily euro reference rates (docs/tracking-model.md "Currency rates"): the XML at
 * ECB_RATES_URL (operator config: exempt from the private-range check of URLs users enter, so a
 * local mirror works) is fetched by the hourly sweep for the workspaces whose `ecb_rates` setting
 * is on, and stored as EUR → X rates of its day (origin `ecb_daily`); every other pair is crossed
 * through EUR by the rate lookup. Offline installs keep the setting off and import the CSV.
 */

const RATE = /^\d{1,14}(\.\d{1,10})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z]{3}$/;
const FETCH_TIMEOUT_MS = 15_000;
const MAX_BYTES = 1_000_000;

export interface EcbDaily {
  day: string;
  rates: Map<string, string>;
}

/** `<Cube time='YYYY-MM-DD'><Cube currency='USD' rate='1.0812'/>…</Cube>` → the day and its rates. */
export function parseEcbXml(xml: string): EcbDaily {
  const day = /<Cube\s+time\s*=\s*['"]([^'"]+)['"]/.exec(xml)?.[1];
  if (!day || !DAY.test(day)) throw new BadRequestError('ECB rates: no <Cube time="YYYY-MM-DD"> in the answer');
  const rates = new Map<string, string>();
  for (const m of xml.matchAll(/<Cube\s+currency\s*=\s*['"]([^'"]+)['"]\s+rate\s*=\s*['"]([^'"]+)['"]/g)) {
    const [code, rate] = [m[1].trim().toUpperCase(), m[2].trim()];
    if (CODE.test(code) && code !== 'EUR' && RATE.test(rate) && Number(rate) > 0) rates.set(code, rate);
  }
  if (rates.size === 0) throw new BadRequestError('ECB rates: the answer has no rates');
  return { day, rates };
}

/** GET the daily XML (bounded in time and size). */
export async function fetchEcbDaily(url: string): Promise<EcbDaily> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`ECB rates: ${url} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error('ECB rates: the answer is larger than 1 MB');
  return parseEcbXml(text);
}

/** Stores a day's EUR rates for one workspace (upsert; a manual rate of the same day and pair is replaced). */
export async function storeEcbDaily(em: EntityManager, workspaceId: string, daily: EcbDaily): Promise<number> {
  const quotes = [...daily.rates.keys()];
  // Codes and decimals were checked above, so they form safe array literals.
  await em.getConnection().execute(
    `insert into currency_rates (id, workspace_id, rate_date, base, quote, rate, origin, updated_at)
     select gen_random_uuid(), ?, ?::date, 'EUR', q, r, 'ecb_daily', now()
       from unnest(?::text[], ?::numeric[]) as t(q, r)
     on conflict (workspace_id, base, quote, rate_date)
     do update set rate = excluded.rate, origin = excluded.origin, updated_at = excluded.updated_at`,
    [workspaceId, daily.day, `{${quotes.join(',')}}`, `{${quotes.map((q) => daily.rates.get(q)).join(',')}}`],
  );
  return quotes.length;
}

/**
 * The sweep: one fetch for all the workspaces that want the rates, then each stores the day and
 * re-costs its clicks the new rates cover. `published` tells the routing table to rebuild.
 */
export async function sweepEcbRates(
  em: EntityManager,
  url: string,
  published: (workspaceId: string) => Promise<void>,
): Promise<{ workspaces: number; day: string | null; rates: number }> {
  const rows: { id: string }[] = await em.getConnection().execute('select id from workspaces where ecb_rates');
  if (rows.length === 0) return { workspaces: 0, day: null, rates: 0 };
  const daily = await fetchEcbDaily(url);
  for (const { id } of rows) {
    await storeEcbDaily(em, id, daily);
    await repriceClicks(em, id);
    await published(id);
  }
  return { workspaces: rows.length, day: daily.day, rates: daily.rates.size };
}
