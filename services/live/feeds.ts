import { conversionLogFields } from '../conversions/logs';
import type { PostbackLogEntry } from '../conversions/log.shapes';
import type { LiveHub } from './hub';
import { clickLogFields } from '../logs/click-log';
import { LIVE_TOPICS, type LiveClick, type LiveConversion, type LivePostback } from './topics';

/** Clicks the live click log carries per message; a larger written batch is split. */
const MAX_CLICKS_PER_MESSAGE = 200;

/** A conversion as the conversion store wrote it (the columns of `conversions`). */
export interface WrittenConversion {
  row: {
    conversion_id: string;
    click_id: string;
    workspace_id: string;
    campaign_id: string;
    flow_id: string | null;
    landing_id: string | null;
    offer_id: string | null;
    source_id: string | null;
    status: string;
    status_bucket: string;
    partner_status: string | null;
    origin: string;
    event: string | null;
    payout: string | null;
    base_currency: string;
    amount: string;
    currency: string;
    txid: string | null;
    click_created_at: string;
    created_at: string;
    updated_at: string;
    is_simulated: boolean;
    save_traffic: boolean;
    country: string | null;
  };
  result: string;
  conversion_id: string;
  revision: number | null;
  /** The incoming postback logged with the write, if any. */
  log: { method: string; url: string } | null;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function liveClick(row: Record<string, any>): LiveClick {
  return { ...clickLogFields(row), time: row.created_at };
}

/**
 * Turns what the writers committed into live messages: the click batch writer (never the
 * redirect), the conversion store and the postback log. Per written batch, one message per
 * workspace that has listeners; nothing at all (not even JSON parsing) when nobody listens.
 * Clicks of save_traffic = false flows are never published; simulated ones are, flagged, and
 * each subscription drops them unless its workspace shows simulated traffic. The dashboard gets
 * at most one refresh per workspace and interval, carrying how much arrived meanwhile.
 */
export class LiveFeeds {
  private readonly pendingRefresh = new Map<string, { clicks: number; conversions: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly hub: LiveHub,
    dashboardRefreshMs = 2000,
  ) {
    this.timer = setInterval(() => this.flushRefreshes(), dashboardRefreshMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** After a click batch is committed (entries hold the row as JSON text). */
  clicksWritten(entries: readonly { click: string }[]): void {
    const wantClicks = this.hub.anyListening(LIVE_TOPICS.clicks);
    const wantDashboard = this.hub.anyListening(LIVE_TOPICS.dashboard);
    if (!wantClicks && !wantDashboard) return;
    const rows = entries
      .map((entry) => JSON.parse(entry.click) as Record<string, any>)
      .filter((row) => row.save_traffic !== false);
    for (const [workspace, clicks] of groupBy(rows, (row) => row.workspace_id)) {
      if (wantDashboard) this.noteRefresh(workspace, clicks.length, 0);
      if (!wantClicks || !this.hub.isListening(LIVE_TOPICS.clicks, workspace)) continue;
      for (let i = 0; i < clicks.length; i += MAX_CLICKS_PER_MESSAGE) {
        const chunk = clicks.slice(i, i + MAX_CLICKS_PER_MESSAGE).map(liveClick);
        this.hub.publish(LIVE_TOPICS.clicks, workspace, { clicks: chunk }, chunk.length);
      }
    }
  }

  /** After a conversion batch is committed: recorded and changed conversions, and the incoming postbacks logged with them. */
  conversionsWritten(written: readonly WrittenConversion[]): void {
    const shown = written.filter((item) => item.result !== 'conflict');
    if (!shown.length) return;
    // A conversion of a flow that does not save traffic is in the conversion log (marked), but in no
    // report (the dashboard is not refreshed for it) and its postback is not in the postback log.
    const saved = (item: WrittenConversion) => item.row.save_traffic !== false;
    for (const [workspace, items] of groupBy(shown, (item) => item.row.workspace_id)) {
      const changed = items.filter((item) => item.result === 'recorded' || item.result === 'updated');
      const counted = changed.filter(saved).length;
      if (counted) this.noteRefresh(workspace, 0, counted);
      if (changed.length && this.hub.isListening(LIVE_TOPICS.conversions, workspace)) {
        const conversions = changed.map((item) => liveConversion(item));
        this.hub.publish(LIVE_TOPICS.conversions, workspace, { conversions }, conversions.length);
      }
      const logged = items.filter((item) => item.log !== null && saved(item));
      if (logged.length && this.hub.isListening(LIVE_TOPICS.postbacks, workspace)) {
        const entries: LivePostback[] = logged.map((item) => ({
          time: item.row.updated_at,
          direction: 'incoming',
          channel: 'postback',
          method: item.log!.method,
          response_code: 200,
          click_id: item.row.click_id,
          conversion_id: item.conversion_id,
          url: item.log!.url,
          error: null,
          attempt: 1,
          result: item.result,
          is_simulated: item.row.is_simulated,
        }));
        this.hub.publish(LIVE_TOPICS.postbacks, workspace, { entries }, entries.length);
      }
    }
  }

  /** After one postback log entry is written outside a conversion batch (refusals, outgoing attempts). */
  postbackLogged(entry: PostbackLogEntry): void {
    if (!this.hub.isListening(LIVE_TOPICS.postbacks, entry.workspace_id)) return;
    const live: LivePostback = {
      time: entry.created_at.toISOString(),
      direction: entry.direction,
      channel: entry.channel,
      method: entry.method,
      response_code: entry.response_code,
      click_id: entry.click_id,
      conversion_id: entry.conversion_id,
      url: entry.url,
      error: entry.error,
      attempt: entry.attempt,
      result: entry.result,
      is_simulated: false,
    };
    this.hub.publish(LIVE_TOPICS.postbacks, entry.workspace_id, { entries: [live] });
  }

  private noteRefresh(workspace: string, clicks: number, conversions: number): void {
    if (!this.hub.isListening(LIVE_TOPICS.dashboard, workspace)) return;
    const pending = this.pendingRefresh.get(workspace) ?? { clicks: 0, conversions: 0 };
    pending.clicks += clicks;
    pending.conversions += conversions;
    this.pendingRefresh.set(workspace, pending);
  }

  private flushRefreshes(): void {
    if (!this.pendingRefresh.size) return;
    const at = new Date().toISOString();
    for (const [workspace, counts] of this.pendingRefresh)
      this.hub.publish(LIVE_TOPICS.dashboard, workspace, { at, ...counts });
    this.pendingRefresh.clear();
  }
}

function liveConversion(item: WrittenConversion): LiveConversion {
  const { row } = item;
  return {
    ...conversionLogFields(row),
    result: item.result as 'recorded' | 'updated',
    click_date: row.click_created_at,
    conversion_date: row.created_at,
    updated_at: row.updated_at,
    revision: item.revision,
    save_traffic: row.save_traffic !== false,
  };
}
