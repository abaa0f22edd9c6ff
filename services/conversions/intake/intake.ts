import type { AppServices } from '../../context';
import type { ClickRecord } from '../../../entities/click-record';
import type { CapiHints } from '../forwarding/job-data';
import { resolvePartnerStatus, resolvePartnerStatusFresh } from '../status';
import { resolveListedStatus, type StatusLists } from '../status-lists';
import type { ConversionExtras, WriteResult } from '../store';
import { type BatchedDedupClaims, dedupKey, releaseDedup, type DedupClaim } from './dedup';
import { conversionDuplicates } from './telemetry';
import { recordConversion } from './record';

/** The answers of a postback bound to its click (spec: Errors, Postback intake). */
export const BOUND_ANSWERS = {
  ok: 'ok',
  unknownStatus: 'unknown status',
  ambiguousStatus: 'status named in more than one status list',
  badSignature: 'invalid signature',
  unavailable: 'service unavailable',
} as const;

/** A postback (or a line of a manual upload) once its workspace, click, payout and currency are known. */
export interface BoundPostback {
  workspace_id: string;
  click: ClickRecord;
  /** The partner's status as sent, mapped by the offer's network. */
  partner_status: string;
  /** This request's own status lists (Keitaro's lead_status=…): a status they name skips the network's map. */
  status_lists?: StatusLists | null;
  txid: string | null;
  /** Canonical decimal in `currency`. */
  amount: string;
  currency: string;
  /** What the postback carries besides the spec's parameters (cost, from, its own sub ids). */
  extras?: ConversionExtras | null;
  capi: CapiHints;
  /** The incoming postback log entry: method and URL (secrets masked). */
  log: { method: string; url: string };
  /** Checks the signature when the click's source has a secret (absent: a signed-in admin's upload). */
  verifySignature?: (secret: string) => boolean;
  /** False: recorded, never forwarded (a manual upload's `forward: false`). */
  forward: boolean;
  /** The conversion's time; default now. */
  at?: Date;
  /** A signed-in member's upload or edit: who, for the audit log. */
  audit?: { user_id: string; ref: string } | null;
}

export interface BoundAnswer {
  code: number;
  text: string;
  result: WriteResult | 'refused';
  conversion_id: string | null;
  /** Why a 503 happened (for the caller's log). */
  error?: unknown;
}

/**
 * The intake rules of a postback bound to its click, in the spec's order: signature (401), status
 * mapping (400), deduplication by txid, status and payout (an exact repeat is ok and changes
 * nothing), the write of the conversion or its new state, forwarding per the source's settings.
 * Every answer is in the postback log. One function for the postback route and manual uploads.
 */
export async function intakeBoundPostback(
  services: AppServices,
  dedupClaims: BatchedDedupClaims,
  input: BoundPostback,
): Promise<BoundAnswer> {
  const { config, clock, redis } = services;
  const runtime = services.conversions;
  const { click, workspace_id: workspaceId } = input;
  const log = (code: number, error: string | null, result: string) =>
    runtime.store.log({
      workspace_id: workspaceId,
      created_at: clock(),
      direction: 'incoming',
      channel: 'postback',
      method: input.log.method,
      response_code: code,
      click_id: click.click_id,
      conversion_id: null,
      url: input.log.url,
      error,
      attempt: 1,
      result,
    });
  const refuse = async (code: number, text: string): Promise<BoundAnswer> => {
    await log(code, text, 'refused');
    return { code, text, result: 'refused', conversion_id: null };
  };

  let workspaceConfig = runtime.configs.fresh(workspaceId) ?? (await runtime.configs.get(workspaceId));
  const sourceMissing = click.source_id && !workspaceConfig.sources.has(click.source_id);
  const offerMissing = click.offer_id && !workspaceConfig.offers.has(click.offer_id);
  if (sourceMissing || offerMissing) workspaceConfig = await runtime.configs.refreshAfterMiss(workspaceConfig);

  const secret = click.source_id ? workspaceConfig.sources.get(click.source_id)?.postback_secret : null;
  if (secret && input.verifySignature && !input.verifySignature(secret)) return refuse(401, BOUND_ANSWERS.badSignature);

  const listed = resolveListedStatus(workspaceConfig, input.status_lists, input.partner_status);
  if (listed === 'ambiguous') return refuse(400, BOUND_ANSWERS.ambiguousStatus);
  const status =
    listed ??
    resolvePartnerStatus(workspaceConfig, click.offer_id, input.partner_status) ??
    (await resolvePartnerStatusFresh(runtime.configs, workspaceConfig, click.offer_id, input.partner_status));
  // The answer names the problem, not the value (the postback log keeps the URL with it).
  if (!status) return refuse(400, BOUND_ANSWERS.unknownStatus);

  let claim: DedupClaim | null = null;
  if (input.txid) {
    // No deadline here: a claim that landed after one would turn the partner's retry into a "duplicate".
    // The client fails fast while Redis is disconnected (app/redis.ts failFast), so an outage still answers 503 at once.
    claim = await dedupClaims.claim(
      dedupKey(config.redisPrefix, workspaceId, input.txid, status.status, input.amount, input.currency),
    );
    if (!claim) {
      // An exact repeat within the window: answered ok, logged, nothing else happens.
      conversionDuplicates.inc({ origin: 'postback' });
      await log(200, null, 'duplicate').catch(() => undefined);
      return { code: 200, text: BOUND_ANSWERS.ok, result: 'duplicate', conversion_id: null };
    }
  }
  try {
    const outcome = await recordConversion(services, {
      origin: 'postback',
      click,
      config: workspaceConfig,
      status,
      partner_status: input.partner_status,
      event: null,
      amount: input.amount,
      currency: input.currency,
      extras: input.extras ?? null,
      txid: input.txid,
      txid_or_event: input.txid,
      forwarded: input.forward,
      capi: input.capi,
      log: input.log,
      at: input.at,
      audit: input.audit ?? null,
    });
    return { code: 200, text: BOUND_ANSWERS.ok, result: outcome.result, conversion_id: outcome.conversion_id };
  } catch (error) {
    // The partner's retry must be recorded: give the txid back.
    if (claim) await releaseDedup(redis, claim);
    // Bound to its click, so logged with its answer; the failed write statement took its own entry with it.
    await log(503, BOUND_ANSWERS.unavailable, 'refused').catch(() => undefined);
    return { code: 503, text: BOUND_ANSWERS.unavailable, result: 'refused', conversion_id: null, error };
  }
}
