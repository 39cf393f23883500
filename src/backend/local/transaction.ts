/**
 * Optimistic transactions: reads record the version they saw, the commit sends them with the
 * writes, and the server refuses ('aborted') when any of them changed; then the function runs
 * again on fresh reads, as Firestore's client does.
 */
import type { WireDoc } from '@domain/protocol/messages';
import type { DocData, WriteData } from '@domain/documents/values';
import type { BatchOp, DocSnapshot, Transaction } from '../port/documents';
import { BackendError, isBackendError } from '@domain/errors/backend-error';
import type { Connection } from './connection';
import { encodeOp, toSnapshot } from './wire';

/** One first attempt, then up to five retries. */
const MAX_ATTEMPTS = 6;

export async function runTransaction<R>(conn: Connection, fn: (tx: Transaction) => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const reads = new Map<string, number>();
    const ops: BatchOp[] = [];
    const tx: Transaction = {
      async get<T = DocData>(path: string): Promise<DocSnapshot<T>> {
        if (ops.length > 0) throw new BackendError('invalid-argument', 'A transaction must do all its reads before its writes.');
        const doc = await conn.request<WireDoc>({ op: 'get', path }, { retryable: true });
        reads.set(path, doc.exists ? doc.version : 0);
        return toSnapshot<T>(doc);
      },
      set: (path: string, data: WriteData, options?: { merge?: boolean }) => void ops.push({ type: 'set', path, data, merge: options?.merge }),
      update: (path: string, data: WriteData) => void ops.push({ type: 'update', path, data }),
      create: (path: string, data: WriteData) => void ops.push({ type: 'create', path, data }),
      delete: (path: string) => void ops.push({ type: 'delete', path }),
    };
    const result = await fn(tx);
    try {
      await conn.request(
        { op: 'commit', reads: [...reads].map(([path, version]) => ({ path, version })), ops: ops.map(encodeOp) },
        { retryable: false },
      );
      return result;
    } catch (e) {
      if (!isBackendError(e) || e.code !== 'aborted') throw e;
      if (attempt >= MAX_ATTEMPTS) throw new BackendError('aborted', `The transaction kept conflicting with other writes and gave up after ${MAX_ATTEMPTS} attempts.`);
      // Jitter, so that two clients retrying against each other do not collide again in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
}
