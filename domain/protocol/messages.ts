/**
 * The embedded server's WebSocket protocol. Only the server and `src/backend/local` use it.
 *
 * Frames are JSON text. Values inside documents are encoded by `wire-values.ts`
 * (Dates and sentinels as reserved `__x__` objects, which Firestore forbids as field names).
 *
 * Client -> server: every request carries a client-chosen numeric `id`; the server answers each
 * with exactly one `res` frame carrying the same id.
 *   { op: 'get', id, path }
 *   { op: 'list', id, query }
 *   { op: 'aggregate', id, query, spec }
 *   { op: 'write', id, ops }                 atomic batch (1..500 ops)
 *   { op: 'commit', id, reads, ops }         transaction commit: reads = [{ path, version }]
 *                                            (version 0 = the document did not exist); fails
 *                                            with 'aborted' when any read changed
 *   { op: 'sub', id, target }                target = { doc: path } | { query }
 *   { op: 'unsub', id }                      id of the earlier 'sub'
 *   { op: 'link', id, kind, resourceId, token }  hold a link's token on this connection: what the
 *                                            link grants is allowed until the link is replaced;
 *                                            'permission-denied' when the token is not valid
 *   { op: 'unlink', id, kind, resourceId }   let go of a held link (answered ok when none is held)
 *
 * Server -> client:
 *   { t: 'hello', uid }                      first frame after connect; uid null when signed out
 *   { t: 'res', id, ok: true, result }
 *   { t: 'res', id, ok: false, error: { code, message } }
 *   { t: 'doc', sub, doc }                   a document subscription's snapshot (first and every change)
 *   { t: 'query', sub, initial: true, docs } a query subscription's first snapshot, in query order
 *   { t: 'query', sub, initial: false, changes }  later: only what changed, with old/new index
 *   { t: 'suberr', sub, error }              the subscription ended (e.g. permission-denied)
 *   { t: 'error', error }                    a frame that could not be parsed (no id to answer)
 *
 * A subscription's `res` frame comes before its first snapshot. After a reconnect the client
 * subscribes again and computes the changes against what it last saw.
 */
import { z } from 'zod';
import { MAX_FIELD_PATH_BYTES } from '../documents/field-path';
import { MAX_PATH_BYTES } from '../documents/paths';
import { MAX_QUERY_FILTERS, MAX_QUERY_ORDERS, WHERE_OPERATORS } from '../documents/query';
import { MAX_BATCH_WRITES } from '../documents/values';
import { LINK_KINDS } from '../permissions/link-roles';

const wireValue: z.ZodType<unknown> = z.unknown();

/** Cheap first bounds (characters, not yet bytes); the paths and fields are then checked exactly. */
const path = z.string().max(MAX_PATH_BYTES);
const fieldPath = z.string().min(1).max(MAX_FIELD_PATH_BYTES);

const cursor = z.object({ values: z.array(wireValue), inclusive: z.boolean() }).strict();

export const querySchema = z
  .object({
    path: path.min(1),
    group: z.boolean().optional(),
    where: z
      .array(z.object({ field: fieldPath, op: z.enum(WHERE_OPERATORS), value: wireValue }).strict())
      .max(MAX_QUERY_FILTERS)
      .optional(),
    orderBy: z
      .array(z.object({ field: fieldPath, direction: z.enum(['asc', 'desc']) }).strict())
      .max(MAX_QUERY_ORDERS)
      .optional(),
    limit: z.number().int().positive().max(100_000).optional(),
    limitToLast: z.number().int().positive().max(100_000).optional(),
    start: cursor.optional(),
    end: cursor.optional(),
  })
  .strict();

export const aggregateSpecSchema = z
  .object({ count: z.literal(true).optional(), sum: z.array(fieldPath).max(5).optional() })
  .strict();

const writeOp = z.discriminatedUnion('type', [
  z.object({ type: z.literal('set'), path, data: z.record(z.string(), wireValue), merge: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('update'), path, data: z.record(z.string(), wireValue) }).strict(),
  z.object({ type: z.literal('create'), path, data: z.record(z.string(), wireValue) }).strict(),
  z.object({ type: z.literal('delete'), path }).strict(),
]);

const id = z.number().int().nonnegative();

export const clientFrameSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('get'), id, path }).strict(),
  z.object({ op: z.literal('list'), id, query: querySchema }).strict(),
  z.object({ op: z.literal('aggregate'), id, query: querySchema, spec: aggregateSpecSchema }).strict(),
  z.object({ op: z.literal('write'), id, ops: z.array(writeOp).min(1).max(MAX_BATCH_WRITES) }).strict(),
  z
    .object({
      op: z.literal('commit'),
      id,
      reads: z.array(z.object({ path, version: z.number().int().nonnegative() }).strict()).max(MAX_BATCH_WRITES),
      ops: z.array(writeOp).max(MAX_BATCH_WRITES),
    })
    .strict(),
  z
    .object({
      op: z.literal('sub'),
      id,
      target: z.union([z.object({ doc: path }).strict(), z.object({ query: querySchema }).strict()]),
    })
    .strict(),
  z.object({ op: z.literal('unsub'), id }).strict(),
  z
    .object({ op: z.literal('link'), id, kind: z.enum(LINK_KINDS), resourceId: z.string().min(1).max(1500), token: z.string().min(1).max(200) })
    .strict(),
  z.object({ op: z.literal('unlink'), id, kind: z.enum(LINK_KINDS), resourceId: z.string().min(1).max(1500) }).strict(),
]);

export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** A document as sent on the wire. `version` increases with every write (0 = missing). */
export type WireDoc = { id: string; path: string; exists: boolean; data: Record<string, unknown> | null; version: number };
export type WireChange = { type: 'added' | 'modified' | 'removed'; doc: WireDoc; oldIndex: number; newIndex: number };
export type WireError = { code: string; message: string };

export type ServerFrame =
  | { t: 'hello'; uid: string | null }
  | { t: 'res'; id: number; ok: true; result: unknown }
  | { t: 'res'; id: number; ok: false; error: WireError }
  | { t: 'doc'; sub: number; doc: WireDoc }
  | { t: 'query'; sub: number; initial: true; docs: WireDoc[] }
  | { t: 'query'; sub: number; initial: false; changes: WireChange[] }
  | { t: 'suberr'; sub: number; error: WireError }
  | { t: 'error'; error: WireError };

/** Largest frame the server accepts: a full batch of maximum-size documents would be far larger, so batches are bounded by this too. */
export const MAX_FRAME_BYTES = 11 * 1024 * 1024;
/** Largest frame that carries no document data (every op but write and commit): ample for the largest valid query. */
export const MAX_READ_FRAME_BYTES = 256 * 1024;
