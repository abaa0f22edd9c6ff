import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { CreateWorkspaceInput, MyWorkspace, UpdateWorkspaceInput, WorkspaceInfo } from '../schema/accounts.types';
import { requirePermission, requirePrincipal } from '../services/access/require';
import { defaultPermissions, OWNER_ROLE } from '../services/accounts/roles';
import { workspaceInfo } from '../services/accounts/account.shapes';
import {
  createWorkspace,
  getWorkspace,
  rotatePostbackKey,
  setPostbackKey,
  updateWorkspaceSettings,
} from '../services/accounts/workspaces';
import { RoutingInvalidations } from '../services/catalogue/routing-invalidation';

/** The hot path reads these settings (sample rate, base currency, postback key): announce their change. */
async function announce(ctx: AppContext, workspaceId: string): Promise<void> {
  await new RoutingInvalidations(ctx.services.redis, ctx.services.config.redisPrefix).publish({
    workspace_id: workspaceId,
  });
}

@Resolver()
export class WorkspaceResolver {
  @Mutation(() => MyWorkspace, { description: 'Creates a workspace owned by the caller (switch to it to work in it).' })
  async create_workspace(
    @Arg('input', () => CreateWorkspaceInput) input: CreateWorkspaceInput,
    @Ctx() ctx: AppContext,
  ): Promise<MyWorkspace> {
    const principal = requirePrincipal(ctx);
    const workspace = await createWorkspace(ctx.em, principal.user_id, input);
    return { workspace: workspaceInfo(workspace, defaultPermissions(OWNER_ROLE)), role: OWNER_ROLE, active: false };
  }

  @Query(() => WorkspaceInfo, { description: 'Settings of the active workspace.' })
  async workspace(@Ctx() ctx: AppContext): Promise<WorkspaceInfo> {
    const principal = requirePermission(ctx, 'settings', 'view');
    return workspaceInfo(await getWorkspace(ctx.em, principal.workspace_id), principal.permissions);
  }

  @Mutation(() => WorkspaceInfo, {
    description:
      'Changes settings of the active workspace: name, base currency, traffic_log_sample, show_simulated_traffic, ' +
      'time_zone, revenue_basis.',
  })
  async update_workspace(
    @Arg('input', () => UpdateWorkspaceInput) input: UpdateWorkspaceInput,
    @Ctx() ctx: AppContext,
  ): Promise<WorkspaceInfo> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    const workspace = await updateWorkspaceSettings(ctx.em, principal.workspace_id, input);
    await announce(ctx, principal.workspace_id);
    return workspaceInfo(workspace, principal.permissions);
  }

  @Mutation(() => WorkspaceInfo, {
    description: 'Issues a new postback key; postbacks with the old key answer 401 from now on.',
  })
  async rotate_postback_key(@Ctx() ctx: AppContext): Promise<WorkspaceInfo> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    const workspace = await rotatePostbackKey(ctx.em, principal.workspace_id);
    await announce(ctx, principal.workspace_id);
    return workspaceInfo(workspace, principal.permissions);
  }

  @Mutation(() => WorkspaceInfo, {
    description:
      "Sets the postback key to the previous tracker's (6 to 64 letters and digits; stored and compared in lower " +
      "case; unique across workspaces), so the networks' postback URLs keep working once the old domain points " +
      'here. The current key answers 401 from now on; rotate_postback_key issues a generated one again.',
  })
  async set_postback_key(
    @Arg('postback_key', () => String) postbackKey: string,
    @Ctx() ctx: AppContext,
  ): Promise<WorkspaceInfo> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    const workspace = await setPostbackKey(ctx.em, principal.workspace_id, postbackKey);
    await announce(ctx, principal.workspace_id);
    return workspaceInfo(workspace, principal.permissions);
  }
}
