import { BadRequestError } from '../services/errors';
import { dimension, type Dimension } from './dimensions';
import { describePeriod, resolvePeriod } from '../services/time/period';
import { normalizeRequest, type DimensionFilterInput } from './request';
import { checkRegexps, runTableReport, workspaceReportSettings, type ReportDeps } from './run-table';
import { readFunnelStatuses } from './funnel-statuses';

/** Spec "Limits": funnel segments shown; the rest are dropped with a warning (rule 13). */
export const MAX_FUNNEL_SEGMENTS = 50;
const CANONICAL_STATUSES = ['lead', 'sale', 'rejected', 'trash'];
/**
 * Stages counted from clicks (the table engine's metrics); every other stage is a conversion
 * status. `lp_views`, `lp_clicks` (landing clicks) and `offer_clicks` sit between clicks and
 * conversions (docs/reports.md, "Funnel").
 */
const CLICK_STAGES = ['clicks', 'unique_clicks', 'lp_views', 'lp_clicks', 'offer_clicks'];
/** The click stages of the older form (`statuses`): clicks and unique clicks, then the statuses. */
const STATUS_FORM_STAGES = ['clicks', 'unique_clicks'];
const MAX_STAGES = 20;

export interface FunnelRequest {
  period?: string | null;
  from?: string | null;
  to?: string | null;
  date_basis?: string | null;
  filters?: DimensionFilterInput[] | null;
  /**
   * The stages in this order: clicks, unique_clicks, lp_views, lp_clicks, offer_clicks and status
   * codes (canonical or custom), any of them, in any order. Without it: clicks, unique_clicks, then `statuses`.
   */
  stages?: string[] | null;
  /** Conversion statuses after clicks and unique clicks, in this order (canonical or custom codes); default lead, sale. */
  statuses?: string[] | null;
  /** A non-time dimension: one funnel per value, the 50 with most clicks. */
  breakdown?: string | null;
}

export interface FunnelStage {
  stage: string;
  count: number;
  /** Percent of the first stage (null when it is 0). */
  share_of_first: number | null;
  /** Percent of the previous stage (null for the first, or when the previous is 0). */
  share_of_previous: number | null;
  /** Previous stage minus this one (null for the first). */
  loss: number | null;
}

export interface FunnelSegment {
  value: string | number | null;
  label: string | null;
  stages: FunnelStage[];
}

