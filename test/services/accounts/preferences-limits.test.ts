import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { MAX_STORED_LISTS } from '../../../services/accounts/preferences';

/**
 * Issue 35 item 6: /me/preferences had limits per request only; lists accumulated across PUTs
 * (40 PUTs stored 12.8 MB for one viewer). The stored document is capped: 200 lists, 1 MB; a PUT
 * past either is 400 naming the limits and writes nothing.
 */
describe('/me/preferences: what one member keeps in all', () => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  const put = (session: Session, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/admin_api/v1/me/preferences', headers: session.headers, payload });
  const stored = async (session: Session) =>
    (await t.app.inject({ method: 'GET', url: '/admin_api/v1/me/preferences', headers: session.headers })).json();
  /** 50 lists (the most one PUT names), `columns` column ids each of `width` characters. */
  const lists = (round: number, columns: number, width: number) =>
    Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [
        `list_${round}_${i}`,
        Array.from({ length: columns }, (_, c) => `c${c}`.padEnd(width, 'x')),
      ]),
    );

  it('refuses the PUT that would keep more than 200 lists, writing nothing', async () => {
    const viewer = await createSession(t, { role: 'viewer' });
    for (let round = 0; round < MAX_STORED_LISTS / 50; round++)
      assert.equal((await put(viewer, { columns: lists(round, 2, 4) })).statusCode, 200);
    const over = await put(viewer, { columns: lists(99, 2, 4) });
    assert.equal(over.statusCode, 400, over.body);
    assert.match(over.json().error, /at most 200 lists of columns and 1 MB/);
    assert.equal(Object.keys((await stored(viewer)).columns).length, MAX_STORED_LISTS);
    // Forgetting lists makes room again.
    const forget = Object.fromEntries(Object.keys(lists(0, 1, 1)).map((name) => [name, null]));
    assert.equal((await put(viewer, { columns: { ...forget } })).statusCode, 200);
    assert.equal((await put(viewer, { columns: lists(99, 2, 4) })).statusCode, 200);
  });

  it('refuses the PUT that would store more than 1 MB', async () => {
    const viewer = await createSession(t, { role: 'viewer' });
    // 50 lists of 100 ids of 60 characters: about 320 kB a PUT, within the 200 lists at the fourth.
    for (let round = 0; round < 3; round++)
      assert.equal((await put(viewer, { columns: lists(round, 100, 60) })).statusCode, 200);
    const over = await put(viewer, { columns: lists(3, 100, 60) });
    assert.equal(over.statusCode, 400, over.body);
    assert.match(over.json().error, /1 MB/);
    assert.equal(Object.keys((await stored(viewer)).columns).length, 150);
  });
});
