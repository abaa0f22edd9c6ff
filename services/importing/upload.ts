import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { PayloadTooLargeError } from '../errors';
import type { ImportLayout } from './layouts';

/** Spec (Limits): POST /import/external-tracker body up to 1 GiB. */
export const MAX_IMPORT_BYTES = 1024 ** 3;

export interface StoredUpload {
  import_id: string;
  /** False when the same file was imported into this workspace before: nothing is added. */
  created: boolean;
}

export const importFilePath = (directory: string, importId: string) => join(directory, `${importId}.upload`);

/**
 * Streams an upload to disk (never into memory), hashing and counting it; over 1 GiB stops with
 * 413 and leaves nothing. The same file (SHA-256) already imported into the workspace gives the
 * earlier import back, so sending a file twice adds nothing; a failed import or a dry run does not
 * count, so a failed file can be sent again once fixed elsewhere (or as it is, after a transient fault). `enqueue` starts the background job.
 */
export async function storeUpload(
  db: pg.Pool,
  directory: string,
  input: {
    workspace_id: string;
    user_id: string | null;
    layout: ImportLayout;
    body: Readable;
    now: Date;
    /** Null or absent: detected from the header line. */
    delimiter?: string | null;
    dry_run?: boolean;
  },
  enqueue: (importId: string) => Promise<void>,
): Promise<StoredUpload> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const temporary = join(directory, `${randomUUID()}.partial`);
  const hash = createHash('sha256');
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MAX_IMPORT_BYTES) return done(new PayloadTooLargeError('the file is larger than 1 GiB'));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(input.body, meter, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const digest = hash.digest('hex');
  const importId = randomUUID();
  // A file is a duplicate of an import of it that did not fail; a failed one can be sent again, a dry run always.
  const inserted = await db.query(
    `insert into external_imports
       (id, workspace_id, created_by, layout, delimiter, dry_run, file_sha256, file_bytes, state, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'queued', $9, $9)
       on conflict (workspace_id, file_sha256) where state <> 'failed' and not dry_run do nothing`,
    [
      importId,
      input.workspace_id,
      input.user_id,
      input.layout,
      input.delimiter ?? null,
      input.dry_run ?? false,
      digest,
      bytes,
      input.now,
    ],
  );
  if (!inserted.rowCount) {
    await rm(temporary, { force: true });
    const { rows } = await db.query(
      `select id from external_imports where workspace_id = $1 and file_sha256 = $2 and state <> 'failed' and not dry_run`,
      [input.workspace_id, digest],
    );
    return { import_id: rows[0].id, created: false };
  }
  await rename(temporary, importFilePath(directory, importId));
  await enqueue(importId);
  return { import_id: importId, created: true };
}
