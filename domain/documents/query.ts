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
