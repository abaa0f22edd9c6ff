import {
  SOURCE_TOKENS,
  TrafficSource,
  type SourceParameters,
  type SourceTokenParameter,
  type SubIdParameter,
} from '../../entities/traffic-source.entity';
import { BadRequestError, UnprocessableError } from '../errors';
import type { SourceParametersView, TrafficSourceInput, TrafficSourceView } from './source.shapes';
import { checkOptionalSafeUrl } from '../urls/safe-url';
import { MACRO_PATTERN } from '../urls/macros';
import { OutboundError } from '../outbound/errors';
import { given, notes, optionalText, requiredText } from './fields';
import { listClauses, type ListQuery, type Page } from './listing';
import { findOwned } from './references';
import { requireGroup } from './groups/groups';
import type { Secrets, TrackingScope } from './scope';
import { CANONICAL_STATUSES, customStatusCodes } from './statuses';

const PARAM_NAME = /^[A-Za-z0-9_.\-[\]]{1,64}$/;
const MACRO = /^[^\s\u0000-\u001f\u007f]{0,200}$/;

export const secretContext = {
  postback: (id: string) => `traffic_sources.postback_secret:${id}`,
  capi: (id: string) => `traffic_sources.capi_access_token:${id}`,
};

export function sourceView(row: TrafficSource): TrafficSourceView {
  const parameters = Object.fromEntries(
    SOURCE_TOKENS.map((token) => [token, row.parameters[token] ?? null]),
  ) as unknown as SourceParametersView;
  return {
    id: row.id,
    name: row.name,
    parameters,
    sub_id_parameters: row.sub_id_parameters,
    postback_url: row.postback_url,
    postback_currency: row.postback_currency,
    postback_statuses: row.postback_statuses,
    postback_secret_set: row.postback_secret_ciphertext !== null,
    capi_pixel_id: row.capi_pixel_id,
    capi_access_token_set: row.capi_access_token_ciphertext !== null,
    capi_test_event_code: row.capi_test_event_code,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    archived_at: row.archived_at,
    group_id: row.group_id,
  };
}

function tokenParameter(value: { param?: unknown; macro?: unknown }, field: string): SourceTokenParameter {
  if (typeof value.param !== 'string' || !PARAM_NAME.test(value.param)) {
    throw new BadRequestError(
      `${field}.param must be a URL parameter name (letters, digits, _ . - [ ], up to 64 characters)`,
    );
  }
  const macro = value.macro ?? '';
  if (typeof macro !== 'string' || !MACRO.test(macro))
    throw new BadRequestError(`${field}.macro must be up to 200 characters without spaces`);
  return { param: value.param, macro };
}

/** Source tokens and sub ids together: every URL parameter may carry one thing only. */
function parameterSet(parameters: SourceParameters, subIds: SubIdParameter[]): void {
  const seen = new Set<string>();
  const names = [...Object.values(parameters).map((p) => p!.param), ...subIds.map((p) => p.param)];
  for (const name of names) {
    if (seen.has(name))
      throw new BadRequestError('a URL parameter is mapped twice (source tokens and sub_id_parameters together)');
    seen.add(name);
  }
}

function readParameters(value: TrafficSourceInput['parameters']): SourceParameters {
  const out: SourceParameters = {};
  if (!value) return out;
  for (const token of SOURCE_TOKENS) {
    const entry = value[token];
    if (entry) out[token] = tokenParameter(entry, `parameters.${token}`);
  }
  return out;
}

function readSubIds(value: TrafficSourceInput['sub_id_parameters']): SubIdParameter[] {
  if (!value) return [];
  const used = new Set<number>();
  const out = value.map((entry, index) => {
    if (!Number.isInteger(entry.sub_id) || entry.sub_id < 1 || entry.sub_id > 30) {
      throw new BadRequestError(`sub_id_parameters[${index}].sub_id must be from 1 to 30`);
    }
    if (used.has(entry.sub_id)) throw new BadRequestError(`sub_id_${entry.sub_id} is mapped twice`);
    used.add(entry.sub_id);
    return { sub_id: entry.sub_id, ...tokenParameter(entry, `sub_id_parameters[${index}]`) };
  });
  return out.sort((a, b) => a.sub_id - b.sub_id);
}

async function readStatuses(scope: TrackingScope, value: string[] | null): Promise<string[]> {
  if (value === null) return [];
  const custom = await customStatusCodes(scope);
  for (const [index, status] of value.entries()) {
    if (!(CANONICAL_STATUSES as readonly string[]).includes(status) && !custom.has(status)) {
      throw new UnprocessableError(
        `postback_statuses[${index}]: neither a canonical status nor a custom status of this workspace`,
      );
    }
  }
  return [...new Set(value)];
}

/**
 * An outbound postback template: a safe URL (422 otherwise), and, as for webhooks, not aimed at a
 * private, loopback or metadata address (422 at once, rather than every send being blocked later).
 * Macros never stand in the host (checkSafeUrl), so the host checked is the one requests go to.
 */
