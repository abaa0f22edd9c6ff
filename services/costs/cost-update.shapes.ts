/** A cost update as the service takes and answers it (docs/reports.md, "Cost updates"). */

/** Clicks whose sub id number `n` (1–30) equals `value`. */
export interface SubIdMatch {
  n: number;
  value: string;
}

export interface CostUpdateInput {
  campaign_id: string;
  /** Local date YYYY-MM-DD (inclusive) or an ISO time with an offset. */
  from: string;
  /** Local date YYYY-MM-DD (inclusive) or an ISO time with an offset (exclusive). */
  to: string;
  /** The total cost of the range, a non-negative decimal with at most 6 decimal places. */
  amount: string;
  /** ISO 4217 code of `amount`; default the workspace's base currency. */
  currency?: string | null;
  source_id?: string | null;
  sub_ids?: SubIdMatch[] | null;
}

export type CostUpdateState = 'queued' | 'running' | 'done' | 'failed';

export interface CostUpdateView {
  id: string;
  campaign_id: string;
  state: CostUpdateState;
  from: Date;
  to: Date;
  amount: string;
  currency: string;
  base_currency: string;
  source_id: string | null;
  sub_ids: SubIdMatch[];
  /** Clicks the amount is spread over. */
  clicks: number;
  clicks_done: number;
  /** 0 to 100. */
  percent: number;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  /** Who asked for the update. */
  user_id: string;
  /** Their name, else e-mail (null on the answer of the request itself). */
  user_name: string | null;
}
