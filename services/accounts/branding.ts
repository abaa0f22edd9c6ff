import type { EntityManager } from '@mikro-orm/postgresql';
import { Workspace } from '../../entities/workspace.entity';
import { BadRequestError, NotFoundError } from '../errors';

/** What the login page shows; unset fields fall back to these. */
export const DEFAULT_BRANDING = {
  product_name: 'Traffic Tracker',
  logo_url: null as string | null,
  primary_color: '#2563eb',
  background_color: '#ffffff',
};

export type Branding = typeof DEFAULT_BRANDING;

/** Omitted (undefined) keeps a field, null resets it to the default. */
export interface BrandingInput {
  product_name?: string | null;
  logo_url?: string | null;
  primary_color?: string | null;
  background_color?: string | null;
}

export function brandingOf(workspace: Workspace | null): Branding {
  return {
    product_name: workspace?.branding_product_name ?? DEFAULT_BRANDING.product_name,
    logo_url: workspace?.branding_logo_url ?? DEFAULT_BRANDING.logo_url,
    primary_color: workspace?.branding_primary_color ?? DEFAULT_BRANDING.primary_color,
    background_color: workspace?.branding_background_color ?? DEFAULT_BRANDING.background_color,
  };
}

/**
 * The installation's login page uses the branding of its first workspace (the one created with
 * the first admin); /branding/{workspace_id} serves a workspace's own branding for white-label
 * login pages.
 */
export async function installationBranding(em: EntityManager): Promise<Branding> {
  const [first] = await em.find(Workspace, {}, { orderBy: { created_at: 'asc', id: 'asc' }, limit: 1 });
  return brandingOf(first ?? null);
}

export async function workspaceBranding(em: EntityManager, workspaceId: string): Promise<Branding> {
  const workspace = await em.findOne(Workspace, { id: workspaceId });
  if (!workspace) throw new NotFoundError('workspace not found');
  return brandingOf(workspace);
}

function color(value: string, field: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(value)) throw new BadRequestError(`${field} must be a colour like #1a2b3c`);
  return value.toLowerCase();
}

function logoUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BadRequestError('logo_url must be an absolute http(s) URL');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || value.length > 2048)
    throw new BadRequestError('logo_url must be an absolute http(s) URL');
  return value;
}

export async function updateBranding(em: EntityManager, workspaceId: string, input: BrandingInput): Promise<Branding> {
  const workspace = await em.findOneOrFail(Workspace, { id: workspaceId });
  if (input.product_name !== undefined) {
    const name = input.product_name?.trim() ?? null;
    if (name !== null && (!name || name.length > 100))
      throw new BadRequestError('product_name must be 1 to 100 characters');
    workspace.branding_product_name = name;
  }
  if (input.logo_url !== undefined)
    workspace.branding_logo_url = input.logo_url === null ? null : logoUrl(input.logo_url);
  if (input.primary_color !== undefined)
    workspace.branding_primary_color =
      input.primary_color === null ? null : color(input.primary_color, 'primary_color');
  if (input.background_color !== undefined) {
    workspace.branding_background_color =
      input.background_color === null ? null : color(input.background_color, 'background_color');
  }
  await em.flush();
  return brandingOf(workspace);
}
