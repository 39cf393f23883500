/**
 * Reading an import file (spec 002 sections 2 and 5; issue 31) into a header and rows of text, in
 * the import's Web Worker. CSV through papaparse (BOM, CRLF, `,` `;` or tab, quoted newlines; empty
 * rows skipped; rows with more or fewer cells than the header reported); xlsx through
 * read-excel-file after its zip is measured. A file that is not what its name says, or too large,
 * is refused with a sentence the organiser can act on. A cell an export neutralised (`'=...`)
 * reads back as its value.
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { inflatedSizeWithin } from './zip-guard';

export const importFileLimits = { maxBytes: 25 * 1024 * 1024, maxInflatedBytes: 200 * 1024 * 1024, maxRows: 200_000 } as const;

export const readFileMessages = {
  wrongKind: 'Please choose a .csv or .xlsx file.',
  tooLarge: `The file is larger than ${importFileLimits.maxBytes / 1024 / 1024} MB. Please split it into smaller files.`,
  notCsv: 'This file is not a CSV file (text with comma or semicolon separated values), whatever its name says.',
  notXlsx: 'This file is not an Excel workbook (.xlsx), whatever its name says.',
  bomb: `The workbook unpacks to more than ${importFileLimits.maxInflatedBytes / 1024 / 1024} MB, so it was not read.`,
  unreadableXlsx: 'The workbook could not be read. Please save it again as .xlsx, or as CSV.',
  empty: 'The file has no rows.',
  tooManyRows: `The file has more than ${importFileLimits.maxRows.toLocaleString('en')} rows. Please split it into smaller files.`,
  ragged: (line: number, cells: number, expected: number) =>
    `Row ${line} has ${cells} ${cells === 1 ? 'cell' : 'cells'}; the header has ${expected}. ${cells > expected ? 'The extra cells are left out.' : 'The missing cells are empty.'}`,
} as const;

/** A file's header and rows; `lines` gives each row's place in the file (1 is the header), as a spreadsheet numbers it. */
export type ReadTable = { headers: string[]; rows: string[][]; lines: number[]; notes: string[] };
export type ReadOutcome = { ok: true; table: ReadTable } | { ok: false; error: string };

const MAX_NOTES = 50;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/** A cell a CSV export prefixed with ' so spreadsheets would not run it (papaparse's escapeFormulae). */
export const unneutralised = (cell: string): string => (cell.charCodeAt(0) === 39 && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

type Limits = typeof importFileLimits;

/** `limits` other than the product's are for tests that would otherwise build files of hundreds of megabytes. */
export async function readImportFile(name: string, bytes: Uint8Array, onProgress?: (fraction: number) => void, limits: Limits = importFileLimits): Promise<ReadOutcome> {
  const kind = /\.csv$/i.test(name) ? 'csv' : /\.xlsx$/i.test(name) ? 'xlsx' : null;
  if (!kind) return { ok: false, error: readFileMessages.wrongKind };
  if (bytes.length > limits.maxBytes) return { ok: false, error: readFileMessages.tooLarge };
  return kind === 'csv' ? readCsv(bytes, limits, onProgress) : readXlsx(bytes, limits, onProgress);
}

function decodeText(bytes: Uint8Array): string | null {
  // Text files hold no NUL bytes; zips, PDFs and images do within their first kilobytes.
  if (startsWith(bytes, ZIP_MAGIC) || bytes.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Spreadsheets on Windows save CSV in the system's code page.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Uint8Array, limits: Limits, onProgress?: (fraction: number) => void): ReadOutcome {
  const text = decodeText(bytes);
  if (text === null) return { ok: false, error: readFileMessages.notCsv };
  const records: string[][] = [];
  const lines: number[] = [];
  let line = 1;
  let failed = false;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    chunkSize: 1024 * 1024,
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      for (const record of results.data) {
        // A record's place in the file: quoted newlines make one record span several lines.
        lines.push(line);
        records.push(record);
        for (const cell of record) for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) line += 1;
        line += 1;
        if (records.length > limits.maxRows + 1) {
          failed = true;
          parser.abort();
          return;
        }
      }
      onProgress?.(Math.min(1, results.meta.cursor / text.length));
    },
    complete: () => onProgress?.(1),
  });
  if (failed) return { ok: false, error: readFileMessages.tooManyRows };
  return tableOf(records, lines);
}

async function readXlsx(bytes: Uint8Array, limits: Limits, onProgress?: (fraction: number) => void): Promise<ReadOutcome> {
  if (!startsWith(bytes, ZIP_MAGIC)) return { ok: false, error: readFileMessages.notXlsx };
  let inflated: number | null;
  try {
    inflated = inflatedSizeWithin(bytes, limits.maxInflatedBytes, (f) => onProgress?.(f * 0.4));
  } catch {
    return { ok: false, error: readFileMessages.notXlsx };
  }
  if (inflated === null) return { ok: false, error: readFileMessages.bomb };
  let sheet: unknown[][];
  try {
    const own = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    sheet = (await readSheet(own)) as unknown[][];
  } catch {
    return { ok: false, error: readFileMessages.unreadableXlsx };
  }
  onProgress?.(0.95);
  if (sheet.length > limits.maxRows + 1) return { ok: false, error: readFileMessages.tooManyRows };
  return tableOf(
    sheet.map((row) => row.map(cellText)),
    sheet.map((_, i) => i + 1),
  );
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The header and the non-empty rows, every cell read back from its export form, ragged rows made the header's width and noted. */
function tableOf(records: string[][], lines: number[]): ReadOutcome {
  const isEmpty = (record: string[]) => record.every((cell) => cell.trim() === '');
  const start = records.findIndex((record) => !isEmpty(record));
  if (start === -1) return { ok: false, error: readFileMessages.empty };
  const headers = records[start].map((cell) => unneutralised(cell).trim());
  const table: ReadTable = { headers, rows: [], lines: [], notes: [] };
  let ragged = 0;
  for (let i = start + 1; i < records.length; i += 1) {
    const record = records[i];
    if (isEmpty(record)) continue;
    if (record.length !== headers.length) {
      ragged += 1;
      if (ragged <= MAX_NOTES) table.notes.push(readFileMessages.ragged(lines[i], record.length, headers.length));
    }
    // Most rows already have the header's width: they are kept as they are, read back cell by cell.
    const row = record.length === headers.length ? record : Array.from({ length: headers.length }, (_, c) => record[c] ?? '');
    for (let c = 0; c < row.length; c += 1) row[c] = unneutralised(row[c]);
    table.rows.push(row);
    table.lines.push(lines[i]);
  }
  if (ragged > MAX_NOTES) table.notes.push(`And ${ragged - MAX_NOTES} more rows whose cells do not match the header.`);
  if (table.rows.length === 0) return { ok: false, error: readFileMessages.empty };
  return { ok: true, table };
}
