import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientBase } from 'pg';
import { allEntities } from '../entities';

const MIGRATIONS_DIR = join(__dirname, '..', 'entities', 'migrations');

/**
 * Bounds of the ORM's connections (docs/operations.md, "PostgreSQL outages"): a Postgres that
 * stops answering without refusing connections (packets dropped) costs a request at most these,
 * then 503. A connection is opened within CONNECT_TIMEOUT_MS and taken from the pool within
 * ACQUIRE_TIMEOUT_MS; a statement is stopped by the server after STATEMENT_TIMEOUT_MS and given up
 * by the client QUERY_GRACE_MS later when the server does not answer at all. Migrations run
 * without them (a migration may rewrite a large table).
 */
export const DATABASE_BOUNDS = {
  CONNECT_TIMEOUT_MS: 3000,
  ACQUIRE_TIMEOUT_MS: 5000,
  STATEMENT_TIMEOUT_MS: 15_000,
  QUERY_GRACE_MS: 3000,
} as const;

/** MikroORM options shared by the server, the worker, the CLI scripts and the tests. */
export function ormOptions(databaseUrl: string, options: { bounded?: boolean } = {}): Options {
  const bounded = options.bounded ?? true;
  const b = DATABASE_BOUNDS;
  return {
    clientUrl: databaseUrl,
    entities: allEntities,
    // The migrator is registered only when a migration is pending (openDatabase): loading it (umzug
    // and its command-line libraries) cost every start about 0.2 s of CPU for nothing.
    // Migrations are hand-written SQL (partitioned fact tables are beyond the schema diff), so no snapshot.
    migrations: {
      path: MIGRATIONS_DIR,
      glob: '!(*.d).js',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
    pool: { min: 0, max: 10, ...(bounded ? { acquireTimeoutMillis: b.ACQUIRE_TIMEOUT_MS } : {}) },
    ...(bounded
      ? {
          driverOptions: {
            acquireConnectionTimeout: b.ACQUIRE_TIMEOUT_MS,
            connection: {
              connectionTimeoutMillis: b.CONNECT_TIMEOUT_MS,
              statement_timeout: b.STATEMENT_TIMEOUT_MS,
              query_timeout: b.STATEMENT_TIMEOUT_MS + b.QUERY_GRACE_MS,
            },
          },
        }
      : {}),
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    discovery: { warnWhenNoEntities: false },
  };
}

export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: 'PostgreSQL' | 'Redis',
    readonly target: string,
    readonly hint: string,
    cause: unknown,
  ) {
    super(`${dependency} is unreachable at ${target}: ${(cause as Error)?.message ?? cause}. ${hint}`);
  }
}

/** What to do when PostgreSQL does not answer, naming the host and port DATABASE_URL points at. */
export function postgresHint(databaseUrl: string): string {
  const { host, port } = hostAndPort(databaseUrl, 5432);
  return (
    `Start PostgreSQL listening on ${host}:${port} ` +
    '(locally: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start), or set DATABASE_URL'
  );
}

/** The host and port a connection URL names (the protocol's default port when it names none). */
export function hostAndPort(raw: string, defaultPort: number): { host: string; port: number } {
  try {
    const parsed = new URL(raw);
    return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || defaultPort };
  } catch {
    return { host: '127.0.0.1', port: defaultPort };
  }
}

/** Connects, creating the database when it is missing, and applies the committed migrations. */
export async function openDatabase(databaseUrl: string): Promise<MikroORM> {
  const target = redactUrl(databaseUrl);
  let orm: MikroORM;
  try {
    orm = await MikroORM.init({ ...ormOptions(databaseUrl), connect: false });
    await orm.schema.ensureDatabase();
    // ensureDatabase() opened a pool to check the database exists; reconnect closes it instead of leaking it.
    await orm.reconnect();
  } catch (error) {
    throw new DependencyUnavailable('PostgreSQL', target, postgresHint(databaseUrl), error);
  }
  if (await pendingMigrations(orm)) {
    // Its own connection, without the statement bounds of the service's.
    const migrating = await MikroORM.init(ormOptions(databaseUrl, { bounded: false }));
    try {
      const { Migrator } = await import('@mikro-orm/migrations');
      Migrator.register(migrating);
      await migrating.getMigrator().up();
    } finally {
      await migrating.close(true);
    }
  }
  return orm;
}

/** The committed migrations, named as the migrator names them (the compiled files, without `.js`). */
function committedMigrations(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.js') && !file.endsWith('.d.js'))
    .map((file) => file.slice(0, -'.js'.length));
}

/** Committed migrations the database has not applied, read from the migrator's table (42P01: none applied yet). */
export async function pendingMigrations(orm: MikroORM): Promise<number> {
  const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const applied = await orm.em
    .getConnection()
    .execute<{ name: string }[]>(`select name from "${table}"`)
    .catch((error: { code?: string }) => {
      if (error.code === '42P01') return [];
      throw error;
    });
  const names = new Set(applied.map((row) => row.name.replace(/\.[jt]s$/, '')));
  return committedMigrations().filter((name) => !names.has(name)).length;
}

export function redactUrl(raw: string): string {
  try {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid url)';
  }
}

/**
 * Runs `work` in a transaction on a connected client: commit when it returns, rollback (whose own
 * failure is ignored: the connection may be the thing that broke) and rethrow when it throws.
 */
export async function inTransaction<T>(db: ClientBase, work: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    const result = await work();
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
}
