/**
 * Documents read once and then answered from memory until a commit changes them: for a path asked
 * many times a second (the local media server's HLS gate: every viewer's player fetches a playlist
 * or a segment every few seconds) that must still see a change at once. The engine tells of every
 * commit before the committing call returns, so a read after a commit never gets the old data; a
 * read that a commit overtakes answers what it read but is not kept.
 */
import type { DocData } from '@domain/documents/values';
import type { AdminDocs } from './services';

/** Hears the paths of each commit, before the commit's caller goes on; answers how to stop hearing. */
export type CommitFeed = (listener: (paths: readonly string[]) => void) => () => void;

export type FreshReads = (path: string) => Promise<DocData | null>;

/** Past this many documents the memory starts again: a stranger's made-up paths cannot grow it without bound. */
const MAX_KEPT = 10_000;

export function createFreshReads(docs: Pick<AdminDocs, 'get'>, commits: CommitFeed): FreshReads {
  const kept = new Map<string, DocData | null>();
  // The reads under way of each path, each marked when a commit overtakes it.
  const reading = new Map<string, Set<{ overtaken: boolean }>>();
  commits((paths) => {
    for (const path of paths) {
      kept.delete(path);
      for (const read of reading.get(path) ?? []) read.overtaken = true;
    }
  });
  return async (path) => {
    if (kept.has(path)) return kept.get(path)!;
    const read = { overtaken: false };
    const under = reading.get(path) ?? new Set();
    reading.set(path, under.add(read));
    try {
      const data = (await docs.get(path))?.data ?? null;
      if (!read.overtaken) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(path, data);
      }
      return data;
    } finally {
      under.delete(read);
      if (under.size === 0) reading.delete(path);
    }
  };
}
