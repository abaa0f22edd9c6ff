import { postmanCollection } from '../infra/postman';
import { ADMIN_RECIPES } from './postman-recipes';

/** The admin API collection: every route of the facade's table, authenticated by a login token. */
export function adminPostmanCollection(openapi: Record<string, unknown>, baseUrl: string): Record<string, unknown> {
  return postmanCollection(openapi, {
    name: 'Traffic tracker admin API',
    description:
      'Generated from GET /admin_api/v1/openapi.json. Fill an environment with `npm run postman:env` (docs/operations.md). ' +
      'The Read-only folder sends GET requests and report reads only; changes and destructive requests are ' +
      'skipped unless allow_changes / allow_destructive is yes. Changes act only on what the run makes itself ' +
      '(a workspace "Postman run …" and its entities); run Destructive against a scratch workspace.',
    pathPrefix: '/admin_api/v1',
    baseUrl,
    safeFolders: true,
    recipes: ADMIN_RECIPES,
    credentials: {
      bearerAuth: { variable: 'admin_token', description: 'Login token (JWT) of an account' },
    },
  });
}
