import { randomBytes } from 'node:crypto';
import { existsSync, appendFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cidrMatcher } from './ip-ranges';

/** Every setting of the service, read once from the environment and validated. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  appSecret: string;
  publicBaseUrl: string;
  internalDenyCidrs: string[];
  trustedProxies: string[];
  runWorkers: boolean;
  /** HTTP processes `npm start` runs (cluster); above 1 the first process only migrates, runs background work and supervises. */
  httpWorkers: number;
  logLevel: string;
  /**
   * METRICS_PORT: /metrics, /healthz and /readyz on a port of their own (app/telemetry-server.ts), for
   * the internal network. Unset: the server answers /metrics on PORT, the worker on DEFAULT_METRICS_PORT.
   */
  metricsPort: number | null;
  shutdownTimeoutMs: number;
  adminBodyLimit: number;
  /**
   * TEST-ONLY: CIDRs that outbound requests (webhooks, postbacks, CAPI) may reach although they
   * are private or loopback, so tests can run a receiver on 127.0.0.1. Empty in production.
   */
  outboundAllowPrivateForTests: string[];
  /** TEST-ONLY: first pause between webhook attempts (the spec fixes 2000: pauses 2, 4, 8, 16 s). */
  webhookRetryBaseMs: number;
  /** TEST-ONLY: first pause between a background job's retries, instead of each job's own (seconds). */
  jobBackoffMsForTests: number | null;
  /** Signed licence token (accounts area, docs/accounts.md); empty = community licence. */
  licenseKey: string;
  /** Overrides the built-in licence verification key (Ed25519 public key, PEM or base64url). Tests and self-issued licences. */
  licensePublicKey: string;
  /** First-start admin: created with a workspace when no user exists yet. */
  adminEmail: string;
  adminPassword: string;
  /** Visitor detection data the operator supplies instead of (or beside) the shipped data (docs/clicks.md). */
  detection: {
    cityDb?: string;
    asnDb?: string;
    anonymousDb?: string;
    proxyList?: string;
    torList?: string;
    datacenterList?: string;
  };
  /** Unwritten clicks the Redis stream may hold; past it new clicks are written to Postgres directly. */
  clickStreamMaxLength: number;
  /** Clicks held in memory while neither Redis nor Postgres accepts them; past it they are counted lost. */
  clickBufferMax: number;
  /** Hosted landings: where uploaded ZIPs are extracted (`<dir>/<workspace>/<landing>/<version>/`), absolute. */
  landingsDir: string;
  /** Uploaded files of imports from other trackers, kept until their import ends (resumable after a crash). */
  importsDir: string;
  /** Where reports off the rollup cubes read (docs/reports.md, "Analytics store"): an embedded DuckDB copy, or Postgres. */
  analytics: 'duckdb' | 'clickhouse' | 'postgres';
  /** The DuckDB file of the analytics copy (ANALYTICS=duckdb), absolute; owned by the process that runs the workers. */
  analyticsFile: string;
  /** DuckDB's threads and memory in the owning process (several processes may share a machine). */
  duckdbThreads: number;
  duckdbMemory: string;
  /** ANALYTICS_COPY_TIMEOUT_S: each statement of the copy's rebuild and feed (not REPORT_TIMEOUT_S: reports/analytics/owner.ts). */
  analyticsCopyTimeoutS: number;
  /** ANALYTICS=clickhouse: the server's HTTP interface, and the database of this deployment's copy on it. */
  clickhouseUrl: string;
  clickhouseDatabase: string;
  /**
   * CLICKHOUSE_CLUSTER and CLICKHOUSE_SHARD_URLS: the copy spread over a cluster's shards behind a
   * Distributed table (the cluster's name in the servers' remote_servers, each shard's replicas' HTTP
   * URLs); null: one server.
   */
  clickhouseCluster: ClickHouseClusterConfig | null;
  /** Routing (docs/routing.md): how long a landing click's offer URLs stay in Redis for /lp-api/offer and the click-through. */
  clickCacheTtlSeconds: number;
  /** Routing: every compiled campaign is recompiled in the background this often (0 = only on invalidation events). */
  routingRefreshSeconds: number;
  /** Routing: how long an unknown campaign alias is remembered before Postgres is asked again. */
  routingUnknownAliasTtlSeconds: number;
  /** SERVICE_CONV_TOKEN_ENFORCE: browser conversions without a valid per-click token are refused instead of recorded unforwarded. */
  conversionTokenEnforce: boolean;
  /** Base URL of the Meta Conversions API (version included); `<base>/<pixel_id>/events` is called. */
  capiBaseUrl: string;
  /** The ECB's daily euro reference rates (XML) fetched for workspaces that turn `ecb_rates` on; operator config. */
  ecbRatesUrl: string;
  /** Pauses (ms) before each retry of a failed outbound postback or CAPI request (the dead-letter schedule). */
  forwardingRetryScheduleMs: number[];
  /**
   * GRAPHQL_INTROSPECTION: `on` for everyone, `authenticated` for signed-in callers (the explorer
   * needs it), `off`. Default `on` when NODE_ENV=development, else `authenticated` (docs/accounts.md).
   */
  graphqlIntrospection: 'on' | 'authenticated' | 'off';
  /** DEBUG_ERRORS: GraphQL errors carry their stack trace (extensions.stacktrace). Never in production. */
  debugErrors: boolean;
  /** A Redis command not answered in this time fails (503 where a request needs it) instead of waiting for a reconnect. */
  redisCommandTimeoutMs: number;
  /** REPORT_TIMEOUT_S: a report statement running longer is stopped and answered 503 (reports/deadline.ts). */
  reportTimeoutS: number;
  /** Tracking domains (docs/domains.md). */
  domains: DomainsConfig;
}

