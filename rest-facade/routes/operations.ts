import { DeleteSimulatedDataDocument, RunSimulationDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Traffic simulator (docs/simulator.md). */
export const operationsRoutes: FacadeRoute[] = [
  { method: 'POST', path: '/simulator/runs', operation: RunSimulationDocument, status: 201, summary: "Simulate up to 100,000 clicks of a campaign (its real flow selection) with conversions, written directly and marked simulated", tag: 'simulator' },
  { method: 'DELETE', path: '/simulator/data', operation: DeleteSimulatedDataDocument, status: 200, summary: 'Delete every simulated click and conversion of the workspace (never a real one)', tag: 'simulator' },
];
