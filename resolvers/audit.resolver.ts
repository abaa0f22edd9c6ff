import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { requirePrincipal } from '../services/access/require';
import { ForbiddenError } from '../services/errors';
import { listAudit, type AuditPage } from '../services/audit/audit-log';
import { AuditArgs, AuditPageType } from '../schema/audit.types';

/** Roles that read the audit log (docs/permissions.md): it shows every member's changes. */
const AUDIT_READERS = new Set(['owner', 'admin']);

/** The audit log (docs/audit.md): the caller's workspace only. */
@Resolver()
export class AuditResolver {
  @Query(() => AuditPageType, {
    description: 'Changes of the workspace’s entities, newest first, with filters; owners and admins only.',
  })
  async audit_log(@Ctx() ctx: AppContext, @Args() args: AuditArgs): Promise<AuditPage> {
    const principal = requirePrincipal(ctx);
    if (!AUDIT_READERS.has(principal.role))
      throw new ForbiddenError('only a workspace owner or admin may read the audit log');
    return listAudit(ctx.services.reportPool, principal.workspace_id, args, ctx.services.clock());
  }
}
