import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../services/context';
import { requirePermission } from '../services/access/require';
import { getConversionUpload, listConversionUploads, uploadLineResults } from '../services/conversions/upload-jobs';
import type { ConversionUploadLineResult, ConversionUploadView } from '../services/conversions/upload.shapes';
import {
  ConversionUploadErrorType,
  ConversionUploadLineType,
  ConversionUploadType,
} from '../schema/conversion-upload.types';
import { UuidScalar } from '../schema/scalars';

/**
 * Conversion uploads and their progress (docs/conversions.md, "Manual conversions"): read with
 * `statistics.edit`, as they are made; the caller's workspace only (another's is 404).
 */
@Resolver(() => ConversionUploadType)
export class ConversionUploadsResolver {
  @Query(() => ConversionUploadType, { description: 'One conversion upload with its progress and refused lines.' })
  conversion_upload(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<ConversionUploadView> {
    const principal = requirePermission(ctx, 'statistics', 'edit');
    return getConversionUpload(ctx.services.conversions.pool, principal.workspace_id, id);
  }

  @Query(() => [ConversionUploadType], { description: 'The workspace’s last 50 conversion uploads, newest first.' })
  conversion_uploads(@Ctx() ctx: AppContext): Promise<ConversionUploadView[]> {
    const principal = requirePermission(ctx, 'statistics', 'edit');
    return listConversionUploads(ctx.services.conversions.pool, principal.workspace_id);
  }

  @FieldResolver(() => [ConversionUploadLineType])
  async lines(@Root() upload: ConversionUploadView, @Ctx() ctx: AppContext): Promise<ConversionUploadLineResult[]> {
    return upload.lines ?? uploadLineResults(ctx.services.conversions.pool, upload.id, false);
  }

  @FieldResolver(() => [ConversionUploadErrorType])
  async errors(@Root() upload: ConversionUploadView, @Ctx() ctx: AppContext): Promise<ConversionUploadErrorType[]> {
    if (upload.lines)
      return upload.lines.filter((l) => l.result === 'refused').map((l) => ({ line: l.line, error: l.error ?? '' }));
    const refused = await uploadLineResults(ctx.services.conversions.pool, upload.id, true);
    return refused.map((l) => ({ line: l.line, error: l.error ?? '' }));
  }
}