export interface FunnelReport {
  period: { from: string; to: string; whole_days: boolean };
  time_zone: string;
  date_basis: 'click' | 'conversion';
  stages: string[];
  breakdown: string | null;
  /** The whole funnel (every segment, also the dropped ones). */
  total: FunnelStage[];
  segments: FunnelSegment[];
  segments_total: number;
  /** Set when more than 50 segments exist: only the 50 with most clicks are shown. */
  warning: string | null;
  /** Where the status stages were read: `columnar:duckdb|clickhouse`, `raw`, or `raw (analytics copy down)` when the copy could not answer. */
  storage: string;
  /** Where the click stages were read (the table report's `storage`). */
  click_storage: string;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

export function funnelStages(names: readonly string[], counts: readonly number[]): FunnelStage[] {
  return names.map((stage, i) => ({
    stage,
    count: counts[i],
    share_of_first: i === 0 ? percent(counts[0], counts[0]) : percent(counts[i], counts[0]),
    share_of_previous: i === 0 ? null : percent(counts[i], counts[i - 1]),
    loss: i === 0 ? null : counts[i - 1] - counts[i],
  }));
}

/**
 * The funnel's stages, in order: `stages` as given, or clicks, unique clicks and then `statuses`
 * (the older form). Each stage once, every status one of the workspace's.
 */
async function checkedStages(deps: ReportDeps, workspaceId: string, request: FunnelRequest): Promise<string[]> {
  if (request.stages != null && request.statuses != null)
    throw new BadRequestError('give stages or statuses, not both (stages replaces statuses)');
  const field = request.stages != null ? 'stages' : 'statuses';
  const given = request.stages ?? request.statuses ?? ['lead', 'sale'];
  const most = field === 'stages' ? MAX_STAGES + STATUS_FORM_STAGES.length : MAX_STAGES;
  if (!Array.isArray(given) || given.length > most || (field === 'stages' && given.length === 0))
    throw new BadRequestError(
      field === 'stages'
        ? `stages must be a list of 1 to ${most} stages`
        : `statuses must be a list of at most ${most} status codes`,
    );
  if (new Set(given).size !== given.length)
    throw new BadRequestError(`${field} must not repeat a ${field === 'stages' ? 'stage' : 'status'}`);
  const { rows } = await deps.pool.query<{ code: string }>(
    'select code from custom_statuses where workspace_id = $1 and deleted_at is null',
    [workspaceId],
  );
  const known = new Set([...CANONICAL_STATUSES, ...rows.map((row) => row.code)]);
  if (field === 'stages') for (const stage of CLICK_STAGES) known.add(stage);
  given.forEach((stage, i) => {
    if (typeof stage === 'string' && known.has(stage)) return;
    throw new BadRequestError(
      field === 'stages'
        ? `stages[${i}] is not a stage (clicks, unique_clicks, lp_views, lp_clicks, offer_clicks, lead, sale, ` +
            'rejected, trash or a custom status code)'
        : `statuses[${i}] is not a status of this workspace (lead, sale, rejected, trash or a custom status code)`,
    );
  });
  return field === 'stages' ? given : [...STATUS_FORM_STAGES, ...given];
}

function breakdownDimension(name: string | null | undefined): Dimension | null {
  if (name == null) return null;
  const found = dimension(name);
  if (!found) throw new BadRequestError('breakdown: unknown dimension');
  if (found.group === 'time') throw new BadRequestError('breakdown must be a non-time dimension');
  return found;
}

/**
 * Funnel mode (rule 13): the chosen stages in the order chosen (clicks, unique clicks, statuses;
 * by default clicks → unique clicks → lead → sale), with per stage the count, the share of the first and of the previous stage and the absolute loss; with a breakdown,
 * one funnel per value of the dimension, the 50 with most clicks (the rest dropped with a warning).
 * The click stages come from the table engine (same period, filters, date basis and visibility);
 * the status stages count conversions by their exact status code (custom ones included).
 */
export async function runFunnel(deps: ReportDeps, workspaceId: string, request: FunnelRequest): Promise<FunnelReport> {
  const stageNames = await checkedStages(deps, workspaceId, request);
  const statuses = stageNames.filter((stage) => !CLICK_STAGES.includes(stage));
  const split = breakdownDimension(request.breakdown);
  const clickSide = await runTableReport(deps, workspaceId, {
    period: request.period,
    from: request.from,
    to: request.to,
    date_basis: request.date_basis,
    filters: request.filters,
    dimensions: split ? [split.name] : [],
    metrics: ['clicks', ...stageNames.filter((stage) => stage !== 'clicks' && CLICK_STAGES.includes(stage))],
    sort: [{ by: 'clicks', direction: 'desc' }],
    limit: MAX_FUNNEL_SEGMENTS,
  });
  const settings = await workspaceReportSettings(deps.pool, workspaceId);
  if (deps.excludeSimulated) settings.show_simulated_traffic = false;
  const normalized = normalizeRequest(
    {
      filters: request.filters,
      period: request.period,
      from: request.from,
      to: request.to,
      date_basis: request.date_basis,
    },
    new Map(),
  );
  await checkRegexps(deps.pool, normalized);
  const period = resolvePeriod(normalized.period, settings.time_zone, (deps.now ?? (() => new Date()))());
  const statusSide = await readFunnelStatuses(deps, {
    workspaceId,
    request: normalized,
    period,
    timeZone: settings.time_zone,
    includeSimulated: settings.show_simulated_traffic,
    split,
    statuses,
  });
  const rows = statusSide.rows;
  const byKey = new Map<string | null, Map<string, number>>();
  const totalByStatus = new Map<string, number>();
  for (const row of rows) {
    const counts = byKey.get(row.k) ?? new Map<string, number>();
    counts.set(row.status, Number(row.n));
    byKey.set(row.k, counts);
    totalByStatus.set(row.status, (totalByStatus.get(row.status) ?? 0) + Number(row.n));
  }
  // Each stage's count, in the chosen order: click stages from the table engine, statuses from the query above.
  const countsOf = (clickMetrics: Record<string, unknown>, byStatus: Map<string, number> | undefined) =>
    stageNames.map((stage) =>
      CLICK_STAGES.includes(stage) ? Number(clickMetrics[stage] ?? 0) : (byStatus?.get(stage) ?? 0),
    );
  const segments: FunnelSegment[] = split
    ? clickSide.rows.map((row) => {
        const value = row.values[split.name] ?? null;
        return {
          value,
          label: row.labels[split.name] ?? (value === null ? null : String(value)),
          stages: funnelStages(stageNames, countsOf(row.metrics, byKey.get(value === null ? null : String(value)))),
        };
      })
    : [];
  const total = funnelStages(stageNames, countsOf(clickSide.totals, totalByStatus));
  const segmentsTotal = split ? clickSide.total_rows : 0;
  return {
    period: describePeriod(period),
    time_zone: settings.time_zone,
    date_basis: normalized.basis,
    stages: stageNames,
    breakdown: split?.name ?? null,
    total,
    segments,
    segments_total: segmentsTotal,
    warning:
      segmentsTotal > MAX_FUNNEL_SEGMENTS
        ? `${segmentsTotal} segments: only the ${MAX_FUNNEL_SEGMENTS} with most clicks are shown; ` +
          `${segmentsTotal - MAX_FUNNEL_SEGMENTS} were dropped`
        : null,
    storage: statusSide.storage,
    click_storage: clickSide.storage,
  };
}
