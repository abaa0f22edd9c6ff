import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { BadRequestError } from '../errors';
import { ARCHIVE_LIMITS, planExtraction, type ExtractionPlan } from './archive-limits';

export interface ExtractionResult {
  files: number;
  bytes: number;
  strippedPrefix: string | null;
}

/** yauzl's own name checks (it refuses absolute paths, `..` and backslashes before we see them). */
const UNSAFE_NAME = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/s;

/**
 * yauzl's refusal in our words: its description without the values it appends after a colon
 * (names, offsets), since an error repeats no submitted value. `position`: the entry being read.
 */
function zipError(error: unknown, position?: number): BadRequestError {
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = UNSAFE_NAME.exec(message);
  const where = position === undefined ? 'the ZIP' : `entry ${position + 1} of the ZIP`;
  if (unsafe) return new BadRequestError(`${where} has an unsafe path (${unsafe[1]})`);
  return new BadRequestError(`not a valid ZIP archive: ${message.split(':')[0].slice(0, 120)}`);
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(zipError(error)) : resolve(zip)),
    );
  });
}

/** Reads the whole central directory (nothing is decompressed yet). */
function readEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > ARCHIVE_LIMITS.maxEntries) {
    return Promise.reject(new BadRequestError(`the ZIP has more than ${ARCHIVE_LIMITS.maxEntries} files and folders`));
  }
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error) => reject(zipError(error, entries.length)));
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(zipError(error)) : resolve(stream))),
  );
}

/** Stops a stream that yields more than it declared (yauzl checks too; this bounds the total as well). */
function byteBudget(budget: { left: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      budget.left -= chunk.length;
      if (budget.left < 0) return callback(new BadRequestError('the ZIP expands to more than it declares'));
      callback(null, chunk);
    },
  });
}

/**
 * Checks the archive at `zipPath` entirely (planExtraction), then streams each file into
 * `destDir`, which must exist and be empty. Throws BadRequestError for anything refused; the
 * caller removes `destDir` on failure.
 */
export async function extractArchive(
  zipPath: string,
  archiveBytes: number,
  destDir: string,
): Promise<ExtractionResult> {
  const zip = await openZip(zipPath);
  try {
    const plan: ExtractionPlan = planExtraction(await readEntries(zip), archiveBytes);
    for (const dir of plan.directories) await mkdir(join(destDir, ...dir.split('/')), { mode: 0o755 });
    const budget = { left: plan.totalBytes };
    for (const file of plan.files) {
      const source = await openEntry(zip, file.entry as Entry);
      // 'wx': the tree is fresh and has no links, so a file that exists already is a bug, never overwritten.
      const target = createWriteStream(join(destDir, ...file.target.split('/')), { flags: 'wx', mode: 0o644 });
      try {
        await pipeline(source, byteBudget(budget), target);
      } catch (error) {
        // Disk errors (no space, permissions) are ours, not the archive's: let them be a 500.
        if (error instanceof BadRequestError || typeof (error as { syscall?: unknown }).syscall === 'string')
          throw error;
        throw zipError(error);
      }
    }
    return { files: plan.files.length, bytes: plan.totalBytes, strippedPrefix: plan.strippedPrefix };
  } finally {
    zip.close();
  }
}
