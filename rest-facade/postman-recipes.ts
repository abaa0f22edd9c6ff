import type { RequestRecipe, Recipes } from '../infra/postman';

/**
 * How the admin collection sends the requests a placeholder body cannot (docs/operations.md, "API
 * descriptions and collections"). The Changes folder acts only on what it makes itself: its first
 * request creates a workspace ("Postman run …"), the rest run in it with that workspace's token
 * (`run_token`) on entities made earlier in the run, and the last step archives them. Report reads
 * sent as POST run in the read-only folder; requests that can only act on a live entity are in
 * Destructive.
 */

/**
 * Script lines: `poll(path, tries, done, wanted)` reads the first item of a list of the run's
 * workspace (the first `wanted` accepts, if given), retrying twice a second.
 */
const POLL = [
  'const poll = (path, tries, done, wanted) => pm.sendRequest({',
  "  url: pm.variables.replaceIn('{{base_url}}/admin_api/v1') + path,",
  "  header: { authorization: 'Bearer ' + pm.variables.get('run_token') },",
  '}, (error, response) => {',
  '  const items = !error && response.code === 200 ? response.json().items || [] : [];',
  '  const item = items.find((one) => !wanted || wanted(one));',
  '  if (item || tries <= 0) return done(item);',
  '  setTimeout(() => poll(path, tries - 1, done, wanted), 500);',
  '});',
];

/** Script lines: a click through the Click API with the run's key, waited for in the click log; its id in run_real_click_id. */
const REAL_CLICK = [
  ...POLL,
  "pm.collectionVariables.set('run_cost_from', new Date(Date.now() - 60e3).toISOString());",
  'pm.sendRequest({',
  "  url: pm.variables.replaceIn('{{base_url}}/click-api/v3'),",
  "  method: 'POST',",
  "  header: { authorization: 'Bearer ' + pm.variables.get('run_api_key'), 'content-type': 'application/json' },",
  "  body: { mode: 'raw', raw: JSON.stringify({",
  "    campaign: pm.variables.get('run_campaign_alias'),",
  "    ip: '73.15.20.9',",
  "    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',",
  '  }) },',
  '}, (error, response) => {',
  '  const id = !error && response.code === 200 ? response.json().click_id : null;',
  "  poll('/reports/clicks?limit=5', id ? 60 : 0, (item) => {",
  "    pm.collectionVariables.set('run_real_click_id', item ? item.click_id : '');",
  "    pm.collectionVariables.set('run_cost_to', new Date().toISOString());",
  '  }, (item) => item.click_id === id);',
  '});',
];

/** Script lines: the current TOTP code (RFC 6238: SHA-1, 6 digits, 30 s) of the secret in run_totp_secret, as run_totp_code. */
const TOTP = [
  "const cryptoJs = require('crypto-js');",
  "const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';",
  "const bits = pm.variables.get('run_totp_secret').replace(/=+$/, '').toUpperCase().split('')",
  "  .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');",
  "let key = '';",
  "for (let i = 0; i + 8 <= bits.length; i += 8) key += parseInt(bits.slice(i, i + 8), 2).toString(16).padStart(2, '0');",
  "const counter = Math.floor(Date.now() / 30000).toString(16).padStart(16, '0');",
  'const hmac = cryptoJs.HmacSHA1(cryptoJs.enc.Hex.parse(counter), cryptoJs.enc.Hex.parse(key)).toString();',
  'const offset = parseInt(hmac.slice(-1), 16);',
  'const code = (parseInt(hmac.substr(offset * 2, 8), 16) & 0x7fffffff) % 1000000;',
  "pm.collectionVariables.set('run_totp_code', String(code).padStart(6, '0'));",
];

const RUN_PASSWORD = 'postman run password 1';

/**
 * A hosted landing's files as a multipart body Postman can send as text: a ZIP of one stored
 * index.html whose every byte is below 0x80 (its CRC chosen so), so the text is the bytes.
 */
const LANDING_ZIP = Buffer.from(
  'UEsDBAoAAAAAAAAAIQBrG2EGRgAAAEYAAAAKAAAAaW5kZXguaHRtbDwhZG9jdHlwZSBodG1sPjx0aXRsZT5Qb3N0bWFuPC90aXRsZT48YSBocmVmPSJ7' +
    'b2ZmZXJ9Ij5HbzwvYT48IS0tMTUtLT5QSwECCgAKAAAAAAAAACEAaxthBkYAAABGAAAACgAAAAAAAAAAAAAAAAAAAAAAaW5kZXguaHRtbFBLBQYAAAAA' +
    'AQABADgAAABuAAAAAAA=',
  'base64',
).toString('latin1');
const BOUNDARY = 'postman-run-landing';
const LANDING_UPLOAD = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="landing.zip"',
  'Content-Type: application/zip',
  '',
  LANDING_ZIP,
  `--${BOUNDARY}--`,
  '',
].join('\r\n');
const id = { run_id: 'body.id' };

