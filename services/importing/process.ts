import { parse as parseCsv, CsvError } from 'csv-parse';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppServices } from '../context';
import { AppError, BadRequestError } from '../errors';
import { newClickId } from '../../entities/click-id';
import { analyzeDayPartitions, ensureClickPartitionsFor } from '../clicks/partitions';
import { IMPORT_FIELDS, mapHeader, recordToRow, type ImportField, type ImportLayout } from './layouts';
import type { ImportProgress, ImportProgressSink } from './progress';
import { checkRow, type ValidRow } from './rows';
import { EntityNames } from './names';
import { Utf8Check } from './utf8-check';
import { inTransaction } from '../../infra/database';

const BATCH_ROWS = 1000;
/** The report keeps the first rejected rows; the count goes on. */
export const MAX_REJECTED_LISTED = 1000;

export interface ImportRow {
  id: string;
  workspace_id: string;
  layout: ImportLayout;
  file_bytes: string;
  state: string;
  line_done: number;
  /** Null: detected from the header line. */
  delimiter: string | null;
  dry_run: boolean;
}

/** The CSV delimiters an import reads: comma, semicolon (Excel in many locales) or tab. */
export const IMPORT_DELIMITERS = [',', ';', '\t'] as const;

/**
 * The header line's delimiter: the one of comma, semicolon and tab that occurs most often outside
 * quotes in the first line (a comma when none does). Reads at most the first 64 KiB.
 */
export async function detectDelimiter(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(65_536), 0, 65_536, 0);
    const counts = new Map<string, number>(IMPORT_DELIMITERS.map((d) => [d, 0]));
    let quoted = false;
    for (const char of buffer.subarray(0, bytesRead).toString('utf8')) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === '\n' || char === '\r')) break;
      else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
    }
    const [best, count] = [...counts].reduce((top, entry) => (entry[1] > top[1] ? entry : top));
    return count > 0 ? best : ',';
  } finally {
    await file.close();
  }
}

interface Parsed {
  line: number;
  bytes: number;
  raw: Partial<Record<ImportField, string>> | null;
  /** A row-level problem found while parsing (a JSON line that is not an object). */
  problem?: string;
}

/** CSV records (our layout or Keitaro's) as field maps with their line numbers; header problems throw before any row. */
async function* csvRows(
  path: string,
  layout: ImportLayout,
  delimiter: string,
  check: Utf8Check,
): AsyncGenerator<Parsed> {
  // max_record_size: a record past MAX_LINE_BYTES stops the parser at once (a 20 MB field took 3 s).
  const parser = parseCsv({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: false,
    max_record_size: MAX_LINE_BYTES,
    delimiter,
  });
  // pipeline destroys every stage on an error (a bad byte in Utf8Check), so the loop below sees it.
  pipeline(createReadStream(path), check, parser).catch(() => undefined);
  let targets: ReturnType<typeof mapHeader> | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; bytes: number };
    }>) {
      if (!targets) {
        targets = mapHeader(layout, record);
        continue;
      }
      if (info.lines % ROWS_PER_TURN === 0) await nextTurn();
      yield { line: info.lines, bytes: info.bytes, raw: recordToRow(targets, record) };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      const where = line ? ` at line ${line}` : '';
      if (/QUOTE/.test(error.code))
        throw new BadRequestError(
          `broken CSV quoting${where}: a quoted field is not closed or a quote stands inside an unquoted field`,
        );
      if (error.code === 'CSV_MAX_RECORD_SIZE')
        throw new BadRequestError(`the record${where} is longer than ${MAX_LINE_BYTES} bytes`);
      if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH')
        throw new BadRequestError(`row${where} has a different number of fields than the header`);
      throw new BadRequestError(`the file is not valid CSV${where}`);
    }
    throw error;
  }
  if (!targets) throw new BadRequestError('the file is empty: a header row is needed');
}

