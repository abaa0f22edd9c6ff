import type { EntityManager } from '@mikro-orm/postgresql';

/** A paused (or archived) campaign whose source still sends clicks: today's, charged (docs/decisions.md). */
export interface PausedCharged {
  campaign_id: string;
  campaign_name: string;
  /** Clicks recorded today (the workspace's day) with the outcome campaign_off. */
  clicks: number;
  /** Their cost in the workspace currency. */
  cost: string;
}

/**
 * Today's clicks of the workspace's paused and archived campaigns: a source that is not told
 * keeps sending (and billing) them, so they are charged as any click (their cost model applies)
 * and shown on the campaign's row and page. Read on the clicks index by campaign and time, for
 * the off campaigns only.
 */
export async function pausedChargedToday(em: EntityManager, workspaceId: string, now: Date): Promise<PausedCharged[]> {
  return em.getConnection().execute(
    `with day as (
       select (date_trunc('day', ?::timestamptz at time zone w.time_zone) at time zone w.time_zone) as start
         from workspaces w where w.id = ?
     )
     select c.id as campaign_id, c.name as campaign_name, count(*)::int as clicks, sum(k.cost)::text as cost
       from campaigns c
       join clicks k on k.workspace_id = c.workspace_id and k.campaign_id = c.id
                    and k.created_at >= (select start from day) and k.outcome = 'campaign_off' and not k.is_simulated
      where c.workspace_id = ? and c.deleted_at is null and (c.state = 'paused' or c.archived_at is not null)
      group by c.id, c.name order by clicks desc`,
    [now, workspaceId, workspaceId],
  );
}
