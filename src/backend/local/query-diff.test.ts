import { describe, expect, it } from 'vitest';
import type { WireDoc } from '@domain/protocol/messages';
import { applyChanges, diffDocs } from './query-diff';

const doc = (id: string, version = 1, data: Record<string, unknown> = { v: version }): WireDoc => ({ id, path: `c/${id}`, exists: true, data, version });
const paths = (docs: WireDoc[]) => docs.map((d) => d.id);
const summary = (before: WireDoc[], after: WireDoc[]) => diffDocs(before, after).map((c) => `${c.type} ${c.doc.id} ${c.oldIndex}->${c.newIndex}`);

describe('diffDocs', () => {
  it('reports nothing when nothing changed', () => {
    expect(diffDocs([doc('a'), doc('b')], [doc('a'), doc('b')])).toEqual([]);
  });

  it('reports removals first, then additions and modifications in the new order', () => {
    expect(summary([doc('a'), doc('b'), doc('c')], [doc('d'), doc('a', 2), doc('c')])).toEqual([
      'removed b 1->-1',
      'added d -1->0',
      'modified a 1->1',
    ]);
  });

  it('reports a document that moved because it changed', () => {
    expect(summary([doc('a'), doc('b')], [doc('b'), doc('a', 2)])).toEqual(['modified a 0->1']);
  });

  it('compares content, not only versions', () => {
    expect(summary([doc('a', 3, { x: 1 })], [doc('a', 3, { x: 2 })])).toEqual(['modified a 0->0']);
  });

  it('yields changes that rebuild the new list from the old one, for any reshuffle', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const pool = Array.from({ length: 8 }, (_, i) => doc(String.fromCharCode(97 + i), 1));
      const before = pool.filter(() => rand(3) > 0);
      const after = pool
        .filter(() => rand(3) > 0)
        .map((d) => (rand(3) === 0 ? doc(d.id, 2) : d))
        .sort(() => rand(3) - 1);
      const changes = diffDocs(before, after);
      expect(paths(applyChanges(before, changes))).toEqual(paths(after));
      const touched = new Set(changes.map((c) => c.doc.id));
      for (const d of after) {
        const old = before.find((b) => b.id === d.id);
        if (!old || old.version !== d.version) expect(touched.has(d.id)).toBe(true);
      }
    }
  });
});

describe('applyChanges', () => {
  it("applies Firestore-style changes (each index relative to the previous change's result)", () => {
    const before = [doc('a'), doc('b'), doc('c')];
    const after = applyChanges(before, [
      { type: 'removed', doc: doc('a'), oldIndex: 0, newIndex: -1 },
      { type: 'added', doc: doc('d'), oldIndex: -1, newIndex: 2 },
      { type: 'modified', doc: doc('b', 2), oldIndex: 0, newIndex: 2 },
    ]);
    expect(paths(after)).toEqual(['c', 'd', 'b']);
    expect(after[2].version).toBe(2);
    expect(paths(before)).toEqual(['a', 'b', 'c']);
  });
});
