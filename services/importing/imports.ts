import type pg from 'pg';
import { NotFoundError } from '../errors';

/** An import as the API shows it. */
export interface ImportView {
  id: string;
  layout: string;
  delimiter: string | null;
  dry_run: boolean;
  would_create: Record<'campaign' | 'source' | 'offer' | 'landing', number> | null;
  state: string;
  percent: number;
  file_bytes: number;
  line_done: number;
  clicks: number;
  conversions: number;
  rejected: number;
  /** The first rejected rows (line number in the file, reason), at most 1000. */
  rejected_rows: { line: number; reason: string }[];
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

function view(row: Record<string, any>): ImportView {
  const bytes = Number(row.file_bytes);
  return {
    id: row.id,
    layout: row.layout,
    delimiter: row.delimiter,
    dry_run: row.dry_run,
    would_create: row.would_create,
    state: row.state,
    percent: row.state === 'done' ? 100 : bytes ? Math.min(99, Math.floor((Number(row.bytes_done) / bytes) * 100)) : 0,
    file_bytes: bytes,
    line_done: row.line_done,
    clicks: row.clicks,
    conversions: row.conversions,
    rejected: row.rejected,
    rejected_rows: row.rejected_rows,
    error: row.error,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

export async function getImport(db: pg.Pool, workspaceId: string, id: string): Promise<ImportView> {
  const { rows } = await db.query('select * from external_imports where workspace_id = $1 and id = $2', [
    workspaceId,
    id,
  ]);
  if (!rows[0]) throw new NotFoundError('import not found');
  return view(rows[0]);
}

export async function listImports(db: pg.Pool, workspaceId: string): Promise<ImportView[]> {
  const { rows } = await db.query(
    'select * from external_imports where workspace_id = $1 order by created_at desc limit 100',
    [workspaceId],
  );
  return rows.map(view);
}
