import { randomUUID } from 'node:crypto';
import type { AppServices } from '../../context';
import { enqueueForward } from '../forwarding/queue';
import type { CapiHints, ForwardJobData } from '../forwarding/job-data';
import { sourceChannels } from '../forwarding/source-channels';
import { CONVERSION_COPIED_COLUMNS } from '../../../entities/click-fields';
import type { ClickRecord } from '../../../entities/click-record';
import { incrementOfferCap } from './offer-caps';
import { conversionDuplicates, conversionsRecorded, conversionsWithoutRate } from './telemetry';
import { convertAmount, fitsDigits } from '../money';
import type { ResolvedStatus } from '../status';
import type { ConversionExtras, ConversionOrigin, ConversionRow, WriteOutcome } from '../store';
import type { ConversionConfig } from '../workspace-config';

/** Everything known about a conversion once it is bound to its click and validated. */
export interface ConversionFacts {
  origin: ConversionOrigin;
  /** The click it belongs to (routing's findClickForConversion). */
  click: ClickRecord;
  config: ConversionConfig;
  status: ResolvedStatus;
  partner_status: string | null;
  event: string | null;
  /** Canonical decimal in `currency`. */
  amount: string;
  currency: string;
  /** A postback's cost, from and own sub ids (none for browser events and uploads). */
  extras?: ConversionExtras | null;
  txid: string | null;
  txid_or_event: string | null;
  /** False for a browser event without a valid per-click token: recorded, never forwarded. */
  forwarded: boolean;
  capi: CapiHints;
  /** The incoming postback's log entry (postbacks only). */
  log: { method: string; url: string } | null;
  /** When it happened, if not now (a manual upload's time). */
  at?: Date;
  /** A member's manual write: its audit row's author and operation. */
  audit?: { user_id: string; ref: string } | null;
}

/** Flags a click row may lack (rows recorded before the column existed), and what they mean then. */
const COPIED_FLAG_DEFAULTS: Record<string, boolean> = { is_bot: false, is_simulated: false, save_traffic: true };

/**
 * The conversion's copy of its click (the catalogue's CONVERSION_COPIED_COLUMNS); a missing value
 * is null. Written out once from the catalogue: per postback, plain property stores are several
 * times faster than a loop of keyed ones. The names are catalogue identifiers.
 */
const copyClickColumns = new Function(
  'row',
  'click',
  CONVERSION_COPIED_COLUMNS.map((column) =>
    column in COPIED_FLAG_DEFAULTS
      ? `row.${column} = click.${column} ?? ${COPIED_FLAG_DEFAULTS[column]};`
      : `row.${column} = click.${column} === undefined ? null : click.${column};`,
  ).join('\n'),
) as (row: ConversionRow, click: ClickRecord) => void;

/**
 * Writes a conversion (or a new state of it) and queues its forwarding. The payout is converted
 * into the workspace's base currency at the rate of the click's date (UTC); without a known rate
 * (or when the result does not fit the column) it is stored as null and the original amount and
 * currency are kept (they always are). Postbacks may replace an earlier state of the same txid; browser events never
 * do. Forwarding is queued
 * after the commit, only when something takes the write (an enabled webhook, the source's
 * postback or CAPI); if queueing fails the outbox sweeper queues it a minute later.
 */
