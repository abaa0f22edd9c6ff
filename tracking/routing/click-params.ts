import { SOURCE_TOKENS, type SourceToken } from '../../entities/traffic-source.entity';
import { SUB_ID_COLUMNS, type SubIds } from '../recording/click-record';
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
  SUB_ID_COLUMNS.forEach((column, index) => {
    const n = index + 1;
    const mapped = campaign.sub_id_params.get(n);
    const value = (mapped !== undefined ? params[mapped] : undefined) ?? params[column] ?? params[`sub${n}`];
    if (value) {
      sub_ids[column] = value;
      params[column] = value;
    }
  });
  return { params, tokens, sub_ids };
}
