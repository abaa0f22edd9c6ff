import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { clickIdTime } from '../../entities/click-id';
import { analyzeDayPartitions } from '../clicks/partitions';
import type { AppServices } from '../context';
import { NotFoundError } from '../errors';
import { manualConversionIntake, type ManualConversionLine, type ManualConversionOutcome } from './intake/manual';
import type { ConversionUploadLineResult, ConversionUploadView } from './upload.shapes';
import { isUuid } from '../../entities/uuid';

/**
 * A conversion upload's record and its run (docs/conversions.md, "Manual conversions"). The lines
 * are stored with the upload; the run takes them in order through the postback intake, and each
 * line's result commits with the upload's counters in one statement, so the record always says
 * exactly which lines are done. A run that stops (a crash, a restart, a failed attempt) is resumed
 * after the last recorded line; the one line that may have been in flight is settled from the audit
 * log (every conversion an upload records or updates leaves one audit row, `ref`
 * `conversion_upload:<id>`, in the conversion's own statement), so no line is written twice.
 * After MAX_UPLOAD_ATTEMPTS runs the upload is marked failed; the lines done stay recorded.
 */
export const MAX_UPLOAD_ATTEMPTS = 5;
/** Refused lines listed with an upload (their count is always exact). */
export const MAX_LISTED_ERRORS = 1000;

interface UploadRow {
  id: string;
  workspace_id: string;
  user_id: string;
  state: ConversionUploadView['state'];
  forward: boolean;
  log_url: string;
  input: ManualConversionLine[] | null;
  lines_total: number;
  lines_done: number;
  recorded: number;
  updated: number;
  duplicate: number;
  refused: number;
  attempts: number;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  user_name?: string | null;
}

type Db = Pick<pg.Pool, 'query'>;

/** Records an upload with its lines; answers its id. */
export async function storeConversionUpload(
  db: Db,
  upload: {
    workspace_id: string;
    user_id: string;
    lines: ManualConversionLine[];
    forward: boolean;
    url: string;
    state: 'queued' | 'running';
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into conversion_uploads (id, workspace_id, user_id, state, forward, log_url, input, lines_total)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      upload.workspace_id,
      upload.user_id,
      upload.state,
      upload.forward,
      upload.url,
      JSON.stringify(upload.lines),
      upload.lines.length,
    ],
  );
  return id;
}

export interface RunOptions {
  /** Told after each line commits. */
  progress?: (view: ConversionUploadView) => void;
  /**
   * The request's path: every line's result is kept for the answer, and an error ends the upload
   * failed (the caller is told) instead of leaving it to be resumed.
   */
  collect?: boolean;
  /** Tests: called after a line went through the intake, before its result is recorded. */
  afterIntake?: (line: number) => void;
}

/**
 * Runs (or resumes) an upload. Holds a session advisory lock on the upload for the run, so a
 * second run of the same upload (a re-queued job while the first still runs) answers at once.
 */
export async function runConversionUpload(
  services: AppServices,
  id: string,
  options: RunOptions = {},
): Promise<ConversionUploadView> {
  const pool = services.conversions.pool;
  const client = await pool.connect();
  let broken: unknown;
  try {
    const { rows: locked } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
      `conversion_upload:${id}`,
    ]);
    if (!locked[0].ok) return view(await readRow(client, id));
    try {
      return await runLocked(services, client, id, options);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [`conversion_upload:${id}`]);
    }
  } catch (thrown) {
    broken = thrown;
    throw thrown;
  } finally {
    client.release(broken instanceof Error && !(broken instanceof NotFoundError) ? broken : undefined);
  }
}

async function runLocked(
  services: AppServices,
  client: pg.PoolClient,
  id: string,
  options: RunOptions,
): Promise<ConversionUploadView> {
  let row = await readRow(client, id);
  if (row.state === 'done' || row.state === 'failed') return view(row);
  if (row.input === null || row.attempts >= MAX_UPLOAD_ATTEMPTS) {
    const reason = `stopped after ${row.attempts} attempts at line ${row.lines_done + 1}${row.error ? `: ${row.error}` : ''}`;
    return view(await finish(client, id, 'failed', reason));
  }
  row = (
    await client.query<UploadRow>(
      `update conversion_uploads set state = 'running', attempts = attempts + 1, updated_at = now()
        where id = $1 returning *`,
      [id],
    )
  ).rows[0];
  const results: ConversionUploadLineResult[] = [];
  const clickTimes: Date[] = [];
  try {
    row = await settleLineInFlight(client, row);
    const lines = row.input as ManualConversionLine[];
    const intake = manualConversionIntake(services);
    const audit = { user_id: row.user_id, ref: `conversion_upload:${id}` };
    for (let i = row.lines_done; i < lines.length; i++) {
      const outcome = await intake(row.workspace_id, lines[i], { forward: row.forward, url: row.log_url, audit });
      options.afterIntake?.(i + 1);
      row = await saveLine(client, id, i + 1, outcome);
      if (options.collect) results.push({ line: i + 1, ...outcome });
      const clickId = lines[i].click_id?.trim().toLowerCase();
      const clickTime = outcome.result === 'recorded' && clickId ? clickIdTime(clickId) : null;
      if (clickTime) clickTimes.push(clickTime);
      options.progress?.(view(row));
    }
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    // In the request: the caller gets the error, so the upload ends failed (the lines done stay).
    // A job: queued again, its retry (or the sweeper) resumes after the last recorded line.
    const settle = options.collect
      ? finish(client, id, 'failed', `stopped at line ${row.lines_done + 1}: ${message}`)
      : client.query(`update conversion_uploads set state = 'queued', error = $2, updated_at = now() where id = $1`, [
          id,
          message,
        ]);
    await settle.catch(() => undefined);
    throw thrown;
  }
  const done = await finish(client, id, 'done', null);
  if (clickTimes.length) await analyzeDayPartitions(services.conversions.pool, clickTimes, 'conversions');
  options.progress?.(view(done));
  return { ...view(done), ...(options.collect ? { lines: results } : {}) };
}

