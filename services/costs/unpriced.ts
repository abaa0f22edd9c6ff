import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewNotification } from '../notifications/notifications';

/**
 * Clicks costed 0 for want of a currency rate (docs/tracking-model.md "Clicks costed without a
 * rate"). The click writer records them in `unpriced_clicks` with their cost in the campaign's
 * currency; here they are re-costed once a rate exists (on a rate's save or import, and by the
 * minute sweep), listed for the app's warnings, and announced once per currency pair and day.
 */

export interface UnpricedGroup {
  campaign_id: string;
  campaign_name: string | null;
  /** The campaign's cost currency (the rate's missing side). */
  currency: string;
  /** The workspace currency the cost is converted to. */
  base_currency: string;
  /** UTC day (YYYY-MM-DD) whose rate is missing. */
  day: string;
  clicks: number;
  /** The clicks' cost in `currency`, waiting for a rate. */
  amount: string;
}

/** The link every warning and notification of a missing rate leads to (the currency-rate form). */
export const RATES_LINK = '/rates';

/** Rows re-costed in one statement at most (a sweep repeats until none is left). */
const REPRICE_BATCH = 50_000;

/**
 * Re-costs the unpriced clicks of a workspace whose rate now exists: clicks.cost (still 0) gets
 * the amount at the click date's rate, as if the rate had been there; the rollup triggers follow
 * in the same statement. A click whose cost was set meanwhile (a cost update) keeps it. Answers
 * how many clicks were re-costed.
 */
export async function repriceClicks(em: EntityManager, workspaceId: string): Promise<number> {
  let total = 0;
  for (;;) {
    const rows: { costed: number; cleared: number }[] = await em.getConnection().execute(
      `with priced as (
         select u.created_at, u.click_id, round(u.amount * r.rate, 6) as cost
           from unpriced_clicks u
           cross join lateral (select report_rate_on(u.workspace_id, u.currency, u.base_currency,
                                                     (u.created_at at time zone 'UTC')::date) as rate) r
          where u.workspace_id = ? and r.rate is not null
          limit ${REPRICE_BATCH}
       ), costed as (
         update clicks c set cost = p.cost from priced p
          where c.created_at = p.created_at and c.click_id = p.click_id and c.cost = 0 and p.cost < 1e12
          returning 1
       ), cleared as (
         delete from unpriced_clicks u using priced p where u.created_at = p.created_at and u.click_id = p.click_id
         returning 1
       )
       select (select count(*) from costed)::int as costed, (select count(*) from cleared)::int as cleared`,
      [workspaceId],
    );
    total += rows[0].costed;
    if (rows[0].cleared < REPRICE_BATCH) return total;
  }
}

/** The workspace's clicks waiting for a rate, by campaign, pair and day (newest day first). */
export async function unpricedGroups(em: EntityManager, workspaceId: string): Promise<UnpricedGroup[]> {
  return em.getConnection().execute(
    `select u.campaign_id, c.name as campaign_name, u.currency, u.base_currency,
            to_char((u.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
            count(*)::int as clicks, sum(u.amount)::text as amount
       from unpriced_clicks u left join campaigns c on c.id = u.campaign_id
      where u.workspace_id = ?
      group by 1, 2, 3, 4, 5 order by day desc, campaign_name limit 500`,
    [workspaceId],
  );
}

/** A fixed UUID per fact, so a notification is made once per member however often this runs. */
export function factId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One notification per workspace, currency pair and day with unpriced clicks. */
export function missingRateNotices(
  groups: readonly UnpricedGroup[],
  workspaceId: string,
  now: Date,
): NewNotification[] {
  const byPair = new Map<string, { currency: string; base: string; day: string; clicks: number; campaigns: number }>();
  for (const g of groups) {
    const key = `${g.currency}:${g.base_currency}:${g.day}`;
    const entry = byPair.get(key) ?? {
      currency: g.currency,
      base: g.base_currency,
      day: g.day,
      clicks: 0,
      campaigns: 0,
    };
    entry.clicks += g.clicks;
    entry.campaigns += 1;
    byPair.set(key, entry);
  }
  return [...byPair.values()].map((p) => ({
    workspace_id: workspaceId,
    source_event_id: factId('missing-rate', workspaceId, p.currency, p.base, p.day),
    kind: 'rate.missing',
    title: `No ${p.currency} → ${p.base} rate for ${p.day}`,
    body:
      `${p.clicks} click${p.clicks === 1 ? '' : 's'} of ${p.campaigns} campaign${p.campaigns === 1 ? '' : 's'} ` +
      `costed 0 until a rate exists; add one in Currency rates (they are re-costed then).`,
    data: { currency: p.currency, base_currency: p.base, day: p.day, clicks: p.clicks, link: RATES_LINK },
    created_at: now,
  }));
}

/** Workspaces with clicks waiting for a rate (the sweep's work list). */
export async function workspacesWithUnpriced(em: EntityManager): Promise<string[]> {
  const rows: { workspace_id: string }[] = await em
    .getConnection()
    .execute('select distinct workspace_id from unpriced_clicks');
  return rows.map((r) => r.workspace_id);
}

/** Unpriced clicks older than the clicks kept (90 days) are forgotten with them. */
const FORGET_AFTER_DAYS = 100;

/**
 * The sweep: re-costs what a rate now covers and announces what is still missing, once per
 * member, pair and day (`notify` creates and pushes; idempotent by the fact's id).
 */
export async function sweepUnpriced(
  em: EntityManager,
  now: Date,
  notify: (notification: NewNotification) => Promise<number>,
): Promise<{ repriced: number; notified: number }> {
  await em
    .getConnection()
    .execute(`delete from unpriced_clicks where created_at < ?::timestamptz - interval '${FORGET_AFTER_DAYS} days'`, [
      now,
    ]);
  let repriced = 0;
  let notified = 0;
  for (const workspaceId of await workspacesWithUnpriced(em)) {
    repriced += await repriceClicks(em, workspaceId);
    for (const notice of missingRateNotices(await unpricedGroups(em, workspaceId), workspaceId, now))
      notified += await notify(notice);
  }
  return { repriced, notified };
}
