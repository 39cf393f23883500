/**
 * Finish (spec 002 sections 2 and 7): the rows the worker prepared go to importParticipants one
 * batch after another, and the answers add up to the summary. A failed call stops the import;
 * what went before it stands, and importing the file again changes only what is still missing.
 */
import type { Backend } from '@/backend/port';
import type { ImportWorker } from './import-worker-client';

export type ImportSummary = { created: number; updated: number; unchanged: number; skipped: { email: string; reason: string }[] };

export async function runImport(backend: Backend, eventId: string, worker: ImportWorker, batches: number, onProgress: (done: number) => void): Promise<ImportSummary> {
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, skipped: [] };
  for (let index = 0; index < batches; index += 1) {
    const rows = await worker.batch(index);
    const answer = await backend.call('importParticipants', { eventId, rows });
    summary.created += answer.created;
    summary.updated += answer.updated;
    summary.unchanged += answer.unchanged;
    summary.skipped.push(...answer.skipped.map(({ email, reason }) => ({ email, reason })));
    onProgress(index + 1);
  }
  return summary;
}