/** A line (a JSON-lines row, a CSV record) longer than this is refused: no row of ours comes near it. */
export const MAX_LINE_BYTES = 1024 * 1024;

/** Rows read between two turns given back to the event loop (the process also serves clicks). */
const ROWS_PER_TURN = 200;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One line of a byte stream: its text, or `tooLong` (its bytes were not kept) and its length in bytes. */
interface Line {
  text: string | null;
  bytes: number;
}

/**
 * Lines of a byte stream (LF or CRLF), errors of the stream included, in linear time: each chunk
 * is searched for newlines once, the pieces of a line are joined once when it ends (never a
 * growing string searched again from its start), and a line past MAX_LINE_BYTES is counted but
 * not kept (its text is null).
 */
async function* splitLines(stream: Readable): AsyncGenerator<Line> {
  let pieces: Buffer[] = [];
  let length = 0;
  const keep = (piece: Buffer) => {
    length += piece.length;
    if (length <= MAX_LINE_BYTES) pieces.push(piece);
    else pieces = [];
  };
  // A newline byte never occurs inside a UTF-8 character: each line decodes on its own.
  const end = (): Line => {
    const line = {
      text: length > MAX_LINE_BYTES ? null : Buffer.concat(pieces).toString('utf8').replace(/\r$/, ''),
      bytes: length,
    };
    pieces = [];
    length = 0;
    return line;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      keep(chunk.subarray(start, newline));
      yield end();
      start = newline + 1;
    }
    if (start < chunk.length) keep(chunk.subarray(start));
  }
  if (length) yield end();
}

/** JSON lines: one object per line with our field names; an unknown field stops the import. */
async function* jsonRows(path: string, check: Utf8Check): AsyncGenerator<Parsed> {
  pipeline(createReadStream(path), check).catch(() => undefined);
  let line = 0;
  let bytes = 0;
  for await (const { text, bytes: lineBytes } of splitLines(check)) {
    line++;
    bytes += lineBytes + 1;
    if (line % ROWS_PER_TURN === 0) await nextTurn();
    if (text === null) {
      yield { line, bytes, raw: null, problem: `the line is longer than ${MAX_LINE_BYTES} bytes` };
      continue;
    }
    if (!text.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      yield { line, bytes, raw: null, problem: 'not valid JSON' };
      continue;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      yield { line, bytes, raw: null, problem: 'not a JSON object' };
      continue;
    }
    const raw: Partial<Record<ImportField, string>> = {};
    for (const [key, field] of Object.entries(value)) {
      if (!(IMPORT_FIELDS as readonly string[]).includes(key))
        throw new BadRequestError(`unknown field at line ${line} (docs/import.md lists the fields)`);
      if (field === null || field === undefined) continue;
      raw[key as ImportField] = typeof field === 'string' ? field : String(field);
    }
    yield { line, bytes, raw };
  }
}

const isRefusedValue = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && /^2[23]/.test(error.code ?? '');

async function statusBuckets(services: AppServices, workspaceId: string): Promise<Map<string, string>> {
  const buckets = new Map([
    ['lead', 'leads'],
    ['sale', 'sales'],
    ['rejected', 'rejected'],
    ['trash', 'trash'],
  ]);
  const { rows } = await services.conversions.pool.query(
    'select code, counts_as from custom_statuses where workspace_id = $1 and deleted_at is null',
    [workspaceId],
  );
  for (const row of rows) if (!buckets.has(row.code)) buckets.set(row.code, row.counts_as);
  return buckets;
}

const DELETION_TIMEOUT_MS = 30 * 60_000;

