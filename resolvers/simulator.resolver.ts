import { Arg, Ctx, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../services/context';
import {
  DeletedSimulatedDataType,
  SimulationProgressType,
  SimulationRunInput,
  SimulationRunType,
} from '../schema/simulator.types';
import { requirePermission } from '../services/access/require';
import { deleteSimulatedData } from '../edge/simulator/cleanup';
import { SIMULATION_PROGRESS_TOPIC, type SimulationProgress } from '../edge/simulator/progress';
import { runSimulation, type SimulationResult } from '../edge/simulator/run';

/** Traffic simulator (docs/simulator.md): guarded by the `simulator` permission kind. */
@Resolver()
export class SimulatorResolver {
  @Mutation(() => SimulationRunType, {
    description:
      "Generates up to 100,000 synthetic clicks routed by the campaign's flows, with conversions, written " +
      "directly to storage and marked simulated; turns the workspace's show_simulated_traffic on.",
  })
  async run_simulation(
    @Ctx() ctx: AppContext,
    @Arg('input', () => SimulationRunInput) input: SimulationRunInput,
  ): Promise<SimulationResult> {
    const principal = requirePermission(ctx, 'simulator', 'edit');
    const { config, pubSub, clock } = ctx.services;
    const result = await runSimulation(
      {
        databaseUrl: config.databaseUrl,
        appSecret: config.appSecret,
        publicBaseUrl: config.publicBaseUrl,
        clock,
        progress: (update) => pubSub.publish(SIMULATION_PROGRESS_TOPIC, principal.workspace_id, update),
      },
      principal.workspace_id,
      input,
    );
    ctx.log.info(
      {
        run_id: result.run_id,
        clicks: result.clicks,
        conversions: result.conversions,
        duration_ms: result.duration_ms,
      },
      'simulator run written',
    );
    return result;
  }

  @Mutation(() => DeletedSimulatedDataType, {
    description:
      "The cleanup button: deletes the workspace's simulated clicks and conversions (and what was derived from " +
      'them), never a real one; turns show_simulated_traffic off.',
  })
  async delete_simulated_data(@Ctx() ctx: AppContext): Promise<DeletedSimulatedDataType> {
    const principal = requirePermission(ctx, 'simulator', 'delete');
    return deleteSimulatedData(ctx.services.config.databaseUrl, principal.workspace_id);
  }

  @Subscription(() => SimulationProgressType, {
    description: 'Progress of the simulator runs of the caller’s workspace (started from any client).',
    subscribe: ({ context }) => {
      const ctx = context as AppContext;
      const principal = requirePermission(ctx, 'simulator', 'view');
      return ctx.services.pubSub.subscribe(SIMULATION_PROGRESS_TOPIC, principal.workspace_id);
    },
  })
  simulation_progress(@Root() progress: SimulationProgress): SimulationProgressType {
    return progress;
  }
}
