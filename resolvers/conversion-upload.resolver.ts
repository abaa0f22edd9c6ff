import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { requirePermission } from '../services/access/require';
import { uploadConversions, type ConversionUploadResult } from '../services/conversions/upload';
import { ConversionUploadType, ManualConversionInput } from '../schema/conversion-upload.types';

/** Manual conversions (docs/conversions.md): `statistics.edit`, the caller's workspace only. */
@Resolver()
export class ConversionUploadResolver {
  @Mutation(() => ConversionUploadType, {
    description:
      'Records a list of conversions (JSON lines or CSV) through exactly the intake rules of a postback: status mapping, ' +
      'deduplication, updates of a txid, forwarding per the source’s settings (forward: false records without forwarding). ' +
      'Answers a result per line; a refused line names its field and the other lines go on.',
  })
  async upload_conversions(
    @Ctx() ctx: AppContext,
    @Arg('lines', () => [ManualConversionInput], { nullable: true, description: 'The conversions as JSON.' })
    lines?: ManualConversionInput[] | null,
    @Arg('csv', () => String, {
      nullable: true,
      description: 'The conversions as CSV with a header line: click_id, status, payout, currency, txid, time.',
    })
    csv?: string | null,
    @Arg('forward', () => Boolean, { nullable: true, description: 'Forward as a postback would (default true).' })
    forward?: boolean | null,
  ): Promise<ConversionUploadResult> {
    const principal = requirePermission(ctx, 'statistics', 'edit');
    const { services } = ctx;
    const result = await uploadConversions(
      services.manualConversions,
      principal.workspace_id,
      { lines, csv, forward },
      `${services.config.publicBaseUrl}/admin_api/v1/conversions/upload`,
    );
    // The audit record's hook: who uploaded how many, and what became of them.
    ctx.log.info(
      {
        audit: 'conversions.upload',
        workspace_id: principal.workspace_id,
        user_id: principal.user_id,
        forward: forward ?? true,
        ...result.counts,
      },
      'conversions uploaded',
    );
    return result;
  }
}
