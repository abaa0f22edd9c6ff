import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { Branding, LicenseInfo, UpdateBrandingInput } from '../schema/license-branding.types';
import { requireAccountCaller, requireLicense, requireRole } from '../services/access/require';
import { installationBranding, updateBranding, workspaceBranding } from '../services/accounts/branding';
import { licenseState } from '../services/accounts/license';
import { BRANDING_LIMIT, limitByIp } from '../services/accounts/limits';
import { OWNER_ROLE } from '../services/accounts/roles';
import { UuidScalar } from '../schema/scalars';

@Resolver()
export class LicenseBrandingResolver {
  @Query(() => LicenseInfo, { description: 'The licence state; stays open when the licence is invalid.' })
  license(@Ctx() ctx: AppContext): LicenseInfo {
    requireAccountCaller(ctx);
    return licenseState(ctx.services.config, ctx.services.clock());
  }

  @Query(() => Branding, { description: 'Public: the login-page branding of this installation. Rate limited per IP.' })
  async branding(@Ctx() ctx: AppContext): Promise<Branding> {
    requireLicense(ctx);
    await limitByIp(ctx, BRANDING_LIMIT);
    return installationBranding(ctx.em);
  }

  @Query(() => Branding, { description: "Public: a workspace's own login-page branding. Rate limited per IP." })
  async workspace_branding(
    @Arg('workspace_id', () => UuidScalar) workspaceId: string,
    @Ctx() ctx: AppContext,
  ): Promise<Branding> {
    requireLicense(ctx);
    await limitByIp(ctx, BRANDING_LIMIT);
    return workspaceBranding(ctx.em, workspaceId);
  }

  @Mutation(() => Branding, { description: "Changes the active workspace's branding (owners only)." })
  async update_branding(
    @Arg('input', () => UpdateBrandingInput) input: UpdateBrandingInput,
    @Ctx() ctx: AppContext,
  ): Promise<Branding> {
    const principal = requireRole(ctx, OWNER_ROLE, 'edit the branding');
    return updateBranding(ctx.em, principal.workspace_id, input);
  }
}
