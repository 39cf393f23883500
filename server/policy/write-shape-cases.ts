/**
 * The writes that probe each client-writable row's field checks (the matrix's clientCreateFields
 * and clientWritableFields), derived from the checks themselves: an accepted create and update,
 * then an unknown field, a wrong type, an oversized value, a missing field and a forbidden
 * transition. The embedded server's test (write-shapes.test.ts) and the Firestore emulator's
 * (tests/firebase/write-shapes.emulator.test.ts) send the same cases, so both providers are held
 * to the same answers. `now` stands for the write's server timestamp.
 */
import type { DocData } from '@domain/documents/values';
import { isRole } from '@domain/permissions/roles';
import { MATRIX, type FieldCheck, type MatrixRow } from '@domain/permissions/matrix';
import { exampleOf } from './matrix-cells';

export const SHAPE_EVENT = 'shape-event';

export type ShapeCase = {
  row: MatrixRow;
  path: string;
  op: 'create' | 'update';
  /** What is stored before an update (written with admin rights). */
  seed?: DocData;
  data: Record<string, unknown>;
  ok: boolean;
  name: string;
};

/** The rows a client writes into directly. */
export const clientWritableRows = (): MatrixRow[] => MATRIX.filter((row) => isRole(row.ops.create) || isRole(row.ops.update));

/** The row's document under the test event; a role record is someone else's. */
export const shapePath = (row: MatrixRow): string =>
  row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'eventId' || name === 'resourceId') return SHAPE_EVENT;
    return name === row.notOwnRecord ? 'member' : `${name}-1`;
  });

/** A value of another type than the check takes. */
function wrongTypeOf(check: FieldCheck): unknown {
  if ('maxLength' in check || 'oneOf' in check || 'map' in check) return 42;
  if ('constant' in check) return typeof check.constant === 'string' ? 42 : String(check.constant);
  if ('requestTime' in check) return '2026-01-01T00:00:00Z';
  return 'text';
}

/** A value of the right type beyond the check's size, or null when the check has no size. */
function oversizedOf(check: FieldCheck): unknown {
  if ('maxLength' in check) return 'x'.repeat(check.maxLength + 1);
  if ('maxItems' in check) return Array.from({ length: check.maxItems + 1 }, (_, i) => `item-${i}`);
  if ('min' in check) return check.max + 1;
  return null;
}

const sized = (fields: Readonly<Record<string, FieldCheck>>) => Object.entries(fields).find(([, check]) => oversizedOf(check) !== null);

/** Every field the shape names, each with a value its check accepts. */
function fullShape(fields: Readonly<Record<string, FieldCheck>>, now: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([field, check]) => [field, exampleOf(check, now)]));
}

/** What an update stands on: a created document, or for a row nobody creates, the writable fields' stored values. */
function storedOf(row: MatrixRow): DocData {
  const at = new Date('2026-01-01T10:00:00Z');
  const base = row.clientCreateFields ? fullShape(row.clientCreateFields, at) : fullShape(row.clientWritableFields ?? {}, at);
  if (row.roleField) base[row.roleField] = 'viewer';
  for (const [field, check] of Object.entries(row.clientWritableFields ?? {})) {
    if ('removeOnly' in check) base[field] = ['kept', 'removed'];
    if ('previousPlus' in check) base[field] = 4;
  }
  return base as DocData;
}

/**
 * A change the checks refuse although each value has the right type: a value outside a
 * transition, else a field only a create sets, else a back-dated time, else a field nobody sets.
 */
function forbiddenTransition(row: MatrixRow, stored: DocData): Record<string, unknown> {
  const writable = Object.entries(row.clientWritableFields ?? {});
  for (const [field, check] of writable) {
    if ('previousPlus' in check) return { [field]: (stored[field] as number) + check.previousPlus + 1 };
    if ('removeOnly' in check) return { [field]: [...(stored[field] as string[]), 'intruder'] };
    if ('oneOf' in check) return { [field]: 'not-a-state' };
  }
  const createdOnly = Object.keys(row.clientCreateFields ?? {}).find((field) => !writable.some(([name]) => name === field));
  if (createdOnly) return { [createdOnly]: stored[createdOnly] === 'changed' ? 'changed again' : 'changed' };
  const stamped = writable.find(([, check]) => 'requestTime' in check);
  return stamped ? { [stamped[0]]: new Date(0) } : { title: 'changed' };
}

function createCases(row: MatrixRow, path: string, now: unknown): ShapeCase[] {
  const fields = row.clientCreateFields;
  if (!fields || !isRole(row.ops.create)) return [];
  const valid = fullShape(fields, now);
  const [firstField, firstCheck] = Object.entries(fields)[0];
  const required = Object.entries(fields).find(([, check]) => !check.optional)![0];
  const big = sized(fields);
  const { [required]: _dropped, ...missing } = valid;
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['the full shape', valid, true],
    ['an unknown field', { ...valid, unknownField: 'x' }, false],
    [`a wrong type in ${firstField}`, { ...valid, [firstField]: wrongTypeOf(firstCheck) }, false],
    [`no ${required}`, missing, false],
    ...(big ? [[`an oversized ${big[0]}`, { ...valid, [big[0]]: oversizedOf(big[1]) }, false] as [string, Record<string, unknown>, boolean]] : []),
  ];
  return cases.map(([what, data, ok]) => ({ row, path, op: 'create', data, ok, name: `${row.path} · create with ${what} → ${ok ? 'allowed' : 'refused'}` }));
}

function updateCases(row: MatrixRow, path: string, now: unknown): ShapeCase[] {
  const fields = row.clientWritableFields;
  if (!fields || !isRole(row.ops.update)) return [];
  const seed = storedOf(row);
  const valid = Object.fromEntries(
    Object.entries(fields).map(([field, check]) => {
      if ('previousPlus' in check) return [field, (seed[field] as number) + check.previousPlus];
      if ('removeOnly' in check) return [field, (seed[field] as string[]).slice(0, 1)];
      if ('maxLength' in check) return [field, 'changed'];
      return [field, exampleOf(check, now)];
    }),
  );
  const [firstField, firstCheck] = Object.entries(fields)[0];
  const big = sized(fields);
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['every writable field', valid, true],
    ['an unknown field', { unknownField: 'x' }, false],
    [`a wrong type in ${firstField}`, { [firstField]: wrongTypeOf(firstCheck) }, false],
    ['a forbidden transition', forbiddenTransition(row, seed), false],
    ...(big ? [[`an oversized ${big[0]}`, { [big[0]]: oversizedOf(big[1]) }, false] as [string, Record<string, unknown>, boolean]] : []),
  ];
  const outcome = (ok: boolean) => (ok ? 'allowed' : 'refused');
  return cases.map(([what, data, ok]) => ({ row, path, op: 'update', seed, data, ok, name: `${row.path} · update of ${what} → ${outcome(ok)}` }));
}

/** Every probe of every client-writable row. */
export function writeShapeCases(now: unknown): ShapeCase[] {
  return clientWritableRows().flatMap((row) => {
    const path = shapePath(row);
    return [...createCases(row, path, now), ...updateCases(row, path, now)];
  });
}
