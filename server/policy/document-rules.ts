/**
 * The document rules, keyed by path pattern. Deny by default: a path no rule matches, or an
 * operation a rule does not define, is refused. Every rule sees a signed-in caller; nothing is
 * open to signed-out connections. A user's own profile and presence have their own rules; every
 * organisation and event collection follows the permission matrix (matrix-rules.ts).
 */
import type { QuerySpec } from '../../domain/documents/query';
import type { DocData } from '../../domain/documents/values';
import { MATRIX } from '../../domain/permissions/matrix';
import type { AuthContext } from '../auth/context';
import type { ChangeEvent, StoredDoc, WriteOp } from '../db/engine';
import { matrixRule } from './matrix-rules';
import type { PathVars } from './path-pattern';
import type { Known, Lookup } from './resource-role';
import { canWriteOwnProfile } from './user-profile-rule';

export type SignedIn = NonNullable<AuthContext>;
export type { Known, Lookup } from './resource-role';

export type DocumentRule = {
  pattern: string;
  /** `data` is null when the document does not exist. */
  read?: (auth: SignedIn, vars: PathVars, data: DocData | null, lookup: Lookup) => boolean | Promise<boolean>;
  /** Runs inside the commit, so it may consult only what `prepare` read before it. */
  write?: (auth: SignedIn, vars: PathVars, change: ChangeEvent, known: Known) => boolean;
  /** Reads into `into`, before the commit, the documents `write` will need for this op. */
  prepare?: (auth: SignedIn, vars: PathVars, op: WriteOp, lookup: Lookup, into: Map<string, StoredDoc | null>) => Promise<void>;
  /**
   * A query on the rule's collection must pass this before it runs, so that a refusal cannot
   * reveal what other users' documents contain. Without it, a query is allowed when every
   * document it returns is readable.
   */
  query?: (auth: SignedIn, query: QuerySpec) => boolean;
  /** Anyone, signed in or not, may read the document when this holds (`data` null: it does not exist). */
  publicRead?: (data: DocData | null) => boolean;
  /** A query anyone may run: one that can only return public documents (as Firestore's rules judge queries). */
  publicQuery?: (query: QuerySpec) => boolean;
  /**
   * Reading is decided by the collection path alone (the same answer for every document in one
   * collection, whatever it holds), so a query that returns no documents (an aggregate) can be
   * judged without reading them.
   */
  readDecidedByCollection?: boolean;
  /** Which user's read access a change of a document under this pattern can change. */
  grantsAccessTo?: (vars: PathVars) => string;
};

const hasWhere = (query: QuerySpec, field: string, op: string, value: unknown) =>
  (query.where ?? []).some((w) => w.field === field && w.op === op && w.value === value);

export const DOCUMENT_RULES: DocumentRule[] = [
  {
    pattern: 'users/{uid}',
    read: (auth, { uid }) => auth.uid === uid,
    write: (auth, { uid }, change) => canWriteOwnProfile(auth, uid, change),
    query: (auth, query) => hasWhere(query, 'uid', '==', auth.uid),
  },
  {
    pattern: 'status/{uid}',
    read: (auth, { uid }) => auth.uid === uid,
  },
  ...MATRIX.map((row): DocumentRule => {
    const listedBy = row.listedBy;
    return listedBy ? { ...matrixRule(row), query: (auth, query) => hasWhere(query, listedBy, 'array-contains', auth.uid) } : matrixRule(row);
  }),
];
