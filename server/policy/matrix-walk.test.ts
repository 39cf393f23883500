/**
 * Walks every cell of the permission matrix through the path a client uses: a WebSocket
 * request to a real server with a real engine and policy. Every role (on an organisation, and
 * directly on an event), a signed-in stranger and a signed-out connection try every operation
 * on every row; cells the matrix allows succeed, every other cell gets `permission-denied` and
 * leaves the data as it was. The cells come from the matrix itself (matrix-cells.ts), so
 * changing the matrix changes this walk and its twin against the Firestore emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@domain/permissions/matrix';
import { startHarness, type Frame, type Harness, type TestClient } from '../realtime/test-harness';
import { PRINCIPALS, afterwards, matrixCells, seedDocuments, updateOf, type Target } from './matrix-cells';

describe('the permission matrix, cell by cell, through the realtime endpoint', () => {
  let h: Harness;
  const clients = new Map<string, TestClient>();

  const seed = async (t: Target) => {
    await h.engine.commit([{ type: 'set', path: t.path, data: t.data }]);
  };
  const stored = async (path: string) => (await h.engine.get(path))?.data ?? null;

  beforeAll(async () => {
    h = await startHarness();
    await h.engine.commit(seedDocuments().map((d) => ({ type: 'set' as const, ...d })));
    for (const p of PRINCIPALS) clients.set(p.name, await h.connect(p.uid ?? undefined));
  });
  afterAll(() => h.close());

  const perform: Record<Operation, (client: TestClient, t: Target) => Promise<Frame>> = {
    read: (client, t) => client.request({ op: 'get', path: t.path }),
    create: async (client, t) => {
      await h.engine.commit([{ type: 'delete', path: t.path }]);
      return client.request({ op: 'write', ops: [{ type: 'create', path: t.path, data: t.data }] });
    },
    update: (client, t) => client.request({ op: 'write', ops: [{ type: 'update', path: t.path, data: updateOf(t.row) }] }),
    delete: (client, t) => client.request({ op: 'write', ops: [{ type: 'delete', path: t.path }] }),
  };

  for (const { principal, target, op, ok, name } of matrixCells()) {
    it(name, async () => {
      await seed(target);
      try {
        const res = await perform[op](clients.get(principal.name)!, target);
        if (ok) {
          expect(res.error).toBeUndefined();
          expect(res.ok).toBe(true);
          if (op === 'read') expect(res.result.data).toEqual(target.data);
        } else {
          expect(res.ok).toBe(false);
          expect(res.error.code).toBe('permission-denied');
        }
        expect(await stored(target.path)).toEqual(afterwards(op, ok, target));
      } finally {
        await seed(target);
      }
    });
  }
});
