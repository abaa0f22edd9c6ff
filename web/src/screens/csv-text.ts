/**
 * A pasted or uploaded CSV (or TSV, or semicolon-separated, as spreadsheets export) as records
 * by header name: the preview before an upload. Quoted fields may hold separators, quotes ("")
 * and line breaks. Empty lines are skipped.
 */
export function parseCsv(text: string): { header: string[]; records: Record<string, string>[] } {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = [',', ';', '\t'].reduce((best, s) =>
    firstLine.split(s).length > firstLine.split(best).length ? s : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  const filled = rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  const header = (filled.shift() ?? []).map((h) => h.trim().toLowerCase());
  const records = filled.map((cells) => Object.fromEntries(header.map((name, i) => [name, (cells[i] ?? '').trim()])));
  return { header, records };
}

/** Reads a chosen file as text (CSV uploads are small enough to hold in memory: 10,000 lines). */
export const readFileText = (file: File): Promise<string> => file.text();
