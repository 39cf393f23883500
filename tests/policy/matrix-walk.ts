/**
 * Walks every cell of the permission matrix through the path a client uses: a WebSocket
 * request to a real server with a real engine and policy. Every role (on an organisation, and
 * directly on an event), a signed-in stranger and a signed-out connection try every operation
 * on every row; cells the matrix allows succeed, every other cell gets `permission-denied` and
 * leaves the data as it was. Then every principal runs every query shape on every row's collection
 * (matrix-query-cells.ts). The cells come from the matrix itself (matrix-cells.ts), so
 * changing the matrix changes this walk and its twin against the Firestore emulator.
 * server/policy/matrix-walk-<part>.test.ts each run one part of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@domain/permissions/matrix';
import { PRINCIPALS, afterwards, createOf, matrixCells, seedDocuments, updateOf, type Target } from '@server/policy/matrix-cells';
import { queryCells } from '@server/policy/matrix-query-cells';
import { startHarness, type Frame, type Harness, type TestClient } from '@server/realtime/test-harness';

/** The walk's files: each runs every `PARTS`-th cell, so two workers share the 3,000-odd cells. */
export const PARTS = 4;
const inPart = (part: number) => (_: unknown, index: number) => index % PARTS === part - 1;

/** A server timestamp, as the wire carries it. */
const SERVER_TIME = { __sentinel__: 'serverTimestamp' };

export function walkMatrix(part: number): void {
  describe(`the permission matrix, cell by cell, through the realtime endpoint (part ${part} of ${PARTS})`, () => {
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
        return client.request({ op: 'write', ops: [{ type: 'create', path: t.path, data: createOf(t, SERVER_TIME) }] });
      },
      update: (client, t) => client.request({ op: 'write', ops: [{ type: 'update', path: t.path, data: updateOf(t.row) }] }),
      delete: (client, t) => client.request({ op: 'write', ops: [{ type: 'delete', path: t.path }] }),
    };

    for (const { principal, target, op, ok, name } of matrixCells().filter(inPart(part))) {
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
          expect(await stored(target.path)).toEqual(afterwards(op, ok, target, expect.any(Date)));
        } finally {
          await seed(target);
        }
      });
    }

    // A query is judged by what it asks: the same answer for a list with the document present, and
    // a count and a subscription with it absent; an allowed list returns all the query selects.
    for (const { principal, target, query, ok, name } of queryCells().filter(inPart(part))) {
      it(name, async () => {
        const client = clients.get(principal.name)!;
        await seed(target);
        try {
          const selected = (await h.engine.list(query)).map((d) => d.path);
          const present = await client.request({ op: 'list', query });
          await h.engine.commit([{ type: 'delete', path: target.path }]);
          const absent = await client.request({ op: 'aggregate', query, spec: { count: true } });
          const live = await client.subscribe({ query });
          if (live.res.ok) await client.request({ op: 'unsub', id: live.id });
          const outcomes = [present, absent, live.res].map((res) => (res.ok ? 'allowed' : res.error.code));
          expect(outcomes).toEqual(Array(3).fill(ok ? 'allowed' : 'permission-denied'));
          if (ok) expect(present.result.map((d: { path: string }) => d.path)).toEqual(selected);
        } finally {
          await seed(target);
        }
      });
    }
  });
}
