import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { ClickTraceType, TrafficLogArgs, TrafficLogPage } from '../../schema/traffic-log/traffic-log.types';
import { requirePermission } from '../../services/access/require';
import { getClickTrace, listTrafficLog } from '../../services/traffic-log/traffic-log';
import { UuidScalar } from '../../schema/scalars';

@Resolver()
export class TrafficLogResolver {
  @Query(() => TrafficLogPage, {
    description: 'The traffic log: traced clicks (traffic_log_sample percent), newest first; kept 72 hours.',
  })
  traffic_log(@Args() args: TrafficLogArgs, @Ctx() ctx: AppContext) {
    const principal = requirePermission(ctx, 'logs', 'view');
    return listTrafficLog(ctx.em, principal.workspace_id, args, ctx.services.clock());
  }

  @Query(() => ClickTraceType, { description: 'The full trace of one traced click.' })
  click_trace(@Arg('click_id', () => UuidScalar) clickId: string, @Ctx() ctx: AppContext) {
    const principal = requirePermission(ctx, 'logs', 'view');
    return getClickTrace(ctx.em, principal.workspace_id, clickId, ctx.services.clock());
  }
}
