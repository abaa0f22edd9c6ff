import type pg from 'pg';
import { Counter } from 'prom-client';
import { luaScript, runLuaScript, type Redis } from '../../infra/redis';
import { registry } from '../../infra/telemetry';

/**
 * A landing → offer click-through (`GET /click`) on its way to `clicks.lp_clicked_at` (docs/clicks.md,
 * "Click-throughs"). It rides the click stream as an entry of its own (field `lp`), appended after
 * its click's entry, so the consumer that writes a batch of clicks sets their click-throughs right
 * after them: one UPDATE per batch, never a statement per request. Only the first click-through of a
 * click sets the time (`lp_clicked_at is null`), so a redelivered or repeated one changes nothing.
 */
export interface ClickThrough {
  click_id: string;
  /** The click's time (its partition key and half of its primary key). */
  created_at: string;
  /** When the visitor went through. */
  at: string;
}

/** Click-throughs whose click row never appeared (it was lost, or cleaned before it came): counted, never retried forever. */
export const clickThroughsLost = new Counter({
  name: 'click_throughs_lost_total',
  help: 'Landing click-throughs dropped because their click row was not in Postgres after the retries',
  registers: [registry],
});
clickThroughsLost.inc(0);

/** Appends click-throughs while the stream holds fewer than `max` unwritten entries (the click stream's bound). */
const APPEND = luaScript(`
local room = tonumber(ARGV[1]) - redis.call('XLEN', KEYS[1])
local appended = 0
for i = 2, #ARGV do
  if appended >= room then break end
  redis.call('XADD', KEYS[1], '*', 'lp', ARGV[i])
  appended = appended + 1
end
return appended`);

/** How many of `items` were appended, in order. */
export async function appendClickThroughs(
  redis: Redis,
  key: string,
  max: number,
  items: readonly ClickThrough[],
): Promise<number> {
  return Number(await runLuaScript(redis, APPEND, [key], [String(max), ...items.map((item) => JSON.stringify(item))]));
}

/** A stream message's click-through (null when it holds none or is not one). */
export function clickThroughOf(message: Record<string, string> | null | undefined): ClickThrough | null {
  if (!message?.lp) return null;
  try {
    const item = JSON.parse(message.lp) as ClickThrough;
    return typeof item.click_id === 'string' && typeof item.created_at === 'string' && typeof item.at === 'string'
      ? item
      : null;
  } catch {
    return null;
  }
}

// One statement for the batch: the first time per click, set where none is; answers the
// click-throughs whose click row is not there (yet). The statement triggers (rollups, analytics
// notes) see the updated rows, so reports count each on its click's day.
const MARK = `
  with v as (
    select x.created_at, x.click_id, min(x.at) as at
      from json_to_recordset($1::json) as x(created_at timestamptz, click_id uuid, at timestamptz)
     group by 1, 2
  ), updated as (
    update clicks c set lp_clicked_at = v.at from v
     where c.created_at = v.created_at and c.click_id = v.click_id and c.lp_clicked_at is null
    returning c.click_id
  )
  select v.click_id, v.created_at, v.at from v
   where not exists (select 1 from clicks c where c.created_at = v.created_at and c.click_id = v.click_id)`;

/** Sets the click-throughs' clicks; answers those whose click is not in Postgres (yet). */
export async function markClickThroughs(pool: pg.Pool, items: readonly ClickThrough[]): Promise<ClickThrough[]> {
  if (!items.length) return [];
  const { rows } = await pool.query<{ click_id: string; created_at: Date; at: Date }>(MARK, [JSON.stringify(items)]);
  return rows.map((row) => ({
    click_id: row.click_id,
    created_at: row.created_at.toISOString(),
    at: row.at.toISOString(),
  }));
}

/** Pauses before the tries of a click-through whose click was not in Postgres yet (another consumer's batch, the direct path). */
const RETRY_DELAYS_MS = [1000, 3000, 10_000, 30_000, 60_000];

/**
 * Click-throughs waiting for their click row: tried again after each delay, then counted lost.
 * In memory: a process that stops meanwhile loses them (the click is written within seconds, so
 * this holds only the rare click-through that overtook its click).
 */
export class PendingClickThroughs {
  private items: { item: ClickThrough; tries: number; due: number }[] = [];

  constructor(private readonly delaysMs: readonly number[] = RETRY_DELAYS_MS) {}

  get size(): number {
    return this.items.length;
  }

  /** Puts back what was still missing after `tries` tries (counted lost past the last delay). */
  add(missing: readonly ClickThrough[], tries: number, now = Date.now()): void {
    for (const item of missing) {
      if (tries > this.delaysMs.length) clickThroughsLost.inc();
      else this.items.push({ item, tries, due: now + this.delaysMs[tries - 1] });
    }
  }

  /** Takes the click-throughs due now, with the tries they had. */
  takeDue(now = Date.now()): { items: ClickThrough[]; tries: number }[] {
    const due = this.items.filter((entry) => entry.due <= now);
    if (!due.length) return [];
    this.items = this.items.filter((entry) => entry.due > now);
    const byTries = new Map<number, ClickThrough[]>();
    for (const entry of due) byTries.set(entry.tries, [...(byTries.get(entry.tries) ?? []), entry.item]);
    return [...byTries].map(([tries, items]) => ({ items, tries }));
  }

  /** Tries the due ones once more; a Postgres failure puts them back unchanged. */
  async retry(pool: pg.Pool, now = Date.now()): Promise<void> {
    for (const { items, tries } of this.takeDue(now)) {
      const missing = await markClickThroughs(pool, items).catch(() => null);
      if (missing === null) this.add(items, tries, now);
      else this.add(missing, tries + 1, now);
    }
  }
}
