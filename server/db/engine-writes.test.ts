import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  increment,
  MAX_DOCUMENT_BYTES,
  serverTimestamp,
  type DocData,
  type DocValue,
  type WriteData,
} from '@domain/documents/values';
import { testDatabaseUrl } from '@tests/postgres/test-database';
import { createEngine } from './create-engine';
import type { DocumentEngine, WriteOp } from './engine';
import { engineErrorCode, listIds } from './engine-test-support';

let engine: DocumentEngine;
let n = 0;
/** A fresh document path per test, so tests stay independent on the shared engine. */
let path: string;

const set = (p: string, data: WriteData, merge?: boolean): WriteOp => ({ type: 'set', path: p, data, ...(merge ? { merge } : {}) });
const update = (p: string, data: WriteData): WriteOp => ({ type: 'update', path: p, data });
const dataOf = async (p: string): Promise<DocData | undefined> => (await engine.get(p))?.data;

beforeAll(async () => {
  engine = await createEngine({ databaseUrl: await testDatabaseUrl() });
});
afterAll(() => engine.close());
beforeEach(() => {
  n++;
  path = `docs/d${n}`;
});

describe('set, update, create and delete', () => {
  it('set replaces the whole document, set with merge keeps the fields it does not name', async () => {
    await engine.commit([set(path, { a: 1, m: { x: 1, y: 2 }, keep: true })]);
    await engine.commit([set(path, { m: { y: 3, z: 4 }, b: 2 }, true)]);
    expect(await dataOf(path)).toEqual({ a: 1, b: 2, m: { x: 1, y: 3, z: 4 }, keep: true });
    await engine.commit([set(path, { only: 1 })]);
    expect(await dataOf(path)).toEqual({ only: 1 });
  });

  it('set with merge takes keys literally, so a dotted key is one field', async () => {
    await engine.commit([set(path, { a: { b: 1 } })]);
    await engine.commit([set(path, { 'a.b': 2 }, true)]);
    expect(await dataOf(path)).toEqual({ a: { b: 1 }, 'a.b': 2 });
  });

  it('set with merge of an empty map replaces that field with an empty map', async () => {
    await engine.commit([set(path, { m: { x: 1 }, n: 1 })]);
    await engine.commit([set(path, { m: {} }, true)]);
    expect(await dataOf(path)).toEqual({ m: {}, n: 1 });
  });

  it('update replaces a map given as a value, and writes only the leaf given as a dotted path', async () => {
    await engine.commit([set(path, { m: { x: 1, y: 2 }, other: 1 })]);
    await engine.commit([update(path, { 'm.y': 3 })]);
    expect(await dataOf(path)).toEqual({ m: { x: 1, y: 3 }, other: 1 });
    await engine.commit([update(path, { m: { y: 4 } })]);
    expect(await dataOf(path)).toEqual({ m: { y: 4 }, other: 1 });
    await engine.commit([update(path, { 'other.deep': 5 })]);
    expect(await dataOf(path)).toEqual({ m: { y: 4 }, other: { deep: 5 } });
  });

  it('update of a missing document fails with not-found and creates nothing', async () => {
    expect(await engineErrorCode(engine.commit([update(path, { a: 1 })]))).toBe('not-found');
    expect(await engine.get(path)).toBeNull();
  });

  it('create of an existing document fails with already-exists and leaves it unchanged', async () => {
    await engine.commit([{ type: 'create', path, data: { a: 1 } }]);
    expect(await engineErrorCode(engine.commit([{ type: 'create', path, data: { a: 2 } }]))).toBe('already-exists');
    expect(await dataOf(path)).toEqual({ a: 1 });
  });

  it('rejects update field paths that overlap', async () => {
    await engine.commit([set(path, { a: { b: 1 } })]);
    expect(await engineErrorCode(engine.commit([update(path, { a: { b: 2 }, 'a.b': 3 })]))).toBe('invalid-argument');
    expect(await dataOf(path)).toEqual({ a: { b: 1 } });
  });

  it('delete removes the document and succeeds when there is nothing to delete', async () => {
    await engine.commit([set(path, { a: 1 })]);
    const changes = await engine.commit([{ type: 'delete', path }]);
    expect(changes).toEqual([expect.objectContaining({ path, after: null })]);
    expect(await engine.get(path)).toBeNull();
    expect(await engine.commit([{ type: 'delete', path }])).toEqual([]);
  });

  it('keeps the create time across updates and moves the update time forward', async () => {
    const [first] = await engine.commit([set(path, { a: 1 })]);
    const [second] = await engine.commit([update(path, { a: 2 })]);
    expect(second.after!.createTime).toEqual(first.after!.createTime);
    expect(second.after!.updateTime.getTime()).toBeGreaterThanOrEqual(first.after!.updateTime.getTime());
    expect(second.before).toMatchObject({ data: { a: 1 } });
    expect(second.after!.version).toBeGreaterThan(first.after!.version);
  });

  it('stores every value type and reads it back unchanged', async () => {
    const data: DocData = {
      nul: null,
      bool: false,
      int: -42,
      float: 3.25,
      big: 2 ** 53 - 1,
      tiny: 5e-324,
      date: new Date('1999-12-31T23:59:59.123Z'),
      str: 'zero\u0000byte and 😀',
      empty: '',
      arr: [1, 'two', null, { three: [3] }, new Date(0)],
      map: { nested: { deeper: { deepest: 'yes' } }, 'odd key/with.chars~*[]': 1 },
    };
    await engine.commit([set(path, data)]);
    expect(await dataOf(path)).toEqual(data);
  });
});

