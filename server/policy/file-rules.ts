/**
 * Who may upload and delete which stored files. Deny by default: a path no rule names is
 * refused. Called by the HTTP file routes before any byte is stored or removed.
 */
import { AVATAR_MAX_BYTES, AVATAR_TYPES, messages } from '../../domain/account/profile';
import type { AuthContext } from '../auth/context';
import { pathPattern, type PathVars } from './path-pattern';

export type FileDecision =
  | { ok: true }
  | { ok: false; code: 'permission-denied' | 'storage/invalid-type' | 'storage/file-too-large'; message: string };

type SignedIn = NonNullable<AuthContext>;

type FileRule = {
  pattern: string;
  /** Who may write or delete the file. */
  owner: (auth: SignedIn, vars: PathVars) => boolean;
  contentTypes: readonly string[];
  /** Files must be strictly smaller than this. */
  maxBytes: number;
  tooLargeMessage: string;
  invalidTypeMessage: string;
};

const FILE_RULES: FileRule[] = [
  {
    pattern: 'users/{uid}.jpg',
    owner: (auth, { uid }) => auth.uid === uid,
    contentTypes: AVATAR_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    tooLargeMessage: messages.avatarSize,
    invalidTypeMessage: messages.avatarType,
  },
];

const compiled = FILE_RULES.map((rule) => ({ rule, pattern: pathPattern(rule.pattern) }));

const DENIED: FileDecision = { ok: false, code: 'permission-denied', message: "You don't have access to this resource" };

function ownedRule(auth: AuthContext, path: string): FileRule | null {
  if (!auth || typeof path !== 'string') return null;
  for (const { rule, pattern } of compiled) {
    const vars = pattern.match(path);
    if (vars && rule.owner(auth, vars)) return rule;
  }
  return null;
}

export function canUploadFile(auth: AuthContext, path: string, contentType: string, size: number): FileDecision {
  const rule = ownedRule(auth, path);
  if (!rule) return DENIED;
  const type = String(contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!rule.contentTypes.includes(type)) return { ok: false, code: 'storage/invalid-type', message: rule.invalidTypeMessage };
  if (!Number.isFinite(size) || size < 0 || size >= rule.maxBytes) {
    return { ok: false, code: 'storage/file-too-large', message: rule.tooLargeMessage };
  }
  return { ok: true };
}

export function canDeleteFile(auth: AuthContext, path: string): FileDecision {
  return ownedRule(auth, path) ? { ok: true } : DENIED;
}
