/**
 * What the document engine needs of a database, so that one engine runs on either PGlite (in
 * this process, `pglite-driver.ts`) or a PostgreSQL server (`postgres-driver.ts`). Both speak
 * PostgreSQL's SQL and give back rows with the same JavaScript types (see `postgres-types.ts`).
 */

export type SqlClient = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

export interface SqlDriver extends SqlClient {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data is, for messages: a folder, or the server and database (never a password). */
  readonly location: string;
  /** Runs a script of statements without parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves (and durable when
   * this resolves), rolled back when it throws. A commit whose outcome cannot be known (the
   * connection was lost while committing) rejects with `CommitOutcomeUnknown`.
   */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Resolves when the database answers; rejects with `unavailable` when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The commit was sent but its answer never came: it may or may not have been applied. */
export class CommitOutcomeUnknown extends Error {
  constructor(readonly cause: unknown) {
    super(`the connection was lost while committing: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'CommitOutcomeUnknown';
  }
}