/** An entity kind's requests: create, update, clone, archive and restore the clone (the original stays for the flows). */
function catalogueRecipes(
  path: string,
  name: string,
  body: Record<string, unknown>,
  capture: Record<string, string> = {},
): Record<string, RequestRecipe> {
  const variable = `run_${name}_id`;
  const copy = `run_${name}_copy_id`;
  return {
    [`POST /${path}`]: { body, capture: { [variable]: id.run_id, ...capture } },
    [`PUT /${path}/{id}`]: { path: { id: variable }, body: { ...body, name: `${body.name} (renamed)` } },
    [`POST /${path}/{id}/clone`]: {
      path: { id: variable },
      body: { name: `${body.name} (copy)` },
      capture: { [copy]: id.run_id },
    },
    [`POST /${path}/{id}/archive`]: { path: { id: copy } },
    [`POST /${path}/{id}/restore`]: { path: { id: copy } },
    [`POST /${path}/bulk`]: { body: { ids: [`{{${variable}}}`, `{{${copy}}}`], action: 'archive' } },
  };
}

const catalogueSteps = (path: string) => [
  `POST /${path}`,
  `PUT /${path}/{id}`,
  `POST /${path}/{id}/clone`,
  `POST /${path}/{id}/archive`,
  `POST /${path}/{id}/restore`,
];

const REPORT_QUERY = {
  dimensions: ['campaign'],
  metrics: ['clicks', 'lp_views', 'lp_clicks', 'lp_ctr', 'conversions', 'revenue', 'revenue_confirmed', 'profit'],
  period: '7d',
};

