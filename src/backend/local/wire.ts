/** Between the port's values and the wire's: Dates and sentinels via wire-values, docs to snapshots. */
import type { ClientFrame, WireDoc } from '@domain/protocol/messages';
import { decodeValue, encodeValue } from '@domain/protocol/wire-values';
import { holdsNonFinite, nonFiniteInQuery, nonFiniteMessage } from '@domain/documents/non-finite';
import type { Cursor, QuerySpec } from '@domain/documents/query';
import { BackendError } from '@domain/errors/backend-error';
import type { WriteData } from '@domain/documents/values';
import type { BatchOp, DocSnapshot } from '../port/documents';

export type WireQuery = Extract<ClientFrame, { op: 'list' }>['query'];
export type WireOp = Extract<ClientFrame, { op: 'write' }>['ops'][number];

export function toSnapshot<T>(doc: WireDoc): DocSnapshot<T> {
  return { id: doc.id, path: doc.path, exists: doc.exists, data: doc.exists && doc.data ? (decodeValue(doc.data) as T) : undefined };
}

export function encodeData(data: WriteData): Record<string, unknown> {
  return encodeValue(data) as Record<string, unknown>;
}

/** The wire is JSON, which would turn NaN and ±Infinity into null: refused here, before anything is sent. */
export function encodeOp(op: BatchOp): WireOp {
  if (op.type === 'delete') return op;
  if (holdsNonFinite(op.data)) throw new BackendError('invalid-argument', nonFiniteMessage(`The data for ${op.path}`));
  return { ...op, data: encodeData(op.data) };
}

export function encodeQuery(query: QuerySpec): WireQuery {
  const nonFinite = nonFiniteInQuery(query);
  if (nonFinite) throw new BackendError('invalid-argument', nonFiniteMessage(`The query's ${nonFinite}`));
  const cursor = (c: Cursor) => ({ values: c.values.map(encodeValue), inclusive: c.inclusive });
  const out: WireQuery = { ...query, where: undefined, start: undefined, end: undefined };
  if (query.where) out.where = query.where.map((w) => ({ ...w, value: encodeValue(w.value) }));
  if (query.start) out.start = cursor(query.start);
  if (query.end) out.end = cursor(query.end);
  return out;
}
