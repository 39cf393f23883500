/**
 * CSV the app hands out (exports of results, lists): written by papaparse, every cell that a
 * spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return)
 * prefixed with ' so it stays text. Rows end with CRLF; the separator is a comma unless the
 * export's format asks for another (the participants' CSV: a semicolon, spec 002 section 9).
 */
import Papa from 'papaparse';
import { downloadFile } from '../download-file';

export type CsvOptions = { delimiter?: ',' | ';' };
type Cell = string | number;

export function safeCsv(header: readonly string[], rows: readonly (readonly Cell[])[], { delimiter = ',' }: CsvOptions = {}): string {
  return Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { escapeFormulae: true, delimiter, newline: '\r\n' });
}

/** Downloads the CSV, with a byte-order mark so spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly Cell[])[], options: CsvOptions = {}): void {
  downloadFile(`\uFEFF${safeCsv(header, rows, options)}`, fileName, 'text/csv;charset=utf-8');
}
