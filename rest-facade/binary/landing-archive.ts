import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../services/context';
import { BadRequestError, PayloadTooLargeError } from '../../services/errors';
import { requirePermission } from '../../services/access/require';
import { ARCHIVE_LIMITS } from '../../services/landing-archives/archive-limits';
import type { LandingStorage } from '../../services/landing-archives/storage';
import { findHostedLanding, installLandingArchive } from '../../services/landing-archives/upload';
import { trackingScope } from '../../services/catalogue/scope';
import type { HostedLandingDirectory } from '../../edge/landing-files/directory';
import { isUuid } from '../../entities/uuid';

/**
 * `POST /admin_api/v1/landings/:id/files`: a hosted landing's ZIP as multipart/form-data (field
 * `file`). GraphQL has no place for a 128 MiB binary body, so this is the one admin route outside
 * the generated facade; it builds the same AppContext and runs the same permission check
 * (`landings.edit`, with the licence gate) as a facade route would.
 */
export const ARCHIVE_ROUTE = '/landings/:id/files';
const FILE_FIELD = 'file';
/** Multipart framing around the file (boundaries, part headers) on top of the archive itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () =>
  new PayloadTooLargeError(`the ZIP is larger than ${ARCHIVE_LIMITS.maxArchiveBytes / 1024 / 1024} MiB`);
const wrongForm = () => new BadRequestError(`send the ZIP as multipart/form-data in a field named "${FILE_FIELD}"`);

/** The multipart library's own errors, in our words: only a too-large file is 413. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new BadRequestError(`too many form parts: send only the ZIP, in one part named "${FILE_FIELD}"`);
  }
  return error;
}

/**
 * Writes the one `file` part to `path`. The whole form is read, so a limit hit after the file
 * (a second file, more parts) is refused too; a few plain fields are skipped.
 */
async function receiveArchive(request: FastifyRequest, path: string): Promise<void> {
  let received = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (received || part.fieldname !== FILE_FIELD) throw wrongForm();
      await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw tooLarge();
      received = true;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!received) throw wrongForm();
}

export async function registerLandingArchiveRoute(
  admin: FastifyInstance,
  deps: {
    storage: LandingStorage;
    directory: HostedLandingDirectory;
    contextFor: (request: FastifyRequest) => Promise<AppContext>;
  },
): Promise<void> {
  const { storage, directory, contextFor } = deps;
  // Its own encapsulated scope: the multipart parser exists for this route only.
  await admin.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: ARCHIVE_LIMITS.maxArchiveBytes,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    scope.post<{ Params: { id: string } }>(ARCHIVE_ROUTE, async (request, reply) => {
      const ctx = await contextFor(request);
      const principal = requirePermission(ctx, 'landings', 'edit');
      if (!isUuid(request.params.id)) throw new BadRequestError('id must be a UUID');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > ARCHIVE_LIMITS.maxArchiveBytes + MULTIPART_OVERHEAD) throw tooLarge();
      const tracking = trackingScope(ctx, principal);
      const landing = await findHostedLanding(tracking, request.params.id.toLowerCase());
      if (!request.isMultipart()) throw wrongForm();

      const upload = await storage.uploadFile();
      try {
        await receiveArchive(request, upload);
        const { size } = await stat(upload);
        const installed = await installLandingArchive(tracking, storage, landing, { path: upload, bytes: size });
        directory.forget(landing.id);
        request.log.info(
          { landing_id: landing.id, files: installed.extraction.files, bytes: installed.extraction.bytes },
          'hosted landing uploaded',
        );
        return reply.code(200).send(installed.landing);
      } finally {
        await rm(upload, { force: true });
      }
    });
  });
}

type OpenApiDocument = { paths: Record<string, Record<string, any>> };

/**
 * The OpenAPI generator describes facade routes (JSON in, JSON out); this binary route is added to
 * its document by hand. The 200 body is the one GET /landings/{id} answers with.
 */
export function addLandingArchiveToOpenApi(document: OpenApiDocument): void {
  const landing = document.paths['/landings/{id}']?.get?.responses?.['200']?.content?.['application/json']?.schema ?? {
    type: 'object',
  };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  document.paths['/landings/{id}/files'] = {
    post: {
      operationId: 'UploadLandingArchive',
      summary: "Upload a hosted landing's ZIP (replaces the served version atomically)",
      description:
        'multipart/form-data with one part named `file` holding the ZIP (at most 128 MiB). The archive needs an index.html at its root ' +
        'or in a single top folder; it may hold at most 2000 files and folders and expand to at most 512 MiB. Paths with `..`, absolute ' +
        'paths, backslashes, symbolic links and other special entries are refused. The landing is then served at `hosted_path`.',
      tags: ['landings'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                [FILE_FIELD]: {
                  type: 'string',
                  format: 'binary',
                  contentMediaType: 'application/zip',
                  description: 'The ZIP archive',
                },
              },
              required: [FILE_FIELD],
            },
            encoding: { [FILE_FIELD]: { contentType: 'application/zip, application/octet-stream' } },
          },
        },
      },
      responses: {
        '200': {
          description: 'The landing, now serving the uploaded version',
          content: { 'application/json': { schema: landing } },
        },
        '400': error(
          'Not multipart, no `file` part, more than one file or too many form parts, not a ZIP, an unsafe or ' +
            'special entry, too many files, too large uncompressed, no index.html, or not a hosted landing',
        ),
        '401': error('Token missing, expired, revoked or wrong'),
        '402': error('License invalid'),
        '403': error('No permission to edit landings'),
        '404': error('Not found in the workspace'),
        '413': error('The ZIP is larger than 128 MiB'),
      },
    },
  };
}
