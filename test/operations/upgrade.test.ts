import 'reflect-metadata';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import pino from 'pino';
import { startRuntime, type Runtime } from '../../app/runtime';
import { openDatabase, ormOptions } from '../../infra/database';
import { dayStart, ensureClickPartitionsFor } from '../../services/clicks/partitions';
import { hashPassword } from '../../services/accounts/passwords';
import { defaultPermissions, OWNER_ROLE } from '../../services/accounts/roles';
import { cleanUp, testConfig } from '../support/harness';

/**
 * The previous release: the last migration of the landing before this wave's (whose first is
 * Migration20261206300000_landing_and_money_metrics; `git show ab2847d^:entities/migrations`).
 */
const PREVIOUS_RELEASE = 'Migration20261128010000_preference_columns';
const PASSWORD = 'upgrade password 1';
const DAY_MS = 86_400_000;

interface OldData {
  workspaceId: string;
  email: string;
  campaigns: string[];
}

/** Migrates a new database up to `to` only, as the previous release's code left it. */
async function migrateTo(databaseUrl: string, to: string): Promise<void> {
  const creating = await MikroORM.init({ ...ormOptions(databaseUrl, { bounded: false }), connect: false });
  await creating.schema.ensureDatabase();
  await creating.close(true);
  const orm = await MikroORM.init(ormOptions(databaseUrl, { bounded: false }));
  try {
    const { Migrator } = await import('@mikro-orm/migrations');
    Migrator.register(orm);
    const applied = await orm.getMigrator().up({ to });
    assert.equal(applied.at(-1)?.name, to);
  } finally {
    await orm.close(true);
  }
}

/** The i-th click's campaign (of two): threes in turn, so both get conversions of every status. */
const campaignIndex = (i: number) => Math.floor(i / 3) % 2;

/** A status for the i-th click's conversion, if it has one: [status, bucket, payout]. */
function conversionOf(i: number): [string, string, number] | null {
  const byRest: Record<number, [string, string, number]> = {
    1: ['lead', 'leads', 2],
    3: ['sale', 'sales', 5],
    5: ['rejected', 'rejected', 1],
    7: ['trash', 'trash', 3],
    9: ['sale', 'sales', 7.5],
    10: ['lead', 'leads', 2.25],
  };
  return byRest[i % 12] ?? null;
}

/**
 * The old schema's rows, written with SQL it accepts (the old code paths are gone): a user owning
 * a workspace with two campaigns, 180 clicks over the three days before today (landing clicks and
 * direct ones, unique or not, with cost on one campaign) and conversions of every bucket, so
 * the old triggers fill the rollups.
 */
