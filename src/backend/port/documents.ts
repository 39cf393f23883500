import type { AggregateResult, AggregateSpec, QuerySpec } from '@domain/documents/query';
import type { DocData, WriteData } from '@domain/documents/values';
import type { BackendError } from '@domain/errors/backend-error';

export type Unsubscribe = () => void;

export type DocSnapshot<T = DocData> = {
  id: string;
  path: string;
  exists: boolean;
  data: T | undefined;
};

export type DocChange<T = DocData> = {
  type: 'added' | 'modified' | 'removed';
  doc: DocSnapshot<T>;
  oldIndex: number;
  newIndex: number;
};

export type QuerySnapshot<T = DocData> = {
  docs: DocSnapshot<T>[];
  /** On the first snapshot every document is 'added'; afterwards only what changed. */
  changes: DocChange<T>[];
};

export type BatchOp =
  | { type: 'set'; path: string; data: WriteData; merge?: boolean }
  | { type: 'update'; path: string; data: WriteData }
  | { type: 'create'; path: string; data: WriteData }
  | { type: 'delete'; path: string };

/** Reads and writes inside a transaction; all reads must come before writes (as in Firestore). */
export interface Transaction {
  get<T = DocData>(path: string): Promise<DocSnapshot<T>>;
  set(path: string, data: WriteData, options?: { merge?: boolean }): void;
  update(path: string, data: WriteData): void;
  create(path: string, data: WriteData): void;
  delete(path: string): void;
}

export interface DocumentStore {
  get<T = DocData>(path: string): Promise<DocSnapshot<T>>;
  list<T = DocData>(query: QuerySpec): Promise<DocSnapshot<T>[]>;
  aggregate(query: QuerySpec, spec: AggregateSpec): Promise<AggregateResult>;
  /** Adds a document with a new random id to a collection; returns its path. */
  add(collectionPath: string, data: WriteData): Promise<string>;
  /** Fails with `already-exists` when the document exists. */
  create(path: string, data: WriteData): Promise<void>;
  set(path: string, data: WriteData, options?: { merge?: boolean }): Promise<void>;
  /** Dotted field paths update nested fields; fails with `not-found` when the document is missing. */
  update(path: string, data: WriteData): Promise<void>;
  remove(path: string): Promise<void>;
  /** Up to 500 operations, applied all or none. */
  batch(ops: BatchOp[]): Promise<void>;
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  subscribeDoc<T = DocData>(
    path: string,
    onNext: (snap: DocSnapshot<T>) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  subscribeQuery<T = DocData>(
    query: QuerySpec,
    onNext: (snap: QuerySnapshot<T>) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
}
