/**
 * A property of the realtime endpoint, tried with random writes (seeded: FUZZ_SEED replays one):
 * a client's create or update of a client-writable row succeeds exactly when the matrix's field
 * checks accept it (server/policy/write-fuzz-cases.ts), and whatever succeeds is stored in the
 * row's shape. The writer is the event's owner, who holds every role a row asks, so only the field
 * checks decide. The Firestore emulator runs the same cases against firestore.rules
 * (tests/firebase/write-shapes.emulator.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMayChange, clientMayCreate } from '@domain/permissions/matrix';
import { encodeValue } from '@domain/protocol/wire-values';
import { changedFields } from '../policy/same-value';
import { writeFuzzCases, withTimestamp } from '../policy/write-fuzz-cases';
import { SHAPE_EVENT, clientWritableRows } from '../policy/write-shape-cases';
import { prng } from '../testing/prng';
import { startHarness, type Harness, type TestClient } from './test-harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const WRITES = 400;
const SERVER_TIME = { __sentinel__: 'serverTimestamp' };
const OWNER = 'fuzz-owner';

let h: Harness;
let owner: TestClient;

beforeAll(async () => {
  h = await startHarness();
  await h.engine.commit([{ type: 'set', path: `resourceAccess/${SHAPE_EVENT}/permissions/${OWNER}`, data: { permission: 'owner' } }]);
  owner = await h.connect(OWNER);
});
afterAll(() => h.close());

const CASES = writeFuzzCases(prng(SEED), WRITES);
const BATCH = 50;
const tally = { writes: 0, accepted: 0, refused: 0, invalid: 0 };

describe(`random writes (seed ${SEED})`, () => {
  for (let from = 0; from < CASES.length; from += BATCH) {
    it(`accepts writes ${from} to ${from + BATCH - 1} exactly when the field checks do, and stores only documents in shape`, async () => {
      for (const [offset, c] of CASES.slice(from, from + BATCH).entries()) {
        await h.engine.commit([c.seed ? { type: 'set', path: c.path, data: c.seed } : { type: 'delete', path: c.path }]);
        const res = await owner.request({ op: 'write', ops: [{ type: c.op, path: c.path, data: encodeValue(withTimestamp(c.data, SERVER_TIME)) }] });
        const context = `seed ${SEED}, write ${from + offset}: ${c.op} ${c.path} ${JSON.stringify(c.data).slice(0, 300)}`;
        tally.writes++;
        if (res.ok) tally.accepted++;
        else if (res.error.code === 'invalid-argument') tally.invalid++;
        else {
          expect(res.error.code, context).toBe('permission-denied');
          tally.refused++;
        }
        expect(res.ok === true, context).toBe(c.expected);
        if (!res.ok) continue;
        // What is stored now must pass the checks by itself, its timestamps being the commit's.
        const stored = (await h.engine.get(c.path))!;
        const inShape =
          c.op === 'create'
            ? clientMayCreate(c.row, stored.data, stored.updateTime)
            : clientMayChange(c.row, changedFields(c.seed!, stored.data), stored.data, stored.updateTime, c.seed);
        expect(inShape, context).toBe(true);
      }
    });
  }

  it('tried both outcomes on every row', () => {
    console.log(`write fuzz (seed ${SEED}): ${JSON.stringify(tally)}`);
    expect(tally.writes).toBe(WRITES);
    expect(tally.accepted).toBeGreaterThan(WRITES / 10);
    expect(tally.refused).toBeGreaterThan(WRITES / 10);
    const outcomes = (path: string) => new Set(CASES.filter((c) => c.row.path === path).map((c) => c.expected));
    for (const row of clientWritableRows()) expect([...outcomes(row.path)].sort(), row.path).toEqual([false, true]);
  });
});