async function writeOldData(db: pg.Client): Promise<OldData> {
  const workspaceId = randomUUID();
  const userId = randomUUID();
  const email = `upgrade-${randomBytes(4).toString('hex')}@example.com`;
  const campaigns = [randomUUID(), randomUUID()];
  const [landing, offer] = [randomUUID(), randomUUID()];
  await db.query(`insert into workspaces (id, name, postback_key, time_zone) values ($1, 'Upgraded', $2, 'UTC')`, [
    workspaceId,
    randomBytes(16).toString('hex'),
  ]);
  await db.query(
    `insert into users (id, email, name, password_hash, last_workspace_id) values ($1, $2, 'Old', $3, $4)`,
    [userId, email, await hashPassword(PASSWORD), workspaceId],
  );
  await db.query(
    `insert into memberships (id, workspace_id, user_id, role, permissions) values ($1, $2, $3, 'owner', $4)`,
    [randomUUID(), workspaceId, userId, defaultPermissions(OWNER_ROLE)],
  );
  for (const [index, id] of campaigns.entries())
    await db.query(
      `insert into campaigns (id, workspace_id, name, alias, token_ciphertext) values ($1, $2, $3, $4, 'x')`,
      [id, workspaceId, `Old campaign ${index + 1}`, `old-${index}-${randomBytes(3).toString('hex')}`],
    );
  const today = dayStart(new Date()).getTime();
  const times = [1, 2, 3].map((days) => new Date(today - days * DAY_MS));
  await ensureClickPartitionsFor(db, times, 'clicks');
  await ensureClickPartitionsFor(db, times, 'conversions');
  for (let i = 0; i < 180; i++) {
    const clickId = randomUUID();
    const time = new Date(today - (1 + (i % 3)) * DAY_MS + i * 60_000);
    const campaign = campaigns[campaignIndex(i)];
    const landingId = i % 4 === 0 ? null : landing;
    const zone = `zone${i % 4}`;
    await db.query(
      `insert into clicks (click_id, created_at, workspace_id, campaign_id, landing_id, offer_id, country, sub_id_2,
         is_unique, cost, outcome, http_status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 302)`,
      [
        clickId,
        time,
        workspaceId,
        campaign,
        landingId,
        offer,
        ['US', 'DE', 'GB'][i % 3],
        zone,
        i % 5 !== 0,
        campaign === campaigns[0] ? '0.05' : '0',
        landingId ? 'landing' : 'redirect',
      ],
    );
    const conversion = conversionOf(i);
    if (!conversion) continue;
    const [status, bucket, payout] = conversion;
    await db.query(
      `insert into conversions (conversion_id, click_created_at, click_id, workspace_id, created_at, updated_at,
         delay_seconds, origin, status, status_bucket, payout, base_currency, amount, currency, forwarded, campaign_id,
         landing_id, offer_id, country, sub_id_2)
       values ($1, $2, $3, $4, $5, $5, 1800, 'postback', $6, $7, $8, 'USD', $8, 'USD', false, $9, $10, $11, $12, $13)`,
      [
        randomUUID(),
        time,
        clickId,
        workspaceId,
        new Date(time.getTime() + 1_800_000),
        status,
        bucket,
        payout,
        campaign,
        landingId,
        offer,
        ['US', 'DE', 'GB'][i % 3],
        zone,
      ],
    );
  }
  return { workspaceId, email, campaigns };
}

type Row = Record<string, number>;

/** Rows keyed by `key`, each column a number. */
function keyed(rows: Record<string, unknown>[], key: (row: Record<string, unknown>) => string): Record<string, Row> {
  return Object.fromEntries(
    rows.map((row) => [
      key(row),
      Object.fromEntries(
        Object.entries(row)
          .filter(([name]) => !['campaign_id', 'zone', 'campaign', 'sub_id_2'].includes(name))
          .map(([name, value]) => [name, Number(value)]),
      ),
    ]),
  );
}

const CLICK_SUMS = 'sum(clicks) as clicks, sum(unique_clicks) as unique_clicks, sum(cost) as cost';
const CONVERSION_SUMS =
  'sum(conversions) as conversions, sum(leads) as leads, sum(sales) as sales, sum(rejected) as rejected, sum(revenue) as revenue';

