import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestApp, testConfig, type TestApp } from '../../support/harness';
import { api, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { clickhouseMissing, startClickHouse, type TestClickHouse } from '../../support/clickhouse';
import { startAnalytics, type AnalyticsRole } from '../../../reports/analytics/start';
import { type CopyReader } from '../../../reports/analytics/reader';
import { RemoteCopyReader } from '../../../reports/analytics/remote';
import { ClickHouseStore } from '../../../reports/analytics/clickhouse/store';
import type { CopyEngine } from '../../../reports/analytics/copy-store';
import { listClickLog, listClickLogCountries, type ClickLogQuery } from '../../../services/logs/click-log';
import { exportClickLog } from '../../../services/logs/log-export';
import { clickLogCopy, clickLogCopyOf } from '../../../reports/analytics/click-keys';
import { DuckDbStore } from '../../../reports/analytics/duckdb/store';
import type { Config } from '../../../infra/config';
import { watchedReader } from '../../support/watched-reader';

const HOUR = 3_600_000;
const quiet = { info: () => {}, error: () => {} };
const DAY = 24 * HOUR;

/** Every heavy filter alone and together (docs/reports.md, "Click log": the copy finds their keys). */
const FILTERS: ClickLogQuery[] = [
  { country: ['DE', 'FR'] },
  { country: ['us'] },
  { traffic: 'bot' },
  { traffic: 'human' },
  { delivery: 'refused' },
  { delivery: 'delivered' },
  { country: ['DE', 'US'], traffic: 'human', delivery: 'delivered' },
];

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

/**
 * The click log's heavy filters read their keys from the analytics copy on `engine`
 * (click-log-copy.test.ts: DuckDB, click-log-clickhouse.test.ts: ClickHouse) and equal Postgres's
 * pages: the same rows, in the same order (ties of created_at by click id), the same cursors, the
 * same visibility; a click deleted from Postgres but still in the copy never shows and the page
 * stays full; the copy unavailable, Postgres answers and says so; another workspace sees nothing.
 */
export function clickLogCopySuite(engine: CopyEngine): void {
  const skip = engine === 'clickhouse' && clickhouseMissing;
  describe(`click log through the analytics copy on ${engine}`, { skip }, () => {
    let t: TestApp;
    let fx: TrackingFixture;
    let other: TrackingFixture;
    let second: string;
    let role: AnalyticsRole;
    let clickhouse: TestClickHouse | null = null;
    let now: Date;
    let config: Config;
    const pool = () => t.runtime.services.conversions.pool;
    const copy = () => t.runtime.services.analyticsCopy.reader!;
    const from = () => new Date(now.getTime() - 3 * DAY);

    /** Every page of a query, walked by its cursors, with the reader given (none: Postgres). */
    const pages = async (workspace: string, q: ClickLogQuery, reader: CopyReader | undefined, limit = 4) => {
      const walked = [];
      for (let cursor: string | null = null; ; ) {
        const page = await listClickLog(
          pool(),
          workspace,
          { from: from(), ...q, limit, cursor },
          now,
          reader && clickLogCopy(reader),
        );
        walked.push(page);
        cursor = page.next_cursor;
        if (!cursor) return walked;
      }
    };
    const shape = (walked: Awaited<ReturnType<typeof pages>>) =>
      walked.map((page) => ({ items: page.items, next_cursor: page.next_cursor }));

    before(async () => {
      t = await startTestApp();
      clickhouse = engine === 'clickhouse' ? await startClickHouse() : null;
      config = {
        ...t.config,
        analytics: engine,
        ...(clickhouse
          ? { clickhouseUrl: clickhouse.url, clickhouseDatabase: new URL(t.config.databaseUrl).pathname.slice(1) }
          : {}),
      };
      role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
      await role.owner!.settled();
      fx = await trackingFixture(t);
      other = await trackingFixture(t);
      second = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second', source_id: fx.source_id })).id;
      now = new Date();
      const tie = new Date(now.getTime() - 5 * HOUR);
      for (let i = 0; i < 48; i++) {
        // Every fourth click shares one instant: its place among them is its id (0…, 7…, 8…, f…: Postgres's uuid order).
        const time = i % 4 === 0 ? tie : new Date(now.getTime() - (i % 3) * DAY - i * 7 * 60_000 - 1234);
        const click_id = i % 4 === 0 ? `${'078f'[(i / 4) % 4]}${randomUUID().slice(1)}` : undefined;
        await storeClick(
          t,
          { ...fx, campaign_id: i % 5 === 0 ? second : fx.campaign_id },
          {
            ...(click_id ? { click_id } : {}),
            country: ['DE', 'FR', 'US', null][i % 4],
            is_bot: i % 3 === 0,
            outcome: ['redirect', 'no_match', 'landing', 'show_404', 'do_nothing'][i % 5] as never,
            is_simulated: i % 11 === 0,
            save_traffic: i % 13 !== 0,
          },
          time,
        );
        // The other workspace: the same clicks, which no query of the first may show.
        await storeClick(t, other, { country: ['DE', 'FR', 'US', null][i % 4], is_bot: i % 3 === 0 }, time);
      }
    });

    after(async () => {
      if (clickhouse && role?.owner) await (role.owner.store as ClickHouseStore).dropDatabase().catch(() => undefined);
      await role?.close();
      await clickhouse?.stop();
      await t.close();
    });

    it('gives the pages Postgres gives, filter by filter, cursor after cursor', async () => {
      for (const filter of [...FILTERS, { campaign_id: second, country: ['DE', 'FR', 'US'] }]) {
        const fromCopy = await pages(fx.workspace_id, filter, copy());
        const fromPostgres = await pages(fx.workspace_id, filter, undefined);
        const where = JSON.stringify(filter);
        assert.ok(fromPostgres.flatMap((p) => p.items).length > 0, `${where} matches clicks`);
        assert.deepEqual(shape(fromCopy), shape(fromPostgres), where);
        assert.deepEqual(new Set(fromCopy.map((p) => p.storage)), new Set([`columnar:${engine}`]), where);
        assert.deepEqual(new Set(fromPostgres.map((p) => p.storage)), new Set(['raw']), where);
      }
    });

    it('places clicks of one instant by their id, as Postgres does', async () => {
      const walked = await pages(fx.workspace_id, { country: ['DE'] }, copy(), 1);
      const items = walked.flatMap((p) => p.items);
      const tied = items.filter((item) => item.time.getTime() === now.getTime() - 5 * HOUR);
      assert.ok(tied.length >= 3, 'several DE clicks share the instant');
      assert.deepEqual(
        tied.map((item) => item.click_id),
        tied
          .map((item) => item.click_id)
          .sort()
          .reverse(),
      );
      assert.deepEqual(shape(walked), shape(await pages(fx.workspace_id, { country: ['DE'] }, undefined, 1)));
    });

    it('shows simulated clicks exactly when the workspace switch is on, never a flow that saves no traffic', async () => {
      await query(t, 'update workspaces set show_simulated_traffic = true where id = $1', [fx.workspace_id]);
      try {
        const fromCopy = await pages(fx.workspace_id, { traffic: 'bot' }, copy());
        const items = fromCopy.flatMap((p) => p.items);
        assert.ok(
          items.some((item) => item.is_simulated),
          'simulated bots listed',
        );
        assert.deepEqual(shape(fromCopy), shape(await pages(fx.workspace_id, { traffic: 'bot' }, undefined)));
        const [{ hidden }] = await query(
          t,
          'select count(*)::int as hidden from clicks where workspace_id = $1 and not save_traffic and is_bot',
          [fx.workspace_id],
        );
        assert.ok(hidden > 0, 'bots of flows that save no traffic exist');
        const [{ shown }] = await query(
          t,
          'select count(*)::int as shown from clicks where workspace_id = $1 and save_traffic and is_bot and created_at >= $2',
          [fx.workspace_id, from()],
        );
        assert.equal(items.length, shown);
      } finally {
        await query(t, 'update workspaces set show_simulated_traffic = false where id = $1', [fx.workspace_id]);
      }
    });

    it('reads Postgres when the copy is unavailable, and says so', async () => {
      const absent = new RemoteCopyReader(t.config.redisUrl, testConfig().redisPrefix, 10_000, engine);
      try {
        const walked = await pages(fx.workspace_id, FILTERS[0], absent);
        assert.deepEqual(shape(walked), shape(await pages(fx.workspace_id, FILTERS[0], undefined)));
        assert.deepEqual(new Set(walked.map((p) => p.storage)), new Set(['raw (analytics copy down)']));
      } finally {
        await absent.close();
      }
    });

    it('reads Postgres for a light query: a window of an hour, a campaign alone, a click id', async () => {
      const hour = { from: new Date(now.getTime() - HOUR), to: now, country: ['DE'] };
      for (const q of [hour, { campaign_id: second }, { click_id: 'abcd', country: ['DE'] }]) {
        const page = await listClickLog(pool(), fx.workspace_id, { from: from(), ...q }, now, clickLogCopy(copy()));
        assert.equal(page.storage, 'raw', JSON.stringify(q));
      }
    });

    it('counts the country list on the copy as Postgres does', async () => {
      const period = { from: from(), to: now };
      for (const q of [period, { ...period, campaign_id: second }]) {
        const fromCopy = await listClickLogCountries(pool(), fx.workspace_id, q, now, clickLogCopy(copy()));
        assert.ok(fromCopy.length > 1);
        assert.deepEqual(fromCopy, await listClickLogCountries(pool(), fx.workspace_id, q, now));
      }
    });

    it('leaves out a click Postgres no longer holds and keeps the page full', async () => {
      const filter: ClickLogQuery = { traffic: 'human' };
      const [first] = await pages(fx.workspace_id, filter, copy());
      const gone = first.items[1].click_id;
      // Deleted with the notes off (as a dropped partition): the copy still holds it.
      const client = await pool().connect();
      try {
        await client.query('begin');
        // `since` as text: a JS Date would lose its microseconds, and the copy's key with them.
        const { rows } = await client.query('delete from analytics_feed returning store, since::text as since');
        await client.query('delete from clicks where click_id = $1', [gone]);
        await client.query('insert into analytics_feed (store, since) values ($1, $2::timestamptz)', [
          rows[0].store,
          rows[0].since,
        ]);
        await client.query('commit');
      } finally {
        client.release();
      }
      const keys = await copy().grouped(
        engine === 'clickhouse'
          ? `select count() as n from clicks final where deleted = 0 and click_id = toUUID('${gone}')`
          : `select count(*) as n from clicks where click_id = cast('${gone}' as uuid)`,
        [],
      );
      assert.ok('rows' in keys && Number(keys.rows[0].n) === 1, 'the copy still holds the click');
      const fromCopy = await pages(fx.workspace_id, filter, copy());
      assert.equal(fromCopy[0].items.length, 4, 'the first page is still full');
      assert.ok(!fromCopy.flatMap((p) => p.items).some((item) => item.click_id === gone));
      assert.deepEqual(shape(fromCopy), shape(await pages(fx.workspace_id, filter, undefined)));
      // Small pages too: the page whose keys held the gone click asks the copy again for one more.
      assert.deepEqual(
        shape(await pages(fx.workspace_id, filter, copy(), 1)),
        shape(await pages(fx.workspace_id, filter, undefined, 1)),
      );
    });

    it('shows another workspace only its own clicks', async () => {
      const mine = new Set(
        (await pages(fx.workspace_id, { traffic: 'bot' }, undefined)).flatMap((p) => p.items.map((i) => i.click_id)),
      );
      const theirs = await pages(other.workspace_id, { traffic: 'bot' }, copy());
      const ids = theirs.flatMap((p) => p.items.map((i) => i.click_id));
      assert.ok(ids.length > 0 && ids.every((id) => !mine.has(id)));
      assert.deepEqual(shape(theirs), shape(await pages(other.workspace_id, { traffic: 'bot' }, undefined)));
      const nobody = randomUUID();
      assert.deepEqual((await pages(nobody, { traffic: 'bot' }, copy()))[0].items, []);
    });

    it('exports a heavy query through the copy, equal to the Postgres export', async () => {
      const reportPool = t.runtime.services.reportPool;
      const owner = copy();
      const asked: string[] = [];
      // The owner itself, watched: which statements the export sends it.
      const watched = watchedReader(owner, asked);
      const q = { from: from(), to: now, country: ['DE', 'FR'], traffic: 'human' as const };
      try {
        t.runtime.services.analyticsCopy.reader = watched;
        const viaCopy = await text(
          await exportClickLog(
            reportPool,
            fx.workspace_id,
            q,
            now,
            undefined,
            clickLogCopyOf(t.runtime.services.analyticsCopy.reader),
          ),
        );
        const cut = await text(
          await exportClickLog(
            reportPool,
            fx.workspace_id,
            q,
            now,
            2,
            clickLogCopyOf(t.runtime.services.analyticsCopy.reader),
          ),
        );
        assert.ok(asked.length >= 2, 'the copy gave the keys');
        t.runtime.services.analyticsCopy.reader = null;
        const viaPostgres = await text(
          await exportClickLog(
            reportPool,
            fx.workspace_id,
            q,
            now,
            undefined,
            clickLogCopyOf(t.runtime.services.analyticsCopy.reader),
          ),
        );
        assert.equal(viaCopy, viaPostgres);
        assert.ok(viaCopy.split('\n').length > 4);
        assert.equal(
          cut,
          await text(
            await exportClickLog(
              reportPool,
              fx.workspace_id,
              q,
              now,
              2,
              clickLogCopyOf(t.runtime.services.analyticsCopy.reader),
            ),
          ),
        );
        assert.match(cut, /# warning: more than 2 clicks match/);
      } finally {
        t.runtime.services.analyticsCopy.reader = owner;
      }
    });

    it('keeps its copy at a restart, and rebuilds a copy of an older layout (no click log columns)', async () => {
      await role.close();
      role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
      assert.equal(await role.owner!.settled(), false, 'the same layout: no rebuild');
      await role.close();
      if (engine === 'duckdb') {
        const store = await DuckDbStore.open(config.analyticsFile, { threads: 1, memoryLimit: '256MB' });
        await store.exec('alter table clicks drop column outcome');
        store.close();
      } else {
        const answer = await fetch(`${clickhouse!.url}/?database=${config.clickhouseDatabase}`, {
          method: 'POST',
          body: 'alter table clicks drop column outcome',
        });
        assert.equal(answer.status, 200, await answer.text());
      }
      role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
      assert.equal(await role.owner!.settled(), true, 'an older layout is rebuilt');
      const fromCopy = await pages(fx.workspace_id, { delivery: 'refused' }, copy());
      assert.deepEqual(new Set(fromCopy.map((p) => p.storage)), new Set([`columnar:${engine}`]));
      assert.deepEqual(shape(fromCopy), shape(await pages(fx.workspace_id, { delivery: 'refused' }, undefined)));
    });
  });
}
