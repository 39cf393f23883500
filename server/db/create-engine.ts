/**
 * Opens the document engine on its database: a PostgreSQL server when `databaseUrl` is given
 * (DATABASE_URL), else PGlite in `${dataDir}/pgdata`, or PGlite in memory without a dataDir
 * (tests). Either way a commit is on disk when it resolves, and the schema is brought to this
 * server's version (migrations.ts) before the engine answers.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentEngine } from './engine';
import { PgDocumentEngine } from './document-engine';
import { migrate } from './migrations';
import { PgliteDriver, type DatabaseEvents } from './pglite-driver';
import { PostgresDriver } from './postgres-driver';
import type { SqlDriver } from './sql-driver';

export type EngineOptions = {
  dataDir?: string;
  /** postgres://... : the PostgreSQL server to keep the documents in instead of PGlite. */
  databaseUrl?: string;
  /** Receives errors thrown by onCommit listeners (they never reach the committer). */
  onListenerError?: (error: unknown) => void;
  /** Hears of a failed database, its reopening or reconnection, and a failure it cannot recover from. */
  database?: Partial<DatabaseEvents>;
};

function reportListenerError(error: unknown): void {
  console.error('document engine: an onCommit listener threw', error);
}

/** The PGlite data folder inside a data folder. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pgdata');

/** Opens the database the options name, without bringing its schema up to date (backups, restores). */
export async function openDriver(options: Pick<EngineOptions, 'dataDir' | 'databaseUrl' | 'database'>): Promise<SqlDriver> {
  const events: DatabaseEvents = {
    log: options.database?.log ?? ((message) => console.error(message)),
    fatal: options.database?.fatal ?? (() => undefined),
  };
  if (options.databaseUrl) return PostgresDriver.open(options.databaseUrl, events);
  const folder = options.dataDir ? pgliteFolder(options.dataDir) : null;
  if (folder) await mkdir(folder, { recursive: true });
  return PgliteDriver.open(folder, events);
}

export async function createEngine(options: EngineOptions = {}): Promise<DocumentEngine> {
  const driver = await openDriver(options);
  try {
    await migrate(driver);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return new PgDocumentEngine(driver, options.onListenerError ?? reportListenerError);
}
