import type { ConversionLogFields, PostbackLogEntry } from '../conversions/log.shapes';
import type { ClickLogFields } from '../logs/click-log';
/**
 * Live-update topics (GraphQL subscriptions fed through Redis pub/sub). A topic names its channel
 * and what scopes it — a workspace, or one user (for per-user notifications) — and carries its
 * payload type, so publishers and subscribers of one topic cannot disagree on the message. New
 * topics are added here and nowhere else.
 */
export type TopicScope = 'workspace' | 'user';

export interface Topic<Payload> {
  readonly name: string;
  readonly scope: TopicScope;
  /** Type carrier only (never set). */
  readonly payload?: Payload;
}

export function topic<Payload>(name: string, scope: TopicScope): Topic<Payload> {
  return { name, scope };
}

/** A new click as the click log shows it (JSON-safe: times as ISO strings). */
export type LiveClick = ClickLogFields & { time: string };

/** A conversion written (recorded or changed) as the conversion log shows it, times as ISO strings. */
export interface LiveConversion extends ConversionLogFields {
  result: 'recorded' | 'updated';
  click_date: string;
  conversion_date: string;
  updated_at: string;
  revision: number | null;
  save_traffic: boolean;
}

/** A postback log entry written (incoming postback or outgoing attempt) as the postback log shows it, its time as an ISO string. */
export type LivePostback = Omit<PostbackLogEntry, 'workspace_id' | 'created_at'> & {
  time: string;
  /** The click's simulated flag, when known (outgoing attempts do not carry it). */
  is_simulated: boolean;
};

/** New data arrived for the workspace: the dashboard reloads (at most once per refresh interval). */
export interface DashboardRefresh {
  at: string;
  clicks: number;
  conversions: number;
}

/** Every batch of one write becomes one message per workspace (never one per click). */
export const LIVE_TOPICS = {
  clicks: topic<{ clicks: LiveClick[] }>('live.clicks', 'workspace'),
  conversions: topic<{ conversions: LiveConversion[] }>('live.conversions', 'workspace'),
  postbacks: topic<{ entries: LivePostback[] }>('live.postbacks', 'workspace'),
  dashboard: topic<DashboardRefresh>('live.dashboard', 'workspace'),
} as const;

export type LiveTopicName = keyof typeof LIVE_TOPICS;
