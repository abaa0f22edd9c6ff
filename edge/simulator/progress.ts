/** Progress of a simulator run, as the subscription and the command line show it. */
export interface SimulationProgress {
  run_id: string;
  workspace_id: string;
  /**
   * routing: batches of clicks and their conversions are generated, routed and written (published
   * every second); done; failed (clicks_done and conversions count the committed batches, which stay).
   */
  phase: 'routing' | 'done' | 'failed';
  clicks_done: number;
  clicks_total: number;
  conversions: number;
}

/** pub/sub topic (dynamic id: the workspace) of simulator progress. */
export const SIMULATION_PROGRESS_TOPIC = 'SIMULATION_PROGRESS';

/** Where progress goes: the GraphQL pub/sub, a progress bar, or nowhere. A port, so services never import app/. */
export type ProgressSink = (progress: SimulationProgress) => void;
