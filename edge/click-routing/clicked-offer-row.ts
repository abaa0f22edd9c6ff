import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';

/** Pauses between tries while the click row has not reached Postgres yet (the consumer writes it within seconds). */
const RETRY_DELAYS_MS = [250, 1000, 3000, 10_000, 30_000];

/**
 * Puts the offer slot the visitor took from a multi-offer landing into the click row, for reports.
 * The click-through may come before the consumer has written the row: an update that finds no row
 * is tried again later instead of being lost (the row would keep slot 1's offer). Resolves true
 * once the row is updated, false when it never appeared or Postgres kept failing.
 */
export async function updateClickedOfferRow(
  em: () => EntityManager,
  click: { click_id: string; created_at: string },
  offerId: string,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<boolean> {
  for (let attempt = 0; attempt <= delaysMs.length; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt - 1]).unref());
    const updated = await em()
      .getConnection()
      .execute<QueryResult>(
        'update clicks set offer_id = ? where created_at = ? and click_id = ?',
        [offerId, new Date(click.created_at), click.click_id],
        'run',
      )
      .then(
        (result) => result.affectedRows > 0,
        () => false,
      );
    if (updated) return true;
  }
  return false;
}
