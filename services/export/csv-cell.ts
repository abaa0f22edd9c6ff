/**
 * A CSV cell made safe to open in a spreadsheet (OWASP "CSV injection"): text that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is read by Excel, LibreOffice and Google Sheets
 * as a formula, so a sub id like `=HYPERLINK(…)` sent by a visitor would run when a buyer opens
 * the export. Such text gets a leading apostrophe, which spreadsheets show as text and do not
 * evaluate. A plain number (`-1.5`, `+3`) is left as it is, so negative figures stay numbers.
 * One function for every CSV the service writes (log exports, report export).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

export function safeCsvCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
