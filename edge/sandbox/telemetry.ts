import { Counter, Histogram } from 'prom-client';
import { registry } from '../../infra/telemetry';

/** Action-script metrics (no campaign or workspace labels, like every metric of the service). */
export const actionScriptFailures = new Counter({
  name: 'action_script_failures_total',
  help: 'Action-script runs that gave no usable action, by reason (the flow fell back to its landings and offers)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const actionScriptDuration = new Histogram({
  name: 'action_script_duration_seconds',
  help: 'Action-script run latency as the redirect sees it (queue, sandbox and result check)',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5],
  registers: [registry],
});