describe('what a commit stores and tells', () => {
  it('keeps a copy of the written data: changing it afterwards changes neither the document nor what listeners heard', async () => {
    const written = { tags: ['a', 'b'], when: new Date(1000), nested: { list: [{ x: 1 }], n: 2 } };
    const heard: DocData[] = [];
    const stop = engine.onCommit((changes) => heard.push(...changes.map((c) => c.after!.data)));
    const [change] = await engine.commit([set(path, written)]);
    stop();
    const expected = { tags: ['a', 'b'], when: new Date(1000), nested: { list: [{ x: 1 }], n: 2 } };
    written.tags.push('c');
    written.when.setTime(5000);
    written.nested.list[0].x = 9;
    written.nested.n = 3;
    expect(change.after!.data).toEqual(expected);
    expect(heard).toEqual([expected]);
    expect(await dataOf(path)).toEqual(expected);
  });
});

describe('sentinels', () => {
  it('serverTimestamp writes the commit time, the same in every document of the commit', async () => {
    const other = `${path}-b`;
    const changes = await engine.commit([set(path, { at: serverTimestamp(), m: { at: serverTimestamp() } }), set(other, { at: serverTimestamp() })]);
    const stored = await dataOf(path);
    expect(stored!.at).toBeInstanceOf(Date);
    expect(stored!.at).toEqual(changes[0].after!.updateTime);
    expect((stored!.m as DocData).at).toEqual(stored!.at);
    expect((await dataOf(other))!.at).toEqual(stored!.at);
  });

  it('increment adds integers and floats, and starts from 0 on a missing or non-numeric field', async () => {
    await engine.commit([set(path, { i: 5, f: 1.5, s: 'text', nested: { c: 1 } })]);
    await engine.commit([update(path, { i: increment(2), f: increment(0.25), s: increment(3), missing: increment(-4), 'nested.c': increment(10) })]);
    expect(await dataOf(path)).toEqual({ i: 7, f: 1.75, s: 3, missing: -4, nested: { c: 11 } });
  });

  it('increment in set with merge creates the document; in a plain set it starts from the replaced document', async () => {
    await engine.commit([set(path, { count: increment(1) }, true)]);
    await engine.commit([set(path, { count: increment(1) }, true)]);
    expect(await dataOf(path)).toEqual({ count: 2 });
    await engine.commit([set(path, { count: increment(5) })]);
    expect(await dataOf(path)).toEqual({ count: 5 });
  });

  it('applies several increments to one document in one commit in order', async () => {
    await engine.commit([set(path, { c: 1 }), update(path, { c: increment(1) }), update(path, { c: increment(1) })]);
    expect(await dataOf(path)).toEqual({ c: 3 });
  });

  it('arrayUnion appends only values not already present, by deep equality', async () => {
    await engine.commit([set(path, { a: ['x', { k: 1, j: [2] }, 'x'], s: 'not an array' })]);
    await engine.commit([update(path, { a: arrayUnion('x', { j: [2], k: 1 }, 'y', 'y', { k: 2 }), s: arrayUnion(1, 1), missing: arrayUnion('m') })]);
    expect(await dataOf(path)).toEqual({ a: ['x', { k: 1, j: [2] }, 'x', 'y', { k: 2 }], s: [1], missing: ['m'] });
  });

  it('arrayRemove removes every equal element, by deep equality, and leaves an empty array on a missing field', async () => {
    await engine.commit([set(path, { a: ['x', { k: 1 }, 'x', 2, 'y'] })]);
    await engine.commit([update(path, { a: arrayRemove('x', { k: 1 }, 2.0, 'absent'), missing: arrayRemove('m') })]);
    expect(await dataOf(path)).toEqual({ a: ['y'], missing: [] });
  });

  it('deleteField removes top-level and nested fields in update and set with merge', async () => {
    await engine.commit([set(path, { a: 1, b: 2, m: { x: 1, y: 2 }, n: { x: 1, y: 2 } })]);
    await engine.commit([update(path, { a: deleteField(), 'm.x': deleteField(), gone: deleteField() })]);
    await engine.commit([set(path, { n: { y: deleteField(), z: 3 } }, true)]);
    expect(await dataOf(path)).toEqual({ b: 2, m: { y: 2 }, n: { x: 1, z: 3 } });
  });

  it('rejects deleteField in a plain set, a create, or nested inside an update value', async () => {
    await engine.commit([set(path, { a: 1, m: { x: 1 } })]);
    for (const op of [set(path, { a: deleteField() }), { type: 'create', path: `${path}-new`, data: { a: deleteField() } } as WriteOp, update(path, { m: { x: deleteField() } })]) {
      expect(await engineErrorCode(engine.commit([op])), JSON.stringify(op)).toBe('invalid-argument');
    }
    expect(await dataOf(path)).toEqual({ a: 1, m: { x: 1 } });
  });

  it('rejects sentinels inside arrays and malformed sentinels', async () => {
    const bad: WriteData[] = [
      { a: [serverTimestamp()] },
      { a: increment(Number.NaN) },
      { a: { __sentinel__: 'increment', by: 'one' } as never },
      { a: { __sentinel__: 'teleport' } as never },
      { a: arrayUnion(serverTimestamp() as never) },
      { a: arrayUnion([1] as never) },
    ];
    for (const data of bad) expect(await engineErrorCode(engine.commit([set(path, data)])), JSON.stringify(data)).toBe('invalid-argument');
    expect(await engine.get(path)).toBeNull();
  });

  it('rejects an increment that would overflow to Infinity', async () => {
    await engine.commit([set(path, { a: Number.MAX_VALUE })]);
    expect(await engineErrorCode(engine.commit([update(path, { a: increment(Number.MAX_VALUE) })]))).toBe('invalid-argument');
    expect(await dataOf(path)).toEqual({ a: Number.MAX_VALUE });
  });
});