/** A ClickHouse cluster: its name in the servers' `remote_servers`, and each shard's replicas' HTTP URLs (one each without replication). */
export interface ClickHouseClusterConfig {
  name: string;
  shards: string[][];
}

export interface DomainsConfig {
  /** DOMAIN_TARGETS: this service's IP addresses and host names; a domain points here when its DNS resolves to them. */
  targets: string[];
  /** KNOWN_DOMAINS_ONLY: tracking links, `/` and robots.txt answer 404 on a host that is not an added domain. */
  knownOnly: boolean;
  /** DNS_RESOLVERS: the DNS servers the check asks (host or host:port); the system's when empty. */
  resolvers: string[];
}

export class ConfigError extends Error {}

/** The worker's monitoring port when METRICS_PORT is unset (Prometheus exporters' customary range). */
export const DEFAULT_METRICS_PORT = 9464;

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** pino's levels; anything else made pino throw at start-up with a stack trace instead of this message. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** Whichever of two pino levels logs less (LOG_LEVELS is ordered from most to least output). */
export function quieterLogLevel(a: string, b: string): string {
  return LOG_LEVELS.indexOf(a) >= LOG_LEVELS.indexOf(b) ? a : b;
}

function logLevel(env: Env): string {
  const raw = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(raw))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw;
}

function choice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!choices.includes(raw as T)) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** A DuckDB memory size: a number and a unit (`512MB`, `4GB`). */
function memorySize(env: Env, name: string, fallback: string): string {
  const raw = (env[name] ?? '').trim();
  if (!raw) return fallback;
  if (!/^[0-9]+(\.[0-9]+)?\s*(KB|MB|GB|TB)$/i.test(raw))
    throw new ConfigError(`${name} must be a size such as 512MB or 4GB`);
  return raw;
}

/** A database name that goes into SQL unquoted (CLICKHOUSE_DATABASE): letters, digits and underscores. */
function identifier(env: Env, name: string, fallback: string): string {
  const raw = (env[name] ?? '').trim() || fallback;
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(raw))
    throw new ConfigError(`${name} must be letters, digits and underscores (at most 64), starting with a letter`);
  return raw;
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function cidrs(env: Env, name: string): string[] {
  const entries = list(env, name);
  try {
    cidrMatcher(entries);
  } catch (error) {
    throw new ConfigError(`${name}: ${(error as Error).message}`);
  }
  return entries;
}

function file(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!existsSync(raw)) throw new ConfigError(`${name} names a file that does not exist: "${raw}"`);
  return resolve(raw);
}

function intList(env: Env, name: string, fallback: number[], min: number, max: number): number[] {
  const entries = list(env, name);
  if (!entries.length) return fallback;
  return entries.map((entry) => {
    const value = Number(entry);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new ConfigError(
        `${name} must be a comma-separated list of integers between ${min} and ${max}, got "${env[name]}"`,
      );
    }
    return value;
  });
}

/**
 * CLICKHOUSE_CLUSTER (a name) with CLICKHOUSE_SHARD_URLS (the shards comma-separated, at least two;
 * a shard's replicas separated by `|`, as many in every shard), or neither.
 */
