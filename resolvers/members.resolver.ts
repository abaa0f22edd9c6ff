import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../schema/catalogue/common.types';
import type { Page } from '../services/catalogue/listing';
import type { AppContext } from '../services/context';
import { Member, MemberPage, UpdateMemberInput } from '../schema/members.types';
import { requirePermission, requirePrincipal } from '../services/access/require';
import { listMembers, removeMember, updateMember } from '../services/accounts/members';
import { memberView } from '../services/accounts/account.shapes';
import { UuidScalar } from '../schema/scalars';

@Resolver()
export class MembersResolver {
  @Query(() => MemberPage, { description: 'Members of the active workspace, oldest first (a page).' })
  async members(@Ctx() ctx: AppContext, @Args() args: PageArgs): Promise<Page<Member>> {
    const principal = requirePermission(ctx, 'users', 'view');
    const page = await listMembers(ctx.em, principal, args);
    return { ...page, items: page.items.map(memberView) };
  }

  @Mutation(() => Member, { description: "Changes a member's role and/or permissions; applies to their next request." })
  async update_member(
    @Arg('user_id', () => UuidScalar) userId: string,
    @Arg('input', () => UpdateMemberInput) input: UpdateMemberInput,
    @Ctx() ctx: AppContext,
  ): Promise<Member> {
    const principal = requirePermission(ctx, 'users', 'edit');
    return memberView(await updateMember(ctx.em, principal, userId, input));
  }

  @Mutation(() => Boolean, {
    description: 'Removes a member from the active workspace; their tokens for it answer 401 at once.',
  })
  async remove_member(@Arg('user_id', () => UuidScalar) userId: string, @Ctx() ctx: AppContext): Promise<boolean> {
    // Anyone may leave a workspace (the last owner excepted); removing someone else needs users.delete.
    const caller = requirePrincipal(ctx);
    const principal = userId === caller.user_id ? caller : requirePermission(ctx, 'users', 'delete');
    await removeMember(ctx.em, principal, userId);
    return true;
  }
}
