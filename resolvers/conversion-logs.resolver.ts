import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { ConversionLogArgs, ConversionLogPage, PostbackLogArgs, PostbackLogPage } from '../schema/conversions.types';
import { requirePermission } from '../services/access/require';
import { listConversionLog, listPostbackLog } from '../services/conversions/logs';

/** The conversion and postback logs (permission logs.view), scoped to the caller's workspace. */
@Resolver()
export class ConversionLogsResolver {
  @Query(() => ConversionLogPage, {
    description: 'Conversions in their last state, newest first (period default: the last 24 hours).',
  })
  async conversion_log(@Ctx() ctx: AppContext, @Args() args: ConversionLogArgs) {
    const principal = requirePermission(ctx, 'logs', 'view');
    return listConversionLog(ctx.services.conversions.pool, principal.workspace_id, args, ctx.services.clock());
  }

  @Query(() => PostbackLogPage, {
    description:
      'Incoming postbacks bound to a click and outgoing postback and CAPI attempts of the last 24 hours, newest first.',
  })
  async postback_log(@Ctx() ctx: AppContext, @Args() args: PostbackLogArgs) {
    const principal = requirePermission(ctx, 'logs', 'view');
    return listPostbackLog(ctx.services.conversions.pool, principal.workspace_id, args, ctx.services.clock());
  }
}
