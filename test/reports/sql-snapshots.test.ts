import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CopyEngine } from '../../reports/analytics/copy-store';
import type { CopySide, OfferNetworks } from '../../reports/analytics/copy-side';
import { dialectOf } from '../../reports/analytics/dialects';
import { groupLinesSql } from '../../reports/analytics/export-groups';
import { normalizeRequest, type NormalizedRequest, type TableRequest } from '../../reports/request';
import { chooseStorage, groupedSql, Params } from '../../reports/table-sql';
import type { ClickKeyFilter } from '../../services/logs/click-log-copy';

/**
 * The SQL each builder writes for a fixed set of requests, kept as files under
 * test/reports/sql-snapshots/ (as PostHog keeps its query snapshots): a change to a builder shows
 * as a diff of those files in review. The agreement suites prove the SQL answers right; these
 * prove it did not change unnoticed. After a deliberate change:
 * `UPDATE_SQL_SNAPSHOTS=1 node scripts/test.cjs dist/test/reports/sql-snapshots.test.js`, then read
 * the diff before committing it.
 */
const DIR = join(process.cwd(), 'test', 'reports', 'sql-snapshots');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

const WORKSPACE = '00000000-0000-4000-8000-000000000001';
const CAMPAIGN = '00000000-0000-4000-8000-00000000000c';
const FROM = new Date('2026-11-01T00:00:00.000Z');
const TO = new Date('2026-11-08T00:00:00.000Z');
const side = (visitors = false): CopySide => ({
  workspaceId: WORKSPACE,
  timeZone: 'Europe/Berlin',
  period: { kind: 'instants', from: FROM, to: TO },
  includeSimulated: false,
  visitors,
});
const NETWORKS: OfferNetworks = {
  offers: ['00000000-0000-4000-8000-0000000000f1'],
  networks: ['00000000-0000-4000-8000-0000000000a1'],
  groups: {
    campaign_group: { ids: [CAMPAIGN], groups: ['00000000-0000-4000-8000-0000000000c9'] },
    offer_group: { ids: [], groups: [] },
    landing_group: { ids: [], groups: [] },
    source_group: { ids: [], groups: [] },
  },
};

/** The report requests every builder is read with (names say what each exercises). */
const REQUESTS: Record<string, TableRequest> = {
  'country-os-filtered': {
    dimensions: ['country', 'os'],
    filters: [
      { dimension: 'campaign', operator: 'in', value: [CAMPAIGN] },
      { dimension: 'sub_id_1', operator: 'not_in', value: ['a', 'b'] },
    ],
  },
  'date-hour': { dimensions: ['date', 'hour'] },
  'groups-and-networks': {
    dimensions: ['campaign_group', 'affiliate_network'],
    filters: [{ dimension: 'sub_id_2', operator: 'contains', value: 'x' }],
  },
  'no-dimensions': { dimensions: [] },
  // The copy's day aggregates (reports/analytics/duckdb/aggregates.ts): `device`, then `sub_id_2`.
  'os-browser-one-campaign': {
    dimensions: ['os', 'browser'],
    filters: [{ dimension: 'campaign', operator: '=', value: CAMPAIGN }],
  },
  'sub-id-2-country': { dimensions: ['sub_id_2', 'country'] },
  // Click sums alone (the dashboard's heat map): the conversions are not read (readsConversions).
  'weekday-hour-clicks-only': { dimensions: ['day_of_week', 'hour'], metrics: ['clicks', 'lp_ctr'] },
  // A few metrics: only the sums they read are added up (sumsRead).
  'country-profit': { dimensions: ['country'], metrics: ['clicks', 'profit'] },
};
const normalized = (request: TableRequest): NormalizedRequest => normalizeRequest(request, new Map());
const needsNetworks = (name: string) => name === 'groups-and-networks';

const FILTER: ClickKeyFilter = {
  workspaceId: WORKSPACE,
  from: FROM,
  to: TO,
  includeSimulated: false,
  campaignId: CAMPAIGN,
  countries: ['DE', 'FR'],
  bot: false,
  outcomes: { list: ['no_match', 'show_404'], negate: true },
};

const show = (sql: string, values: readonly unknown[]) => `${sql.trim()}\n-- values: ${JSON.stringify(values)}\n`;