/** The lines are dropped once the upload ends: the results say what became of each. */
async function finish(client: pg.PoolClient, id: string, state: 'done' | 'failed', error: string | null) {
  const { rows } = await client.query<UploadRow>(
    `update conversion_uploads set state = $2, error = $3, input = null, updated_at = now() where id = $1 returning *`,
    [id, state, error],
  );
  return rows[0];
}

/** Records a line's result and counts it, once (a line already recorded changes nothing). */
async function saveLine(
  client: pg.PoolClient,
  id: string,
  line: number,
  outcome: ManualConversionOutcome,
): Promise<UploadRow> {
  const { rows } = await client.query<UploadRow>(
    `with l as (
       insert into conversion_upload_lines (upload_id, line, result, error, conversion_id)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning result
     )
     update conversion_uploads u set
       lines_done = u.lines_done + (select count(*) from l)::int,
       recorded = u.recorded + (select count(*) from l where result = 'recorded')::int,
       updated = u.updated + (select count(*) from l where result = 'updated')::int,
       duplicate = u.duplicate + (select count(*) from l where result = 'duplicate')::int,
       refused = u.refused + (select count(*) from l where result = 'refused')::int,
       updated_at = now()
     where u.id = $1 returning *`,
    [id, line, outcome.result, outcome.error, outcome.conversion_id],
  );
  return rows[0];
}

/**
 * A run that stopped between a line's conversion write and its result leaves one more audit row
 * than conversions counted: that line was written (recorded or updated), so its result is taken
 * from the audit row instead of sending the line through the intake again.
 */
async function settleLineInFlight(client: pg.PoolClient, row: UploadRow): Promise<UploadRow> {
  if (row.lines_done >= row.lines_total) return row;
  const { rows } = await client.query<{ n: number; action: string | null; entity_id: string | null }>(
    `select count(*)::int as n, (array_agg(action order by at desc))[1] as action,
            (array_agg(entity_id order by at desc))[1] as entity_id
       from audit_log where workspace_id = $1 and ref = $2`,
    [row.workspace_id, `conversion_upload:${row.id}`],
  );
  const { n, action, entity_id } = rows[0];
  if (n <= row.recorded + row.updated) return row;
  return saveLine(client, row.id, row.lines_done + 1, {
    result: action === 'create' ? 'recorded' : 'updated',
    error: null,
    conversion_id: entity_id,
  });
}

async function readRow(db: Db, id: string): Promise<UploadRow> {
  const { rows } = await db.query<UploadRow>('select * from conversion_uploads where id = $1', [id]);
  if (!rows[0]) throw new NotFoundError('conversion upload not found');
  return rows[0];
}

/** An upload with its uploader's name (or e-mail). */
const WITH_USER = `select u.id, u.workspace_id, u.user_id, u.state, u.forward, u.lines_total, u.lines_done, u.recorded,
    u.updated, u.duplicate, u.refused, u.attempts, u.error, u.created_at, u.updated_at,
    coalesce(nullif(p.name, ''), p.email) as user_name
  from conversion_uploads u left join users p on p.id = u.user_id`;

/** One upload of the workspace with its progress; 404 for another workspace's. */
export async function getConversionUpload(db: Db, workspaceId: string, id: string): Promise<ConversionUploadView> {
  if (!isUuid(id)) throw new NotFoundError('conversion upload not found');
  const { rows } = await db.query<UploadRow>(`${WITH_USER} where u.id = $1 and u.workspace_id = $2`, [id, workspaceId]);
  if (!rows[0]) throw new NotFoundError('conversion upload not found');
  return view(rows[0]);
}

/** The workspace's last 50 uploads, newest first. */
export async function listConversionUploads(db: Db, workspaceId: string): Promise<ConversionUploadView[]> {
  const { rows } = await db.query<UploadRow>(
    `${WITH_USER} where u.workspace_id = $1 order by u.created_at desc, u.id limit 50`,
    [workspaceId],
  );
  return rows.map(view);
}

/** The results of an upload's lines done so far, in line order (refused only: `refusedOnly`). */
export async function uploadLineResults(
  db: Db,
  uploadId: string,
  refusedOnly: boolean,
): Promise<ConversionUploadLineResult[]> {
  const { rows } = await db.query<ConversionUploadLineResult>(
    `select line, result, error, conversion_id from conversion_upload_lines
      where upload_id = $1 and ($2::boolean is false or result = 'refused') order by line limit $3`,
    [uploadId, refusedOnly, refusedOnly ? MAX_LISTED_ERRORS : 2_147_483_647],
  );
  return rows;
}

/** Uploads left queued or running with no progress for 2 minutes (a stopped process): their ids. */
export async function stalledConversionUploads(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id from conversion_uploads where state in ('queued', 'running') and updated_at < now() - interval '2 minutes'`,
  );
  return rows.map((row) => row.id);
}

function view(row: UploadRow): ConversionUploadView {
  const total = row.lines_total;
  const done = row.lines_done;
  return {
    id: row.id,
    state: row.state,
    forward: row.forward,
    lines_total: total,
    lines_done: done,
    percent: row.state === 'done' ? 100 : Math.min(99, Math.floor((done * 100) / total)),
    counts: { recorded: row.recorded, updated: row.updated, duplicate: row.duplicate, refused: row.refused },
    error: row.error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    user_id: row.user_id,
    user_name: row.user_name ?? null,
  };
}
