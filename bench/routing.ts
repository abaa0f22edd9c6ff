import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { load, type LoadResult } from './load';
import { rssMiB, type Started } from './processes';

/** The first admin the benchmark's service creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench@example.test', password: 'bench-password-123456' };

export interface Seeded {
  alias: string;
  campaign_id: string;
  api_alias: string;
  api_campaign_id: string;
  api_key: string;
  /** Requests answered so far per channel, over every run on this service (the Postgres check's floor). */
  answered: { redirect: number; click_api: number };
}

async function call(
  service: Started,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<any> {
  const res = await fetch(`${service.url}/admin_api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * A realistic campaign through the admin API: a forced flow whose filters do not match this
 * traffic (evaluated on every click), a regular flow with two weighted landings and two offers
 * whose URLs carry macros; a second campaign for the Click API, and an API key.
 */
export async function seedRouting(service: Started): Promise<Seeded> {
  const { token } = await call(service, null, 'POST', '/auth/login', BENCH_ADMIN);
  const offers = [
    (
      await call(service, token, 'POST', '/offers', {
        name: 'Bench offer 1',
        url: 'https://offer.example/1?cid={click_id}&s1={sub_id_1}&cc={country}',
      })
    ).id,
    (
      await call(service, token, 'POST', '/offers', {
        name: 'Bench offer 2',
        url: 'https://offer.example/2?cid={click_id}&dev={device}',
      })
    ).id,
  ];
  const landings = [
    (
      await call(service, token, 'POST', '/landings', {
        name: 'Bench LP 1',
        url: 'https://lp.example/1?cid={click_id}',
      })
    ).id,
    (
      await call(service, token, 'POST', '/landings', {
        name: 'Bench LP 2',
        url: 'https://lp.example/2?cid={click_id}&c={campaign_id}',
      })
    ).id,
  ];
  const flows = (campaignId: string) => [
    {
      name: 'Mobile DE',
      type: 'forced',
      filters: [
        { type: 'country', negate: false, values: ['DE', 'AT', 'CH'] },
        { type: 'device_type', negate: false, values: ['mobile'] },
      ],
      offers: [{ offer_id: offers[1] }],
      campaignId,
    },
    {
      name: 'Main',
      type: 'regular',
      landings: landings.map((landing_id) => ({ landing_id, weight: 50 })),
      offers: offers.map((offer_id) => ({ offer_id, weight: 50 })),
      campaignId,
    },
  ];
  const campaign = await call(service, token, 'POST', '/campaigns', {
    name: 'Bench redirect',
    cost_model: 'cpc',
    cost_value: '0.01',
  });
  const api = await call(service, token, 'POST', '/campaigns', { name: 'Bench Click API' });
  for (const target of [campaign, api]) {
    for (const { campaignId, ...flow } of flows(target.id))
      await call(service, token, 'POST', `/campaigns/${campaignId}/flows`, flow);
  }
  const key = await call(service, token, 'POST', '/api-keys', { name: 'bench', scopes: ['write'] });
  return {
    alias: campaign.alias,
    campaign_id: campaign.id,
    api_alias: api.alias,
    api_campaign_id: api.id,
    api_key: key.key,
    answered: { redirect: 0, click_api: 0 },
  };
}

/** Values of a metric's series from a Prometheus text export. */
function series(text: string, name: string): { labels: string; value: number }[] {
  const out: { labels: string; value: number }[] = [];
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (match) out.push({ labels: match[1] ?? '', value: Number(match[2]) });
  }
  return out;
}

/** Upper bound of the histogram bucket holding the quantile (Prometheus buckets: a bound, not an exact value). */
function histogramQuantile(text: string, name: string, quantile: number): string {
  const buckets = series(text, `${name}_bucket`)
    .map((s) => ({ le: /le="([^"]+)"/.exec(s.labels)![1], count: s.value }))
    .sort((a, b) => (a.le === '+Inf' ? 1 : b.le === '+Inf' ? -1 : Number(a.le) - Number(b.le)));
  const total = buckets.at(-1)?.count ?? 0;
  const hit = buckets.find((b) => b.count >= total * quantile);
  return hit ? `≤${hit.le}s` : 'n/a';
}

async function storedClicks(databaseUrl: string, campaignId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number(
      (await client.query('select count(*) as n from clicks where campaign_id = $1', [campaignId])).rows[0].n,
    );
  } finally {
    await client.end();
  }
}

/**
 * After a run: every click the service acknowledged (clicks_total of the channel) must be in
 * Postgres, which also holds every answered request (a request cut off by the end of the run may
 * be recorded without its answer being counted by the client). Waits up to 60 s for the consumer.
 */
async function checkStored(
  service: Started,
  databaseUrl: string,
  campaignId: string,
  channel: string,
  answered: number,
): Promise<Record<string, string | number>> {
  const acknowledged = async () =>
    series(await (await fetch(`${service.url}/metrics`)).text(), 'clicks_total')
      .filter((s) => s.labels.includes(`channel="${channel}"`))
      .reduce((sum, s) => sum + s.value, 0);
  // In-flight requests finish after the client stopped counting: wait until the service is quiet and the consumer caught up.
  const started = Date.now();
  let stored = 0;
  let acked = await acknowledged();
  while (Date.now() - started < 60_000) {
    await sleep(250);
    const now = await acknowledged();
    stored = await storedClicks(databaseUrl, campaignId);
    if (now === acked && stored === acked) break;
    acked = now;
  }
  const complete = stored === acked && stored >= answered;
  if (!complete)
    console.error(`bench: ${channel}: ${stored} clicks in Postgres, ${acked} acknowledged, ${answered} answered`);
  return { answered, acknowledged: acked, in_postgres: stored, all_stored: complete ? 'yes' : 'NO' };
}

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** The redirect path at 50 connections on a seeded service (several runs may share it: `seeded.answered`). */
export async function benchRedirect(
  service: Started,
  databaseUrl: string,
  seeded: Seeded,
  name = 'redirect GET /{alias} (landing + offer, 2 flows)',
): Promise<LoadResult> {
  console.log(`bench: ${name}…`);
  const redirect = await load({
    name,
    url: `${service.url}/${seeded.alias}?sub_id_1=bench&utm=x`,
    headers: { 'user-agent': UA },
    serverPid: service.child.pid,
  });
  seeded.answered.redirect += redirect.warmup_ok + redirect.total - redirect.non_2xx_3xx;
  const redirectCheck = await checkStored(
    service,
    databaseUrl,
    seeded.campaign_id,
    'redirect',
    seeded.answered.redirect,
  );
  const metrics = await (await fetch(`${service.url}/metrics`)).text();
  redirect.extra = {
    ...redirectCheck,
    click_to_postgres_p99: histogramQuantile(metrics, 'click_to_postgres_seconds', 0.99),
    rss_mib: Math.round(await rssMiB(service.child.pid!)),
  };
  return redirect;
}

/** The Click API at 50 connections, many client addresses behind a trusted proxy. */
export async function benchClickApi(service: Started, databaseUrl: string, seeded: Seeded): Promise<LoadResult> {
  console.log('bench: Click API POST /click-api/v3…');
  // Many visitor addresses behind a trusted proxy, as the per-IP limit (200/s) is per client.
  let n = 0;
  const clickApi = await load({
    name: 'Click API POST /click-api/v3',
    url: `${service.url}/click-api/v3`,
    method: 'POST',
    serverPid: service.child.pid,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${seeded.api_key}`,
              'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              campaign: seeded.api_alias,
              ip: `73.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              user_agent: UA,
              sub_ids: { sub1: 'bench' },
            }),
          };
        },
      },
    ],
  });
  seeded.answered.click_api += clickApi.warmup_ok + clickApi.total - clickApi.non_2xx_3xx;
  const apiCheck = await checkStored(
    service,
    databaseUrl,
    seeded.api_campaign_id,
    'click_api',
    seeded.answered.click_api,
  );
  const after = await (await fetch(`${service.url}/metrics`)).text();
  clickApi.extra = {
    ...apiCheck,
    click_to_postgres_p99: histogramQuantile(after, 'click_to_postgres_seconds', 0.99),
    rss_mib: Math.round(await rssMiB(service.child.pid!)),
  };
  return clickApi;
}