function clickhouseCluster(env: Env): ClickHouseClusterConfig | null {
  if (!env.CLICKHOUSE_CLUSTER && !env.CLICKHOUSE_SHARD_URLS) return null;
  const name = identifier(env, 'CLICKHOUSE_CLUSTER', '');
  const shards = list(env, 'CLICKHOUSE_SHARD_URLS').map((shard) =>
    shard
      .split('|')
      .map((replica) => replica.trim())
      .filter(Boolean),
  );
  if (shards.length < 2)
    throw new ConfigError(
      'CLICKHOUSE_SHARD_URLS must list the HTTP URL of each shard (at least two) with CLICKHOUSE_CLUSTER',
    );
  shards.forEach((replicas, i) => {
    if (replicas.length !== shards[0].length)
      throw new ConfigError(
        `CLICKHOUSE_SHARD_URLS: shard ${i + 1} lists ${replicas.length} replicas, shard 1 ${shards[0].length}; every shard needs as many`,
      );
    replicas.forEach((replica, j) => {
      let protocol = '';
      try {
        protocol = new URL(replica).protocol;
      } catch {}
      if (protocol !== 'http:' && protocol !== 'https:')
        throw new ConfigError(
          `CLICKHOUSE_SHARD_URLS: shard ${i + 1}${replicas.length > 1 ? `, replica ${j + 1},` : ''} is not an http or https URL`,
        );
    });
  });
  return { name, shards };
}

function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // Not repeated: a URL may carry a password (DATABASE_URL, REDIS_URL), and this goes to the logs.
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const appSecret = env.APP_SECRET ?? '';
  if (!/^[0-9a-f]{64,}$/i.test(appSecret)) {
    throw new ConfigError('APP_SECRET must be at least 64 hexadecimal characters (32 random bytes)');
  }
  const port = int(env, 'PORT', 8080, 0, 65535);
  // The spec's {base_url} is a placeholder, not a setting: a BASE_URL left alone would print localhost links.
  if (env.BASE_URL && env.BASE_URL !== env.PUBLIC_BASE_URL)
    throw new ConfigError('BASE_URL is not a setting of this service: set PUBLIC_BASE_URL (the public address)');
  if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (env.ADMIN_EMAIL && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env.ADMIN_EMAIL.trim()))
    throw new ConfigError(`ADMIN_EMAIL is not an email address: "${env.ADMIN_EMAIL}"`);
  if (env.ADMIN_PASSWORD && (env.ADMIN_PASSWORD.length < 8 || env.ADMIN_PASSWORD.length > 256))
    throw new ConfigError('ADMIN_PASSWORD must be 8 to 256 characters');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/traffic_tracker', [
      'postgres:',
      'postgresql:',
    ]),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX || 'tt:',
    appSecret,
    publicBaseUrl: url(env, 'PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/$/, ''),
    internalDenyCidrs: cidrs(env, 'INTERNAL_DENY_CIDR'),
    trustedProxies: cidrs(env, 'TRUSTED_PROXIES'),
    runWorkers: bool(env, 'RUN_WORKERS', true),
    httpWorkers: int(env, 'HTTP_WORKERS', 1, 1, 64),
    logLevel: logLevel(env),
    metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', DEFAULT_METRICS_PORT, 0, 65535) : null,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
    adminBodyLimit: 4 * 1024 * 1024,
    outboundAllowPrivateForTests: cidrs(env, 'OUTBOUND_ALLOW_PRIVATE_FOR_TESTS'),
    webhookRetryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS_FOR_TESTS', 2000, 1, 2000),
    jobBackoffMsForTests: env.JOB_BACKOFF_MS_FOR_TESTS ? int(env, 'JOB_BACKOFF_MS_FOR_TESTS', 1000, 1, 1000) : null,
    licenseKey: (env.LICENSE_KEY ?? '').trim(),
    licensePublicKey: (env.LICENSE_PUBLIC_KEY ?? '').trim(),
    adminEmail: (env.ADMIN_EMAIL ?? '').trim(),
    adminPassword: env.ADMIN_PASSWORD ?? '',
    detection: {
      cityDb: file(env, 'GEOIP_CITY_DB'),
      asnDb: file(env, 'GEOIP_ASN_DB'),
      anonymousDb: file(env, 'GEOIP_ANONYMOUS_DB'),
      proxyList: file(env, 'PROXY_IP_LIST'),
      torList: file(env, 'TOR_IP_LIST'),
      datacenterList: file(env, 'DATACENTER_IP_LIST'),
    },
    clickStreamMaxLength: int(env, 'CLICK_STREAM_MAX_LENGTH', 1_000_000, 1000),
    clickBufferMax: int(env, 'CLICK_BUFFER_MAX', 100_000, 1),
    landingsDir: resolve(env.LANDINGS_DIR || './data/landings'),
    importsDir: resolve(env.IMPORTS_DIR || './data/imports'),
    analytics: choice(env, 'ANALYTICS', ['duckdb', 'clickhouse', 'postgres'] as const, 'duckdb'),
    analyticsFile: resolve(env.ANALYTICS_FILE || join(env.DATA_DIR || './data', 'analytics.duckdb')),
    duckdbThreads: int(env, 'DUCKDB_THREADS', 2, 1, 256),
    duckdbMemory: memorySize(env, 'DUCKDB_MEMORY', '1GB'),
    analyticsCopyTimeoutS: int(env, 'ANALYTICS_COPY_TIMEOUT_S', 900, 10, 86_400),
    clickhouseUrl: url(env, 'CLICKHOUSE_URL', 'http://127.0.0.1:8123', ['http:', 'https:']),
    clickhouseDatabase: identifier(env, 'CLICKHOUSE_DATABASE', 'tracker'),
    clickhouseCluster: clickhouseCluster(env),
    clickCacheTtlSeconds: int(env, 'CLICK_CACHE_TTL_SECONDS', 6 * 3600, 60, 30 * 86_400),
    routingRefreshSeconds: int(env, 'ROUTING_REFRESH_SECONDS', 300, 0, 86_400),
    routingUnknownAliasTtlSeconds: int(env, 'ROUTING_UNKNOWN_ALIAS_TTL_SECONDS', 30, 0, 3600),
    conversionTokenEnforce: bool(env, 'SERVICE_CONV_TOKEN_ENFORCE', false),
    capiBaseUrl: url(env, 'CAPI_BASE_URL', 'https://graph.facebook.com/v21.0', ['http:', 'https:']).replace(/\/$/, ''),
    ecbRatesUrl: url(env, 'ECB_RATES_URL', 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml', [
      'http:',
      'https:',
    ]),
    // 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: about a day of retries, then the request is given up (docs/conversions.md).
    forwardingRetryScheduleMs: intList(
      env,
      'FORWARDING_RETRY_SCHEDULE_MS',
      [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000],
      1,
      7 * 86_400_000,
    ),
    graphqlIntrospection: choice(
      env,
      'GRAPHQL_INTROSPECTION',
      ['on', 'authenticated', 'off'] as const,
      env.NODE_ENV === 'development' ? 'on' : 'authenticated',
    ),
    debugErrors: bool(env, 'DEBUG_ERRORS', false),
    redisCommandTimeoutMs: int(env, 'REDIS_COMMAND_TIMEOUT_MS', 1500, 100, 60_000),
    reportTimeoutS: int(env, 'REPORT_TIMEOUT_S', 20, 1, 3600),
    domains: {
      // Unset: the public address's host name (a CNAME to it, or its addresses, count as pointed).
      targets: list(env, 'DOMAIN_TARGETS').length
        ? list(env, 'DOMAIN_TARGETS')
        : [new URL(env.PUBLIC_BASE_URL || 'http://localhost').hostname].filter((host) => host !== 'localhost'),
      knownOnly: bool(env, 'KNOWN_DOMAINS_ONLY', false),
      resolvers: list(env, 'DNS_RESOLVERS'),
    },
  };
}

