/**
 * The permission-matrix walk of tests/policy/matrix-walk.ts, cell for cell, against the
 * Firestore emulator running the project's firestore.rules (generated from the matrix): allowed
 * cells succeed, every other cell gets `permission-denied` and leaves the data as it was; then
 * its query cells (server/policy/matrix-query-cells.ts), with the document present and absent.
 *
 * Each principal is a Firestore Lite client whose requests carry the emulator's unsigned mock ID
 * token (none for the signed-out caller); the `owner` token, which the emulator lets past the
 * rules, seeds and reads back.
 */
import { FirebaseError, deleteApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  query as firestoreQuery,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuerySpec } from '@domain/documents/query';
import type { DocData } from '@domain/documents/values';
import type { Operation } from '@domain/permissions/matrix';
import { PRINCIPALS, afterwards, createOf, matrixCells, seedDocuments, updateOf, type Principal, type Target } from '@server/policy/matrix-cells';
import { principalEmail, queryCells } from '@server/policy/matrix-query-cells';
import { emulators } from './emulators';
import { firestoreClient, resetFirestore, userToken, type EmulatorOptions } from './firestore-clients';

type Outcome = { code: 'allowed'; read: DocData | null } | { code: string };

/**
 * What the caller observes: success (with what a read returned), or Firestore's error code.
 * FirebaseError, not FirestoreError: FirebaseError's constructor resets the prototype, so a
 * FirestoreError is not `instanceof FirestoreError`.
 */
async function attempt(run: () => Promise<DocData | null>): Promise<Outcome> {
  try {
    return { code: 'allowed', read: await run() };
  } catch (error) {
    if (error instanceof FirebaseError) return { code: error.code };
    throw error;
  }
}

describe('the permission matrix, cell by cell, against firestore.rules in the Firestore emulator', () => {
  const apps: FirebaseApp[] = [];
  const clients = new Map<string, Firestore>();
  let admin: Firestore;

  const connect = (project: string, name: string, options?: EmulatorOptions): Firestore => {
    const { app, db } = firestoreClient(project, `matrix-walk ${name}`, options);
    apps.push(app);
    return db;
  };
  const tokenOf = (p: Principal): EmulatorOptions | undefined => (p.uid === null ? undefined : userToken(p.uid, principalEmail(p.uid)));

  const seed = (t: Target) => setDoc(doc(admin, t.path), t.data);
  const stored = async (path: string) => (await getDoc(doc(admin, path))).data() ?? null;

  beforeAll(async () => {
    // Most cells are refusals, and the SDK warns of every refused request.
    setLogLevel('error');
    // A project of its own: clearing its data must not pull documents from under the contract
    // suite, which runs at the same time against the default project.
    const project = `${emulators().project}-matrix-walk`;
    await resetFirestore(project);
    admin = connect(project, 'admin', { mockUserToken: 'owner' });
    for (const p of PRINCIPALS) clients.set(p.name, connect(project, p.name, tokenOf(p)));
    const batch = writeBatch(admin);
    for (const d of seedDocuments()) batch.set(doc(admin, d.path), d.data);
    await batch.commit();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  const perform: Record<Operation, (db: Firestore, t: Target) => Promise<DocData | null>> = {
    read: async (db, t) => (await getDoc(doc(db, t.path))).data() ?? null,
    create: async (db, t) => {
      await setDoc(doc(db, t.path), createOf(t, serverTimestamp()));
      return null;
    },
    update: async (db, t) => {
      await updateDoc(doc(db, t.path), updateOf(t.row));
      return null;
    },
    delete: async (db, t) => {
      await deleteDoc(doc(db, t.path));
      return null;
    },
  };

  for (const { principal, target, op, ok, name } of matrixCells()) {
    it(name, async () => {
      // Every cell starts from its seeded target, whatever the cell before it did.
      await seed(target);
      // A set on a missing document is what the rules judge as a create.
      if (op === 'create') await deleteDoc(doc(admin, target.path));
      const outcome = await attempt(() => perform[op](clients.get(principal.name)!, target));
      expect(outcome.code).toBe(ok ? 'allowed' : 'permission-denied');
      if (ok && op === 'read') expect(outcome).toEqual({ code: 'allowed', read: target.data });
      expect(await stored(target.path)).toEqual(afterwards(op, ok, target, expect.any(Timestamp)));
    });
  }

  const toQuery = (db: Firestore, spec: QuerySpec) =>
    firestoreQuery(spec.group ? collectionGroup(db, spec.path) : collection(db, spec.path), ...(spec.where ?? []).map((w) => where(w.field, w.op, w.value)));

  // The same query with the document present (a list) and absent (a count) gets the same answer.
  for (const { principal, target, query, ok, name } of queryCells()) {
    it(name, async () => {
      const db = clients.get(principal.name)!;
      await seed(target);
      try {
        const present = await attempt(async () => ({ paths: (await getDocs(toQuery(db, query))).docs.map((d) => d.ref.path) }));
        await deleteDoc(doc(admin, target.path));
        const absent = await attempt(async () => ({ count: (await getCount(toQuery(db, query))).data().count }));
        expect([present.code, absent.code]).toEqual(Array(2).fill(ok ? 'allowed' : 'permission-denied'));
      } finally {
        // Other cells stand on it (the event itself is a target too).
        await seed(target);
      }
    });
  }
});
