import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import {
  AlertSettingsInput,
  AlertSettingsType,
  MessengerDeliveryType,
  MessengerTestResultType,
} from '../schema/notifications.types';
import { BadRequestError, UnprocessableError } from '../services/errors';
import { requirePermission } from '../services/access/require';
import { listMessengerDeliveries } from '../services/alerts/delivery';
import { sendMessengerMessage } from '../services/alerts/messenger';
import { alertSettingsView, openBotToken, readAlertSettings, updateAlertSettings } from '../services/alerts/settings';

/** The shared alert channel of auto-rules (messenger), guarded by the `alerts` permission kind. */
@Resolver()
export class AlertsResolver {
  @Query(() => AlertSettingsType)
  async alert_settings(@Ctx() ctx: AppContext): Promise<AlertSettingsType> {
    const principal = requirePermission(ctx, 'alerts', 'view');
    return alertSettingsView(await readAlertSettings(ctx.em, principal.workspace_id));
  }

  @Mutation(() => AlertSettingsType, { description: 'Partial update; the bot token is write-only (null removes it).' })
  async update_alert_settings(
    @Ctx() ctx: AppContext,
    @Arg('input', () => AlertSettingsInput) input: AlertSettingsInput,
  ): Promise<AlertSettingsType> {
    const principal = requirePermission(ctx, 'alerts', 'edit');
    const { outbound, config, clock } = ctx.services;
    return alertSettingsView(
      await updateAlertSettings(ctx.em, outbound, config.appSecret, principal.workspace_id, input, clock()),
    );
  }

  @Mutation(() => MessengerTestResultType, {
    description: 'Sends a test message now and answers what the messenger API said.',
  })
  async test_messenger_alert(@Ctx() ctx: AppContext): Promise<MessengerTestResultType> {
    const principal = requirePermission(ctx, 'alerts', 'edit');
    const settings = await readAlertSettings(ctx.em, principal.workspace_id);
    let token: string | null;
    try {
      token = openBotToken(ctx.services.config.appSecret, settings);
    } catch {
      throw new UnprocessableError('the bot token cannot be decrypted (was APP_SECRET changed?); set it again');
    }
    if (token === null || settings.messenger_chat_id === null)
      throw new UnprocessableError('set messenger_bot_token and messenger_chat_id first');
    return sendMessengerMessage(
      ctx.services.outbound,
      { baseUrl: settings.messenger_api_base_url, token, chatId: settings.messenger_chat_id },
      'Test message from the traffic tracker: auto-rule alerts will arrive here.',
    );
  }

  @Query(() => [MessengerDeliveryType], {
    description: 'Messenger alert attempts, newest first. limit 1 to 500, default 50.',
  })
  async messenger_deliveries(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
  ): Promise<MessengerDeliveryType[]> {
    const principal = requirePermission(ctx, 'alerts', 'view');
    const size = limit ?? 50;
    if (!Number.isInteger(size) || size < 1 || size > 500)
      throw new BadRequestError('limit must be an integer from 1 to 500');
    return (await listMessengerDeliveries(ctx.em, principal.workspace_id, size)).map((row) => ({
      ...row,
      attempted_at: new Date(row.attempted_at),
    }));
  }
}
