import { randomUUID } from 'node:crypto';
import { newClickId } from '../../entities/click-id';

/**
 * The rows of the reports benchmark, as COPY text: pure functions of a seed shape and a chunk
 * number, so chunks can be generated in any order, in a worker thread, and always give the same
 * data. Clicks come in time order (as the batch writer receives them), spread over the period.
 */

export const COUNTRIES = Array.from({ length: 200 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
);
export const DEVICES = ['mobile', 'desktop', 'tablet'];
export const OS: Record<string, string[]> = {
  mobile: ['Android', 'iOS'],
  desktop: ['Windows', 'macOS', 'Linux'],
  tablet: ['Android', 'iPadOS'],
};
export const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera'];
/** sub_id_1 values of the uniform data set, independent of the campaign. */
export const UNIFORM_SUB_IDS = 6000;

export const CLICK_COLUMNS =
  'click_id, created_at, workspace_id, campaign_id, flow_id, landing_id, offer_id, source_id, country, ' +
  'device_type, os, browser, sub_id_1, sub_id_2, is_unique, visitor_id, outcome, http_status, cost';
export const CONVERSION_COLUMNS =
  'conversion_id, click_created_at, click_id, workspace_id, created_at, updated_at, delay_seconds, origin, ' +
  'status, status_bucket, payout, base_currency, amount, currency, forwarded, txid_or_event, campaign_id, ' +
  'flow_id, landing_id, offer_id, source_id, country, device_type, os, browser, sub_id_1, sub_id_2';

export interface CampaignShape {
  id: string;
  source: string;
  flows: string[];
  landings: string[];
  offers: string[];
  countries: string[];
  devices: string[];
  subIds: string[];
  /** Cumulative weight up to this campaign (skewed sizes: weight ~ 1 / rank). */
  upTo: number;
}

export interface SeedShape {
  workspace: string;
  campaigns: CampaignShape[];
  clicks: number;
  chunk: number;
  uniform: boolean;
  /** Milliseconds: the period is [start, end). */
  start: number;
  end: number;
}

export interface Chunk {
  index: number;
  clicks: number;
  conversions: number;
  /** COPY text. */
  clickText: Uint8Array;
  conversionText: Uint8Array;
}

/** A small fast PRNG (mulberry32): the same seed gives the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** Hundreds of campaigns, each with its own source, flows, landings, offers, 1–10 countries of 200, 1–3 devices and 20 sub_id_1 values. */
export function campaignShapes(count: number, sources: string[]): CampaignShape[] {
  const random = rng(42);
  let upTo = 0;
  return Array.from({ length: count }, (_, i) => {
    upTo += 1 / (i + 1);
    return {
      id: randomUUID(),
      source: pick(random, sources),
      flows: [randomUUID(), randomUUID()],
      landings: [randomUUID(), randomUUID()],
      offers: [randomUUID(), randomUUID(), randomUUID()],
      countries: [...new Set(Array.from({ length: 1 + Math.floor(random() * 10) }, () => pick(random, COUNTRIES)))],
      devices: DEVICES.filter((_, d) => d === 0 || random() < 0.5),
      subIds: Array.from({ length: 20 }, (_, k) => `c${i}-s${k}`),
      upTo,
    };
  });
}

function campaignAt(campaigns: CampaignShape[], r: number): CampaignShape {
  const target = r * campaigns[campaigns.length - 1].upTo;
  let lo = 0;
  let hi = campaigns.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (campaigns[mid].upTo < target) lo = mid + 1;
    else hi = mid;
  }
  return campaigns[lo];
}

/**
 * COPY text written straight into a buffer: each line is garbage at once, so the collector never
 * copies a chunk's hundred thousand retained strings (that had cost 80% of the generator's time).
 */
class TextBuffer {
  private bytes: Buffer;
  private length = 0;
  constructor(expectedBytes: number) {
    this.bytes = Buffer.allocUnsafeSlow(Math.max(1 << 16, expectedBytes));
  }
  add(line: string): void {
    // Lines are ASCII (ids, ISO times, codes), so one char is one byte.
    if (this.length + line.length > this.bytes.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.length + line.length));
      this.bytes.copy(larger, 0, 0, this.length);
      this.bytes = larger;
    }
    this.length += this.bytes.write(line, this.length, 'latin1');
  }
  /** The text, on an ArrayBuffer of its own (transferable to the main thread without a copy). */
  done(): Uint8Array {
    return new Uint8Array(this.bytes.buffer, 0, this.length);
  }
}

/** Chunk `index` of the data set: its clicks (~3% of them converted: half leads, 40% sales, 10% rejected). */
export function generateChunk(shape: SeedShape, index: number): Chunk {
  const random = rng(1000 + index);
  const first = index * shape.chunk;
  const count = Math.min(shape.chunk, shape.clicks - first);
  const step = (shape.end - shape.start) / shape.clicks;
  // About 260 bytes a click line, 430 a conversion line (3%): grown only when a chunk overshoots.
  const clicks = new TextBuffer(count * 280);
  const conversions = new TextBuffer(count * 16);
  let converted = 0;
  const { campaigns, workspace, uniform } = shape;
  for (let i = 0; i < count; i++) {
    const c = uniform ? campaigns[Math.floor(random() * campaigns.length)] : campaignAt(campaigns, random());
    const ms = Math.floor(shape.start + (first + i + random()) * step);
    const time = new Date(ms);
    const id = newClickId(time);
    const country = uniform ? pick(random, COUNTRIES) : pick(random, c.countries);
    const device = uniform ? pick(random, DEVICES) : pick(random, c.devices);
    const os = pick(random, OS[device]);
    const browser = pick(random, BROWSERS);
    const sub1 = uniform ? `s${Math.floor(random() * UNIFORM_SUB_IDS)}` : pick(random, c.subIds);
    const sub2 = `k${Math.floor(random() * 50)}`;
    const flow = pick(random, c.flows);
    const landing = pick(random, c.landings);
    const offer = pick(random, c.offers);
    const unique = random() < 0.7 ? 't' : 'f';
    const visitor = `v${Math.floor(random() * (shape.clicks / 3))}`;
    const iso = time.toISOString();
    clicks.add(
      `${id}\t${iso}\t${workspace}\t${c.id}\t${flow}\t${landing}\t${offer}\t${c.source}\t${country}\t${device}\t${os}\t${browser}\t${sub1}\t${sub2}\t${unique}\t${visitor}\tredirect\t302\t0.03\n`,
    );
    if (random() < 0.03) {
      const delay = Math.min(Math.floor(random() * 3 * 86_400), Math.floor((shape.end - ms) / 1000));
      const at = new Date(ms + delay * 1000).toISOString();
      const r = random();
      const [status, bucket] = r < 0.5 ? ['lead', 'leads'] : r < 0.9 ? ['sale', 'sales'] : ['rejected', 'rejected'];
      const payout = (1 + Math.floor(random() * 4900) / 100).toFixed(2);
      conversions.add(
        `${randomUUID()}\t${iso}\t${id}\t${workspace}\t${at}\t${at}\t${delay}\tpostback\t${status}\t${bucket}\t${payout}\tUSD\t${payout}\tUSD\tf\ttx${id}\t${c.id}\t${flow}\t${landing}\t${offer}\t${c.source}\t${country}\t${device}\t${os}\t${browser}\t${sub1}\t${sub2}\n`,
      );
      converted++;
    }
  }
  return { index, clicks: count, conversions: converted, clickText: clicks.done(), conversionText: conversions.done() };
}
