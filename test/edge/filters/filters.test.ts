import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compileFilters, firstRejecting, matches } from '../../../edge/filters';
import { validateFilters, FilterValidationError } from '../../../services/flow-filters';
import type { FlowFilter } from '../../../entities/flow-filter';
import type { Visitor } from '../../../edge/visitor';

function visitor(overrides: Partial<Visitor> = {}): Visitor {
  return {
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    country: 'US',
    region: 'California',
    city: 'San Francisco',
    isp: 'Comcast Cable Communications',
    device_type: 'mobile',
    os: 'iOS',
    browser: 'Safari',
    language: 'en',
    referrer: 'https://www.google.com/search?q=shoes',
    keyword: 'running shoes',
    search_engine: 'google',
    is_bot: false,
    is_proxy: false,
    is_tor: false,
    is_datacenter: false,
    is_unique: true,
    visitor_id: 'v1',
    params: { sub_id_1: 'zone42', utm_source: 'Facebook' },
    // Wednesday 2026-01-07 15:30 UTC = 16:30 in Berlin, 10:30 in New York
    time: new Date('2026-01-07T15:30:00Z'),
    ...overrides,
  };
}

/** Validates then evaluates, as a saved flow would be. */
function check(filters: unknown[], v: Visitor = visitor()): boolean {
  return matches(validateFilters(filters), v);
}

function refused(filters: unknown, message: string | RegExp): void {
  assert.throws(
    () => validateFilters(filters),
    (error: unknown) => {
      assert.ok(error instanceof FilterValidationError, `expected FilterValidationError, got ${error}`);
      if (typeof message === 'string') assert.equal(error.message, message);
      else assert.match(error.message, message);
      return true;
    },
  );
}

