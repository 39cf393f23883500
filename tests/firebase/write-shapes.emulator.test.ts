/**
 * The field checks of every client-writable row, against the Firestore emulator running the
 * project's firestore.rules (generated from the matrix): the probes of
 * server/policy/write-shapes.test.ts (the full shape accepted; an unknown field, a wrong type, an
 * oversized value, a missing field and a forbidden transition refused, the data left as it was),
 * then the seeded random writes of server/realtime/write-fuzz.test.ts, each accepted exactly when
 * the matrix's checks accept it. The writer owns the event, so only the field checks decide.
 */
import { FirebaseError, deleteApp, type FirebaseApp } from 'firebase/app';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { writeFuzzCases, withTimestamp } from '@server/policy/write-fuzz-cases';
import { SHAPE_EVENT, writeShapeCases } from '@server/policy/write-shape-cases';
import { prng } from '@server/testing/prng';
import { emulators } from './emulators';
import { firestoreClient, resetFirestore, userToken } from './firestore-clients';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const WRITES = 200;
const OWNER = 'shape-owner';

/** Success, or Firestore's error code (FirebaseError: see matrix-walk.emulator.test.ts). */
async function outcome(run: () => Promise<void>): Promise<string> {
  try {
    await run();
    return 'allowed';
  } catch (error) {
    if (error instanceof FirebaseError) return error.code;
    throw error;
  }
}

describe('the field checks of every client-writable row, against firestore.rules in the Firestore emulator', () => {
  const apps: FirebaseApp[] = [];
  let admin: Firestore;
  let owner: Firestore;

  beforeAll(async () => {
    setLogLevel('error');
    // A project of its own, as the matrix walk has.
    const project = `${emulators().project}-write-shapes`;
    await resetFirestore(project);
    const adminClient = firestoreClient(project, 'write-shapes admin', { mockUserToken: 'owner' });
    const ownerClient = firestoreClient(project, 'write-shapes owner', userToken(OWNER));
    apps.push(adminClient.app, ownerClient.app);
    admin = adminClient.db;
    owner = ownerClient.db;
    await setDoc(doc(admin, `resourceAccess/${SHAPE_EVENT}/permissions/${OWNER}`), { permission: 'owner' });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  const prepare = async (path: string, seed: DocData | undefined) => {
    if (seed) await setDoc(doc(admin, path), seed);
    else await deleteDoc(doc(admin, path));
  };
  // A set on a missing document is what the rules judge as a create; an update merges top-level fields.
  const write = (op: 'create' | 'update', path: string, data: Record<string, unknown>) =>
    outcome(() => (op === 'create' ? setDoc(doc(owner, path), data) : updateDoc(doc(owner, path), data)));
  const stored = async (path: string) => (await getDoc(doc(admin, path))).data() ?? null;

  for (const c of writeShapeCases(serverTimestamp())) {
    it(c.name, async () => {
      await prepare(c.path, c.seed);
      const before = await stored(c.path);
      expect(await write(c.op, c.path, c.data)).toBe(c.ok ? 'allowed' : 'permission-denied');
      if (!c.ok) expect(await stored(c.path)).toEqual(before);
    });
  }

  it(`accepts random writes (seed ${SEED}) exactly when the matrix's field checks do`, async () => {
    const tally = { writes: 0, accepted: 0, refused: 0 };
    for (const [i, c] of writeFuzzCases(prng(SEED), WRITES).entries()) {
      await prepare(c.path, c.seed);
      const code = await write(c.op, c.path, withTimestamp(c.data, serverTimestamp()));
      tally.writes++;
      if (code === 'allowed') tally.accepted++;
      else tally.refused++;
      const context = `seed ${SEED}, write ${i}: ${c.op} ${c.path} ${JSON.stringify(c.data).slice(0, 300)}`;
      expect(code, context).toBe(c.expected ? 'allowed' : 'permission-denied');
    }
    console.log(`write fuzz against firestore.rules (seed ${SEED}): ${JSON.stringify(tally)}`);
  }, 600_000);
});
