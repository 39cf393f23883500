/**
 * The policy module: every document read, query, write and file operation a client asks for is
 * decided here, from the rule lists in `document-rules.ts` and `file-rules.ts`. The engine itself
 * knows nothing about users; the transports ask this module first.
 */
import { isDocumentPath } from '@domain/documents/paths';
import type { QuerySpec } from '@domain/documents/query';
import type { DocData } from '@domain/documents/values';
import type { AuthContext, HeldLink } from '../auth/context';
import type { ChangeEvent, DocumentEngine, Precondition, StoredDoc, WriteOp } from '../db/engine';
import type { DocumentRule } from './document-rule';
import { DOCUMENT_RULES } from './document-rules';
import type { Known, Lookup } from './resource-role';
import { linkAllowsRead, linkAllowsWrite, linkChangedBy, linkIsValid, linkMayQuery, openHeldLink, prepareLinkWrite } from './link-rules';
import { pathPattern, type PathVars } from './path-pattern';

export { canDeleteFile, canUploadFile, checkUpload, fileRuleFor, type FileDecision } from './file-rules';
export type { Known, Lookup } from './resource-role';

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
  /**
   * Whether the caller may run this query (list, count, sum or subscription): only when every
   * document it could return is readable, decided from the query before it runs, as Firestore's
   * rules judge queries. The answer never depends on which documents exist.
   */
  canQuery(auth: AuthContext, query: QuerySpec, lookup?: Lookup): Promise<boolean>;
  /**
   * Users whose read access these committed changes may have changed (e.g. a permission record),
   * and the links (as `linkKey`s) whose token changed.
   */
  accessChangedFor(changes: ChangeEvent[]): Set<string>;
  /** Whether a link's token is the current one (and it has not expired), so a connection may keep holding it. */
  linkIsValid(link: HeldLink): Promise<boolean>;
  /** The link as a connection may hold it (with its scope and expiry), or null when its token is not valid now. */
  openLink(link: HeldLink): Promise<(HeldLink & { expiresAt: number | null }) | null>;
  /** A fresh memoised reader for the documents rules consult while deciding. */
  lookup(): Lookup;
}

const compiled = DOCUMENT_RULES.map((rule) => ({
  rule,
  pattern: pathPattern(rule.pattern),
  collection: pathPattern(rule.pattern.split('/').slice(0, -1).join('/')),
}));

function ruleFor(path: string): { rule: DocumentRule; vars: PathVars } | null {
  for (const { rule, pattern } of compiled) {
    const vars = pattern.match(path);
    if (vars) return { rule, vars };
  }
  return null;
}

function collectionRuleFor(path: string): { rule: DocumentRule; vars: PathVars } | null {
  for (const { rule, collection } of compiled) {
    const vars = collection.match(path);
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

  const policy: Policy = {
    async canRead(auth, path, data, reader) {
      const found = ruleFor(path);
      const read = reader ?? lookup();
      if (found?.rule.publicRead && (await found.rule.publicRead(data, found.vars, read))) return true;
      if (!auth) return false;
      if (found?.rule.read && auth.uid && (await found.rule.read(auth, found.vars, data, read)) === true) return true;
      return linkAllowsRead(auth.links, path, data, read);
    },

    canWrite(auth, change, known = new Map()) {
      if (!auth) return false;
      const found = ruleFor(change.path);
      if (found?.rule.write && auth.uid && found.rule.write(auth, found.vars, change, known) === true) return true;
      return linkAllowsWrite(auth.links, change, known);
    },

    async prepareWrite(auth, ops) {
      const known = new Map<string, StoredDoc | null>();
      if (auth) {
        const reader = lookup();
        for (const op of ops) {
          // The engine refuses an op with an invalid path itself; there is nothing to read for it.
          if (!isDocumentPath(op?.path)) continue;
          const found = ruleFor(op.path);
          if (found?.rule.prepare && auth.uid) await found.rule.prepare(auth, found.vars, op, reader, known);
          await prepareLinkWrite(auth.links, op.path, reader, known);
        }
      }
      return { known, reads: [...known].map(([path, doc]) => ({ path, version: doc?.version ?? 0 })) };
    },

    async canQuery(auth, query, reader) {
      // A collection-group query spans every event: it could return documents of events the
      // caller has no role on, public ones included (every event's chats), so none is allowed.
      if (query.group) return false;
      const found = collectionRuleFor(query.path);
      if (!found) return false;
      const read = reader ?? lookup();
      if (await found.rule.publicQuery?.(query, found.vars, read)) return true;
      if (!auth) return false;
      if (auth.uid && found.rule.query && (await found.rule.query(auth, found.vars, query, read))) return true;
      return linkMayQuery(auth.links, query, read);
    },

    accessChangedFor(changes) {
      const uids = new Set<string>();
      for (const change of changes) {
        const found = ruleFor(change.path);
        if (found?.rule.grantsAccessTo) uids.add(found.rule.grantsAccessTo(found.vars));
        const link = linkChangedBy(change.path);
        if (link) uids.add(link);
      }
      return uids;
    },

    linkIsValid: (link) => linkIsValid(link, lookup()),
    openLink: (link) => openHeldLink(link, lookup()),

    lookup,
  };
  return policy;
}