describe('atomic batches', () => {
  it('accepts 500 writes in one commit and applies them all with one version', async () => {
    const ops = Array.from({ length: 500 }, (_, i) => set(`batch${n}/d${String(i).padStart(3, '0')}`, { i }));
    const changes = await engine.commit(ops);
    expect(changes).toHaveLength(500);
    expect(new Set(changes.map((c) => c.after!.version)).size).toBe(1);
    expect((await engine.aggregate({ path: `batch${n}` }, { count: true, sum: ['i'] })).count).toBe(500);
    expect((await engine.aggregate({ path: `batch${n}` }, { sum: ['i'] })).sum).toEqual({ i: (499 * 500) / 2 });
  });

  it('rejects 501 writes with invalid-argument and writes none of them', async () => {
    const ops = Array.from({ length: 501 }, (_, i) => set(`batch${n}/d${i}`, { i }));
    expect(await engineErrorCode(engine.commit(ops))).toBe('invalid-argument');
    expect(await listIds(engine, { path: `batch${n}`, limit: 1 })).toEqual([]);
  });

  it('writes nothing when one write of the batch fails', async () => {
    await engine.commit([set(path, { a: 1 })]);
    const failing: [WriteOp, string][] = [
      [update(`${path}-missing`, { a: 1 }), 'not-found'],
      [{ type: 'create', path, data: { a: 3 } }, 'already-exists'],
      [set(`${path}-big`, { s: 'x'.repeat(MAX_DOCUMENT_BYTES) }), 'invalid-argument'],
      [set('bad path', { a: 1 }), 'invalid-argument'],
    ];
    for (const [op, code] of failing) {
      const batch = [set(`${path}-new`, { a: 1 }), update(path, { a: 2 }), op];
      expect(await engineErrorCode(engine.commit(batch)), JSON.stringify(op).slice(0, 80)).toBe(code);
      expect(await dataOf(path)).toEqual({ a: 1 });
      expect(await engine.get(`${path}-new`)).toBeNull();
    }
  });

  it('applies writes to the same document in order within a batch', async () => {
    await engine.commit([{ type: 'create', path, data: { a: 1 } }, update(path, { b: 2 }), { type: 'delete', path }, set(path, { c: 3 }, true)]);
    expect(await dataOf(path)).toEqual({ c: 3 });
    expect(await engineErrorCode(engine.commit([{ type: 'delete', path }, update(path, { d: 4 })]))).toBe('not-found');
    expect(await dataOf(path)).toEqual({ c: 3 });
  });

  it('tells onCommit listeners about each committed batch, and not about a failed one', async () => {
    const heard: string[][] = [];
    const stop = engine.onCommit((changes) => heard.push(changes.map((c) => c.path)));
    await engine.commit([set(path, { a: 1 }), set(`${path}-b`, { a: 1 })]);
    await engineErrorCode(engine.commit([set(`${path}-c`, { a: 1 }), update(`${path}-missing`, { a: 1 })]));
    stop();
    await engine.commit([set(path, { a: 2 })]);
    expect(heard).toEqual([[path, `${path}-b`]]);
  });
});

