/**
 * The click log's reads of the analytics copy (docs/reports.md, "Click log"), as the click log
 * needs them: the keys of a heavy page and the country counts. The report engine implements it
 * (reports/analytics/click-keys.ts `clickLogCopy`); the callers above hand it in, so services/
 * never imports reports/.
 */

/** The click log's filters as the copy reads them (validated by the click log first). */
export interface ClickKeyFilter {
  workspaceId: string;
  from: Date;
  to: Date;
  /** The workspace's simulation switch (save_traffic = false is never shown). */
  includeSimulated: boolean;
  campaignId: string | null;
  countries: string[] | null;
  bot: boolean | null;
  /** Outcomes kept (`negate` false) or left out (true); null: every outcome. */
  outcomes: { list: readonly string[]; negate: boolean } | null;
}

/** A click's key as the click log's cursor holds it: its time (`YYYY-MM-DDTHH:MM:SS.ffffffZ`, microseconds) and id. */
export interface ClickKey {
  time: string;
  id: string;
}

/** Why the copy cannot answer now: the click log then reads Postgres. */
export type CopyUnavailable = { unavailable: 'rebuilding' | 'behind' | 'down' };

export interface ClickLogCopy {
  /** The copy's engine, as the page's `storage` names it (`columnar:<engine>`). */
  engine: string;
  /** The keys of up to `limit` visible clicks matching `filter`, newest first, strictly after `after` (null: the newest). */
  keys(filter: ClickKeyFilter, after: ClickKey | null, limit: number): Promise<{ keys: ClickKey[] } | CopyUnavailable>;
  /** The countries of the visible clicks matching `filter` with their counts, most first. */
  countries(filter: ClickKeyFilter): Promise<{ countries: { country: string; clicks: number }[] } | CopyUnavailable>;
}
