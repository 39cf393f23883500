/**
 * The page's side of the import's Web Worker (model/import.worker.ts): one request at a time,
 * answered by a promise; Cancel ends the worker, whatever it was doing, and the next file starts a
 * new one.
 */
import type { ImportRow } from '@domain/participants/participant-import';
import type { ColumnChoice, Mapping, RowEdits, TableCheck } from '../model/import-table';
import type { FileSummary, WorkerAnswer, WorkerRequest } from '../model/import-worker-protocol';

export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled.');
  }
}

type Pending = { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void; onProgress?: (fraction: number) => void };
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

export class ImportWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('../model/import.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      if (answer.type === 'progress') return waiting.onProgress?.(answer.fraction);
      this.pending.delete(answer.id);
      if (answer.type === 'failed') waiting.reject(new Error(answer.error));
      else waiting.resolve(answer);
    };
    worker.onerror = (event) => this.stop(new Error(event.message || 'The file could not be read.'));
    this.worker = worker;
    return worker;
  }

  private ask<T extends WorkerAnswer['type']>(request: Request, expect: T, onProgress?: (fraction: number) => void): Promise<Extract<WorkerAnswer, { type: T }>> {
    const id = this.nextId++;
    const worker = this.start();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: (answer) => (answer.type === expect ? resolve(answer as Extract<WorkerAnswer, { type: T }>) : reject(new Error(answer.type))), reject, onProgress });
      worker.postMessage({ ...request, id });
    });
  }

  async read(file: File, remembered: Record<string, ColumnChoice>, onProgress: (fraction: number) => void): Promise<FileSummary> {
    return (await this.ask({ type: 'read', file, name: file.name, remembered }, 'read', onProgress)).summary;
  }

  async check(mapping: Mapping, edits: RowEdits): Promise<TableCheck> {
    return (await this.ask({ type: 'check', mapping, edits }, 'checked')).check;
  }

  /** Cuts the rows to import into calls; answers how many. */
  async prepare(mapping: Mapping, edits: RowEdits): Promise<number> {
    return (await this.ask({ type: 'batches', mapping, edits }, 'batches')).count;
  }

  async batch(index: number): Promise<ImportRow[]> {
    return (await this.ask({ type: 'batch', index }, 'batch')).rows;
  }

  /** Ends the worker and every request it had; the next request starts a new one. */
  stop(reason: Error = new ImportCancelled()): void {
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }
}
