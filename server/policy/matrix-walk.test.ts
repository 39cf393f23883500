/**
 * Walks every cell of the permission matrix through the path a client uses: a WebSocket
 * request to a real server with a real engine and policy. Every role (on an organisation, and
 * directly on an event), a signed-in stranger and a signed-out connection try every operation
 * on every row; cells the matrix allows succeed, every other cell gets `permission-denied` and
 * leaves the data as it was. The cells come from the matrix itself, so changing the matrix
 * changes this walk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData } from '../../domain/documents/values';
import { MATRIX, OPERATIONS, allowed, type MatrixRow, type Operation } from '../../domain/permissions/matrix';
import { ROLES, type Role } from '../../domain/permissions/roles';
import { startHarness, type Harness, type TestClient } from '../realtime/test-harness';

const ORG = 'org1';
const EVENT = 'ev1';

type Principal = { name: string; uid: string | null; roleOn: (resourceId: string) => Role | null };

const PRINCIPALS: Principal[] = [
  ...ROLES.map((role) => ({ name: `organisation ${role}`, uid: `org-${role}`, roleOn: () => role })),
  ...ROLES.map((role) => ({ name: `event ${role}`, uid: `event-${role}`, roleOn: (id: string) => (id === EVENT ? role : null) })),
  { name: 'signed-in stranger', uid: 'stranger', roleOn: () => null },
  { name: 'signed-out', uid: null, roleOn: () => null },
];

/** The row's document for a resource, the other path variables filled with fixed ids. */
type Target = { row: MatrixRow; resourceId: string; path: string; data: DocData };

function setField(data: DocData, field: string, value: unknown): void {
  const parts = field.split('.');
  let node = data as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

function targetsOf(row: MatrixRow): Target[] {
  const resources = 'pathVar' in row.resource && row.resource.pathVar === 'eventId' ? [EVENT] : [ORG, EVENT];
  return resources.map((resourceId) => {
    const path = row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if ('pathVar' in row.resource && name === row.resource.pathVar) return resourceId;
      return name === row.notOwnRecord ? 'member' : `${name}-1`;
    });
    const data: DocData = { title: 'seed' };
    if ('field' in row.resource) setField(data, row.resource.field, resourceId);
    if (row.roleField) data[row.roleField] = 'viewer';
    if (path === `events/${EVENT}`) data.organization = ORG;
    return { row, resourceId, path, data };
  });
}

describe('the permission matrix, cell by cell, through the realtime endpoint', () => {
  let h: Harness;
  const clients = new Map<string, TestClient>();

  const seed = async (t: Target) => {
    await h.engine.commit([{ type: 'set', path: t.path, data: t.data }]);
  };
  const stored = async (path: string) => (await h.engine.get(path))?.data ?? null;

  beforeAll(async () => {
    h = await startHarness();
    const members = PRINCIPALS.filter((p) => p.uid !== null && p.uid !== 'stranger');
    await h.engine.commit([
      { type: 'set', path: `resourceAccess/${ORG}`, data: { type: 'organization', users: members.map((p) => p.uid!) } },
      { type: 'set', path: `resourceAccess/${EVENT}`, data: { type: 'event', users: members.map((p) => p.uid!) } },
      { type: 'set', path: `events/${EVENT}`, data: { title: 'seed', organization: ORG } },
      ...members.map((p) => ({
        type: 'set' as const,
        path: `resourceAccess/${p.uid!.startsWith('org-') ? ORG : EVENT}/permissions/${p.uid}`,
        data: { permission: p.roleOn(EVENT)! },
      })),
    ]);
    for (const p of PRINCIPALS) clients.set(p.name, await h.connect(p.uid ?? undefined));
  });
  afterAll(() => h.close());

  const perform: Record<Operation, (client: TestClient, t: Target) => Promise<Record<string, any>>> = {
    read: (client, t) => client.request({ op: 'get', path: t.path }),
    create: async (client, t) => {
      await h.engine.commit([{ type: 'delete', path: t.path }]);
      return client.request({ op: 'write', ops: [{ type: 'create', path: t.path, data: t.data }] });
    },
    update: (client, t) => client.request({ op: 'write', ops: [{ type: 'update', path: t.path, data: { title: 'changed' } }] }),
    delete: (client, t) => client.request({ op: 'write', ops: [{ type: 'delete', path: t.path }] }),
  };

  /** What the stored document must be after the operation. */
  const afterwards = (op: Operation, ok: boolean, t: Target): DocData | null => {
    if (!ok) return op === 'create' ? null : t.data;
    if (op === 'update') return { ...t.data, title: 'changed' };
    return op === 'delete' ? null : t.data;
  };

  for (const principal of PRINCIPALS) {
    for (const row of MATRIX) {
      for (const target of targetsOf(row)) {
        for (const op of OPERATIONS) {
          const ok = allowed(principal.roleOn(target.resourceId), row, op);
          it(`${principal.name} · ${target.path} · ${op} → ${ok ? 'allowed' : 'permission-denied'}`, async () => {
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
      }
    }
  }
});
