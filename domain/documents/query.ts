import type { DocValue } from './values';

export const WHERE_OPERATORS = ['<', '<=', '==', '!=', '>=', '>', 'array-contains', 'array-contains-any', 'in', 'not-in'] as const;
export type WhereOp = (typeof WHERE_OPERATORS)[number];

export type WhereClause = { field: string; op: WhereOp; value: DocValue };
export type OrderClause = { field: string; direction: 'asc' | 'desc' };

/**
 * A cursor is a list of values matching the query's orderBy fields (plus document id when
 * the orderBy is exhausted, as in Firestore).
 */
export type Cursor = { values: DocValue[]; inclusive: boolean };

/**
 * Bounds of one query, checked before it reaches the database (the product's own queries use a
 * few filters and at most two orders). Each clause costs the database work in proportion to its
 * field path's depth and its values, so a request cannot ask for an unbounded amount of either.
 */
export const MAX_QUERY_FILTERS = 20;
export const MAX_QUERY_ORDERS = 10;
/** The filters' and cursors' values together, measured as Firestore sizes values (doc-size.ts). */
export const MAX_QUERY_VALUE_BYTES = 64 * 1024;

/** A query over one collection path (`events/e1/streams`), or a collection group when `group` is set. */
export type QuerySpec = {
  path: string;
  group?: boolean;
  where?: WhereClause[];
  orderBy?: OrderClause[];
  limit?: number;
  limitToLast?: number;
  start?: Cursor;
  end?: Cursor;
};

export type AggregateSpec = { count?: true; sum?: string[] };
export type AggregateResult = { count?: number; sum?: Record<string, number> };

/** The special field name for the document id, as in Firestore's `documentId()`. */
export const DOCUMENT_ID_FIELD = '__name__';