/** Deletes every click and conversion an import created (a failed import, or DELETE by the user). */
export async function deleteImportRows(
  services: AppServices,
  importId: string,
): Promise<{ clicks: number; conversions: number }> {
  const db = await services.conversions.pool.connect();
  try {
    return await inTransaction(db, async () => {
      // A deletion of a whole import is not bounded by the pool's statement bound (a large import
      // takes longer); the client still gives up after DELETION_TIMEOUT_MS.
      await db.query('set local statement_timeout = 0');
      const deletion = (text: string) =>
        db.query({ text, values: [importId], query_timeout: DELETION_TIMEOUT_MS } as pg.QueryConfig);
      const conversions = await deletion('delete from conversions where import_id = $1');
      await deletion('delete from previous_click_ids where import_id = $1');
      const clicks = await deletion('delete from clicks where import_id = $1');
      await db.query('update external_imports set clicks = 0, conversions = 0, updated_at = now() where id = $1', [
        importId,
      ]);
      return { clicks: clicks.rowCount ?? 0, conversions: conversions.rowCount ?? 0 };
    });
  } finally {
    db.release();
  }
}

/**
 * Runs (or resumes) one import: reads the stored file as a stream, validates each row, writes
 * clicks and conversions in batches, each batch committed together with the checkpoint (last line
 * done, counts, rejected rows), so a crash resumes after the checkpoint and adds nothing twice.
 * A file-level problem (encoding, quoting, unknown column) fails the import and removes what it
 * had written. Imported conversions are never forwarded (no outbox row).
 */
