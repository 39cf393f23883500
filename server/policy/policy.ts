/**
 * The policy module: every document read, query, write and file operation a client asks for is
 * decided here, from the rule lists in `document-rules.ts` and `file-rules.ts`. The engine itself
 * knows nothing about users; the transports ask this module first.
 */
import type { QuerySpec } from '../../domain/documents/query';
import type { DocData } from '../../domain/documents/values';
import type { AuthContext } from '../auth/context';
import type { ChangeEvent, DocumentEngine, StoredDoc } from '../db/engine';
import { DOCUMENT_RULES, type DocumentRule, type Lookup } from './document-rules';
import { pathPattern, type PathVars } from './path-pattern';

export { canDeleteFile, canUploadFile, type FileDecision } from './file-rules';
export type { Lookup } from './document-rules';

export const PERMISSION_DENIED_MESSAGE = "You don't have access to this resource";

export interface Policy {
  /** `data` is the document's current data, or null when it does not exist. */
  canRead(auth: AuthContext, path: string, data: DocData | null, lookup?: Lookup): Promise<boolean>;
  /** One document's change as the engine is about to commit it. */
  canWrite(auth: AuthContext, change: ChangeEvent): boolean;
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

    canWrite(auth, change) {
      const found = auth ? ruleFor(change.path) : null;
      if (!auth || !found?.rule.write) return false;
      return found.rule.write(auth, found.vars, change) === true;
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
