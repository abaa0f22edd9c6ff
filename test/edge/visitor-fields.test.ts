import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CLICK_FIELDS, SUB_ID_COLUMNS } from '../../entities/click-fields';
import { scriptClick } from '../../edge/sandbox';
import { visitorDetails } from '../../edge/traffic-log/trace-builder';
import type { Visitor } from '../../edge/visitor';

/**
 * The sandbox's click object and a trace's input step are derived from the click-field catalogue:
 * every visitor field of the catalogue reaches them with the visitor's value.
 */
describe('visitor fields from the click-field catalogue', () => {
  // Every property of the Visitor but time and params; a Visitor property missing here does not compile.
  const fields: Record<Exclude<keyof Visitor, 'time' | 'params'>, string | boolean> = {
    ip: '81.2.69.142',
    user_agent: 'Mozilla/5.0 test',
    country: 'GB',
    region: 'England',
    city: 'Bracknell',
    isp: 'A&A',
    device_type: 'mobile',
    os: 'iOS',
    browser: 'Mobile Safari',
    language: 'en',
    referrer: 'https://ref.example/',
    keyword: 'shoes',
    search_engine: 'google',
    is_bot: true,
    is_proxy: false,
    is_tor: true,
    is_datacenter: false,
    is_unique: true,
    visitor_id: 'v-1',
  };
  const visitor = { ...fields, params: { a: '1' }, time: new Date('2026-01-02T03:04:05Z') } as Visitor;
  const visitorFields = CLICK_FIELDS.filter((f) => f.fromVisitor);

  it('the catalogue’s visitor fields are exactly the Visitor’s properties', () => {
    assert.deepEqual(visitorFields.map((f) => f.name).sort(), Object.keys(fields).sort());
  });

  it('an action script’s click carries every visitor field of the catalogue and every sub id', () => {
    const click = scriptClick(visitor, {
      click_id: 'c',
      campaign_id: 'k',
      campaign_alias: 'a',
      flow_id: 'f',
      sub_ids: { sub_id_2: 'two' },
    }) as unknown as Record<string, unknown>;
    for (const f of visitorFields) assert.equal(click[f.name], visitor[f.name as keyof Visitor], f.name);
    for (const name of SUB_ID_COLUMNS) assert.equal(click[name], name === 'sub_id_2' ? 'two' : '', name);
    assert.deepEqual([click.time, click.params], ['2026-01-02T03:04:05.000Z', { a: '1' }]);
  });

  it('a trace’s input step shows every traced field of the catalogue, and no other', () => {
    const details = visitorDetails(visitor);
    const traced = CLICK_FIELDS.filter((f) => f.traced);
    assert.ok(traced.length > 0);
    assert.deepEqual(Object.keys(details).sort(), traced.map((f) => f.name).sort());
    for (const f of traced) assert.equal(details[f.name], visitor[f.name as keyof Visitor], f.name);
  });
});
