import { permissionName } from '../services/access/require';
import type { AppContext, AppServices, Principal } from '../services/context';
import type { ReportDeps } from './run-table';

/**
 * The report engine's dependencies for one caller (who already has reports.view): a member without
 * campaigns.view sees each campaign as `[hidden <id prefix>]` in rows, labels and exports, its
 * figures kept (docs/permissions.md). Its statements run under REPORT_TIMEOUT_S and stop when the
 * caller goes away.
 */
export function callerReportDeps(ctx: AppContext, principal: Principal): ReportDeps {
  return {
    ...reportDeps(ctx.services),
    now: ctx.services.clock,
    // The request's disconnect: its report statements are cancelled (reports/deadline.ts).
    signal: ctx.signal,
    hideCampaignNames: !principal.permissions.has(permissionName('campaigns', 'view')),
  };
}

/** The report pool and the analytics copy this process reads (null until the copy's part starts, or without one). */
export function reportDeps(services: Pick<AppServices, 'reportPool' | 'analyticsCopy'>): ReportDeps {
  return { pool: services.reportPool, copy: services.analyticsCopy.reader ?? undefined };
}
