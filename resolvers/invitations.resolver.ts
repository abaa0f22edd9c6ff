import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { AuthToken } from '../schema/accounts.types';
import {
  AcceptInvitationInput,
  CreatedInvitation,
  CreateInvitationInput,
  InvitationInfo,
} from '../schema/members.types';
import { requireLicense, requirePermission } from '../services/access/require';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  revokeInvitation,
} from '../services/accounts/invitations';
import { INVITATION_LIMIT, limitByIp } from '../services/accounts/limits';
import { invitationView } from '../services/accounts/account.shapes';
import { UuidScalar } from '../schema/scalars';

/** Creating, revoking and accepting invitations is rate limited per client IP (spec: Limits). */
@Resolver()
export class InvitationsResolver {
  @Query(() => [InvitationInfo], { description: 'Invitations of the active workspace, newest first.' })
  async invitations(@Ctx() ctx: AppContext): Promise<InvitationInfo[]> {
    const principal = requirePermission(ctx, 'users', 'view');
    const now = ctx.services.clock();
    return (await listInvitations(ctx.em, principal)).map((invitation) => invitationView(invitation, now));
  }

  @Mutation(() => CreatedInvitation, { description: 'Invites an email address with a role; the token is shown once.' })
  async create_invitation(
    @Arg('input', () => CreateInvitationInput) input: CreateInvitationInput,
    @Ctx() ctx: AppContext,
  ): Promise<CreatedInvitation> {
    const principal = requirePermission(ctx, 'users', 'edit');
    await limitByIp(ctx, INVITATION_LIMIT);
    const { invitation, token } = await createInvitation(ctx.em, ctx.services, principal, input);
    return { invitation: invitationView(invitation, ctx.services.clock()), token };
  }

  @Mutation(() => InvitationInfo, { description: 'Revokes a pending invitation.' })
  async revoke_invitation(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext): Promise<InvitationInfo> {
    const principal = requirePermission(ctx, 'users', 'edit');
    await limitByIp(ctx, INVITATION_LIMIT);
    return invitationView(await revokeInvitation(ctx.em, ctx.services, principal, id), ctx.services.clock());
  }

  @Mutation(() => AuthToken, {
    description: 'Accepts an invitation (no token needed); returns a token bound to the new workspace.',
  })
  async accept_invitation(
    @Arg('input', () => AcceptInvitationInput) input: AcceptInvitationInput,
    @Ctx() ctx: AppContext,
  ): Promise<AuthToken> {
    requireLicense(ctx);
    await limitByIp(ctx, INVITATION_LIMIT);
    return { ...(await acceptInvitation(ctx.em, ctx.services, input)), token_type: 'Bearer' };
  }
}
