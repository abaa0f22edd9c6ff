import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../services/context';
import { Heartbeat, ServiceInfo } from '../schema/system.types';
import { serviceVersion } from '../services/system/version';
import { requireAccountCaller } from '../services/access/require';

async function* heartbeats(intervalSeconds: number, clock: () => Date): AsyncGenerator<Heartbeat> {
  for (let sequence = 1; ; sequence++) {
    yield { sequence, server_time: clock() };
    await sleep(intervalSeconds * 1000);
  }
}

@Resolver()
export class SystemResolver {
  @Query(() => ServiceInfo)
  service_info(@Ctx() ctx: AppContext): ServiceInfo {
    return {
      name: 'traffic-tracker',
      version: serviceVersion(),
      uptime_seconds: process.uptime(),
      server_time: ctx.services.clock(),
    };
  }

  @Subscription(() => Heartbeat, {
    description: 'Ticks every interval_seconds (1 to 60) while the connection is open. Needs a signed-in caller.',
    subscribe: ({ args, context }) => {
      // A socket held open by nobody in particular costs the server: only a signed-in caller ticks.
      requireAccountCaller(context as AppContext);
      const interval = Math.min(60, Math.max(1, args.interval_seconds as number));
      return heartbeats(interval, (context as AppContext).services.clock);
    },
  })
  heartbeat(
    @Root() tick: Heartbeat,
    @Arg('interval_seconds', () => Int, { defaultValue: 10 }) _interval: number,
  ): Heartbeat {
    return tick;
  }
}
