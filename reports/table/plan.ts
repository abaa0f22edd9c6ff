import { previousPeriod, resolvePeriod } from '../../services/time/period';
import { normalizeRequest, type TableRequest } from '../request';
import { chooseStorage, computedMetrics } from '../table-sql';
import { checkRegexps, workspaceReportSettings } from './parse';
import { readFromCopy } from './storage';
import type { Plan, ReportDeps } from './types';

/** Validates and resolves a request into a plan (also used by export). */
export async function planTableReport(deps: ReportDeps, workspaceId: string, input: TableRequest): Promise<Plan> {
  const settings = await workspaceReportSettings(deps.pool, workspaceId);
  if (deps.excludeSimulated) settings.show_simulated_traffic = false;
  const request = normalizeRequest(input, settings.custom_metrics, deps.maxLimit);
  request.revenueBasis = settings.revenue_basis;
  await checkRegexps(deps.pool, request);
  const period = resolvePeriod(request.period, settings.time_zone, (deps.now ?? (() => new Date()))());
  const metrics = computedMetrics(request);
  const visitors = metrics.includes('visitors');
  const previous = request.compare ? previousPeriod(period) : null;
  const plan: Plan = {
    request,
    settings,
    period,
    previous,
    storage: deps.forceRaw ? 'raw' : chooseStorage(request, period, visitors),
    fallback: null,
    fromCopy: null,
    visitors,
    metrics,
    hidden: new Set(deps.hideCampaignNames ? ['campaign'] : []),
  };
  await readFromCopy(deps, plan, workspaceId);
  return plan;
}
