/** Between the port's values and the wire's: Dates and sentinels via wire-values, docs to snapshots. */
import type { ClientFrame, WireDoc } from '@domain/protocol/messages';
import { decodeValue, encodeValue } from '@domain/protocol/wire-values';
import type { Cursor, QuerySpec } from '@domain/documents/query';
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

export function encodeOp(op: BatchOp): WireOp {
  return op.type === 'delete' ? op : { ...op, data: encodeData(op.data) };
}

export function encodeQuery(query: QuerySpec): WireQuery {
  const cursor = (c: Cursor) => ({ values: c.values.map(encodeValue), inclusive: c.inclusive });
  const out: WireQuery = { ...query, where: undefined, start: undefined, end: undefined };
  if (query.where) out.where = query.where.map((w) => ({ ...w, value: encodeValue(w.value) }));
  if (query.start) out.start = cursor(query.start);
  if (query.end) out.end = cursor(query.end);
  return out;
}
