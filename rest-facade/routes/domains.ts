import {
  CheckDomainDocument,
  CreateDomainDocument,
  DeleteDomainDocument,
  DomainDocument,
  DomainsDocument,
  UpdateDomainDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Tracking domains (docs/domains.md). */
export const domainRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/domains',
    operation: DomainsDocument,
    status: 200,
    summary: 'Tracking domains of the workspace with their DNS state',
    tag: 'domains',
  },
  {
    method: 'POST',
    path: '/domains',
    operation: CreateDomainDocument,
    status: 201,
    summary: 'Add a domain: it routes at once; its DNS is checked now and in the background',
    tag: 'domains',
    example: {
      request: {
        name: 'track.example.com',
        root_action: 'text',
        root_text: 'OK',
        robots: 'disallow',
        https_redirect: true,
      },
    },
  },
  {
    method: 'GET',
    path: '/domains/:id',
    operation: DomainDocument,
    status: 200,
    summary: 'One domain',
    tag: 'domains',
  },
  {
    method: 'PUT',
    path: '/domains/:id',
    operation: UpdateDomainDocument,
    status: 200,
    summary: 'Partial update: root, campaigns, robots.txt, HTTP → HTTPS, name',
    tag: 'domains',
    example: { request: { robots: 'allow', campaigns_mode: 'all' } },
  },
  {
    method: 'POST',
    path: '/domains/:id/check',
    operation: CheckDomainDocument,
    status: 200,
    summary: 'Check the DNS now',
    tag: 'domains',
  },
  {
    method: 'DELETE',
    path: '/domains/:id',
    operation: DeleteDomainDocument,
    status: 204,
    summary: 'Remove the domain',
    tag: 'domains',
  },
];
