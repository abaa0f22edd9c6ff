import { Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../services/context';
import {
  DashboardRefreshType,
  LiveClicksType,
  LiveConversionsType,
  LivePostbacksType,
} from '../../schema/logs/live.types';
import { LIVE_TOPICS, type LiveClick } from '../../services/live/topics';
import { clickLogNames } from '../../services/logs/click-log';
import { delivered, liveStream, type LiveView, type Revoked } from './live-stream';

/** Simulated events only reach workspaces that show simulated traffic (the switch is re-read with the permission). */
function visible<T extends { is_simulated: boolean }>(items: T[], view: LiveView): T[] {
  return view.visibility.showSimulated ? items : items.filter((item) => !item.is_simulated);
}

/** A live batch's clicks with the names the click log shows (campaign, source, flow, landing, offer). */
async function withNames(ctx: AppContext, view: LiveView, clicks: LiveClick[]) {
  const ids = [
    ...new Set(clicks.flatMap((c) => [c.campaign_id, c.source_id, c.flow_id, c.landing_id, c.offer_id])),
  ].filter((id): id is string => Boolean(id));
  const { rows } = await ctx.services.conversions.pool.query<{
    id: string;
    name: string;
    parameters: unknown;
    sub_id_parameters: unknown;
  }>(
    `select id, name, null::jsonb as parameters, null::jsonb as sub_id_parameters from campaigns
      where workspace_id = $1 and id = any($2::uuid[])
     union all select id, name, parameters, sub_id_parameters from traffic_sources where workspace_id = $1 and id = any($2::uuid[])
     union all select id, name, null, null from flows where workspace_id = $1 and id = any($2::uuid[])
     union all select id, name, null, null from landings where workspace_id = $1 and id = any($2::uuid[])
     union all select id, name, null, null from offers where workspace_id = $1 and id = any($2::uuid[])`,
    [view.workspaceId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const name = (id: string | null) => (id ? (byId.get(id)?.name ?? null) : null);
  return clicks.map((click) => {
    const source = click.source_id ? byId.get(click.source_id) : undefined;
    return {
      ...click,
      ...clickLogNames(
        {
          campaign_name: name(click.campaign_id),
          source_name: name(click.source_id),
          flow_name: name(click.flow_id),
          landing_name: name(click.landing_id),
          offer_name: name(click.offer_id),
        },
        (source ?? {}) as Parameters<typeof clickLogNames>[1],
      ),
      time: new Date(click.time),
    };
  });
}

/**
 * Live updates of the caller's workspace over graphql-ws (authenticated in connection_init):
 * the click, conversion and postback logs (permission logs.view) and dashboard refreshes
 * (reports.view). The traffic log has none: it updates on request (spec).
 */
@Resolver()
export class LiveResolver {
  @Subscription(() => LiveClicksType, {
    description:
      'New clicks of the click log (save_traffic=false never; simulated only with the workspace switch on). One message per written batch.',
    subscribe: ({ context }) => {
      const ctx = context as AppContext;
      return liveStream(ctx, LIVE_TOPICS.clicks, 'logs', async (payload, view) => {
        const clicks = visible(payload.clicks, view);
        return clicks.length ? { clicks: await withNames(ctx, view, clicks) } : null;
      });
    },
  })
  live_clicks(@Root() event: LiveClicksType | Revoked): LiveClicksType {
    return delivered(event, 'logs');
  }

  @Subscription(() => LiveConversionsType, {
    description: 'Conversions recorded or changed (same visibility as the conversion log).',
    subscribe: ({ context }) =>
      liveStream(context as AppContext, LIVE_TOPICS.conversions, 'logs', (payload, view) => {
        const conversions = visible(payload.conversions, view);
        if (!conversions.length) return null;
        return {
          conversions: conversions.map((item) => ({
            ...item,
            click_date: new Date(item.click_date),
            conversion_date: new Date(item.updated_at),
          })),
        };
      }),
  })
  live_conversions(@Root() event: LiveConversionsType | Revoked): LiveConversionsType {
    return delivered(event, 'logs');
  }

  @Subscription(() => LivePostbacksType, {
    description: 'Postback log entries: incoming postbacks and outgoing postback and CAPI attempts.',
    subscribe: ({ context }) =>
      liveStream(context as AppContext, LIVE_TOPICS.postbacks, 'logs', (payload, view) => {
        const entries = visible(payload.entries, view);
        return entries.length ? { entries: entries.map((entry) => ({ ...entry, time: new Date(entry.time) })) } : null;
      }),
  })
  live_postbacks(@Root() event: LivePostbacksType | Revoked): LivePostbacksType {
    return delivered(event, 'logs');
  }

  @Subscription(() => DashboardRefreshType, {
    description:
      'Tells the dashboard to reload (GET /reports/dashboard) when new clicks or conversions arrived; at most every 2 seconds.',
    subscribe: ({ context }) =>
      liveStream(context as AppContext, LIVE_TOPICS.dashboard, 'reports', (payload) => ({
        ...payload,
        at: new Date(payload.at),
      })),
  })
  live_dashboard(@Root() event: DashboardRefreshType | Revoked): DashboardRefreshType {
    return delivered(event, 'reports');
  }
}
