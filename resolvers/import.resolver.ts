import { Arg, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { rm } from 'node:fs/promises';
import type { AppContext } from '../services/context';
import { DeletedImportType, ExternalImportType, ImportProgressType } from '../schema/import.types';
import { UuidScalar } from '../schema/scalars';
import { requirePermission } from '../services/access/require';
import { deleteImportRows } from '../services/importing/process';
import { IMPORT_PROGRESS_TOPIC, type ImportProgress } from '../services/importing/progress';
import { importFilePath } from '../services/importing/upload';
import { getImport, listImports, type ImportView } from '../services/importing/imports';

/** Imports from another tracker (docs/import.md); the upload itself is the binary route POST /import/external-tracker. */
@Resolver()
export class ImportResolver {
  @Query(() => [ExternalImportType], { description: 'The last 100 imports of the workspace, newest first.' })
  async external_imports(@Ctx() ctx: AppContext): Promise<ImportView[]> {
    const principal = requirePermission(ctx, 'import', 'view');
    return listImports(ctx.services.conversions.pool, principal.workspace_id);
  }

  @Query(() => ExternalImportType, { description: 'One import with its progress and rejected rows.' })
  async external_import(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<ImportView> {
    const principal = requirePermission(ctx, 'import', 'view');
    return getImport(ctx.services.conversions.pool, principal.workspace_id, id);
  }

  @Mutation(() => DeletedImportType, {
    description:
      'Removes every click and conversion the import created, and the import itself (the same file can then be ' +
      'imported again). Campaigns, sources and offers it created stay.',
  })
  async delete_external_import(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
  ): Promise<DeletedImportType> {
    const principal = requirePermission(ctx, 'import', 'delete');
    const pool = ctx.services.conversions.pool;
    const found = await getImport(pool, principal.workspace_id, id);
    if (found.state === 'running' || found.state === 'queued') {
      // Stop the job first: it finds no import row and ends; rows it commits meanwhile carry the id and are removed below.
      await pool.query(
        `update external_imports set state = 'failed', error = 'deleted', updated_at = now() where id = $1`,
        [id],
      );
    }
    const deleted = await deleteImportRows(ctx.services, id);
    await pool.query('delete from external_imports where id = $1 and workspace_id = $2', [id, principal.workspace_id]);
    await rm(importFilePath(ctx.services.config.importsDir, id), { force: true });
    return deleted;
  }

  @Subscription(() => ImportProgressType, {
    description: 'Progress of the imports of the caller’s workspace.',
    subscribe: ({ context }) => {
      const ctx = context as AppContext;
      const principal = requirePermission(ctx, 'import', 'view');
      return ctx.services.pubSub.subscribe(IMPORT_PROGRESS_TOPIC, principal.workspace_id);
    },
  })
  import_progress(@Root() progress: ImportProgress): ImportProgressType {
    return progress;
  }
}
