import { randomBytes, randomInt } from 'node:crypto';
import { Membership } from '../../entities/membership.entity';
import { User } from '../../entities/user.entity';
import { addMember } from '../../services/accounts/members';
import { defaultPermissions, isRole, OWNER_ROLE } from '../../services/accounts/roles';
import { createUser } from '../../services/accounts/users';
import { createWorkspace } from '../../services/accounts/workspaces';
import type { TestApp } from './harness';

export interface Session {
  token: string;
  user_id: string;
  workspace_id: string;
  email: string;
  password: string;
  headers: { authorization: string };
}

/** A distinct client IP per login, so the per-IP login limit never trips a test that did not mean to. */
export function randomTestIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Logs in through the REST facade and returns the token (throws with the answer when refused). */
export async function loginThroughApi(t: TestApp, email: string, password: string, mfa_code?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin_api/v1/auth/login',
    remoteAddress: randomTestIp(),
    payload: { email, password, ...(mfa_code ? { mfa_code } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** Creates a user (and a new workspace unless workspace_id is given, in which case adds a membership) with the role, logs in through POST /admin_api/v1/auth/login, returns the token. */
export async function createSession(
  t: TestApp,
  options: { role?: string; workspace_id?: string; email?: string; password?: string } = {},
): Promise<Session> {
  const role = options.role ?? OWNER_ROLE;
  if (!isRole(role)) throw new Error(`unknown role "${role}"`);
  const email = options.email ?? `user-${randomBytes(6).toString('hex')}@example.test`;
  const password = options.password ?? `pw-${randomBytes(12).toString('hex')}`;
  const em = t.runtime.services.orm.em.fork();
  const user = await createUser(em, { email, password }, t.runtime.services.clock());
  let workspaceId = options.workspace_id;
  if (workspaceId) {
    await addMember(em, workspaceId, user.id, role);
  } else {
    const workspace = await createWorkspace(em, user.id, { name: `Workspace of ${email}` });
    workspaceId = workspace.id;
    if (role !== OWNER_ROLE)
      await em.nativeUpdate(
        Membership,
        { workspace_id: workspaceId, user_id: user.id },
        { role, permissions: defaultPermissions(role) },
      );
  }
  await em.nativeUpdate(User, { id: user.id }, { last_workspace_id: workspaceId });
  const token = await loginThroughApi(t, email, password);
  return {
    token,
    user_id: user.id,
    workspace_id: workspaceId,
    email,
    password,
    headers: { authorization: `Bearer ${token}` },
  };
}
