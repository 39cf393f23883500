import {
  doc,
  type DocumentReference,
  type DocumentSnapshot as FsDocumentSnapshot,
  type Firestore,
  type Transaction as FsTransaction,
} from 'firebase/firestore';
import { isDocumentPath } from '@domain/documents/paths';
import type { DocData, WriteData } from '@domain/documents/values';
import type { BatchOp, DocSnapshot, Transaction } from '../port/documents';
import { BackendError } from '@domain/errors/backend-error';
import { fromFirestoreData, toFirestoreData } from './values';

export function docRef(db: Firestore, path: string): DocumentReference {
  if (!isDocumentPath(path)) throw new BackendError('invalid-argument', `"${path}" is not a document path.`);
  return doc(db, path);
}

/** Pending server timestamps read as the local estimate rather than null, as the app expects a Date. */
export function toDocSnapshot<T = DocData>(snap: FsDocumentSnapshot): DocSnapshot<T> {
  const data = snap.data({ serverTimestamps: 'estimate' });
  return {
    id: snap.id,
    path: snap.ref.path,
    exists: snap.exists(),
    data: data === undefined ? undefined : (fromFirestoreData(data) as T),
  };
}

/**
 * Applies the port's write operations inside a Firestore transaction. Firestore's web SDK has no
 * "create" precondition, so each created document is read first: the transaction then commits only
 * if that document still does not exist.
 */
export async function applyOps(db: Firestore, tx: FsTransaction, ops: readonly BatchOp[]): Promise<void> {
  for (const op of ops) {
    if (op.type !== 'create') continue;
    const existing = await tx.get(docRef(db, op.path));
    if (existing.exists()) throw new BackendError('already-exists', `Document "${op.path}" already exists.`);
  }
  for (const op of ops) {
    const ref = docRef(db, op.path);
    if (op.type === 'delete') tx.delete(ref);
    else if (op.type === 'update') tx.update(ref, toFirestoreData(op.data));
    else tx.set(ref, toFirestoreData(op.data), op.type === 'set' && op.merge ? { merge: true } : {});
  }
}

/**
 * The port's transaction: reads go straight to Firestore, writes are kept until the callback
 * returns so that `create` can read its target before anything is written.
 */
export class BufferedTransaction implements Transaction {
  readonly ops: BatchOp[] = [];

  constructor(
    private readonly db: Firestore,
    private readonly tx: FsTransaction,
  ) {}

  async get<T = DocData>(path: string): Promise<DocSnapshot<T>> {
    if (this.ops.length > 0) throw new BackendError('failed-precondition', 'A transaction must do all its reads before its writes.');
    return toDocSnapshot<T>(await this.tx.get(docRef(this.db, path)));
  }

  set(path: string, data: WriteData, options?: { merge?: boolean }): void {
    this.push({ type: 'set', path, data, merge: options?.merge });
  }

  update(path: string, data: WriteData): void {
    this.push({ type: 'update', path, data });
  }

  create(path: string, data: WriteData): void {
    this.push({ type: 'create', path, data });
  }

  delete(path: string): void {
    this.push({ type: 'delete', path });
  }

  private push(op: BatchOp): void {
    docRef(this.db, op.path);
    this.ops.push(op);
  }
}
