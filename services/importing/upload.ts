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
 * earlier import back, so sending a file twice adds nothing. `enqueue` starts the background job.
 */
export async function storeUpload(
  db: pg.Pool,
  directory: string,
  input: { workspace_id: string; user_id: string | null; layout: ImportLayout; body: Readable; now: Date },
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
  const inserted = await db.query(
    `insert into external_imports (id, workspace_id, created_by, layout, file_sha256, file_bytes, state, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, 'queued', $7, $7) on conflict (workspace_id, file_sha256) do nothing`,
    [importId, input.workspace_id, input.user_id, input.layout, digest, bytes, input.now],
  );
  if (!inserted.rowCount) {
    await rm(temporary, { force: true });
    const { rows } = await db.query('select id from external_imports where workspace_id = $1 and file_sha256 = $2', [
      input.workspace_id,
      digest,
    ]);
    return { import_id: rows[0].id, created: false };
  }
  await rename(temporary, importFilePath(directory, importId));
  await enqueue(importId);
  return { import_id: importId, created: true };
}
