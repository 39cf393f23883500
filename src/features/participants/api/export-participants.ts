/**
 * The participants export (spec 002 sections 7 and 9; issue 31): every participant of the table's
 * filter, read from the server in pages of the largest size (not only the page on screen), written
 * as `event_participants.csv` (`;` separated, UTF-8 with a BOM, CRLF, formulas kept as text) or as
 * an xlsx workbook, whose cells are text or numbers and never formulas.
 */
import { PARTICIPANT_PAGE_SIZES } from '@domain/participants/participant-listing';
import type { Backend } from '@/backend/port';
import { downloadCsv } from '@/lib/csv/safe-csv';
import { downloadFile } from '@/lib/download-file';
import type { ParticipantColumn, ParticipantRow } from '../model/participant-columns';
import type { ParticipantFilter } from './use-participants';

export const EXPORT_FILE_NAME = 'event_participants';
export type ExportFormat = 'csv' | 'xlsx';

async function everyParticipant(backend: Backend, eventId: string, filter: ParticipantFilter): Promise<ParticipantRow[]> {
  const rows: ParticipantRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await backend.call('listParticipants', { eventId, ...filter, pageSize: PARTICIPANT_PAGE_SIZES.max, total: false, ...(cursor ? { cursor } : {}) });
    rows.push(...page.participants);
    cursor = page.next ?? undefined;
  } while (cursor);
  return rows;
}

/** Reads and downloads the export; answers how many participants it holds. */
export async function exportParticipants(
  backend: Backend,
  eventId: string,
  filter: ParticipantFilter,
  columns: readonly ParticipantColumn[],
  format: ExportFormat,
): Promise<number> {
  const rows = await everyParticipant(backend, eventId, filter);
  const header = columns.map((column) => column.title);
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  if (format === 'csv') {
    downloadCsv(`${EXPORT_FILE_NAME}.csv`, header, cells, { delimiter: ';' });
  } else {
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    const sheet = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...cells.map((row) => row.map((value) => ({ value })))];
    downloadFile(await writeXlsxFile(sheet).toBlob(), `${EXPORT_FILE_NAME}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  }
  return rows.length;
}