/** The reports the previous release read, per campaign: its rollups and its fact tables (SQL). */
async function oldReports(db: pg.Client, workspaceId: string) {
  const rollupClicks = await db.query(
    `select campaign_id, ${CLICK_SUMS} from report_click_days_path where workspace_id = $1 group by 1`,
    [workspaceId],
  );
  const rollupConversions = await db.query(
    `select campaign_id, ${CONVERSION_SUMS} from report_conversion_days_path where workspace_id = $1 group by 1`,
    [workspaceId],
  );
  const factClicks = await db.query(
    `select campaign_id, count(*) as clicks, count(*) filter (where is_unique) as unique_clicks, sum(cost) as cost
       from clicks where workspace_id = $1 group by 1`,
    [workspaceId],
  );
  const factConversions = await db.query(
    `select campaign_id, count(*) filter (where status_bucket <> 'trash') as conversions,
            count(*) filter (where status_bucket = 'leads') as leads, count(*) filter (where status_bucket = 'sales') as sales,
            count(*) filter (where status_bucket = 'rejected') as rejected,
            coalesce(sum(payout) filter (where status_bucket <> 'trash'), 0) as revenue
       from conversions where workspace_id = $1 group by 1`,
    [workspaceId],
  );
  const byZone = await db.query(
    `select c.campaign_id, c.sub_id_2 as zone, count(*) as clicks,
            coalesce(sum(v.payout) filter (where v.status_bucket <> 'trash'), 0) as revenue
       from clicks c left join conversions v on v.click_id = c.click_id
      where c.workspace_id = $1 group by 1, 2`,
    [workspaceId],
  );
  const byCampaign = (rows: Record<string, unknown>[]) => keyed(rows, (row) => String(row.campaign_id));
  const merge = (a: Record<string, Row>, b: Record<string, Row>) =>
    Object.fromEntries(Object.keys(a).map((key) => [key, { ...a[key], ...b[key] }]));
  return {
    rollups: merge(byCampaign(rollupClicks.rows), byCampaign(rollupConversions.rows)),
    facts: merge(byCampaign(factClicks.rows), byCampaign(factConversions.rows)),
    byZone: keyed(byZone.rows, (row) => `${row.campaign_id} ${row.zone}`),
  };
}

/**
 * Upgrades (docs/operations.md, "Upgrade and rollback"): a database made by the previous release,
 * with clicks, conversions and their rollups, is migrated to this one; the service started on it
 * reads through POST /reports/query what the previous release read, and the new metrics'
 * backfill is what the stored rows allow (landing metrics from conversions, money by status).
 */
