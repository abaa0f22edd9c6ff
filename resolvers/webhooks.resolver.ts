import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../schema/catalogue/common.types';
import type { Page } from '../services/catalogue/listing';
import type { AppContext } from '../services/context';
import {
  WebhookCreateInput,
  WebhookDeliveryType,
  WebhookPage,
  WebhookType,
  WebhookUpdateInput,
} from '../schema/webhooks.types';
import { requirePermission } from '../services/access/require';
import { listDeliveries } from '../services/webhooks/deliveries';
import { webhookView, type WebhookView } from '../services/webhooks/webhook.shapes';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  setWebhookEnabled,
  updateWebhook,
} from '../services/webhooks/webhooks';
import { UuidScalar } from '../schema/scalars';

/**
 * Webhooks are guarded by the settings permission, as the spec says (Authentication: "the
 * settings permission to view lists them, edit creates and changes, delete removes"), not by
 * the `webhooks` entity kind.
 */
@Resolver()
export class WebhooksResolver {
  @Query(() => WebhookPage, {
    description: 'Webhooks of the workspace, oldest first, with their last delivery time and code (a page).',
  })
  async webhooks(@Ctx() ctx: AppContext, @Args() args: PageArgs): Promise<Page<WebhookView>> {
    const principal = requirePermission(ctx, 'settings', 'view');
    const page = await listWebhooks(ctx.em, principal.workspace_id, args);
    return { ...page, items: page.items.map(webhookView) };
  }

  @Query(() => WebhookType)
  async webhook(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<WebhookView> {
    const principal = requirePermission(ctx, 'settings', 'view');
    return webhookView(await getWebhook(ctx.em, principal.workspace_id, id));
  }

  @Query(() => [WebhookDeliveryType], {
    description:
      'Delivery attempts, newest first: of one webhook, or of all when webhook_id is absent. limit 1 to 500, default 50.',
  })
  async webhook_deliveries(
    @Ctx() ctx: AppContext,
    @Arg('webhook_id', () => UuidScalar, { nullable: true }) webhookId: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
  ): Promise<WebhookDeliveryType[]> {
    const principal = requirePermission(ctx, 'settings', 'view');
    return listDeliveries(ctx.em, principal.workspace_id, { webhook_id: webhookId, limit }, ctx.services.clock());
  }

  @Mutation(() => WebhookType, { description: 'Creates a webhook, disabled until enable_webhook.' })
  async create_webhook(
    @Ctx() ctx: AppContext,
    @Arg('input', () => WebhookCreateInput) input: WebhookCreateInput,
  ): Promise<WebhookView> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    return webhookView(await createWebhook(ctx.em, ctx.services, principal.workspace_id, input));
  }

  @Mutation(() => WebhookType, {
    description: 'Partial update of name, url, events and secret (null removes the secret).',
  })
  async update_webhook(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => WebhookUpdateInput) input: WebhookUpdateInput,
  ): Promise<WebhookView> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    return webhookView(await updateWebhook(ctx.em, ctx.services, principal.workspace_id, id, input));
  }

  @Mutation(() => WebhookType, { description: 'Starts delivering events to the webhook.' })
  async enable_webhook(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<WebhookView> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    return webhookView(await setWebhookEnabled(ctx.em, principal.workspace_id, id, true));
  }

  @Mutation(() => WebhookType, { description: 'Stops delivering events; pending ones are abandoned.' })
  async disable_webhook(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<WebhookView> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    return webhookView(await setWebhookEnabled(ctx.em, principal.workspace_id, id, false));
  }

  @Mutation(() => Boolean, { description: 'Removes the webhook and its delivery log.' })
  async delete_webhook(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<boolean> {
    const principal = requirePermission(ctx, 'settings', 'delete');
    await deleteWebhook(ctx.em, principal.workspace_id, id);
    return true;
  }
}