const requests: Record<string, RequestRecipe> = {
  // Report reads: they change nothing, so they run in the read-only folder.
  'POST /reports/query': { kind: 'read', body: REPORT_QUERY },
  'POST /reports/funnel': { kind: 'read', body: { period: '7d' } },
  'POST /reports/cohort': { kind: 'read', body: { period: '7d' } },
  'POST /reports/export': { kind: 'read', body: { ...REPORT_QUERY, format: 'csv' } },

  // Step 1: a workspace of the run's own, its settings, a member it invites.
  'POST /workspaces': {
    auth: 'admin_token',
    body: { name: 'Postman run {{$timestamp}}', base_currency: 'USD' },
    capture: { run_workspace_id: 'body.workspace.id' },
  },
  'POST /workspaces/{id}/switch': {
    auth: 'admin_token',
    path: { id: 'run_workspace_id' },
    capture: { run_token: 'body.token' },
    // The switch makes it the user's last workspace: the user's own is made the last one again.
    test: [
      'pm.sendRequest({',
      "  url: pm.variables.replaceIn('{{base_url}}/admin_api/v1/workspace'),",
      "  header: { authorization: 'Bearer ' + pm.variables.get('admin_token') },",
      '}, (error, response) => {',
      '  if (error || response.code !== 200) return;',
      '  pm.sendRequest({',
      "    url: pm.variables.replaceIn('{{base_url}}/admin_api/v1/workspaces/') + response.json().id + '/switch',",
      "    method: 'POST',",
      "    header: { authorization: 'Bearer ' + pm.variables.get('admin_token') },",
      '  }, () => {});',
      '});',
    ],
  },
  'PUT /workspace': {
    body: {
      name: 'Postman run (renamed)',
      traffic_log_sample: 100,
      show_simulated_traffic: true,
      time_zone: 'Europe/Berlin',
      revenue_basis: 'leads_and_sales',
    },
  },
  'PUT /branding': { body: { product_name: 'Postman run', primary_color: '#1f6feb' } },
  'PUT /alert-settings': { body: { messenger_chat_id: '123456789' } },
  'POST /api-keys': {
    body: { name: 'Postman run', scopes: ['read', 'write'] },
    capture: { run_api_key_id: 'body.api_key.id', run_api_key: 'body.key' },
  },
  'POST /invitations': {
    prerequest: ["pm.collectionVariables.set('run_user_email', 'postman-' + Date.now() + '@example.com');"],
    body: { email: '{{run_user_email}}', role: 'viewer' },
    capture: { run_invitation_token: 'body.token', run_user_email: 'body.invitation.email' },
  },
  'POST /invitations/accept': {
    auth: 'none',
    body: { token: '{{run_invitation_token}}', password: RUN_PASSWORD, name: 'Postman user' },
    capture: { run_user_id: 'body.user_id' },
  },
  'POST /auth/login': {
    auth: 'none',
    body: { email: '{{run_user_email}}', password: RUN_PASSWORD },
    capture: { run_user_token: 'body.token' },
  },
  'PUT /members/{user_id}': { path: { user_id: 'run_user_id' }, body: { role: 'analyst' } },
  'PUT /me/preferences': { auth: 'run_user_token', body: { language: 'uk', theme: 'dark' } },
  'POST /me/2fa/begin': { auth: 'run_user_token', capture: { run_totp_secret: 'body.secret' } },
  'POST /me/2fa/confirm': { auth: 'run_user_token', prerequest: TOTP, body: { code: '{{run_totp_code}}' } },

  // Step 2: the catalogue.
  'POST /groups': { body: { kind: 'campaigns', name: 'Postman group' }, capture: { run_group_id: id.run_id } },
  'PUT /groups/{id}': { path: { id: 'run_group_id' }, body: { name: 'Postman group (renamed)' } },
  ...catalogueRecipes('sources', 'source', { name: 'Postman source', notes: 'made by a Postman run' }),
  'POST /sources/from-template': {
    prerequest: [
      ...POLL,
      "poll('/templates/sources', 0, (item) => pm.collectionVariables.set('run_source_template', item ? item.id : ''));",
    ],
    body: { template: '{{run_source_template}}', name: 'Postman source from a template' },
    capture: { run_template_source_id: id.run_id },
  },
  ...catalogueRecipes('affiliate-networks', 'network', { name: 'Postman network', offer_params: 'sub1={click_id}' }),
  'POST /affiliate-networks/from-template': {
    prerequest: [
      ...POLL,
      "poll('/templates/affiliate-networks', 0, (item) => pm.collectionVariables.set('run_network_template', item ? item.id : ''));",
    ],
    body: { template: '{{run_network_template}}', name: 'Postman network from a template' },
    capture: { run_template_network_id: id.run_id },
  },
  ...catalogueRecipes('offers', 'offer', {
    name: 'Postman offer',
    url: 'https://offers.example/postman?s1={click_id}',
    affiliate_network_id: '{{run_network_id}}',
    payout: '2.50',
  }),
  'POST /offers/{id}/replace': { path: { id: 'run_offer_copy_id' }, body: { replacement_id: '{{run_offer_id}}' } },
  ...catalogueRecipes('landings', 'landing', { name: 'Postman landing', type: 'hosted' }),
  'POST /landings/{id}/files': {
    path: { id: 'run_landing_id' },
    raw: { contentType: `multipart/form-data; boundary=${BOUNDARY}`, text: LANDING_UPLOAD },
  },
  'POST /landings/{id}/replace': {
    path: { id: 'run_landing_copy_id' },
    body: { replacement_id: '{{run_landing_id}}' },
  },
  'POST /custom-statuses': {
    body: { code: 'postman_hold', name: 'Postman hold', counts_as: 'leads' },
    capture: { run_custom_status_id: id.run_id },
  },
  'PUT /custom-statuses/{id}': { path: { id: 'run_custom_status_id' }, body: { name: 'Postman on hold' } },
  'POST /currency-rates': { body: { date: '2026-01-02', base: 'EUR', quote: 'USD', rate: '1.1' } },
  'POST /currency-rates/import': { body: { csv: 'Date,USD,GBP,\n2026-01-05,1.0921,0.8612,\n', base: 'EUR' } },

  // Step 3: a campaign, its flows, a domain, traffic, costs and conversions.
  ...catalogueRecipes(
    'campaigns',
    'campaign',
    { name: 'Postman campaign', source_id: '{{run_source_id}}', group_id: '{{run_group_id}}' },
    { run_campaign_alias: 'body.alias' },
  ),
  'POST /campaigns/{id}/pause': { path: { id: 'run_campaign_copy_id' } },
  'POST /campaigns/{id}/resume': { path: { id: 'run_campaign_copy_id' } },
  'POST /campaigns/{campaign_id}/flows': {
    path: { campaign_id: 'run_campaign_id' },
    body: {
      name: 'Postman flow',
      type: 'regular',
      landings: [{ landing_id: '{{run_landing_id}}', weight: 100 }],
      offers: [{ offer_id: '{{run_offer_id}}', weight: 100 }],
    },
    capture: { run_flow_id: id.run_id },
  },
  'PUT /flows/{id}': { path: { id: 'run_flow_id' }, body: { name: 'Postman flow (renamed)' } },
  'POST /flows/{id}/clone': {
    path: { id: 'run_flow_id' },
    body: { name: 'Postman flow (copy)' },
    capture: { run_flow_copy_id: id.run_id },
  },
  'PUT /campaigns/{campaign_id}/flows/order': {
    path: { campaign_id: 'run_campaign_id' },
    body: { flow_ids: ['{{run_flow_copy_id}}', '{{run_flow_id}}'] },
  },
  'POST /flows/{id}/pause': { path: { id: 'run_flow_copy_id' } },
  'POST /flows/{id}/resume': { path: { id: 'run_flow_copy_id' } },
  'POST /flows/{id}/archive': { path: { id: 'run_flow_copy_id' } },
  'POST /flows/{id}/restore': { path: { id: 'run_flow_copy_id' } },
  'POST /flows/bulk': { body: { ids: ['{{run_flow_id}}', '{{run_flow_copy_id}}'], action: 'archive' } },
  'POST /domains': {
    body: { name: 'postman-{{$timestamp}}.example.com', root_action: 'not_found' },
    capture: { run_domain_id: id.run_id },
  },
  'PUT /domains/{id}': { path: { id: 'run_domain_id' }, body: { robots: 'allow' } },
  'POST /domains/{id}/check': { path: { id: 'run_domain_id' } },
  'POST /campaigns/{id}/costs': {
    path: { id: 'run_campaign_id' },
    // Simulated clicks carry no cost: a real click through the Click API is made first.
    prerequest: REAL_CLICK,
    body: { from: '{{run_cost_from}}', to: '{{run_cost_to}}', amount: '12.50', currency: 'USD' },
  },
  'POST /simulator/runs': {
    // Two hours of traffic ending an hour ago; the costs below are spread over its clicks.
    prerequest: [
      "pm.collectionVariables.set('run_from', new Date(Date.now() - 3 * 3600e3).toISOString());",
      "pm.collectionVariables.set('run_to', new Date(Date.now() - 3600e3).toISOString());",
    ],
    body: {
      from: '{{run_from}}',
      to: '{{run_to}}',
      campaign_id: '{{run_campaign_id}}',
      clicks: 20,
      lp_ctr: 0.5,
      conversions: [{ status: 'lead', rate: 0.5, payout: '2' }],
      seed: 1,
    },
  },
  'POST /conversions/upload': {
    // A click of the simulator's run (the run's workspace shows simulated traffic).
    prerequest: [
      ...POLL,
      "poll('/reports/clicks?limit=1', 60, (item) => pm.collectionVariables.set('run_click_id', item ? item.click_id || item.id : ''));",
    ],
    body: { lines: [{ click_id: '{{run_click_id}}', status: 'sale', payout: '3.50', txid: 'postman-{{$timestamp}}' }] },
    capture: { run_conversion_id: 'body.lines[0].conversion_id' },
  },
  'PATCH /conversions/{id}': { path: { id: 'run_conversion_id' }, body: { status: 'rejected' } },
  'POST /import/external-tracker': {
    query: { layout: 'csv', dry_run: 'true' },
    raw: { contentType: 'text/csv', text: 'click_time,campaign\n2026-12-01T10:00:00Z,Postman import\n' },
  },
  'POST /import/keitaro-setup': { body: { dry_run: true, setup: {} } },

  // Step 4: reports, rules, webhooks, notifications.
  'POST /custom-metrics': {
    body: { name: 'postman_margin', formula: 'revenue - cost' },
    capture: { run_custom_metric_id: id.run_id },
  },
  'PUT /custom-metrics/{id}': { path: { id: 'run_custom_metric_id' }, body: { formula: 'profit / clicks' } },
  'POST /saved-reports': {
    body: { name: 'Postman report', definition: { dimensions: ['country'], period: '7d' } },
    capture: { run_saved_report_id: id.run_id },
  },
  'PUT /saved-reports/{id}': { path: { id: 'run_saved_report_id' }, body: { name: 'Postman report (renamed)' } },
  'POST /rules': {
    body: {
      name: 'Postman rule',
      target_kind: 'campaign',
      target_ids: ['{{run_campaign_id}}'],
      condition: 'roi < -30 AND clicks >= 4',
      window_kind: 'today',
      every_minutes: 5,
      min_clicks: 4,
      dry_run: true,
      on_fire: [{ type: 'notify' }],
    },
    capture: { run_rule_id: id.run_id },
  },
  'PUT /rules/{id}': { path: { id: 'run_rule_id' }, body: { enabled: false } },
  'POST /webhooks': {
    body: { name: 'Postman hook', url: 'https://hooks.example.com/postman', events: ['rule.fired'] },
    capture: { run_webhook_id: id.run_id },
  },
  'PUT /webhooks/{id}': { path: { id: 'run_webhook_id' }, body: { name: 'Postman hook (renamed)' } },
  'POST /webhooks/{id}/enable': { path: { id: 'run_webhook_id' } },
  'POST /webhooks/{id}/disable': { path: { id: 'run_webhook_id' } },

  // Only a live entity to act on: Destructive.
  'POST /notifications/{id}/read': { kind: 'destructive' },
  'POST /alert-settings/test': { kind: 'destructive' },

  // Destructive requests with bodies that pass (run against a scratch workspace, docs/operations.md).
  'PUT /workspace/postback-key': { body: { postback_key: 'keitaro{{$timestamp}}' } },
  'POST /reports/clean': { body: { campaign_id: '{{campaign_id}}', from: '2026-01-01', to: '2026-01-02' } },
  'PUT /me/password': { body: { current_password: '{{password}}', new_password: '{{new_password}}' } },
  'POST /me/2fa/disable': { body: { password: '{{password}}' } },
  'POST /me/2fa/backup-codes': { body: { password: '{{password}}' } },
};

