import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkAlias, randomAlias, RESERVED_ALIASES } from '../../../services/catalogue/aliases';
import { parseEcbCsv, parseRateDate } from '../../../services/catalogue/ecb-csv';
import { formatDecimal, money } from '../../../services/catalogue/fields';
import { checkSafeUrl } from '../../../services/urls/safe-url';

function refusedUrl(url: unknown): void {
  assert.throws(
    () => checkSafeUrl(url),
    (error: any) => {
      assert.equal(error.message, 'unsafe redirect URL');
      assert.equal(error.status, 422);
      return true;
    },
    `expected ${JSON.stringify(url)} to be refused`,
  );
}

describe('URL safety check', () => {
  it('accepts absolute http and https URLs, with macros in path and query', () => {
    assert.equal(
      checkSafeUrl('https://offer.example.com/go?cid={click_id}&s1={sub_id_1}'),
      'https://offer.example.com/go?cid={click_id}&s1={sub_id_1}',
    );
    assert.equal(
      checkSafeUrl('  http://lp.example.com:8080/{campaign_id}/index.html  '),
      'http://lp.example.com:8080/{campaign_id}/index.html',
    );
    assert.equal(checkSafeUrl('HTTPS://EXAMPLE.COM'), 'HTTPS://EXAMPLE.COM');
    assert.equal(checkSafeUrl('https://[2001:db8::1]/x'), 'https://[2001:db8::1]/x');
  });

  it('refuses other schemes', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/',
      'file:///etc/passwd',
      'mailto:a@example.com',
      'vbscript:msgbox',
      'blob:https://example.com/x',
    ]) {
      refusedUrl(url);
    }
  });

  it('refuses relative, scheme-relative and malformed URLs', () => {
    for (const url of [
      '/path',
      '//evil.example',
      'example.com',
      'https://',
      'https:///path',
      'http://exa mple.com/',
      'https://example.com/\nx',
      'http:\\\\evil.example',
      'https://exa\tmple.com',
      '',
      42,
      null,
    ]) {
      refusedUrl(url);
    }
  });

  it('refuses credentials and a macro that would choose the host', () => {
    refusedUrl('https://user:pass@example.com/');
    refusedUrl('https://good.example.com@evil.example/');
    refusedUrl('https://{sub_id_1}/landing');
    refusedUrl('https://{sub_id_1}.example.com/');
  });

  it('refuses stray braces that are not macros and over-long URLs', () => {
    refusedUrl('https://example.com/{not a macro}');
    refusedUrl('https://example.com/{');
    refusedUrl(`https://example.com/${'a'.repeat(4100)}`);
  });
});

describe('campaign aliases', () => {
  it('accepts lower-case URL-safe aliases', () => {
    for (const alias of ['summer-sale', 'fb_us_1', 'x', '2024']) assert.equal(checkAlias(alias), alias);
  });

  it("refuses the service's own paths", () => {
    for (const alias of [
      'admin_api',
      'graphql',
      'sdk',
      'metrics',
      'healthz',
      'readyz',
      'lp-api',
      'click-api',
      'rclient',
      'action',
      'postback',
      'l',
    ]) {
      assert.throws(() => checkAlias(alias), { message: 'alias is reserved by the service' });
    }
    assert.ok(RESERVED_ALIASES.has('px.gif') && RESERVED_ALIASES.has('favicon.ico'));
  });

  it('refuses look-alikes of a postback key and malformed aliases', () => {
    assert.throws(() => checkAlias('0123456789abcdef0123456789abcdef'), {
      message: 'alias must not look like a postback key (32 hexadecimal characters)',
    });
    for (const alias of ['Summer', 'px.gif', 'a/b', '-lead', '', 'a'.repeat(65), 'sp ace', 'ü']) {
      assert.throws(() => checkAlias(alias), { message: /^alias must be 1 to 64 characters/ }, alias);
    }
  });

  it('generates valid random aliases', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const alias = randomAlias();
      assert.equal(checkAlias(alias), alias);
      seen.add(alias);
    }
    assert.equal(seen.size, 200);
  });
});

describe('decimals', () => {
  it('normalises without floats', () => {
    assert.equal(formatDecimal('010.500000'), '10.5');
    assert.equal(formatDecimal('0.000000'), '0');
    assert.equal(formatDecimal('12.000001'), '12.000001');
    assert.equal(money('99999999999999.999999', 'payout'), '99999999999999.999999');
  });

  it('refuses negative, over-precise and non-numeric money', () => {
    for (const value of ['-1', '1.1234567', '1e3', 'abc', '', '1,5', '123456789012345']) {
      assert.throws(
        () => money(value, 'payout'),
        { message: 'payout must be a non-negative decimal with at most 6 decimal places' },
        value,
      );
    }
  });
});

describe('ECB CSV layout', () => {
  it('reads the history file layout with N/A cells and a trailing comma', () => {
    const parsed = parseEcbCsv(
      'Date,USD,JPY,CYP,\n2024-01-05,1.0921,158.19,N/A,\n2024-01-04,1.0953,159.32,N/A,\n',
      'EUR',
    );
    assert.deepEqual(parsed.currencies, ['JPY', 'USD']);
    assert.deepEqual(Object.fromEntries(parsed.days.get('2024-01-05')!), { USD: '1.0921', JPY: '158.19' });
    assert.equal(parsed.days.size, 2);
  });

  it('reads the daily file layout (spaces, long dates)', () => {
    const parsed = parseEcbCsv('Date, USD, JPY, \r\n05 January 2024, 1.0921, 158.19, \r\n', 'EUR');
    assert.deepEqual(Object.fromEntries(parsed.days.get('2024-01-05')!), { USD: '1.0921', JPY: '158.19' });
  });

  it('refuses what it cannot read, naming the line', () => {
    assert.throws(() => parseEcbCsv('', 'EUR'), { message: 'csv is empty' });
    assert.throws(() => parseEcbCsv('Day,USD\n', 'EUR'), {
      message: 'csv line 1: the first column must be Date (ECB reference-rate layout)',
    });
    assert.throws(() => parseEcbCsv('Date,US Dollar\n', 'EUR'), {
      message: 'csv line 1, column 2: not a currency code',
    });
    assert.throws(() => parseEcbCsv('Date,USD\n2024-01-05,1.09\n2024-02-30,1.1\n', 'EUR'), {
      message: 'csv line 3, column 1: not a date',
    });
    assert.throws(() => parseEcbCsv('Date,USD\n2024-01-05,abc\n', 'EUR'), {
      message: 'csv line 2, column 2: not a rate',
    });
    assert.throws(() => parseEcbCsv('Date,USD\n2024-01-05,1.09,2.5\n', 'EUR'), {
      message: 'csv line 2: more values than currencies in the header',
    });
  });

  it('parses dates strictly', () => {
    assert.equal(parseRateDate('2024-02-29'), '2024-02-29');
    assert.equal(parseRateDate('2023-02-29'), null);
    assert.equal(parseRateDate('5 january 2024'), '2024-01-05');
    assert.equal(parseRateDate('5 Janvier 2024'), null);
  });
});