export async function processImport(
  services: AppServices,
  importId: string,
  filePath: string,
  progress?: ImportProgressSink,
): Promise<ImportProgress> {
  const pool = services.conversions.pool;
  const { rows: found } = await pool.query<ImportRow & { clicks: number; conversions: number; rejected: number }>(
    'select * from external_imports where id = $1',
    [importId],
  );
  const job = found[0];
  if (!job) throw new Error(`import ${importId} not found`);
  const fileBytes = Number(job.file_bytes) || 1;
  const counts = { clicks: job.clicks, conversions: job.conversions, rejected: job.rejected };
  const report = (state: ImportProgress['state'], line: number, bytes: number): ImportProgress => {
    const update = {
      import_id: importId,
      workspace_id: job.workspace_id,
      state,
      percent: state === 'done' ? 100 : Math.min(99, Math.floor((bytes / fileBytes) * 100)),
      line_done: line,
      ...counts,
    };
    progress?.(update);
    return update;
  };
  if (job.state === 'done' || job.state === 'failed') return report(job.state, job.line_done, fileBytes);
  await pool.query(`update external_imports set state = 'running', updated_at = now() where id = $1`, [importId]);

  const buckets = await statusBuckets(services, job.workspace_id);
  const statuses = new Set(buckets.keys());
  const [{ base_currency: baseCurrency }] = (
    await pool.query('select base_currency from workspaces where id = $1', [job.workspace_id])
  ).rows;
  const dryRun = job.dry_run;
  const names = new EntityNames(services, job.workspace_id, dryRun);
  const now = services.clock();
  const check = new Utf8Check();
  const rows =
    job.layout === 'jsonl'
      ? jsonRows(filePath, check)
      : csvRows(filePath, job.layout, job.delimiter ?? (await detectDelimiter(filePath)), check);

  let clicks: Record<string, unknown>[] = [];
  let conversions: Record<string, unknown>[] = [];
  let previousIds: Record<string, unknown>[] = [];
  // A dry run counts what would be written; nothing but the import's own row is.
  let wouldWrite = { clicks: 0, conversions: 0 };
  let rejected: { line: number; reason: string }[] = [];
  let lastLine = job.line_done;
  let lastBytes = 0;
  // The days written into (one time per day), analysed once the import is done.
  const filledDays = new Map<string, Date>();

  const flush = async () => {
    if (!clicks.length && !wouldWrite.clicks && !rejected.length && lastLine === job.line_done) return;
    const db = await pool.connect();
    try {
      const times = clicks.map((c) => new Date(c.created_at as string));
      for (const time of times) filledDays.set(time.toISOString().slice(0, 10), time);
      await ensureClickPartitionsFor(db, times, 'clicks');
      await ensureClickPartitionsFor(db, times, 'conversions');
      await writeBatch(db, importId, { clicks, conversions, previousIds, wouldWrite, rejected, lastLine, lastBytes });
    } finally {
      db.release();
    }
    counts.clicks += clicks.length + wouldWrite.clicks;
    counts.conversions += conversions.length + wouldWrite.conversions;
    counts.rejected += rejected.length;
    job.line_done = lastLine;
    clicks = [];
    conversions = [];
    previousIds = [];
    wouldWrite = { clicks: 0, conversions: 0 };
    rejected = [];
    report('running', lastLine, lastBytes);
  };

  const recordContext = { workspaceId: job.workspace_id, importId, buckets, baseCurrency };
  const toRecords = async (row: ValidRow) => {
    const sourceId = row.source ? await names.id('source', row.source) : null;
    const campaignId = await names.id('campaign', row.campaign, { source_id: sourceId });
    const offerName = row.offer ?? row.offer_url?.slice(0, 200);
    const offerId = offerName ? await names.id('offer', offerName, { url: row.offer_url }) : null;
    const landingName = row.landing ?? row.landing_url?.slice(0, 200);
    const landingId = landingName ? await names.id('landing', landingName, { url: row.landing_url }) : null;
    if (dryRun) {
      wouldWrite.clicks++;
      if (row.conversion) wouldWrite.conversions++;
      return;
    }
    const clickId = newClickId(row.click_time);
    if (row.previous_click_id)
      previousIds.push({
        workspace_id: job.workspace_id,
        previous_click_id: row.previous_click_id,
        click_id: clickId,
        import_id: importId,
        created_at: now.toISOString(),
      });
    const records = importedRecords(row, clickId, { campaignId, offerId, landingId, sourceId }, recordContext);
    clicks.push(records.click);
    if (records.conversion) conversions.push(records.conversion);
  };

  try {
    for await (const parsed of rows) {
      if (parsed.line <= job.line_done) continue; // committed before a crash
      lastLine = parsed.line;
      lastBytes = parsed.bytes;
      if (!parsed.raw) rejected.push({ line: parsed.line, reason: parsed.problem ?? 'unreadable row' });
      else {
        const checked = checkRow(parsed.raw, statuses, now);
        if (checked.ok) await toRecords(checked.row);
        else rejected.push({ line: parsed.line, reason: checked.reason });
      }
      if (clicks.length + wouldWrite.clicks + rejected.length >= BATCH_ROWS) await flush();
    }
    await flush();
  } catch (error) {
    // A value Postgres refuses (SQLSTATE classes 22 and 23) fails the same way on every retry:
    // the import fails for good, so neither the job's retries nor the sweep take it up again.
    const refused = isRefusedValue(error)
      ? `a row between lines ${job.line_done + 1} and ${lastLine} holds a value the database refuses`
      : null;
    // Anything else (Postgres unreachable, the disk): the job retries from the checkpoint.
    if (!(error instanceof AppError) && !refused) throw error;
    await deleteImportRows(services, importId);
    await pool.query(
      `update external_imports set state = 'failed', error = $2, finished_at = now(), updated_at = now() where id = $1`,
      [importId, refused ?? (error as AppError).message],
    );
    await rm(filePath, { force: true });
    counts.clicks = 0;
    counts.conversions = 0;
    return report('failed', lastLine, lastBytes);
  }
  await analyzeDayPartitions(pool, [...filledDays.values()], 'clicks');
  await analyzeDayPartitions(pool, [...filledDays.values()], 'conversions');
  await pool.query(
    `update external_imports set state = 'done', rows_total = $2, bytes_done = file_bytes, would_create = $3,
       finished_at = now(), updated_at = now() where id = $1`,
    [importId, counts.clicks + counts.rejected, dryRun ? JSON.stringify(names.wouldCreate) : null],
  );
  await rm(filePath, { force: true });
  return report('done', lastLine, fileBytes);
}

