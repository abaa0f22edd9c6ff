import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathVariable, queryVariable } from '../infra/postman';

const USAGE =
  'usage: npm run postman:env -- --base-url https://track.example.com --email you@example.com ' +
  '[--password …] [--api-key ak_…] [--workspace <id or name>] [--out traffic-tracker.postman_environment.json]\n' +
  '  (the password may come from POSTMAN_PASSWORD, the API key from POSTMAN_API_KEY)';

type Json = Record<string, any>;

/**
 * `npm run postman:env`: writes a Postman environment for the collections (docs/operations.md).
 * It logs in, reads the admin API's OpenAPI document, and fills every path variable of a GET
 * request (campaign_id, flow_id, …) from the first item of the matching list, read with GET
 * requests only. The Click API's campaign_alias and campaign_token come from the first campaign;
 * its api_key is the one given, or else a new key named "Postman" is created (the one write).
 */
async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'api-key': { type: 'string' },
        workspace: { type: 'string' },
        out: { type: 'string' },
      },
      strict: true,
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const base = values['base-url']?.replace(/\/$/, '');
  const password = values.password ?? process.env.POSTMAN_PASSWORD;
  if (!base || !values.email || !password) {
    console.error(USAGE);
    return 2;
  }
  const admin = `${base}/admin_api/v1`;
  const login = await fetch(`${admin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password }),
  });
  if (login.status !== 200) {
    console.error(`postman:env: the login answered ${login.status}: check the email and password`);
    return 1;
  }
  let token = ((await login.json()) as Json).token as string;
  if (values.workspace) {
    // Another workspace of the user than the login's (its last one): a token bound to it.
    const switched = await switchWorkspace(admin, token, values.workspace);
    if (!switched) {
      console.error('postman:env: no workspace of this user has that id or name (GET /workspaces lists them)');
      return 1;
    }
    token = switched;
  }
  const get = async (path: string): Promise<Json | null> => {
    const response = await fetch(`${admin}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return response.ok ? ((await response.json()) as Json) : null;
  };
  const openapi = await get('/openapi.json');
  if (!openapi) {
    console.error('postman:env: GET /admin_api/v1/openapi.json failed');
    return 1;
  }
  const variables = await fillPathVariables(openapi, get);
  // The trace request needs a click that was traced (a sample of clicks is): the newest one of the
  // click log's first page that has a trace, else none (the request is skipped and says so).
  if (variables.click_id) variables.click_id = (await tracedClick(get)) ?? '';

  const campaignId = variables.campaign_id;
  const campaign = campaignId ? await get(`/campaigns/${campaignId}`) : null;
  let apiKey = values['api-key'] ?? process.env.POSTMAN_API_KEY;
  if (!apiKey) {
    const created = await fetch(`${admin}/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Postman', scopes: ['write'] }),
    });
    if (created.status === 201) apiKey = ((await created.json()) as Json).key;
    console.log(apiKey ? 'Created the API key "Postman" (scope write).' : 'Could not create an API key.');
  }
  const environment: Record<string, string> = {
    base_url: base,
    admin_token: token,
    api_key: apiKey ?? '',
    campaign_alias: campaign?.alias ?? '',
    campaign_token: campaign?.token ?? '',
    ...variables,
  };
  const out = values.out ?? 'traffic-tracker.postman_environment.json';
  const secret = new Set(['admin_token', 'api_key', 'campaign_token']);
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        name: `Traffic tracker (${new URL(base).host})`,
        values: Object.entries(environment).map(([key, value]) => ({
          key,
          value,
          type: secret.has(key) ? 'secret' : 'default',
          enabled: true,
        })),
        _postman_variable_scope: 'environment',
      },
      null,
      2,
    )}\n`,
    { mode: 0o600 },
  );
  const empty = Object.keys(environment).filter((key) => !environment[key]);
  console.log(`Wrote ${out}: ${Object.keys(environment).length - empty.length} variables filled.`);
  if (empty.length)
    console.log(`No item to fill ${empty.join(', ')}: the requests that need them are skipped (and say so).`);
  return 0;
}

/**
 * Fills `<resource>_id` variables from lists, until no more can be: for `/campaigns/{id}` the
 * first item of GET /campaigns, for `/flows/{id}` the first of a list ending in /flows
 * (GET /campaigns/{campaign_id}/flows once campaign_id is known), for `{workspace_id}` the first
 * of GET /workspaces; a required query parameter `dimension` the first name of GET /reports/dimensions.
 */
