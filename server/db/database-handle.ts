/**
 * The engine's one PGlite instance, and what happens when it fails. PGlite runs PostgreSQL in
 * WebAssembly: when that aborts ("table index is out of bounds", "memory access out of bounds")
 * the instance is dead, and every later query would fail too. So a failed instance is noticed at
 * once, said so in the log, and replaced by a fresh one on the same data folder (PostgreSQL
 * recovers from its write-ahead log, so every committed write is kept). An engine without a data
 * folder cannot be reopened without losing its data: it reports a fatal failure instead, so the
 * process can exit for its supervisor. Meanwhile every call fails with `unavailable`.
 */
import type { PGlite } from '@electric-sql/pglite';
import { EngineError } from './engine';

export type DatabaseEvents = {
  /** A failure noticed, a reopen done: the server logs these. */
  log: (message: string) => void;
  /** The database failed and could not be reopened; the engine answers `unavailable` from now on. */
  fatal: (message: string) => void;
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a dead WebAssembly instance throws, as opposed to an SQL error (which leaves it working). */
const mayBeDead = (error: unknown) => error instanceof WebAssembly.RuntimeError || error instanceof RangeError;

export class DatabaseHandle {
  private reopening: Promise<void> | null = null;
  private failure: string | null = null;
  private closed = false;

  constructor(
    private db: PGlite,
    /** Opens a fresh instance on the same data; absent for an in-memory database. */
    private readonly reopen: (() => Promise<PGlite>) | null,
    private readonly events: DatabaseEvents,
  ) {}

  /** Runs `fn` on the live instance; a dead instance is replaced and the call fails with `unavailable`. */
  async use<T>(fn: (db: PGlite) => Promise<T>): Promise<T> {
    if (this.reopening) await this.reopening;
    const db = this.current();
    try {
      return await fn(db);
    } catch (error) {
      if (!mayBeDead(error) || (await this.answers(db))) throw error;
      await this.recover(db, error);
      throw new EngineError('unavailable', 'The database failed while answering this request and has been reopened; try again.');
    }
  }

  /** Resolves when the database answers a query; `unavailable` when it does not. */
  async ping(): Promise<void> {
    await this.use((db) => db.query('SELECT 1'));
  }

  async close(): Promise<void> {
    if (this.reopening) await this.reopening;
    if (this.closed) return;
    this.closed = true;
    // A failed instance was closed when it failed.
    if (!this.failure) await this.db.close();
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
      if (!this.reopen) return this.fail('The database failed and cannot be reopened (it has no data folder).');
      try {
        this.db = await this.reopen();
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
