import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { join } from 'node:path';
import type { ClientBase } from 'pg';
import { allEntities } from '../entities';

/** MikroORM options shared by the server, the worker, the CLI scripts and the tests. */
export function ormOptions(databaseUrl: string): Options {
  return {
    clientUrl: databaseUrl,
    entities: allEntities,
    extensions: [Migrator],
    // Migrations are hand-written SQL (partitioned fact tables are beyond the schema diff), so no snapshot.
    migrations: {
      path: join(__dirname, '..', 'entities', 'migrations'),
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
  constructor(readonly dependency: 'PostgreSQL' | 'Redis', readonly target: string, readonly hint: string, cause: unknown) {
    super(`${dependency} is unreachable at ${target}: ${(cause as Error)?.message ?? cause}. ${hint}`);
  }
}

export const POSTGRES_HINT =
  'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (or set DATABASE_URL)';

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
    throw new DependencyUnavailable('PostgreSQL', target, POSTGRES_HINT, error);
  }
  await orm.getMigrator().up();
  return orm;
}

export async function pendingMigrations(orm: MikroORM): Promise<number> {
  return (await orm.getMigrator().getPendingMigrations()).length;
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
