/**
 * Random writes against every client-writable row (seeded, so a run replays from its seed):
 * documents and updates built from the row's own fields and strangers, each value of the right
 * type within its limits, at or just beyond them, or of another type altogether, with server
 * timestamps and fixed dates among them. Each case carries the matrix's verdict (`expected`),
 * computed from the field checks with the server timestamp as the write's time, so the embedded
 * server's fuzz and the Firestore emulator's can both be held to it.
 */
import type { DocData } from '@domain/documents/values';
import { clientMayChange, clientMayCreate, type FieldCheck, type MatrixRow } from '@domain/permissions/matrix';
import { isRole } from '@domain/permissions/roles';
import type { Rng } from '../testing/prng';
import { changedFields } from './same-value';
import { clientWritableRows, shapePath } from './write-shape-cases';

/** Stands for a server timestamp in a case; each side puts its own sentinel in its place. */
export const NOW = Symbol('server timestamp');

export type FuzzCase = { row: MatrixRow; path: string; op: 'create' | 'update'; seed?: DocData; data: Record<string, unknown>; expected: boolean };

const STRANGE_NAMES = ['unknownField', 'uid', 'isOwner', 'permission', 'title', 'type', 'x'.repeat(40)];

/** A value the check accepts, picked at random (strings and lists up to the limit). */
function validValue(rng: Rng, check: FieldCheck, previous: unknown): unknown {
  if ('oneOf' in check) return rng.next() < 0.1 && check.orNull ? null : rng.pick(check.oneOf);
  if ('maxLength' in check) return 'a'.repeat(Math.max(check.minLength ?? 0, rng.pick([1, 5, check.maxLength])));
  if ('constant' in check) return check.constant;
  if ('boolean' in check) return rng.next() < 0.5;
  if ('min' in check) return rng.pick([check.min, check.max, check.min + 1]);
  if ('maxItems' in check) return Array.from({ length: rng.pick([0, 1, check.maxItems]) }, (_, i) => `item-${i}`);
  if ('removeOnly' in check) return Array.isArray(previous) ? previous.slice(0, rng.int(previous.length + 1)) : [];
  if ('previousPlus' in check) return (typeof previous === 'number' ? previous : 0) + check.previousPlus;
  if ('requestTime' in check) return NOW;
  return Object.fromEntries(Object.entries(check.map).map(([field, inner]) => [field, validValue(rng, inner, undefined)]));
}

/** Any value: near and past the limits of strings, numbers and lists, other types, dates, timestamps. */
function anyValue(rng: Rng, check: FieldCheck | undefined): unknown {
  const limit = check && 'maxLength' in check ? check.maxLength : check && 'maxItems' in check ? check.maxItems : 10;
  const top = check && 'max' in check ? check.max : 10;
  switch (rng.int(10)) {
    case 0:
      return 'b'.repeat(rng.pick([0, limit, limit + 1, limit * 3]));
    case 1:
      return rng.pick([-1, 0, 1, 1.5, top, top + 1, 2 ** 53]);
    case 2:
      return rng.next() < 0.5;
    case 3:
      return null;
    case 4:
      return Array.from({ length: rng.pick([0, 1, limit + 1]) }, (_, i) => (rng.next() < 0.5 ? `item-${i}` : i));
    case 5:
      return { text: 'b', nested: { n: 1 } };
    case 6:
      return new Date(rng.pick([0, 1_767_261_600_000]));
    case 7:
      return NOW;
    default:
      return rng.pick(['accepted', 'owner', 'intruder', 'Admin', '']);
  }
}

const fieldValue = (rng: Rng, check: FieldCheck, previous: unknown) => (rng.next() < 0.7 ? validValue(rng, check, previous) : anyValue(rng, check));

function extraFields(rng: Rng, into: Record<string, unknown>): void {
  while (rng.next() < 0.2) into[rng.pick(STRANGE_NAMES)] = anyValue(rng, undefined);
}

/** The case's data with its server timestamps resolved to the write's time. */
const resolved = (data: Record<string, unknown>, at: Date): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === NOW ? at : v]));

function createCase(rng: Rng, row: MatrixRow, path: string): FuzzCase {
  const data: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(row.clientCreateFields!)) if (rng.next() < 0.9) data[field] = fieldValue(rng, check, undefined);
  extraFields(rng, data);
  const at = new Date();
  return { row, path, op: 'create', data, expected: clientMayCreate(row, resolved(data, at), at) && roleFieldHolds(row, data) };
}

/** What an update stands on: a document in the row's create shape, or the writable fields alone. */
function seedOf(rng: Rng, row: MatrixRow): DocData {
  const seed: Record<string, unknown> = {};
  const at = new Date('2026-01-01T10:00:00Z');
  for (const [field, check] of Object.entries({ ...row.clientCreateFields, ...row.clientWritableFields })) {
    if ('removeOnly' in check) seed[field] = ['a', 'b', 'c'];
    else if ('previousPlus' in check) seed[field] = 1 + rng.int(5);
    else seed[field] = validValue(rng, check, undefined);
  }
  if (row.roleField) seed[row.roleField] = 'viewer';
  return resolved(seed, at) as DocData;
}

function updateCase(rng: Rng, row: MatrixRow, path: string): FuzzCase {
  const seed = seedOf(rng, row);
  const data: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(row.clientWritableFields!)) if (rng.next() < 0.6) data[field] = fieldValue(rng, check, seed[field]);
  if (rng.next() < 0.15) {
    const createdOnly = Object.keys(row.clientCreateFields ?? {}).filter((field) => !Object.hasOwn(row.clientWritableFields!, field));
    if (createdOnly.length > 0) data[rng.pick(createdOnly)] = anyValue(rng, undefined);
  }
  extraFields(rng, data);
  const at = new Date();
  const after = { ...seed, ...resolved(data, at) };
  const expected = clientMayChange(row, changedFields(seed, after), after, at, seed) && roleFieldHolds(row, after);
  return { row, path, op: 'update', seed, data, expected };
}

/** A role record must hold a role after every write (the matrix's roleField), whatever its checks. */
const roleFieldHolds = (row: MatrixRow, data: Record<string, unknown>) => !row.roleField || isRole(data[row.roleField]);

export function writeFuzzCases(rng: Rng, count: number): FuzzCase[] {
  const choices = clientWritableRows().flatMap((row) => [
    ...(row.clientCreateFields && isRole(row.ops.create) ? [{ row, op: 'create' as const }] : []),
    ...(row.clientWritableFields && isRole(row.ops.update) ? [{ row, op: 'update' as const }] : []),
  ]);
  return Array.from({ length: count }, () => {
    const { row, op } = rng.pick(choices);
    const path = shapePath(row);
    return op === 'create' ? createCase(rng, row, path) : updateCase(rng, row, path);
  });
}

/** The case's data for one provider: its server timestamp in place of NOW. */
export const withTimestamp = (data: Record<string, unknown>, timestamp: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === NOW ? timestamp : v]));
