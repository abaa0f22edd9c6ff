import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, prepareEnvironment } from '../../infra/config';
import { cidrMatcher } from '../../infra/ip-ranges';

const SECRET = 'a'.repeat(64);

describe('configuration', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({ APP_SECRET: SECRET });
    assert.equal(config.port, 8080);
    assert.equal(config.databaseUrl, 'postgres://postgres@127.0.0.1:5432/traffic_tracker');
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
    assert.equal(config.runWorkers, true);
    assert.deepEqual(config.internalDenyCidrs, []);
    assert.equal(config.adminBodyLimit, 4 * 1024 * 1024);
  });

  it('has no fallback secret: a missing or short APP_SECRET is refused', () => {
    assert.throws(() => loadConfig({}), ConfigError);
    assert.throws(() => loadConfig({ APP_SECRET: 'changeme' }), /APP_SECRET/);
  });

  it('refuses malformed values naming the variable', () => {
    assert.throws(() => loadConfig({ APP_SECRET: SECRET, PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ APP_SECRET: SECRET, DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ APP_SECRET: SECRET, RUN_WORKERS: 'maybe' }), /RUN_WORKERS/);
    assert.throws(() => loadConfig({ APP_SECRET: SECRET, INTERNAL_DENY_CIDR: '10.0.0.0/33' }), /INTERNAL_DENY_CIDR/);
    assert.throws(
      () => loadConfig({ APP_SECRET: SECRET, LOG_LEVEL: 'verbose' }),
      (error) => error instanceof ConfigError && /LOG_LEVEL/.test(error.message),
    );
    assert.equal(loadConfig({ APP_SECRET: SECRET, LOG_LEVEL: 'debug' }).logLevel, 'debug');
  });

  it('reads the ClickHouse settings of ANALYTICS=clickhouse and refuses a database name that is not an identifier', () => {
    const config = loadConfig({ APP_SECRET: SECRET, ANALYTICS: 'clickhouse' });
    assert.equal(config.analytics, 'clickhouse');
    assert.equal(config.clickhouseUrl, 'http://127.0.0.1:8123');
    assert.equal(config.clickhouseDatabase, 'tracker');
    assert.throws(() => loadConfig({ APP_SECRET: SECRET, CLICKHOUSE_DATABASE: 'a; drop' }), /CLICKHOUSE_DATABASE/);
    assert.throws(() => loadConfig({ APP_SECRET: SECRET, CLICKHOUSE_URL: 'tcp://x:9000' }), /CLICKHOUSE_URL/);
    assert.throws(() => loadConfig({ APP_SECRET: SECRET, ANALYTICS: 'citus' }), /ANALYTICS/);
  });

  it('reads a ClickHouse cluster: shards by commas, their replicas by |, as many in every shard', () => {
    const env = { APP_SECRET: SECRET, ANALYTICS: 'clickhouse', CLICKHOUSE_CLUSTER: 'tracker' };
    assert.equal(loadConfig({ APP_SECRET: SECRET }).clickhouseCluster, null);
    assert.deepEqual(loadConfig({ ...env, CLICKHOUSE_SHARD_URLS: 'http://a:8123, http://b:8123' }).clickhouseCluster, {
      name: 'tracker',
      shards: [['http://a:8123'], ['http://b:8123']],
    });
    assert.deepEqual(
      loadConfig({ ...env, CLICKHOUSE_SHARD_URLS: 'http://a1:8123|http://a2:8123,http://b1:8123 | http://b2:8123' })
        .clickhouseCluster?.shards,
      [
        ['http://a1:8123', 'http://a2:8123'],
        ['http://b1:8123', 'http://b2:8123'],
      ],
    );
    const refused = (urls: string, message: RegExp) =>
      assert.throws(
        () => loadConfig({ ...env, CLICKHOUSE_SHARD_URLS: urls }),
        (error: Error) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, message);
          assert.ok(!error.message.includes('secret-host'), 'the value is not repeated');
          return true;
        },
      );
    refused('http://a:8123', /at least two/);
    refused('http://a1|http://a2,http://b1', /shard 2 lists 1 replicas, shard 1 2/);
    refused('http://a1|ftp://secret-host,http://b1|http://b2', /shard 1, replica 2, is not an http or https URL/);
    refused('http://a,secret-host', /shard 2 is not an http or https URL/);
    assert.throws(
      () => loadConfig({ ...env, CLICKHOUSE_CLUSTER: 'a b', CLICKHOUSE_SHARD_URLS: 'http://a,http://b' }),
      /CLICKHOUSE_CLUSTER/,
    );
  });

  it("refuses BASE_URL (the spec's placeholder, not a setting) naming PUBLIC_BASE_URL, without repeating it", () => {
    const refused = (env: Record<string, string>) =>
      assert.throws(
        () => loadConfig({ APP_SECRET: SECRET, ...env }),
        (error) =>
          error instanceof ConfigError &&
          /BASE_URL is not a setting.*set PUBLIC_BASE_URL/.test(error.message) &&
          !error.message.includes('track.example'),
      );
    refused({ BASE_URL: 'https://track.example.com' });
    refused({ BASE_URL: 'https://track.example.com', PUBLIC_BASE_URL: 'https://other.example.com' });
    const same = loadConfig({
      APP_SECRET: SECRET,
      BASE_URL: 'https://track.example.com',
      PUBLIC_BASE_URL: 'https://track.example.com',
    });
    assert.equal(same.publicBaseUrl, 'https://track.example.com');
  });

  it('generates a secret into .env on first start, and reuses it after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-env-'));
    writeFileSync(join(dir, '.env'), 'PORT=9999');
    const saved = process.env.APP_SECRET;
    delete process.env.APP_SECRET;
    try {
      const lines: string[] = [];
      prepareEnvironment(dir, (line) => lines.push(line));
      const content = readFileSync(join(dir, '.env'), 'utf8');
      assert.match(content, /^PORT=9999\nAPP_SECRET=[0-9a-f]{64}\n$/);
      assert.equal(lines.length, 1);
      const first = process.env.APP_SECRET;
      delete process.env.APP_SECRET;
      prepareEnvironment(dir, (line) => lines.push(line));
      assert.equal(process.env.APP_SECRET, first);
      assert.equal(lines.length, 1, 'no second secret is generated');
    } finally {
      process.env.APP_SECRET = saved;
    }
  });
});

describe('IP ranges', () => {
  it('matches IPv4, IPv6 and IPv4-mapped addresses against CIDRs and single addresses', () => {
    const matches = cidrMatcher(['10.0.0.0/8', '192.168.1.7', '2001:db8::/32']);
    assert.equal(matches('10.255.0.1'), true);
    assert.equal(matches('::ffff:10.1.2.3'), true);
    assert.equal(matches('11.0.0.1'), false);
    assert.equal(matches('192.168.1.7'), true);
    assert.equal(matches('192.168.1.8'), false);
    assert.equal(matches('2001:db8:1::1'), true);
    assert.equal(matches('2001:db9::1'), false);
    assert.equal(matches('not-an-ip'), false);
  });

  it('refuses malformed ranges', () => {
    assert.throws(() => cidrMatcher(['10.0.0.0/40']), /not an IP range/);
    assert.throws(() => cidrMatcher(['banana']), /not an IP range/);
  });
});
