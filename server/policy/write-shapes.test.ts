/**
 * Issue 25 point 7, through the path a client uses (a WebSocket request to a real server with a
 * real engine and policy): an owner of the event, who holds every role a row asks, writes each
 * client-writable row. The full shape is accepted; an unknown field, a wrong type, an oversized
 * value, a missing field and a forbidden transition are refused with `permission-denied` and
 * leave the stored document as it was. The cases come from the matrix's field checks
 * (write-shape-cases.ts), as in the emulator's twin against firestore.rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeValue } from '@domain/protocol/wire-values';
import { startHarness, type Harness, type TestClient } from '../realtime/test-harness';
import { SHAPE_EVENT, clientWritableRows, writeShapeCases } from './write-shape-cases';

const SERVER_TIME = { __sentinel__: 'serverTimestamp' };
const OWNER = 'shape-owner';

describe('the field checks of every client-writable row, through the realtime endpoint', () => {
  let h: Harness;
  let owner: TestClient;

  beforeAll(async () => {
    h = await startHarness();
    await h.engine.commit([{ type: 'set', path: `resourceAccess/${SHAPE_EVENT}/permissions/${OWNER}`, data: { permission: 'owner' } }]);
    owner = await h.connect(OWNER);
  });
  afterAll(() => h.close());

  it('probes every client-writable row', () => {
    const probed = new Set(writeShapeCases(SERVER_TIME).map((c) => c.row.path));
    expect([...probed].sort()).toEqual(clientWritableRows().map((row) => row.path).sort());
  });

  for (const c of writeShapeCases(SERVER_TIME)) {
    it(c.name, async () => {
      await h.engine.commit([c.seed ? { type: 'set', path: c.path, data: c.seed } : { type: 'delete', path: c.path }]);
      const before = (await h.engine.get(c.path))?.data ?? null;
      const res = await owner.request({ op: 'write', ops: [{ type: c.op, path: c.path, data: encodeValue(c.data) }] });
      if (c.ok) {
        expect(res.error).toBeUndefined();
        expect(res.ok).toBe(true);
      } else {
        expect(res.error?.code).toBe('permission-denied');
        expect((await h.engine.get(c.path))?.data ?? null).toEqual(before);
      }
    });
  }
});
