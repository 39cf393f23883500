import { describe, expect, it } from 'vitest';
import type { StoredDoc } from '../db/engine';
import { docChanges, type DocChange } from './doc-changes';

const at = new Date(0);
const doc = (id: string, n: number, version = 1): StoredDoc => ({ path: `c/${id}`, id, data: { n }, version, createTime: at, updateTime: at });
const byN = (a: StoredDoc, b: StoredDoc) => (a.data.n as number) - (b.data.n as number) || a.path.localeCompare(b.path);

/** Applies changes one by one, as a client does, to check they lead to the new list. */
function replay(before: StoredDoc[], changes: DocChange[]): string[] {
  const list = before.map((d) => d.id);
  for (const c of changes) {
    if (c.oldIndex >= 0) expect(list.splice(c.oldIndex, 1)).toEqual([c.doc.id]);
    if (c.newIndex >= 0) list.splice(c.newIndex, 0, c.doc.id);
  }
  return list;
}

const summary = (changes: DocChange[]) => changes.map((c) => [c.type, c.doc.id, c.oldIndex, c.newIndex]);

describe('docChanges', () => {
  it('reports nothing when only versions changed and the data stayed the same', () => {
    expect(docChanges([doc('a', 1)], [doc('a', 1, 2)], byN)).toEqual([]);
  });

  it('orders removals, then additions, then modifications, with indexes that replay to the new list', () => {
    const before = [doc('a', 1), doc('b', 2), doc('c', 3), doc('d', 4)];
    const after = [doc('e', 0), doc('c', 3), doc('b', 5, 2), doc('f', 6)];
    const changes = docChanges(before, after, byN);
    expect(summary(changes)).toEqual([
      ['removed', 'a', 0, -1],
      ['removed', 'd', 2, -1],
      ['added', 'e', -1, 0],
      ['added', 'f', -1, 3],
      ['modified', 'b', 1, 2],
    ]);
    expect(replay(before, changes)).toEqual(after.map((d) => d.id));
  });

  it('keeps index order consistent for random edits', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    for (let round = 0; round < 200; round++) {
      const ids = 'abcdefghij'.split('');
      const before = ids.filter(() => rand(2) === 0).map((id) => doc(id, rand(5)));
      const after = ids.filter(() => rand(2) === 0).map((id) => {
        const old = before.find((d) => d.id === id);
        return old && rand(2) === 0 ? old : doc(id, rand(5), (old?.version ?? 0) + 1);
      });
      before.sort(byN);
      after.sort(byN);
      expect(replay(before, docChanges(before, after, byN))).toEqual(after.map((d) => d.id));
    }
  });
});
