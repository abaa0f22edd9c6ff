import type pg from 'pg';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors';
import { conversionLogEntry } from './logs';
import type { ConversionLogEntryView } from './log.shapes';
import type { AppServices } from '../context';
import { manualConversionIntake } from './intake/manual';
import { isUuid } from '../../entities/uuid';

export interface ConversionEdit {
  /** A status name (or a partner status the offer's network maps). */
  status?: string | null;
  /** The new payout in the conversion's currency. */
  payout?: string | null;
}

/**
 * `PATCH /conversions/{id}`: a new status or payout of one conversion, taken exactly as a repeated
 * postback of its txid (the intake's status mapping, a new revision, forwarding and webhooks, the
 * rollups' update trigger). A conversion without a txid cannot be changed by a postback, so not
 * here either (422). An edit that changes nothing answers the conversion as it is. The change's
 * audit row (by `userId`) is written in the conversion's own write statement.
 */
export async function editConversion(
  services: AppServices,
  db: Pick<pg.Pool, 'query'>,
  workspaceId: string,
  userId: string,
  conversionId: string,
  edit: ConversionEdit,
  url: string,
): Promise<ConversionLogEntryView> {
  if (edit.status == null && edit.payout == null) throw new BadRequestError('give status, payout or both');
  const read = async () => {
    if (!isUuid(conversionId)) return null;
    const { rows } = await db.query('select * from conversions where conversion_id = $1 and workspace_id = $2', [
      conversionId,
      workspaceId,
    ]);
    return rows[0] ?? null;
  };
  const row = await read();
  if (!row) throw new NotFoundError('conversion not found');
  if (!row.txid) throw new UnprocessableError('the conversion has no txid: only a conversion with one changes status');
  const outcome = await manualConversionIntake(services)(
    workspaceId,
    {
      click_id: row.click_id,
      status: edit.status ?? row.partner_status ?? row.status,
      payout: edit.payout ?? row.amount,
      currency: row.currency,
      txid: row.txid,
    },
    { forward: true, url, audit: { user_id: userId, ref: 'conversion_edit' } },
  );
  if (outcome.result === 'refused') {
    const field = outcome.error?.startsWith('payout') ? 'payout' : 'status';
    throw new UnprocessableError(outcome.error?.startsWith(field) ? outcome.error : `${field}: ${outcome.error}`);
  }
  return conversionLogEntry((await read()) ?? row);
}
