import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import { BulkInput, BulkResultType } from '../../schema/catalogue/operations.types';
import { bulkAction, bulkPermission } from '../../services/catalogue/operations/bulk';
import { KIND_INFO } from '../../services/catalogue/operations/kinds';
import { scoped } from './scoped';

/**
 * Bulk actions (docs/operations-api.md): one action on up to 1,000 rows, all or nothing; delete
 * needs the kind's delete permission, every other action its edit permission.
 */
@Resolver()
export class BulkResolver {
  @Mutation(() => BulkResultType, {
    description: 'One action on up to 1,000 campaigns; refused ids are listed and nothing is changed.',
  })
  bulk_campaigns(@Arg('input', () => BulkInput) input: BulkInput, @Ctx() ctx: AppContext) {
    return bulkAction(scoped(ctx, KIND_INFO.campaigns.permission, bulkPermission(input.action)), 'campaigns', input);
  }

  @Mutation(() => BulkResultType, {
    description: 'One action on up to 1,000 flows; refused ids are listed and nothing is changed.',
  })
  bulk_flows(@Arg('input', () => BulkInput) input: BulkInput, @Ctx() ctx: AppContext) {
    return bulkAction(scoped(ctx, KIND_INFO.flows.permission, bulkPermission(input.action)), 'flows', input);
  }

  @Mutation(() => BulkResultType, {
    description: 'One action on up to 1,000 offers; refused ids are listed and nothing is changed.',
  })
  bulk_offers(@Arg('input', () => BulkInput) input: BulkInput, @Ctx() ctx: AppContext) {
    return bulkAction(scoped(ctx, KIND_INFO.offers.permission, bulkPermission(input.action)), 'offers', input);
  }

  @Mutation(() => BulkResultType, {
    description: 'One action on up to 1,000 landings; refused ids are listed and nothing is changed.',
  })
  bulk_landings(@Arg('input', () => BulkInput) input: BulkInput, @Ctx() ctx: AppContext) {
    return bulkAction(scoped(ctx, KIND_INFO.landings.permission, bulkPermission(input.action)), 'landings', input);
  }

  @Mutation(() => BulkResultType, {
    description: 'One action on up to 1,000 traffic sources; refused ids are listed and nothing is changed.',
  })
  bulk_traffic_sources(@Arg('input', () => BulkInput) input: BulkInput, @Ctx() ctx: AppContext) {
    return bulkAction(scoped(ctx, KIND_INFO.sources.permission, bulkPermission(input.action)), 'sources', input);
  }

  @Mutation(() => BulkResultType, {
    description: 'One action on up to 1,000 affiliate networks; refused ids are listed and nothing is changed.',
  })
  bulk_affiliate_networks(@Arg('input', () => BulkInput) input: BulkInput, @Ctx() ctx: AppContext) {
    return bulkAction(
      scoped(ctx, KIND_INFO.affiliate_networks.permission, bulkPermission(input.action)),
      'affiliate_networks',
      input,
    );
  }
}
