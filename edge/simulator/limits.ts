import { BadRequestError } from '../../services/errors';
import { CLICK_RETENTION_DAYS } from '../../services/clicks/partitions';

/** Spec (Limits): simulator clicks per run. */
export const MAX_SIMULATED_CLICKS = 100_000;
const MAX_WEIGHTED_ENTRIES = 250;
const DAY_MS = 86_400_000;
const DEFAULT_PERIOD_MS = DAY_MS;
/** Landing views that go on to the offer when a run does not say (a prelander's usual 20–40 %). */
export const DEFAULT_LP_CTR = 0.3;

export interface WeightedValue {
  value: string;
  weight: number;
}

export interface ConversionRateInput {
  /** A canonical status (lead, sale, rejected, trash) or a custom status code of the workspace. */
  status: string;
  /** Share of eligible clicks converting with this status, 0 to 1. */
  rate: number;
  /** Payout in the workspace's base currency (decimal string). */
  payout: string;
}

export interface SimulationInput {
  campaign_id: string;
  clicks: number;
  geos?: WeightedValue[] | null;
  devices?: WeightedValue[] | null;
  bot_share?: number | null;
  unique_share?: number | null;
  /** Share of human landing views that click through to the offer (landing metrics), 0 to 1. */
  lp_ctr?: number | null;
  from?: Date | null;
  to?: Date | null;
  conversions?: ConversionRateInput[] | null;
  /** Same seed, same campaign state: the same generated traffic (ids apart). */
  seed?: number | null;
}

/** A run's settings with every default applied and every bound checked. */
export interface SimulationPlan {
  campaign_id: string;
  clicks: number;
  geos: WeightedValue[];
  devices: WeightedValue[];
  bot_share: number;
  unique_share: number;
  lp_ctr: number;
  from: Date;
  to: Date;
  conversions: ConversionRateInput[];
  seed: number;
}

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;

function share(name: string, value: number | null | undefined, fallback: number): number {
  if (value == null) return fallback;
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new BadRequestError(`${name} must be between 0 and 1`);
  return value;
}

function weighted(
  name: string,
  list: WeightedValue[] | null | undefined,
  fallback: WeightedValue[],
  check: (value: string) => string | null,
): WeightedValue[] {
  if (!list || list.length === 0) return fallback;
  if (list.length > MAX_WEIGHTED_ENTRIES) throw new BadRequestError(`${name}: at most ${MAX_WEIGHTED_ENTRIES} entries`);
  const seen = new Set<string>();
  const out = list.map((entry, index) => {
    const problem = check(entry.value);
    if (problem) throw new BadRequestError(`${name}[${index}].value ${problem}`);
    if (!Number.isFinite(entry.weight) || entry.weight < 0)
      throw new BadRequestError(`${name}[${index}].weight must be 0 or more`);
    const value = entry.value.trim();
    if (seen.has(value)) throw new BadRequestError(`${name}[${index}].value is listed twice`);
    seen.add(value);
    return { value, weight: entry.weight };
  });
  if (!out.some((entry) => entry.weight > 0)) throw new BadRequestError(`${name}: at least one weight must be above 0`);
  return out;
}

/** Validates a run request against the limits (400 naming the field, never echoing a value). */
export function planSimulation(input: SimulationInput, now: Date): SimulationPlan {
  if (!Number.isInteger(input.clicks) || input.clicks < 1 || input.clicks > MAX_SIMULATED_CLICKS) {
    throw new BadRequestError(
      `clicks must be a whole number from 1 to ${MAX_SIMULATED_CLICKS.toLocaleString('en-US')}`,
    );
  }
  const to = input.to ?? now;
  const from = input.from ?? new Date(to.getTime() - DEFAULT_PERIOD_MS);
  if (to.getTime() > now.getTime()) throw new BadRequestError('to must not be in the future');
  if (from.getTime() >= to.getTime()) throw new BadRequestError('from must be before to');
  // Clicks older than the retention are dropped with their day partition: they would vanish at once.
  if (now.getTime() - from.getTime() > (CLICK_RETENTION_DAYS - 1) * DAY_MS) {
    throw new BadRequestError(`from must be within the last ${CLICK_RETENTION_DAYS - 1} days (click retention)`);
  }
  const conversions = (input.conversions ?? []).map((c, index) => {
    if (!/^[a-z0-9_]{1,64}$/.test(c.status))
      throw new BadRequestError(`conversions[${index}].status must be a status code (a-z, 0-9, _)`);
    if (!Number.isFinite(c.rate) || c.rate < 0 || c.rate > 1)
      throw new BadRequestError(`conversions[${index}].rate must be between 0 and 1`);
    if (!/^\d{1,12}(\.\d{1,6})?$/.test(c.payout))
      throw new BadRequestError(`conversions[${index}].payout must be a non-negative decimal with at most 6 decimals`);
    return { status: c.status, rate: c.rate, payout: c.payout };
  });
  if (new Set(conversions.map((c) => c.status)).size !== conversions.length)
    throw new BadRequestError('conversions: each status at most once');
  const totalRate = conversions.reduce((sum, c) => sum + c.rate, 0);
  if (totalRate > 1 + 1e-9) throw new BadRequestError('conversions: the rates add up to more than 1');
  const seed = input.seed ?? Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new BadRequestError('seed must be a whole number');
  return {
    campaign_id: input.campaign_id,
    clicks: input.clicks,
    geos: weighted('geos', input.geos, [{ value: 'US', weight: 1 }], (v) =>
      /^[A-Za-z]{2}$/.test(v.trim()) ? null : 'must be a two-letter country code',
    ).map((g) => ({ ...g, value: g.value.toUpperCase() })),
    devices: weighted(
      'devices',
      input.devices,
      [
        { value: 'desktop', weight: 1 },
        { value: 'mobile', weight: 1 },
      ],
      (v) =>
        (DEVICE_TYPES as readonly string[]).includes(v.trim()) ? null : `must be one of ${DEVICE_TYPES.join(', ')}`,
    ),
    bot_share: share('bot_share', input.bot_share, 0),
    unique_share: share('unique_share', input.unique_share, 1),
    lp_ctr: share('lp_ctr', input.lp_ctr, DEFAULT_LP_CTR),
    from,
    to,
    conversions,
    seed,
  };
}
