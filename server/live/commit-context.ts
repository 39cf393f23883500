/**
 * Work shared by every subscription that reacts to one commit: policy decisions per user and
 * document version, rule look-ups, and query re-runs, each done once however many listeners
 * need it.
 */
import type { QuerySpec } from '@domain/documents/query';
import type { AuthContext } from '../auth/context';
import type { DocumentEngine, StoredDoc } from '../db/engine';
import type { Policy } from '../policy/policy';
import { encodeValue } from '@domain/protocol/wire-values';

export type CommitContext = {
  /** May `auth` see `doc` (null: the document at `path` is missing)? */
  canRead(auth: AuthContext, path: string, doc: StoredDoc | null): Promise<boolean>;
  /** May `auth` still run `query`? */
  canQuery(auth: AuthContext, query: QuerySpec): Promise<boolean>;
  list(query: QuerySpec): Promise<StoredDoc[]>;
};

/** Callers whose decisions are alike: the same user (or visitor) holding the same links. */
function principalKey(auth: AuthContext): string {
  if (!auth) return '';
  const links = (auth.links ?? []).map((l) => `${l.kind}:${l.resourceId}:${l.token}`).join(',');
  return `${auth.uid}\u0001${links}`;
}

const queryKey = (query: QuerySpec) => JSON.stringify(encodeValue(query));

export function createCommitContext(engine: DocumentEngine, policy: Policy): CommitContext {
  const lookup = policy.lookup();
  const decisions = new Map<string, Promise<boolean>>();
  const queries = new Map<string, Promise<boolean>>();
  const lists = new Map<string, Promise<StoredDoc[]>>();
  return {
    canRead(auth, path, doc) {
      const key = `${principalKey(auth)}\u0000${path}\u0000${doc?.version ?? 0}`;
      let decision = decisions.get(key);
      if (!decision) decisions.set(key, (decision = policy.canRead(auth, path, doc?.data ?? null, lookup)));
      return decision;
    },
    canQuery(auth, query) {
      const key = `${principalKey(auth)}\u0000${queryKey(query)}`;
      let decision = queries.get(key);
      if (!decision) queries.set(key, (decision = policy.canQuery(auth, query, lookup)));
      return decision;
    },
    list(query) {
      const key = queryKey(query);
      let result = lists.get(key);
      if (!result) lists.set(key, (result = engine.list(query)));
      return result;
    },
  };
}
