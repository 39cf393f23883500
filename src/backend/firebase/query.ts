import {
  collection,
  collectionGroup,
  documentId,
  endAt,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type FieldPath,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { isCollectionPath } from '@domain/documents/paths';
import { DOCUMENT_ID_FIELD, WHERE_OPERATORS, type QuerySpec } from '@domain/documents/query';
import { BackendError } from '@domain/errors/backend-error';
import { toFirestoreValue } from './values';

function field(name: string): string | FieldPath {
  return name === DOCUMENT_ID_FIELD ? documentId() : name;
}

/** Builds the Firestore query for a QuerySpec; bad specs fail with `invalid-argument` before any I/O. */
export function toFirestoreQuery(db: Firestore, spec: QuerySpec): Query {
  if (spec.group) {
    if (spec.path.length === 0 || spec.path.includes('/')) {
      throw new BackendError('invalid-argument', `A collection group is one collection id, not "${spec.path}".`);
    }
  } else if (!isCollectionPath(spec.path)) {
    throw new BackendError('invalid-argument', `"${spec.path}" is not a collection path.`);
  }
  const constraints: QueryConstraint[] = [];
  for (const clause of spec.where ?? []) {
    if (!(WHERE_OPERATORS as readonly string[]).includes(clause.op)) {
      throw new BackendError('invalid-argument', `Unknown operator "${clause.op}".`);
    }
    constraints.push(where(field(clause.field), clause.op, toFirestoreValue(clause.value)));
  }
  for (const order of spec.orderBy ?? []) constraints.push(orderBy(field(order.field), order.direction));
  if (spec.start) {
    const values = spec.start.values.map(toFirestoreValue);
    constraints.push(spec.start.inclusive ? startAt(...values) : startAfter(...values));
  }
  if (spec.end) {
    const values = spec.end.values.map(toFirestoreValue);
    constraints.push(spec.end.inclusive ? endAt(...values) : endBefore(...values));
  }
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  if (spec.limitToLast !== undefined) constraints.push(limitToLast(spec.limitToLast));
  const source = spec.group ? collectionGroup(db, spec.path) : collection(db, spec.path);
  return query(source, ...constraints);
}
