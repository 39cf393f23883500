/**
 * A read file's rows as participants (spec 002 section 5): which field each column is, the rows
 * that cannot be imported as they are (with the reason, the same check the server runs) and the
 * rows that can, in batches of one importParticipants call each. Two rows with one address
 * (compared trimmed and case-insensitively) are one participant: the later row is flagged.
 */
import { checkImportRow, columnNameProblem, fieldForHeader, IMPORT_BATCH_ROWS, importMessages, type ImportRow } from '@domain/participants/participant-import';
import { normalizeEmail } from '@domain/participants/participant-identity';
import { PARTICIPANT_IMPORT_FIELDS, type ParticipantImportField } from '@domain/participants/participant-record';

/** Per column, the field it fills, or 'skip' for a column the organiser leaves out, or null while it has no name. */
export type ColumnChoice = ParticipantImportField | 'skip' | null;
export type Mapping = ColumnChoice[];

/** The organiser's changes to rows: fixed cells by row index, and rows left out. */
export type RowEdits = { fixed: Record<number, string[]>; skipped: number[] };

export type InvalidRow = { index: number; line: number; cells: string[]; field: ParticipantImportField | null; error: string };
export type TableCheck = { validCount: number; invalidCount: number; invalid: InvalidRow[]; skippedCount: number };

/** Listed invalid rows at most; the count says how many there are in all. */
export const MAX_LISTED_INVALID = 200;
/** An import call's body stays under the server's 4 MiB limit for it. */
const MAX_BATCH_CHARS = 3 * 1024 * 1024;

export const mappingMessages = {
  duplicateField: (field: string) => `Only one column can be ${field}.`,
} as const;

/** Each column's field: what the organiser chose last time for a header of that name, else what the header says. */
export function autoMapping(headers: readonly string[], remembered: Readonly<Record<string, ColumnChoice>> = {}): Mapping {
  const isRemembered = (header: string) => Object.prototype.hasOwnProperty.call(remembered, header);
  const mapping: Mapping = headers.map((header) => (isRemembered(header) ? remembered[header] : null));
  headers.forEach((header, c) => {
    const guess = isRemembered(header) ? null : fieldForHeader(header);
    if (guess && !mapping.includes(guess)) mapping[c] = guess;
  });
  return mapping;
}

/** Per column, the mapping's problem (spec 002 section 5's message for a column with no name), or null. */
export function mappingProblems(mapping: Mapping): (string | null)[] {
  return mapping.map((choice, i) => {
    if (choice === 'skip') return null;
    const unnamed = columnNameProblem(choice);
    if (unnamed) return unnamed;
    return mapping.indexOf(choice) !== i ? mappingMessages.duplicateField(choice!) : null;
  });
}

/** The sentence that keeps the organiser on Configuration, if any. */
export function mappingError(mapping: Mapping): string | null {
  if (mappingProblems(mapping).some((problem) => problem !== null)) return importMessages.unnamedColumn;
  return mapping.includes('email') ? null : importMessages.noEmailColumn;
}

function rowOf(cells: readonly string[], mapping: Mapping): Record<string, string> {
  const row: Record<string, string> = {};
  mapping.forEach((choice, c) => {
    if (choice && choice !== 'skip' && cells[c] !== undefined) row[choice] = cells[c];
  });
  return row;
}

/** Walks the rows once: each one's check, in file order, with later repeats of an address flagged. */
function walk(rows: readonly string[][], mapping: Mapping, edits: RowEdits, visit: (index: number, cells: string[], check: ReturnType<typeof checkImportRow>) => void) {
  const skipped = new Set(edits.skipped);
  const seen = new Set<string>();
  for (let index = 0; index < rows.length; index += 1) {
    if (skipped.has(index)) continue;
    const cells = edits.fixed[index] ?? rows[index];
    let check = checkImportRow(rowOf(cells, mapping));
    if (check.ok) {
      const email = normalizeEmail(check.row.email!);
      if (seen.has(email)) check = { ok: false, field: 'email', error: importMessages.duplicate(email) };
      else seen.add(email);
    }
    visit(index, cells, check);
  }
}

export function checkTable(rows: readonly string[][], lines: readonly number[], mapping: Mapping, edits: RowEdits): TableCheck {
  const result: TableCheck = { validCount: 0, invalidCount: 0, invalid: [], skippedCount: new Set(edits.skipped).size };
  walk(rows, mapping, edits, (index, cells, check) => {
    if (check.ok) {
      result.validCount += 1;
      return;
    }
    result.invalidCount += 1;
    if (result.invalid.length < MAX_LISTED_INVALID) result.invalid.push({ index, line: lines[index], cells, field: check.field, error: check.error });
  });
  return result;
}

/** The rows to import, in calls of at most IMPORT_BATCH_ROWS rows and MAX_BATCH_CHARS characters. */
export function importBatches(rows: readonly string[][], mapping: Mapping, edits: RowEdits): ImportRow[][] {
  const batches: ImportRow[][] = [];
  let batch: ImportRow[] = [];
  let chars = 0;
  walk(rows, mapping, edits, (_index, _cells, check) => {
    if (!check.ok) return;
    const size = PARTICIPANT_IMPORT_FIELDS.reduce((n, field) => n + (check.row[field]?.length ?? 0) * 6 + 20, 0);
    if (batch.length === IMPORT_BATCH_ROWS || chars + size > MAX_BATCH_CHARS) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(check.row);
    chars += size;
  });
  if (batch.length > 0) batches.push(batch);
  return batches;
}
