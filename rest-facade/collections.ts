import { postmanCollection } from '../infra/postman';

/** The admin API collection: every route of the facade's table, authenticated by a login token. */
export function adminPostmanCollection(openapi: Record<string, unknown>, baseUrl: string): Record<string, unknown> {
  return postmanCollection(openapi, {
    name: 'Traffic tracker admin API',
    description:
      'Generated from GET /admin_api/v1/openapi.json. Set base_url and admin_token (POST /admin_api/v1/auth/login answers with one).',
    pathPrefix: '/admin_api/v1',
    baseUrl,
    credentials: {
      bearerAuth: { variable: 'admin_token', description: 'Login token (JWT) of an account' },
    },
  });
}
