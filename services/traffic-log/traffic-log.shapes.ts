/**
 * The traffic log and click traces as the service answers them: plain shapes, the service's own.
 * The GraphQL types in schema/ have the same fields; a resolver passes its input through and
 * returns the service's result.
 */
import type { Outcome, SelectReason } from '../../entities/click-outcome';

/** A traced click as the traffic log lists it. */
export interface TrafficLogEntryView {
  click_id: string;
  time: Date;
  campaign_id: string;
  ip: string | null;
  country: string | null;
  device_type: string | null;
  is_bot: boolean;
  outcome: Outcome;
  http_status: number;
  select_reason: SelectReason | null;
  duration_ms: number | null;
  destination: string | null;
}

/** One step of the routing of a click. */
export interface TraceStepView {
  name: string;
  result: string;
  details: Record<string, unknown>;
}

/** The full trace of one click. */
export interface ClickTraceView extends TrafficLogEntryView {
  steps: TraceStepView[];
}

/** A page of the traffic log, newest first. */
export interface TrafficLogPage {
  items: TrafficLogEntryView[];
  total: number;
  limit: number;
  offset: number;
}

export interface TrafficLogQuery {
  campaign_id?: string | null;
  outcome?: Outcome | null;
  limit?: number | null;
  offset?: number | null;
}