async function fillPathVariables(
  openapi: Json,
  get: (path: string) => Promise<Json | null>,
): Promise<Record<string, string>> {
  const lists = Object.entries<Json>(openapi.paths)
    .filter(([, item]) => item.get)
    .map(([path]) => path);
  const wanted = new Map<string, { param: string; collections: string[] }>();
  for (const path of lists) {
    const segments = path.split('/').filter(Boolean);
    segments.forEach((segment, index) => {
      if (!segment.startsWith('{')) return;
      const param = segment.slice(1, -1);
      const collections = [segments[index - 1]];
      if (param !== 'id') collections.push(`${param.replace(/_id$/, '')}s`);
      wanted.set(pathVariable(segments, index), { param, collections });
    });
    // A required query parameter named after a list (dimension: GET /reports/dimensions) takes its first name.
    for (const parameter of openapi.paths[path].get.parameters ?? []) {
      if (parameter.in === 'query' && parameter.required)
        wanted.set(queryVariable(parameter.name), { param: 'name', collections: [`${parameter.name}s`] });
    }
  }
  const filled: Record<string, string> = {};
  const read = new Map<string, Json | null>();
  for (let progress = true; progress; ) {
    progress = false;
    for (const [variable, { param, collections }] of wanted) {
      if (filled[variable] !== undefined) continue;
      for (const list of lists.filter((path) => collections.includes(path.split('/').pop()!))) {
        const concrete = resolvePath(list, filled);
        if (!concrete) continue;
        if (!read.has(concrete)) read.set(concrete, await get(concrete));
        const first = firstItem(read.get(concrete));
        // An item may wrap its entity (GET /workspaces: { workspace: { id }, role }).
        const nested = Object.values(first ?? {}).find((v) => v && typeof v === 'object' && 'id' in v) as Json;
        const value = first?.[param] ?? first?.id ?? nested?.id;
        if (typeof value === 'string' || typeof value === 'number') {
          filled[variable] = String(value);
          progress = true;
          break;
        }
      }
    }
  }
  for (const variable of wanted.keys()) filled[variable] ??= '';
  return filled;
}

/** A token for the user's workspace with this id or name (case-insensitive), or null. */
async function switchWorkspace(admin: string, token: string, wanted: string): Promise<string | null> {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await fetch(`${admin}/workspaces`, { headers });
  if (!listed.ok) return null;
  const body = (await listed.json()) as Json;
  const items: Json[] = Array.isArray(body) ? body : (body.items ?? []);
  const match = items
    .map((item) => (item.workspace ?? item) as Json)
    .find((w) => w.id === wanted || String(w.name ?? '').toLowerCase() === wanted.toLowerCase());
  if (!match) return null;
  const switched = await fetch(`${admin}/workspaces/${encodeURIComponent(match.id)}/switch`, {
    method: 'POST',
    headers,
  });
  return switched.ok ? (((await switched.json()) as Json).token as string) : null;
}

/** The id of the newest click of the click log's first page that has a trace, or null. */
async function tracedClick(get: (path: string) => Promise<Json | null>): Promise<string | null> {
  const page = await get('/reports/clicks?limit=100');
  for (const click of (page?.items ?? []) as Json[]) {
    const id = click.click_id ?? click.id;
    if (id && (await get(`/clicks/${encodeURIComponent(id)}/trace`))) return String(id);
  }
  return null;
}

/** The list path with its variables filled, or null while one is unknown. */
function resolvePath(path: string, filled: Record<string, string>): string | null {
  const segments = path.split('/').filter(Boolean);
  const out: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith('{')) out.push(segment);
    else {
      const value = filled[pathVariable(segments, index)];
      if (!value) return null;
      out.push(encodeURIComponent(value));
    }
  }
  return `/${out.join('/')}`;
}

/** The first object of a list answer: an array, or the first array property (`items`, …). */
function firstItem(body: Json | null | undefined): Json | null {
  if (!body) return null;
  const list = Array.isArray(body) ? body : Object.values(body).find((value) => Array.isArray(value));
  const first = (list as unknown[] | undefined)?.[0];
  return first && typeof first === 'object' ? (first as Json) : null;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`postman:env: ${(error as Error).message}`);
    process.exit(1);
  },
);
