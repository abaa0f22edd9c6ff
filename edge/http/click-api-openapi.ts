// The pieces the description repeats.
const error = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
  additionalProperties: false,
};
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const rateLimited = {
  description: 'Rate limit (200 requests/s per client IP, burst 1000, shared by both endpoints)',
  headers: {
    'Retry-After': { schema: { type: 'integer' }, description: 'Seconds until a request is allowed again' },
  },
  content: { 'text/plain': { schema: { type: 'string', const: 'rate limit exceeded' } } },
};
const unavailable = {
  ...errorResponse(
    '`service unavailable`: Postgres is down and the campaign is not compiled yet (or, Click API, the key not verified yet)',
  ),
  headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait before trying again' } },
};
const stringMap = { type: 'object', additionalProperties: { type: 'string', maxLength: 1024 } };

/** The request and answer bodies (components.schemas). */
const SCHEMAS = {
  Error: error,
  ClickRequest: {
    type: 'object',
    required: ['campaign', 'ip'],
    additionalProperties: false,
    properties: {
      campaign: { type: 'string', maxLength: 64, description: "Alias of a campaign of the key's workspace" },
      ip: { type: 'string', description: "The visitor's IPv4 or IPv6 address", examples: ['73.15.20.9'] },
      user_agent: { type: 'string', maxLength: 2048 },
      referer: { type: 'string', maxLength: 2048 },
      language: { type: 'string', maxLength: 256, description: 'Accept-Language of the visitor' },
      sub_ids: {
        type: 'object',
        description: '`sub1`…`sub30` (or `sub_id_1`…`sub_id_30`) to values',
        propertyNames: { pattern: '^sub(_id_)?([1-9]|[12][0-9]|30)$' },
        additionalProperties: { type: 'string', maxLength: 1024 },
      },
      params: { ...stringMap, description: 'Further click-URL parameters (source tokens, filter parameters)' },
    },
  },
  ClickAnswer: {
    type: 'object',
    required: ['click_id', 'destination', 'campaign_id', 'flow_id'],
    properties: {
      click_id: { type: 'string', format: 'uuid' },
      destination: {
        type: 'string',
        format: 'uri',
        description: 'Where to send the visitor; a landing carries the click token as `#_ct=`',
      },
      campaign_id: { type: 'string', format: 'uuid' },
      flow_id: { type: ['string', 'null'], format: 'uuid' },
      landing_id: { type: 'string', format: 'uuid', description: 'When a landing was chosen' },
      offer_id: { type: 'string', format: 'uuid', description: 'When an offer was chosen' },
    },
  },
  RemoteRequest: {
    type: 'object',
    required: ['campaign', 'ip'],
    additionalProperties: false,
    properties: {
      campaign: { type: 'string', maxLength: 64 },
      token: { type: 'string', description: 'The campaign token, when not sent in X-Campaign-Token' },
      ip: { type: 'string', examples: ['73.15.20.9'] },
      user_agent: { type: 'string', maxLength: 2048 },
      referer: { type: 'string', maxLength: 2048 },
      language: { type: 'string', maxLength: 256 },
      params: { ...stringMap, description: "The page's query parameters" },
      visitor_id: { type: 'string', maxLength: 64, description: 'visitor_id of an earlier answer' },
    },
  },
  RemoteAnswer: {
    type: 'object',
    required: ['action', 'destination', 'offer_url', 'is_bot', 'is_unique', 'reason', 'body', 'click_id', 'visitor_id'],
    properties: {
      action: {
        type: 'string',
        enum: ['redirect', 'show_landing', 'show_offer', 'do_nothing', 'show_404', 'show_text', 'show_html'],
      },
      destination: { type: ['string', 'null'] },
      offer_url: { type: ['string', 'null'] },
      is_bot: { type: 'boolean' },
      is_unique: { type: 'boolean' },
      reason: { type: ['string', 'null'], description: 'select_reason, or the outcome when there is none' },
      body: { type: ['string', 'null'], description: 'Page body of show_text / show_html' },
      click_id: { type: ['string', 'null'] },
      visitor_id: { type: ['string', 'null'] },
    },
  },
};

/** The two endpoints (paths). */
const PATHS = {
  '/click-api/v3': {
    post: {
      operationId: 'click',
      summary: 'Route a click and get the decision as JSON (redirects only)',
      security: [{ apiKey: [] }],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ClickRequest' } } },
      },
      responses: {
        '200': {
          description: 'The click was routed to a landing or an offer',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ClickAnswer' } } },
        },
        '400': errorResponse('Malformed body, unknown field, wrong type'),
        '401': errorResponse('No API key, unknown or revoked key, or a login token'),
        '403': errorResponse('`insufficient scope`, or a campaign not available to this key'),
        '404': errorResponse(
          '`no matching flow`: the flow does not end in a redirect (the click is recorded); a bot refused by ' +
            "the campaign's bot rule says so and why",
        ),
        '413': errorResponse('Body larger than 64 KiB'),
        '429': rateLimited,
        '503': unavailable,
      },
    },
  },
  '/rclient/v1': {
    post: {
      operationId: 'remoteExecution',
      summary: "Route a remote site's visitor and get the action to take",
      security: [{ campaignToken: [] }, {}],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/RemoteRequest' } } },
      },
      responses: {
        '200': {
          description: 'The decision; `do_nothing` with every other field empty without the right token',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/RemoteAnswer' } } },
        },
        '400': errorResponse('Malformed body'),
        '413': errorResponse('Body larger than 64 KiB'),
        '429': rateLimited,
        '503': unavailable,
      },
    },
  },
};

/**
 * OpenAPI 3.1 description of the Click API v3 and the remote-execution endpoint, served at
 * GET /click-api/v3/openapi.json (the spec: machine-readable specifications exist for the Click
 * API). Written by hand: these routes are not GraphQL operations. docs/routing.md is the prose.
 */
export function clickApiOpenApi(serverUrl: string, version: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Traffic tracker Click API',
      version,
      description: 'Routing decisions as JSON: the Click API (API key) and remote execution (campaign token).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key `ak_…` with scope `write`' },
        campaignToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Campaign-Token',
          description: 'The campaign token (`ct_…`) of the campaign card',
        },
      },
      schemas: SCHEMAS,
    },
    paths: PATHS,
  };
}