describe('transactions through version preconditions', () => {
  it('commits when the read version still holds', async () => {
    await engine.commit([set(path, { balance: 10 })]);
    const read = (await engine.get(path))!;
    await engine.commit([update(path, { balance: (read.data.balance as number) - 3 })], [{ path, version: read.version }]);
    expect(await dataOf(path)).toEqual({ balance: 7 });
  });

  it('aborts when a document read changed in between, writing nothing of the transaction', async () => {
    const other = `${path}-other`;
    await engine.commit([set(path, { balance: 10 })]);
    const read = (await engine.get(path))!;
    await engine.commit([update(path, { balance: 100 })]);
    const code = await engineErrorCode(
      engine.commit([update(path, { balance: (read.data.balance as number) - 3 }), set(other, { touched: true })], [{ path, version: read.version }]),
    );
    expect(code).toBe('aborted');
    expect(await dataOf(path)).toEqual({ balance: 100 });
    expect(await engine.get(other)).toBeNull();
  });

  it('aborts when a document read as missing was created in between (version 0)', async () => {
    await engine.commit([set(path, { by: 'someone else' })]);
    expect(await engineErrorCode(engine.commit([set(path, { by: 'me' })], [{ path, version: 0 }]))).toBe('aborted');
    expect(await dataOf(path)).toEqual({ by: 'someone else' });
  });

  it('aborts on a change to a document that was only read, not written', async () => {
    const guard = `${path}-guard`;
    await engine.commit([set(guard, { open: true })]);
    const read = (await engine.get(guard))!;
    await engine.commit([update(guard, { open: false })]);
    expect(await engineErrorCode(engine.commit([set(path, { a: 1 })], [{ path: guard, version: read.version }]))).toBe('aborted');
    expect(await engine.get(path)).toBeNull();
  });

  it('aborts when the document was deleted and recreated with the same data', async () => {
    await engine.commit([set(path, { a: 1 })]);
    const read = (await engine.get(path))!;
    await engine.commit([{ type: 'delete', path }]);
    await engine.commit([set(path, { a: 1 })]);
    expect(await engineErrorCode(engine.commit([update(path, { a: 2 })], [{ path, version: read.version }]))).toBe('aborted');
  });

  it('lets exactly one of two transactions on the same read succeed', async () => {
    await engine.commit([set(path, { seats: 1 })]);
    const read = (await engine.get(path))!;
    const attempts = await Promise.allSettled([
      engine.commit([update(path, { seats: 0, by: 'a' })], [{ path, version: read.version }]),
      engine.commit([update(path, { seats: 0, by: 'b' })], [{ path, version: read.version }]),
    ]);
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rejected = attempts.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'aborted' });
  });

  it('rejects malformed preconditions', async () => {
    for (const p of [[{ path, version: -1 }], [{ path, version: 1.5 }], [{ path: 'bad', version: 1 }], 'x']) {
      expect(await engineErrorCode(engine.commit([set(path, { a: 1 })], p as never))).toBe('invalid-argument');
    }
    expect(await engine.get(path)).toBeNull();
  });
});

