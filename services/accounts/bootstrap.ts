import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../context';
import { User } from '../../entities/user.entity';
import type { Workspace } from '../../entities/workspace.entity';
import { ConflictError } from '../errors';
import { createUser } from './users';
import { createWorkspace } from './workspaces';

/** Creates a user and a workspace they own (the first admin, or any later one from the CLI). */
export async function createAdmin(
  em: EntityManager,
  input: { email: string; password: string; name?: string; workspace_name?: string },
  now: Date,
): Promise<{ user: User; workspace: Workspace }> {
  return em.transactional(async (tx) => {
    const user = await createUser(tx, { email: input.email, password: input.password, name: input.name }, now);
    const workspace = await createWorkspace(tx, user.id, { name: input.workspace_name?.trim() || 'Main workspace' });
    user.last_workspace_id = workspace.id;
    await tx.flush();
    return { user, workspace };
  });
}

export async function hasUsers(em: EntityManager): Promise<boolean> {
  return (await em.count(User, {})) > 0;
}

/**
 * First start: with ADMIN_EMAIL and ADMIN_PASSWORD set and no user yet, creates that user and a
 * workspace. Several instances starting at once race on the unique email; the losers see 409 and
 * carry on. Returns the email created, or null when nothing was done.
 */
export async function ensureFirstAdmin(services: AppServices): Promise<string | null> {
  const { adminEmail, adminPassword } = services.config;
  if (!adminEmail) return null;
  const em = services.orm.em.fork();
  if (await hasUsers(em)) return null;
  try {
    const { user } = await createAdmin(em, { email: adminEmail, password: adminPassword }, services.clock());
    return user.email;
  } catch (error) {
    if (error instanceof ConflictError) return null;
    throw error;
  }
}

/** The lines `npm start` prints so that an operator knows how to get in. */
export function loginHint(baseUrl: string, usersExist: boolean, createdEmail: string | null): string[] {
  const lines: string[] = [];
  if (createdEmail)
    lines.push(`Created the first admin ${createdEmail} (from ADMIN_EMAIL/ADMIN_PASSWORD) with a workspace.`);
  if (!usersExist && !createdEmail) {
    lines.push('No user exists yet. Create the first admin with:');
    lines.push("  npm run create-admin -- --email you@example.com --password 'a long password'");
    lines.push('or set ADMIN_EMAIL and ADMIN_PASSWORD and restart.');
  }
  lines.push('Log in (the answer holds the token for Authorization: Bearer …):');
  lines.push(
    `  curl -s -X POST ${baseUrl}/admin_api/v1/auth/login -H 'content-type: application/json' -d ` +
      `'{"email":"you@example.com","password":"…"}'`,
  );
  return lines;
}
