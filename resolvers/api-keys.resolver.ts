import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { ApiKeyInfo, CreateApiKeyInput, CreatedApiKey } from '../schema/api-keys.types';
import { requirePermission } from '../services/access/require';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/accounts/api-keys';
import { apiKeyView } from '../services/accounts/account.shapes';
import { UuidScalar } from '../schema/scalars';

/** Click API keys are workspace settings: settings view lists, edit creates, delete revokes. */
@Resolver()
export class ApiKeysResolver {
  @Query(() => [ApiKeyInfo], { description: 'API keys of the active workspace (prefix only), newest first.' })
  async api_keys(@Ctx() ctx: AppContext): Promise<ApiKeyInfo[]> {
    const principal = requirePermission(ctx, 'settings', 'view');
    return (await listApiKeys(ctx.em, principal)).map(apiKeyView);
  }

  @Mutation(() => CreatedApiKey, { description: 'Creates an API key; the key is shown this once.' })
  async create_api_key(
    @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput,
    @Ctx() ctx: AppContext,
  ): Promise<CreatedApiKey> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    const { api_key, key } = await createApiKey(ctx.em, ctx.services, principal, input);
    return { api_key: apiKeyView(api_key), key };
  }

  @Mutation(() => ApiKeyInfo, { description: 'Revokes an API key; it stops working at once.' })
  async revoke_api_key(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext): Promise<ApiKeyInfo> {
    const principal = requirePermission(ctx, 'settings', 'delete');
    return apiKeyView(await revokeApiKey(ctx.em, ctx.services, principal, id));
  }
}
