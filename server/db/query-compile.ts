/**
 * Checks a QuerySpec (untrusted input) against Firestore's rules and normalises it: field paths
 * parsed, `__name__` values resolved to document paths, and the effective order (explicit
 * orderBy, then inequality fields, then the document path) spelled out.
 */
import { parseFieldPath } from '@domain/documents/field-path';
import { isDocumentPath } from '@domain/documents/paths';
import {
  type AggregateSpec,
  DOCUMENT_ID_FIELD,
  MAX_QUERY_FILTERS,
  MAX_QUERY_ORDERS,
  MAX_QUERY_VALUE_BYTES,
  WHERE_OPERATORS,
  type QuerySpec,
  type WhereOp,
} from '@domain/documents/query';
import { nonFiniteInQuery, nonFiniteMessage } from '@domain/documents/non-finite';
import { compareUtf8, valuesEqual } from '@domain/documents/value-order';
import { MAX_DISJUNCTION_VALUES, MAX_NOT_IN_VALUES, type DocValue } from '@domain/documents/values';
import { valueSize } from './doc-size';
import { checkCollectionId, checkCollectionPath, checkValue, invalid } from './validate';

/** A field reference; `segments` null means the document path (`__name__`). */
export type FieldRef = { name: string; segments: string[] | null };
export type CompiledFilter = { field: FieldRef; op: WhereOp; value: DocValue };
export type CompiledOrder = { field: FieldRef; descending: boolean };
export type CompiledBound = { values: DocValue[]; inclusive: boolean };

export type CompiledQuery = {
  path: string;
  group: boolean;
  filters: CompiledFilter[];
  /** The effective order: always ends with (or contains) the document path. */
  orderBy: CompiledOrder[];
  start?: CompiledBound;
  end?: CompiledBound;
  limit?: number;
  limitToLast?: number;
};

const INEQUALITIES: readonly WhereOp[] = ['<', '<=', '>', '>=', '!=', 'not-in'];
export const RANGE_OPS: readonly WhereOp[] = ['<', '<=', '>', '>='];
const LIST_OPS: readonly WhereOp[] = ['in', 'not-in', 'array-contains-any'];

/** Operators that cannot share a query (Firestore's rules, as the SDK checks them). */
const CONFLICTS: Partial<Record<WhereOp, readonly WhereOp[]>> = {
  '!=': ['!=', 'not-in'],
  in: ['not-in'],
  'array-contains': ['array-contains', 'array-contains-any'],
  'array-contains-any': ['array-contains', 'array-contains-any', 'not-in'],
  'not-in': ['array-contains-any', 'in', 'not-in', '!='],
};

function fieldRef(name: unknown, where: string): FieldRef {
  if (name === DOCUMENT_ID_FIELD) return { name, segments: null };
  const segments = parseFieldPath(name);
  if (!Array.isArray(segments)) invalid(`${where}: ${segments.error}`);
  return { name: name as string, segments };
}

/** `__name__` values: a document id under the queried collection, or a full document path. */
function documentKey(v: unknown, q: { path: string; group: boolean }, where: string): string {
  if (typeof v !== 'string' || v.length === 0) invalid(`${where}: a __name__ value must be a document id or path, got ${JSON.stringify(v)}`);
  if (!v.includes('/')) {
    if (q.group) invalid(`${where}: a collection-group query needs a full document path for __name__, got '${v}'`);
    const path = `${q.path}/${v}`;
    if (!isDocumentPath(path)) invalid(`${where}: '${v}' is not a valid document id`);
    return path;
  }
  if (!isDocumentPath(v)) invalid(`${where}: '${v}' is not a valid document path`);
  return v;
}

/** A value to compare with: what a document could hold (NaN and ±Infinity are refused before). */
function checkOperand(v: unknown, field: string[], inArray = false): asserts v is DocValue {
  checkValue(v, field, 1, inArray);
}

function compileFilter(raw: unknown, i: number, q: { path: string; group: boolean }): CompiledFilter {
  const where = `where #${i}`;
  if (typeof raw !== 'object' || raw === null) invalid(`${where} must be an object {field, op, value}`);
  const { field: name, op, value } = raw as { field?: unknown; op?: unknown; value?: unknown };
  if (!WHERE_OPERATORS.includes(op as WhereOp)) invalid(`${where}: unknown operator ${JSON.stringify(op)}; use one of ${WHERE_OPERATORS.join(', ')}`);
  const o = op as WhereOp;
  const field = fieldRef(name, where);
  if (LIST_OPS.includes(o)) {
    const max = o === 'not-in' ? MAX_NOT_IN_VALUES : MAX_DISJUNCTION_VALUES;
    if (!Array.isArray(value) || value.length === 0 || value.length > max) {
      invalid(`${where}: '${o}' needs an array of 1 to ${max} values`);
    }
  }
  if (field.segments === null) {
    if (o === 'array-contains' || o === 'array-contains-any') invalid(`${where}: '${o}' cannot be used on __name__`);
    const resolved = Array.isArray(value) && LIST_OPS.includes(o) ? value.map((v) => documentKey(v, q, where)) : documentKey(value, q, where);
    return { field, op: o, value: resolved };
  }
  if (LIST_OPS.includes(o)) {
    (value as unknown[]).forEach((v, k) => checkOperand(v, [...field.segments!, String(k)], o === 'array-contains-any'));
  } else {
    checkOperand(value, field.segments);
  }
  return { field, op: o, value: value as DocValue };
}

