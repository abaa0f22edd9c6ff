import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientBase } from 'pg';
import { allEntities } from '../entities';

const MIGRATIONS_DIR = join(__dirname, '..', 'entities', 'migrations');

/** MikroORM options shared by the server, the worker, the CLI scripts and the tests. */
export function ormOptions(databaseUrl: string): Options {
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
    pool: { min: 0, max: 10 },
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
    const { Migrator } = await import('@mikro-orm/migrations');
    Migrator.register(orm);
    await orm.getMigrator().up();
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
