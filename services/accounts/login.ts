import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../context';
import { Membership } from '../../entities/membership.entity';
import { User } from '../../entities/user.entity';
import { Workspace } from '../../entities/workspace.entity';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import { verifyPassword } from './passwords';
import { twoFactorEnabled, verifySecondFactor } from './second-factor';
import { issueAccessToken, type IssuedToken } from './tokens';

export interface LoginInput {
  email: string;
  password: string;
  mfa_code?: string | null;
}

/** The same answer for an unknown email and a wrong password, so neither is revealed. */
const BAD_CREDENTIALS = 'invalid email or password';

/** The workspace a login binds to: the last one switched to if still a member, else the oldest membership. */
async function loginWorkspace(em: EntityManager, user: User): Promise<string> {
  if (user.last_workspace_id) {
    const current = await em.findOne(Membership, { user_id: user.id, workspace_id: user.last_workspace_id });
    if (current) return current.workspace_id;
  }
  const [first] = await em.find(
    Membership,
    { user_id: user.id },
    { orderBy: { created_at: 'asc', id: 'asc' }, limit: 1 },
  );
  if (!first) throw new ForbiddenError('this account belongs to no workspace: ask a workspace owner for an invitation');
  return first.workspace_id;
}

/**
 * Checks the password, then the second factor when 2FA is on (a TOTP code or a backup code), and
 * issues a token bound to the user's active workspace.
 */
export async function checkCredentials(em: EntityManager, services: AppServices, input: LoginInput): Promise<User> {
  const user = await em.findOne(User, { email: input.email.trim().toLowerCase() });
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk) throw new UnauthorizedError(BAD_CREDENTIALS);
  if (twoFactorEnabled(user)) {
    if (!input.mfa_code) throw new UnauthorizedError('mfa required');
    const ok = await verifySecondFactor(em, services.config.appSecret, user, input.mfa_code, services.clock());
    if (!ok) throw new UnauthorizedError('invalid mfa code');
  }
  return user;
}

export async function login(em: EntityManager, services: AppServices, input: LoginInput): Promise<IssuedToken> {
  const user = await checkCredentials(em, services, input);
  const workspaceId = await loginWorkspace(em, user);
  return issueTokenFor(services, user, workspaceId);
}

export function issueTokenFor(services: AppServices, user: User, workspaceId: string): Promise<IssuedToken> {
  return issueAccessToken(
    services.config.appSecret,
    { user_id: user.id, workspace_id: workspaceId, token_version: user.token_version },
    services.clock(),
  );
}

/** A token bound to another workspace of the caller: 404 when it does not exist, 403 when the caller is not a member. */
export async function switchWorkspace(
  em: EntityManager,
  services: AppServices,
  userId: string,
  workspaceId: string,
): Promise<IssuedToken> {
  const user = await em.findOneOrFail(User, { id: userId });
  const membership = await em.findOne(Membership, { user_id: userId, workspace_id: workspaceId });
  if (!membership) {
    const exists = await em.count(Workspace, { id: workspaceId });
    throw exists
      ? new ForbiddenError('you are not a member of this workspace')
      : new NotFoundError('workspace not found');
  }
  user.last_workspace_id = workspaceId;
  await em.flush();
  return issueTokenFor(services, user, workspaceId);
}
