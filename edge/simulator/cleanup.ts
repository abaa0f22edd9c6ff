import type { ClientBase } from 'pg';
import pg from 'pg';
import { inTransaction } from '../../infra/database';

/** The span of simulated data being deleted, for cleaners of derived data (report rollups) to recompute. */
export interface DeletedSpan {
  workspace_id: string;
  /** Earliest and latest click time of the deleted clicks (null when there were none). */
  from: Date | null;
  to: Date | null;
}

/**
 * A cleaner of data derived from clicks and conversions (for example report rollups). It runs in
 * the deleting transaction, after the simulated rows are gone, so it can rebuild from what is left.
 */
export type DerivedDataCleaner = (db: ClientBase, span: DeletedSpan) => Promise<void>;

const cleaners: DerivedDataCleaner[] = [];

/** Registers a cleaner (the report engine registers its rollup rebuild at start-up). */
export function registerDerivedDataCleaner(cleaner: DerivedDataCleaner): () => void {
  cleaners.push(cleaner);
  return () => {
    const index = cleaners.indexOf(cleaner);
    if (index >= 0) cleaners.splice(index, 1);
  };
}

export interface DeletedSimulatedData {
  clicks: number;
  conversions: number;
}

/**
 * The cleanup button: deletes the workspace's simulated clicks and conversions (is_simulated),
 * then lets every registered cleaner drop what was derived from them, all in one transaction, and
 * turns the workspace's show_simulated_traffic switch off. Real rows are never touched.
 */
export async function deleteSimulatedData(databaseUrl: string, workspaceId: string): Promise<DeletedSimulatedData> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await inTransaction(db, async () => {
      const span = await db.query<{ from: Date | null; to: Date | null }>(
        'select min(created_at) as "from", max(created_at) as "to" from clicks where workspace_id = $1 and is_simulated',
        [workspaceId],
      );
      const conversions = await db.query('delete from conversions where workspace_id = $1 and is_simulated', [
        workspaceId,
      ]);
      const clicks = await db.query('delete from clicks where workspace_id = $1 and is_simulated', [workspaceId]);
      for (const cleaner of cleaners)
        await cleaner(db, { workspace_id: workspaceId, from: span.rows[0].from, to: span.rows[0].to });
      await db.query('update workspaces set show_simulated_traffic = false where id = $1', [workspaceId]);
      return { clicks: clicks.rowCount ?? 0, conversions: conversions.rowCount ?? 0 };
    });
  } finally {
    await db.end().catch(() => undefined);
  }
}
