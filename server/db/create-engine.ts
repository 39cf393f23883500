/**
 * Opens the document engine: PGlite in `${dataDir}/pgdata` (durable: a commit is on disk when
 * it resolves), or in memory without a dataDir (tests).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SCHEMA } from './doc-store';
import type { DocumentEngine } from './engine';
import { PgDocumentEngine } from './document-engine';

export type EngineOptions = {
  dataDir?: string;
  /** Receives errors thrown by onCommit listeners (they never reach the committer). */
  onListenerError?: (error: unknown) => void;
};

function reportListenerError(error: unknown): void {
  console.error('document engine: an onCommit listener threw', error);
}

export async function createEngine(options: EngineOptions = {}): Promise<DocumentEngine> {
  let db: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    db = await PGlite.create(dir);
  } else {
    db = await PGlite.create();
  }
  await db.exec(SCHEMA);
  return new PgDocumentEngine(db, options.onListenerError ?? reportListenerError);
}