/** The Changes folder, in run order. */
const changes: Recipes['changes'] = [
  {
    name: '1. A workspace of the run, its settings and a member',
    requests: [
      'POST /workspaces',
      'POST /workspaces/{id}/switch',
      'PUT /workspace',
      'PUT /branding',
      'PUT /alert-settings',
      'POST /api-keys',
      'POST /invitations',
      'POST /invitations/accept',
      'POST /auth/login',
      'PUT /members/{user_id}',
      'PUT /me/preferences',
      'POST /me/2fa/begin',
      'POST /me/2fa/confirm',
    ],
  },
  {
    name: '2. Catalogue: groups, sources, networks, offers, landings, statuses, rates',
    requests: [
      'POST /groups',
      'PUT /groups/{id}',
      ...catalogueSteps('sources'),
      'POST /sources/from-template',
      ...catalogueSteps('affiliate-networks'),
      'POST /affiliate-networks/from-template',
      ...catalogueSteps('offers'),
      'POST /offers/{id}/replace',
      'POST /landings',
      'POST /landings/{id}/files',
      ...catalogueSteps('landings').slice(1),
      'POST /landings/{id}/replace',
      'POST /custom-statuses',
      'PUT /custom-statuses/{id}',
      'POST /currency-rates',
      'POST /currency-rates/import',
    ],
  },
  {
    name: '3. A campaign, its flows, a domain, traffic, costs and conversions',
    requests: [
      ...catalogueSteps('campaigns'),
      'POST /campaigns/{id}/pause',
      'POST /campaigns/{id}/resume',
      'POST /campaigns/{campaign_id}/flows',
      'PUT /flows/{id}',
      'POST /flows/{id}/clone',
      'PUT /campaigns/{campaign_id}/flows/order',
      'POST /flows/{id}/pause',
      'POST /flows/{id}/resume',
      'POST /flows/{id}/archive',
      'POST /flows/{id}/restore',
      'POST /domains',
      'PUT /domains/{id}',
      'POST /domains/{id}/check',
      'POST /simulator/runs',
      'POST /conversions/upload',
      'POST /campaigns/{id}/costs',
      'PATCH /conversions/{id}',
      'POST /import/external-tracker',
      'POST /import/keitaro-setup',
    ],
  },
  {
    name: '4. Reports, rules, webhooks and notifications',
    requests: [
      'POST /custom-metrics',
      'PUT /custom-metrics/{id}',
      'POST /saved-reports',
      'PUT /saved-reports/{id}',
      'POST /rules',
      'PUT /rules/{id}',
      'POST /webhooks',
      'PUT /webhooks/{id}',
      'POST /webhooks/{id}/enable',
      'POST /webhooks/{id}/disable',
      'POST /notifications/read-all',
    ],
  },
  {
    name: '5. Tidy up: archive what the run made',
    requests: [
      'POST /flows/bulk',
      'POST /campaigns/bulk',
      'POST /offers/bulk',
      'POST /landings/bulk',
      'POST /sources/bulk',
      'POST /affiliate-networks/bulk',
    ],
  },
];

/** The admin collection's recipes: the Changes folder sends the run workspace's token by default. */
export const ADMIN_RECIPES: Recipes = { requests, changes, changesToken: 'run_token' };
