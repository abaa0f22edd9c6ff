import { Counter } from 'prom-client';
import { registry } from '../../infra/telemetry';

export const simulatorRuns = new Counter({
  name: 'simulator_runs_total',
  help: 'Traffic simulator runs by result (completed, failed)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const simulatedRows = new Counter({
  name: 'simulator_rows_total',
  help: 'Rows written by the traffic simulator, by table (clicks, conversions)',
  labelNames: ['table'] as const,
  registers: [registry],
});