/**
 * Loads `.env` from the working directory. On a first start without APP_SECRET it generates one
 * into `.env` (git-ignored) so there is never an insecure built-in fallback; where `.env` cannot be
 * written (the Docker image) that is a ConfigError naming APP_SECRET.
 */
export function prepareEnvironment(cwd = process.cwd(), log: (line: string) => void = console.log): void {
  const envFile = resolve(cwd, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  if (process.env.APP_SECRET) return;
  const secret = randomBytes(32).toString('hex');
  try {
    const prefix = existsSync(envFile) && !readFileSync(envFile, 'utf8').endsWith('\n') ? '\n' : '';
    appendFileSync(envFile, `${prefix}APP_SECRET=${secret}\n`, { mode: 0o600 });
  } catch (error) {
    // The image's /app belongs to root and runs as `node`: a secret that cannot be kept is refused.
    throw new ConfigError(
      `APP_SECRET is not set and ${envFile} cannot be written to keep a generated one ` +
        `(${(error as NodeJS.ErrnoException).code ?? 'error'}): set APP_SECRET (openssl rand -hex 32)`,
    );
  }
  process.env.APP_SECRET = secret;
  log(`Generated a new APP_SECRET into ${envFile} (keep it: it signs tokens and encrypts secrets).`);
}
