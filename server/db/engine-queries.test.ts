import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData, DocValue } from '@domain/documents/values';
import type { QuerySpec, WhereClause } from '@domain/documents/query';
import { testDatabaseUrl } from '@tests/postgres/test-database';
import { createEngine } from './create-engine';
import type { DocumentEngine, WriteOp } from './engine';
import { engineErrorCode, expectQuery, listIds } from './engine-test-support';

let engine: DocumentEngine;

const set = (path: string, data: DocData): WriteOp => ({ type: 'set', path, data });
const where = (path: string, ...clauses: WhereClause[]): QuerySpec => ({ path, where: clauses });
const w = (field: string, op: WhereClause['op'], value: DocValue): WhereClause => ({ field, op, value });

// One document per type class, plus one without the field; ids chosen so id order differs from value order.
const MIXED: Record<string, DocValue | undefined> = {
  k: null,
  j: false,
  i: true,
  h: -5,
  g: 0,
  f: 1.5,
  e: 2,
  d: new Date('2020-01-01T00:00:00Z'),
  c: new Date('2021-06-01T00:00:00Z'),
  b: '',
  a: 'A',
  z: 'a',
  y: 'a\u0000b',
  x: '\uFB00',
  w: '😀',
  v: [1],
  u: [1, 2],
  t: ['a'],
  s: { a: 1 },
  r: { b: 0 },
  q: undefined,
};
const MIXED_ORDER = ['k', 'j', 'i', 'h', 'g', 'f', 'e', 'd', 'c', 'b', 'a', 'z', 'y', 'x', 'w', 'v', 'u', 't', 's', 'r'];

beforeAll(async () => {
  engine = await createEngine({ databaseUrl: await testDatabaseUrl() });
  await engine.commit(Object.entries(MIXED).map(([id, v]) => set(`mixed/${id}`, v === undefined ? { other: 1 } : { v, other: 1 })));
  await engine.commit([
    set('tags/t1', { tags: ['a', 'b'] }),
    set('tags/t2', { tags: ['b', 1] }),
    set('tags/t3', { tags: [{ k: 1 }, new Date('2020-01-01T00:00:00Z')] }),
    set('tags/t4', { tags: 'a' }),
    set('tags/t5', { tags: ['a', null] }),
    set('tags/t6', {}),
    set('tags/t7', { tags: [] }),
  ]);
  await engine.commit([
    set('people/p1', { city: 'Oslo', age: 30, address: { zip: '0150' } }),
    set('people/p2', { city: 'Oslo', age: 25, address: { zip: '0151' } }),
    set('people/p3', { city: 'Bergen', age: 30, address: [{ zip: '0150' }] }),
    set('people/p4', { city: 'Bergen', age: 40, 'address.zip': '0150' }),
    set('people/p5', { city: 'Oslo', age: 30 }),
    set('people/p6', { age: 50 }),
  ]);
});
afterAll(() => engine.close());

