import { AuditLogDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** The audit log (docs/audit.md; owners and admins). */
export const auditRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/audit',
    operation: AuditLogDocument,
    status: 200,
    summary:
      'Changes of the workspace’s entities, newest first (query: user_id, actor_kind, entity_kind (the path spelling: ' +
      'sources, affiliate-networks; aliases traffic_sources, campaign), entity_id, from, to, ' +
      'limit, offset): who or what, when, which fields, old and new values with secrets masked; kept 180 days',
    tag: 'system',
    example: {
      response: {
        items: [
          {
            id: '0193a1c2-7d4e-7f00-9a3b-5c6d7e8f9a0b',
            at: '2026-11-27T09:12:03.000Z',
            actor_kind: 'user',
            user_id: '5b1e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
            actor_ref: null,
            entity_kind: 'sources',
            entity_table: 'traffic_sources',
            entity_id: '7c2d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
            action: 'update',
            changes: {
              name: { old: 'Propeller', new: 'Propeller push' },
              postback_secret_ciphertext: { old: null, new: '***' },
            },
            ref: null,
          },
        ],
        total: 1,
        limit: 100,
        offset: 0,
      },
    },
  },
];