/** An imported row's click and conversion rows (the import's ids, statuses and base currency given). */
function importedRecords(
  row: ValidRow,
  clickId: string,
  ids: { campaignId: string | null; offerId: string | null; landingId: string | null; sourceId: string | null },
  context: { workspaceId: string; importId: string; buckets: Map<string, unknown>; baseCurrency: string },
): { click: Record<string, unknown> & { created_at: string }; conversion: Record<string, unknown> | null } {
  const click = {
    click_id: clickId,
    created_at: row.click_time.toISOString(),
    workspace_id: context.workspaceId,
    campaign_id: ids.campaignId,
    offer_id: ids.offerId,
    landing_id: ids.landingId,
    source_id: ids.sourceId,
    ...row.columns,
    outcome: ids.offerId ? 'redirect' : 'no_match',
    http_status: ids.offerId ? 302 : 404,
    cost: row.cost,
    is_proxy: false,
    is_tor: false,
    is_datacenter: false,
    is_simulated: false,
    save_traffic: true,
    is_unique_flow: false,
    import_id: context.importId,
  };
  if (!row.conversion) return { click, conversion: null };
  const at = row.conversion.time;
  return {
    click,
    conversion: {
      ...click,
      conversion_id: randomUUID(),
      click_created_at: click.created_at,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      delay_seconds: Math.floor((at.getTime() - row.click_time.getTime()) / 1000),
      revision: 1,
      origin: 'postback',
      status: row.conversion.status,
      status_bucket: context.buckets.get(row.conversion.status),
      payout: row.conversion.payout,
      base_currency: context.baseCurrency,
      amount: row.conversion.payout,
      currency: context.baseCurrency,
      txid_or_event: 'import',
      forwarded: false,
    },
  };
}

interface ImportBatch {
  clicks: Record<string, unknown>[];
  conversions: Record<string, unknown>[];
  previousIds: Record<string, unknown>[];
  wouldWrite: { clicks: number; conversions: number };
  rejected: { line: number; reason: string }[];
  lastLine: number;
  lastBytes: number;
}

/** Writes a batch and the import's checkpoint in one transaction (a crash resumes after it). */
async function writeBatch(db: pg.PoolClient, importId: string, batch: ImportBatch): Promise<void> {
  const { clicks, conversions, previousIds, wouldWrite, rejected, lastLine, lastBytes } = batch;
  await inTransaction(db, async () => {
    if (clicks.length)
      await db.query('insert into clicks select * from json_populate_recordset(null::clicks, $1::json)', [
        JSON.stringify(clicks),
      ]);
    if (conversions.length)
      await db.query('insert into conversions select * from json_populate_recordset(null::conversions, $1::json)', [
        JSON.stringify(conversions),
      ]);
    // The first import of a previous id keeps it (a later file naming it again does not move it).
    if (previousIds.length)
      await db.query(
        `insert into previous_click_ids
           select * from json_populate_recordset(null::previous_click_ids, $1::json) on conflict do nothing`,
        [JSON.stringify(previousIds)],
      );
    await db.query(
      `update external_imports set line_done = $2, bytes_done = $3, clicks = clicks + $4, conversions =
        conversions + $5, rejected = rejected + $6,
         rejected_rows = case when jsonb_array_length(rejected_rows) >= ${MAX_REJECTED_LISTED} then rejected_rows
           else (select coalesce(jsonb_agg(e), '[]'::jsonb) from (select e from
             jsonb_array_elements(rejected_rows || $7::jsonb) e limit ${MAX_REJECTED_LISTED}) x) end,
         updated_at = now() where id = $1`,
      [
        importId,
        lastLine,
        lastBytes,
        clicks.length + wouldWrite.clicks,
        conversions.length + wouldWrite.conversions,
        rejected.length,
        JSON.stringify(rejected),
      ],
    );
  });
}