/** Every snapshot: file name → the SQL and values a builder writes now. */
function snapshots(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, request] of Object.entries(REQUESTS)) {
    const r = normalized(request);
    const networks = needsNetworks(name) ? NETWORKS : null;
    // Postgres: the fact tables, and the storage the engine picks for the period when a cube holds it.
    for (const storage of new Set([
      'raw' as const,
      chooseStorage(r, { kind: 'days', fromDay: '2026-11-01', toDay: '2026-11-08' }, false),
    ])) {
      const params = new Params();
      const sql = groupedSql(
        r,
        storage,
        {
          workspace: WORKSPACE,
          tz: () => params.add('Europe/Berlin'),
          period: side().period,
          includeSimulated: false,
          visitors: false,
        },
        params,
      );
      out.set(`grouped.postgres-${storage.replace(':', '-')}.${name}.sql`, show(sql, params.values));
    }
    for (const engine of ['duckdb', 'clickhouse'] as CopyEngine[]) {
      const dialect = dialectOf(engine);
      for (const visitors of [false, true]) {
        const params = new Params();
        const sql = dialect.groupedSql(r, side(visitors), networks, params);
        out.set(`grouped.${engine}.${name}${visitors ? '.visitors' : ''}.sql`, show(sql, params.values));
      }
      if (dialect.ranksGroups) {
        // Visitors of the first 100 groups by clicks alone (a page shown by clicks).
        const params = new Params();
        const sql = dialect.groupedSql(r, { ...side(true), visitorsRanked: 100 }, networks, params);
        out.set(`grouped.${engine}.${name}.visitors-ranked.sql`, show(sql, params.values));
      }
      const exportParams = new Params();
      const cut = dialect.ranksGroups ? 500 : undefined;
      const lines = groupLinesSql(dialect, r, side(), networks, exportParams, cut);
      out.set(`export-lines.${engine}.${name}.sql`, show(lines, exportParams.values));
    }
  }
  // A period with ragged ends: the aggregate's whole UTC days, the ends from the clicks.
  const ragged = new Params();
  const raggedSide = {
    ...side(),
    period: { kind: 'instants' as const, from: new Date('2026-11-01T05:30:00Z'), to: TO },
  };
  out.set(
    'grouped.duckdb.os-browser-one-campaign.ragged.sql',
    show(
      dialectOf('duckdb').groupedSql(normalized(REQUESTS['os-browser-one-campaign']), raggedSide, null, ragged),
      ragged.values,
    ),
  );
  const plain = normalized({ dimensions: [] });
  const byOs = normalized({ dimensions: ['os'], filters: [{ dimension: 'country', operator: 'in', value: ['DE'] }] });
  for (const engine of ['duckdb', 'clickhouse'] as CopyEngine[]) {
    const dialect = dialectOf(engine);
    for (const granularity of ['day', 'hour'] as const) {
      const cohort = dialect.cohortSql(plain, side(), granularity, 8);
      out.set(`cohort-clicks.${engine}.${granularity}.sql`, show(cohort.clicks.sql, cohort.clicks.values));
      out.set(
        `cohort-conversions.${engine}.${granularity}.sql`,
        show(cohort.conversions.sql, cohort.conversions.values),
      );
    }
    const funnel = dialect.funnelStatusSql(byOs, side(), null, ['lead', 'sale']);
    out.set(`funnel-statuses.${engine}.by-os.sql`, show(funnel.sql, funnel.values));
    for (const [name, after] of [
      ['first-page', null],
      ['after-cursor', { time: '2026-11-05T10:00:00.123456Z', id: '00000000-0000-4000-8000-0000000000ab' }],
    ] as const) {
      const params = new Params();
      out.set(`click-keys.${engine}.${name}.sql`, show(dialect.clickKeysSql(FILTER, after, 50, params), params.values));
    }
    const params = new Params();
    out.set(`click-countries.${engine}.sql`, show(dialect.clickCountriesSql(FILTER, params), params.values));
  }
  return out;
}

describe('the SQL builders against their snapshots (test/reports/sql-snapshots/)', () => {
  it('writes the same SQL as the snapshots for every builder, engine and request', () => {
    const now = snapshots();
    if (UPDATE) {
      mkdirSync(DIR, { recursive: true });
      for (const [file, text] of now) writeFileSync(join(DIR, file), text);
    }
    assert.ok(existsSync(DIR), 'no snapshots yet: run with UPDATE_SQL_SNAPSHOTS=1 once');
    const kept = new Set(readdirSync(DIR).filter((file) => file.endsWith('.sql')));
    const changed = [...now].filter(
      ([file, text]) => !kept.has(file) || readFileSync(join(DIR, file), 'utf8') !== text,
    );
    const gone = [...kept].filter((file) => !now.has(file));
    assert.deepEqual(
      { changed: changed.map(([file]) => file), gone },
      { changed: [], gone: [] },
      'a builder writes other SQL: look at the difference (UPDATE_SQL_SNAPSHOTS=1 rewrites the files)',
    );
  });

  it('covers every dialect entry point for both engines', () => {
    const files = [...snapshots().keys()];
    for (const engine of ['duckdb', 'clickhouse'])
      for (const builder of [
        'grouped',
        'export-lines',
        'cohort-clicks',
        'cohort-conversions',
        'funnel-statuses',
        'click-keys',
        'click-countries',
      ])
        assert.ok(
          files.some((file) => file.startsWith(`${builder}.${engine}.`)),
          `${builder} on ${engine}`,
        );
  });
});
