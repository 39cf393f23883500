/**
 * The changes between two results of one query, ordered and indexed exactly as Firestore's
 * `docChanges()`: removals first, then additions, then modifications, each group in query order;
 * `oldIndex` is the position before this change and `newIndex` the position after it, both
 * supposing every earlier change of the list has been applied. Applying the changes one by one to
 * the old list therefore yields the new list.
 */
import type { StoredDoc } from '../db/engine';
import { sameValue } from '../policy/same-value';

export type DocComparator = (a: StoredDoc, b: StoredDoc) => number;

export type DocChange = { type: 'added' | 'modified' | 'removed'; doc: StoredDoc; oldIndex: number; newIndex: number };

/** Both lists are in query order (sorted by `compare`). */
export function docChanges(before: StoredDoc[], after: StoredDoc[], compare: DocComparator): DocChange[] {
  const oldByPath = new Map(before.map((d) => [d.path, d]));
  const newPaths = new Set(after.map((d) => d.path));
  const removed = before.filter((d) => !newPaths.has(d.path));
  const added: StoredDoc[] = [];
  const modified: StoredDoc[] = [];
  for (const doc of after) {
    const old = oldByPath.get(doc.path);
    if (!old) added.push(doc);
    else if (old.version !== doc.version && !sameValue(old.data, doc.data)) modified.push(doc);
  }
  if (removed.length + added.length + modified.length === 0) return [];

  const tracker = before.slice();
  const changes: DocChange[] = [];
  const take = (path: string) => {
    const index = tracker.findIndex((d) => d.path === path);
    tracker.splice(index, 1);
    return index;
  };
  const put = (doc: StoredDoc) => {
    const index = lowerBound(tracker, doc, compare);
    tracker.splice(index, 0, doc);
    return index;
  };
  for (const doc of removed) changes.push({ type: 'removed', doc, oldIndex: take(doc.path), newIndex: -1 });
  for (const doc of added) changes.push({ type: 'added', doc, oldIndex: -1, newIndex: put(doc) });
  for (const doc of modified) {
    const oldIndex = take(doc.path);
    changes.push({ type: 'modified', doc, oldIndex, newIndex: put(doc) });
  }
  return changes;
}

export function lowerBound(list: StoredDoc[], doc: StoredDoc, compare: DocComparator): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid], doc) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
