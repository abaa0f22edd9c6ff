import { SOURCE_TOKENS, type SourceToken } from '../../entities/traffic-source.entity';
import type { SubIds } from '../../entities/click-fields';
import { SUB_ID_COLUMNS, type ClickRecord } from '../click-recording/click-record';
import type { CompiledCampaign } from './compiled';

/** Longest value kept of one click parameter (sub id, source token). */
export const MAX_PARAM_LENGTH = 1024;
/** Query parameters beyond this many are ignored. */
const MAX_PARAMS = 200;

export type RawQuery = Record<string, string | string[] | undefined>;

export interface ClickParams {
  /** What filters see as visitor.params: the query (first value per name) plus `sub_id_N` as mapped. */
  params: Record<string, string>;
  tokens: Partial<Record<SourceToken, string>>;
  sub_ids: SubIds;
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.slice(0, MAX_PARAM_LENGTH) : undefined;
}

/**
 * Reads source tokens and sub ids from the click's query parameters. The campaign's traffic source
 * names the parameter of each; without a mapping a token is read from the parameter of its own name
 * (`ad_campaign`, `external_id`, …) and sub id N from `sub_id_N` or `subN`.
 */
export function readClickParams(campaign: CompiledCampaign, query: RawQuery): ClickParams {
  const params: Record<string, string> = {};
  let count = 0;
  for (const name of Object.keys(query)) {
    if (++count > MAX_PARAMS) break;
    const value = first(query[name]);
    if (value !== undefined) params[name] = value;
  }
  const tokens: ClickParams['tokens'] = {};
  for (const token of SOURCE_TOKENS) {
    const value = params[campaign.token_params[token] ?? token];
    if (value) tokens[token] = value;
  }
  const sub_ids: SubIds = {};
  for (let index = 0; index < SUB_ID_COLUMNS.length; index++) {
    const column = SUB_ID_COLUMNS[index];
    const mapped = campaign.sub_id_params.get(index + 1);
    const value =
      (mapped !== undefined ? params[mapped] : undefined) ?? params[column] ?? params[SHORT_SUB_ID_NAMES[index]];
    if (value) {
      sub_ids[column] = value;
      params[column] = value;
    }
  }
  return { params, tokens, sub_ids };
}

/** `subN`, the short spelling of `sub_id_N`. */
const SHORT_SUB_ID_NAMES = SUB_ID_COLUMNS.map((_, index) => `sub${index + 1}`);

/** Copies the click's sub ids and source tokens into its row (absent ones stay absent: null columns). */
export function assignClickParams(row: ClickRecord, clickParams: ClickParams): void {
  for (const column in clickParams.sub_ids) row[column as keyof SubIds] = clickParams.sub_ids[column as keyof SubIds];
  const { tokens } = clickParams;
  if (tokens.ad_campaign) row.ad_campaign = tokens.ad_campaign;
  if (tokens.adset) row.adset = tokens.adset;
  if (tokens.creative) row.creative = tokens.creative;
  if (tokens.site) row.site = tokens.site;
  if (tokens.external_id) row.external_click_id = tokens.external_id;
}
