import { parse } from 'csv-parse/sync';
import { BadRequestError } from '../errors';
import type { AppServices } from '../context';
import type { ManualConversionLine } from './intake/manual';
import { getConversionUpload, runConversionUpload, storeConversionUpload } from './upload-jobs';
import { enqueueConversionUpload } from './upload-queue';
import type { ConversionUploadView } from './upload.shapes';

/** Lines in one upload: a network's monthly list (the request body is at most 4 MiB). */
export const MAX_UPLOAD_LINES = 10_000;
/** Up to this many lines an upload runs in the request; above, a background job runs it. */
export const MAX_INLINE_UPLOAD_LINES = 1_000;
const COLUMNS = ['click_id', 'status', 'payout', 'currency', 'txid', 'time'] as const;

export interface ConversionUploadInput {
  lines?: ManualConversionLine[] | null;
  /** The same list as CSV text with a header line (columns among click_id, status, payout, currency, txid, time). */
  csv?: string | null;
  /** False: recorded, never forwarded (no source postback, CAPI or webhook). Default true. */
  forward?: boolean | null;
}

export type { ConversionUploadLineResult, ConversionUploadView } from './upload.shapes';

/** The list's lines, from JSON or CSV; a problem of the whole list is 400 naming it, before anything is written. */
export function uploadLines(input: ConversionUploadInput): ManualConversionLine[] {
  const hasLines = input.lines != null;
  const hasCsv = input.csv != null;
  if (hasLines === hasCsv) throw new BadRequestError('give either lines or csv');
  let lines: ManualConversionLine[];
  if (hasCsv) {
    let records: Record<string, string>[];
    try {
      records = parse(input.csv as string, { columns: true, skip_empty_lines: true, trim: true, bom: true });
    } catch {
      throw new BadRequestError('csv is not valid CSV with a header line');
    }
    const header = Object.keys(records[0] ?? {});
    const unknown = header.find((name) => !(COLUMNS as readonly string[]).includes(name));
    if (unknown !== undefined) throw new BadRequestError(`csv has an unknown column (allowed: ${COLUMNS.join(', ')})`);
    lines = records.map((record) => ({ ...record }));
  } else lines = input.lines as ManualConversionLine[];
  if (lines.length === 0) throw new BadRequestError(hasCsv ? 'csv has no lines' : 'lines is empty');
  if (lines.length > MAX_UPLOAD_LINES) throw new BadRequestError(`an upload holds at most ${MAX_UPLOAD_LINES} lines`);
  return lines;
}

/**
 * Records an upload and runs it: up to MAX_INLINE_UPLOAD_LINES lines in the request (the answer
 * holds every line's result, as before), above that as a job (state queued; follow it with
 * `conversion_upload`). Either way the lines go through the postback intake in order (a later line
 * may change the status of an earlier one, as a later postback does); each recorded or changed
 * conversion leaves an audit row by `userId` with `ref` `conversion_upload:<id>`.
 */
export async function uploadConversions(
  services: AppServices,
  workspaceId: string,
  userId: string,
  input: ConversionUploadInput,
  url: string,
): Promise<ConversionUploadView> {
  const lines = uploadLines(input);
  const inline = lines.length <= MAX_INLINE_UPLOAD_LINES;
  const pool = services.conversions.pool;
  const id = await storeConversionUpload(pool, {
    workspace_id: workspaceId,
    user_id: userId,
    lines,
    forward: input.forward ?? true,
    url,
    state: inline ? 'running' : 'queued',
  });
  if (inline) return runConversionUpload(services, id, { collect: true });
  await enqueueConversionUpload(services.jobs, id);
  return getConversionUpload(pool, workspaceId, id);
}
