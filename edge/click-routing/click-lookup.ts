import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from '../../infra/redis';
import { CLICK_RETENTION_DAYS } from '../../services/clicks/partitions';
import { renderTemplate, compileTemplate } from '../../services/urls/macros';
import { OFFER_PARAMS_JOIN, offerUrl } from '../../services/urls/offer-url';
import { clickIdTime } from '../../entities/click-id';
import type { ClickRecord } from '../click-recording/click-record';
import { clickStreamKey } from '../click-recording/click-stream';
import { bounded } from './bounded';
import { clickMacroValues } from './click-macros';
import { cachedLandingClick, type LandingClick } from './landing-clicks';
import type { RoutingTable } from './routing-table';
import { isUuid } from '../../entities/uuid';

export interface ClickLookupDeps {
  /** Only its connection is used (raw SQL). */
  em: () => EntityManager;
  /** Optional: reads the stored row of a click by id and time instead of one query through em (a caller may batch these). */
  storedClick?: (clickId: string, time: Date) => Promise<Record<string, unknown> | null>;
  redis: Redis;
  redisPrefix: string;
  /** The current time; with it a click past the 90-day retention is unknown even while its day partition still exists. */
  now?: () => Date;
}

// Either case: networks and spreadsheets echo ids back in upper case; callers lower-case before use.
/** How far around the click's time the Redis stream is searched (clock skew between hosts). */
const STREAM_WINDOW_MS = 5000;
const STREAM_PAGE = 1000;
const STREAM_MAX_SCANNED = 200_000;
const RETENTION_MS = CLICK_RETENTION_DAYS * 86_400_000;

export function isClickId(value: unknown): value is string {
  return typeof value === 'string' && isUuid(value);
}

/** A click row from Postgres in the ClickRecord shape (timestamps as ISO text, cost as decimal text). */
function fromRow(row: Record<string, unknown>): ClickRecord {
  const click = { ...row } as Record<string, unknown>;
  if (click.created_at instanceof Date) click.created_at = click.created_at.toISOString();
  if (click.cost !== undefined && click.cost !== null) click.cost = String(click.cost);
  return click as unknown as ClickRecord;
}

/**
 * The click a conversion belongs to, by click id: campaign, flow, landing, offer, source and all
 * its dimensions. Works for clicks of save_traffic=false flows (stored with save_traffic = false,
 * hidden from logs and reports) and for clicks not yet written to Postgres (still in the Redis
 * stream, normally for under two seconds). Returns null for an unknown id, and (given deps.now) for
 * a click older than the 90-day retention: whole day partitions are dropped, so one can outlive it
 * by up to a day, and a conversion written to it would vanish with it. When the visitor took
 * another offer slot of a multi-offer landing, offer_id is that offer.
 */
export async function findClickForConversion(deps: ClickLookupDeps, clickId: string): Promise<ClickRecord | null> {
  if (!isClickId(clickId)) return null;
  const id = clickId.toLowerCase();
  const time = clickIdTime(id);
  const oldest = deps.now ? deps.now().getTime() - RETENTION_MS : null;
  if (oldest !== null && time && time.getTime() < oldest) return null;
  const stored = () => (time && deps.storedClick ? deps.storedClick(id, time) : queryStoredClick(deps, id, time));
  const row = await stored();
  let click: ClickRecord | null = row ? fromRow(row) : null;
  if (!click && time) click = await findInStream(deps, id, time);
  // The consumer commits a batch, then deletes it from the stream: a click written between the
  // two reads above is in neither. It is in Postgres now, so read it there once more.
  if (!click && time) {
    const written = await stored();
    click = written ? fromRow(written) : null;
  }
  if (!click) return null;
  if (oldest !== null && Date.parse(click.created_at) < oldest) return null;
  const landing = click.landing_id ? await cachedLandingClick(deps.redis, deps.redisPrefix, id) : null;
  if (landing?.clicked_offer_id) click.offer_id = landing.clicked_offer_id;
  return click;
}

