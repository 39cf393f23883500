/**
 * Parses and validates one client frame and converts its wire values to document values.
 * Everything a client can get wrong is reported as a RequestError with 'invalid-argument'.
 */
import type { z } from 'zod';
import { isCollectionPath, isDocumentPath, splitPath } from '@domain/documents/paths';
import type { Cursor, QuerySpec } from '@domain/documents/query';
import type { DocValue, WriteData } from '@domain/documents/values';
import type { Precondition, WriteOp } from '../db/engine';
import { clientFrameSchema, MAX_READ_FRAME_BYTES, type ClientFrame } from '@domain/protocol/messages';
import { jsonTextProblem } from '@domain/text/text-problem';
import { decodeValue } from '@domain/protocol/wire-values';
import { compileQuery } from '../db/query-compile';
import { RequestError } from './errors';

const OPS = ['get', 'list', 'aggregate', 'write', 'commit', 'sub', 'unsub', 'link'];
/** The ops that carry document data and so may use the whole frame size. */
const DATA_OPS = ['write', 'commit'];

/**
 * Deeper than any valid frame: document values nest at most 20 levels (Firestore's limit, which
 * the engine reports precisely), plus the frame's own few levels. Deeper frames are refused
 * before anything walks them recursively and runs out of stack.
 */
export const MAX_FRAME_NESTING = 64;

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; id: number | null; message: string };

export function parseFrame(text: string): ParsedFrame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, id: null, message: 'Frame is not valid JSON.' };
  }
  const obj = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  const id = obj && Number.isSafeInteger(obj.id) && (obj.id as number) >= 0 ? (obj.id as number) : null;
  if (text.length * 3 > MAX_READ_FRAME_BYTES && Buffer.byteLength(text) > MAX_READ_FRAME_BYTES && !DATA_OPS.includes(obj?.op as string)) {
    return { ok: false, id, message: `A frame without document data may be at most ${MAX_READ_FRAME_BYTES} bytes.` };
  }
  if (nestedDeeperThan(raw, MAX_FRAME_NESTING)) return { ok: false, id, message: `Frame is nested deeper than ${MAX_FRAME_NESTING} levels.` };
  const textProblem = jsonTextProblem(text, raw);
  if (textProblem) return { ok: false, id, message: textProblem };
  // The schema would silently drop such keys, so a write would succeed with data missing.
  if (text.includes('"__proto__"') && hasProtoKey(raw)) return { ok: false, id, message: 'Field name "__proto__" is reserved.' };
  const result = clientFrameSchema.safeParse(raw);
  if (result.success) return { ok: true, frame: result.data };
  if (!obj) return { ok: false, id, message: 'Frame must be a JSON object.' };
  if (!OPS.includes(obj.op as string)) return { ok: false, id, message: `Unknown op ${describe(obj.op)}; expected one of ${OPS.join(', ')}.` };
  return { ok: false, id, message: `Invalid ${String(obj.op)} frame: ${firstIssue(result.error)}` };
}

function describe(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : typeof v;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length ? issue.path.join('.') : 'frame';
  return `${where}: ${issue.message}`.slice(0, 300);
}

/** Iterative, so measuring a hostile frame cannot exhaust the stack either. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [object, number][] = value !== null && typeof value === 'object' ? [[value, 0]] : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
  }
  return false;
}

function hasProtoKey(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(hasProtoKey);
  if (v === null || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, val]) => k === '__proto__' || hasProtoKey(val));
}

export function documentPath(path: string): string {
  if (!isDocumentPath(path)) throw new RequestError('invalid-argument', `Invalid document path ${JSON.stringify(path.slice(0, 200))}.`);
  return path;
}

type WireQuery = Extract<ClientFrame, { op: 'list' }>['query'];

export function toQuery(q: WireQuery, use: 'read' | 'aggregate' = 'read'): QuerySpec {
  const valid = q.group ? splitPath(q.path)?.length === 1 : isCollectionPath(q.path);
  if (!valid) {
    const what = q.group ? 'collection id' : 'collection path';
    throw new RequestError('invalid-argument', `Invalid ${what} ${JSON.stringify(q.path.slice(0, 200))}.`);
  }
  const cursor = (c: { values: unknown[]; inclusive: boolean } | undefined): Cursor | undefined =>
    c && { values: c.values.map((v) => decodeValue(v) as DocValue), inclusive: c.inclusive };
  const spec: QuerySpec = { path: q.path };
  if (q.group) spec.group = true;
  if (q.where) spec.where = q.where.map((w) => ({ field: w.field, op: w.op, value: decodeValue(w.value) as DocValue }));
  if (q.orderBy) spec.orderBy = q.orderBy.map((o) => ({ field: o.field, direction: o.direction }));
  if (q.limit !== undefined) spec.limit = q.limit;
  if (q.limitToLast !== undefined) spec.limitToLast = q.limitToLast;
  if (q.start) spec.start = cursor(q.start);
  if (q.end) spec.end = cursor(q.end);
  if (spec.limit !== undefined && spec.limitToLast !== undefined) {
    throw new RequestError('invalid-argument', 'A query cannot have both limit and limitToLast.');
  }
  // Every bound the engine holds a query to, checked before the policy or the database sees it.
  compileQuery(spec, { aggregate: use === 'aggregate' });
  return spec;
}

type WireWriteOp = Extract<ClientFrame, { op: 'write' }>['ops'][number];

export function toWriteOps(ops: WireWriteOp[]): WriteOp[] {
  return ops.map((op): WriteOp => {
    const path = documentPath(op.path);
    if (op.type === 'delete') return { type: 'delete', path };
    const data = decodeValue(op.data) as WriteData;
    if (op.type === 'set') return op.merge ? { type: 'set', path, data, merge: true } : { type: 'set', path, data };
    return { type: op.type, path, data };
  });
}

export function toPreconditions(reads: { path: string; version: number }[]): Precondition[] {
  return reads.map((r) => ({ path: documentPath(r.path), version: r.version }));
}
