import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { requirePermission } from '../../services/access/require';
import { AffiliateNetworkType } from '../../schema/catalogue/network.types';
import { TrafficSourceType } from '../../schema/catalogue/source.types';
import {
  AffiliateNetworkTemplateListType,
  AffiliateNetworkTemplateType,
  SourceTemplateListType,
  SourceTemplateType,
} from '../../schema/catalogue/template.types';
import { NETWORK_TEMPLATES } from '../../services/templates/network-templates';
import { SOURCE_TEMPLATES } from '../../services/templates/source-templates';
import { createNetworkFromTemplate, createSourceFromTemplate } from '../../services/templates/templates';
import { scoped } from './scoped';

/** Templates for traffic sources and affiliate networks (docs/templates.md). */
@Resolver()
export class TemplatesResolver {
  @Query(() => [SourceTemplateType], {
    description: 'The traffic source templates shipped with the service.',
    deprecationReason: 'Use source_template_list ({items, total}, as every list); kept for GraphQL clients',
  })
  source_templates(@Ctx() ctx: AppContext) {
    requirePermission(ctx, 'sources', 'view');
    return SOURCE_TEMPLATES;
  }

  @Query(() => [AffiliateNetworkTemplateType], {
    description: 'The affiliate network templates shipped with the service.',
    deprecationReason: 'Use affiliate_network_template_list ({items, total}, as every list); kept for GraphQL clients',
  })
  affiliate_network_templates(@Ctx() ctx: AppContext) {
    requirePermission(ctx, 'affiliate_networks', 'view');
    return NETWORK_TEMPLATES;
  }

  @Query(() => SourceTemplateListType, {
    description: 'The traffic source templates as every list is shaped, {items, total} (GET /templates/sources).',
  })
  source_template_list(@Ctx() ctx: AppContext) {
    const items = this.source_templates(ctx);
    return { items, total: items.length };
  }

  @Query(() => AffiliateNetworkTemplateListType, {
    description:
      'The affiliate network templates as every list is shaped, {items, total} (GET /templates/affiliate-networks).',
  })
  affiliate_network_template_list(@Ctx() ctx: AppContext) {
    const items = this.affiliate_network_templates(ctx);
    return { items, total: items.length };
  }

  @Mutation(() => TrafficSourceType, {
    description: 'Creates a traffic source with a template’s fields (404 for an unknown template id).',
  })
  create_traffic_source_from_template(
    @Arg('template', () => String, { description: 'A template id of source_templates.' }) template: string,
    @Arg('name', () => String, { nullable: true, description: 'Default: the template’s name.' })
    name: string | null | undefined,
    @Ctx() ctx: AppContext,
  ) {
    return createSourceFromTemplate(scoped(ctx, 'sources', 'edit'), { template, name });
  }

  @Mutation(() => AffiliateNetworkType, {
    description: 'Creates an affiliate network with a template’s fields (404 for an unknown template id).',
  })
  create_affiliate_network_from_template(
    @Arg('template', () => String, { description: 'A template id of affiliate_network_templates.' }) template: string,
    @Arg('name', () => String, { nullable: true, description: 'Default: the template’s name.' })
    name: string | null | undefined,
    @Ctx() ctx: AppContext,
  ) {
    return createNetworkFromTemplate(scoped(ctx, 'affiliate_networks', 'edit'), { template, name });
  }
}
