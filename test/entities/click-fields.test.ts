import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CLICK_FIELDS, CONVERSION_COPIED_COLUMNS, MACRO_COLUMNS, SUB_ID_COUNT } from '../../entities/click-fields';
import { CLICK_MACROS } from '../../services/urls/macros';
import { startTestApp, type TestApp } from '../support/harness';
import { sql } from '../support/clicks';

/** The one column of `clicks` outside the catalogue: the landing click-through's time (migration 20261206300000). */
const SET_AFTER_THE_CLICK = 'lp_clicked_at';

/** The migrated tables hold exactly the catalogue's columns, with its types. */
describe('click-field catalogue', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  async function columns(table: string): Promise<Map<string, string>> {
    const rows = await sql(
      t.config.databaseUrl,
      `select column_name, format_type(a.atttypid, a.atttypmod) as type
         from information_schema.columns c
         join pg_attribute a on a.attrelid = c.table_name::regclass and a.attname = c.column_name
        where c.table_schema = 'public' and c.table_name = $1 order by c.ordinal_position`,
      [table],
    );
    return new Map(
      rows.map((r) => [
        String(r.column_name),
        String(r.type).replace('numeric(18,6)', 'numeric(18, 6)').replace('timestamp with time zone', 'timestamptz'),
      ]),
    );
  }

  it('clicks has every catalogue column with its SQL type, and no other', async () => {
    const actual = await columns('clicks');
    // Set after the click by its first landing click-through (docs/clicks.md), not recorded with it.
    assert.equal(actual.get(SET_AFTER_THE_CLICK), 'timestamptz');
    actual.delete(SET_AFTER_THE_CLICK);
    assert.deepEqual(
      [...actual.keys()],
      CLICK_FIELDS.map((f) => f.name),
    );
    for (const f of CLICK_FIELDS) assert.equal(actual.get(f.name), f.sqlType, f.name);
  });

  it('clicks allows null in exactly the columns the catalogue marks nullable', async () => {
    const rows = await sql(
      t.config.databaseUrl,
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'clicks' and is_nullable = 'YES' order by ordinal_position`,
    );
    assert.deepEqual(
      rows.map((r) => String(r.column_name)).filter((name) => name !== SET_AFTER_THE_CLICK),
      CLICK_FIELDS.filter((f) => f.nullable).map((f) => f.name),
    );
  });

  it('conversions carry every column the catalogue says they copy, with the click type', async () => {
    const actual = await columns('conversions');
    for (const name of CONVERSION_COPIED_COLUMNS) {
      assert.equal(actual.get(name), CLICK_FIELDS.find((f) => f.name === name)!.sqlType, name);
    }
    assert.ok(CONVERSION_COPIED_COLUMNS.includes(`sub_id_${SUB_ID_COUNT}`));
  });

  it('every column macro is a click macro the URL templates fill in', () => {
    for (const macro of MACRO_COLUMNS.keys()) assert.ok((CLICK_MACROS as readonly string[]).includes(macro), macro);
  });
});