function checkPostbackUrl(scope: TrackingScope, raw: unknown): string | null {
  const url = checkOptionalSafeUrl(raw);
  if (url === null) return null;
  try {
    scope.checkOutboundUrl(url.replace(MACRO_PATTERN, 'macro'));
  } catch (error) {
    if (error instanceof OutboundError && error.failure === 'blocked_address')
      throw new UnprocessableError(`unsafe postback_url: ${error.message}`);
    if (error instanceof OutboundError) throw new UnprocessableError(`unsafe postback_url: ${error.message}`);
    throw error;
  }
  return url;
}

/** Write-only secret: a string seals a new value, null or '' clears, absent keeps. */
function secret(
  secrets: Secrets,
  value: string | null,
  context: string,
  field: string,
  min: number,
  max: number,
): string | null {
  if (value === null || value === '') return null;
  if (value.length < min || value.length > max)
    throw new BadRequestError(`${field} must be ${min} to ${max} characters`);
  return secrets.seal(value, context);
}

/** An ISO 4217 code (any case, stored upper case); null or empty: the base currency. */
function postbackCurrency(value: string | null): string | null {
  const code = (value ?? '').trim();
  if (code === '') return null;
  if (!/^[A-Za-z]{3}$/.test(code)) throw new BadRequestError('postback_currency must be an ISO 4217 code such as USD');
  return code.toUpperCase();
}

async function apply(
  scope: TrackingScope,
  row: TrafficSource,
  input: TrafficSourceInput,
  creating: boolean,
): Promise<void> {
  if (creating || given(input.name)) row.name = requiredText(input.name, 'name');
  if (given(input.parameters)) row.parameters = readParameters(input.parameters);
  if (given(input.sub_id_parameters)) row.sub_id_parameters = readSubIds(input.sub_id_parameters);
  parameterSet(row.parameters, row.sub_id_parameters);
  if (given(input.postback_url)) row.postback_url = checkPostbackUrl(scope, input.postback_url);
  if (given(input.postback_statuses)) row.postback_statuses = await readStatuses(scope, input.postback_statuses);
  if (given(input.postback_currency)) row.postback_currency = postbackCurrency(input.postback_currency);
  if (given(input.postback_secret)) {
    row.postback_secret_ciphertext = secret(
      scope.secrets,
      input.postback_secret,
      secretContext.postback(row.id),
      'postback_secret',
      16,
      256,
    );
  }
  if (given(input.capi_pixel_id)) row.capi_pixel_id = optionalText(input.capi_pixel_id, 'capi_pixel_id', 128);
  if (given(input.capi_access_token)) {
    row.capi_access_token_ciphertext = secret(
      scope.secrets,
      input.capi_access_token,
      secretContext.capi(row.id),
      'capi_access_token',
      1,
      1024,
    );
  }
  if (given(input.capi_test_event_code))
    row.capi_test_event_code = optionalText(input.capi_test_event_code, 'capi_test_event_code', 128);
  if (given(input.notes)) row.notes = notes(input.notes);
  if (given(input.group_id))
    row.group_id = input.group_id ? await requireGroup(scope, 'sources', input.group_id) : null;
}

export async function listSources(scope: TrackingScope, query: ListQuery): Promise<Page<TrafficSourceView>> {
  const { where, options, limit, offset } = listClauses<TrafficSource>(
    query,
    { workspace_id: scope.workspace_id },
    { archivable: true, grouped: true },
  );
  const [rows, total] = await scope.em.findAndCount(TrafficSource, where, options);
  return { items: rows.map(sourceView), total, limit, offset };
}

export async function getSource(scope: TrackingScope, id: string): Promise<TrafficSourceView> {
  return sourceView(await findOwned(scope, TrafficSource, id, 'traffic source'));
}

export async function createSource(scope: TrackingScope, input: TrafficSourceInput): Promise<TrafficSourceView> {
  const row = new TrafficSource();
  row.workspace_id = scope.workspace_id;
  await apply(scope, row, input, true);
  scope.em.persist(row);
  await scope.em.flush();
  return sourceView(row);
}

export async function updateSource(
  scope: TrackingScope,
  id: string,
  input: TrafficSourceInput,
): Promise<TrafficSourceView> {
  const row = await findOwned(scope, TrafficSource, id, 'traffic source');
  await apply(scope, row, input, false);
  await scope.em.flush();
  // The parameter mapping decides how the clicks of its campaigns are read.
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return sourceView(row);
}

/** Soft delete: campaigns that point to it keep reading their clicks with its mapping. */
export async function deleteSource(scope: TrackingScope, id: string): Promise<boolean> {
  const row = await findOwned(scope, TrafficSource, id, 'traffic source');
  row.deleted_at = scope.clock();
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return true;
}

/** Plain secrets of a source, for the conversion side (postback signatures, CAPI). */
export function sourceSecrets(
  secrets: Secrets,
  row: TrafficSource,
): { postback_secret: string | null; capi_access_token: string | null } {
  return {
    postback_secret: row.postback_secret_ciphertext
      ? secrets.open(row.postback_secret_ciphertext, secretContext.postback(row.id))
      : null,
    capi_access_token: row.capi_access_token_ciphertext
      ? secrets.open(row.capi_access_token_ciphertext, secretContext.capi(row.id))
      : null,
  };
}
