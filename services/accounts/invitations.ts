import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { AppServices, Principal } from '../context';
import { Invitation } from '../../entities/invitation.entity';
import { Membership } from '../../entities/membership.entity';
import { User } from '../../entities/user.entity';
import { ConflictError, NotFoundError } from '../errors';
import { findInWorkspace } from '../access/scope';
import { secretDigest } from '../crypto/digest';
import { normaliseEmail } from './email';
import { assertMayGrant } from './grants';
import { checkCredentials, issueTokenFor } from './login';
import { addMember } from './members';
import { permissionsFrom, type EntityPermissions, type Role } from './roles';
import type { IssuedToken } from './tokens';
import { createUser } from './users';

export const INVITATION_LIFETIME_MS = 7 * 86400_000;
const TOKEN_PREFIX = 'inv_';

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export function invitationStatus(invitation: Invitation, now: Date): InvitationStatus {
  if (invitation.accepted_at) return 'accepted';
  if (invitation.revoked_at) return 'revoked';
  if (invitation.expires_at <= now) return 'expired';
  return 'pending';
}

function digest(services: AppServices, token: string): string {
  return secretDigest(services.config.appSecret, 'invitation-hmac', token);
}

/**
 * Invites an email address to the caller's workspace with a role. The token is returned once
 * (the caller passes it on); only its keyed digest is stored. A newer invitation to the same
 * address replaces a pending one.
 */
export async function createInvitation(
  em: EntityManager,
  services: AppServices,
  principal: Principal,
  input: { email: string; role: Role; permissions?: EntityPermissions[] | null },
): Promise<{ invitation: Invitation; token: string }> {
  const email = normaliseEmail(input.email);
  const permissions = permissionsFrom(input.role, input.permissions);
  assertMayGrant(principal, input.role, permissions);
  const existing = await em.findOne(User, { email });
  if (existing && (await em.count(Membership, { workspace_id: principal.workspace_id, user_id: existing.id }))) {
    throw new ConflictError('this user is already a member of the workspace');
  }
  const now = services.clock();
  await em.nativeUpdate(
    Invitation,
    { workspace_id: principal.workspace_id, email, accepted_at: null, revoked_at: null },
    { revoked_at: now },
  );
  const token = TOKEN_PREFIX + randomBytes(24).toString('base64url');
  const invitation = em.create(Invitation, {
    workspace_id: principal.workspace_id,
    email,
    role: input.role,
    permissions,
    token_digest: digest(services, token),
    invited_by: principal.user_id,
    expires_at: new Date(now.getTime() + INVITATION_LIFETIME_MS),
    created_at: now,
  });
  await em.flush();
  return { invitation, token };
}

export async function listInvitations(em: EntityManager, principal: Principal): Promise<Invitation[]> {
  return em.find(Invitation, { workspace_id: principal.workspace_id }, { orderBy: { created_at: 'desc', id: 'asc' } });
}

export async function revokeInvitation(
  em: EntityManager,
  services: AppServices,
  principal: Principal,
  id: string,
): Promise<Invitation> {
  const invitation = await findInWorkspace(em, Invitation, id, principal, 'invitation not found');
  if (invitation.accepted_at) throw new ConflictError('invitation already accepted: remove the member instead');
  invitation.revoked_at ??= services.clock();
  await em.flush();
  return invitation;
}

/**
 * Accepts an invitation. A new address gets an account with the given password; an existing
 * account proves itself with its password (and second factor when 2FA is on). The membership is
 * created with the invited role and the returned token is bound to the new workspace.
 */
export async function acceptInvitation(
  em: EntityManager,
  services: AppServices,
  input: { token: string; password: string; name?: string | null; mfa_code?: string | null },
): Promise<IssuedToken> {
  const now = services.clock();
  return em.transactional(async (tx) => {
    const invitation = await tx.findOne(Invitation, { token_digest: digest(services, input.token.trim()) });
    const status = invitation ? invitationStatus(invitation, now) : 'revoked';
    if (!invitation || status === 'revoked') throw new NotFoundError('invitation not found');
    if (status === 'expired') throw new NotFoundError('invitation expired');
    if (status === 'accepted') throw new ConflictError('invitation already used');
    // Claimed first, in the transaction: of two concurrent accepts only one gets the row.
    const claimed = await tx.nativeUpdate(
      Invitation,
      { id: invitation.id, accepted_at: null, revoked_at: null },
      { accepted_at: now },
    );
    if (claimed !== 1) throw new ConflictError('invitation already used');

    const existing = await tx.findOne(User, { email: invitation.email });
    const user = existing
      ? await checkCredentials(tx, services, {
          email: invitation.email,
          password: input.password,
          mfa_code: input.mfa_code,
        })
      : await createUser(tx, { email: invitation.email, password: input.password, name: input.name }, now);
    await addMember(tx, invitation.workspace_id, user.id, invitation.role as Role, invitation.permissions);
    await tx.nativeUpdate(Invitation, { id: invitation.id }, { accepted_by: user.id });
    await tx.nativeUpdate(User, { id: user.id }, { last_workspace_id: invitation.workspace_id });
    return issueTokenFor(services, user, invitation.workspace_id);
  });
}