export async function recordConversion(services: AppServices, facts: ConversionFacts): Promise<WriteOutcome> {
  const { click, config } = facts;
  const now = facts.at ?? services.clock();
  const clickTime = new Date(click.created_at);
  const configs = services.conversions.configs;
  const rateDate = click.created_at.slice(0, 10);
  // Awaited only when not cached: every await costs the hot path (async hooks are on in this process).
  const cachedRate = configs.cachedRate(config.workspace_id, facts.currency, config.base_currency, rateDate);
  const found =
    cachedRate !== undefined
      ? cachedRate
      : await configs.rate(config.workspace_id, facts.currency, config.base_currency, rateDate);
  // A cross rate or a converted amount too large for its column (exchange_rate numeric(30,10),
  // payout numeric(20,6)) is treated like a missing rate: the write would fail on every retry.
  const rate = found !== null && fitsDigits(found, 20) ? found : null;
  const converted = rate === null ? null : convertAmount(facts.amount, rate);
  const payout = converted !== null && fitsDigits(converted, 14) ? converted : null;
  const row = {
    conversion_id: randomUUID(),
    click_created_at: click.created_at,
    click_id: click.click_id,
    workspace_id: config.workspace_id,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    delay_seconds: Math.max(0, Math.round((now.getTime() - clickTime.getTime()) / 1000)),
    revision: 1,
    origin: facts.origin,
    event: facts.event,
    status: facts.status.status,
    status_bucket: facts.status.bucket,
    partner_status: facts.partner_status,
    payout,
    base_currency: config.base_currency,
    amount: facts.amount,
    currency: facts.currency,
    exchange_rate: rate,
    txid: facts.txid,
    txid_or_event: facts.txid_or_event,
    forwarded: facts.forwarded,
  } as ConversionRow;
  if (facts.extras) Object.assign(row, facts.extras);
  copyClickColumns(row, click);

  const forward: ForwardJobData = {
    write_id: randomUUID(),
    workspace_id: config.workspace_id,
    conversion_id: row.conversion_id,
    click_created_at: click.created_at,
    at: row.updated_at,
    status: row.status,
    status_bucket: row.status_bucket,
    event: row.event,
    payout,
    base_currency: config.base_currency,
    amount: facts.amount,
    currency: facts.currency,
    txid: facts.txid,
    capi: facts.capi,
  };
  const channels = sourceChannels(
    click.source_id ? config.sources.get(click.source_id) : undefined,
    row.status,
    row.status_bucket,
    row.event,
  );
  const outcome = await services.conversions.store.write(row, {
    allowUpdate: facts.origin === 'postback',
    write_id: forward.write_id,
    forwardable: facts.forwarded,
    source_forwards: channels.postback || channels.capi !== null,
    forward_data: facts.forwarded ? forward : null,
    log: facts.log,
    audit: facts.audit ?? null,
  });

  if (outcome.result === 'duplicate') {
    conversionDuplicates.inc({ origin: facts.origin });
    return outcome;
  }
  conversionsRecorded.inc({ origin: facts.origin, result: outcome.result });
  if (payout === null) conversionsWithoutRate.inc();
  if (countsAgainstCap(facts, outcome.result)) await countOfferCap(services, facts, now);
  if (outcome.pending) {
    await enqueueForward(services, { ...forward, conversion_id: outcome.conversion_id }).catch(() => {
      /* the outbox sweeper queues it (conversion_writes.forward_state stays pending) */
    });
  }
  return outcome;
}

/**
 * Offer daily caps (routing reads the counter per click): a new conversion that counts as a lead or
 * a sale counts once against its offer's cap on the day of the conversion in the cap's time zone.
 * A status change of the same conversion does not count again. The conversion is already stored,
 * so a Redis failure here is logged, not answered as an error.
 */
function countsAgainstCap(facts: ConversionFacts, result: string): boolean {
  const offerId = facts.click.offer_id;
  const offer = offerId ? facts.config.offers.get(offerId) : undefined;
  if (result !== 'recorded' || !offer || offer.daily_cap === null) return false;
  return facts.status.bucket === 'leads' || facts.status.bucket === 'sales';
}

async function countOfferCap(services: AppServices, facts: ConversionFacts, now: Date): Promise<void> {
  const offerId = facts.click.offer_id!;
  const offer = facts.config.offers.get(offerId)!;
  await incrementOfferCap(
    services.redis,
    services.config.redisPrefix,
    { id: offerId, cap_time_zone: offer.cap_time_zone },
    now,
  ).catch(() => {
    /* the cap is best effort: routing treats an unreadable counter as not reached */
  });
}