describe('limits and validation', () => {
  // Firestore's size: the name ("docs" and the id, each + 1, + 16), each field name + 1, a string + 1, + 32.
  const overhead = (p: string) => p.split('/').reduce((size, s) => size + Buffer.byteLength(s) + 1, 16) + 2 + 1 + 32;

  it('accepts a document of exactly 1 MiB and rejects one byte more with invalid-argument', async () => {
    const fits = 'x'.repeat(MAX_DOCUMENT_BYTES - overhead(path));
    await engine.commit([set(path, { s: fits })]);
    expect(((await dataOf(path))!.s as string).length).toBe(fits.length);
    expect(await engineErrorCode(engine.commit([set(path, { s: `${fits}x` })]))).toBe('invalid-argument');
    expect(((await dataOf(path))!.s as string).length).toBe(fits.length);
  });

  it('rejects an update that grows a document over 1 MiB and keeps the old data', async () => {
    await engine.commit([set(path, { a: 'x'.repeat(MAX_DOCUMENT_BYTES / 2) })]);
    let message = '';
    try {
      await engine.commit([update(path, { b: 'y'.repeat(MAX_DOCUMENT_BYTES / 2) })]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/1 MiB/);
    expect(Object.keys((await dataOf(path))!)).toEqual(['a']);
  });

  it('rejects invalid document paths for reads and writes', async () => {
    const bad = ['', 'docs', 'docs/a/sub', '/docs/a', 'docs/a/', 'docs//a', 'docs/.', 'docs/..', 'docs/__id__', `docs/${'x'.repeat(1501)}`, 'docs/a\u0000b'];
    for (const p of bad) {
      expect(await engineErrorCode(engine.get(p)), `get ${JSON.stringify(p)}`).toBe('invalid-argument');
      expect(await engineErrorCode(engine.commit([set(p, { a: 1 })])), `set ${JSON.stringify(p)}`).toBe('invalid-argument');
    }
    expect(await engineErrorCode(engine.list({ path: 'docs/a' }))).toBe('invalid-argument');
    expect(await engineErrorCode(engine.commit([{ type: 'teleport', path } as never]))).toBe('invalid-argument');
  });

  it('rejects invalid field names and update field paths', async () => {
    await engine.commit([set(path, { a: 1 })]);
    const badSets: WriteData[] = [{ '': 1 }, { __x__: 1 }, { m: { __y__: 1 } }, { 'a\u0000': 1 }, { ['\uD800']: 1 }, { m: { '': 1 } }, { ['é'.repeat(751)]: 1 }];
    for (const data of badSets) expect(await engineErrorCode(engine.commit([set(path, data)])), JSON.stringify(data)).toBe('invalid-argument');
    for (const key of ['a..b', '.a', 'a.', 'a~b', 'a*b', 'a[0]', 'a/b', '__name__', `m.${'x'.repeat(1500)}`]) {
      expect(await engineErrorCode(engine.commit([update(path, { [key]: 1 })])), key).toBe('invalid-argument');
    }
    expect(await dataOf(path)).toEqual({ a: 1 });
    const longest = 'é'.repeat(750);
    await engine.commit([set(path, { [longest]: 1 })]);
    expect(await dataOf(path)).toEqual({ [longest]: 1 });
  });

  it('rejects values Firestore cannot store, naming the field', async () => {
    class Point {
      x = 1;
    }
    const deep = (depth: number, leaf: DocValue = 1): DocData => (depth === 0 ? { leaf } : { m: deep(depth - 1, leaf) });
    const bad: [WriteData, RegExp][] = [
      [{ a: undefined as never }, /a/],
      [{ a: (() => 1) as never }, /a/],
      [{ a: new Point() as never }, /Point/],
      [{ a: [[1]] }, /array inside an array/],
      [{ a: Number.NaN }, /NaN/],
      [{ a: Number.POSITIVE_INFINITY }, /Infinity/],
      [{ a: new Date(Number.NaN) }, /invalid Date/],
      [{ a: new Date('+010000-01-01T00:00:00Z') }, /0001-01-01/],
      [{ a: 'lone \uD800 surrogate' }, /surrogate/],
      [{ a: ['fine', 'lone \uD800 surrogate'] }, /'a\.1' is not a valid Unicode string/],
      [{ a: [1, Number.NaN] }, /'a\.1'.*NaN/],
      [{ a: [true, undefined as never] }, /'a\.1' is undefined/],
      [deep(20), /deeper than 20/],
      [deep(19, ['an element at depth 21']), /deeper than 20/],
    ];
    for (const [data, message] of bad) {
      let error: unknown;
      try {
        await engine.commit([set(path, data)]);
      } catch (e) {
        error = e;
      }
      expect(error, String(message)).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(message) });
    }
    await engine.commit([set(path, deep(19))]);
    expect(await dataOf(path)).toEqual(deep(19));
    for (const op of [update(path, { m: new Point() as never }), update(path, { 'm.p': new Map() as never }), set(path, { m: { p: new Point() as never } }, true)]) {
      expect(await engineErrorCode(engine.commit([op])), JSON.stringify(op)).toBe('invalid-argument');
    }
    expect(await dataOf(path)).toEqual(deep(19));
  });

  it('rejects data that is not a plain object', async () => {
    for (const data of [null, [1], 'x', new Date(0), serverTimestamp()]) {
      expect(await engineErrorCode(engine.commit([set(path, data as never)])), JSON.stringify(data)).toBe('invalid-argument');
    }
    expect(await engineErrorCode(engine.commit('not an array' as never))).toBe('invalid-argument');
  });

  it('shows the authorizer exactly what a write will store, and writes nothing when it refuses', async () => {
    await engine.commit([set(path, { c: 1 })]);
    let seen: unknown;
    const refusal = engine.commit([update(path, { c: increment(1), at: serverTimestamp() })], [], (changes) => {
      seen = changes[0].after!.data;
      throw new Error('refused');
    });
    await expect(refusal).rejects.toThrow('refused');
    expect(seen).toMatchObject({ c: 2, at: expect.any(Date) });
    expect(await dataOf(path)).toEqual({ c: 1 });
  });
});