async function queryStoredClick(
  deps: ClickLookupDeps,
  id: string,
  time: Date | null,
): Promise<Record<string, unknown> | null> {
  const db = deps.em().getConnection();
  // The id carries its time, so the lookup hits one day partition through the primary key.
  const rows = time
    ? await db.execute<Record<string, unknown>[]>('select * from clicks where created_at = ? and click_id = ?', [
        time,
        id,
      ])
    : await db.execute<Record<string, unknown>[]>('select * from clicks where click_id = ? limit 1', [id]);
  return rows[0] ?? null;
}

/** Searches the unwritten clicks of the Redis stream appended around the click's time. */
async function findInStream(deps: ClickLookupDeps, clickId: string, time: Date): Promise<ClickRecord | null> {
  if (!deps.redis.isReady) return null;
  const key = clickStreamKey(deps.redisPrefix);
  const needle = `"click_id":"${clickId}"`;
  let start = String(Math.max(0, time.getTime() - STREAM_WINDOW_MS));
  const end = String(time.getTime() + STREAM_WINDOW_MS);
  for (let scanned = 0; scanned < STREAM_MAX_SCANNED; scanned += STREAM_PAGE) {
    // Bounded like the hot path's other Redis calls: a hanging Redis fails the lookup (lp-api: 503) instead of holding it.
    const entries = await bounded(() => deps.redis.xRange(key, start, end, { COUNT: STREAM_PAGE }), null);
    if (!entries) throw new Error('Redis did not answer the click stream search in time');
    for (const entry of entries) {
      const json = (entry.message as Record<string, string>).c;
      if (json?.includes(needle)) return JSON.parse(json) as ClickRecord;
    }
    if (entries.length < STREAM_PAGE) return null;
    start = `(${entries[entries.length - 1].id}`;
  }
  return null;
}

/**
 * The offer URLs of a landing click (slots 1…N): from the Redis cache the redirect filled, else
 * rebuilt from the click row and the campaign's compiled offers (macros filled from the row).
 */
export async function findLandingClick(
  deps: ClickLookupDeps & { table: RoutingTable },
  clickId: string,
): Promise<LandingClick | null> {
  if (!isClickId(clickId)) return null;
  const id = clickId.toLowerCase();
  const cached = await cachedLandingClick(deps.redis, deps.redisPrefix, id);
  if (cached) return cached;
  const click = await findClickForConversion(deps, id);
  if (!click?.landing_id) return null;
  const campaign = await deps.table.getById(click.campaign_id);
  const flow = click.flow_id ? campaign?.flows_by_id.get(click.flow_id) : undefined;
  const landing = flow?.landings.find((entry) => entry.item.id === click.landing_id)?.item;
  const offers: LandingClick['offers'] = [];
  const values = (network: string | null) =>
    clickMacroValues({ click, campaign_alias: campaign?.alias ?? '', affiliate_network_id: network });
  if (click.offer_id) {
    const compiled = flow?.offers.find((entry) => entry.item.id === click.offer_id)?.item;
    if (compiled)
      offers.push({ offer_id: compiled.id, url: renderTemplate(compiled.url, values(compiled.affiliate_network_id)) });
    else {
      // The offer left the flow since the click: read it directly (deleted offers included, the click chose it).
      const [row] = await deps
        .em()
        .getConnection()
        .execute<{ url: string; offer_params: string | null; affiliate_network_id: string | null }[]>(
          `select o.url, n.offer_params, o.affiliate_network_id from offers o ${OFFER_PARAMS_JOIN} where o.id = ? and o.workspace_id = ?`,
          [click.offer_id, click.workspace_id],
        );
      if (row)
        offers.push({
          offer_id: click.offer_id,
          url: renderTemplate(compileTemplate(offerUrl(row.url, row.offer_params)), values(row.affiliate_network_id)),
        });
    }
  }
  if (landing && landing.offers_count > 1 && flow) {
    for (const entry of flow.offers.slice(1, landing.offers_count)) {
      offers.push({
        offer_id: entry.item.id,
        url: renderTemplate(entry.item.url, values(entry.item.affiliate_network_id)),
      });
    }
  }
  return {
    click_id: id,
    created_at: click.created_at,
    workspace_id: click.workspace_id,
    campaign_id: click.campaign_id,
    flow_id: click.flow_id ?? null,
    landing_id: click.landing_id,
    offers,
    click_through: landing?.click_through ?? 'http_302',
  };
}
