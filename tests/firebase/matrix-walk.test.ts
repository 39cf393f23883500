/**
 * The permission-matrix walk of server/policy/matrix-walk.test.ts, cell for cell, against the
 * Firestore emulator running the project's firestore.rules (generated from the matrix): allowed
 * cells succeed, every other cell gets `permission-denied` and leaves the data as it was. Run
 * when FIRESTORE_EMULATOR_HOST says where the emulator is (`npm run dev:firebase`, needs Java 21).
 *
 * Each principal is a Firebase app whose requests carry the emulator's unsigned mock ID token
 * (none for the signed-out caller); the `owner` token, which the emulator lets past the rules,
 * seeds and reads back. Firestore Lite sends each operation as one request, with no local cache
 * or listen stream in between, so what a cell observes is the rules' answer and nothing else.
 */
import { FirebaseError, deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import type { Operation } from '@domain/permissions/matrix';
import { PRINCIPALS, afterwards, matrixCells, seedDocuments, updateOf, type Principal, type Target } from '@server/policy/matrix-cells';
import { projectFile, projectJson } from './rules-files';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const REACHABLE_WITHIN_MS = 5_000;

type Emulator = { hostname: string; port: number; project: string };
type EmulatorOptions = Parameters<typeof connectFirestoreEmulator>[3];

function splitHost(host: string): { hostname: string; port: number } {
  const match = /^(.+):(\d+)$/.exec(host);
  if (!match) throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port (e.g. 127.0.0.1:8080), not ${JSON.stringify(host)}.`);
  return { hostname: match[1], port: Number(match[2]) };
}

/** Fails at once, naming what is missing, rather than letting every cell time out. */
async function checkReachable(host: string): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(REACHABLE_WITHIN_MS) });
  } catch {
    throw new Error(`The Firestore emulator is not reachable at ${host}; start it with \`npm run dev:firebase\` (needs Java 21).`);
  }
}

/** Sends an emulator admin request; a refusal (e.g. rules that do not compile) fails with the emulator's answer. */
async function emulatorRequest(what: string, url: string, init: RequestInit): Promise<void> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`The Firestore emulator refused to ${what} (${res.status}): ${await res.text()}`);
}

/** The walk starts from the current firestore.rules and no data. */
async function resetEmulator(host: string, project: string): Promise<void> {
  const content = projectFile('firestore.rules');
  await emulatorRequest('load firestore.rules', `http://${host}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  await emulatorRequest('clear its data', `http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`, { method: 'DELETE' });
}

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

  const connect = (emulator: Emulator, name: string, options?: EmulatorOptions): Firestore => {
    const app = initializeApp({ projectId: emulator.project }, `matrix-walk ${name}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulator.hostname, emulator.port, options);
    return db;
  };
  const tokenOf = (p: Principal): EmulatorOptions | undefined =>
    p.uid === null ? undefined : { mockUserToken: { sub: p.uid, user_id: p.uid, email: `${p.uid}@example.com`, email_verified: true } };

  const seed = (t: Target) => setDoc(doc(admin, t.path), t.data);
  const stored = async (path: string) => (await getDoc(doc(admin, path))).data() ?? null;

  beforeAll(async () => {
    // vitest.config.ts leaves this file out unless the variable is set; run on its own, it says why it cannot.
    if (!firestoreHost) throw new Error('The Firestore matrix walk needs the emulator: start `npm run dev:firebase` and set FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:8080).');
    // Most cells are refusals, and the SDK warns of every refused request.
    setLogLevel('error');
    // A project of its own: clearing its data must not pull documents from under the contract
    // suite, which runs at the same time against the default project.
    const project = `${projectJson<{ projects: { default: string } }>('.firebaserc').projects.default}-matrix-walk`;
    const emulator = { ...splitHost(firestoreHost), project };
    await checkReachable(firestoreHost);
    await resetEmulator(firestoreHost, emulator.project);
    admin = connect(emulator, 'admin', { mockUserToken: 'owner' });
    for (const p of PRINCIPALS) clients.set(p.name, connect(emulator, p.name, tokenOf(p)));
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
      await setDoc(doc(db, t.path), t.data);
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
      await seed(target);
      try {
        // A set on a missing document is what the rules judge as a create.
        if (op === 'create') await deleteDoc(doc(admin, target.path));
        const outcome = await attempt(() => perform[op](clients.get(principal.name)!, target));
        expect(outcome.code).toBe(ok ? 'allowed' : 'permission-denied');
        if (ok && op === 'read') expect(outcome).toEqual({ code: 'allowed', read: target.data });
        expect(await stored(target.path)).toEqual(afterwards(op, ok, target));
      } finally {
        await seed(target);
      }
    });
  }
});