function checkFilterCombination(filters: CompiledFilter[]): void {
  filters.forEach((f, i) => {
    const clash = filters.slice(0, i).find((g) => CONFLICTS[f.op]?.includes(g.op));
    if (clash) {
      invalid(clash.op === f.op ? `a query can use only one '${f.op}' filter` : `'${f.op}' cannot be combined with '${clash.op}' in one query`);
    }
  });
  // Firestore counts a list's distinct values when it expands the query into disjunctions.
  const distinct = (list: DocValue[]) => list.filter((v, i) => list.findIndex((u) => valuesEqual(u, v)) === i).length;
  const disjunctions = filters.reduce((n, f) => (f.op === 'in' || f.op === 'array-contains-any' ? n * distinct(f.value as DocValue[]) : n), 1);
  if (disjunctions > MAX_DISJUNCTION_VALUES) {
    invalid(`this query expands to ${disjunctions} disjunctions; Firestore allows at most ${MAX_DISJUNCTION_VALUES}`);
  }
}

/**
 * Firestore refuses equality on the document key ('==' or 'in' on __name__) next to inequality
 * filters on other fields, unless the key has an inequality too.
 */
function checkKeyEquality(filters: CompiledFilter[]): void {
  const keyEquality = filters.some((f) => f.field.segments === null && (f.op === '==' || f.op === 'in'));
  const keyInequality = filters.some((f) => f.field.segments === null && INEQUALITIES.includes(f.op));
  const otherInequality = filters.some((f) => f.field.segments !== null && INEQUALITIES.includes(f.op));
  if (keyEquality && otherInequality && !keyInequality) {
    invalid(`equality on ${DOCUMENT_ID_FIELD} ('==' or 'in') cannot be combined with inequality filters on other fields unless ${DOCUMENT_ID_FIELD} has an inequality filter too`);
  }
}

/**
 * Firestore does not scan by the document key alone in descending order: a query ordered by
 * __name__ only (limitToLast reverses it) with no filter on a field is refused.
 */
function checkKeyScan(filters: CompiledFilter[], orderBy: CompiledOrder[], fromTheEnd: boolean): void {
  const keyOnly = orderBy.length === 1 && orderBy[0].field.segments === null;
  const descending = keyOnly && orderBy[0].descending !== fromTheEnd;
  if (descending && filters.every((f) => f.field.segments === null)) {
    invalid(`a query ordered by ${DOCUMENT_ID_FIELD} alone, descending${fromTheEnd ? ' (limitToLast reads it backwards)' : ''}, needs a filter on a field: Firestore does not support descending key scans`);
  }
}

