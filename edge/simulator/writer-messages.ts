import { dayStart } from '../../services/clicks/partitions';
import type { WrittenSoFar } from './batches';
import type { SimulationPlan } from './limits';

/** What the writer thread is started with (structured-cloned: plain data only). */
export interface WriterInit {
  databaseUrl: string;
  appSecret: string;
  publicBaseUrl: string;
  workspaceId: string;
  plan: SimulationPlan;
  /** The run's "now" (ms since epoch): the compile day and the latest conversion time. */
  now: number;
}

/** A committed batch, or the end of the run (what was committed, and the error when it failed). */
export type WriterReply =
  | { kind: 'batch'; written: WrittenSoFar }
  | { kind: 'done'; written: WrittenSoFar }
  | { kind: 'failed'; written: WrittenSoFar; error: { status: number; code: string; message: string } };

const DAY_MS = 86_400_000;

/** The UTC days a run's clicks fall on (their partitions, their cost rates). */
export function daysOf(plan: SimulationPlan): Date[] {
  const days: Date[] = [];
  for (let day = dayStart(plan.from).getTime(); day <= plan.to.getTime(); day += DAY_MS) days.push(new Date(day));
  return days;
}
