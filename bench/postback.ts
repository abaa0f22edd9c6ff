import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type autocannon from 'autocannon';
import { ensureClickPartitionsFor } from '../services/clicks/partitions';
import { completeClick } from '../edge/click-recording/click-entry';
import { newClickId } from '../entities/click-id';
import { load, type LoadResult } from './load';
import { BENCH_ADMIN } from './routing';

const CLICKS = 10_000;

async function adminCall(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<any> {
  const res = await fetch(`${base}/admin_api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A service ready for postbacks: its workspace's postback key and stored clicks to convert. */
export interface PostbackTarget {
  base: string;
  databaseUrl: string;
  key: string;
  workspaceId: string;
  clickIds: string[];
}

/** A workspace (the first admin's), an offer, a source and a campaign made through the admin API; clicks stored straight in Postgres. */
export async function preparePostbacks(base: string, databaseUrl: string): Promise<PostbackTarget> {
  const { token } = await adminCall(base, null, 'POST', '/auth/login', BENCH_ADMIN);
  const workspace = await adminCall(base, token, 'GET', '/workspace');
  const offer = await adminCall(base, token, 'POST', '/offers', {
    name: 'Bench offer',
    url: 'https://offer.example/',
    payout: '1.5',
  });
  const source = await adminCall(base, token, 'POST', '/sources', { name: 'Bench source' });
  const campaign = await adminCall(base, token, 'POST', '/campaigns', { name: 'Bench campaign', source_id: source.id });
  const now = Date.now();
  const clicks = Array.from({ length: CLICKS }, (_, i) => {
    const time = new Date(now - 3_600_000 + i);
    return completeClick({
      click_id: newClickId(time),
      created_at: time.toISOString(),
      workspace_id: workspace.id,
      campaign_id: campaign.id,
      flow_id: randomUUID(),
      offer_id: offer.id,
      source_id: source.id,
      country: 'US',
      outcome: 'redirect',
      http_status: 302,
    });
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await ensureClickPartitionsFor(db, [new Date(now - 3_600_000), new Date(now)]);
    for (let i = 0; i < clicks.length; i += 2000) {
      await db.query('insert into clicks select * from json_populate_recordset(null::clicks, $1::json)', [
        JSON.stringify(clicks.slice(i, i + 2000)),
      ]);
    }
  } finally {
    await db.end();
  }
  return {
    base,
    databaseUrl,
    key: workspace.postback_key,
    workspaceId: workspace.id,
    clickIds: clicks.map((click) => click.click_id),
  };
}

/**
 * Postback intake under load: valid postbacks, each with its own txid, against stored clicks. The
 * service trusts 127.0.0.1 as a proxy (TRUSTED_PROXIES) and the requests carry X-Forwarded-For
 * addresses of 256 partners, so the per-IP limit (100/s, burst 500) is paid for on every request
 * but not reached. Afterwards every answered `ok` must be exactly one
 * conversion: none missing, none twice. `run` names this run's txids (several runs on one target).
 */
export async function benchPostbacks(
  target: PostbackTarget,
  options: { name?: string; run?: string; serverPid?: number } = {},
): Promise<LoadResult> {
  const { base, databaseUrl, key, workspaceId, clickIds } = target;
  const prefix = `bench-${options.run ?? '0'}-`;
  let sent = 0;
  const okTxids: string[] = [];
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      // One request in flight per connection, so the connection's context names the answered txid.
      setupRequest: (request: any, context: any) => {
        const n = sent++;
        context.txid = `${prefix}${n}`;
        request.path = `/${key}/postback?subid=${clickIds[n % clickIds.length]}&status=sale&payout=1.50&txid=${prefix}${n}`;
        // 256 partner addresses, each well under its 100/s.
        request.headers = { ...request.headers, 'x-forwarded-for': `10.0.0.${n & 255}` };
        return request;
      },
      onResponse: (status: number, _body: string, context: any) => {
        if (status === 200) okTxids.push(context.txid);
      },
    },
  ];
  const result = await load({
    name: options.name ?? 'postback intake (txid, stored click)',
    url: base,
    requests,
    serverPid: options.serverPid,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ total, distinct_txids, answered_present }] = (
      await db.query(
        `select count(*)::int as total, count(distinct txid)::int as distinct_txids,
                count(*) filter (where txid = any($2::text[]))::int as answered_present
           from conversions where workspace_id = $1 and starts_with(txid, $3)`,
        [workspaceId, okTxids, prefix],
      )
    ).rows;
    // Warm-up and measured runs together: every `ok` answer is its conversion, none is written twice.
    // Writes beyond the answers are requests still in flight when the load generator stopped.
    result.extra = {
      ok_answers: okTxids.length,
      conversions: total,
      duplicates: total - distinct_txids,
      in_flight_at_stop: total - answered_present,
      check: answered_present === okTxids.length && total === distinct_txids ? 'pass' : 'FAIL',
    };
  } finally {
    await db.end();
  }
  return result;
}
