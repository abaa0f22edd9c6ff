import type { AppServices } from '../../context';
import { BatchedDedupClaims } from './dedup';
import { intakeBoundPostback } from './intake';
import { parseCurrency, parsePayout } from './payout';

/** A line of an uploaded list (docs/conversions.md, "Manual conversions"). */
export interface ManualConversionLine {
  click_id?: string | null;
  status?: string | null;
  payout?: string | null;
  currency?: string | null;
  txid?: string | null;
  /** ISO time with an offset; default now. */
  time?: string | null;
}

export type ManualConversionResultKind = 'recorded' | 'updated' | 'duplicate' | 'refused';

export interface ManualConversionOutcome {
  result: ManualConversionResultKind;
  /** Why a line was refused, naming the field (never its value). */
  error: string | null;
  conversion_id: string | null;
}

export interface ManualConversionOptions {
  forward: boolean;
  url: string;
  /** The member who uploads or edits, and the operation (`conversion_upload:<id>`, `conversion_edit`): the audit row's. */
  audit: { user_id: string; ref: string };
}

/** Runs manual lines through the intake; the lines of one upload share one batcher of dedup claims. */
export type ManualConversionIntake = (
  workspaceId: string,
  line: ManualConversionLine,
  options: ManualConversionOptions,
) => Promise<ManualConversionOutcome>;

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** A conversion time may run ahead of this clock by this much (partners' clocks drift). */
const FUTURE_SLACK_MS = 5 * 60_000;

const refused = (error: string): ManualConversionOutcome => ({ result: 'refused', error, conversion_id: null });

/**
 * A line of a manual upload through the postback intake: the same parameter checks, the same
 * click lookup, then intakeBoundPostback (status mapping, deduplication, write, forwarding per
 * the source's settings), so the line gives what the same postback would. No signature: the
 * uploader is a signed-in member with `statistics.edit`.
 */
export function manualConversionIntake(services: AppServices): ManualConversionIntake {
  const claims = new BatchedDedupClaims(services.redis);
  return async (workspaceId, line, options) => {
    const clickId = line.click_id?.trim();
    const partnerStatus = line.status?.trim();
    if (!clickId) return refused('click_id is required');
    if (!partnerStatus) return refused('status is required');
    const amount = parsePayout(line.payout ?? undefined);
    if (amount === null) return refused('payout is not a number');
    const currency = parseCurrency(line.currency ?? undefined);
    if (currency === null) return refused('currency is not a currency code');
    let at: Date | undefined;
    if (line.time) {
      if (!TIME.test(line.time) || Number.isNaN(Date.parse(line.time)))
        return refused('time must be an ISO date-time with an offset');
      at = new Date(line.time);
      if (at.getTime() > services.clock().getTime() + FUTURE_SLACK_MS) return refused('time is in the future');
    }
    const click = await services.findClick(workspaceId, clickId);
    // Another workspace's click reads as unknown: the answer says nothing about it.
    if (!click || click.workspace_id !== workspaceId) return refused('click_id: unknown click');
    if (at && at.getTime() < Date.parse(click.created_at)) return refused('time is before the click');
    const bound = await intakeBoundPostback(services, claims, {
      workspace_id: workspaceId,
      click,
      partner_status: partnerStatus,
      txid: line.txid?.trim() || null,
      amount,
      currency,
      capi: { client_ip: click.ip ?? null, user_agent: click.user_agent ?? null },
      log: { method: 'POST', url: options.url },
      forward: options.forward,
      at,
      audit: options.audit,
    });
    if (bound.result === 'refused')
      return refused(bound.code === 400 ? `status: ${bound.text}` : `${bound.text} (upload the line again)`);
    return { result: bound.result, error: null, conversion_id: bound.conversion_id };
  };
}
