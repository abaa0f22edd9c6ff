import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { User } from '../entities/user.entity';
import { Me, MyWorkspace } from '../schema/accounts.types';
import { requireAccountCaller, requirePrincipal } from '../services/access/require';
import { describePermissions, type Role } from '../services/accounts/roles';
import { userProfile, workspaceInfo } from '../services/accounts/account.shapes';
import { getWorkspace, workspacesOf } from '../services/accounts/workspaces';

@Resolver()
export class MeResolver {
  @Query(() => Me, { description: 'The caller, the active workspace, and the role and permissions held there.' })
  async me(@Ctx() ctx: AppContext): Promise<Me> {
    const principal = requireAccountCaller(ctx);
    const user = await ctx.em.findOneOrFail(User, { id: principal.user_id });
    const workspace = await getWorkspace(ctx.em, principal.workspace_id);
    return {
      user: userProfile(user),
      workspace: workspaceInfo(workspace, principal.permissions),
      role: principal.role as Role,
      permissions: describePermissions(principal.permissions),
    };
  }

  @Query(() => [MyWorkspace], { description: 'Every workspace the caller belongs to.' })
  async my_workspaces(@Ctx() ctx: AppContext): Promise<MyWorkspace[]> {
    const principal = requirePrincipal(ctx);
    const rows = await workspacesOf(ctx.em, principal.user_id);
    return rows.map(({ workspace, membership }) => ({
      workspace: workspaceInfo(workspace, membership.permissions),
      role: membership.role as Role,
      active: workspace.id === principal.workspace_id,
    }));
  }
}
