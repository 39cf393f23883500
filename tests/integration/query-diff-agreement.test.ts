/** The local provider's change application, fed the change lists the server computes. */
import { describe, expect, it } from 'vitest';
import { applyChanges } from '@/backend/local/query-diff';
import type { WireDoc } from '@domain/protocol/messages';
import { docChanges } from '@server/live/doc-changes';

const paths = (docs: WireDoc[]) => docs.map((d) => d.id);

describe("applyChanges on the server's own change lists", () => {
  it('rebuilds the new result from what server/live/doc-changes computes', () => {
    let seed = 11;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    type Stored = Parameters<typeof docChanges>[0][number];
    const stored = (id: string, rank: number, version: number): Stored => ({
      path: `c/${id}`,
      id,
      data: { rank },
      version,
      createTime: new Date(0),
      updateTime: new Date(0),
    });
    const compare = (a: Stored, b: Stored) => (a.data.rank as number) - (b.data.rank as number) || a.id.localeCompare(b.id);
    const wire = (d: Stored): WireDoc => ({ id: d.id, path: d.path, exists: true, data: d.data, version: d.version });
    for (let round = 0; round < 300; round++) {
      const ids = Array.from({ length: 8 }, (_, i) => String.fromCharCode(97 + i));
      const before = ids.filter(() => rand(3) > 0).map((id) => stored(id, rand(5), 1)).sort(compare);
      const after = ids
        .filter(() => rand(3) > 0)
        .map((id) => {
          const old = before.find((d) => d.id === id);
          return old && rand(2) === 0 ? old : stored(id, rand(5), 2);
        })
        .sort(compare);
      const changes = docChanges(before, after, compare).map((c) => ({ ...c, doc: wire(c.doc) }));
      expect(paths(applyChanges(before.map(wire), changes))).toEqual(after.map((d) => d.id));
    }
  });
});
