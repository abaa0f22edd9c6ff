import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { copyOut } from '../../reports/analytics/copy-out';

const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('COPY TO streams of the analytics feed', () => {
  // The report pool's settings: a client-side query_timeout beside the server's statement_timeout.
  const pool = new pg.Pool({ connectionString: ADMIN_URL, max: 1, query_timeout: 600_000 });
  after(() => pool.end());

  const drain = async (sql: string) => {
    const client = await pool.connect();
    let text = '';
    try {
      await pipeline(
        copyOut(client, sql),
        new Writable({
          write(chunk, _encoding, done) {
            text += chunk;
            done();
          },
        }),
      );
    } finally {
      client.release();
    }
    return text;
  };

  it('leaves no query-timeout timer behind once a copy ended', async () => {
    await drain('copy (select 1) to stdout'); // the pool's connection opened: its own timers settle
    const before = timers();
    for (let i = 0; i < 5; i++) assert.equal(await drain('copy (select generate_series(1, 3)) to stdout'), '1\n2\n3\n');
    assert.equal(timers(), before);
  });

  it('leaves none behind when the copy fails either', async () => {
    const before = timers();
    await assert.rejects(drain('copy (select 1 / 0) to stdout'), /division by zero/);
    assert.equal(timers(), before);
  });
});
