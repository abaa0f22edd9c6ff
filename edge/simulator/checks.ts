import type { ClientBase } from 'pg';
import { BadRequestError, NotFoundError } from '../../services/errors';
import type { SimulationPlan } from './limits';

/**
 * What a run needs from the database before it writes: the campaign is a live one of the
 * workspace (404 otherwise) and every conversion status is one of the workspace's (400). Returns
 * each status code's bucket. Run by the request before the writer starts (errors answer at once)
 * and by the writer itself (the campaign may have gone in between).
 */
export async function checkRun(
  db: ClientBase,
  workspaceId: string,
  plan: SimulationPlan,
): Promise<Map<string, string>> {
  const campaign = await db.query(
    'select 1 from campaigns where id = $1 and workspace_id = $2 and deleted_at is null',
    [plan.campaign_id, workspaceId],
  );
  if (!campaign.rowCount) throw new NotFoundError('campaign not found');
  const buckets = new Map([
    ['lead', 'leads'],
    ['sale', 'sales'],
    ['rejected', 'rejected'],
    ['trash', 'trash'],
  ]);
  const { rows } = await db.query(
    'select code, counts_as from custom_statuses where workspace_id = $1 and deleted_at is null',
    [workspaceId],
  );
  for (const row of rows) if (!buckets.has(row.code)) buckets.set(row.code, row.counts_as);
  plan.conversions.forEach((c, index) => {
    if (!buckets.has(c.status))
      throw new BadRequestError(`conversions[${index}].status is not a status of this workspace`);
  });
  return buckets;
}
