import { ServiceInfoDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

export const systemRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/service-info',
    operation: ServiceInfoDocument,
    status: 200,
    summary: 'Name, version and uptime of the service',
    tag: 'system',
    public: true,
  },
];
