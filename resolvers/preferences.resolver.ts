import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { UpdatePreferencesInput, UserPreferencesType } from '../schema/preferences.types';
import { requirePrincipal } from '../services/access/require';
import { getPreferences, updatePreferences } from '../services/accounts/preferences';

/** The caller's own preferences (any member; scoped to the caller and the active workspace). */
@Resolver()
export class PreferencesResolver {
  @Query(() => UserPreferencesType, {
    description: "The caller's preferences in the active workspace (GET /me/preferences).",
  })
  async my_preferences(@Ctx() ctx: AppContext): Promise<UserPreferencesType> {
    const principal = requirePrincipal(ctx);
    return getPreferences(ctx.em, principal.workspace_id, principal.user_id);
  }

  @Mutation(() => UserPreferencesType, {
    description: "Changes the caller's preferences; omitted fields stay (PUT /me/preferences).",
  })
  async update_my_preferences(
    @Arg('input', () => UpdatePreferencesInput) input: UpdatePreferencesInput,
    @Ctx() ctx: AppContext,
  ): Promise<UserPreferencesType> {
    const principal = requirePrincipal(ctx);
    return updatePreferences(ctx.em, principal.workspace_id, principal.user_id, {
      dashboard_layout: input.dashboard_layout,
      columns: input.columns,
      language: input.language,
      theme: input.theme,
    });
  }
}