describe('nested collections and collection groups', () => {
  beforeAll(async () => {
    await engine.commit([
      set('events/e1', { name: 'E1' }),
      set('events/e1/streams/s1', { n: 1 }),
      set('events/e1/streams/s1/logs/l1', { level: 'info' }),
      set('events/e2/streams/s2/logs/l2', { level: 'warn' }),
      set('events/e1/logs/l6', { level: 'debug' }),
      set('logs/l3', { level: 'info' }),
      set('other/x/logs/l4', { level: 'info' }),
      set('events/e1/streams/s1/logsarchive/l5', { level: 'info' }),
    ]);
  });

  it('lists only the direct children of the queried collection', async () => {
    expect(await listIds(engine, { path: 'events' })).toEqual(['e1']);
    expect(await listIds(engine, { path: 'events/e1/streams' })).toEqual(['s1']);
    expect(await listIds(engine, { path: 'events/e1/streams/s1/logs' })).toEqual(['l1']);
    expect(await listIds(engine, { path: 'events/e2/streams' })).toEqual([]);
    expect(await listIds(engine, { path: 'events/e2/streams/s2/logs' })).toEqual(['l2']);
  });

  it('reads a deeply nested document by path, with its id and path', async () => {
    const doc = await engine.get('events/e1/streams/s1/logs/l1');
    expect(doc).toMatchObject({ id: 'l1', path: 'events/e1/streams/s1/logs/l1', data: { level: 'info' } });
    expect(doc!.createTime).toBeInstanceOf(Date);
    expect(await engine.get('events/e2')).toBeNull();
  });

  it('queries every collection with the same id at any depth, in document path order', async () => {
    const group = await engine.list({ path: 'logs', group: true });
    expect(group.map((d) => d.path)).toEqual([
      'events/e1/logs/l6',
      'events/e1/streams/s1/logs/l1',
      'events/e2/streams/s2/logs/l2',
      'logs/l3',
      'other/x/logs/l4',
    ]);
    await expectQuery(engine, { path: 'logs', group: true, where: [w('level', '==', 'info')] }, ['l1', 'l3', 'l4']);
    expect((await engine.aggregate({ path: 'logs', group: true }, { count: true })).count).toBe(5);
  });

  it('orders a collection group by path segments, not by the path as one string', async () => {
    await engine.commit([set('p-/a/gg/2', {}), set('p/a/gg/1', {})]);
    expect((await engine.list({ path: 'gg', group: true })).map((d) => d.path)).toEqual(['p/a/gg/1', 'p-/a/gg/2']);
    const after = await engine.list({ path: 'gg', group: true, where: [w('__name__', '>', 'p/a/gg/1')] });
    expect(after.map((d) => d.path)).toEqual(['p-/a/gg/2']);
  });

  it("keeps a deleted parent's subcollections, without listing the parent", async () => {
    await engine.commit([set('parents/p', { n: 1 }), set('parents/p/kids/k', { n: 2 }), set('parents/q', { n: 3 })]);
    await engine.commit([{ type: 'delete', path: 'parents/p' }]);
    expect(await listIds(engine, { path: 'parents' })).toEqual(['q']);
    expect((await engine.aggregate({ path: 'parents' }, { count: true })).count).toBe(1);
    expect(await engine.get('parents/p')).toBeNull();
    expect(await listIds(engine, { path: 'parents/p/kids' })).toEqual(['k']);
    expect(await listIds(engine, { path: 'kids', group: true })).toEqual(['k']);
  });

  it('filters by document id within a collection and by full path in a group', async () => {
    await expectQuery(engine, where('mixed', w('__name__', '==', 'k')), ['k']);
    await expectQuery(engine, where('mixed', w('__name__', 'in', ['a', 'mixed/b', 'nope'])), ['a', 'b']);
    await expectQuery(engine, where('mixed', w('__name__', '>=', 'x')), ['x', 'y', 'z']);
    await expectQuery(engine, where('mixed', w('__name__', '<', 'c')), ['a', 'b']);
    await expectQuery(engine, where('logs', w('__name__', '==', 'l3')), ['l3']);
    expect(await engineErrorCode(engine.list({ path: 'logs', group: true, where: [w('__name__', '==', 'l1')] }))).toBe('invalid-argument');
  });
});

