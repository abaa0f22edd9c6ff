import type { RuleMetricsSource } from './metric-source';

/**
 * The rule metrics port bound to the report engine's table report. Until the engine is merged
 * this refuses to evaluate (a rule never computes metrics of its own).
 */
export function reportMetricsSource(_databaseUrl: string, _clock: () => Date): RuleMetricsSource {
  return async () => {
    throw new Error('the report engine is not available yet');
  };
}
