import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { requirePermission } from '../services/access/require';
import { uploadConversions, type ConversionUploadView } from '../services/conversions/upload';
import { ConversionUploadType, ManualConversionInput } from '../schema/conversion-upload.types';
import { ConversionLogEntryType } from '../schema/conversions.types';
import { UuidScalar } from '../schema/scalars';
import { editConversion } from '../services/conversions/edit';
import type { ConversionLogEntryView } from '../services/conversions/log.shapes';

/** Manual conversions (docs/conversions.md): `statistics.edit`, the caller's workspace only. */
@Resolver()
export class ConversionUploadResolver {
  @Mutation(() => ConversionUploadType, {
    description:
      'Records a list of conversions (JSON lines or CSV) through exactly the intake rules of a postback: status mapping, ' +
      'deduplication, updates of a txid, forwarding per the source’s settings (forward: false records without forwarding). ' +
      'Up to 1,000 lines it answers a result per line (state done); above, at most 10,000, a background job runs them ' +
      '(state queued; follow it with conversion_upload). A refused line names its field and the other lines go on.',
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
  ): Promise<ConversionUploadView> {
    const principal = requirePermission(ctx, 'statistics', 'edit');
    const { services } = ctx;
    const result = await uploadConversions(
      services,
      principal.workspace_id,
      principal.user_id,
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
        upload_id: result.id,
        state: result.state,
        lines: result.lines_total,
        ...result.counts,
      },
      'conversions uploaded',
    );
    return result;
  }

  @Mutation(() => ConversionLogEntryType, {
    description:
      'Changes the status and/or payout of one conversion as a repeated postback of its txid would (status mapping, a new ' +
      'revision, forwarding and webhooks, reports). 422 for a conversion without txid.',
  })
  async update_conversion(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('status', () => String, { nullable: true, description: 'The new status, e.g. "sale" or "rejected".' })
    status?: string | null,
    @Arg('payout', () => String, {
      nullable: true,
      description: 'The new payout in the conversion’s currency, e.g. "30.00".',
    })
    payout?: string | null,
  ): Promise<ConversionLogEntryView> {
    const principal = requirePermission(ctx, 'statistics', 'edit');
    const { services } = ctx;
    const result = await editConversion(
      services,
      services.conversions.pool,
      principal.workspace_id,
      principal.user_id,
      id,
      { status, payout },
      `${services.config.publicBaseUrl}/admin_api/v1/conversions/${id}`,
    );
    ctx.log.info(
      {
        audit: 'conversions.edit',
        workspace_id: principal.workspace_id,
        user_id: principal.user_id,
        conversion_id: id,
        status: result.status,
        revision: result.revision,
      },
      'conversion edited',
    );
    return result;
  }
}