describe('where operators over mixed types', () => {
  it('orders values across types as Firestore does, leaving out documents without the field', async () => {
    expect(await listIds(engine, { path: 'mixed', orderBy: [{ field: 'v', direction: 'asc' }] })).toEqual(MIXED_ORDER);
    expect(await listIds(engine, { path: 'mixed', orderBy: [{ field: 'v', direction: 'desc' }] })).toEqual([...MIXED_ORDER].reverse());
  });

  it('matches == only within the same type, with deep equality for arrays and maps', async () => {
    await expectQuery(engine, where('mixed', w('v', '==', null)), ['k']);
    await expectQuery(engine, where('mixed', w('v', '==', false)), ['j']);
    await expectQuery(engine, where('mixed', w('v', '==', 2)), ['e']);
    await expectQuery(engine, where('mixed', w('v', '==', 2.0)), ['e']);
    await expectQuery(engine, where('mixed', w('v', '==', new Date('2020-01-01T00:00:00Z'))), ['d']);
    await expectQuery(engine, where('mixed', w('v', '==', 'a')), ['z']);
    await expectQuery(engine, where('mixed', w('v', '==', 'a\u0000b')), ['y']);
    await expectQuery(engine, where('mixed', w('v', '==', [1, 2])), ['u']);
    await expectQuery(engine, where('mixed', w('v', '==', [2, 1])), []);
    await expectQuery(engine, where('mixed', w('v', '==', { a: 1 })), ['s']);
    await expectQuery(engine, where('mixed', w('v', '==', 1)), []);
  });

  it('matches <, <=, >, >= only against values of the operand type class', async () => {
    await expectQuery(engine, where('mixed', w('v', '>', 0)), ['f', 'e']);
    await expectQuery(engine, where('mixed', w('v', '>=', 0)), ['g', 'f', 'e']);
    await expectQuery(engine, where('mixed', w('v', '<', 0)), ['h']);
    await expectQuery(engine, where('mixed', w('v', '<=', 2)), ['h', 'g', 'f', 'e']);
    await expectQuery(engine, where('mixed', w('v', '>', false)), ['i']);
    await expectQuery(engine, where('mixed', w('v', '>=', new Date('2020-01-01T00:00:00Z'))), ['d', 'c']);
    await expectQuery(engine, where('mixed', w('v', '<', new Date('2020-06-01T00:00:00Z'))), ['d']);
    await expectQuery(engine, where('mixed', w('v', '<', 'a')), ['b', 'a']);
    await expectQuery(engine, where('mixed', w('v', '>', 'a')), ['y', 'x', 'w']);
    await expectQuery(engine, where('mixed', w('v', '>', '\uFB00')), ['w']);
    await expectQuery(engine, where('mixed', w('v', '>', [1])), ['u', 't']);
    await expectQuery(engine, where('mixed', w('v', '<', { b: 0 })), ['s']);
  });

  it('matches != and not-in on every present non-null value except the given ones', async () => {
    const present = MIXED_ORDER.filter((id) => id !== 'k');
    await expectQuery(
      engine,
      where('mixed', w('v', '!=', 0)),
      present.filter((id) => id !== 'g'),
    );
    await expectQuery(
      engine,
      where('mixed', w('v', '!=', null)),
      present,
    );
    await expectQuery(
      engine,
      where('mixed', w('v', 'not-in', [0, 'a', [1, 2], { a: 1 }])),
      present.filter((id) => !['g', 'z', 'u', 's'].includes(id)),
    );
    await expectQuery(engine, where('mixed', w('v', 'not-in', [0, null])), []);
  });

  it('matches in against any listed value, arrays and maps included, but never a null (as Firestore)', async () => {
    await expectQuery(engine, where('mixed', w('v', 'in', [0, 'a', null, [1], { b: 0 }, 'missing'])), ['g', 'r', 'v', 'z']);
    await expectQuery(engine, where('mixed', w('v', 'in', [null])), []);
    await expectQuery(engine, where('mixed', w('v', '==', null)), ['k']);
  });

  it('refuses NaN and infinities, which the local wire cannot carry (the deliberate difference from Firestore)', async () => {
    for (const clause of [w('v', '==', Number.NaN), w('v', 'in', [Number.NaN, 2]), w('v', '>=', Number.NEGATIVE_INFINITY), w('v', '<', Number.POSITIVE_INFINITY)]) {
      await expect(engine.list(where('mixed', clause)), JSON.stringify(clause)).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/NaN or Infinity/) });
    }
    const cursor = { path: 'mixed', orderBy: [{ field: 'v', direction: 'asc' as const }], start: { values: [Number.NaN], inclusive: true } };
    await expect(engine.list(cursor)).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/start cursor holds NaN or Infinity/) });
  });

  it('matches nothing with null in a range, as Firestore answers it', async () => {
    for (const op of ['<', '<=', '>=', '>'] as const) {
      await expectQuery(engine, where('mixed', w('v', op, null)), []);
    }
  });

  it('never matches a document without the field', async () => {
    for (const clause of [w('v', '!=', 1), w('v', 'not-in', [1]), w('v', '>=', ''), w('v', 'in', [null])]) {
      expect(await listIds(engine, where('mixed', clause)), JSON.stringify(clause)).not.toContain('q');
    }
  });

  it('rejects in and array-contains-any with more than 30 values, and not-in with more than 10', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i - 5);
    await expectQuery(engine, where('mixed', w('v', 'in', many(30))), ['e', 'g', 'h']);
    expect(await engineErrorCode(engine.list(where('mixed', w('v', 'in', many(31)))))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.list(where('mixed', w('v', 'array-contains-any', many(31)))))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.aggregate(where('mixed', w('v', 'not-in', many(11))), { count: true }))).toBe('invalid-argument');
  });

  it('rejects unknown operators and malformed field paths', async () => {
    expect(await engineErrorCode(engine.list(where('mixed', { field: 'v', op: 'like' as never, value: 1 })))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.list(where('mixed', w('v..x', '==', 1))))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.list(where('mixed', w('__x__', '==', 1))))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.list(where('mixed', w('x'.repeat(1501), '==', 1))))).toBe('invalid-argument');
  });
});

