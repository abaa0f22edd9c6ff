import {
  DeleteExternalImportDocument,
  DeleteSimulatedDataDocument,
  ExternalImportDocument,
  ExternalImportsDocument,
  RunSimulationDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Traffic simulator (docs/simulator.md) and imports from other trackers (docs/import.md; the upload is rest-facade/binary/external-import.ts). */
export const operationsRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: '/simulator/runs',
    operation: RunSimulationDocument,
    status: 201,
    summary:
      'Simulate up to 100,000 clicks of a campaign (its real flow selection) with conversions, written directly and marked simulated',
    tag: 'simulator',
  },
  {
    method: 'GET',
    path: '/import/external-tracker',
    operation: ExternalImportsDocument,
    status: 200,
    summary: 'The last 100 imports of the workspace with their progress',
    tag: 'import',
  },
  {
    method: 'GET',
    path: '/import/external-tracker/:id',
    operation: ExternalImportDocument,
    status: 200,
    summary: 'One import: state, percent, row counts and rejected rows (line number and reason)',
    tag: 'import',
  },
  {
    method: 'DELETE',
    path: '/import/external-tracker/:id',
    operation: DeleteExternalImportDocument,
    status: 200,
    summary: 'Remove every click and conversion of the import, and the import',
    tag: 'import',
  },
  {
    method: 'DELETE',
    path: '/simulator/data',
    operation: DeleteSimulatedDataDocument,
    status: 200,
    summary: 'Delete every simulated click and conversion of the workspace (never a real one)',
    tag: 'simulator',
  },
];
