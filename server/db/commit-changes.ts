/**
 * Computes what one commit does to each document it touches: ops on the same path apply in
 * order, each document is checked against the size limit, and every written document gets the
 * commit's version and time.
 */
import { lastSegment } from '@domain/documents/paths';
import type { DocData } from '@domain/documents/values';
import { applyOp } from './apply-write';
import { checkDocumentSize } from './doc-size';
import type { ChangeEvent, StoredDoc } from './engine';
import type { ParsedOp } from './parse-write';

type Working = { data: DocData; createTime: Date } | null;

export function touchedPaths(ops: readonly ParsedOp[]): string[] {
  return [...new Set(ops.map((op) => op.path))];
}

export function computeChanges(ops: readonly ParsedOp[], current: ReadonlyMap<string, StoredDoc>, time: Date, version: number): ChangeEvent[] {
  const working = new Map<string, Working>();
  for (const op of ops) {
    if (!working.has(op.path)) {
      const existing = current.get(op.path);
      working.set(op.path, existing ? { data: existing.data, createTime: existing.createTime } : null);
    }
    const before = working.get(op.path) ?? null;
    const data = applyOp(before?.data ?? null, op, time);
    working.set(op.path, data === null ? null : { data, createTime: before?.createTime ?? time });
  }
  const changes: ChangeEvent[] = [];
  for (const [path, state] of working) {
    const before = current.get(path) ?? null;
    if (before === null && state === null) continue;
    if (state !== null) checkDocumentSize(path, state.data);
    const after: StoredDoc | null =
      state === null ? null : { path, id: lastSegment(path), data: state.data, version, createTime: state.createTime, updateTime: time };
    changes.push({ path, before, after });
  }
  return changes;
}