describe('array membership and nested fields', () => {
  it('matches array-contains on elements of arrays only, never on a scalar field', async () => {
    await expectQuery(engine, where('tags', w('tags', 'array-contains', 'a')), ['t1', 't5']);
    await expectQuery(engine, where('tags', w('tags', 'array-contains', 1)), ['t2']);
    // Firestore answers array-contains null with nothing, even for an array holding null.
    await expectQuery(engine, where('tags', w('tags', 'array-contains', null)), []);
    await expectQuery(engine, where('tags', w('tags', 'array-contains', { k: 1 })), ['t3']);
    await expectQuery(engine, where('tags', w('tags', 'array-contains', new Date('2020-01-01T00:00:00Z'))), ['t3']);
    await expectQuery(engine, where('tags', w('tags', '==', 'a')), ['t4']);
  });

  it('matches array-contains-any when any listed value is an element', async () => {
    await expectQuery(engine, where('tags', w('tags', 'array-contains-any', ['a', 1])), ['t1', 't2', 't5']);
    await expectQuery(engine, where('tags', w('tags', 'array-contains-any', [{ k: 1 }, 'zzz'])), ['t3']);
    await expectQuery(engine, where('tags', w('tags', 'array-contains-any', ['zzz'])), []);
    await expectQuery(engine, where('tags', w('tags', 'array-contains-any', [null, 1])), ['t2']);
  });

  it('reads dotted paths through maps only, not through arrays or a field named with a dot', async () => {
    await expectQuery(engine, where('people', w('address.zip', '==', '0150')), ['p1']);
    await expectQuery(engine, where('people', w('address.zip', '>', '0')), ['p1', 'p2']);
    expect(await listIds(engine, { path: 'people', orderBy: [{ field: 'address.zip', direction: 'desc' }] })).toEqual(['p2', 'p1']);
  });
});

