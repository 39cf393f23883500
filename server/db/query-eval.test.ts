import { describe, expect, it } from 'vitest';
import { compareDocumentPaths, compareUtf8, compareValues, valuesEqual } from '@domain/documents/value-order';
import type { QuerySpec, WhereOp } from '@domain/documents/query';
import type { DocData, DocValue } from '@domain/documents/values';
import { EngineError } from './engine';
import { compileQuery, matchesQuery, runQuery, type QueryDoc } from './query-eval';

const doc = (id: string, data: DocData, collection = 'c'): QueryDoc => ({ path: `${collection}/${id}`, data });
const run = (spec: Omit<QuerySpec, 'path'> & { path?: string }, docs: QueryDoc[]) =>
  runQuery(compileQuery({ path: 'c', ...spec }), docs).map((d) => d.path.slice(d.path.lastIndexOf('/') + 1));

function invalidArgument(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('invalid-argument');
    return (error as EngineError).message;
  }
  throw new Error('expected an invalid-argument error');
}

describe('Firestore value order', () => {
  // One value of each type class, listed in Firestore's order.
  const ascending: DocValue[] = [
    null,
    false,
    true,
    Number.NaN,
    Number.NEGATIVE_INFINITY,
    -1,
    0,
    0.5,
    1,
    Number.POSITIVE_INFINITY,
    new Date('2000-01-01T00:00:00Z'),
    new Date('2020-01-01T00:00:00Z'),
    '',
    'A',
    'a',
    'ab',
    [],
    [1],
    [1, 2],
    [2],
    ['a'],
    {},
    { a: 1 },
    { a: 1, b: 0 },
    { a: 2 },
    { b: 0 },
  ];

  it('sorts null < booleans < numbers < timestamps < strings < arrays < maps, each class in its own order', () => {
    const shuffled = [...ascending].reverse();
    expect(shuffled.sort(compareValues)).toEqual(ascending);
    for (let i = 0; i + 1 < ascending.length; i++) {
      expect(compareValues(ascending[i], ascending[i + 1]), `${String(ascending[i])} < ${String(ascending[i + 1])}`).toBe(-1);
      expect(compareValues(ascending[i + 1], ascending[i])).toBe(1);
    }
  });

  it('treats NaN as equal to NaN and below every other number', () => {
    expect(valuesEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(compareValues(Number.NaN, Number.NEGATIVE_INFINITY)).toBe(-1);
    expect(compareValues(Number.NaN, false)).toBe(1);
  });

  it('compares maps by sorted keys then values, ignoring key insertion order', () => {
    expect(valuesEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(valuesEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(compareValues({ b: 1 }, { a: 2, c: 0 })).toBe(1);
  });

  it('orders strings by UTF-8 bytes, not UTF-16 code units', () => {
    // U+FB00 is 3 UTF-8 bytes (EF ..), U+1F600 is 4 (F0 ..) but a lower UTF-16 surrogate pair.
    expect(compareUtf8('\uFB00', '😀')).toBe(-1);
    expect(compareUtf8('😀', '\uFB00')).toBe(1);
    expect(compareUtf8('Z', 'a')).toBe(-1);
    expect(compareUtf8('a', 'a\u0000')).toBe(-1);
    expect(compareUtf8('é', 'z')).toBe(1);
  });

  it('orders document paths segment by segment', () => {
    expect(compareDocumentPaths('a/b', 'a-/c')).toBe(-1);
    expect(compareDocumentPaths('a/b', 'a/b/c/d')).toBe(-1);
    expect(compareDocumentPaths('x/b', 'x/a/c/d')).toBe(1);
  });
});

describe('filters', () => {
  const docs = [
    doc('nul', { v: null }),
    doc('bool', { v: true }),
    doc('one', { v: 1 }),
    doc('two', { v: 2.5 }),
    doc('date', { v: new Date('2020-01-01T00:00:00Z') }),
    doc('str', { v: '1' }),
    doc('arr', { v: [1, 'x'] }),
    doc('map', { v: { n: 1 } }),
    doc('missing', { other: 1 }),
  ];

  it('matches ranges only against values of the same type class', () => {
    expect(run({ where: [{ field: 'v', op: '>', value: 0 }] }, docs)).toEqual(['one', 'two']);
    expect(run({ where: [{ field: 'v', op: '>=', value: '' }] }, docs)).toEqual(['str']);
    expect(run({ where: [{ field: 'v', op: '<', value: new Date('2030-01-01T00:00:00Z') }] }, docs)).toEqual(['date']);
    expect(run({ where: [{ field: 'v', op: '<=', value: true }] }, docs)).toEqual(['bool']);
    expect(run({ where: [{ field: 'v', op: '>', value: [] }] }, docs)).toEqual(['arr']);
    expect(run({ where: [{ field: 'v', op: '<', value: { z: 0 } }] }, docs)).toEqual(['map']);
  });

  it('matches == null only for an explicit null, and != null for every other present value', () => {
    expect(run({ where: [{ field: 'v', op: '==', value: null }] }, docs)).toEqual(['nul']);
    expect(run({ where: [{ field: 'v', op: '!=', value: null }] }, docs).sort()).toEqual(['arr', 'bool', 'date', 'map', 'one', 'str', 'two']);
  });

  it('excludes documents missing the field (and null values) from != and not-in', () => {
    expect(run({ where: [{ field: 'v', op: '!=', value: 1 }] }, docs)).not.toContain('missing');
    expect(run({ where: [{ field: 'v', op: '!=', value: 1 }] }, docs)).not.toContain('nul');
    expect(run({ where: [{ field: 'v', op: 'not-in', value: [1, '1'] }] }, docs).sort()).toEqual(['arr', 'bool', 'date', 'map', 'two']);
    expect(run({ where: [{ field: 'v', op: 'not-in', value: [1, null] }] }, docs)).toEqual([]);
  });

  it('matches array-contains on array elements only, with deep equality', () => {
    expect(run({ where: [{ field: 'v', op: 'array-contains', value: 'x' }] }, docs)).toEqual(['arr']);
    expect(run({ where: [{ field: 'v', op: 'array-contains', value: 1 }] }, docs)).toEqual(['arr']);
    expect(run({ where: [{ field: 'v', op: 'array-contains-any', value: [{ n: 1 }, 'x'] }] }, docs)).toEqual(['arr']);
    expect(run({ where: [{ field: 'v', op: 'in', value: [{ n: 1 }, [1, 'x']] }] }, docs)).toEqual(['arr', 'map']);
  });

  it('never matches a document without the field, whatever the operator', () => {
    const ops: { op: WhereOp; value: DocValue }[] = [
      { op: '<', value: 5 },
      { op: '==', value: 1 },
      { op: '!=', value: 1 },
      { op: 'in', value: [1, null] },
      { op: 'not-in', value: [1] },
      { op: 'array-contains', value: 1 },
      { op: 'array-contains-any', value: [1] },
    ];
    for (const { op, value } of ops) {
      expect(run({ where: [{ field: 'v', op, value }] }, [doc('missing', { other: 1 })]), op).toEqual([]);
    }
  });

  it('reads dotted field paths through maps but never through arrays', () => {
    const nested = [doc('m', { a: { b: 1 } }), doc('arr', { a: [{ b: 1 }] }), doc('dot', { 'a.b': 1 })];
    expect(run({ where: [{ field: 'a.b', op: '==', value: 1 }] }, nested)).toEqual(['m']);
  });
});

describe('order, limits and cursors', () => {
  const docs = [doc('a', { n: 2 }), doc('b', { n: 1 }), doc('c', { n: 2 }), doc('d', {}), doc('e', { n: null })];

  it('breaks ties by document id in the direction of the last orderBy', () => {
    expect(run({ orderBy: [{ field: 'n', direction: 'asc' }] }, docs)).toEqual(['e', 'b', 'a', 'c']);
    expect(run({ orderBy: [{ field: 'n', direction: 'desc' }] }, docs)).toEqual(['c', 'a', 'b', 'e']);
  });

  it('takes limitToLast from the end of the query order and keeps that order', () => {
    expect(run({ orderBy: [{ field: 'n', direction: 'asc' }], limitToLast: 2 }, docs)).toEqual(['a', 'c']);
  });

  it('applies start and end cursors, inclusive or not, with a document id tie-breaker', () => {
    const orderBy = [{ field: 'n', direction: 'asc' as const }];
    expect(run({ orderBy, start: { values: [2], inclusive: true } }, docs)).toEqual(['a', 'c']);
    expect(run({ orderBy, start: { values: [1], inclusive: false } }, docs)).toEqual(['a', 'c']);
    const withId = [...orderBy, { field: '__name__', direction: 'asc' as const }];
    expect(run({ orderBy: withId, start: { values: [2, 'a'], inclusive: false } }, docs)).toEqual(['c']);
    expect(run({ orderBy: withId, end: { values: [2, 'a'], inclusive: true } }, docs)).toEqual(['e', 'b', 'a']);
    expect(run({ orderBy, end: { values: [2], inclusive: false } }, docs)).toEqual(['e', 'b']);
  });

  it('decides membership before limits, so a live listener can judge one changed document', () => {
    const q = compileQuery({ path: 'c', where: [{ field: 'n', op: '>', value: 1 }] });
    expect(matchesQuery(q, doc('x', { n: 3 }))).toBe(true);
    expect(matchesQuery(q, doc('x', { n: 1 }))).toBe(false);
    expect(matchesQuery(q, doc('x', { n: 3 }, 'other'))).toBe(false);
    expect(matchesQuery(q, { path: 'c/x/sub/y', data: { n: 3 } })).toBe(false);
  });
});

describe('query validation', () => {
  it('rejects in, array-contains-any with more than 30 values and not-in with more than 10', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(() => compileQuery({ path: 'c', where: [{ field: 'v', op: 'in', value: many(30) }] })).not.toThrow();
    expect(invalidArgument(() => compileQuery({ path: 'c', where: [{ field: 'v', op: 'in', value: many(31) }] }))).toMatch(/30/);
    invalidArgument(() => compileQuery({ path: 'c', where: [{ field: 'v', op: 'array-contains-any', value: many(31) }] }));
    expect(() => compileQuery({ path: 'c', where: [{ field: 'v', op: 'not-in', value: many(10) }] })).not.toThrow();
    expect(invalidArgument(() => compileQuery({ path: 'c', where: [{ field: 'v', op: 'not-in', value: many(11) }] }))).toMatch(/10/);
    invalidArgument(() => compileQuery({ path: 'c', where: [{ field: 'v', op: 'in', value: [] }] }));
  });

  it('rejects operator combinations Firestore refuses', () => {
    invalidArgument(() =>
      compileQuery({
        path: 'c',
        where: [
          { field: 'a', op: 'not-in', value: [1] },
          { field: 'b', op: 'in', value: [1] },
        ],
      }),
    );
    invalidArgument(() =>
      compileQuery({
        path: 'c',
        where: [
          { field: 'a', op: '!=', value: 1 },
          { field: 'b', op: '!=', value: 1 },
        ],
      }),
    );
    invalidArgument(() =>
      compileQuery({
        path: 'c',
        where: [
          { field: 'a', op: 'in', value: [1, 2, 3, 4, 5, 6] },
          { field: 'b', op: 'array-contains-any', value: [1, 2, 3, 4, 5, 6] },
        ],
      }),
    );
  });

  it('rejects unknown operators, bad field paths and malformed limits or cursors', () => {
    invalidArgument(() => compileQuery({ path: 'c', where: [{ field: 'v', op: 'like' as never, value: 1 }] }));
    invalidArgument(() => compileQuery({ path: 'c', where: [{ field: 'a..b', op: '==', value: 1 }] }));
    invalidArgument(() => compileQuery({ path: 'c', limit: 0 }));
    invalidArgument(() => compileQuery({ path: 'c', limit: 1.5 }));
    invalidArgument(() => compileQuery({ path: 'c', limitToLast: 2 }));
    invalidArgument(() => compileQuery({ path: 'c', orderBy: [{ field: 'n', direction: 'asc' }], limit: 1, limitToLast: 1 }));
    invalidArgument(() => compileQuery({ path: 'c', orderBy: [{ field: 'n', direction: 'asc' }], start: { values: [1, 'a', 3], inclusive: true } }));
    invalidArgument(() => compileQuery({ path: 'c/d' }));
    invalidArgument(() => compileQuery({ path: 'a/b/c', group: true }));
  });
});
