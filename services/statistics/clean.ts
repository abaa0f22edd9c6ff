import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { BadRequestError, UnprocessableError } from '../errors';
import { resolvePeriod } from '../time/period';
import { inTransaction } from '../../infra/database';
import { isUuid } from '../../entities/uuid';

/**
 * POST /reports/clean (spec: no undo): deletes the clicks and/or conversions of one campaign in a
 * period (local dates of the workspace, both inclusive, or two instants), each by its own time
 * (a click by its click time, a conversion by its conversion time). One transaction: the rollup
 * triggers subtract exactly the deleted rows, so reports agree right after. An audit record keeps
 * who cleaned what and the counts.
 */
export interface CleanInput {
  campaign_id: string;
  from: string;
  to: string;
  clicks?: boolean | null;
  conversions?: boolean | null;
}

export interface CleanResult {
  id: string;
  clicks_deleted: number;
  conversions_deleted: number;
}

/** How long the client waits for one deletion of a clean (the server sets no limit to it). */
const DELETION_TIMEOUT_MS = 30 * 60_000;

export async function cleanStatistics(
  pool: pg.Pool,
  workspaceId: string,
  userId: string,
  input: CleanInput,
  now: Date,
): Promise<CleanResult> {
  if (typeof input.campaign_id !== 'string' || !isUuid(input.campaign_id))
    throw new BadRequestError('campaign_id must be a UUID');
  const clicks = input.clicks ?? true;
  const conversions = input.conversions ?? true;
  if (!clicks && !conversions) throw new BadRequestError('choose clicks, conversions or both');
  const client = await pool.connect();
  try {
    const { rows: ws } = await client.query('select time_zone from workspaces where id = $1', [workspaceId]);
    const period = resolvePeriod({ from: input.from, to: input.to }, ws[0]?.time_zone ?? 'UTC', now);
    const bounds =
      period.kind === 'days'
        ? {
            sql: (c: string) =>
              `${c} >= ($3::date::timestamp at time zone $5) and ${c} < ($4::date::timestamp at time zone $5)`,
            values: [period.fromDay, period.toDay, ws[0].time_zone],
          }
        : {
            sql: (c: string) => `${c} >= $3::timestamptz and ${c} < $4::timestamptz`,
            values: [period.from, period.to],
          };
    const { rows: campaign } = await client.query('select 1 from campaigns where id = $1 and workspace_id = $2', [
      input.campaign_id,
      workspaceId,
    ]);
    if (!campaign[0]) throw new UnprocessableError('campaign_id refers to nothing in this workspace');
    return await inTransaction(client, async () => {
      // A deletion is not a report: the report pool's deadline (REPORT_TIMEOUT_S) does not apply to it.
      await client.query('set local statement_timeout = 0');
      const args = [workspaceId, input.campaign_id, ...bounds.values];
      const deletedClicks = clicks
        ? ((
            await client.query({
              text: `delete from clicks where workspace_id = $1 and campaign_id = $2 and ${bounds.sql('created_at')}`,
              values: args,
              query_timeout: DELETION_TIMEOUT_MS,
            } as pg.QueryConfig)
          ).rowCount ?? 0)
        : 0;
      const deletedConversions = conversions
        ? ((
            await client.query({
              text: `delete from conversions where workspace_id = $1 and campaign_id = $2 and ${bounds.sql('created_at')}`,
              values: args,
              query_timeout: DELETION_TIMEOUT_MS,
            } as pg.QueryConfig)
          ).rowCount ?? 0)
        : 0;
      const id = randomUUID();
      await client.query(
        `insert into report_cleanups (id, workspace_id, user_id, campaign_id, from_time, to_time, clicks,
          conversions, clicks_deleted, conversions_deleted)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          workspaceId,
          userId,
          input.campaign_id,
          period.kind === 'days'
            ? (
                await client.query('select ($1::date::timestamp at time zone $2) as t', [
                  period.fromDay,
                  ws[0].time_zone,
                ])
              ).rows[0].t
            : period.from,
          period.kind === 'days'
            ? (await client.query('select ($1::date::timestamp at time zone $2) as t', [period.toDay, ws[0].time_zone]))
                .rows[0].t
            : period.to,
          clicks,
          conversions,
          deletedClicks,
          deletedConversions,
        ],
      );
      return { id, clicks_deleted: deletedClicks, conversions_deleted: deletedConversions };
    });
  } finally {
    client.release();
  }
}
