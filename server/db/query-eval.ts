/**
 * Firestore query semantics as pure functions over documents. The engine uses them as the final
 * judge of every query; the live-listener module uses them to decide whether a changed document
 * enters, moves within, or leaves a result.
 */
import { getField } from '@domain/documents/field-path';
import { compareDocumentPaths, compareValues, typeOrder, valuesEqual } from '@domain/documents/value-order';
import type { DocData, DocValue } from '@domain/documents/values';
import type { CompiledBound, CompiledFilter, CompiledQuery, FieldRef } from './query-compile';

export { compileQuery } from './query-compile';
export type { CompiledQuery } from './query-compile';

/** What a query needs of a document. StoredDoc satisfies it. */
export type QueryDoc = { path: string; data: DocData };

export function fieldValue(doc: QueryDoc, field: FieldRef): DocValue | undefined {
  return field.segments === null ? doc.path : getField(doc.data, field.segments);
}

/** Whether the path is a direct child of the queried collection (or of a collection in the group). */
export function inScope(q: CompiledQuery, path: string): boolean {
  const segments = path.split('/');
  if (segments.length % 2 !== 0) return false;
  if (q.group) return segments[segments.length - 2] === q.path;
  return path.length > q.path.length && path.startsWith(q.path) && path.lastIndexOf('/') === q.path.length;
}

function compareField(f: CompiledFilter, v: DocValue): number {
  return f.field.segments === null ? compareDocumentPaths(v as string, f.value as string) : compareValues(v, f.value);
}

function contains(list: DocValue[], v: DocValue): boolean {
  return list.some((e) => valuesEqual(e, v));
}

export function matchesFilter(f: CompiledFilter, doc: QueryDoc): boolean {
  const v = fieldValue(doc, f.field);
  if (v === undefined) return false;
  switch (f.op) {
    case '!=':
      return v !== null && compareField(f, v) !== 0;
    case 'not-in': {
      const list = f.value as DocValue[];
      return v !== null && !contains(list, null) && !contains(list, v);
    }
    // A null in the list, or as the element sought, never matches (Firestore's answer).
    case 'in':
      return v !== null && contains(f.value as DocValue[], v);
    case 'array-contains':
      return Array.isArray(v) && f.value !== null && contains(v, f.value);
    case 'array-contains-any':
      return Array.isArray(v) && v.some((e) => e !== null && contains(f.value as DocValue[], e));
  }
  // Equality and ranges only match values of the operand's type class (numbers with numbers...);
  // a range with a null operand matches nothing (Firestore's answer).
  if (typeOrder(v) !== typeOrder(f.value)) return false;
  if (f.value === null && f.op !== '==') return false;
  const c = compareField(f, v);
  switch (f.op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '==':
      return c === 0;
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
  }
}

/** Compares a cursor with a document in query order: negative when the cursor sorts first. */
function compareBound(q: CompiledQuery, bound: CompiledBound, doc: QueryDoc): number {
  for (let i = 0; i < bound.values.length; i++) {
    const o = q.orderBy[i];
    const v = fieldValue(doc, o.field) as DocValue;
    const c = o.field.segments === null ? compareDocumentPaths(bound.values[i] as string, v as string) : compareValues(bound.values[i], v);
    if (c !== 0) return o.descending ? -c : c;
  }
  return 0;
}

/** Whether the document lies within the query's start and end cursors. */
export function withinBounds(q: CompiledQuery, doc: QueryDoc): boolean {
  if (q.start) {
    const c = compareBound(q, q.start, doc);
    if (q.start.inclusive ? c > 0 : c >= 0) return false;
  }
  if (q.end) {
    const c = compareBound(q, q.end, doc);
    if (q.end.inclusive ? c < 0 : c <= 0) return false;
  }
  return true;
}

/**
 * Whether the document belongs to the query's result before limit/limitToLast: in scope, all
 * filters pass, every orderBy field exists, and it lies within the cursors.
 */
export function matchesQuery(q: CompiledQuery, doc: QueryDoc): boolean {
  if (!inScope(q, doc.path)) return false;
  for (const f of q.filters) if (!matchesFilter(f, doc)) return false;
  for (const o of q.orderBy) if (fieldValue(doc, o.field) === undefined) return false;
  return withinBounds(q, doc);
}

/** Query order of two matching documents (never 0 for distinct paths). */
export function compareDocs(q: CompiledQuery, a: QueryDoc, b: QueryDoc): number {
  for (const o of q.orderBy) {
    const c =
      o.field.segments === null
        ? compareDocumentPaths(a.path, b.path)
        : compareValues(fieldValue(a, o.field) as DocValue, fieldValue(b, o.field) as DocValue);
    if (c !== 0) return o.descending ? -c : c;
  }
  return 0;
}

/** Filters, sorts and limits candidate documents: the query's result in order. */
export function runQuery<T extends QueryDoc>(q: CompiledQuery, candidates: readonly T[]): T[] {
  const sorted = candidates.filter((d) => matchesQuery(q, d)).sort((a, b) => compareDocs(q, a, b));
  if (q.limit !== undefined) return sorted.slice(0, q.limit);
  if (q.limitToLast !== undefined) return sorted.slice(Math.max(0, sorted.length - q.limitToLast));
  return sorted;
}
