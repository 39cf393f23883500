/**
 * The document rules, keyed by path pattern. Deny by default: a path no rule matches, or an
 * operation a rule does not define, is refused. Every rule sees a signed-in caller; nothing is
 * open to signed-out connections. A user's own profile and presence have their own rules; every
 * organisation and event collection follows the permission matrix (matrix-rules.ts).
 */
import { MATRIX } from '@domain/permissions/matrix';
import { isRole } from '@domain/permissions/roles';
import type { DocumentRule } from './document-rule';
import { matrixRule } from './matrix-rules';
import { pinnedWithin } from './query-constraints';
import { canWriteOwnProfile } from './user-profile-rule';

export const DOCUMENT_RULES: DocumentRule[] = [
  {
    pattern: 'users/{uid}',
    read: (auth, { uid }) => auth.uid === uid,
    write: (auth, { uid }, change) => canWriteOwnProfile(auth, uid, change),
    // Every profile holds its owner's uid (user-profile-rule.ts): this query returns only the caller's.
    query: (auth, _vars, query) => pinnedWithin(query, 'uid', (uid) => uid === auth.uid),
  },
  {
    pattern: 'status/{uid}',
    read: (auth, { uid }) => auth.uid === uid,
  },
  // A row no client may touch (its documents are the server's alone) needs no rule: deny by default.
  ...MATRIX.filter((row) => row.publicRead || Object.values(row.ops).some(isRole)).map(matrixRule),
];
