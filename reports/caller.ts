import { permissionName } from '../services/access/require';
import type { AppContext, Principal } from '../services/context';
import { reportPoolOf } from './pool';
import type { ReportDeps } from './run-table';

/**
 * The report engine's dependencies for one caller (who already has reports.view): a member without
 * campaigns.view sees each campaign as `[hidden <id prefix>]` in rows, labels and exports, its
 * figures kept (docs/permissions.md). Its statements run under REPORT_TIMEOUT_S and stop when the
 * caller goes away.
 */
export function callerReportDeps(ctx: AppContext, principal: Principal): ReportDeps {
  return {
    pool: reportPoolOf(ctx.services.config),
    now: ctx.services.clock,
    // The request's disconnect: its report statements are cancelled (reports/deadline.ts).
    signal: ctx.signal,
    hideCampaignNames: !principal.permissions.has(permissionName('campaigns', 'view')),
  };
}
