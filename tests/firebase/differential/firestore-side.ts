/**
 * Firestore's side of the differential test: the emulator asked through Firestore Lite, which
 * sends each query as one RunQuery request. The full SDK's listen stream would add its own
 * behaviour (it never settles on some queries the server answers at once, e.g. `in [null, 1]`),
 * and the reference must be the server's answer. The SDK's client-side checks (cursor length,
 * limitToLast without orderBy...) are the same in both, and are part of what the app meets.
 * The documents are written with the full SDK: over gRPC, where Lite's JSON would turn -0 into 0.
 */
import {
  Timestamp,
  collection,
  documentId,
  endAt,
  endBefore,
  getCount,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { deleteApp, initializeApp } from 'firebase/app';
import * as full from 'firebase/firestore';
import type { QuerySpec } from '@domain/documents/query';
import type { DocData, DocValue } from '@domain/documents/values';
import { splitHostPort } from '@/backend/firebase/config';
import type { Side } from './compare';

function toLite(v: DocValue): unknown {
  if (v instanceof Date) return Timestamp.fromDate(v);
  if (Array.isArray(v)) return v.map(toLite);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toLite(x)]));
  return v;
}

function fromLite(v: unknown): DocValue {
  if (v instanceof Timestamp) return v.toDate();
  if (Array.isArray(v)) return v.map(fromLite);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fromLite(x)]));
  return v as DocValue;
}

const field = (name: string) => (name === '__name__' ? documentId() : name);

function liteQuery(db: Firestore, spec: QuerySpec) {
  const constraints: QueryConstraint[] = [];
  for (const w of spec.where ?? []) constraints.push(where(field(w.field), w.op, toLite(w.value)));
  for (const o of spec.orderBy ?? []) constraints.push(orderBy(field(o.field), o.direction));
  if (spec.start) constraints.push((spec.start.inclusive ? startAt : startAfter)(...spec.start.values.map(toLite)));
  if (spec.end) constraints.push((spec.end.inclusive ? endAt : endBefore)(...spec.end.values.map(toLite)));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  if (spec.limitToLast !== undefined) constraints.push(limitToLast(spec.limitToLast));
  return query(collection(db, spec.path), ...constraints);
}

export async function writeOverGrpc(project: string, host: string, collectionPath: string, docs: { id: string; data: DocData }[]): Promise<void> {
  const app = initializeApp({ projectId: project }, `differential-writer-${Date.now()}`);
  const db = full.getFirestore(app);
  full.connectFirestoreEmulator(db, ...splitHostPort(host));
  try {
    const toFull = (v: DocValue): unknown => {
      if (v instanceof Date) return full.Timestamp.fromDate(v);
      if (Array.isArray(v)) return v.map(toFull);
      if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toFull(x)]));
      return v;
    };
    for (let i = 0; i < docs.length; i += 500) {
      const batch = full.writeBatch(db);
      for (const d of docs.slice(i, i + 500)) batch.set(full.doc(db, `${collectionPath}/${d.id}`), toFull(d.data) as DocData);
      await batch.commit();
    }
  } finally {
    await full.terminate(db);
    await deleteApp(app);
  }
}

export function liteSide(db: Firestore): Side {
  return {
    list: async (spec) => (await getDocs(liteQuery(db, spec))).docs.map((d) => ({ id: d.id, data: fromLite(d.data()) as DocData })),
    count: async (spec) => (await getCount(liteQuery(db, spec))).data().count,
  };
}
