import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { KeitaroSetupImportInput, KeitaroSetupResultType } from '../schema/keitaro-setup.types';
import { requirePermission } from '../services/access/require';
import { BadRequestError } from '../services/errors';
import { checkDump, readDumpApi } from '../services/importing/keitaro-setup/read';
import { importKeitaroSetup } from '../services/importing/keitaro-setup/run';
import type { SetupResult } from '../services/importing/keitaro-setup/shapes';

/** A whole set-up from Keitaro (docs/import.md): campaigns, flows, offers, landings, sources, networks, groups. */
@Resolver()
export class KeitaroSetupResolver {
  @Mutation(() => KeitaroSetupResultType, {
    description:
      'Reads a Keitaro set-up (its Admin API at url with api_key, or the lists given in setup) and shows the plan: ' +
      'what is created, translated with the rule used, and not carried over with the reason. Without dry_run it ' +
      'creates it, one transaction per campaign; a second run creates nothing (Keitaro ids are kept).',
  })
  async import_keitaro_setup(
    @Ctx() ctx: AppContext,
    @Arg('input', () => KeitaroSetupImportInput) input: KeitaroSetupImportInput,
  ): Promise<SetupResult> {
    let principal = requirePermission(ctx, 'import', 'view');
    if (!input.dry_run) {
      principal = requirePermission(ctx, 'import', 'edit');
      for (const kind of ['campaigns', 'flows', 'offers', 'landings', 'sources', 'affiliate_networks'] as const)
        requirePermission(ctx, kind, 'edit');
    }
    const fromApi = input.url !== undefined && input.url !== null;
    if (fromApi === (input.setup !== undefined && input.setup !== null))
      throw new BadRequestError('give either url with api_key, or setup');
    if (fromApi && !input.api_key) throw new BadRequestError('api_key is required with url');
    if (!fromApi && input.api_key) throw new BadRequestError('api_key goes with url');
    const dump = fromApi
      ? await readDumpApi(ctx.services.outbound, input.url as string, input.api_key as string)
      : checkDump(input.setup);
    return importKeitaroSetup(ctx.services, principal.workspace_id, dump, { dryRun: input.dry_run });
  }
}
