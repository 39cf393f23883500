/**
 * The engine's database in this process: one PGlite instance (PostgreSQL in WebAssembly), on a
 * data folder made durable by `pglite-durable-fs.ts`, or in memory (tests).
 *
 * When PGlite's WebAssembly aborts ("table index is out of bounds", "memory access out of
 * bounds") the instance is dead, and every later query would fail too. So a failed instance is
 * noticed at once, said so in the log, and replaced by a fresh one on the same data folder
 * (PostgreSQL recovers from its write-ahead log, so every committed write is kept). An in-memory
 * database cannot be reopened without losing its data: it reports a fatal failure instead, so
 * the process can exit for its supervisor. Meanwhile every call fails with `unavailable`.
 */
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-folder-lock';
import { diskFullRefusal } from './disk-full';
import { EngineError } from './engine';
import { DurableNodeFS } from './pglite-durable-fs';
import type { SqlClient, SqlDriver } from './sql-driver';

export type DatabaseEvents = {
  /** A failure noticed, a reopen done, a reconnection: the server logs these. */
  log: (message: string) => void;
  /** The database failed and could not be reopened; the engine answers `unavailable` from now on. */
  fatal: (message: string) => void;
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a dead WebAssembly instance throws, as opposed to an SQL error (which leaves it working). */
const mayBeDead = (error: unknown) => error instanceof WebAssembly.RuntimeError || error instanceof RangeError;

/** Opens PGlite on `folder` (durably; the caller holds the folder's lock), or in memory; `load`: a backup to start an empty folder from. */
export function openPglite(folder: string | null, load?: Blob): Promise<PGlite> {
  return folder ? PGlite.create({ fs: new DurableNodeFS(folder), loadDataDir: load }) : PGlite.create();
}

export class PgliteDriver implements SqlDriver {
  readonly kind = 'pglite';
  private reopening: Promise<void> | null = null;
  private failure: string | null = null;
  private closed = false;

  private constructor(
    private db: PGlite,
    /** The data folder; null for an in-memory database. */
    private readonly folder: string | null,
    private readonly unlock: () => void,
    private readonly events: DatabaseEvents,
  ) {}

  /** Opens the data folder (taking its lock) or, without one, an in-memory database. */
  static async open(folder: string | null, events: DatabaseEvents): Promise<PgliteDriver> {
    const unlock = folder ? lockDataFolder(folder) : () => undefined;
    try {
      return new PgliteDriver(await openPglite(folder), folder, unlock, events);
    } catch (error) {
      unlock();
      throw error;
    }
  }

  get location(): string {
    return this.folder ?? 'memory';
  }

  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> {
    return this.use((db) => db.query<T>(sql, params));
  }

  async exec(sql: string): Promise<void> {
    await this.use((db) => db.exec(sql));
  }

  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.use((db) => db.transaction((tx) => fn(tx)));
  }

  /** The whole data folder as a gzipped tarball, taken by PGlite between queries (backups). */
  async dumpDataDir(): Promise<Blob> {
    return this.use((db) => db.dumpDataDir('gzip'));
  }

  async ping(): Promise<void> {
    await this.use((db) => db.query('SELECT 1'));
  }

  async close(): Promise<void> {
    if (this.reopening) await this.reopening;
    if (this.closed) return;
    this.closed = true;
    try {
      // A failed instance was closed when it failed.
      if (!this.failure) await this.db.close();
    } finally {
      this.unlock();
    }
  }

  /** Runs `fn` on the live instance; a dead instance is replaced and the call fails with `unavailable`. */
  private async use<T>(fn: (db: PGlite) => Promise<T>): Promise<T> {
    if (this.reopening) await this.reopening;
    const db = this.current();
    try {
      return await fn(db);
    } catch (error) {
      if (!mayBeDead(error) || (await this.answers(db))) throw diskFullRefusal(error) ?? error;
      await this.recover(db, error);
      throw new EngineError('unavailable', 'The database failed while answering this request and has been reopened; try again.');
    }
  }

  private current(): PGlite {
    if (this.closed) throw new EngineError('failed-precondition', 'the document engine is closed');
    if (this.failure) throw new EngineError('unavailable', this.failure);
    return this.db;
  }

  private async answers(db: PGlite): Promise<boolean> {
    try {
      await db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  /** One reopen however many calls saw the same instance fail; a late failure of a replaced instance changes nothing. */
  private recover(failed: PGlite, cause: unknown): Promise<void> {
    if (failed !== this.db) return this.reopening ?? Promise.resolve();
    this.reopening ??= (async () => {
      this.events.log(`database: the database failed (${describe(cause)}); reopening it`);
      await failed.close().catch(() => undefined);
      if (!this.folder) return this.fail('The database failed and cannot be reopened (it has no data folder).');
      try {
        this.db = await openPglite(this.folder);
        this.events.log('database: reopened; committed data is intact');
      } catch (error) {
        this.fail(`The database failed and could not be reopened: ${describe(error)}`);
      }
    })().finally(() => {
      this.reopening = null;
    });
    return this.reopening;
  }

  private fail(message: string): void {
    this.failure = message;
    this.events.log(`database: ${message}`);
    this.events.fatal(message);
  }
}
