import {
  addDoc,
  collection,
  count,
  deleteDoc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  runTransaction,
  setDoc,
  sum,
  updateDoc,
  writeBatch,
  type AggregateField,
  type Firestore,
} from 'firebase/firestore';
import { isCollectionPath } from '@domain/documents/paths';
import type { AggregateResult, AggregateSpec, QuerySpec } from '@domain/documents/query';
import { MAX_BATCH_WRITES, type DocData, type WriteData } from '@domain/documents/values';
import type { BatchOp, DocSnapshot, DocumentStore, QuerySnapshot, Transaction, Unsubscribe } from '../port/documents';
import { BackendError } from '@domain/errors/backend-error';
import { guard, toBackendError } from './errors';
import { toFirestoreQuery } from './query';
import { applyOps, BufferedTransaction, docRef, toDocSnapshot } from './transaction';
import { toFirestoreData } from './values';

function checkOpCount(ops: readonly BatchOp[]): void {
  if (ops.length > MAX_BATCH_WRITES) {
    throw new BackendError('invalid-argument', `At most ${MAX_BATCH_WRITES} writes are applied together; got ${ops.length}.`);
  }
}

/** Subscriptions report a bad path through onError, like any other failure of a listener. */
function listen(start: () => Unsubscribe, onError?: (error: BackendError) => void): Unsubscribe {
  try {
    return start();
  } catch (error) {
    queueMicrotask(() => onError?.(toBackendError(error)));
    return () => {};
  }
}

export function createFirestoreDocuments(db: Firestore): DocumentStore {
  return {
    get: <T = DocData>(path: string) => guard(async () => toDocSnapshot<T>(await getDoc(docRef(db, path)))),

    list: <T = DocData>(spec: QuerySpec) =>
      guard(async () => (await getDocs(toFirestoreQuery(db, spec))).docs.map((d) => toDocSnapshot<T>(d))),

    aggregate: (spec: QuerySpec, aggregates: AggregateSpec) =>
      guard(async () => {
        const fields: Record<string, AggregateField<number>> = {};
        if (aggregates.count) fields.count = count();
        const sums = aggregates.sum ?? [];
        sums.forEach((name, i) => (fields[`sum${i}`] = sum(name)));
        if (Object.keys(fields).length === 0) return {};
        const data = (await getAggregateFromServer(toFirestoreQuery(db, spec), fields)).data();
        const result: AggregateResult = {};
        if (aggregates.count) result.count = data.count;
        if (sums.length > 0) result.sum = Object.fromEntries(sums.map((name, i) => [name, data[`sum${i}`]]));
        return result;
      }),

    add: (collectionPath: string, data: WriteData) =>
      guard(async () => {
        if (!isCollectionPath(collectionPath)) throw new BackendError('invalid-argument', `"${collectionPath}" is not a collection path.`);
        return (await addDoc(collection(db, collectionPath), toFirestoreData(data))).path;
      }),

    create: (path: string, data: WriteData) =>
      guard(() => runTransaction(db, (tx) => applyOps(db, tx, [{ type: 'create', path, data }]))),

    set: (path: string, data: WriteData, options?: { merge?: boolean }) =>
      guard(() => setDoc(docRef(db, path), toFirestoreData(data), options?.merge ? { merge: true } : {})),

    update: (path: string, data: WriteData) => guard(() => updateDoc(docRef(db, path), toFirestoreData(data))),

    remove: (path: string) => guard(() => deleteDoc(docRef(db, path))),

    batch: (ops: BatchOp[]) =>
      guard(async () => {
        checkOpCount(ops);
        // A write batch cannot check that a document is absent; a transaction can.
        if (ops.some((op) => op.type === 'create')) {
          await runTransaction(db, (tx) => applyOps(db, tx, ops));
          return;
        }
        const batch = writeBatch(db);
        for (const op of ops) {
          const ref = docRef(db, op.path);
          if (op.type === 'delete') batch.delete(ref);
          else if (op.type === 'update') batch.update(ref, toFirestoreData(op.data));
          else batch.set(ref, toFirestoreData(op.data), op.type === 'set' && op.merge ? { merge: true } : {});
        }
        await batch.commit();
      }),

    runTransaction: <R>(fn: (tx: Transaction) => Promise<R>) =>
      guard(() =>
        runTransaction(db, async (fsTx) => {
          const tx = new BufferedTransaction(db, fsTx);
          const result = await fn(tx);
          checkOpCount(tx.ops);
          await applyOps(db, fsTx, tx.ops);
          return result;
        }),
      ),

    subscribeDoc: <T = DocData>(path: string, onNext: (snap: DocSnapshot<T>) => void, onError?: (error: BackendError) => void) =>
      listen(
        () =>
          onSnapshot(
            docRef(db, path),
            (snap) => onNext(toDocSnapshot<T>(snap)),
            (error) => onError?.(toBackendError(error)),
          ),
        onError,
      ),

    subscribeQuery: <T = DocData>(spec: QuerySpec, onNext: (snap: QuerySnapshot<T>) => void, onError?: (error: BackendError) => void) =>
      listen(
        () =>
          onSnapshot(
            toFirestoreQuery(db, spec),
            (snap) =>
              onNext({
                docs: snap.docs.map((d) => toDocSnapshot<T>(d)),
                changes: snap.docChanges().map((c) => ({
                  type: c.type,
                  doc: toDocSnapshot<T>(c.doc),
                  oldIndex: c.oldIndex,
                  newIndex: c.newIndex,
                })),
              }),
            (error) => onError?.(toBackendError(error)),
          ),
        onError,
      ),
  };
}
