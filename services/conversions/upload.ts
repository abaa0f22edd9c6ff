import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { clickIdTime } from '../../entities/click-id';
import { BadRequestError } from '../errors';
import type { AppServices } from '../context';
import {
  manualConversionIntake,
  type ManualConversionLine,
  type ManualConversionOutcome,
  type ManualConversionResultKind,
} from './intake/manual';

/** Lines in one upload: a network's monthly list, answered within one request. */
export const MAX_UPLOAD_LINES = 10_000;
const COLUMNS = ['click_id', 'status', 'payout', 'currency', 'txid', 'time'] as const;

export interface ConversionUploadInput {
  lines?: ManualConversionLine[] | null;
  /** The same list as CSV text with a header line (columns among click_id, status, payout, currency, txid, time). */
  csv?: string | null;
  /** False: recorded, never forwarded (no source postback, CAPI or webhook). Default true. */
  forward?: boolean | null;
}

export interface ConversionUploadLineResult extends ManualConversionOutcome {
  /** 1-based: the line of the list (CSV: the data line, the header not counted). */
  line: number;
}

export interface ConversionUploadResult {
  counts: Record<ManualConversionResultKind, number>;
  lines: ConversionUploadLineResult[];
}

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
 * Runs each line through the postback intake in order (a later line may change the status of an
 * earlier one, as a later postback does) and answers a result per line. Each recorded or changed
 * conversion leaves an audit row by `userId`, all of one upload under `conversion_upload:<id>`.
 */
export async function uploadConversions(
  services: AppServices,
  workspaceId: string,
  userId: string,
  input: ConversionUploadInput,
  url: string,
  /** Gets the click times of the conversions recorded, once the list is done (their partitions are analysed). */
  analyze?: (clickTimes: Date[]) => Promise<unknown>,
): Promise<ConversionUploadResult> {
  const lines = uploadLines(input);
  const intake = manualConversionIntake(services);
  const forward = input.forward ?? true;
  const audit = { user_id: userId, ref: `conversion_upload:${randomUUID()}` };
  const counts: Record<ManualConversionResultKind, number> = { recorded: 0, updated: 0, duplicate: 0, refused: 0 };
  const results: ConversionUploadLineResult[] = [];
  const clickTimes: Date[] = [];
  for (const [i, line] of lines.entries()) {
    const outcome = await intake(workspaceId, line, { forward, url, audit });
    counts[outcome.result]++;
    results.push({ line: i + 1, ...outcome });
    const clickTime = outcome.result === 'recorded' && line.click_id ? clickIdTime(line.click_id.toLowerCase()) : null;
    if (clickTime) clickTimes.push(clickTime);
  }
  if (clickTimes.length) await analyze?.(clickTimes);
  return { counts, lines: results };
}
