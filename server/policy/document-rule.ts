/** What a document rule may define; document-rules.ts lists them and matrix-rules.ts builds most. */
import type { QuerySpec } from '@domain/documents/query';
import type { DocData } from '@domain/documents/values';
import type { AuthContext } from '../auth/context';
import type { ChangeEvent, StoredDoc, WriteOp } from '../db/engine';
import type { PathVars } from './path-pattern';
import type { Known, Lookup } from './resource-role';

export type SignedIn = NonNullable<AuthContext>;

export type DocumentRule = {
  pattern: string;
  /** `data` is null when the document does not exist. */
  read?: (auth: SignedIn, vars: PathVars, data: DocData | null, lookup: Lookup) => boolean | Promise<boolean>;
  /** Runs inside the commit, so it may consult only what `prepare` read before it. */
  write?: (auth: SignedIn, vars: PathVars, change: ChangeEvent, known: Known) => boolean;
  /** Reads into `into`, before the commit, the documents `write` will need for this op. */
  prepare?: (auth: SignedIn, vars: PathVars, op: WriteOp, lookup: Lookup, into: Map<string, StoredDoc | null>) => Promise<void>;
  /**
   * A query on the rule's collection is allowed only when this holds: decided from the query
   * alone (`vars` are the collection path's), before it runs, so that the answer never depends on
   * which documents exist. Without it, the collection cannot be queried (except publicly).
   */
  query?: (auth: SignedIn, vars: PathVars, query: QuerySpec, lookup: Lookup) => boolean | Promise<boolean>;
  /**
   * Anyone, signed in or not, may read the document when this holds (`data` null: it does not
   * exist). It may consult other documents (the event site's state) through `lookup`.
   */
  publicRead?: (data: DocData | null, vars: PathVars, lookup: Lookup) => boolean | Promise<boolean>;
  /**
   * A query anyone may run: one that can only return public documents (as Firestore's rules judge
   * queries), decided before it runs. `vars` are the collection path's variables.
   */
  publicQuery?: (query: QuerySpec, vars: PathVars, lookup: Lookup) => boolean | Promise<boolean>;
  /** Which user's read access a change of a document under this pattern can change. */
  grantsAccessTo?: (vars: PathVars) => string;
};