function compareFieldPaths(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareUtf8(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

function compileOrder(spec: QuerySpec, filters: CompiledFilter[]): { orderBy: CompiledOrder[]; explicit: number } {
  if (spec.orderBy !== undefined && !Array.isArray(spec.orderBy)) invalid('orderBy must be an array');
  if ((spec.orderBy?.length ?? 0) > MAX_QUERY_ORDERS) invalid(`a query can have at most ${MAX_QUERY_ORDERS} orderBy clauses, got ${spec.orderBy!.length}`);
  const orderBy: CompiledOrder[] = (spec.orderBy ?? []).map((o, i) => {
    if (typeof o !== 'object' || o === null) invalid(`orderBy #${i} must be an object {field, direction}`);
    if (o.direction !== 'asc' && o.direction !== 'desc') invalid(`orderBy #${i}: direction must be 'asc' or 'desc'`);
    return { field: fieldRef(o.field, `orderBy #${i}`), descending: o.direction === 'desc' };
  });
  const names = new Set<string>();
  for (const o of orderBy) {
    if (names.has(o.field.name)) invalid(`orderBy names '${o.field.name}' more than once`);
    if (names.has(DOCUMENT_ID_FIELD)) invalid(`orderBy cannot name '${o.field.name}' after ${DOCUMENT_ID_FIELD}: the document key orders last`);
    names.add(o.field.name);
  }
  const explicit = orderBy.length;
  const descending = explicit > 0 && orderBy[explicit - 1].descending;
  const implicit = new Map<string, FieldRef>();
  for (const f of filters) {
    if (INEQUALITIES.includes(f.op) && f.field.segments !== null && !names.has(f.field.name)) implicit.set(f.field.name, f.field);
  }
  const sorted = [...implicit.values()].sort((a, b) => compareFieldPaths(a.segments!, b.segments!));
  if (names.has(DOCUMENT_ID_FIELD) && sorted.length > 0) {
    invalid(`the inequality on '${sorted[0].name}' orders the query by it too, after the explicit ${DOCUMENT_ID_FIELD}; the document key orders last, so order by '${sorted[0].name}' before it`);
  }
  for (const field of sorted) orderBy.push({ field, descending });
  if (!names.has(DOCUMENT_ID_FIELD)) orderBy.push({ field: { name: DOCUMENT_ID_FIELD, segments: null }, descending });
  return { orderBy, explicit };
}

/** A cursor takes one value per orderBy clause of the query, at most (as the Firestore SDKs check). */
function compileBound(
  raw: unknown,
  which: 'start' | 'end',
  orderBy: CompiledOrder[],
  explicit: number,
  q: { path: string; group: boolean },
): CompiledBound | undefined {
  if (raw === undefined) return undefined;
  const { values, inclusive } = (raw ?? {}) as { values?: unknown; inclusive?: unknown };
  if (!Array.isArray(values) || values.length === 0 || typeof inclusive !== 'boolean') {
    invalid(`${which} cursor must be {values: [...] (at least one), inclusive: boolean}`);
  }
  if (values.length > explicit) {
    invalid(`too many values in the ${which} cursor: it has ${values.length}, but the query has ${explicit} orderBy clauses, and a cursor takes at most one value per orderBy clause`);
  }
  const checked = values.map((v, i) => {
    const field = orderBy[i].field;
    if (field.segments === null) return documentKey(v, q, `${which} cursor`);
    checkOperand(v, field.segments);
    return v;
  });
  return { values: checked, inclusive };
}

function checkLimit(v: unknown, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) invalid(`${name} must be a positive integer, got ${JSON.stringify(v)}`);
  return v;
}

/**
 * `aggregate`: the query is counted or summed, where Firestore lets limitToLast go without an
 * orderBy (it then counts from the end of the document order, a descending key scan that it
 * refuses to list).
 */
export function compileQuery(raw: unknown, { aggregate = false } = {}): CompiledQuery {
  if (typeof raw !== 'object' || raw === null) invalid('a query must be an object');
  const spec = raw as QuerySpec;
  const nonFinite = nonFiniteInQuery(spec);
  if (nonFinite) invalid(nonFiniteMessage(nonFinite));
  if (spec.group !== undefined && typeof spec.group !== 'boolean') invalid('query.group must be a boolean');
  const group = spec.group === true;
  const path = group ? checkCollectionId(spec.path) : checkCollectionPath(spec.path);
  const scope = { path, group };
  if (spec.where !== undefined && !Array.isArray(spec.where)) invalid('where must be an array');
  if ((spec.where?.length ?? 0) > MAX_QUERY_FILTERS) invalid(`a query can have at most ${MAX_QUERY_FILTERS} where clauses, got ${spec.where!.length}`);
  const filters = (spec.where ?? []).map((w, i) => compileFilter(w, i, scope));
  checkFilterCombination(filters);
  checkKeyEquality(filters);
  const { orderBy, explicit } = compileOrder(spec, filters);
  const limit = checkLimit(spec.limit, 'limit');
  const limitToLast = checkLimit(spec.limitToLast, 'limitToLast');
  if (limit !== undefined && limitToLast !== undefined) invalid('use either limit or limitToLast, not both');
  if (limitToLast !== undefined && explicit === 0 && !aggregate) invalid('limitToLast needs at least one orderBy clause');
  if (!(aggregate && explicit === 0)) checkKeyScan(filters, orderBy, limitToLast !== undefined);
  const start = compileBound(spec.start, 'start', orderBy, explicit, scope);
  const end = compileBound(spec.end, 'end', orderBy, explicit, scope);
  checkValueBytes([...filters.map((f) => f.value), ...(start?.values ?? []), ...(end?.values ?? [])]);
  return { path, group, filters, orderBy, start, end, limit, limitToLast };
}

function checkValueBytes(values: DocValue[]): void {
  const bytes = values.reduce<number>((n, v) => n + valueSize(v), 0);
  if (bytes > MAX_QUERY_VALUE_BYTES) invalid(`a query's filter and cursor values can hold at most ${MAX_QUERY_VALUE_BYTES} bytes, got ${bytes}`);
}

/** Firestore allows at most 5 aggregations in one aggregation query. */
const MAX_AGGREGATIONS = 5;

export function compileAggregateSpec(spec: unknown): { count: boolean; sums: { name: string; segments: string[] }[] } {
  if (typeof spec !== 'object' || spec === null) invalid('an aggregate spec must be an object {count?, sum?}');
  const { count, sum } = spec as AggregateSpec;
  if (count !== undefined && count !== true) invalid('aggregate count must be true when given');
  if (sum !== undefined && !Array.isArray(sum)) invalid('aggregate sum must be an array of field paths');
  const sums = (sum ?? []).map((name) => {
    const segments = parseFieldPath(name);
    if (!Array.isArray(segments)) invalid(`aggregate sum: ${segments.error}`);
    return { name, segments };
  });
  const total = (count ? 1 : 0) + sums.length;
  if (total === 0) invalid('an aggregate needs count or at least one sum');
  if (total > MAX_AGGREGATIONS) invalid(`an aggregate can compute at most ${MAX_AGGREGATIONS} values, got ${total}`);
  return { count: count === true, sums };
}
