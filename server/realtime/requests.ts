/**
 * The one-shot requests of the protocol (get, list, aggregate, write, commit), each checked by
 * the policy before and, for writes, against exactly what the engine is about to commit.
 */
import type { QuerySpec } from '@domain/documents/query';
import type { AuthContext } from '../auth/context';
import { compileAggregateSpec } from '../db/query-compile';
import { EngineError, type ChangeEvent, type DocumentEngine, type Precondition, type StoredDoc, type WriteOp } from '../db/engine';
import { resOk, resOkJson } from '../live/frames';
import { wireDocJson } from '../live/wire-doc';
import { PERMISSION_DENIED_MESSAGE, type Policy } from '../policy/policy';
import type { ClientFrame } from '@domain/protocol/messages';
import { documentPath, toPreconditions, toQuery, toWriteOps } from './decode-frame';
import { RequestError } from './errors';

export type RequestServices = {
  engine: DocumentEngine;
  policy: Policy;
};

type OneShot = Exclude<ClientFrame, { op: 'sub' } | { op: 'unsub' } | { op: 'link' } | { op: 'unlink' }>;

const denied = () => new RequestError('permission-denied', PERMISSION_DENIED_MESSAGE);

/** Returns the `res` frame's text. */
export async function handleRequest(frame: OneShot, auth: AuthContext, services: RequestServices): Promise<string> {
  const { engine } = services;
  switch (frame.op) {
    case 'get': {
      const path = documentPath(frame.path);
      const doc = await readDoc(path, auth, services);
      return resOkJson(frame.id, wireDocJson(path, doc));
    }
    case 'list': {
      const docs = await readQuery(toQuery(frame.query), auth, services);
      return resOkJson(frame.id, `[${docs.map((d) => wireDocJson(d.path, d)).join(',')}]`);
    }
    case 'aggregate': {
      const query = toQuery(frame.query, 'aggregate');
      compileAggregateSpec(frame.spec);
      if (!(await services.policy.canQuery(auth, query))) throw denied();
      const { count, sum } = await engine.aggregate(query, frame.spec);
      return resOk(frame.id, { count, sum });
    }
    case 'write':
      await authorizedCommit(toWriteOps(frame.ops), [], auth, services);
      return resOk(frame.id);
    case 'commit': {
      const reads = toPreconditions(frame.reads);
      const ops = toWriteOps(frame.ops);
      // A version precondition tells whether a document exists or changed: only for readable ones.
      for (const read of reads) await readDoc(read.path, auth, services);
      await authorizedCommit(ops, reads, auth, services);
      return resOk(frame.id);
    }
  }
}

async function readDoc(path: string, auth: AuthContext, { engine, policy }: RequestServices): Promise<StoredDoc | null> {
  const doc = await engine.get(path);
  if (!(await policy.canRead(auth, path, doc?.data ?? null))) throw denied();
  return doc;
}

/** Judged before it runs: a query the caller may not make never reaches the database. */
async function readQuery(query: QuerySpec, auth: AuthContext, { engine, policy }: RequestServices): Promise<StoredDoc[]> {
  if (!(await policy.canQuery(auth, query))) throw denied();
  return engine.list(query);
}

/**
 * A plain write whose role documents changed between reading them and committing is decided
 * again; Firestore does not fail a plain write for contention, so neither does this server.
 */
const PLAIN_WRITE_ATTEMPTS = 5;

/** Commits the writes only if the policy allows every change exactly as the engine computes it. */
async function authorizedCommit(ops: WriteOp[], reads: Precondition[], auth: AuthContext, services: RequestServices): Promise<void> {
  const { engine, policy } = services;
  for (let attempt = 1; ; attempt++) {
    const prepared = await policy.prepareWrite(auth, ops);
    const authorize = (changes: ChangeEvent[]) => {
      if (!changes.every((change) => policy.canWrite(auth, change, prepared.known))) throw denied();
    };
    try {
      await engine.commit(ops, [...reads, ...prepared.reads], authorize);
      return;
    } catch (error) {
      const retry = error instanceof EngineError && error.code === 'aborted' && reads.length === 0 && attempt < PLAIN_WRITE_ATTEMPTS;
      if (!retry) throw await hideFromStrangers(error, ops, auth, services);
    }
  }
}

/**
 * An engine refusal such as not-found or already-exists would tell whether someone else's
 * document exists; the caller learns it only for documents they may read anyway.
 */
async function hideFromStrangers(error: unknown, ops: WriteOp[], auth: AuthContext, { policy }: RequestServices): Promise<unknown> {
  if (!(error instanceof EngineError) || !['not-found', 'already-exists', 'failed-precondition'].includes(error.code)) return error;
  const lookup = policy.lookup();
  for (const op of ops) {
    const doc = await lookup(op.path);
    if (!(await policy.canRead(auth, op.path, doc?.data ?? null, lookup))) return denied();
  }
  return error;
}
