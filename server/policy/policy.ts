/**
 * The policy module: every document read, query, write and file operation a client asks for is
 * decided here, from the rule lists in `document-rules.ts` and `file-rules.ts`. The engine itself
 * knows nothing about users; the transports ask this module first.
 */
import { isDocumentPath } from '../../domain/documents/paths';
import type { QuerySpec } from '../../domain/documents/query';
import type { DocData } from '../../domain/documents/values';
import type { AuthContext } from '../auth/context';
import type { ChangeEvent, DocumentEngine, Precondition, StoredDoc, WriteOp } from '../db/engine';
import { DOCUMENT_RULES, type DocumentRule, type Known, type Lookup } from './document-rules';
import { pathPattern, type PathVars } from './path-pattern';

export { canDeleteFile, canUploadFile, type FileDecision } from './file-rules';
export type { Known, Lookup } from './document-rules';

/** What a commit's authorisation consulted, read before the commit. */
export type WritePreparation = {
  known: Known;
  /** Pins those documents: the commit aborts if any of them changed meanwhile (a role revoked, say). */
  reads: Precondition[];
};

export const PERMISSION_DENIED_MESSAGE = "You don't have access to this resource";

export interface Policy {
  /** `data` is the document's current data, or null when it does not exist. */
  canRead(auth: AuthContext, path: string, data: DocData | null, lookup?: Lookup): Promise<boolean>;
  /**
   * One document's change as the engine is about to commit it. Synchronous, because it runs
   * inside the commit: the documents it consults come from `prepareWrite` (none given: no roles).
   */
  canWrite(auth: AuthContext, change: ChangeEvent, known?: Known): boolean;
  /** Reads what deciding these ops will consult; pass `reads` to the commit as preconditions. */
  prepareWrite(auth: AuthContext, ops: WriteOp[]): Promise<WritePreparation>;
  /** The static part of a query check; the caller also checks every returned document with canRead. */
  canQuery(auth: AuthContext, query: QuerySpec): boolean;
  /** Users whose read access these committed changes may have changed (e.g. a permission record). */
  accessChangedFor(changes: ChangeEvent[]): Set<string>;
  /** A fresh memoised reader for the documents rules consult while deciding. */
  lookup(): Lookup;
}

const compiled = DOCUMENT_RULES.map((rule) => {
  const segments = rule.pattern.split('/');
  return { rule, pattern: pathPattern(rule.pattern), collectionId: segments[segments.length - 2], collection: pathPattern(segments.slice(0, -1).join('/')) };
});

function ruleFor(path: string): { rule: DocumentRule; vars: PathVars } | null {
  for (const { rule, pattern } of compiled) {
    const vars = pattern.match(path);
    if (vars) return { rule, vars };
  }
  return null;
}

export function createPolicy(engine: DocumentEngine): Policy {
  const lookup = (): Lookup => {
    const seen = new Map<string, Promise<StoredDoc | null>>();
    return (path) => {
      let doc = seen.get(path);
      if (!doc) seen.set(path, (doc = engine.get(path)));
      return doc;
    };
  };

  return {
    async canRead(auth, path, data, reader) {
      const found = auth ? ruleFor(path) : null;
      if (!auth || !found?.rule.read) return false;
      return (await found.rule.read(auth, found.vars, data, reader ?? lookup())) === true;
    },

    canWrite(auth, change, known = new Map()) {
      const found = auth ? ruleFor(change.path) : null;
      if (!auth || !found?.rule.write) return false;
      return found.rule.write(auth, found.vars, change, known) === true;
    },

    async prepareWrite(auth, ops) {
      const known = new Map<string, StoredDoc | null>();
      if (auth) {
        const reader = lookup();
        for (const op of ops) {
          // The engine refuses an op with an invalid path itself; there is nothing to read for it.
          const found = isDocumentPath(op?.path) ? ruleFor(op.path) : null;
          if (found?.rule.prepare) await found.rule.prepare(auth, found.vars, op, reader, known);
        }
      }
      return { known, reads: [...known].map(([path, doc]) => ({ path, version: doc?.version ?? 0 })) };
    },

    canQuery(auth, query) {
      if (!auth) return false;
      const rules = compiled.filter((c) => (query.group ? c.collectionId === query.path : c.collection.match(query.path) !== null));
      if (rules.length === 0) return false;
      return rules.every(({ rule }) => !rule.query || rule.query(auth, query));
    },

    accessChangedFor(changes) {
      const uids = new Set<string>();
      for (const change of changes) {
        const found = ruleFor(change.path);
        if (found?.rule.grantsAccessTo) uids.add(found.rule.grantsAccessTo(found.vars));
      }
      return uids;
    },

    lookup,
  };
}