describe('ordering, limits and cursors', () => {
  const byCityAgeDesc: QuerySpec = {
    path: 'people',
    orderBy: [
      { field: 'city', direction: 'asc' },
      { field: 'age', direction: 'desc' },
    ],
  };
  // Ties on (city, age) fall back to the document id in the last orderBy's direction.
  const ORDER = ['p4', 'p3', 'p5', 'p1', 'p2'];

  it('orders by several fields, leaving out documents missing one of them', async () => {
    expect(await listIds(engine, byCityAgeDesc)).toEqual(ORDER);
    expect(await listIds(engine, { path: 'people', orderBy: [{ field: 'age', direction: 'asc' }] })).toEqual(['p2', 'p1', 'p3', 'p5', 'p4', 'p6']);
  });

  it('returns the first n with limit and the last n, in query order, with limitToLast', async () => {
    expect(await listIds(engine, { ...byCityAgeDesc, limit: 2 })).toEqual(['p4', 'p3']);
    expect(await listIds(engine, { ...byCityAgeDesc, limitToLast: 2 })).toEqual(['p1', 'p2']);
    expect(await listIds(engine, { ...byCityAgeDesc, limit: 50 })).toEqual(ORDER);
    expect(await listIds(engine, { path: 'people', limit: 2 })).toEqual(['p1', 'p2']);
    // Firestore scans by the key alone only ascending: a descending key order needs a field filter.
    const inOslo = where('people', w('city', '==', 'Oslo'));
    expect(await listIds(engine, { ...inOslo, orderBy: [{ field: '__name__', direction: 'desc' }], limit: 2 })).toEqual(['p5', 'p2']);
    expect(await listIds(engine, { ...inOslo, orderBy: [{ field: '__name__', direction: 'asc' }], limitToLast: 2 })).toEqual(['p2', 'p5']);
    expect(await engineErrorCode(engine.list({ path: 'people', orderBy: [{ field: '__name__', direction: 'desc' }], limit: 2 }))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.list({ path: 'people', orderBy: [{ field: '__name__', direction: 'asc' }], limitToLast: 2 }))).toBe('invalid-argument');
  });

  it('orders by inequality fields implicitly, after the explicit orders, then by id', async () => {
    expect(await listIds(engine, where('people', w('age', '>', 25)))).toEqual(['p1', 'p3', 'p5', 'p4', 'p6']);
    expect(await listIds(engine, where('people', w('age', '>=', 30), w('city', '>', 'A')))).toEqual(['p3', 'p1', 'p5', 'p4']);
    expect(await listIds(engine, { ...where('people', w('age', '>', 25)), orderBy: [{ field: 'city', direction: 'desc' }] })).toEqual([
      'p5',
      'p1',
      'p4',
      'p3',
    ]);
  });

  it('starts and ends at cursors, inclusive or exclusive, on any prefix of the order', async () => {
    const at = (values: DocValue[], inclusive: boolean) => ({ values, inclusive });
    // A cursor on the document id needs __name__ in the orderBy, as Firestore's SDKs require.
    const withId: QuerySpec = { ...byCityAgeDesc, orderBy: [...byCityAgeDesc.orderBy!, { field: '__name__', direction: 'desc' }] };
    expect(await listIds(engine, { ...byCityAgeDesc, start: at(['Oslo'], true) })).toEqual(['p5', 'p1', 'p2']);
    expect(await listIds(engine, { ...byCityAgeDesc, start: at(['Bergen'], false) })).toEqual(['p5', 'p1', 'p2']);
    expect(await listIds(engine, { ...byCityAgeDesc, start: at(['Bergen', 30], false) })).toEqual(['p5', 'p1', 'p2']);
    expect(await listIds(engine, { ...byCityAgeDesc, start: at(['Oslo', 30], false) })).toEqual(['p2']);
    expect(await listIds(engine, { ...withId, start: at(['Oslo', 30, 'p5'], false) })).toEqual(['p1', 'p2']);
    expect(await listIds(engine, { ...byCityAgeDesc, end: at(['Oslo', 30], true) })).toEqual(['p4', 'p3', 'p5', 'p1']);
    expect(await listIds(engine, { ...byCityAgeDesc, end: at(['Oslo', 30], false) })).toEqual(['p4', 'p3']);
    expect(await listIds(engine, { ...withId, start: at(['Bergen', 30], true), end: at(['Oslo', 30, 'p5'], true) })).toEqual(['p3', 'p5']);
    expect(await listIds(engine, { ...byCityAgeDesc, start: at(['Bergen', 30], true), limit: 2 })).toEqual(['p3', 'p5']);
    expect(await listIds(engine, { ...byCityAgeDesc, end: at(['Oslo', 30], true), limitToLast: 2 })).toEqual(['p5', 'p1']);
  });

  it('counts only the documents between cursors', async () => {
    const count = await engine.aggregate({ ...byCityAgeDesc, start: { values: ['Oslo'], inclusive: true } }, { count: true });
    expect(count.count).toBe(3);
  });

  it('rejects a cursor longer than the orderBy, limitToLast without orderBy, and both limits at once', async () => {
    expect(await engineErrorCode(engine.list({ ...byCityAgeDesc, start: { values: ['Oslo', 30, 'p5', 1], inclusive: true } }))).toBe('invalid-argument');
    // The implicit document-id order takes no cursor value (Firestore's SDKs refuse it too).
    expect(await engineErrorCode(engine.list({ ...byCityAgeDesc, start: { values: ['Oslo', 30, 'p5'], inclusive: true } }))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.list({ path: 'people', limitToLast: 1 }))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.list({ ...byCityAgeDesc, limit: 1, limitToLast: 1 }))).toBe('invalid-argument');
  });
});

