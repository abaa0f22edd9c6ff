import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import cliProgress from 'cli-progress';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ensureClickPartitionsFor } from '../../services/clicks/partitions';
import { newClickId } from '../../entities/click-id';

/**
 * Seeds a benchmark workspace through the product's storage path: COPY into `clicks` and
 * `conversions` (the statement triggers keep the rollups, exactly as for the click batch writer),
 * then a status change of a fifth of the leads (an UPDATE, as a postback does).
 *
 * Realistic data (default): hundreds of campaigns of skewed size, each with its own source, flows,
 * landings, offers, 1–10 countries of 200, 1–3 devices and 20 sub_id_1 values of its own; ~3%
 * conversions. Uniform (BENCH_DATA=uniform): campaign, country, device and sub_id independent.
 */

export interface SeedOptions {
  clicks: number;
  days: number;
  uniform: boolean;
  now: Date;
}

export interface Seeded {
  workspace_id: string;
  campaign_ids: string[];
  conversions: number;
}

const COUNTRIES = Array.from({ length: 200 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
const DEVICES = ['mobile', 'desktop', 'tablet'];
const OS = { mobile: ['Android', 'iOS'], desktop: ['Windows', 'macOS', 'Linux'], tablet: ['Android', 'iPadOS'] } as Record<string, string[]>;
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera'];
const CAMPAIGNS = 300;
const CHUNK = 200_000;

/** A small fast PRNG (mulberry32): the same seed gives the same data. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface CampaignShape {
  id: string;
  source: string;
  flows: string[];
  landings: string[];
  offers: string[];
  countries: string[];
  devices: string[];
  subIds: string[];
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

export async function seedReports(db: pg.PoolClient, options: SeedOptions): Promise<Seeded> {
  const random = rng(42);
  const workspace = randomUUID();
  await db.query(`insert into workspaces (id, name, postback_key) values ($1, 'Bench', $2)`, [workspace, randomUUID().replaceAll('-', '')]);
  const networks = Array.from({ length: 10 }, () => randomUUID());
  const sources = Array.from({ length: 20 }, () => randomUUID());
  await db.query(`insert into affiliate_networks (id, workspace_id, name) select unnest($2::uuid[]), $1, 'Network ' || generate_series(1, 10)`, [workspace, networks]);
  await db.query(`insert into traffic_sources (id, workspace_id, name) select unnest($2::uuid[]), $1, 'Source ' || generate_series(1, 20)`, [workspace, sources]);
  const campaigns: CampaignShape[] = [];
  const offers: string[] = [];
  const landings: string[] = [];
  for (let i = 0; i < CAMPAIGNS; i++) {
    const countries = [...new Set(Array.from({ length: 1 + Math.floor(random() * 10) }, () => pick(random, COUNTRIES)))];
    const devices = DEVICES.filter((_, d) => d === 0 || random() < 0.5);
    const shape: CampaignShape = {
      id: randomUUID(),
      source: pick(random, sources),
      flows: [randomUUID(), randomUUID()],
      landings: [randomUUID(), randomUUID()],
      offers: [randomUUID(), randomUUID(), randomUUID()],
      countries,
      devices,
      subIds: Array.from({ length: 20 }, (_, k) => `c${i}-s${k}`),
    };
    offers.push(...shape.offers);
    landings.push(...shape.landings);
    campaigns.push(shape);
  }
  await db.query(
    `insert into offers (id, workspace_id, name, url, affiliate_network_id)
     select o, $1, 'Offer ' || n, 'https://offer.example/', ($3::uuid[])[1 + n % 10] from unnest($2::uuid[]) with ordinality as x(o, n)`,
    [workspace, offers, networks],
  );
  await db.query(`insert into landings (id, workspace_id, name, type, url) select l, $1, 'Landing ' || n, 'external', 'https://lp.example/' from unnest($2::uuid[]) with ordinality as x(l, n)`, [workspace, landings]);
  await db.query(
    `insert into campaigns (id, workspace_id, name, alias, source_id, cost_model, cost_value, token_ciphertext)
     select c, $1, 'Campaign ' || n, 'bench-' || n || '-' || substr(md5(random()::text), 1, 6), s, 'cpc', 0.03, 'x' from unnest($2::uuid[], $3::uuid[]) with ordinality as x(c, s, n)`,
    [workspace, campaigns.map((c) => c.id), campaigns.map((c) => c.source)],
  );
  await db.query(
    `insert into flows (id, workspace_id, campaign_id, name) select f, $1, c, 'Flow ' || n from unnest($2::uuid[], $3::uuid[]) with ordinality as x(f, c, n)`,
    [workspace, campaigns.flatMap((c) => c.flows), campaigns.flatMap((c) => [c.id, c.id])],
  );

  // Skewed campaign sizes: weight ~ 1 / rank.
  const weights = campaigns.map((_, i) => 1 / (i + 1));
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const total = cumulative[cumulative.length - 1];
  const campaignAt = (r: number) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    const target = r * total;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return campaigns[lo];
  };

  const start = options.now.getTime() - options.days * 86_400_000;
  const days = Array.from({ length: options.days + 1 }, (_, d) => new Date(start + d * 86_400_000));
  await ensureClickPartitionsFor(db, [...days, options.now], 'clicks');
  await ensureClickPartitionsFor(db, [...days, options.now], 'conversions');

  const bar = new cliProgress.SingleBar({ format: 'seeding clicks [{bar}] {percentage}% {value}/{total} {eta_formatted} left' }, cliProgress.Presets.shades_classic);
  bar.start(options.clicks, 0);
  let conversions = 0;
  for (let done = 0; done < options.clicks; done += CHUNK) {
    const size = Math.min(CHUNK, options.clicks - done);
    const clickLines: string[] = [];
    const conversionLines: string[] = [];
    for (let i = 0; i < size; i++) {
      const c = options.uniform ? campaigns[Math.floor(random() * campaigns.length)] : campaignAt(random());
      const time = new Date(start + Math.floor(random() * (options.now.getTime() - start)));
      const id = newClickId(time);
      const country = options.uniform ? pick(random, COUNTRIES) : pick(random, c.countries);
      const device = options.uniform ? pick(random, DEVICES) : pick(random, c.devices);
      const os = pick(random, OS[device]);
      const browser = pick(random, BROWSERS);
      const sub1 = options.uniform ? `s${Math.floor(random() * 6000)}` : pick(random, c.subIds);
      const sub2 = `k${Math.floor(random() * 50)}`;
      const flow = pick(random, c.flows);
      const landing = pick(random, c.landings);
      const offer = pick(random, c.offers);
      const unique = random() < 0.7;
      const visitor = `v${Math.floor(random() * (options.clicks / 3))}`;
      const iso = time.toISOString();
      clickLines.push(
        `${id}\t${iso}\t${workspace}\t${c.id}\t${flow}\t${landing}\t${offer}\t${c.source}\t${country}\t${device}\t${os}\t${browser}\t${sub1}\t${sub2}\t${unique ? 't' : 'f'}\t${visitor}\tredirect\t302\t0.03\n`,
      );
      if (random() < 0.03) {
        const delay = Math.min(Math.floor(random() * 3 * 86_400), Math.floor((options.now.getTime() - time.getTime()) / 1000));
        const at = new Date(time.getTime() + delay * 1000).toISOString();
        const r = random();
        const [status, bucket] = r < 0.5 ? ['lead', 'leads'] : r < 0.9 ? ['sale', 'sales'] : ['rejected', 'rejected'];
        const payout = (1 + Math.floor(random() * 4900) / 100).toFixed(2);
        conversionLines.push(
          `${randomUUID()}\t${iso}\t${id}\t${workspace}\t${at}\t${at}\t${delay}\tpostback\t${status}\t${bucket}\t${payout}\tUSD\t${payout}\tUSD\tf\ttx${id}\t${c.id}\t${flow}\t${landing}\t${offer}\t${c.source}\t${country}\t${device}\t${os}\t${browser}\t${sub1}\t${sub2}\n`,
        );
      }
    }
    await copy(db, `copy clicks (click_id, created_at, workspace_id, campaign_id, flow_id, landing_id, offer_id, source_id, country, device_type, os, browser, sub_id_1, sub_id_2, is_unique, visitor_id, outcome, http_status, cost) from stdin`, clickLines);
    if (conversionLines.length) {
      await copy(
        db,
        `copy conversions (conversion_id, click_created_at, click_id, workspace_id, created_at, updated_at, delay_seconds, origin, status, status_bucket, payout, base_currency, amount, currency, forwarded, txid_or_event, campaign_id, flow_id, landing_id, offer_id, source_id, country, device_type, os, browser, sub_id_1, sub_id_2) from stdin`,
        conversionLines,
      );
    }
    conversions += conversionLines.length;
    bar.update(done + size);
  }
  bar.stop();
  // Later status changes (lead → sale), as postbacks with the same txid make them.
  await db.query(`update conversions set status = 'sale', status_bucket = 'sales', payout = payout * 1.2, revision = revision + 1 where workspace_id = $1 and status = 'lead' and random() < 0.2`, [workspace]);
  await db.query('analyze');
  return { workspace_id: workspace, campaign_ids: campaigns.map((c) => c.id), conversions };
}

async function copy(db: pg.PoolClient, sql: string, lines: string[]): Promise<void> {
  await pipeline(Readable.from(lines), db.query(copyFrom(sql)));
}
