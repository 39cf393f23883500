/**
 * The contract between the document engine (Firestore semantics, on PGlite or PostgreSQL) and
 * the rest of the server. The engine knows nothing about users or permissions; the transport
 * asks the policy module before calling it.
 */
import type { AggregateResult, AggregateSpec, QuerySpec } from '@domain/documents/query';
import type { DocData, WriteData } from '@domain/documents/values';

export type StoredDoc = {
  path: string;
  id: string;
  data: DocData;
  /** Increases on every write to this path; used for transaction preconditions. Never 0. */
  version: number;
  createTime: Date;
  updateTime: Date;
};

export type WriteOp =
  | { type: 'set'; path: string; data: WriteData; merge?: boolean }
  | { type: 'update'; path: string; data: WriteData }
  | { type: 'create'; path: string; data: WriteData }
  | { type: 'delete'; path: string };

/** `version` 0 means "the document must not exist". */
export type Precondition = { path: string; version: number };

/** One document's change from one commit. before/after null = did not exist / deleted. */
export type ChangeEvent = { path: string; before: StoredDoc | null; after: StoredDoc | null };

export interface DocumentEngine {
  get(path: string): Promise<StoredDoc | null>;
  /** Several documents by path in one read (the missing ones absent), keyed by path. */
  getMany(paths: readonly string[]): Promise<Map<string, StoredDoc>>;
  list(query: QuerySpec): Promise<StoredDoc[]>;
  aggregate(query: QuerySpec, spec: AggregateSpec): Promise<AggregateResult & { indexEntriesScanned: number }>;
  /**
   * Applies all ops atomically (resolving sentinels with one server time), or none. Validates
   * paths, values and the 1 MiB limit; throws EngineError. Returns what changed, and notifies
   * `onCommit` listeners after the data is durable. `authorize` sees exactly the changes about
   * to be written, inside the commit; if it throws, nothing is written and the error is rethrown.
   */
  commit(ops: WriteOp[], preconditions?: Precondition[], authorize?: (changes: ChangeEvent[]) => void): Promise<ChangeEvent[]>;
  onCommit(listener: (changes: ChangeEvent[]) => void): () => void;
  /** Resolves when the database answers a query; rejects with `unavailable` when it cannot. */
  ping(): Promise<void>;
  /**
   * SQL on the same database for server-internal tables (accounts, sessions, file metadata) that
   * are never exposed as documents. Callers create their own tables with CREATE TABLE IF NOT EXISTS.
   */
  readonly internal: InternalSql;
  close(): Promise<void>;
}

export interface InternalSql {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
}

export class EngineError extends Error {
  constructor(
    readonly code: 'invalid-argument' | 'not-found' | 'already-exists' | 'aborted' | 'failed-precondition' | 'resource-exhausted' | 'unavailable' | 'internal',
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