describe('upgrading a database of the previous release', () => {
  const config = testConfig();
  let runtime: Runtime | undefined;
  let data: OldData;
  let old: Awaited<ReturnType<typeof oldReports>>;
  let token: string;

  before(async () => {
    await migrateTo(config.databaseUrl, PREVIOUS_RELEASE);
    const db = new pg.Client({ connectionString: config.databaseUrl });
    await db.connect();
    try {
      data = await writeOldData(db);
      old = await oldReports(db, data.workspaceId);
    } finally {
      await db.end();
    }
    // This release's migrations, then the service as `npm start` runs it.
    await (await openDatabase(config.databaseUrl)).close(true);
    runtime = await startRuntime(config, { http: true, workers: false, logger: false }, pino({ level: 'silent' }));
    const login = await runtime.app!.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      payload: { email: data.email, password: PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    token = login.json().token;
  });

  after(async () => {
    await runtime?.close();
    await cleanUp(config);
  });

  const query = async (body: Record<string, unknown>): Promise<ReportRow[]> => {
    const response = await runtime!.app!.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/query',
      headers: { authorization: `Bearer ${token}` },
      payload: { period: '7d', ...body },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().rows;
  };
  type ReportRow = { values: Record<string, string | null>; metrics: Record<string, number | string> };
  const campaignOf = (row: ReportRow) => String(row.values.campaign);

  it('the previous release is a committed migration, and this release adds migrations after it', () => {
    const names = readdirSync(join(__dirname, '..', '..', 'entities', 'migrations'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.slice(0, -3))
      .sort();
    assert.ok(names.includes(PREVIOUS_RELEASE));
    assert.ok(names.at(-1)! > PREVIOUS_RELEASE);
  });

  it("the previous release's rollups agreed with its fact tables", () => {
    assert.equal(Object.keys(old.facts).length, 2);
    assert.deepEqual(old.rollups, old.facts);
  });

  it('reports by campaign read after the upgrade agree with what the previous release read', async () => {
    const metrics = ['clicks', 'unique_clicks', 'cost', 'conversions', 'leads', 'sales', 'rejected', 'revenue'];
    const rows = await query({ dimensions: ['campaign'], metrics });
    const after = keyed(
      rows.map((row) => ({ campaign_id: campaignOf(row), ...row.metrics })),
      (row) => String(row.campaign_id),
    );
    assert.deepEqual(after, old.facts);
  });

  it('reports by campaign and sub id (read from the fact tables) agree too', async () => {
    const rows = await query({ dimensions: ['campaign', 'sub_id_2'], metrics: ['clicks', 'revenue'], limit: 1000 });
    const after = keyed(
      rows.map((row) => ({ campaign_id: campaignOf(row), zone: row.values.sub_id_2, ...row.metrics })),
      (row) => `${row.campaign_id} ${row.zone}`,
    );
    assert.deepEqual(after, old.byZone);
  });

  it('the analytics copy (DuckDB) built after the upgrade reads the same report', async () => {
    // The copy's layout changed in this release: its owner rebuilds it from Postgres at start.
    const owner = await startRuntime(
      { ...config, analytics: 'duckdb' },
      { http: true, workers: true, logger: false },
      pino({ level: 'silent' }),
    );
    try {
      const get = (url: string) =>
        owner.app!.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
      while ((await get('/admin_api/v1/reports/analytics-copy')).state !== 'ready')
        await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await owner.app!.inject({
        method: 'POST',
        url: '/admin_api/v1/reports/query',
        headers: { authorization: `Bearer ${token}` },
        payload: { period: '7d', dimensions: ['campaign', 'sub_id_2'], metrics: ['clicks', 'revenue'], limit: 1000 },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().storage, 'columnar:duckdb');
      const rows: ReportRow[] = response.json().rows;
      const copied = keyed(
        rows.map((row) => ({ campaign_id: campaignOf(row), zone: row.values.sub_id_2, ...row.metrics })),
        (row) => `${row.campaign_id} ${row.zone}`,
      );
      assert.deepEqual(copied, old.byZone);
    } finally {
      await owner.close();
    }
  });

  it('the new metrics are backfilled from what the rows prove: landing metrics and money by status', async () => {
    const rows = await query({
      dimensions: ['campaign'],
      metrics: [
        'clicks',
        'revenue',
        'lp_views',
        'lp_clicks',
        'lp_ctr',
        'offer_clicks',
        'revenue_confirmed',
        'revenue_hold',
        'revenue_rejected',
      ],
    });
    for (const campaign of data.campaigns) {
      const row = rows.find((r) => campaignOf(r) === campaign)!.metrics;
      const expected = { lp_views: 0, lp_clicks: 0, direct: 0, confirmed: 0, hold: 0, rejected: 0 };
      for (let i = 0; i < 180; i++) {
        if (data.campaigns[campaignIndex(i)] !== campaign) continue;
        const conversion = conversionOf(i);
        if (i % 4 === 0) expected.direct++;
        else {
          expected.lp_views++;
          // A landing click with a conversion of any status reached its offer (the migration's backfill).
          if (conversion) expected.lp_clicks++;
        }
        if (conversion?.[1] === 'sales') expected.confirmed += conversion[2];
        if (conversion?.[1] === 'leads') expected.hold += conversion[2];
        if (conversion?.[1] === 'rejected') expected.rejected += conversion[2];
      }
      assert.equal(Number(row.lp_views), expected.lp_views);
      assert.equal(Number(row.lp_clicks), expected.lp_clicks);
      assert.equal(Number(row.offer_clicks), expected.direct + expected.lp_clicks);
      assert.ok(Math.abs(Number(row.lp_ctr) - (expected.lp_clicks / expected.lp_views) * 100) < 0.01);
      assert.equal(Number(row.revenue_confirmed), expected.confirmed);
      assert.equal(Number(row.revenue_hold), expected.hold);
      assert.equal(Number(row.revenue_rejected), expected.rejected);
      // The default revenue basis (every conversion but trash) is the money of the three buckets.
      assert.equal(
        Number(row.revenue),
        Number(row.revenue_confirmed) + Number(row.revenue_hold) + Number(row.revenue_rejected),
      );
    }
  });
});