describe('count and sum', () => {
  beforeAll(async () => {
    await engine.commit([
      set('orders/o1', { amount: 10, qty: 1, status: 'paid' }),
      set('orders/o2', { amount: 2.5, qty: 2, status: 'paid' }),
      set('orders/o3', { amount: '7', qty: 3, status: 'open' }),
      set('orders/o4', { amount: null, qty: 4, status: 'open' }),
      set('orders/o5', { qty: 5, status: 'paid' }),
      set('orders/o6', { amount: true, status: 'open' }),
      set('orders/o7', { amount: -1, qty: 7, status: 'paid\u0000' }),
      set('orders/o8', { amount: { n: 1 }, qty: 8, status: 'void' }),
    ]);
  });

  it('counts matching documents and sums only numeric values, ignoring others and missing fields', async () => {
    expect(await engine.aggregate({ path: 'orders' }, { count: true, sum: ['amount', 'qty'] })).toMatchObject({
      count: 8,
      sum: { amount: 11.5, qty: 30 },
    });
    expect(await engine.aggregate(where('orders', w('status', '==', 'paid')), { count: true, sum: ['amount'] })).toMatchObject({
      count: 3,
      sum: { amount: 12.5 },
    });
    // 'paid\u0000' sorts after 'paid'; such strings are judged outside SQL.
    expect(await engine.aggregate(where('orders', w('status', '>=', 'paid')), { count: true, sum: ['amount'] })).toMatchObject({
      count: 5,
      sum: { amount: 11.5 },
    });
  });

  it('applies limits and cursors before summing, in query order', async () => {
    expect((await engine.aggregate({ path: 'orders', limit: 2 }, { sum: ['amount'] })).sum).toEqual({ amount: 12.5 });
    expect((await engine.aggregate({ path: 'orders', limit: 3 }, { count: true })).count).toBe(3);
    expect((await engine.aggregate({ path: 'orders', limit: 30 }, { count: true })).count).toBe(8);
    // Firestore counts the last n in document order without an orderBy, which it would not list.
    expect((await engine.aggregate({ path: 'orders', limitToLast: 3 }, { count: true })).count).toBe(3);
    expect(await engineErrorCode(engine.list({ path: 'orders', limitToLast: 3 }))).toBe('invalid-argument');
    const fromO7 = { path: 'orders', orderBy: [{ field: 'qty', direction: 'asc' as const }], start: { values: [7], inclusive: true } };
    expect(await engine.aggregate(fromO7, { count: true, sum: ['amount'] })).toMatchObject({ count: 2, sum: { amount: -1 } });
  });

  it('sums to 0 and counts 0 when nothing matches', async () => {
    expect(await engine.aggregate(where('orders', w('status', '==', 'none')), { count: true, sum: ['amount'] })).toMatchObject({
      count: 0,
      sum: { amount: 0 },
    });
  });

  it('rejects an empty aggregate, more than five aggregations and bad sum fields', async () => {
    expect(await engineErrorCode(engine.aggregate({ path: 'orders' }, {}))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.aggregate({ path: 'orders' }, { count: true, sum: ['a', 'b', 'c', 'd', 'e'] }))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.aggregate({ path: 'orders' }, { sum: ['a..b'] }))).toBe('invalid-argument');
  });
});
