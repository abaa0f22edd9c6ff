import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import {
  ClickLogArgs,
  ClickLogCountriesArgs,
  ClickLogCountryType,
  ClickLogPageType,
} from '../../schema/logs/click-log.types';
import { requirePermission } from '../../services/access/require';
import { listClickLog, listClickLogCountries } from '../../services/logs/click-log';
import { clickLogCopyOf } from '../../reports/analytics/click-keys';

/** The analytics copy of this process, if one is kept (registered on the report pool): heavy pages read their keys there. */
const copyOf = (ctx: AppContext) => clickLogCopyOf(ctx.services.analyticsCopy.reader);

/** The click log and its country choices (permission logs.view), scoped to the caller's workspace. */
@Resolver()
export class ClickLogResolver {
  @Query(() => ClickLogPageType, {
    description: 'Recorded clicks, newest first, by cursor pages (period default: the last 24 hours).',
  })
  async click_log(@Ctx() ctx: AppContext, @Args() args: ClickLogArgs) {
    const principal = requirePermission(ctx, 'logs', 'view');
    return listClickLog(ctx.services.conversions.pool, principal.workspace_id, args, ctx.services.clock(), copyOf(ctx));
  }

  @Query(() => [ClickLogCountryType], {
    description:
      'Countries of the recorded clicks (the click log country filter choices), most clicks first; period default: the last 30 days.',
  })
  async click_log_countries(@Ctx() ctx: AppContext, @Args() args: ClickLogCountriesArgs) {
    const principal = requirePermission(ctx, 'logs', 'view');
    return listClickLogCountries(
      ctx.services.conversions.pool,
      principal.workspace_id,
      args,
      ctx.services.clock(),
      copyOf(ctx),
    );
  }
}
