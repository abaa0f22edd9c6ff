import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { load, type LoadResult } from './load';
import type { Started } from './processes';
import type { Seeded } from './routing';

const CLICKS = 2000;
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/**
 * The landing → offer click-through `GET /click?cid=…` at 50 connections (docs/clicks.md,
 * "Click-throughs"): 2,000 landing clicks made by the redirect first, then their click-throughs in
 * turn (each click's first one sets `lp_clicked_at`, the rest are repeats the consumer's UPDATE
 * skips). Checks that every click went through in Postgres: nothing recorded was lost.
 */
export async function benchClickThrough(service: Started, databaseUrl: string, seeded: Seeded): Promise<LoadResult> {
  console.log('bench: click-through GET /click?cid=…');
  const ids: string[] = [];
  while (ids.length < CLICKS) {
    const res = await fetch(`${service.url}/${seeded.alias}?sub_id_1=through`, {
      redirect: 'manual',
      headers: { 'user-agent': UA },
    });
    const cid = /[?&]cid=([0-9a-f-]{36})/.exec(res.headers.get('location') ?? '')?.[1];
    if (cid) ids.push(cid);
  }
  let n = 0;
  const result = await load({
    name: 'click-through GET /click?cid= (landing → offer)',
    url: `${service.url}/click?cid=${ids[0]}`,
    serverPid: service.child.pid,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: `/click?cid=${ids[n++ % ids.length]}` }) },
    ],
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let through = 0;
  try {
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      through = Number(
        (
          await client.query(
            'select count(*) as n from clicks where click_id = any($1::uuid[]) and lp_clicked_at is not null',
            [ids],
          )
        ).rows[0].n,
      );
      if (through === ids.length) break;
      await sleep(250);
    }
  } finally {
    await client.end();
  }
  result.extra = { clicks: ids.length, clicked_through: through, check: through === ids.length ? 'ok' : 'FAIL' };
  return result;
}
