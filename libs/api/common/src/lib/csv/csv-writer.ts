import { kigaliTimestamp } from '@sawa/shared/domain';

/** A cell value: text is neutralised, numbers are written as they are, dates in Kigali time (the back office's). */
export type CsvValue = string | number | Date | null | undefined;

/** Cells starting with these are read as formulas by spreadsheet programs (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ("-12.50") is data, not a formula: it keeps its sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell (RFC 4180) that no spreadsheet will run: text starting with `=`, `+`, `-`, `@`,
 * tab or carriage return gets a leading apostrophe (shown as text, as OWASP recommends), and a
 * cell with a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return kigaliTimestamp(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header row and the rows, CRLF line ends (RFC 4180), every cell through `csvCell`. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