describe('flow filters: validation', () => {
  it('accepts an empty or absent list', () => {
    assert.deepEqual(validateFilters([]), []);
    assert.deepEqual(validateFilters(null), []);
  });

  it('refuses an unknown type, naming the position', () => {
    refused(
      [
        { type: 'country', values: ['US'] },
        { type: 'planet', values: ['mars'] },
      ],
      /^filter 2: unknown type \(one of country, /,
    );
    refused([{ values: ['x'] }], /^filter 1: unknown type \(one of /);
  });

  it('refuses an unknown country code', () => {
    refused(
      [{ type: 'country', values: ['US', 'XX'] }],
      'filter 1 (country): values[1]: unknown country code (use ISO 3166-1 alpha-2, e.g. US, GB)',
    );
    refused([{ type: 'country', values: ['UK'] }], /values\[0\]: unknown country code/);
  });

  it('normalises country codes to upper case', () => {
    assert.deepEqual(validateFilters([{ type: 'country', values: ['us', 'De', 'us'] }]), [
      { type: 'country', negate: false, values: ['US', 'DE'] },
    ]);
  });

  it('refuses a bad CIDR and a bad address', () => {
    refused([{ type: 'ip', values: ['10.0.0.0/8', '10.0.0.0/33'] }], 'filter 1 (ip): values[1]: not an IP range');
    refused([{ type: 'ip', values: ['300.1.1.1'] }], 'filter 1 (ip): values[0]: not an IP range');
  });

  it('refuses a malformed regexp and one that could backtrack', () => {
    refused(
      [{ type: 'referrer', operator: 'regexp', values: ['(abc'] }],
      /^filter 1 \(referrer\): values\[0\]: invalid regexp: .*/,
    );
    refused(
      [{ type: 'keyword', operator: 'regexp', values: ['(a)\\1'] }],
      /^filter 1 \(keyword\): values\[0\]: invalid regexp: Cannot be executed in linear time/,
    );
    refused(
      [{ type: 'keyword', operator: 'regexp', values: ['x'.repeat(513)] }],
      'filter 1 (keyword): values[0]: regexp longer than 512 characters',
    );
  });

  it('refuses an unknown operator, missing values and values on operator empty', () => {
    refused(
      [{ type: 'referrer', operator: 'startswith', values: ['a'] }],
      'filter 1 (referrer): operator must be one of equals, contains, regexp, empty',
    );
    refused([{ type: 'city', values: [] }], 'filter 1 (city): values must be a non-empty list');
    refused(
      [{ type: 'referrer', operator: 'empty', values: ['a'] }],
      'filter 1 (referrer): operator empty takes no values',
    );
    refused([{ type: 'city', values: ['  '] }], 'filter 1 (city): values contains an empty value');
  });

  it('refuses fields that do not apply to the type and unknown fields', () => {
    refused(
      [{ type: 'country', values: ['US'], days: [1] }],
      'filter 1 (country): field days does not apply to this filter type',
    );
    refused([{ type: 'bot', colour: 'red' }], 'filter 1 (bot): unknown field colour');
    refused([{ type: 'bot', negate: 'yes' }], 'filter 1 (bot): negate must be true or false');
  });

  it('treats null fields as absent (GraphQL inputs send them)', () => {
    assert.deepEqual(validateFilters([{ type: 'bot', negate: null, values: null, days: null }]), [
      { type: 'bot', negate: false },
    ]);
  });

  it('checks device types, languages, sub ids, parameter names and proxy kinds', () => {
    refused([{ type: 'device_type', values: ['phone'] }], /values\[0\]: unknown device type/);
    refused(
      [{ type: 'language', values: ['english'] }],
      'filter 1 (language): values[0]: invalid language code (use ISO 639-1, e.g. en)',
    );
    refused(
      [{ type: 'sub_id', sub_id: 31, values: ['a'] }],
      'filter 1 (sub_id): sub_id must be an integer from 1 to 30',
    );
    refused([{ type: 'param', name: 'a b', values: ['a'] }], /^filter 1 \(param\): name must be a URL parameter name/);
    refused([{ type: 'proxy', kinds: ['vpn'] }], 'filter 1 (proxy): kinds must be one of proxy, tor, datacenter');
  });

  it('checks schedules: time zone, ranges, something to match', () => {
    refused([{ type: 'schedule', days: [1], time_zone: 'Mars/Olympus' }], 'filter 1 (schedule): unknown time zone');
    refused([{ type: 'schedule', hours: [24] }], 'filter 1 (schedule): hours must be a list of integers from 0 to 23');
    refused([{ type: 'schedule', days: [0] }], 'filter 1 (schedule): days must be a list of integers from 1 to 7');
    refused([{ type: 'schedule', time_zone: 'UTC' }], 'filter 1 (schedule): give days, hours or both');
    assert.equal(
      validateFilters([{ type: 'schedule', days: [3], time_zone: 'europe/berlin' }])[0].time_zone,
      'Europe/Berlin',
    );
  });

  it('limits the number of filters', () => {
    refused(
      Array.from({ length: 51 }, () => ({ type: 'bot' })),
      'at most 50 filters per flow',
    );
    refused('country', 'filters must be a list');
    refused([42], 'filter 1: must be an object');
  });
});

describe('flow filters: evaluation', () => {
  it('matches everything with no filters', () => {
    assert.equal(check([]), true);
  });

  it('country: any of the codes; negation', () => {
    assert.equal(check([{ type: 'country', values: ['DE', 'US'] }]), true);
    assert.equal(check([{ type: 'country', values: ['DE'] }]), false);
    assert.equal(check([{ type: 'country', values: ['DE'], negate: true }]), true);
    assert.equal(check([{ type: 'country', values: ['US'] }], visitor({ country: '' })), false);
  });

  it('combines filters with AND', () => {
    const filters = [
      { type: 'country', values: ['US'] },
      { type: 'device_type', values: ['mobile', 'tablet'] },
      { type: 'bot', negate: true },
    ];
    assert.equal(check(filters), true);
    assert.equal(check(filters, visitor({ device_type: 'desktop' })), false);
    assert.equal(check(filters, visitor({ is_bot: true })), false);
    assert.equal(firstRejecting(validateFilters(filters), visitor({ is_bot: true })), 2);
    assert.equal(firstRejecting(validateFilters(filters), visitor()), -1);
  });

  it('region, city, os, browser: equals ignores case', () => {
    assert.equal(check([{ type: 'region', values: ['california'] }]), true);
    assert.equal(check([{ type: 'city', values: ['San Jose'] }]), false);
    assert.equal(check([{ type: 'os', values: ['IOS', 'Android'] }]), true);
    assert.equal(check([{ type: 'browser', values: ['Chrome'] }]), false);
  });

  it('isp: contains', () => {
    assert.equal(check([{ type: 'isp', operator: 'contains', values: ['comcast'] }]), true);
    assert.equal(check([{ type: 'isp', operator: 'contains', values: ['verizon'] }]), false);
    assert.equal(check([{ type: 'isp', operator: 'contains', values: ['x'] }], visitor({ isp: '' })), false);
  });

  it('language and device type', () => {
    assert.equal(check([{ type: 'language', values: ['EN'] }]), true);
    assert.equal(check([{ type: 'language', values: ['de'] }]), false);
    assert.equal(check([{ type: 'device_type', values: ['Mobile'] }]), true);
  });

  it('ip: addresses and CIDR ranges, IPv4 and IPv6', () => {
    assert.equal(check([{ type: 'ip', values: ['203.0.113.0/24'] }]), true);
    assert.equal(check([{ type: 'ip', values: ['198.51.100.1'] }]), false);
    assert.equal(check([{ type: 'ip', values: ['2001:db8::/32'] }], visitor({ ip: '2001:db8::1' })), true);
    assert.equal(check([{ type: 'ip', values: ['203.0.113.0/24'] }], visitor({ ip: '::ffff:203.0.113.9' })), true);
  });

  it('bot, unique and proxy flags', () => {
    assert.equal(check([{ type: 'bot' }], visitor({ is_bot: true })), true);
    assert.equal(check([{ type: 'bot' }]), false);
    assert.equal(check([{ type: 'unique' }]), true);
    assert.equal(check([{ type: 'unique', negate: true }]), false);
    assert.equal(check([{ type: 'proxy' }], visitor({ is_tor: true })), true);
    assert.equal(check([{ type: 'proxy', kinds: ['datacenter'] }], visitor({ is_tor: true })), false);
    assert.equal(check([{ type: 'proxy', kinds: ['datacenter'] }], visitor({ is_datacenter: true })), true);
    assert.equal(check([{ type: 'proxy' }]), false);
  });

  it('referrer: equals, contains, regexp (case-sensitive), empty', () => {
    assert.equal(check([{ type: 'referrer', operator: 'contains', values: ['GOOGLE.com'] }]), true);
    assert.equal(check([{ type: 'referrer', values: ['https://www.google.com/search?q=shoes'] }]), true);
    assert.equal(check([{ type: 'referrer', values: ['google.com'] }]), false);
    assert.equal(check([{ type: 'referrer', operator: 'regexp', values: ['^https://(www\\.)?google\\.'] }]), true);
    assert.equal(check([{ type: 'referrer', operator: 'regexp', values: ['GOOGLE'] }]), false);
    assert.equal(check([{ type: 'referrer', operator: 'empty' }]), false);
    assert.equal(check([{ type: 'referrer', operator: 'empty' }], visitor({ referrer: '' })), true);
  });

  // A backtracking engine would run for years on this input: the test would hang until its time-out.
  it('a regexp stays fast on hostile input', { timeout: 60_000 }, () => {
    const filters = validateFilters([{ type: 'keyword', operator: 'regexp', values: ['^(a|a)*$'] }]);
    assert.equal(matches(filters, visitor({ keyword: 'a'.repeat(10_000) + '!' })), false);
  });

  it('keyword', () => {
    assert.equal(check([{ type: 'keyword', operator: 'contains', values: ['shoe'] }]), true);
    assert.equal(check([{ type: 'keyword', values: ['running shoes'] }]), true);
    assert.equal(check([{ type: 'keyword', values: ['boots'] }]), false);
  });

  it('sub_id and URL parameters', () => {
    assert.equal(check([{ type: 'sub_id', sub_id: 1, values: ['ZONE42'] }]), true);
    assert.equal(check([{ type: 'sub_id', sub_id: 2, operator: 'empty' }]), true);
    assert.equal(check([{ type: 'sub_id', sub_id: 1, operator: 'regexp', values: ['^zone\\d+$'] }]), true);
    assert.equal(check([{ type: 'param', name: 'utm_source', operator: 'contains', values: ['book'] }]), true);
    assert.equal(check([{ type: 'param', name: 'utm_source', values: ['google'] }]), false);
    assert.equal(check([{ type: 'param', name: 'missing', operator: 'empty' }]), true);
    assert.equal(check([{ type: 'param', name: 'toString', operator: 'empty' }]), true);
  });

  it('schedule: day of week and hour in the time zone', () => {
    // 2026-01-07 is a Wednesday (3); 15:30 UTC
    assert.equal(check([{ type: 'schedule', days: [3], hours: [15] }]), true);
    assert.equal(check([{ type: 'schedule', hours: [16], time_zone: 'Europe/Berlin' }]), true);
    assert.equal(check([{ type: 'schedule', hours: [16] }]), false);
    assert.equal(check([{ type: 'schedule', hours: [10], time_zone: 'America/New_York' }]), true);
    // 23:30 UTC on Sunday is already Monday in Tokyo
    const late = visitor({ time: new Date('2026-01-11T23:30:00Z') });
    assert.equal(check([{ type: 'schedule', days: [7] }], late), true);
    assert.equal(check([{ type: 'schedule', days: [1], time_zone: 'Asia/Tokyo' }], late), true);
    assert.equal(check([{ type: 'schedule', days: [6, 7], negate: true }]), true);
  });

  it('compileFilters gives the same answer as matches', () => {
    const filters: FlowFilter[] = validateFilters([
      { type: 'country', values: ['US'] },
      { type: 'language', values: ['fr'], negate: true },
    ]);
    const predicate = compileFilters(filters);
    for (const v of [visitor(), visitor({ country: 'FR' }), visitor({ language: 'fr' })])
      assert.equal(predicate(v), matches(filters, v));
    assert.equal(predicate(visitor({ language: 'fr' })), false);
  });
});
