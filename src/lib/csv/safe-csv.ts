/**
 * CSV the app hands out (exports of results, lists): written by papaparse, every cell that a
 * spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return)
 * prefixed with ' so it stays text.
 */
import Papa from 'papaparse';
import { downloadFile } from '../download-file';

export function safeCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { escapeFormulae: true });
}

/** Downloads the CSV, with a byte-order mark so spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  downloadFile(`\uFEFF${safeCsv(header, rows)}`, fileName, 'text/csv;charset=utf-8');
}
