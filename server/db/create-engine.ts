/**
 * Opens the document engine: PGlite in `${dataDir}/pgdata` (durable: a commit is on disk when
 * it resolves), or in memory without a dataDir (tests).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseHandle, type DatabaseEvents } from './database-handle';
import { SCHEMA } from './doc-store';
import type { DocumentEngine } from './engine';
import { PgDocumentEngine } from './document-engine';

export type EngineOptions = {
  dataDir?: string;
  /** Receives errors thrown by onCommit listeners (they never reach the committer). */
  onListenerError?: (error: unknown) => void;
  /** Hears of a failed database, its reopening, and a failure it cannot recover from. */
  database?: Partial<DatabaseEvents>;
};

function reportListenerError(error: unknown): void {
  console.error('document engine: an onCommit listener threw', error);
}

export async function createEngine(options: EngineOptions = {}): Promise<DocumentEngine> {
  const dir = options.dataDir ? join(options.dataDir, 'pgdata') : null;
  if (dir) await mkdir(dir, { recursive: true });
  const open = async () => {
    const db = dir ? await PGlite.create(dir) : await PGlite.create();
    await db.exec(SCHEMA);
    return db;
  };
  const events: DatabaseEvents = {
    log: options.database?.log ?? ((message) => console.error(message)),
    fatal: options.database?.fatal ?? (() => undefined),
  };
  const handle = new DatabaseHandle(await open(), dir ? open : null, events);
  return new PgDocumentEngine(handle, options.onListenerError ?? reportListenerError);
}
