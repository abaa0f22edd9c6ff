import { postmanCollection } from '../infra/postman';

/** The admin API collection: every route of the facade's table, authenticated by a login token. */
export function adminPostmanCollection(openapi: Record<string, unknown>, baseUrl: string): Record<string, unknown> {
  return postmanCollection(openapi, {
    name: 'Traffic tracker admin API',
    description:
      'Generated from GET /admin_api/v1/openapi.json. Fill an environment with `npm run postman:env` (docs/operations.md). ' +
      'The Read-only folder sends GET requests only; changes and destructive requests are skipped unless ' +
      'allow_changes / allow_destructive is yes (run those against a scratch workspace).',
    pathPrefix: '/admin_api/v1',
    baseUrl,
    safeFolders: true,
    credentials: {
      bearerAuth: { variable: 'admin_token', description: 'Login token (JWT) of an account' },
    },
  });
}
