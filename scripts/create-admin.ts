import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, prepareEnvironment } from '../infra/config';
import { DependencyUnavailable, openDatabase } from '../infra/database';
import { AppError } from '../services/errors';
import { createAdmin } from '../services/accounts/bootstrap';

const USAGE =
  "usage: npm run create-admin -- --email you@example.com --password 'a long password' [--name 'Your Name'] [--workspace 'Main workspace']";

/** `npm run create-admin`: creates a user and a workspace they own, then says how to log in. */
async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        workspace: { type: 'string' },
      },
      strict: true,
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error(USAGE);
    return 2;
  }
  let orm;
  try {
    prepareEnvironment();
    const config = loadConfig();
    orm = await openDatabase(config.databaseUrl);
    const { user, workspace } = await createAdmin(
      orm.em.fork(),
      { email, password, name: values.name, workspace_name: values.workspace },
      new Date(),
    );
    console.log(`Created ${user.email} as owner of workspace "${workspace.name}" (${workspace.id}).`);
    console.log('Log in with:');
    console.log(
      `  curl -s -X POST ${config.publicBaseUrl}/admin_api/v1/auth/login -H 'content-type: application/json' -d ` +
        `'{"email":"${user.email}","password":"…"}'`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DependencyUnavailable || error instanceof AppError) {
      console.error(`create-admin: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await orm?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
