/**
 * A query subscription's list, kept in step with the server. Changes follow Firestore's
 * convention: applied one after another, each index refers to the list as the previous change
 * left it. After a resubscribe the client diffs the fresh snapshot against what its listener
 * last saw, so the listener gets only the real changes.
 */
import type { WireChange, WireDoc } from '@domain/protocol/messages';

export function applyChanges(list: readonly WireDoc[], changes: readonly WireChange[]): WireDoc[] {
  const out = list.slice();
  for (const c of changes) {
    if (c.type !== 'added') {
      const at = out[c.oldIndex]?.path === c.doc.path ? c.oldIndex : out.findIndex((d) => d.path === c.doc.path);
      if (at >= 0) out.splice(at, 1);
    }
    if (c.type !== 'removed') out.splice(Math.min(Math.max(c.newIndex, 0), out.length), 0, c.doc);
  }
  return out;
}

export function sameDoc(a: WireDoc, b: WireDoc): boolean {
  return a.version === b.version && a.exists === b.exists && JSON.stringify(a.data) === JSON.stringify(b.data);
}

/** The changes that turn `before` into `after` under `applyChanges`: removals first, then additions and modifications in query order. */
export function diffDocs(before: readonly WireDoc[], after: readonly WireDoc[]): WireChange[] {
  const list = before.slice();
  const changes: WireChange[] = [];
  const afterPaths = new Set(after.map((d) => d.path));
  const indexOf = (path: string) => list.findIndex((d) => d.path === path);

  for (const doc of before) {
    if (afterPaths.has(doc.path)) continue;
    const oldIndex = indexOf(doc.path);
    list.splice(oldIndex, 1);
    changes.push({ type: 'removed', doc, oldIndex, newIndex: -1 });
  }

  // A doc stays put ("settled") when its content is unchanged and it keeps its order relative
  // to the other settled docs; every other doc is moved right after its settled predecessor.
  const beforeByPath = new Map(before.map((d, i) => [d.path, { doc: d, index: i }]));
  const settled = new Set<string>();
  let lastSettledBeforeIndex = -1;
  for (const doc of after) {
    const prev = beforeByPath.get(doc.path);
    if (prev && sameDoc(prev.doc, doc) && prev.index > lastSettledBeforeIndex) {
      settled.add(doc.path);
      lastSettledBeforeIndex = prev.index;
    }
  }

  let lastPlaced: string | null = null;
  for (const doc of after) {
    if (settled.has(doc.path)) {
      lastPlaced = doc.path;
      continue;
    }
    const prev = beforeByPath.get(doc.path);
    const oldIndex = prev ? indexOf(doc.path) : -1;
    if (oldIndex >= 0) list.splice(oldIndex, 1);
    const newIndex = lastPlaced === null ? 0 : indexOf(lastPlaced) + 1;
    list.splice(newIndex, 0, doc);
    changes.push({ type: prev ? 'modified' : 'added', doc, oldIndex, newIndex });
    lastPlaced = doc.path;
  }
  return changes;
}
