import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../services/context';
import { AppError, BadRequestError } from '../../services/errors';
import { requirePermission } from '../../services/access/require';
import { limitByIp } from '../../services/accounts/limits';
import type { BucketPolicy } from '../../services/rate-limit/token-bucket';
import { IMPORT_LAYOUTS, readDelimiter, type ImportLayout } from '../../services/importing/layouts';
import { MAX_IMPORT_BYTES, storeUpload } from '../../services/importing/upload';
import { getImport } from '../../services/importing/imports';
import { enqueueImport } from '../../services/importing/queue';
import { sendGraphQLError } from '../facade';
import { toGraphQLError } from '../../schema/errors';
import { PayloadTooLargeError } from '../../services/errors';

/** Spec (Limits): about 3 requests per minute per IP. */
export const IMPORT_LIMIT: BucketPolicy = { name: 'external-import', tokens: 3, perMs: 60_000, burst: 3 };
export const IMPORT_ROUTE = '/import/external-tracker';

/**
 * `POST /admin_api/v1/import/external-tracker?layout=csv|jsonl|keitaro|binom`: the raw file as the body
 * (any content type), streamed to disk, never held in memory, up to 1 GiB. Outside the GraphQL
 * facade like the landing ZIP upload (GraphQL has no place for such a body); same context, same
 * permission check (`import.edit`). Answers 202 with the import (201 semantics would promise the
 * rows exist; they are written by the background job).
 */
export async function registerExternalImportRoute(
  admin: FastifyInstance,
  deps: { contextFor: (request: FastifyRequest) => Promise<AppContext> },
): Promise<void> {
  await admin.register(async (scope) => {
    // The body stays a stream for this route only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post<{ Querystring: { layout?: string; delimiter?: string; dry_run?: string } }>(
      IMPORT_ROUTE,
      { bodyLimit: MAX_IMPORT_BYTES },
      async (request, reply) => {
        try {
          const ctx = await deps.contextFor(request);
          const principal = requirePermission(ctx, 'import', 'edit');
          await limitByIp(ctx, IMPORT_LIMIT);
          const layout = request.query.layout ?? 'csv';
          if (!(IMPORT_LAYOUTS as readonly string[]).includes(layout))
            throw new BadRequestError(`layout must be one of ${IMPORT_LAYOUTS.join(', ')}`);
          const delimiter = readDelimiter(request.query.delimiter);
          const dryRun = readFlag(request.query.dry_run, 'dry_run');
          if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES)
            throw new PayloadTooLargeError('the file is larger than 1 GiB');
          if (!request.body) throw new BadRequestError('send the file as the request body');
          const { services } = ctx;
          const stored = await storeUpload(
            services.conversions.pool,
            services.config.importsDir,
            {
              workspace_id: principal.workspace_id,
              user_id: principal.user_id,
              layout: layout as ImportLayout,
              body: request.body as Readable,
              now: services.clock(),
              delimiter,
              dry_run: dryRun,
            },
            async (importId) => void (await enqueueImport(services.jobs, importId)),
          );
          request.log.info({ import_id: stored.import_id, created: stored.created }, 'external import received');
          const imported = await getImport(services.conversions.pool, principal.workspace_id, stored.import_id);
          return reply.code(stored.created ? 202 : 200).send({ ...imported, duplicate: !stored.created });
        } catch (error) {
          if (error instanceof AppError) {
            // Whatever of the body is still arriving is drained so the answer reaches the client.
            (request.body as Readable | undefined)?.resume?.();
            return sendGraphQLError(reply, toGraphQLError(error));
          }
          throw error;
        }
      },
    );
  });
}

function readFlag(value: string | undefined, field: string): boolean {
  if (value === undefined || /^(false|0)$/.test(value)) return false;
  if (/^(true|1)$/.test(value)) return true;
  throw new BadRequestError(`${field} must be true or false`);
}

type OpenApiDocument = { paths: Record<string, Record<string, any>> };

/** This binary route, described in the admin OpenAPI document by hand (the generator covers facade routes). */
export function addExternalImportToOpenApi(document: OpenApiDocument): void {
  const importSchema = document.paths['/import/external-tracker/{id}']?.get?.responses?.['200']?.content?.[
    'application/json'
  ]?.schema ?? { type: 'object' };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  document.paths[IMPORT_ROUTE] ??= {};
  document.paths[IMPORT_ROUTE].post = {
    operationId: 'ImportExternalTracker',
    summary:
      "Import another tracker's click and conversion export (CSV, JSON lines, Keitaro or Binom CSV), " +
      'processed in the background',
    description:
      'The file is the raw request body (up to 1 GiB). docs/import.md describes the layouts. The same file twice ' +
      'adds nothing (200 with the earlier import).',
    tags: ['import'],
    parameters: [
      {
        name: 'layout',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: [...IMPORT_LAYOUTS], default: 'csv' },
      },
      {
        name: 'delimiter',
        in: 'query',
        required: false,
        description: 'CSV delimiter; auto detects it from the header line',
        schema: { type: 'string', enum: ['auto', 'comma', 'semicolon', 'tab'], default: 'auto' },
      },
      {
        name: 'dry_run',
        in: 'query',
        required: false,
        description: 'Read and check the file, report what would be created, write nothing',
        schema: { type: 'boolean', default: false },
      },
    ],
    requestBody: {
      required: true,
      content: {
        'text/csv': { schema: { type: 'string', format: 'binary' } },
        'application/x-ndjson': { schema: { type: 'string', format: 'binary' } },
      },
    },
    responses: {
      '202': {
        description: 'Accepted: the import is queued',
        content: { 'application/json': { schema: importSchema } },
      },
      '200': {
        description: 'The same file was imported before: nothing is added',
        content: { 'application/json': { schema: importSchema } },
      },
      '400': error('Unknown layout or delimiter, dry_run not a boolean, or no body'),
      '401': error('Token missing, expired, revoked or wrong'),
      '403': error('No permission to edit import'),
      '413': error('The file is larger than 1 GiB'),
      '429': {
        description: 'More than about 3 imports per minute from this IP (Retry-After is set)',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
    },
  };
}
