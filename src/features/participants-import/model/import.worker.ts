/**
 * The import's Web Worker: reads the file, checks its rows and cuts them into calls, so a file of
 * 100,000 rows never holds up the page. It keeps the rows; the page gets a summary and, when the
 * import runs, one batch at a time.
 */
import type { ImportRow } from '@domain/participants/participant-import';
import { autoMapping, checkTable, importBatches } from './import-table';
import type { WorkerAnswer, WorkerRequest } from './import-worker-protocol';
import { PREVIEW_ROWS } from './import-worker-protocol';
import { readImportFile, type ReadTable } from './read-file';

let table: ReadTable | null = null;
let batches: ImportRow[][] = [];
const answer = (message: WorkerAnswer) => self.postMessage(message);

async function handle(request: WorkerRequest): Promise<void> {
  const { id } = request;
  if (request.type === 'read') {
    const bytes = new Uint8Array(await request.file.arrayBuffer());
    const outcome = await readImportFile(request.name, bytes, (fraction) => answer({ id, type: 'progress', fraction }));
    if (!outcome.ok) {
      table = null;
      answer({ id, type: 'failed', error: outcome.error });
      return;
    }
    table = outcome.table;
    const mapping = autoMapping(table.headers, request.remembered);
    const check = checkTable(table.rows, table.lines, mapping, { fixed: {}, skipped: [] });
    const summary = { headers: table.headers, preview: table.rows.slice(0, PREVIEW_ROWS), rowCount: table.rows.length, notes: table.notes, mapping, check };
    answer({ id, type: 'read', summary });
    return;
  }
  if (!table) {
    answer({ id, type: 'failed', error: 'No file is loaded.' });
    return;
  }
  if (request.type === 'check') answer({ id, type: 'checked', check: checkTable(table.rows, table.lines, request.mapping, request.edits) });
  else if (request.type === 'batches') {
    batches = importBatches(table.rows, request.mapping, request.edits);
    answer({ id, type: 'batches', count: batches.length });
  } else answer({ id, type: 'batch', rows: batches[request.index] ?? [] });
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).catch((error: unknown) => answer({ id: event.data.id, type: 'failed', error: error instanceof Error ? error.message : String(error) }));
};
