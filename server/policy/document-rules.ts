/**
 * The document rules, keyed by path pattern. Deny by default: a path no rule matches, or an
 * operation a rule does not define, is refused. Every rule sees a signed-in caller; nothing is
 * open to signed-out connections yet.
 */
import type { QuerySpec } from '../../domain/documents/query';
import { splitPath } from '../../domain/documents/paths';
import type { DocData } from '../../domain/documents/values';
import type { AuthContext } from '../auth/context';
import type { ChangeEvent, StoredDoc } from '../db/engine';
import type { PathVars } from './path-pattern';
import { canWriteOwnProfile } from './user-profile-rule';

export type SignedIn = NonNullable<AuthContext>;
/** Reads another document while deciding (memoised per request or per commit). */
export type Lookup = (path: string) => Promise<StoredDoc | null>;

export type DocumentRule = {
  pattern: string;
  /** `data` is null when the document does not exist. */
  read?: (auth: SignedIn, vars: PathVars, data: DocData | null, lookup: Lookup) => boolean | Promise<boolean>;
  write?: (auth: SignedIn, vars: PathVars, change: ChangeEvent) => boolean;
  /**
   * A query on the rule's collection must pass this before it runs, so that a refusal cannot
   * reveal what other users' documents contain. Without it, a query is allowed when every
   * document it returns is readable.
   */
  query?: (auth: SignedIn, query: QuerySpec) => boolean;
  /** Which user's read access a change of a document under this pattern can change. */
  grantsAccessTo?: (vars: PathVars) => string;
};

const hasWhere = (query: QuerySpec, field: string, op: string, value: unknown) =>
  (query.where ?? []).some((w) => w.field === field && w.op === op && w.value === value);

const hasPermissionRecord = async (lookup: Lookup, resourceId: string, uid: string) =>
  (await lookup(`resourceAccess/${resourceId}/permissions/${uid}`)) !== null;

/** An event's organisation, when it names one that can be a single path segment. */
function organizationOf(event: DocData | null): string | null {
  const permission = event?.permission as { organization?: unknown } | undefined;
  const org = event?.organization ?? permission?.organization;
  return typeof org === 'string' && splitPath(org)?.length === 1 ? org : null;
}

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
  {
    pattern: 'resourceAccess/{id}',
    read: (auth, _vars, data) => Array.isArray(data?.users) && data.users.includes(auth.uid),
    query: (auth, query) => hasWhere(query, 'users', 'array-contains', auth.uid),
  },
  {
    pattern: 'resourceAccess/{id}/permissions/{uid}',
    read: (auth, { uid }) => auth.uid === uid,
    grantsAccessTo: ({ uid }) => uid,
  },
  {
    pattern: 'events/{id}',
    read: async (auth, { id }, data, lookup) => {
      if (await hasPermissionRecord(lookup, id, auth.uid)) return true;
      const org = organizationOf(data);
      return org !== null && (await hasPermissionRecord(lookup, org, auth.uid));
    },
  },
];
