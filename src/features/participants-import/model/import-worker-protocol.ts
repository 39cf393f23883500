/** What the import's page and its Web Worker say to each other; the worker holds the file's rows. */
import type { ImportRow } from '@domain/participants/participant-import';
import type { ColumnChoice, Mapping, RowEdits, TableCheck } from './import-table';

export type WorkerRequest =
  | { id: number; type: 'read'; file: Blob; name: string; remembered: Record<string, ColumnChoice> }
  | { id: number; type: 'check'; mapping: Mapping; edits: RowEdits }
  | { id: number; type: 'batches'; mapping: Mapping; edits: RowEdits }
  | { id: number; type: 'batch'; index: number };

export type FileSummary = { headers: string[]; preview: string[][]; rowCount: number; notes: string[]; mapping: Mapping; check: TableCheck };

export type WorkerAnswer =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'failed'; error: string }
  | { id: number; type: 'read'; summary: FileSummary }
  | { id: number; type: 'checked'; check: TableCheck }
  | { id: number; type: 'batches'; count: number }
  | { id: number; type: 'batch'; rows: ImportRow[] };

/** Rows the Configuration step previews. */
export const PREVIEW_ROWS = 10;
