/** The DocumentStore of the local provider: each call is one frame on the connection. */
import type { WireDoc } from '@domain/protocol/messages';
import { isCollectionPath, newDocumentId } from '@domain/documents/paths';
import type { AggregateResult, AggregateSpec, QuerySpec } from '@domain/documents/query';
import type { DocData, WriteData } from '@domain/documents/values';
import type { BatchOp, DocSnapshot, DocumentStore } from '../port/documents';
import { BackendError } from '@domain/errors/backend-error';
import type { Connection } from './connection';
import type { Subscriptions } from './subscriptions';
import { runTransaction } from './transaction';
import { encodeOp, encodeQuery, toSnapshot, type WireQuery } from './wire';

export function createDocumentStore(conn: Connection, subs: Subscriptions): DocumentStore {
  const write = async (ops: BatchOp[]): Promise<void> => {
    if (ops.length === 0) return;
    await conn.request({ op: 'write', ops: ops.map(encodeOp) }, { retryable: false });
  };

  return {
    async get<T = DocData>(path: string): Promise<DocSnapshot<T>> {
      return toSnapshot<T>(await conn.request<WireDoc>({ op: 'get', path }, { retryable: true }));
    },
    async list<T = DocData>(query: QuerySpec): Promise<DocSnapshot<T>[]> {
      const docs = await conn.request<WireDoc[]>({ op: 'list', query: encodeQuery(query) }, { retryable: true });
      return docs.map((d) => toSnapshot<T>(d));
    },
    async aggregate(query: QuerySpec, spec: AggregateSpec): Promise<AggregateResult> {
      return conn.request<AggregateResult>({ op: 'aggregate', query: encodeQuery(query), spec }, { retryable: true });
    },
    async add(collectionPath: string, data: WriteData): Promise<string> {
      if (!isCollectionPath(collectionPath)) throw new BackendError('invalid-argument', `"${collectionPath}" is not a collection path.`);
      const path = `${collectionPath}/${newDocumentId()}`;
      await write([{ type: 'create', path, data }]);
      return path;
    },
    create: (path: string, data: WriteData) => write([{ type: 'create', path, data }]),
    set: (path: string, data: WriteData, options?: { merge?: boolean }) => write([{ type: 'set', path, data, merge: options?.merge }]),
    update: (path: string, data: WriteData) => write([{ type: 'update', path, data }]),
    remove: (path: string) => write([{ type: 'delete', path }]),
    batch: write,
    runTransaction: (fn) => runTransaction(conn, fn),
    subscribeDoc: (path, onNext, onError) => subs.subscribeDoc(path, onNext, onError),
    subscribeQuery: (query, onNext, onError) => {
      let wire: WireQuery;
      try {
        wire = encodeQuery(query);
      } catch (error) {
        // A query the wire cannot carry fails like any other refused subscription: through onError.
        queueMicrotask(() => onError?.(error as BackendError));
        return () => {};
      }
      return subs.subscribeQuery(wire, onNext, onError);
    },
  };
}
