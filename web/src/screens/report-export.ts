import { ApiError } from '../api/errors';
import { getSession } from '../api/session';

/** The visible columns (with their names) and rows of a report, as the browser exports them. */
export interface Sheet {
  header: string[];
  rows: unknown[][];
}

/** Quotes a CSV field when it holds a separator, a quote or a line break (RFC 4180). */
const csvField = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(sheet: Sheet): string {
  return [sheet.header, ...sheet.rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function toJson(sheet: Sheet): string {
  return JSON.stringify(
    sheet.rows.map((r) => Object.fromEntries(sheet.header.map((h, i) => [h, r[i] ?? null]))),
    null,
    2,
  );
}

/** Excel 97–2003 (.xls, BIFF8) written by SheetJS, loaded only when asked for (it is large). */
export async function toXls(sheet: Sheet): Promise<Blob> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([sheet.header, ...sheet.rows.map((r) => r.map((v) => (v === undefined ? null : v)))]),
    'Report',
  );
  const bytes = XLSX.write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.ms-excel' });
}

export function download(name: string, content: Blob | string, type = 'text/plain') {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The server's export (POST /admin_api/v1/reports/export, CSV or HTML of every column, up to
 * 100,000 rows) saved as a download; answers the X-Report-Warning header when the export was cut.
 */
export async function serverExport(request: Record<string, unknown>, format: 'csv' | 'html'): Promise<string | null> {
  const response = await fetch('/admin_api/v1/reports/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${getSession()?.token ?? ''}` },
    credentials: 'omit',
    body: JSON.stringify({ ...request, format }),
  });
  if (!response.ok) {
    const body = await response.json().catch(() => ({ message: `the service answered ${response.status}` }));
    throw new ApiError([{ message: body.message ?? `the service answered ${response.status}` }], response.status);
  }
  download(`report.${format}`, await response.blob());
  return response.headers.get('x-report-warning');
}
