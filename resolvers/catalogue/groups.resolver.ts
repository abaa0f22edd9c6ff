import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { GroupInput, GroupListArgs, GroupPage, GroupType } from '../../schema/catalogue/operations.types';
import { UuidScalar } from '../../schema/scalars';
import { permissionName, requirePermission, requirePrincipal } from '../../services/access/require';
import { trackingScope } from '../../services/catalogue/scope';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  updateGroup,
  type GroupPermit,
} from '../../services/catalogue/groups/groups';
import type { GroupKind } from '../../entities/entity-group.entity';

/** The caller's scope and the check of a group's kind (a group of offers needs offers.view / edit / delete). */
function groupScope(ctx: AppContext) {
  const principal = requirePrincipal(ctx);
  const permit: GroupPermit = (kind, action) => void requirePermission(ctx, kind, action);
  const mayView = (kind: GroupKind) => principal.permissions.has(permissionName(kind, 'view'));
  return { scope: trackingScope(ctx, principal), permit, mayView };
}

/** Groups of campaigns, offers, landings and sources (docs/operations-api.md). */
@Resolver()
export class GroupsResolver {
  @Query(() => GroupPage, { description: 'Groups of one kind, or of every kind the caller may view.' })
  groups(@Args() args: GroupListArgs, @Ctx() ctx: AppContext) {
    const { scope, permit, mayView } = groupScope(ctx);
    return listGroups(scope, permit, args, mayView);
  }

  @Query(() => GroupType, { description: 'One group.' })
  group(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    const { scope, permit } = groupScope(ctx);
    return getGroup(scope, permit, id);
  }

  @Mutation(() => GroupType, { description: "Creates a group (needs the edit permission of the group's kind)." })
  create_group(@Arg('input', () => GroupInput) input: GroupInput, @Ctx() ctx: AppContext) {
    const { scope, permit } = groupScope(ctx);
    return createGroup(scope, permit, input);
  }

  @Mutation(() => GroupType, { description: 'Renames a group.' })
  update_group(
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => GroupInput) input: GroupInput,
    @Ctx() ctx: AppContext,
  ) {
    const { scope, permit } = groupScope(ctx);
    return updateGroup(scope, permit, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a group; its members stay, without a group.' })
  delete_group(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    const { scope, permit } = groupScope(ctx);
    return deleteGroup(scope, permit, id);
  }
}
