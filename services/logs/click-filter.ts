import type { ClickKeyFilter } from './click-log-copy';
import { BadRequestError } from '../errors';
import { parseClickIdSearch } from './click-id-search';
import type { TrafficVisibility } from './visibility';
import { Params } from '../sql-params';

export { Params };

const HOUR_MS = 3_600_000;
const MAX_PERIOD_MS = 90 * 24 * HOUR_MS;

/** Outcomes where the visitor was sent nowhere: the "refusals only" filter; every other outcome is "delivered". */
export const REFUSED_OUTCOMES = ['no_match', 'do_nothing', 'campaign_off', 'show_404'] as const;

export type TrafficKind = 'bot' | 'human';
export type DeliveryFilter = 'refused' | 'delivered';

export interface ClickLogQuery {
  from?: Date | null;
  to?: Date | null;
  campaign_id?: string | null;
  country?: string[] | null;
  traffic?: TrafficKind | null;
  delivery?: DeliveryFilter | null;
  click_id?: string | null;
  limit?: number | null;
  cursor?: string | null;
}

/** A log's period (click, conversion and postback logs): the last day by default, at most 90 days. */
export function logPeriod(
  from: Date | null | undefined,
  to: Date | null | undefined,
  now: Date,
  defaultMs = 24 * HOUR_MS,
): { from: Date; to: Date } {
  const end = to ?? now;
  const start = from ?? new Date(end.getTime() - defaultMs);
  if (start >= end) throw new BadRequestError('from must be before to');
  if (end.getTime() - start.getTime() > MAX_PERIOD_MS) throw new BadRequestError('the period is at most 90 days');
  return { from: start, to: end };
}

const COUNTRY = /^[A-Z]{2}$/;

/** The country filter as upper-case ISO codes (null: none); refused unless each is two letters. */
function countriesOf(query: ClickLogQuery): string[] | null {
  if (!query.country?.length) return null;
  const countries = query.country.map((code) => code.trim().toUpperCase());
  if (countries.length > 250 || countries.some((code) => !COUNTRY.test(code))) {
    throw new BadRequestError('country must be a list of two-letter ISO codes');
  }
  return countries;
}

/**
 * The WHERE clause shared by the click log, its country list and its export: workspace, period
 * (which prunes the day partitions), visibility (save_traffic, the simulation switch) and the filters.
 */
export function clickFilter(
  params: Params,
  workspaceId: string,
  query: ClickLogQuery,
  period: { from: Date; to: Date },
  visible: string,
): string[] {
  let { from, to } = period;
  const where = [`c.workspace_id = ${params.add(workspaceId)}`, visible];
  if (query.click_id) {
    const search = parseClickIdSearch(query.click_id);
    if (search.notBefore && search.notBefore > from) from = search.notBefore;
    if (search.notAfter && search.notAfter < to) to = search.notAfter;
    where.push(
      search.low === search.high
        ? `c.click_id = ${params.add(search.low)}`
        : `c.click_id between ${params.add(search.low)} and ${params.add(search.high)}`,
    );
  }
  where.push(`c.created_at >= ${params.add(from)}`, `c.created_at < ${params.add(to)}`);
  if (query.campaign_id) where.push(`c.campaign_id = ${params.add(query.campaign_id)}`);
  const countries = countriesOf(query);
  if (countries) where.push(`c.country = any(${params.add(countries)}::text[])`);
  if (query.traffic === 'bot') where.push('c.is_bot');
  if (query.traffic === 'human') where.push('not c.is_bot');
  if (query.delivery === 'refused') where.push(`c.outcome = any(${params.add(REFUSED_OUTCOMES)}::text[])`);
  if (query.delivery === 'delivered') where.push(`c.outcome <> all(${params.add(REFUSED_OUTCOMES)}::text[])`);
  return where;
}

/**
 * The same filters for the analytics copy (reports/analytics/click-keys.ts), which finds the keys
 * of heavy pages: never a click id search (the primary key serves it: see click-rows.ts).
 */
export function clickKeyFilter(
  workspaceId: string,
  query: ClickLogQuery,
  period: { from: Date; to: Date },
  visibility: TrafficVisibility,
): ClickKeyFilter {
  return {
    workspaceId,
    from: period.from,
    to: period.to,
    includeSimulated: visibility.showSimulated,
    campaignId: query.campaign_id ?? null,
    countries: countriesOf(query),
    bot: query.traffic ? query.traffic === 'bot' : null,
    outcomes: query.delivery ? { list: REFUSED_OUTCOMES, negate: query.delivery === 'delivered' } : null,
  };
}

/** The click log's rows newest first, with what clickLogRow reads (the log and its export share it). */
export function clickLogSql(where: string[]): string {
  return `
    select c.*, host(c.ip) as ip_text, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      as cursor_time, k.name as campaign_name, s.name as source_name, f.name as flow_name,
      l.name as landing_name, o.name as offer_name, s.parameters as source_parameters,
      s.sub_id_parameters as source_sub_id_parameters
      from clicks c
      left join campaigns k on k.id = c.campaign_id and k.workspace_id = c.workspace_id
      left join traffic_sources s on s.id = c.source_id and s.workspace_id = c.workspace_id
      left join flows f on f.id = c.flow_id and f.workspace_id = c.workspace_id
      left join landings l on l.id = c.landing_id and l.workspace_id = c.workspace_id
      left join offers o on o.id = c.offer_id and o.workspace_id = c.workspace_id
     where ${where.join(' and ')}
     order by c.created_at desc, c.click_id desc`;
}
