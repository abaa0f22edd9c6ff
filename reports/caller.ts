import { permissionName } from '../services/access/require';
import type { AppContext, Principal } from '../services/context';
import { reportPool } from './pool';
import type { ReportDeps } from './run-table';

/**
 * The report engine's dependencies for one caller (who already has reports.view): a member without
 * campaigns.view sees each campaign as `[hidden <id prefix>]` in rows, labels and exports, its
 * figures kept (docs/permissions.md).
 */
export function callerReportDeps(ctx: AppContext, principal: Principal): ReportDeps {
  return {
    pool: reportPool(ctx.services.config.databaseUrl),
    now: ctx.services.clock,
    hideCampaignNames: !principal.permissions.has(permissionName('campaigns', 'view')),
  };
}
