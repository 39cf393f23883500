/**
 * Seeded random documents and queries for the differential test: mixed value types (numbers
 * with -0, strings with Unicode, booleans, null, missing fields, arrays, maps and their dotted
 * paths, timestamps) and every operator, orderBy, limit, limitToLast, cursors and counts.
 */
import type { Cursor, QuerySpec, WhereClause, WhereOp } from '@domain/documents/query';
import type { DocData, DocValue } from '@domain/documents/values';

/** mulberry32: a small, fast PRNG whose whole state is the seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const chance = (rng: Rng, p: number) => rng() < p;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

const NUMBERS = [0, -0, 1, -1, 1.5, 2, 3, 10, 100, -100, 0.1, -2.5, 1e10, -1e-10, 2 ** 53, 1e300, 5e-324];
const STRINGS = ['', 'a', 'A', 'b', 'ab', 'abc', 'é', 'e\u0301', 'ß', '日本', '😀', '\uffff', 'a\u0000b', ' ', 'z', '0', '10', '9'];
const DATES = ['1970-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z', '2000-01-01T00:00:00.000Z', '2024-02-29T12:30:00.123Z', '0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'].map((d) => new Date(d));
const SCALARS: readonly DocValue[] = [null, true, false, ...NUMBERS, ...STRINGS, ...DATES];
const ARRAYS: readonly DocValue[] = [[], [1], [1, 2], [2, 1], ['a'], [null], [1, 'a', true], [{ x: 1 }], [-0], ['😀', 'é']];
const MAPS: readonly DocValue[] = [{}, { x: 1 }, { x: 1, y: 2 }, { y: 1 }, { x: 'a' }, { x: { z: 1 } }, { x: null }];
/** Values a query may compare with that no document holds (the local engine refuses them, see ARCHITECTURE.md). */
export const NON_FINITE = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

export function anyValue(rng: Rng): DocValue {
  const r = rng();
  if (r < 0.6) return pick(rng, SCALARS);
  if (r < 0.8) return pick(rng, ARRAYS);
  return pick(rng, MAPS);
}

/** One field's value: mostly of the field's own kind, sometimes anything, sometimes absent. */
function fieldValue(rng: Rng, field: string): DocValue | undefined {
  if (chance(rng, 0.15)) return undefined;
  if (chance(rng, 0.25)) return anyValue(rng);
  switch (field) {
    case 'n':
      return pick(rng, NUMBERS);
    case 's':
      return pick(rng, STRINGS);
    case 't':
      return pick(rng, DATES);
    case 'arr':
      return pick(rng, ARRAYS);
    case 'm': {
      const m: Record<string, DocValue> = {};
      for (const sub of ['x', 'y']) {
        const v = fieldValue(rng, sub);
        if (v !== undefined) m[sub] = v;
      }
      return m;
    }
    default:
      return anyValue(rng);
  }
}

const ID_CHARS = ['a', 'b', 'z', 'A', 'Z', '0', '9', '_', '-', 'é', '😀'];

export function documentIds(rng: Rng, count: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count) ids.add(Array.from({ length: int(rng, 1, 4) }, () => pick(rng, ID_CHARS)).join(''));
  return [...ids];
}

export function documents(rng: Rng, ids: readonly string[]): { id: string; data: DocData }[] {
  return ids.map((id) => {
    const data: DocData = {};
    for (const field of ['a', 'b', 'n', 's', 't', 'arr', 'm']) {
      const v = fieldValue(rng, field);
      if (v !== undefined) data[field] = v;
    }
    return { id, data };
  });
}

const FIELDS = ['a', 'b', 'n', 's', 't', 'arr', 'm', 'm.x', 'm.y', 'missing', '__name__'];
const OPS: readonly WhereOp[] = ['<', '<=', '==', '!=', '>=', '>', 'array-contains', 'array-contains-any', 'in', 'not-in'];
const LIST_OPS: readonly WhereOp[] = ['in', 'not-in', 'array-contains-any'];

export type GeneratedQuery = { spec: QuerySpec; count: boolean };

function operand(rng: Rng, field: string, ids: readonly string[]): DocValue {
  if (chance(rng, 0.03)) return pick(rng, NON_FINITE);
  if (field === '__name__') return chance(rng, 0.9) ? pick(rng, ids) : anyValue(rng);
  return field === 'n' && chance(rng, 0.5) ? pick(rng, NUMBERS) : anyValue(rng);
}

function whereClause(rng: Rng, ids: readonly string[]): WhereClause {
  const field = pick(rng, FIELDS);
  const op = pick(rng, OPS);
  if (!LIST_OPS.includes(op)) return { field, op, value: operand(rng, field, ids) };
  const length = chance(rng, 0.05) ? 0 : int(rng, 1, 4);
  return { field, op, value: Array.from({ length }, () => operand(rng, field, ids)) };
}

function cursor(rng: Rng, fields: readonly string[], ids: readonly string[]): Cursor {
  const length = int(rng, 1, Math.max(1, fields.length + 1));
  return { values: Array.from({ length }, (_, i) => operand(rng, fields[i] ?? '__name__', ids)), inclusive: chance(rng, 0.5) };
}

export function query(rng: Rng, path: string, ids: readonly string[]): GeneratedQuery {
  const spec: QuerySpec = { path };
  const filters = int(rng, 0, 3);
  if (filters > 0) spec.where = Array.from({ length: filters }, () => whereClause(rng, ids));
  const orders = chance(rng, 0.6) ? int(rng, 1, 2) : 0;
  if (orders > 0) spec.orderBy = Array.from({ length: orders }, () => ({ field: pick(rng, FIELDS), direction: chance(rng, 0.5) ? 'asc' : 'desc' }));
  const limit = rng();
  if (limit < 0.3) spec.limit = int(rng, 1, 20);
  else if (limit < 0.4) spec.limitToLast = int(rng, 1, 20);
  const fields = [...(spec.orderBy ?? []).map((o) => o.field)];
  if (chance(rng, 0.2)) spec.start = cursor(rng, fields, ids);
  if (chance(rng, 0.2)) spec.end = cursor(rng, fields, ids);
  return { spec, count: chance(rng, 0.2) };
}

/** Whether a query compares with NaN or ±Infinity: the one deliberate difference. */
export function usesNonFinite(spec: QuerySpec): boolean {
  const values = [...(spec.where ?? []).map((w) => w.value), ...(spec.start?.values ?? []), ...(spec.end?.values ?? [])];
  const nonFinite = (v: DocValue): boolean => (typeof v === 'number' && !Number.isFinite(v)) || (Array.isArray(v) && v.some(nonFinite));
  return values.some(nonFinite);
}
