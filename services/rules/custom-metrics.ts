import type { CustomMetricNames } from './metric-source';

/**
 * The workspace's global custom metrics a condition may name. Bound to the report engine's
 * custom-metric store once it exists; until then a workspace has none.
 */
export const workspaceCustomMetrics: CustomMetricNames = async () => [];
