import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rateOn } from '../../../services/catalogue/currency-rates';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { api, ok } from '../../support/admin-api';

const ECB = `Date,USD,JPY,GBP,CYP,
2024-01-05,1.0921,158.19,0.8612,N/A,
2024-01-04,1.0953,159.32,0.8631,N/A,
2024-01-03,1.0919,156.32,0.8630,N/A,
`;

describe('currency rates', () => {
  let t: TestApp;
  let owner: Session;
  let manager: Session;
  let viewer: Session;
  let other: Session;

  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    manager = await createSession(t, { role: 'manager', workspace_id: owner.workspace_id });
    viewer = await createSession(t, { role: 'viewer', workspace_id: owner.workspace_id });
    other = await createSession(t);
  });
  after(async () => t.close());

  it('imports a CSV in the ECB layout', async () => {
    const result = await ok(t, owner, 'POST', '/currency-rates/import', { csv: ECB });
    assert.deepEqual(result, {
      imported: 9,
      days: 3,
      currencies: ['GBP', 'JPY', 'USD'],
      first_date: '2024-01-03',
      last_date: '2024-01-05',
    });
    const page = await ok(t, owner, 'GET', '/currency-rates?quote=USD');
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.items.map((r: { date: string; rate: string; base: string; origin: string }) => [
        r.date,
        r.base,
        r.rate,
        r.origin,
      ]),
      [
        ['2024-01-05', 'EUR', '1.0921', 'ecb_csv'],
        ['2024-01-04', 'EUR', '1.0953', 'ecb_csv'],
        ['2024-01-03', 'EUR', '1.0919', 'ecb_csv'],
      ],
    );
    // Importing again replaces rather than duplicates.
    await ok(t, owner, 'POST', '/currency-rates/import', { csv: 'Date, USD\r\n05 January 2024, 1.0930\r\n' });
    const again = await ok(t, owner, 'GET', '/currency-rates?quote=USD&from=2024-01-05&to=2024-01-05');
    assert.deepEqual(
      again.items.map((r: { rate: string }) => r.rate),
      ['1.093'],
    );
  });

  it('refuses an unreadable CSV with 400 and stores nothing of it', async () => {
    const res = await api(t, owner, 'POST', '/currency-rates/import', {
      csv: 'Date,CHF\n2024-01-08,0.93\n2024-01-09,n/a?\n',
    });
    assert.deepEqual([res.status, res.body], [400, { error: 'csv line 3, column 2: not a rate' }]);
    assert.equal((await ok(t, owner, 'GET', '/currency-rates?quote=CHF')).total, 0);
  });

  it('looks a rate up, falling back to the latest earlier day', async () => {
    const exact = await ok(t, owner, 'GET', '/currency-rates/lookup?currency=EUR&date=2024-01-04&to=USD');
    assert.deepEqual(exact, { from: 'EUR', to: 'USD', date: '2024-01-04', rate_date: '2024-01-04', rate: '1.0953' });
    // Saturday: Friday's rate.
    const weekend = await ok(t, owner, 'GET', '/currency-rates/lookup?currency=EUR&date=2024-01-06&to=USD');
    assert.equal(weekend.rate_date, '2024-01-05');
    assert.equal(weekend.rate, '1.093');
    const none = await api(t, owner, 'GET', '/currency-rates/lookup?currency=EUR&date=2023-12-31&to=USD');
    assert.deepEqual([none.status, none.body], [404, { error: 'no rate for this currency pair on or before date' }]);
  });

  it('inverts and crosses rates, exactly', async () => {
    const inverse = await ok(t, owner, 'GET', '/currency-rates/lookup?currency=USD&date=2024-01-04&to=EUR');
    assert.equal(inverse.rate, '0.9129918744'); // 1 / 1.0953
    const cross = await ok(t, owner, 'GET', '/currency-rates/lookup?currency=GBP&date=2024-01-04&to=JPY');
    assert.equal(cross.rate, '184.5904298459'); // 159.32 / 0.8631
    // Without `to`: the workspace base currency (USD).
    const toBase = await ok(t, owner, 'GET', '/currency-rates/lookup?currency=GBP&date=2024-01-04');
    assert.equal(toBase.to, 'USD');
    assert.equal(toBase.rate, '1.2690302398'); // 1.0953 / 0.8631
    const same = await rateOn(t.runtime.services.orm.em.fork(), owner.workspace_id, 'USD', 'USD', '2024-01-04');
    assert.deepEqual(same, { rate: '1', rate_date: '2024-01-04' });
  });

  it('prefers a manual direct rate over a cross rate of the same day', async () => {
    const manual = await ok(t, owner, 'POST', '/currency-rates', {
      date: '2024-01-04',
      base: 'gbp',
      quote: 'USD',
      rate: '1.27',
    });
    assert.deepEqual([manual.base, manual.quote, manual.rate, manual.origin], ['GBP', 'USD', '1.27', 'manual']);
    const found = await ok(t, owner, 'GET', '/currency-rates/lookup?currency=GBP&date=2024-01-04&to=USD');
    assert.equal(found.rate, '1.27');
    const replaced = await ok(t, owner, 'POST', '/currency-rates', {
      date: '2024-01-04',
      base: 'GBP',
      quote: 'USD',
      rate: '1.2701',
    });
    assert.equal(replaced.id, manual.id);
    assert.equal(replaced.rate, '1.2701');
  });

  it('validates manual rates', async () => {
    assert.deepEqual(
      (await api(t, owner, 'POST', '/currency-rates', { date: '2024-01-04', base: 'USD', quote: 'USD', rate: '1' }))
        .body,
      { error: 'base and quote must differ' },
    );
    assert.deepEqual(
      (await api(t, owner, 'POST', '/currency-rates', { date: '2024-13-01', base: 'USD', quote: 'EUR', rate: '1' }))
        .body,
      { error: 'date must be a date YYYY-MM-DD' },
    );
    assert.deepEqual(
      (await api(t, owner, 'POST', '/currency-rates', { date: '2024-01-04', base: 'USD', quote: 'EUR', rate: '0' }))
        .body,
      {
        error: 'rate must be a positive decimal with at most 10 decimal places',
      },
    );
    assert.equal(
      (await api(t, owner, 'POST', '/currency-rates', { date: '2024-01-04', base: 'USD', quote: 'EUR', rate: 'x' }))
        .status,
      400,
    );
    assert.equal(
      (await api(t, owner, 'POST', '/currency-rates', { date: '2024-01-04', base: 'ZZZ', quote: 'EUR', rate: '1' }))
        .status,
      400,
    );
  });

  it('keeps workspaces apart and checks the settings permission', async () => {
    const theirs = await api(t, other, 'GET', '/currency-rates/lookup?currency=EUR&date=2024-01-04&to=USD');
    assert.equal(theirs.status, 404);
    const mine = await ok(t, owner, 'GET', '/currency-rates?limit=1');
    const del = await api(t, other, 'DELETE', `/currency-rates/${mine.items[0].id}`);
    assert.deepEqual([del.status, del.body], [404, { error: 'currency rate not found' }]);

    assert.equal((await ok(t, manager, 'GET', '/currency-rates')).total > 0, true);
    const edit = await api(t, manager, 'POST', '/currency-rates', {
      date: '2024-01-04',
      base: 'USD',
      quote: 'EUR',
      rate: '1',
    });
    assert.deepEqual([edit.status, edit.body], [403, { error: 'no permission to edit settings' }]);
    assert.equal((await api(t, viewer, 'GET', '/currency-rates')).status, 403);

    await ok(t, owner, 'DELETE', `/currency-rates/${mine.items[0].id}`);
    assert.equal((await api(t, owner, 'DELETE', `/currency-rates/${mine.items[0].id}`)).status, 404);
  });
});
