import { postmanCollection } from '../../infra/postman';

/** The Click API and remote-execution collection, authenticated by an API key or a campaign token. */
export function clickApiPostmanCollection(openapi: Record<string, unknown>, baseUrl: string): Record<string, unknown> {
  return postmanCollection(openapi, {
    name: 'Traffic tracker Click API',
    description:
      'Generated from GET /click-api/v3/openapi.json. Set base_url, api_key (an ak_… key with scope write) and ' +
      'campaign_token (ct_… of the campaign card).',
    pathPrefix: '',
    baseUrl,
    bodyVariables: { campaign: 'campaign_alias' },
    credentials: {
      apiKey: { variable: 'api_key', description: 'API key ak_… with scope write (Click API)' },
      campaignToken: { variable: 'campaign_token', description: 'Campaign token ct_… (remote execution)' },
    },
  });
}
