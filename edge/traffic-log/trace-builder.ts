import { performance } from 'node:perf_hooks';
import type { ClickRecord, TraceRecord, TraceStep } from '../click-recording/click-record';
import { TRACED_VISITOR_COLUMNS } from '../../entities/click-fields';
import type { Visitor } from '../visitor';
import { isTraced } from './sample';

/**
 * Collects the steps of one click's routing (`input`, `binding`, `flow_select`, `filter`, `final`,
 * …), each with a result (`applied`, `miss`, `redirect`, …) and JSON details. The engine calls
 * step() as it goes and finish() with the click it records; a click that is not sampled gets the
 * no-op tracer, so tracing costs nothing then.
 */
export interface Tracer {
  readonly enabled: boolean;
  step(name: string, result: string, details?: Record<string, unknown>): void;
  /** The trace row for the recorded click (null when not traced). */
  finish(click: ClickRecord): TraceRecord | null;
}

export class TraceBuilder implements Tracer {
  readonly enabled = true;
  private readonly steps: TraceStep[] = [];
  private readonly started = performance.now();

  step(name: string, result: string, details: Record<string, unknown> = {}): void {
    this.steps.push({ name, result, details });
  }

  finish(click: ClickRecord): TraceRecord {
    return {
      click_id: click.click_id,
      created_at: click.created_at,
      workspace_id: click.workspace_id,
      campaign_id: click.campaign_id,
      ip: click.ip ?? null,
      country: click.country ?? null,
      device_type: click.device_type ?? null,
      is_bot: click.is_bot ?? false,
      outcome: click.outcome,
      http_status: click.http_status,
      select_reason: click.select_reason ?? null,
      destination: click.destination ?? null,
      duration_ms: Math.round((performance.now() - this.started) * 1000) / 1000,
      is_simulated: click.is_simulated ?? false,
      save_traffic: click.save_traffic ?? true,
      steps: this.steps,
    };
  }
}

export const noTrace: Tracer = {
  enabled: false,
  step() {},
  finish() {
    return null;
  },
};

/** The tracer for a click: a builder when the click falls in the workspace's sample, else the no-op one. */
export function startTrace(clickId: string, samplePercent: number): Tracer {
  return isTraced(clickId, samplePercent) ? new TraceBuilder() : noTrace;
}

/** The catalogue's traced visitor columns are the Visitor's own property names (a test holds them). */
const TRACED_KEYS = TRACED_VISITOR_COLUMNS as readonly (keyof Visitor)[];

/** Details of the `input` step: what detection found (geo, device, flags), the catalogue's traced visitor columns. */
export function visitorDetails(visitor: Visitor): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const name of TRACED_KEYS) details[name] = visitor[name];
  return details;
}
