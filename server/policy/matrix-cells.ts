/**
 * The cells of the permission matrix as the walks try them: who asks (every role on an
 * organisation, every role directly on an event, a signed-in stranger, a signed-out caller),
 * which document, which operation, and whether the matrix allows it. The embedded server's walk
 * (tests/policy/matrix-walk.ts) and the Firestore emulator's walk
 * (tests/firebase/matrix-walk.emulator.test.ts) both take their cells, seed documents and expectations
 * from here, so the two stores are held to the same answers.
 */
import type { DocData } from '@domain/documents/values';
import { MATRIX, OPERATIONS, allowed, publiclyReadable, type FieldCheck, type MatrixRow, type Operation } from '@domain/permissions/matrix';
import { ROLES, type Role } from '@domain/permissions/roles';

const ORG = 'org1';
const EVENT = 'ev1';

export type Principal = { name: string; uid: string | null; roleOn: (resourceId: string) => Role | null };

export const PRINCIPALS: Principal[] = [
  ...ROLES.map((role) => ({ name: `organisation ${role}`, uid: `org-${role}`, roleOn: () => role })),
  ...ROLES.map((role) => ({ name: `event ${role}`, uid: `event-${role}`, roleOn: (id: string) => (id === EVENT ? role : null) })),
  { name: 'signed-in stranger', uid: 'stranger', roleOn: () => null },
  { name: 'signed-out', uid: null, roleOn: () => null },
];

/** The row's document for a resource, the other path variables filled with fixed ids. */
export type Target = { row: MatrixRow; resourceId: string; path: string; data: DocData };

export type SeedDocument = { path: string; data: DocData };

/**
 * What every cell stands on: the organisation, the event (which belongs to the organisation) and
 * each member's role record, on the organisation for organisation roles, on the event for event
 * roles. The stranger and the signed-out caller have none.
 */
export function seedDocuments(): SeedDocument[] {
  const members = PRINCIPALS.flatMap((p) => (p.uid !== null && p.uid !== 'stranger' ? [{ ...p, uid: p.uid }] : []));
  return [
    { path: `resourceAccess/${ORG}`, data: { type: 'organization', users: members.map((p) => p.uid) } },
    { path: `resourceAccess/${EVENT}`, data: { type: 'event', users: members.map((p) => p.uid) } },
    { path: `events/${EVENT}`, data: { title: 'seed', organization: ORG } },
    ...members.map((p) => ({
      path: `resourceAccess/${p.uid.startsWith('org-') ? ORG : EVENT}/permissions/${p.uid}`,
      data: { permission: p.roleOn(EVENT)! },
    })),
  ];
}

function setField(data: DocData, field: string, value: unknown): void {
  const parts = field.split('.');
  let node = data as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

export function targetsOf(row: MatrixRow): Target[] {
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

/**
 * The update the walks send to a row: a title change, or, where clients may write only some
 * fields, the first of those with a value its check accepts (the other fields' refusal is
 * tested in server/policy/policy.test.ts and server/policy/write-shapes.test.ts).
 */
export function updateOf(row: MatrixRow): DocData {
  const [writable] = Object.entries(row.clientWritableFields ?? {});
  if (!writable) return { title: 'changed' };
  const [field, check] = writable;
  return { [field]: 'maxLength' in check ? 'changed' : (exampleOf(check, null) as DocData[string]) };
}

/** A value the check accepts; `now` stands for the time of the write (the walk's server timestamp). */
export function exampleOf(check: FieldCheck, now: unknown): unknown {
  if ('oneOf' in check) return check.oneOf[0];
  if ('maxLength' in check) return 'seed';
  if ('constant' in check) return check.constant;
  if ('boolean' in check) return false;
  if ('min' in check) return check.min;
  if ('maxItems' in check || 'removeOnly' in check) return [];
  if ('previousPlus' in check) return check.previousPlus;
  if ('requestTime' in check) return now;
  return Object.fromEntries(Object.entries(check.map).map(([field, inner]) => [field, exampleOf(inner, now)]));
}

/**
 * What the walks send to create the target: its data, or, where the row gives clients a shape
 * (`clientCreateFields`), its required fields with accepted values (the refusal of other shapes
 * is tested in domain/permissions/matrix.test.ts and server/realtime/field-limits.test.ts).
 */
export function createOf(t: Target, now: unknown): Record<string, unknown> {
  const shape = t.row.clientCreateFields;
  if (!shape) return t.data;
  return Object.fromEntries(Object.entries(shape).flatMap(([field, check]) => (check.optional ? [] : [[field, exampleOf(check, now)]])));
}

/** What the stored document must be after the operation; `now` matches the time a create stored. */
export function afterwards(op: Operation, ok: boolean, t: Target, now: unknown): Record<string, unknown> | null {
  if (!ok) return op === 'create' ? null : t.data;
  if (op === 'update') return { ...t.data, ...updateOf(t.row) };
  if (op === 'delete') return null;
  return op === 'create' ? createOf(t, now) : t.data;
}

export type Cell = { principal: Principal; target: Target; op: Operation; ok: boolean; name: string };

/** Every cell, in the order the walks try them; `name` is the test's title. */
export function matrixCells(): Cell[] {
  return PRINCIPALS.flatMap((principal) =>
    MATRIX.flatMap((row) =>
      targetsOf(row).flatMap((target) =>
        OPERATIONS.map((op) => {
          const ok = allowed(principal.roleOn(target.resourceId), row, op) || (op === 'read' && publiclyReadable(row, target.data));
          return { principal, target, op, ok, name: `${principal.name} · ${target.path} · ${op} → ${ok ? 'allowed' : 'permission-denied'}` };
        }),
      ),
    ),
  );
}
