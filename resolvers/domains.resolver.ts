import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../schema/catalogue/common.types';
import { DomainInput, DomainPage, DomainType } from '../schema/domains.types';
import { UuidScalar } from '../schema/scalars';
import { requirePermission } from '../services/access/require';
import type { AppContext } from '../services/context';
import type { Page } from '../services/catalogue/listing';
import type { DomainView } from '../services/domains/domain.shapes';
import {
  checkDomainNow,
  createDomain,
  deleteDomain,
  getDomain,
  listDomains,
  updateDomain,
} from '../services/domains/domains';

/**
 * Tracking domains: listed by whoever may view campaigns (links are built on them), changed with
 * the settings permission (a domain decides what a host answers).
 */
@Resolver()
export class DomainsResolver {
  @Query(() => DomainPage, { description: 'Tracking domains of the workspace by name, with their DNS state (a page).' })
  async domains(@Ctx() ctx: AppContext, @Args() args: PageArgs): Promise<Page<DomainView>> {
    const principal = requirePermission(ctx, 'campaigns', 'view');
    return listDomains(ctx.em, ctx.services, principal.workspace_id, args);
  }

  @Query(() => DomainType)
  async domain(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<DomainView> {
    const principal = requirePermission(ctx, 'campaigns', 'view');
    return getDomain(ctx.em, ctx.services, principal.workspace_id, id);
  }

  @Mutation(() => DomainType, {
    description: 'Adds a domain: it routes at once; its DNS is checked now and in the background.',
  })
  async create_domain(
    @Ctx() ctx: AppContext,
    @Arg('input', () => DomainInput) input: DomainInput,
  ): Promise<DomainView> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    return createDomain(ctx.em, ctx.services, principal.workspace_id, input);
  }

  @Mutation(() => DomainType, { description: 'Partial update; a new name is checked again from pending.' })
  async update_domain(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => DomainInput) input: DomainInput,
  ): Promise<DomainView> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    return updateDomain(ctx.em, ctx.services, principal.workspace_id, id, input);
  }

  @Mutation(() => DomainType, { description: 'Checks the DNS now and answers the domain with the result.' })
  async check_domain(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<DomainView> {
    const principal = requirePermission(ctx, 'settings', 'edit');
    return checkDomainNow(ctx.em, ctx.services, principal.workspace_id, id);
  }

  @Mutation(() => Boolean, { description: 'Removes the domain: its host answers as an unknown host at once.' })
  async delete_domain(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<boolean> {
    const principal = requirePermission(ctx, 'settings', 'delete');
    await deleteDomain(ctx.em, ctx.services, principal.workspace_id, id);
    return true;
  }
}
