import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { housekeepingJob } from '../../../jobs/housekeeping';
import {
  dropExpiredClickPartitions,
  ensureClickPartitionsFor,
  isMissingPartitionError,
  listClickPartitions,
  partitionName,
  withDatabaseClient,
} from '../../../services/clicks/partitions';
import { ClickStore } from '../../../edge/click-recording/click-store';
import { toEntry } from '../../../edge/click-recording/click-entry';
import { startTestApp, type TestApp } from '../../support/harness';
import { makeClick, sql } from '../../support/clicks';

const DAY = 86_400_000;
const NOW = new Date('2026-11-21T15:30:00Z');

describe('click partitions', () => {
  let t: TestApp;
  let now = NOW;
  before(async () => {
    t = await startTestApp({ clock: () => now });
  });
  after(async () => t.close());

  it('are created for today and the next 3 days (UTC) at start-up', async () => {
    // The run's template database also carries the real today's partitions (harness): look at the
    // days around this test's clock only.
    const names = (await withDatabaseClient(t.config.databaseUrl, listClickPartitions)).filter(
      (n) => n >= 'clicks_p20261115' && n <= 'clicks_p20261125',
    );
    assert.deepEqual(names, ['clicks_p20261121', 'clicks_p20261122', 'clicks_p20261123', 'clicks_p20261124']);
    const [bound] = await sql(
      t.config.databaseUrl,
      `select pg_get_expr(relpartbound, oid) as bound from pg_class where relname = 'clicks_p20261121'`,
    );
    assert.equal(bound.bound, "FOR VALUES FROM ('2026-11-21 00:00:00+00') TO ('2026-11-22 00:00:00+00')");
  });

  it('a click of a day without partition gets one on demand', async () => {
    const store = new ClickStore(t.config.databaseUrl);
    try {
      const old = makeClick({}, new Date('2026-10-01T23:59:59.999Z'));
      const result = await store.write([toEntry(old)]);
      assert.deepEqual(result, { inserted: 1, duplicates: 0 });
      const rows = await sql(
        t.config.databaseUrl,
        'select tableoid::regclass::text as part from clicks where click_id = $1',
        [old.click_id],
      );
      assert.equal(rows[0].part, 'clicks_p20261001');
    } finally {
      await store.close();
    }
  });

  it('a missing partition is told from a check violation by the error fields, not the translatable message', async () => {
    const failure = (statement: string) =>
      withDatabaseClient(t.config.databaseUrl, (db) => db.query(statement)).then(
        () => assert.fail(`${statement} should fail`),
        (error: Error) => error,
      );
    const noPartition = await failure(
      `insert into clicks select * from json_populate_recordset(null::clicks,
        '${JSON.stringify([JSON.parse(toEntry(makeClick({}, new Date('2019-06-01T00:00:00Z'))).click)])}')`,
    );
    assert.equal(isMissingPartitionError(noPartition), true);
    // As a server with lc_messages = 'de_DE' would word it.
    noPartition.message = 'keine Partition von Relation »clicks« für Zeile gefunden';
    assert.equal(isMissingPartitionError(noPartition), true);
    const checkViolation = await failure(
      'create temporary table positive (x int check (x > 0)); insert into positive values (0)',
    );
    assert.equal((checkViolation as { code?: string }).code, '23514');
    assert.equal(isMissingPartitionError(checkViolation), false);
  });

  it('creating partitions that exist, or the same ones at once from many connections, is harmless', async () => {
    // Far from the real date: the service makes partitions around today itself, so days near it may exist.
    const days = [new Date('2099-06-01T12:00:00Z'), new Date('2099-06-02T12:00:00Z')];
    const created = await Promise.all(
      Array.from({ length: 4 }, () =>
        withDatabaseClient(t.config.databaseUrl, (db) => ensureClickPartitionsFor(db, days)),
      ),
    );
    assert.deepEqual(
      created.flat().sort(),
      ['clicks_p20990601', 'clicks_p20990602'],
      'each partition created exactly once',
    );
    assert.deepEqual(await withDatabaseClient(t.config.databaseUrl, (db) => ensureClickPartitionsFor(db, days)), []);
  });

  it('partitions older than 90 days are dropped with their rows; younger ones stay', async () => {
    const store = new ClickStore(t.config.databaseUrl);
    const expired = makeClick({}, new Date(NOW.getTime() - 92 * DAY));
    const kept = makeClick({}, new Date(NOW.getTime() - 89 * DAY));
    try {
      await store.write([toEntry(expired), toEntry(kept)]);
    } finally {
      await store.close();
    }
    const dropped = await withDatabaseClient(t.config.databaseUrl, (db) => dropExpiredClickPartitions(db, NOW));
    assert.deepEqual(dropped, [partitionName(new Date(expired.created_at))]);
    const names = await withDatabaseClient(t.config.databaseUrl, listClickPartitions);
    assert.ok(names.includes(partitionName(new Date(kept.created_at))));
    const rows = await sql(t.config.databaseUrl, 'select click_id from clicks where click_id = any($1::uuid[])', [
      [expired.click_id, kept.click_id],
    ]);
    assert.deepEqual(
      rows.map((row) => row.click_id),
      [kept.click_id],
    );
  });

  it('the housekeeping job keeps partitions ahead as days pass and drops expired ones', async () => {
    const later = new Date(NOW.getTime() + 30 * DAY);
    // One partition that is 100 days old on the later day and one that is 80 days old.
    const [expiredDay, youngDay] = [new Date(later.getTime() - 100 * DAY), new Date(later.getTime() - 80 * DAY)];
    await withDatabaseClient(t.config.databaseUrl, (db) => ensureClickPartitionsFor(db, [expiredDay, youngDay]));
    now = later;
    const first = (await housekeepingJob.process({}, t.runtime.services)) as {
      clickPartitions: { created: string[]; dropped: string[] };
    };
    assert.deepEqual(first.clickPartitions.created, [
      'clicks_p20261221',
      'clicks_p20261222',
      'clicks_p20261223',
      'clicks_p20261224',
    ]);
    assert.ok(
      first.clickPartitions.dropped.includes(partitionName(expiredDay)),
      `dropped ${first.clickPartitions.dropped.join()}`,
    );
    assert.ok(!first.clickPartitions.dropped.includes(partitionName(youngDay)));
    const left = await withDatabaseClient(t.config.databaseUrl, listClickPartitions);
    assert.deepEqual(
      first.clickPartitions.dropped.filter((name) => left.includes(name)),
      [],
      'what it says it dropped is gone',
    );
    assert.ok(left.includes(partitionName(youngDay)), 'the 80-day-old partition stays');
    const again = (await housekeepingJob.process({}, t.runtime.services)) as {
      clickPartitions: { created: string[]; dropped: string[] };
    };
    assert.deepEqual(again.clickPartitions, { created: [], dropped: [] }, 'a second run changes nothing');
  });
});
